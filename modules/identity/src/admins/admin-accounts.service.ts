import {
  type AdminRoleRow,
  type AdminUserRow,
  Messages,
  type Paged,
  type SaveAdminUserRequest,
  type SaveRoleRequest,
  type UserStatus,
  hasPrivilege,
  isPrivilegeCode,
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
 * and nobody raises their own standing (issue 24): nobody grants a privilege they do not hold
 * (in a role they save, or through a role they give an admin), only a super admin gives the built-in
 * role, and nobody changes their own roles or a role they hold, or their own status. The rules of
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
    const superAdmin = await this.isSuperAdmin(caller);
    if (!roleID) {
      if (!superAdmin) mayGrant(caller, privileges);
      return { roleID: await this.identity.createRole({ roleName, privileges }, caller.actor) };
    }
    const current = await this.role(roleID);
    const holders = await this.admins.holdersOf(roleID);
    if (!superAdmin) {
      if (holders.includes(caller.actor.actorId)) throw new BusinessRuleError(Messages.ownRolesUnchangeable);
      mayGrant(
        caller,
        privileges.filter((code) => !current.privileges.includes(code.trim())),
      );
    }
    await this.identity.updateRole(
      roleID,
      { roleName, privileges },
      { roleName: current.roleName, builtIn: current.builtIn, holders },
      caller.actor,
    );
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
    const current = adminUserID ? await this.adminUser(adminUserID) : null;
    if (current && current.email !== email.trim().toLowerCase())
      throw new ValidationError(Messages.emailFixed, 'email');
    const held = current?.roles.map((role) => role.roleID) ?? [];
    await this.mayGiveRoles(caller, { to: adminUserID, roleIds, held });
    if (!adminUserID) {
      const created = await this.identity.createAdminUser(
        { email, firstName, lastName, roleIds, welcome: true },
        caller.actor,
      );
      return { adminUserID: created };
    }
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

  /**
   * Giving an admin roles grants what the new ones hold: the caller must hold all of it, and only a
   * super admin gives the built-in role. Nobody changes their own roles (a super admin keeps theirs
   * by the account's own rule).
   */
  private async mayGiveRoles(
    caller: Caller,
    change: { to?: string; roleIds: string[]; held: string[] },
  ): Promise<void> {
    if (await this.isSuperAdmin(caller)) return;
    const added = change.roleIds.filter((roleID) => !change.held.includes(roleID));
    const ownRoles = change.to === caller.actor.actorId;
    if (ownRoles && (added.length > 0 || change.held.length !== change.roleIds.length))
      throw new BusinessRuleError(Messages.ownRolesUnchangeable);
    const roles = await Promise.all(added.map((roleID) => this.role(roleID)));
    if (roles.some((role) => role.builtIn)) throw new BusinessRuleError(Messages.builtInRoleSuperAdminOnly);
    mayGrant(
      caller,
      roles.flatMap((role) => role.privileges),
    );
  }

  private async isSuperAdmin(caller: Caller): Promise<boolean> {
    return (await this.users.findById(caller.actor.actorId))?.super_admin === true;
  }
}

/** Refuses granting any privilege the caller does not hold themselves (an unknown code is the role decider's to refuse). */
function mayGrant(caller: Caller, privileges: readonly string[]): void {
  const unheld = privileges
    .map((code) => code.trim())
    .filter((code) => isPrivilegeCode(code) && !hasPrivilege(caller.privileges, code));
  if (unheld.length > 0) throw new BusinessRuleError(Messages.grantUnheldPrivilege, 'privileges');
}
