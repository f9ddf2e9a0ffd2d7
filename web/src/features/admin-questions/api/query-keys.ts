import type { JsonEndpointPath } from '@notebook/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { readByID, type IDField } from '@/lib/api-hooks';

/** The root of every query key of this feature; mutations invalidate below it. */
export const questionsKey = ['admin-questions'] as const;

type QuestionKind = 'akt' | 'msq' | 'kfp';

/** A quiet read of one kind's `what` (a list, a question) by one id, keyed `[...questionsKey, kind, what, id]`. */
export function questionBankRead<P extends JsonEndpointPath>(
  kind: QuestionKind,
  what: string,
  path: P,
  field: IDField<P>,
) {
  return readByID(path, field, (id) => [...questionsKey, kind, what, id] as const);
}

/**
 * After a removal: refreshes the kind's lists, but not the removed item's own queries (an open card
 * would ask for it again and get 404, 'The requested item was not found'). Those are marked stale
 * and, once their card is gone, never fetched again.
 */
export function refreshAfterRemoving(
  queryClient: QueryClient,
  kind: QuestionKind,
  removedID: string,
): Promise<unknown> {
  const isRemoved = (query: { queryKey: readonly unknown[] }) => query.queryKey.includes(removedID);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: [...questionsKey, kind], predicate: isRemoved, refetchType: 'none' }),
    queryClient.invalidateQueries({ queryKey: [...questionsKey, kind], predicate: (query) => !isRemoved(query) }),
  ]);
}

/** The hook of a removal of one kind: `refreshAfterRemoving` with the id the input names. */
export function removalMutation<I, R>(
  remove: (input: I) => Promise<R>,
  kind: QuestionKind,
  removedIDOf: (input: I) => string,
) {
  return function useRemoval() {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: remove,
      onSuccess: (_removed, input) => refreshAfterRemoving(queryClient, kind, removedIDOf(input)),
    });
  };
}
