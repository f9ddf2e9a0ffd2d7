import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TickList } from './tick-list';

const groups = [
  { id: 'g1', name: 'Cohort 2026' },
  { id: 'g2', name: 'Cohort 2027' },
  { id: 'g3', name: 'Tutors' },
];

function renderList(overrides: Partial<Parameters<typeof TickList<(typeof groups)[number]>>[0]> = {}) {
  const onChange = vi.fn();
  render(
    <TickList
      legend="Groups"
      items={groups}
      idOf={(group) => group.id}
      labelOf={(group) => group.name}
      value={['g3']}
      onChange={onChange}
      {...overrides}
    />,
  );
  return { onChange };
}

describe('TickList', () => {
  it('ticks the chosen items of a group named by its legend', () => {
    renderList();
    const boxes = within(screen.getByRole('group', { name: 'Groups' })).getAllByRole('checkbox');
    expect(boxes.map((box) => (box as HTMLInputElement).checked)).toEqual([false, false, true]);
  });

  it('gives the ticked ids in the order of the list, whatever the order they were ticked in', async () => {
    const { onChange } = renderList();
    await userEvent.setup().click(screen.getByRole('checkbox', { name: 'Cohort 2026' }));
    expect(onChange).toHaveBeenLastCalledWith(['g1', 'g3']);
  });

  it('drops an item that is unticked', async () => {
    const { onChange } = renderList();
    await userEvent.setup().click(screen.getByRole('checkbox', { name: 'Tutors' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('says the empty text when there are no items, and the error under the boxes', () => {
    renderList({ items: [], empty: 'No reader group(s) found', error: 'Choose at least one' });
    expect(screen.getByText('No reader group(s) found')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Choose at least one');
  });

  it('keeps every box off when disabled', () => {
    renderList({ disabled: true });
    expect(screen.getAllByRole('checkbox').every((box) => (box as HTMLInputElement).disabled)).toBe(true);
  });

  it('with keepUnlisted, keeps a ticked id the list does not show when another box changes', async () => {
    const { onChange } = renderList({ value: ['gone', 'g3'], keepUnlisted: true });
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Cohort 2026' }));
    expect(onChange).toHaveBeenLastCalledWith(['gone', 'g3', 'g1']);
    await user.click(screen.getByRole('checkbox', { name: 'Tutors' }));
    expect(onChange).toHaveBeenLastCalledWith(['gone']);
  });
});
