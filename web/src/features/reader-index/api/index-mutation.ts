import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLoggedInUser } from '@/lib/auth-store';
import { readerIndexQueryRoot } from './get-primary-index';

/** A reader-topic mutation: on success the primary index (both audiences) is fetched again. */
export function useIndexMutation<I, R>(fn: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: readerIndexQueryRoot }),
  });
}

/** Adding, renaming and moving own topics need an active subscription or the trial (spec section 6). */
export function useCanEditOwnTopics(): boolean {
  const user = useLoggedInUser();
  return user?.user.userType === 'READER' && (user.hasActiveSubscription || user.unSubscribedPlan);
}
