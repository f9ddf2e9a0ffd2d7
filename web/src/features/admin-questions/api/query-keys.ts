import type { QueryClient } from '@tanstack/react-query';

/** The root of every query key of this feature; mutations invalidate below it. */
export const questionsKey = ['admin-questions'] as const;

/**
 * After a removal: refreshes the kind's lists, but not the removed item's own queries (an open card
 * would ask for it again and get 404, 'The requested item was not found'). Those are marked stale
 * and, once their card is gone, never fetched again.
 */
export function refreshAfterRemoving(
  queryClient: QueryClient,
  kind: 'akt' | 'msq' | 'kfp',
  removedID: string,
): Promise<unknown> {
  const isRemoved = (query: { queryKey: readonly unknown[] }) => query.queryKey.includes(removedID);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: [...questionsKey, kind], predicate: isRemoved, refetchType: 'none' }),
    queryClient.invalidateQueries({ queryKey: [...questionsKey, kind], predicate: (query) => !isRemoved(query) }),
  ]);
}
