import { Body, Controller, HttpCode, Post } from '@nestjs/common';
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
  AdminAccess,
  AnyUserAccess,
  type AuthenticatedUser,
  CurrentUser,
  ZodPipe,
  actorOf,
  ok,
} from '@notebook/kernel';
import { AdminAccountsService } from '../admins/admin-accounts.service';

const { adminUser } = Privileges;
const callerOf = (user: AuthenticatedUser) => ({ actor: actorOf(user), privileges: user.privileges });

/** Admin users (spec section 6: admin user add-edit/password reset/view) and the guard's cache of signed-in users; designed calls. */
@Controller()
export class AdminUserController {
  constructor(private readonly admins: AdminAccountsService) {}

  @Post(ApiPaths.adminUser.getPagedAdminUsers)
  @HttpCode(200)
  @AdminAccess([adminUser.view, adminUser.addEdit, adminUser.passwordReset])
  async page(@Body(new ZodPipe(pagedAdminUsersRequest)) body: Input<typeof pagedAdminUsersRequest>) {
    return ok(await this.admins.adminUsersPage(body));
  }

  @Post(ApiPaths.adminUser.getAdminUser)
  @HttpCode(200)
  @AdminAccess([adminUser.view, adminUser.addEdit])
  async one(@Body(new ZodPipe(adminUserIdRequest)) body: Input<typeof adminUserIdRequest>) {
    return ok(await this.admins.adminUser(body.adminUserID));
  }

  @Post(ApiPaths.adminUser.saveUpdateAdminUser)
  @HttpCode(200)
  @AdminAccess(adminUser.addEdit)
  async save(
    @Body(new ZodPipe(saveAdminUserRequest)) body: Input<typeof saveAdminUserRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    const saved = await this.admins.saveAdminUser(body, callerOf(user));
    return ok(saved, body.adminUserID ? Messages.successfullyUpdated : Messages.adminUserCreated);
  }

  @Post(ApiPaths.adminUser.updateAdminUserStatus)
  @HttpCode(200)
  @AdminAccess(adminUser.addEdit)
  async status(
    @Body(new ZodPipe(updateAdminUserStatusRequest)) body: Input<typeof updateAdminUserStatusRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    await this.admins.changeAdminStatus(body.adminUserID, body.status, callerOf(user));
    return ok({ adminUserID: body.adminUserID, status: body.status }, Messages.successfullyUpdated);
  }

  @Post(ApiPaths.adminUser.resetAdminUserPassword)
  @HttpCode(200)
  @AdminAccess(adminUser.passwordReset)
  async resetPassword(
    @Body(new ZodPipe(adminUserIdRequest)) body: Input<typeof adminUserIdRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    await this.admins.sendAdminPasswordReset(body.adminUserID, actorOf(user));
    return ok(null, Messages.passwordResetSent);
  }

  @Post(ApiPaths.adminUser.expireUserCache)
  @HttpCode(200)
  @AdminAccess([adminUser.addEdit, Privileges.reader.addEdit, Privileges.reader.status])
  async expireCache(@Body(new ZodPipe(expireUserCacheRequest)) body: Input<typeof expireUserCacheRequest>) {
    await this.admins.expireCachedUsers(body.userIDs);
    return ok(null);
  }

  @Post(ApiPaths.auth.expireUserCache)
  @HttpCode(200)
  @AnyUserAccess()
  async expireOwnCache(
    @Body(new ZodPipe(expireOwnUserCacheRequest)) _body: unknown,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    await this.admins.expireCachedUsers([user.userId]);
    return ok(null);
  }
}
