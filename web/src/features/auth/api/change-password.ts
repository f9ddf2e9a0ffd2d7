import { ApiPaths, changePasswordRequest, type ChangePasswordRequest, type UserType } from '@notebook/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useLoggedInUser } from '@/lib/auth-store';
import { sha1Base64 } from '@/lib/password-digest';

export const changePasswordInputSchema = changePasswordRequest;
export type ChangePasswordInput = ChangePasswordRequest;

/** Admins and readers have a call each, with the same form and rules. */
const changePasswordPath = {
  ADMIN: ApiPaths.auth.changeAdminUserPassword,
  READER: ApiPaths.auth.changeReaderPassword,
} as const satisfies Record<UserType, string>;

/** The old password travels as base64(SHA-1) (spec section 7); the new ones as typed. */
export async function changePassword(userType: UserType, input: ChangePasswordInput): Promise<null> {
  return api.call(
    changePasswordPath[userType],
    { ...input, oldPassword: await sha1Base64(input.oldPassword) },
    { showSuccessMessage: true },
  );
}

/** Changes the signed-in user's password through their type's call. */
export function useChangePassword() {
  const userType = useLoggedInUser()?.user.userType ?? 'READER';
  return useMutation({ mutationFn: (input: ChangePasswordInput) => changePassword(userType, input) });
}
