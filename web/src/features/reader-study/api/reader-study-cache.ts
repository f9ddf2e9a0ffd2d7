import { useMutation, useQueryClient } from '@tanstack/react-query';

/** The root of every profile-list key. */
export const readerStudyQueryRoot = ['reader-study'] as const;
/**
 * The reading feature's key root: a restored note shows again on its lesson page. Features may not
 * import each other, so the root is spelled here too.
 */
const readingQueryRoot = ['reading'] as const;

/** A trash mutation: refreshes the profile lists and the reading pages. */
export function useTrashMutation<I, R>(fn: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: readerStudyQueryRoot }),
        queryClient.invalidateQueries({ queryKey: readingQueryRoot }),
      ]),
  });
}
