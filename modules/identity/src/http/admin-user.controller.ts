import { Controller } from '@nestjs/common';
import {
  ApiPaths,
  Messages,
  Privileges,
  adminUserIdRequest,
  expireOwnUserCacheRequest,
  expireUserCacheRequest,
  pagedAdminUsersRequest,
  saveAdminUserRequest,
  updateAdminUserStatusRequest,
} from '@notebook/contracts';
import {
  type Input,
  type AuthenticatedUser,
  CurrentUser,
  actorOf,
  ok,
  AnyUserCall,
  AdminCall,
  ValidBody,
} from '@notebook/kernel';
import { AdminAccountsService } from '../admins/admin-accounts.service';

const { adminUser } = Privileges;
const callerOf = (user: AuthenticatedUser) => ({ actor: actorOf(user), privileges: user.privileges });

/** Admin users (spec section 6: admin user add-edit/password reset/view) and the guard's cache of signed-in users; designed calls. */
@Controller()
export class AdminUserController {
  constructor(private readonly admins: AdminAccountsService) {}

  @AdminCall(ApiPaths.adminUser.getPagedAdminUsers, [adminUser.view, adminUser.addEdit, adminUser.passwordReset])
  async page(@ValidBody(pagedAdminUsersRequest) body: Input<typeof pagedAdminUsersRequest>) {
    return ok(await this.admins.adminUsersPage(body));
  }

  @AdminCall(ApiPaths.adminUser.getAdminUser, [adminUser.view, adminUser.addEdit])
  async one(@ValidBody(adminUserIdRequest) body: Input<typeof adminUserIdRequest>) {
    return ok(await this.admins.adminUser(body.adminUserID));
  }

  @AdminCall(ApiPaths.adminUser.saveUpdateAdminUser, adminUser.addEdit)
  async save(
    @ValidBody(saveAdminUserRequest) body: Input<typeof saveAdminUserRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    const saved = await this.admins.saveAdminUser(body, callerOf(user));
    return ok(saved, body.adminUserID ? Messages.successfullyUpdated : Messages.adminUserCreated);
  }

  @AdminCall(ApiPaths.adminUser.updateAdminUserStatus, adminUser.addEdit)
  async status(
    @ValidBody(updateAdminUserStatusRequest) body: Input<typeof updateAdminUserStatusRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    await this.admins.changeAdminStatus(body.adminUserID, body.status, callerOf(user));
    return ok({ adminUserID: body.adminUserID, status: body.status }, Messages.successfullyUpdated);
  }

  @AdminCall(ApiPaths.adminUser.resetAdminUserPassword, adminUser.passwordReset)
  async resetPassword(
    @ValidBody(adminUserIdRequest) body: Input<typeof adminUserIdRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    await this.admins.sendAdminPasswordReset(body.adminUserID, actorOf(user));
    return ok(null, Messages.passwordResetSent);
  }

  @AdminCall(ApiPaths.adminUser.expireUserCache, [
    adminUser.addEdit,
    Privileges.reader.addEdit,
    Privileges.reader.status,
  ])
  async expireCache(@ValidBody(expireUserCacheRequest) body: Input<typeof expireUserCacheRequest>) {
    await this.admins.expireCachedUsers(body.userIDs);
    return ok(null);
  }

  @AnyUserCall(ApiPaths.auth.expireUserCache)
  async expireOwnCache(@ValidBody(expireOwnUserCacheRequest) _body: unknown, @CurrentUser() user: AuthenticatedUser) {
    await this.admins.expireCachedUsers([user.userId]);
    return ok(null);
  }
}
