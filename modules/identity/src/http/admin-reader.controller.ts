import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import type { z } from 'zod';
import { ApiPaths, Messages, Privileges, pagedReadersRequest, readerIdRequest, updateReaderStatusRequest } from '@notebook/contracts';
import { AdminAccess, type AuthenticatedUser, CurrentUser, ZodPipe, actorOf, ok } from '@notebook/kernel';
import { IdentityService } from '../identity.service';
import { AdminAccountsService } from '../admins/admin-accounts.service';

type Input<S extends z.ZodType> = z.output<S>;
const { reader } = Privileges;

/** Admins' readers (spec section 6: reader add-edit/status/reset password/billing address/view); designed calls. */
@Controller()
export class AdminReaderController {
  constructor(
    private readonly identity: IdentityService,
    private readonly admins: AdminAccountsService,
  ) {}

  @Post(ApiPaths.adminReader.getPagedReaders)
  @HttpCode(200)
  @AdminAccess([reader.view, reader.addEdit, reader.status, reader.resetPassword, reader.billingAddress])
  async page(@Body(new ZodPipe(pagedReadersRequest)) body: Input<typeof pagedReadersRequest>) {
    return ok(await this.identity.readersPage(body));
  }

  @Post(ApiPaths.adminReader.updateReaderStatus)
  @HttpCode(200)
  @AdminAccess(reader.status)
  async status(@Body(new ZodPipe(updateReaderStatusRequest)) body: Input<typeof updateReaderStatusRequest>, @CurrentUser() user: AuthenticatedUser) {
    await this.identity.changeReaderStatus(body.readerID, body.status, actorOf(user));
    return ok({ readerID: body.readerID, status: body.status }, Messages.successfullyUpdated);
  }

  @Post(ApiPaths.adminReader.resetReaderPassword)
  @HttpCode(200)
  @AdminAccess(reader.resetPassword)
  async resetPassword(@Body(new ZodPipe(readerIdRequest)) body: Input<typeof readerIdRequest>, @CurrentUser() user: AuthenticatedUser) {
    await this.admins.sendReaderPasswordReset(body.readerID, actorOf(user));
    return ok(null, Messages.passwordResetSent);
  }
}
