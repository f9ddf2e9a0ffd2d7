import type { ContentStatus } from '@notebook/contracts';

export const statusOptions: ReadonlyArray<{ value: ContentStatus; label: string }> = [
  { value: 'ACT', label: 'Active' },
  { value: 'INA', label: 'Inactive' },
];

export const otherStatus = (status: ContentStatus): ContentStatus => (status === 'ACT' ? 'INA' : 'ACT');

/** IDs in their new order after moving the one at `index` one place up (-1) or down (+1). */
export function moveID(ids: readonly string[], index: number, step: -1 | 1): string[] {
  const target = index + step;
  if (target < 0 || target >= ids.length) return [...ids];
  const reordered = [...ids];
  const [moved] = reordered.splice(index, 1);
  if (moved !== undefined) reordered.splice(target, 0, moved);
  return reordered;
}
