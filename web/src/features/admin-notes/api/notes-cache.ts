import type { QueryKey } from '@tanstack/react-query';
import { useInvalidatingMutation, useOptimisticMutation } from '@/lib/api-hooks';

/** The root of every admin-notes key; the factories of this folder build on it. */
export const adminNotesQueryRoot = ['admin-notes'] as const;

const listRoots = [
  [...adminNotesQueryRoot, 'topic-lessons'],
  [...adminNotesQueryRoot, 'lesson-notes'],
] as const;

/**
 * Lesson and note changes show in both lists (a topic's lessons carry their notes' headers), so
 * every mutation refreshes the lessons and notes queries once the server has accepted it.
 */
export function useNotesMutation<Input, Result>(call: (input: Input) => Promise<Result>) {
  return useInvalidatingMutation(call, listRoots);
}

type OrderedList<Input, Data> = {
  /** The cached list the new order applies to. */
  queryKey: (input: Input) => QueryKey;
  /** That list's data with the new order applied. */
  reorder: (data: Data, input: Input) => Data;
};

/**
 * A display-order change (buttons or a drop) shows at once, so a dragged row does not jump back
 * while the server answers; a refusal puts the cached order back. Both lists refresh afterwards.
 */
export function useOrderMutation<Input, Result, Data>(
  call: (input: Input) => Promise<Result>,
  list: OrderedList<Input, Data>,
) {
  return useOptimisticMutation(call, list.queryKey, list.reorder, listRoots);
}

/**
 * The items with the listed ones given the listed order: they take over the display-order slots
 * they held between them, so unlisted items (a reader's lessons) keep their places.
 */
export function withOrder<T extends { displayOrder: number }>(
  items: readonly T[],
  orderedIDs: readonly string[],
  idOf: (item: T) => string,
): T[] {
  const rank = new Map(orderedIDs.map((id, index) => [id, index]));
  const slots = items
    .filter((item) => rank.has(idOf(item)))
    .map((item) => item.displayOrder)
    .sort((a, b) => a - b);
  return items.map((item) => {
    const position = rank.get(idOf(item));
    const slot = position === undefined ? undefined : slots[position];
    return slot === undefined ? item : { ...item, displayOrder: slot };
  });
}
