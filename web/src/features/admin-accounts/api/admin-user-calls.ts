import { ApiPaths, type UserStatus } from '@notebook/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { announced, callOf, callWith, mutationInvalidating, pageInput, readByID, searchPages } from '@/lib/api-hooks';

export const ADMIN_USERS_PAGE_SIZE = 20;
const root = ['admin-users'] as const;

export const useAdminUsersPage = searchPages(
  ApiPaths.adminUser.getPagedAdminUsers,
  [...root, 'page'],
  (filter: { searchKey: string; status: UserStatus | ''; page: number }) => pageInput(filter, ADMIN_USERS_PAGE_SIZE),
);

export const useAdminUser = readByID(ApiPaths.adminUser.getAdminUser, 'adminUserID', [...root, 'one'], {}).useByID;

/** A new admin is e-mailed a link to choose their password (the server's message says so). */
export const useSaveAdminUser = mutationInvalidating(callOf(ApiPaths.adminUser.saveUpdateAdminUser, announced), root);

const updateAdminUserStatus = callOf(ApiPaths.adminUser.updateAdminUserStatus, announced);

export function useUpdateAdminUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminUserStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: root }),
  });
}

const resetAdminUserPassword = callWith(
  ApiPaths.adminUser.resetAdminUserPassword,
  announced,
  (adminUserID: string) => ({
    adminUserID,
  }),
);

export const useResetAdminUserPassword = () => useMutation({ mutationFn: resetAdminUserPassword });
