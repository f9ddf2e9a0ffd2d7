import { Privileges, hasPrivilege } from '@notebook/contracts';
import { useLoggedInUser } from '@/lib/auth-store';

type FamilyPermissions = {
  add: boolean;
  update: boolean;
  status: boolean;
  publish: boolean;
  draft: boolean;
  move: boolean;
};
export type NotesPermissions = { lesson: FamilyPermissions; note: FamilyPermissions };

/** Which lesson and note controls to offer (spec section 6); the server checks the same on every call. */
export function useNotesPermissions(): NotesPermissions {
  const user = useLoggedInUser();
  const held = (code: string) => Boolean(user && hasPrivilege(user.privileges, code));
  const family = (codes: typeof Privileges.lesson | typeof Privileges.note): FamilyPermissions => ({
    add: held(codes.add),
    update: held(codes.update),
    status: held(codes.status),
    publish: held(codes.publish),
    draft: held(codes.draft),
    move: held(codes.move),
  });
  return { lesson: family(Privileges.lesson), note: family(Privileges.note) };
}
