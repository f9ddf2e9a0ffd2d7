import { ApiPaths, loginRequest, type LoginRequest, type LoginResult } from '@notebook/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { authStore } from '@/lib/auth-store';
import { toSession } from '@/lib/session';

export const loginInputSchema = loginRequest;
export type LoginInput = LoginRequest;

export function login(credentials: LoginInput): Promise<LoginResult> {
  return api.call(ApiPaths.auth.login, credentials, { skipAuth: true });
}

export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: (result) => authStore.signIn(toSession(result)),
  });
}
