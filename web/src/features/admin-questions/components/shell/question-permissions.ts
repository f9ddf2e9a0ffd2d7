import { Privileges, hasPrivilege } from '@notebook/contracts';
import { useLoggedInUser } from '@/lib/auth-store';

const addEditCodes = {
  AKT: Privileges.aktQuestion.addEdit,
  MSQ: Privileges.msqQuestion.addEdit,
  KFP: Privileges.kfpQuestion.addEdit,
} as const;

/**
 * Whether the new-item plus, edit, remove, sub-question and explanation controls are offered
 * (spec section 6). The KFP screen opens to any admin, but changing a case needs the KFP add/edit
 * code. The server checks the same codes.
 */
export function useCanEditQuestions(kind: 'AKT' | 'MSQ' | 'KFP'): boolean {
  const user = useLoggedInUser();
  if (!user) return false;
  return hasPrivilege(user.privileges, addEditCodes[kind]);
}
