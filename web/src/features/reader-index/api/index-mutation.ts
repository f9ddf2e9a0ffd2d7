import { useInvalidatingMutation } from '@/lib/api-hooks';
import { readerIndexQueryRoot } from './get-primary-index';

/** A reader-topic mutation: on success the primary index (both audiences) is fetched again. */
export function useIndexMutation<I, R>(fn: (input: I) => Promise<R>) {
  return useInvalidatingMutation(fn, [readerIndexQueryRoot]);
}
