import { ApiPaths } from '@notebook/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { endSession } from '@/lib/session';

/** Clears the refresh cookie on the server; the local session ends whether or not that succeeds. */
export async function logout(): Promise<void> {
  try {
    await api.call(ApiPaths.auth.logout, undefined, { showErrorToast: false, skipAuth: true });
  } finally {
    endSession();
  }
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
