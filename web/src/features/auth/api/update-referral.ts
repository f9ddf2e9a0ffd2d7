import { ApiPaths } from '@notebook/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type UpdateReferralInput = { referralUUID: string };

export function updateReferral(input: UpdateReferralInput): Promise<unknown> {
  return api.call(ApiPaths.auth.updateReferral, input, { showErrorToast: false, showLoading: false });
}

export function useUpdateReferral() {
  return useMutation({ mutationFn: updateReferral });
}
