import { ApiPaths, savePricingPlanRequest, type PricingPlan, type SavePricingPlanRequest } from '@notebook/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { pricingQueryRoot } from './pricing-cache';

export const savePricingPlanInputSchema = savePricingPlanRequest;
export type SavePricingPlanInput = SavePricingPlanRequest;

/** Without pricingPlanID adds a plan, with it updates one; the server answers 'Successfully saved / updated'. */
export function savePricingPlan(input: SavePricingPlanInput): Promise<PricingPlan> {
  return api.call(ApiPaths.adminPricing.saveUpdatePricingPlan, input, {
    showSuccessMessage: true,
  });
}

export function useSavePricingPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePricingPlan,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pricingQueryRoot }),
  });
}
