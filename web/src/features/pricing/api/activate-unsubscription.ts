import {
  ApiPaths,
  activateUnsubscriptionRequest,
  type ActivateUnsubscriptionRequest,
  type LoggedInUser,
} from '@notebook/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { authStore } from '@/lib/auth-store';
import { savedIntents } from '@/lib/saved-intents';
import { planDependentQueryRoots, pricingQueryRoot } from './pricing-cache';

export const activateUnsubscriptionInputSchema = activateUnsubscriptionRequest;
export type ActivateUnsubscriptionInput = ActivateUnsubscriptionRequest;

/** POST reader/activateUnsubscription: starts the free trial of a plan; answers with the refreshed user. */
export function activateUnsubscription(input: ActivateUnsubscriptionInput): Promise<LoggedInUser> {
  return api.call(ApiPaths.reader.activateUnsubscription, input, { showSuccessMessage: true });
}

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
      return Promise.all(
        [pricingQueryRoot, ...planDependentQueryRoots].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
}
