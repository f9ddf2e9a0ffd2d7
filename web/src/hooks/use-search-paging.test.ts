import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePagedFilters, useSearchPaging } from './use-search-paging';

describe('usePagedFilters', () => {
  it('starts on the first page with the filters given', () => {
    const { result } = renderHook(() => usePagedFilters({ status: '' }));
    expect(result.current.page).toBe(0);
    expect(result.current.filters).toEqual({ status: '' });
  });

  it('goes back to the first page when a filter changes, keeping the other filters', () => {
    const { result } = renderHook(() => usePagedFilters({ status: '', group: 'g1' }));
    act(() => result.current.setPage(3));
    expect(result.current.page).toBe(3);
    act(() => result.current.setFilter('status', 'ACTIVE'));
    expect(result.current.page).toBe(0);
    expect(result.current.filters).toEqual({ status: 'ACTIVE', group: 'g1' });
  });
});

describe('useSearchPaging', () => {
  it('keeps the text as typed and asks with it trimmed', () => {
    const { result } = renderHook(() => useSearchPaging());
    act(() => result.current.setSearch('  ada '));
    expect(result.current.search).toBe('  ada ');
    expect(result.current.searchKey).toBe('ada');
  });

  it('goes back to the first page on a new search', () => {
    const { result } = renderHook(() => useSearchPaging({ status: '' }));
    act(() => result.current.setPage(2));
    act(() => result.current.setSearch('ada'));
    expect(result.current.page).toBe(0);
    expect(result.current.filters).toEqual({ status: '' });
  });
});
