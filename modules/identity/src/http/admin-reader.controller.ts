import { Controller } from '@nestjs/common';
import {
  ApiPaths,
  Messages,
  Privileges,
  bulkUpdateReaderGroupsRequest,
  bulkUpdateReaderStatusRequest,
  pagedReadersRequest,
  readerIdRequest,
  readerLoginHistoryRequest,
  saveReaderRequest,
  updateBillingAddressRequest,
  updateReaderStatusRequest,
} from '@notebook/contracts';
import { type Input, type AuthenticatedUser, CurrentUser, actorOf, ok, AdminCall, ValidBody } from '@notebook/kernel';
import { IdentityService } from '../identity.service';
import { AdminAccountsService } from '../admins/admin-accounts.service';
import { AdminReadersService } from '../readers/admin-readers.service';

const { reader } = Privileges;
/** Reading readers: any reader privilege (each screen that changes one needs to find them first). */
const anyReaderPrivilege = Object.values(reader);

/** Admins' readers (spec section 6: reader add-edit/status/reset password/billing address/view); designed calls. */
@Controller()
export class AdminReaderController {
  constructor(
    private readonly identity: IdentityService,
    private readonly admins: AdminAccountsService,
    private readonly readers: AdminReadersService,
  ) {}

  @AdminCall(ApiPaths.adminReader.getPagedReaders, anyReaderPrivilege)
  async page(@ValidBody(pagedReadersRequest) body: Input<typeof pagedReadersRequest>) {
    return ok(await this.identity.readersPage(body));
  }

  @AdminCall(ApiPaths.adminReader.updateReaderStatus, reader.status)
  async status(
    @ValidBody(updateReaderStatusRequest) body: Input<typeof updateReaderStatusRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    await this.identity.changeReaderStatus(body.readerID, body.status, actorOf(user));
    return ok({ readerID: body.readerID, status: body.status }, Messages.successfullyUpdated);
  }

  @AdminCall(ApiPaths.adminReader.resetReaderPassword, reader.resetPassword)
  async resetPassword(
    @ValidBody(readerIdRequest) body: Input<typeof readerIdRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    await this.admins.sendReaderPasswordReset(body.readerID, actorOf(user));
    return ok(null, Messages.passwordResetSent);
  }

  @AdminCall(ApiPaths.adminReader.getReader, anyReaderPrivilege)
  async reader(@ValidBody(readerIdRequest) body: Input<typeof readerIdRequest>) {
    return ok(await this.readers.reader(body.readerID));
  }

  @AdminCall(ApiPaths.adminReader.saveUpdateReader, reader.addEdit)
  async save(
    @ValidBody(saveReaderRequest) body: Input<typeof saveReaderRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    const saved = await this.readers.saveReader(body, actorOf(user));
    return ok(saved, body.readerID ? Messages.successfullyUpdated : Messages.readerCreated);
  }

  @AdminCall(ApiPaths.adminReader.updateReaderBillingAddress, reader.billingAddress)
  async billingAddress(
    @ValidBody(updateBillingAddressRequest) body: Input<typeof updateBillingAddressRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    await this.readers.updateBillingAddress(body.readerID, body.billingAddress, actorOf(user));
    return ok({ readerID: body.readerID }, Messages.successfullyUpdated);
  }

  @AdminCall(ApiPaths.adminReader.bulkUpdateReaderStatus, reader.status)
  async bulkStatus(
    @ValidBody(bulkUpdateReaderStatusRequest) body: Input<typeof bulkUpdateReaderStatusRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.readers.bulkStatus(body.readerIDs, body.status, actorOf(user)), Messages.successfullyUpdated);
  }

  @AdminCall(ApiPaths.adminReader.bulkUpdateReaderGroups, reader.addEdit)
  async bulkGroups(
    @ValidBody(bulkUpdateReaderGroupsRequest) body: Input<typeof bulkUpdateReaderGroupsRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.readers.bulkGroups(body, actorOf(user)), Messages.successfullyUpdated);
  }

  @AdminCall(ApiPaths.adminReader.getReaderLoginHistory, anyReaderPrivilege)
  async loginHistory(@ValidBody(readerLoginHistoryRequest) body: Input<typeof readerLoginHistoryRequest>) {
    return ok(await this.readers.loginHistory(body.readerID, body));
  }
}
