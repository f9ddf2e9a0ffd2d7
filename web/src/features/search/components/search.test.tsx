import { SEARCH_DEBOUNCE_MS, SearchMessages, type SearchResponse, type SearchResult } from '@notebook/contracts';
import { act, fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failed, fakeApi, ok, type RecordedCall } from '@/testing/fake-api';
import { endpoints, loginResult, makeUser, primaryIndex } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { anonymousVisitor } from '@/testing/reading-fixtures';
import { nextSearchTerm, useDebouncedSearchTerm } from './search-term';

const SEARCH_PUBLIC = 'POST /api/public/searchNotePublic';
const SEARCH_READER = 'POST /api/reader/searchNote';
const topicID = '0190a3b4-0000-7000-8000-0000000000c1';
const lessonID = '0190a3b4-0000-7000-8000-0000000000c2';

function result(index: number): SearchResult {
  return {
    topicID,
    topicName: 'Thyroid disease',
    lessonID,
    lessonName: 'Hypothyroidism',
    noteID: `0190a3b4-0000-7000-8000-0000000001d${index}`,
    noteHeader: `Replacement ${index}`,
    locked: false,
    highlights: [
      {
        path: 'topicName',
        texts: [
          { type: 'hit', value: 'Thyroid' },
          { type: 'plain', value: ' disease' },
        ],
      },
      {
        path: 'noteContent',
        texts: [
          { type: 'plain', value: 'Start ' },
          { type: 'hit', value: 'thyroxine' },
          { type: 'plain', value: ' low' },
        ],
      },
    ],
  };
}
const found = (count: number, total = count): SearchResponse => ({
  results: Array.from({ length: count }, (_, i) => result(i)),
  totalNoOfRecords: total,
  didYouMean: null,
  partialMatch: false,
});
const nothing = (didYouMean: string | null = null): SearchResponse => ({
  results: [],
  totalNoOfRecords: 0,
  didYouMean,
  partialMatch: false,
});
const SECONDARY = 'POST /api/public/getSecondaryIndex';

describe('nextSearchTerm', () => {
  it('trims the term', () => expect(nextSearchTerm('', '  heart failure  ')).toBe('heart failure'));
  it('ignores an empty term', () => {
    expect(nextSearchTerm('heart', '')).toBeNull();
    expect(nextSearchTerm('heart', '   ')).toBeNull();
  });
  it('ignores a term unchanged from the last search', () => expect(nextSearchTerm('heart', ' heart ')).toBeNull());
  it('cuts a very long paste', () => expect(nextSearchTerm('', 'x'.repeat(10_000))?.length).toBe(200));
});

describe('useDebouncedSearchTerm', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fires 500 ms after typing stops, with the trimmed term', () => {
    const { result, rerender } = renderHook(({ typed }) => useDebouncedSearchTerm(typed), {
      initialProps: { typed: 'h' },
    });
    rerender({ typed: 'he' });
    act(() => void vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    rerender({ typed: ' heart ' });
    act(() => void vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(result.current).toBe('');
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current).toBe('heart');
  });

  it('keeps the last term when the box is emptied', () => {
    const { result, rerender } = renderHook(({ typed }) => useDebouncedSearchTerm(typed), {
      initialProps: { typed: 'heart' },
    });
    act(() => void vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    rerender({ typed: '   ' });
    act(() => void vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(result.current).toBe('heart');
  });
});

describe('header search dropdown', () => {
  const page = `/public/lessons?topicID=${topicID}`;
  const routes = (reply: SearchResponse | ((call: RecordedCall) => { status: number; body: never })) => ({
    ...anonymousVisitor,
    [SECONDARY]: failed(404, 'Topic not found'),
    [SEARCH_PUBLIC]: typeof reply === 'function' ? reply : ok(reply),
  });

  it('shows the placeholder and searches once, trimmed, after typing stops', async () => {
    const api = fakeApi(routes(found(5, 12)));
    const { user } = renderApp(page);
    const box = await screen.findByRole('searchbox', { name: 'Search notes' });
    expect(box.getAttribute('placeholder')).toBe(SearchMessages.placeholder);
    await user.type(box, '  thyro  ');
    const panel = await screen.findByRole('region', { name: 'Search results' }, { timeout: 2_000 });
    await waitFor(() => expect(api.callsTo(SEARCH_PUBLIC)).toHaveLength(1));
    expect(api.callsTo(SEARCH_PUBLIC)[0]!.body).toEqual({ searchKey: 'thyro', limit: 5, offset: 0 });
    expect(api.callsTo(SEARCH_PUBLIC)[0]!.authorization).toBeNull();
    const links = await within(panel).findAllByRole('link');
    expect(links).toHaveLength(6);
    // The link carries the typed term and the forms the server marked (it stems; the page's marking does not).
    expect(links[0]!.getAttribute('href')).toBe(
      `/public/lesson/notes?topicID=${topicID}&lessonID=${lessonID}&hl=thyro+thyroid+thyroxine#note-${result(0).noteID}`,
    );
    expect(within(panel).getAllByText('thyroxine')[0]!.tagName).toBe('MARK');
    expect(within(panel).getAllByText('Thyroid')[0]!.tagName).toBe('MARK');
    expect(within(panel).getByRole('link', { name: SearchMessages.loadMore }).getAttribute('href')).toBe(
      '/public/search?searchKey=thyro',
    );
  });

  it('does not search again for the same trimmed term', async () => {
    const api = fakeApi(routes(found(1)));
    const { user } = renderApp(page);
    const box = await screen.findByRole('searchbox', { name: 'Search notes' });
    await user.type(box, 'thyro');
    await screen.findByRole('region', { name: 'Search results' }, { timeout: 2_000 });
    await user.type(box, ' ');
    await new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS + 100));
    expect(api.callsTo(SEARCH_PUBLIC)).toHaveLength(1);
  });

  it('says when nothing matches, and offers the suggestion', async () => {
    fakeApi(routes(nothing('thyroxine')));
    const { user } = renderApp(page);
    await user.type(await screen.findByRole('searchbox', { name: 'Search notes' }), 'thyroxne');
    expect(await screen.findByText(SearchMessages.noResults('thyroxne'), undefined, { timeout: 2_000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'thyroxine' }));
    expect((screen.getByRole('searchbox', { name: 'Search notes' }) as HTMLInputElement).value).toBe('thyroxine');
  });

  it('Enter opens the search page, which pages its results', async () => {
    const api = fakeApi({ ...routes(found(20, 45)) });
    const { user, location } = renderApp(page);
    await user.type(await screen.findByRole('searchbox', { name: 'Search notes' }), ' thyroid {Enter}');
    expect(location()).toBe('/public/search?searchKey=thyroid');
    expect(await screen.findByText(/45 results for/)).toBeTruthy();
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    await waitFor(() =>
      expect(api.callsTo(SEARCH_PUBLIC).some((call) => (call.body as { limit: number }).limit === 20)).toBe(true),
    );
    await user.click(screen.getByRole('link', { name: 'Next' }));
    expect(location()).toBe('/public/search?searchKey=thyroid&page=2');
    await waitFor(() =>
      expect(api.callsTo(SEARCH_PUBLIC).some((call) => (call.body as { offset: number }).offset === 20)).toBe(true),
    );
  });

  it('the search page keeps its term in the header box, after a reload too', async () => {
    fakeApi(routes(found(2)));
    renderApp('/public/search?searchKey=thyroid');
    await waitFor(() =>
      expect((screen.getByRole('searchbox', { name: 'Search notes' }) as HTMLInputElement).value).toBe('thyroid'),
    );
  });

  it('a result the reader may not open carries a lock', async () => {
    const response = found(2);
    response.results[1] = {
      ...response.results[1]!,
      locked: true,
      highlights: response.results[1]!.highlights.filter((h) => h.path !== 'noteContent'),
    };
    fakeApi(routes(response));
    renderApp('/public/search?searchKey=thyroid');
    const locks = await screen.findAllByRole('img', { name: 'Locked: subscribe to read' });
    expect(locks).toHaveLength(1);
    expect(locks[0]!.closest('li')?.textContent).toContain('Replacement 1');
  });

  it('says when the results hold only some of the words, on the page and in the header box', async () => {
    fakeApi(routes({ ...found(3), partialMatch: true }));
    renderApp('/public/search?searchKey=asthma%20inhaler');
    expect(await screen.findByText(SearchMessages.partialMatch('asthma inhaler'))).toBeTruthy();
    expect(screen.getByText(/3 results for/)).toBeTruthy();
    expect(screen.getAllByRole('note')).toHaveLength(1);
  });

  it('says nothing of a partial match for an ordinary search', async () => {
    fakeApi(routes(found(3)));
    renderApp('/public/search?searchKey=thyroid');
    await screen.findByText(/3 results for/);
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('the search page shows the empty state', async () => {
    fakeApi(routes(nothing()));
    renderApp('/public/search?searchKey=zzzz');
    expect(await screen.findByText(SearchMessages.noResults('zzzz'))).toBeTruthy();
  });

  it('a signed-in reader searches with the reader call', async () => {
    const api = fakeApi({
      [endpoints.refresh]: ok(loginResult(makeUser('READER', [], { hasActiveSubscription: true }))),
      [endpoints.primaryIndex]: ok(primaryIndex()),
      'POST /api/reader/getRegisteredUserSecondaryIndex': failed(404, 'Topic not found'),
      [SEARCH_READER]: ok(found(2)),
    });
    renderApp('/public/search?searchKey=thyroid');
    await waitFor(() => expect(api.callsTo(SEARCH_READER)).toHaveLength(1));
    expect(api.callsTo(SEARCH_READER)[0]!.authorization).toMatch(/^Bearer /);
  });
});
