import { ApiPaths, type SaveAdminUserRequest, type UserStatus } from '@notebook/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const ADMIN_USERS_PAGE_SIZE = 20;
const root = ['admin-users'] as const;

export const useAdminUsersPage = (input: { searchKey: string; status: UserStatus | ''; page: number }) =>
  useQuery({
    queryKey: [...root, 'page', input],
    queryFn: () =>
      api.call(
        ApiPaths.adminUser.getPagedAdminUsers,
        {
          page: input.page,
          rows: ADMIN_USERS_PAGE_SIZE,
          searchKey: input.searchKey || undefined,
          status: input.status || undefined,
        },
        { showLoading: false },
      ),
    placeholderData: keepPreviousData,
  });

export const useAdminUser = (adminUserID: string | null) =>
  useQuery({
    queryKey: [...root, 'one', adminUserID],
    queryFn: () => api.call(ApiPaths.adminUser.getAdminUser, { adminUserID: adminUserID! }),
    enabled: !!adminUserID,
  });

/** A new admin is e-mailed a link to choose their password (the server's message says so). */
export function useSaveAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveAdminUserRequest) =>
      api.call(ApiPaths.adminUser.saveUpdateAdminUser, input, {
        showSuccessMessage: true,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: root }),
  });
}

export function useUpdateAdminUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { adminUserID: string; status: UserStatus }) =>
      api.call(ApiPaths.adminUser.updateAdminUserStatus, input, { showSuccessMessage: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: root }),
  });
}

export function useResetAdminUserPassword() {
  return useMutation({
    mutationFn: (adminUserID: string) =>
      api.call(ApiPaths.adminUser.resetAdminUserPassword, { adminUserID }, { showSuccessMessage: true }),
  });
}
