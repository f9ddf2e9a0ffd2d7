import {
  type AdminRoleRow,
  type AdminUserRow,
  Messages,
  type Paged,
  Privileges,
  type SaveAdminUserRequest,
  type SaveRoleRequest,
  type UserStatus,
  hasPrivilege,
} from '@notebook/contracts';
import { type Actor, BusinessRuleError, NotFoundError, ValidationError } from '@notebook/kernel';
import type { IdentityService } from '../identity.service';
import type { AdminQueries } from '../queries/admin.queries';
import type { UserQueries } from '../queries/user.queries';

type Page = { page: number; rows: number; searchKey?: string };
/** The admin making the change, as the guard loaded them. */
type Caller = { actor: Actor; privileges: readonly string[] };

/**
 * Roles and admin users (issue 16). The rules that span accounts live here: role names are unique,
 * no admin takes away their own last way to manage roles or changes their own status. The rules of
 * one account (the super admin stays active and keeps every privilege) are the deciders'.
 */
export class AdminAccountsService {
  constructor(
    private readonly identity: IdentityService,
    private readonly admins: AdminQueries,
    private readonly users: UserQueries,
  ) {}

  rolesPage(input: Page): Promise<Paged<AdminRoleRow>> {
    return this.admins.pageRoles(input);
  }

  async role(roleID: string): Promise<AdminRoleRow> {
    const role = await this.admins.role(roleID);
    if (!role) throw new NotFoundError(Messages.roleNotFound, 'roleID');
    return role;
  }

  async saveRole(input: SaveRoleRequest & { roleName: string }, caller: Caller): Promise<{ roleID: string }> {
    const { roleID, roleName, privileges } = input;
    if (!roleID) return { roleID: await this.identity.createRole({ roleName, privileges }, caller.actor) };
    const current = await this.role(roleID);
    const holders = await this.admins.holdersOf(roleID);
    if (holders.includes(caller.actor.actorId)) await this.keepRoleManagement(caller, { changedRole: { roleID, privileges } });
    await this.identity.updateRole(roleID, { roleName, privileges }, { roleName: current.roleName, builtIn: current.builtIn, holders }, caller.actor);
    return { roleID };
  }

  adminUsersPage(input: Page & { status?: UserStatus }): Promise<Paged<AdminUserRow>> {
    return this.admins.pageAdminUsers(input);
  }

  async adminUser(adminUserID: string): Promise<AdminUserRow> {
    const admin = await this.admins.adminUser(adminUserID);
    if (!admin) throw new NotFoundError(Messages.adminUserNotFound, 'adminUserID');
    return admin;
  }

  /** A new admin is e-mailed a link to choose their password; an existing one keeps their address. */
  async saveAdminUser(input: SaveAdminUserRequest, caller: Caller): Promise<{ adminUserID: string }> {
    const roleIds = [...new Set(input.roleIDs)];
    const known = await this.admins.existingRoleIds(roleIds);
    const unknown = roleIds.find((roleID) => !known.includes(roleID));
    if (unknown) throw new ValidationError(Messages.roleNotFound, 'roleIDs');
    const { adminUserID, firstName, lastName, email } = input;
    if (!adminUserID) {
      const created = await this.identity.createAdminUser({ email, firstName, lastName, roleIds, welcome: true }, caller.actor);
      return { adminUserID: created };
    }
    const current = await this.adminUser(adminUserID);
    if (current.email !== email.trim().toLowerCase()) throw new ValidationError(Messages.emailFixed, 'email');
    if (adminUserID === caller.actor.actorId) await this.keepRoleManagement(caller, { ownRoles: roleIds });
    // The roles first: a change the rules refuse (the super admin's) must leave the names as they were too.
    await this.identity.changeRoles(adminUserID, roleIds, caller.actor);
    await this.identity.updateAdminProfile(adminUserID, { firstName, lastName }, caller.actor);
    return { adminUserID };
  }

  /** INACTIVE or BLOCKED ends the admin's sessions at once; nobody changes their own status. */
  async changeAdminStatus(adminUserID: string, status: UserStatus, caller: Caller): Promise<void> {
    await this.adminUser(adminUserID);
    if (adminUserID === caller.actor.actorId) throw new BusinessRuleError(Messages.ownStatusUnchangeable);
    await this.identity.changeUserStatus(adminUserID, status, caller.actor);
  }

  async sendAdminPasswordReset(adminUserID: string, actor: Actor): Promise<void> {
    await this.adminUser(adminUserID);
    await this.identity.sendPasswordReset(adminUserID, actor);
  }

  async sendReaderPasswordReset(readerID: string, actor: Actor): Promise<void> {
    const reader = await this.users.findById(readerID);
    if (!reader || reader.user_type !== 'READER') throw new NotFoundError(Messages.readerNotFound, 'readerID');
    await this.identity.sendPasswordReset(readerID, actor);
  }

  /** The next call of these users reads their account afresh (a change made behind the application's back). */
  async expireCachedUsers(userIDs: readonly string[]): Promise<void> {
    await this.identity.expireCachedUsers(userIDs);
  }

  /** Refuses a change after which the caller, who manages roles now, no longer could. */
  private async keepRoleManagement(caller: Caller, change: { changedRole?: { roleID: string; privileges: string[] }; ownRoles?: string[] }) {
    const manage = Privileges.role.addEdit;
    if (!hasPrivilege(caller.privileges, manage)) return;
    const me = await this.users.findById(caller.actor.actorId);
    if (!me || me.super_admin) return;
    const roleIds = change.ownRoles ?? me.role_ids;
    const otherRoles = change.changedRole ? roleIds.filter((roleID) => roleID !== change.changedRole!.roleID) : roleIds;
    const after = [...(await this.admins.privilegesOf(otherRoles)), ...(change.changedRole?.privileges ?? [])];
    if (!hasPrivilege(after, manage)) throw new BusinessRuleError(Messages.keepOwnRoleManagement);
  }
}
