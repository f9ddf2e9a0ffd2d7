import { ApiPaths } from '@notebook/contracts';
import { announced, callOf, mutationInvalidating, pageInput, readByID, searchPages } from '@/lib/api-hooks';

export const ROLES_PAGE_SIZE = 20;
const root = ['admin-roles'] as const;

export const useRolesPage = searchPages(
  ApiPaths.adminRole.getRoles,
  [...root, 'page'],
  (filter: { searchKey: string; page: number; rows?: number }) => pageInput(filter, filter.rows ?? ROLES_PAGE_SIZE),
);

export const useRole = readByID(ApiPaths.adminRole.getRole, 'roleID', [...root, 'one'], {}).useByID;

/** 'Successfully added' / 'Successfully updated'; the admins holding the role see it on their next call. */
export const useSaveRole = mutationInvalidating(callOf(ApiPaths.adminRole.saveUpdateRole, announced), root);
