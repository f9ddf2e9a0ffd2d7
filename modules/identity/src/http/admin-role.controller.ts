import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiPaths, Messages, Privileges, pagedRolesRequest, roleIdRequest, saveRoleRequest } from '@notebook/contracts';
import { type Input, AdminAccess, type AuthenticatedUser, CurrentUser, ZodPipe, actorOf, ok } from '@notebook/kernel';
import { AdminAccountsService } from '../admins/admin-accounts.service';

const { role } = Privileges;

/** Roles and their privileges (spec section 6: role add-edit/view); designed calls. */
@Controller()
export class AdminRoleController {
  constructor(private readonly admins: AdminAccountsService) {}

  @Post(ApiPaths.adminRole.getRoles)
  @HttpCode(200)
  @AdminAccess([role.view, role.addEdit, Privileges.adminUser.addEdit])
  async roles(@Body(new ZodPipe(pagedRolesRequest)) body: Input<typeof pagedRolesRequest>) {
    return ok(await this.admins.rolesPage(body));
  }

  @Post(ApiPaths.adminRole.getRole)
  @HttpCode(200)
  @AdminAccess([role.view, role.addEdit])
  async role(@Body(new ZodPipe(roleIdRequest)) body: Input<typeof roleIdRequest>) {
    return ok(await this.admins.role(body.roleID));
  }

  @Post(ApiPaths.adminRole.saveUpdateRole)
  @HttpCode(200)
  @AdminAccess(role.addEdit)
  async save(
    @Body(new ZodPipe(saveRoleRequest)) body: Input<typeof saveRoleRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    const saved = await this.admins.saveRole(body, { actor: actorOf(user), privileges: user.privileges });
    return ok(saved, body.roleID ? Messages.successfullyUpdated : Messages.successfullyAdded);
  }
}
