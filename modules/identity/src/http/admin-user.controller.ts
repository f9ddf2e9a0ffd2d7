import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import type { z } from 'zod';
import {
  ApiPaths,
  Messages,
  Privileges,
  adminUserIdRequest,
  expireUserCacheRequest,
  pagedAdminUsersRequest,
  saveAdminUserRequest,
  updateAdminUserStatusRequest,
} from '@notebook/contracts';
import { AdminAccess, AnyUserAccess, type AuthenticatedUser, CurrentUser, ZodPipe, actorOf, ok } from '@notebook/kernel';
import { AdminAccountsService } from '../admins/admin-accounts.service';

type Input<S extends z.ZodType> = z.output<S>;
const { adminUser } = Privileges;
const callerOf = (user: AuthenticatedUser) => ({ actor: actorOf(user), privileges: user.privileges });

/** Admin users (spec section 6: admin user add-edit/password reset/view) and the sign-in cache; designed calls. */
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
  async save(@Body(new ZodPipe(saveAdminUserRequest)) body: Input<typeof saveAdminUserRequest>, @CurrentUser() user: AuthenticatedUser) {
    const saved = await this.admins.saveAdminUser(body, callerOf(user));
    return ok(saved, body.adminUserID ? Messages.successfullyUpdated : Messages.adminUserCreated);
  }

  @Post(ApiPaths.adminUser.updateAdminUserStatus)
  @HttpCode(200)
  @AdminAccess(adminUser.addEdit)
  async status(@Body(new ZodPipe(updateAdminUserStatusRequest)) body: Input<typeof updateAdminUserStatusRequest>, @CurrentUser() user: AuthenticatedUser) {
    await this.admins.changeAdminStatus(body.adminUserID, body.status, callerOf(user));
    return ok({ adminUserID: body.adminUserID, status: body.status }, Messages.successfullyUpdated);
  }

  @Post(ApiPaths.adminUser.resetAdminUserPassword)
  @HttpCode(200)
  @AdminAccess(adminUser.passwordReset)
  async resetPassword(@Body(new ZodPipe(adminUserIdRequest)) body: Input<typeof adminUserIdRequest>, @CurrentUser() user: AuthenticatedUser) {
    await this.admins.sendAdminPasswordReset(body.adminUserID, actorOf(user));
    return ok(null, Messages.passwordResetSent);
  }

  @Post(ApiPaths.auth.expireUserCache)
  @HttpCode(200)
  @AnyUserAccess()
  async expireCache(@Body(new ZodPipe(expireUserCacheRequest)) body: Input<typeof expireUserCacheRequest>, @CurrentUser() user: AuthenticatedUser) {
    await this.admins.expireCachedUsers(body.userIDs, callerOf(user));
    return ok(null);
  }
}
