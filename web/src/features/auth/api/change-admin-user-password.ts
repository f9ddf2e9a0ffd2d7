import { ApiPaths, apiUrl, changePasswordRequest, type ChangePasswordRequest } from '@notebook/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sha1Base64 } from '@/lib/password-digest';

export const changePasswordInputSchema = changePasswordRequest;
export type ChangePasswordInput = ChangePasswordRequest;

/** The old password travels as base64(SHA-1) (spec section 7); the new ones as typed. */
export async function changeAdminUserPassword(input: ChangePasswordInput): Promise<unknown> {
  return api.post<unknown>(
    apiUrl(ApiPaths.auth.changeAdminUserPassword),
    { ...input, oldPassword: await sha1Base64(input.oldPassword) },
    { showSuccessMessage: true },
  );
}

export function useChangeAdminUserPassword() {
  return useMutation({ mutationFn: changeAdminUserPassword });
}
