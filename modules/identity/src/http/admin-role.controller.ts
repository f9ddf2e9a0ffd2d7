import { Controller } from '@nestjs/common';
import { ApiPaths, Messages, Privileges, pagedRolesRequest, roleIdRequest, saveRoleRequest } from '@notebook/contracts';
import { type Input, type AuthenticatedUser, CurrentUser, actorOf, ok, AdminCall, ValidBody } from '@notebook/kernel';
import { AdminAccountsService } from '../admins/admin-accounts.service';

const { role } = Privileges;

/** Roles and their privileges (spec section 6: role add-edit/view); designed calls. */
@Controller()
export class AdminRoleController {
  constructor(private readonly admins: AdminAccountsService) {}

  @AdminCall(ApiPaths.adminRole.getRoles, [role.view, role.addEdit, Privileges.adminUser.addEdit])
  async roles(@ValidBody(pagedRolesRequest) body: Input<typeof pagedRolesRequest>) {
    return ok(await this.admins.rolesPage(body));
  }

  @AdminCall(ApiPaths.adminRole.getRole, [role.view, role.addEdit])
  async role(@ValidBody(roleIdRequest) body: Input<typeof roleIdRequest>) {
    return ok(await this.admins.role(body.roleID));
  }

  @AdminCall(ApiPaths.adminRole.saveUpdateRole, role.addEdit)
  async save(@ValidBody(saveRoleRequest) body: Input<typeof saveRoleRequest>, @CurrentUser() user: AuthenticatedUser) {
    const saved = await this.admins.saveRole(body, { actor: actorOf(user), privileges: user.privileges });
    return ok(saved, body.roleID ? Messages.successfullyUpdated : Messages.successfullyAdded);
  }
}
