import { ApiPaths, type RegisterRequest, type UpdateSocialReaderInfoRequest } from '@notebook/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import { publicSilent } from '@/lib/api-hooks';
import { savedIntents } from '@/lib/saved-intents';
import { toasts } from '@/lib/toast-store';
import { authStore } from '@/lib/auth-store';
import { refreshSession, toSession } from '@/lib/session';
import { login } from './login';

/** The reader's own account calls (docs/accounts.md). */

/** Registers, then signs the new reader in with the same details; the server's welcome shows as the toast. */
export function useRegister() {
  return useMutation({
    mutationFn: async (input: RegisterRequest) => {
      await registerWithSavedReferral(input);
      const session = await login({ username: input.email, password: input.password });
      authStore.signIn(toSession(session));
      return session.loggedInUser;
    },
  });
}

/** Confirms from the e-mail's link; a signed-in reader's session is renewed so the page knows at once. */
/**
 * Sends the referral link the visitor arrived with (kept in savedIntents); a link that is no longer
 * valid is forgotten and the registration goes ahead without it.
 */
async function registerWithSavedReferral(input: RegisterRequest): Promise<void> {
  const send = (referralUUID?: string) =>
    api.call(
      ApiPaths.auth.register,
      { ...input, referralUUID },
      { skipAuth: true, showSuccessMessage: true, showErrorToast: !referralUUID },
    );
  const referralUUID = savedIntents.referralUUID() ?? undefined;
  try {
    await send(referralUUID);
  } catch (error) {
    if (!referralUUID || !(error instanceof ApiError)) throw error;
    if (!error.fieldErrors.referralUUID) {
      toasts.error(error.message);
      throw error;
    }
    savedIntents.clearReferral();
    await send();
  }
  savedIntents.clearReferral();
}

export const useConfirmEmail = () =>
  useMutation({
    mutationFn: async (token: string) => {
      await api.call(ApiPaths.auth.confirmReaderEmail, { token }, { skipAuth: true, showErrorToast: false });
      if (authStore.getSession()) await refreshSession();
    },
  });

export const useResendConfirmation = () =>
  useMutation({
    mutationFn: () => api.call(ApiPaths.auth.resendConfirmationEmail, undefined, { showSuccessMessage: true }),
  });

export const useRequestPasswordReset = () =>
  useMutation({
    mutationFn: (email: string) => api.call(ApiPaths.auth.initiateReaderPasswordReset, { email }, { skipAuth: true }),
  });

export const useResetPassword = () =>
  useMutation({
    mutationFn: (input: { token: string; newPassword: string; newPasswordConfirm: string }) =>
      api.call(ApiPaths.auth.resetReaderPassword, input, { skipAuth: true }),
  });

/** The providers a reader may sign in with (none configured: no buttons). */
export const useOAuthProviders = () =>
  useQuery({
    queryKey: ['oauth-providers'],
    queryFn: () => api.call(ApiPaths.auth.getOAuthProviders, undefined, publicSilent),
    staleTime: Infinity,
  });

/** reader/updateSocialReaderInfo: what the provider did not give at a first sign-in. */
export function useUpdateSocialReaderInfo() {
  return useMutation({
    mutationFn: (input: UpdateSocialReaderInfoRequest) => api.call(ApiPaths.auth.updateSocialReaderInfo, input),
  });
}
