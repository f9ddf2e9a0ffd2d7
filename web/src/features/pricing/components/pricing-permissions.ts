import { Privileges, hasPrivilege } from '@notebook/contracts';
import { useLoggedInUser } from '@/lib/auth-store';

export type PricingPermissions = { view: boolean; edit: boolean };

/** Which pricing controls to offer; the server checks the same privileges on every call. */
export function usePricingPermissions(): PricingPermissions {
  const user = useLoggedInUser();
  if (!user) return { view: false, edit: false };
  const edit = hasPrivilege(user.privileges, Privileges.pricing.addEdit);
  return { view: edit || hasPrivilege(user.privileges, Privileges.pricing.view), edit };
}
