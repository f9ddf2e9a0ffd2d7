import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import type { z } from 'zod';
import { ApiPaths, Messages, Privileges, pagedReadersRequest, updateReaderStatusRequest } from '@notebook/contracts';
import { AdminAccess, type AuthenticatedUser, CurrentUser, ZodPipe, actorOf, ok } from '@notebook/kernel';
import { IdentityService } from '../identity.service';

type Input<S extends z.ZodType> = z.output<S>;
const { reader } = Privileges;

/** Admins' readers (spec section 6: reader add-edit/status/reset password/billing address/view); designed calls. */
@Controller()
export class AdminReaderController {
  constructor(private readonly identity: IdentityService) {}

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
}
