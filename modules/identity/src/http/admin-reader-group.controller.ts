import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import {
  ApiPaths,
  Messages,
  Privileges,
  pagedReaderGroupsRequest,
  readerGroupIdRequest,
  saveReaderGroupRequest,
} from '@notebook/contracts';
import { type Input, AdminAccess, type AuthenticatedUser, CurrentUser, ZodPipe, actorOf, ok } from '@notebook/kernel';
import { AdminReadersService } from '../readers/admin-readers.service';

const { reader } = Privileges;

/** Reader groups (spec section 6: reader add/edit and view, also for reader groups); designed calls. Members: adminReader/getPagedReaders with readerGroupID. */
@Controller()
export class AdminReaderGroupController {
  constructor(private readonly readers: AdminReadersService) {}

  @Post(ApiPaths.adminReaderGroup.getPagedReaderGroups)
  @HttpCode(200)
  @AdminAccess([reader.view, reader.addEdit])
  async page(@Body(new ZodPipe(pagedReaderGroupsRequest)) body: Input<typeof pagedReaderGroupsRequest>) {
    return ok(await this.readers.groupsPage(body));
  }

  @Post(ApiPaths.adminReaderGroup.getReaderGroup)
  @HttpCode(200)
  @AdminAccess([reader.view, reader.addEdit])
  async group(@Body(new ZodPipe(readerGroupIdRequest)) body: Input<typeof readerGroupIdRequest>) {
    return ok(await this.readers.group(body.readerGroupID));
  }

  @Post(ApiPaths.adminReaderGroup.saveUpdateReaderGroup)
  @HttpCode(200)
  @AdminAccess(reader.addEdit)
  async save(
    @Body(new ZodPipe(saveReaderGroupRequest)) body: Input<typeof saveReaderGroupRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    const saved = await this.readers.saveGroup(body, actorOf(user));
    return ok(saved, body.readerGroupID ? Messages.successfullyUpdated : Messages.successfullyAdded);
  }
}
