import { SetMetadata, createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { PrivilegeRequirement } from '@notebook/contracts';
import type { AuthenticatedUser } from './authenticated-user';

export const ACCESS_METADATA = 'notebook:access';

/**
 * Who may call a route. Every route declares one: a route without a rule is refused (403) and the
 * application refuses to start, naming it (AccessRuleCheck). Deny by default.
 */
export type AccessRule =
  | { kind: 'public' }
  | { kind: 'any-user' }
  | { kind: 'reader' }
  | { kind: 'admin'; privileges?: PrivilegeRequirement; save?: SavePrivileges };

/**
 * A save-or-update route (the spec's `saveUpdate…` calls): a body without `idField` creates and needs
 * `add`; a body naming the item updates it and needs `update`.
 */
export type SavePrivileges = { idField: string; add: string; update: string };

/** Open to everyone; a valid token, when sent, still identifies the caller. */
export const PublicAccess = () => SetMetadata(ACCESS_METADATA, { kind: 'public' } satisfies AccessRule);
export const AnyUserAccess = () => SetMetadata(ACCESS_METADATA, { kind: 'any-user' } satisfies AccessRule);
export const ReaderAccess = () => SetMetadata(ACCESS_METADATA, { kind: 'reader' } satisfies AccessRule);
/** Admin users only, holding any one of the privileges (none listed: the admin type suffices). */
export const AdminAccess = (privileges?: PrivilegeRequirement) =>
  SetMetadata(ACCESS_METADATA, { kind: 'admin', privileges } satisfies AccessRule);

/** Admin users only: `add` to create (no `idField` in the body), `update` to change an existing item. */
export const AdminSaveAccess = (save: SavePrivileges) =>
  SetMetadata(ACCESS_METADATA, { kind: 'admin', privileges: [save.add, save.update], save } satisfies AccessRule);

/** The privilege a save route demands for this body (see SavePrivileges). */
export function savePrivilegeFor(save: SavePrivileges, body: unknown): string {
  const id = (body as Record<string, unknown> | null | undefined)?.[save.idField];
  return id ? save.update : save.add;
}

export const REQUEST_USER = 'notebookUser';

/** The authenticated caller (undefined on a public route called anonymously). */
export const CurrentUser = createParamDecorator((_: unknown, context: ExecutionContext) => {
  const request = context.switchToHttp().getRequest<Record<string, unknown>>();
  return request[REQUEST_USER] as AuthenticatedUser | undefined;
});
