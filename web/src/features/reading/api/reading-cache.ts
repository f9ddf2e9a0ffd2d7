import { type Query, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useInvalidatingMutation } from '@/lib/api-hooks';
import { queryRoots } from '@/lib/query-keys';
import { useMayShapeOwnStudy } from '@/lib/reading-policy';

/** The root of every reading key; the factories of this folder build on it. */
export const readingQueryRoot = queryRoots.reading;
/** The reader-index feature's key root: marks and new or removed lessons change a topic's progress in the primary index. */
const readerIndexQueryRoot = queryRoots.readerIndex;

/** A study mutation (own lessons, marks, bookmarks, personal notes): refreshes the reading pages and the index. */
export function useReadingMutation<I, R>(fn: (input: I) => Promise<R>) {
  return useInvalidatingMutation(fn, [readingQueryRoot, readerIndexQueryRoot]);
}

/**
 * A removal (an own lesson, a personal note to the trash): the pages and the index are refreshed
 * as after any study mutation, except the queries of what is gone (the ids `removedIDsOf` names, as
 * they appear in the query keys): those are marked stale but never fetched again, since asking for
 * them would only answer 404 (an error toast, console noise). A page that showed the removed item
 * is left by the caller's `onSuccess`.
 */
export function useReadingRemoval<I, R>(
  fn: (input: I) => Promise<R>,
  removedIDsOf: (input: I, queryClient: QueryClient) => string[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (_result, input) => {
      const removed = new Set(removedIDsOf(input, queryClient));
      const isRemoved = (query: Query) => query.queryKey.some((part) => typeof part === 'string' && removed.has(part));
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: readingQueryRoot, predicate: isRemoved, refetchType: 'none' }),
        queryClient.invalidateQueries({ queryKey: readingQueryRoot, predicate: (query) => !isRemoved(query) }),
        queryClient.invalidateQueries({ queryKey: readerIndexQueryRoot }),
      ]);
    },
  });
}

/** Adding and renaming own lessons: the reading policy decides (a reader on a plan or its trial, spec section 6). */
export function useCanEditOwnLessons(): boolean {
  return useMayShapeOwnStudy();
}
