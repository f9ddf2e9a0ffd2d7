import { hasPrivilege, type LoggedInUser, type PrivilegeRequirement, type UserType } from '@notebook/contracts';

/** What a route asks of the visitor (spec section 2, route guard). */
export type RouteAccess = {
  /** Needs a logged-in user. */
  restricted?: boolean;
  /** The user's type must be one of these. */
  userTypes?: readonly UserType[];
  /** Any one of these privilege codes suffices; empty means none needed. */
  privileges?: PrivilegeRequirement;
};

export const ADMIN_ONLY: RouteAccess = { restricted: true, userTypes: ['ADMIN'] };
export const READER_ONLY: RouteAccess = { restricted: true, userTypes: ['READER'] };

export function isAllowed(user: LoggedInUser | null, access: RouteAccess): boolean {
  const needsPrivilege = !hasPrivilege([], access.privileges);
  if (!user) return !(access.restricted || access.userTypes || needsPrivilege);
  if (access.userTypes && !access.userTypes.includes(user.user.userType)) return false;
  return hasPrivilege(user.privileges, access.privileges);
}

export { landingPathFor } from '@/lib/landing';
