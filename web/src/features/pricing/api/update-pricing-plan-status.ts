import {
  ApiPaths,
  updatePricingPlanStatusRequest,
  type PricingPlan,
  type UpdatePricingPlanStatusRequest,
} from '@notebook/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { pricingPlansQueryOptions } from './get-pricing-plans';
import { pricingQueryRoot } from './pricing-cache';

export const updatePricingPlanStatusInputSchema = updatePricingPlanStatusRequest;
export type UpdatePricingPlanStatusInput = UpdatePricingPlanStatusRequest;

export function updatePricingPlanStatus(input: UpdatePricingPlanStatusInput): Promise<PricingPlan> {
  return api.call(ApiPaths.adminPricing.updatePricingPlanStatus, input, {
    showSuccessMessage: true,
  });
}

/** Shows the new status in the list at once and puts the old one back if the server refuses. */
export function useUpdatePricingPlanStatus() {
  const queryClient = useQueryClient();
  const { queryKey } = pricingPlansQueryOptions();
  return useMutation({
    mutationFn: updatePricingPlanStatus,
    onMutate: async ({ pricingPlanID, status }: UpdatePricingPlanStatusInput) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      if (previous)
        queryClient.setQueryData(
          queryKey,
          previous.map((plan) => (plan.pricingPlanID === pricingPlanID ? { ...plan, status } : plan)),
        );
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: pricingQueryRoot }),
  });
}
