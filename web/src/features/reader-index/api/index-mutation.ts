import { useMutation, useQueryClient } from '@tanstack/react-query';
import { readerIndexQueryRoot } from './get-primary-index';

/** A reader-topic mutation: on success the primary index (both audiences) is fetched again. */
export function useIndexMutation<I, R>(fn: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: readerIndexQueryRoot }),
  });
}
