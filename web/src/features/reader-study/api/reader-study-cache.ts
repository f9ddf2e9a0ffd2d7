import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryRoots } from '@/lib/query-keys';

/** The root of every profile-list key. */
export const readerStudyQueryRoot = queryRoots.readerStudy;
/** The reading feature's key root: a restored note shows again on its lesson page. */
const readingQueryRoot = queryRoots.reading;

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
