import { ApiPaths, type SaveRoleRequest } from '@notebook/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const ROLES_PAGE_SIZE = 20;
const root = ['admin-roles'] as const;

export const useRolesPage = (input: { searchKey: string; page: number; rows?: number }) =>
  useQuery({
    queryKey: [...root, 'page', input],
    queryFn: () =>
      api.call(
        ApiPaths.adminRole.getRoles,
        { page: input.page, rows: input.rows ?? ROLES_PAGE_SIZE, searchKey: input.searchKey || undefined },
        { showLoading: false },
      ),
    placeholderData: keepPreviousData,
  });

export const useRole = (roleID: string | null) =>
  useQuery({
    queryKey: [...root, 'one', roleID],
    queryFn: () => api.call(ApiPaths.adminRole.getRole, { roleID: roleID! }),
    enabled: !!roleID,
  });

/** 'Successfully added' / 'Successfully updated'; the admins holding the role see it on their next call. */
export function useSaveRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveRoleRequest) =>
      api.call(ApiPaths.adminRole.saveUpdateRole, input, { showSuccessMessage: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: root }),
  });
}
