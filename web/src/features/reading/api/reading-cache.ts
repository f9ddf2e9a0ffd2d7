import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLoggedInUser } from '@/lib/auth-store';

/** The root of every reading key; the factories of this folder build on it. */
export const readingQueryRoot = ['reading'] as const;
/**
 * The reader-index feature's key root: marks and new or removed lessons change a topic's progress in
 * the primary index. Features may not import each other, so the root is spelled here too.
 */
const readerIndexQueryRoot = ['reader-index'] as const;

/** A study mutation (own lessons, marks, bookmarks, personal notes): refreshes the reading pages and the index. */
export function useReadingMutation<I, R>(fn: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: readingQueryRoot }), queryClient.invalidateQueries({ queryKey: readerIndexQueryRoot })]),
  });
}

/** Adding and renaming own lessons need an active subscription or the trial (spec section 6). */
export function useCanEditOwnLessons(): boolean {
  const user = useLoggedInUser();
  return user?.user.userType === 'READER' && (user.hasActiveSubscription || user.unSubscribedPlan);
}
