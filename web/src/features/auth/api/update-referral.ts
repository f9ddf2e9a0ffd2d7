import { ApiPaths } from '@notebook/contracts';
import { useMutation } from '@tanstack/react-query';
import { callOf, silent } from '@/lib/api-hooks';

export type UpdateReferralInput = { referralUUID: string };

export const updateReferral = callOf(ApiPaths.auth.updateReferral, silent);

export function useUpdateReferral() {
  return useMutation({ mutationFn: updateReferral });
}
