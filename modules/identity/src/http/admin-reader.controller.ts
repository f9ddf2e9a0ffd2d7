import { Body, Controller, HttpCode, Post } from '@nestjs/common';
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
import { type Input, AdminAccess, type AuthenticatedUser, CurrentUser, ZodPipe, actorOf, ok } from '@notebook/kernel';
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

  @Post(ApiPaths.adminReader.getPagedReaders)
  @HttpCode(200)
  @AdminAccess(anyReaderPrivilege)
  async page(@Body(new ZodPipe(pagedReadersRequest)) body: Input<typeof pagedReadersRequest>) {
    return ok(await this.identity.readersPage(body));
  }

  @Post(ApiPaths.adminReader.updateReaderStatus)
  @HttpCode(200)
  @AdminAccess(reader.status)
  async status(
    @Body(new ZodPipe(updateReaderStatusRequest)) body: Input<typeof updateReaderStatusRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    await this.identity.changeReaderStatus(body.readerID, body.status, actorOf(user));
    return ok({ readerID: body.readerID, status: body.status }, Messages.successfullyUpdated);
  }

  @Post(ApiPaths.adminReader.resetReaderPassword)
  @HttpCode(200)
  @AdminAccess(reader.resetPassword)
  async resetPassword(
    @Body(new ZodPipe(readerIdRequest)) body: Input<typeof readerIdRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    await this.admins.sendReaderPasswordReset(body.readerID, actorOf(user));
    return ok(null, Messages.passwordResetSent);
  }

  @Post(ApiPaths.adminReader.getReader)
  @HttpCode(200)
  @AdminAccess(anyReaderPrivilege)
  async reader(@Body(new ZodPipe(readerIdRequest)) body: Input<typeof readerIdRequest>) {
    return ok(await this.readers.reader(body.readerID));
  }

  @Post(ApiPaths.adminReader.saveUpdateReader)
  @HttpCode(200)
  @AdminAccess(reader.addEdit)
  async save(
    @Body(new ZodPipe(saveReaderRequest)) body: Input<typeof saveReaderRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    const saved = await this.readers.saveReader(body, actorOf(user));
    return ok(saved, body.readerID ? Messages.successfullyUpdated : Messages.readerCreated);
  }

  @Post(ApiPaths.adminReader.updateReaderBillingAddress)
  @HttpCode(200)
  @AdminAccess(reader.billingAddress)
  async billingAddress(
    @Body(new ZodPipe(updateBillingAddressRequest)) body: Input<typeof updateBillingAddressRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    await this.readers.updateBillingAddress(body.readerID, body.billingAddress, actorOf(user));
    return ok({ readerID: body.readerID }, Messages.successfullyUpdated);
  }

  @Post(ApiPaths.adminReader.bulkUpdateReaderStatus)
  @HttpCode(200)
  @AdminAccess(reader.status)
  async bulkStatus(
    @Body(new ZodPipe(bulkUpdateReaderStatusRequest)) body: Input<typeof bulkUpdateReaderStatusRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.readers.bulkStatus(body.readerIDs, body.status, actorOf(user)), Messages.successfullyUpdated);
  }

  @Post(ApiPaths.adminReader.bulkUpdateReaderGroups)
  @HttpCode(200)
  @AdminAccess(reader.addEdit)
  async bulkGroups(
    @Body(new ZodPipe(bulkUpdateReaderGroupsRequest)) body: Input<typeof bulkUpdateReaderGroupsRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.readers.bulkGroups(body, actorOf(user)), Messages.successfullyUpdated);
  }

  @Post(ApiPaths.adminReader.getReaderLoginHistory)
  @HttpCode(200)
  @AdminAccess(anyReaderPrivilege)
  async loginHistory(@Body(new ZodPipe(readerLoginHistoryRequest)) body: Input<typeof readerLoginHistoryRequest>) {
    return ok(await this.readers.loginHistory(body.readerID, body));
  }
}
