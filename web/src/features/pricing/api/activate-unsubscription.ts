import { ApiPaths, activateUnsubscriptionRequest, type ActivateUnsubscriptionRequest } from '@notebook/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { announced, callOf, invalidateAll } from '@/lib/api-hooks';
import { authStore } from '@/lib/auth-store';
import { savedIntents } from '@/lib/saved-intents';
import { planDependentQueryRoots, pricingQueryRoot } from './pricing-cache';

export const activateUnsubscriptionInputSchema = activateUnsubscriptionRequest;
export type ActivateUnsubscriptionInput = ActivateUnsubscriptionRequest;

/** POST reader/activateUnsubscription: starts the free trial of a plan; answers with the refreshed user. */
export const activateUnsubscription = callOf(ApiPaths.reader.activateUnsubscription, announced);

/**
 * After the trial starts the reader's flags change and the plan's topics open: the session's user is
 * replaced by the server's answer and everything that shows 'locked' is fetched again.
 */
export function useActivateUnsubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activateUnsubscription,
    onSuccess: (user) => {
      authStore.updateUser(user);
      savedIntents.clearPricingPlan();
      return invalidateAll(queryClient, [pricingQueryRoot, ...planDependentQueryRoots]);
    },
  });
}
