import { Privileges, hasPrivilege } from '@notebook/contracts';
import { useLoggedInUser } from '@/lib/auth-store';

const addEditCodes = {
  AKT: Privileges.aktQuestion.addEdit,
  MSQ: Privileges.msqQuestion.addEdit,
} as const;

/**
 * Whether the new-item plus, edit, remove, sub-question and explanation controls are offered
 * (spec section 6). KFP questions need only the admin type. The server checks the same codes.
 */
export function useCanEditQuestions(kind: 'AKT' | 'MSQ' | 'KFP'): boolean {
  const user = useLoggedInUser();
  if (!user) return false;
  if (kind === 'KFP') return true;
  return hasPrivilege(user.privileges, addEditCodes[kind]);
}
