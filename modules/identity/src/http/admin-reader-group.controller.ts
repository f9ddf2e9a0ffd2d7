import { Controller } from '@nestjs/common';
import {
  ApiPaths,
  Messages,
  Privileges,
  pagedReaderGroupsRequest,
  readerGroupIdRequest,
  saveReaderGroupRequest,
} from '@notebook/contracts';
import { type Input, type AuthenticatedUser, CurrentUser, actorOf, ok, AdminCall, ValidBody } from '@notebook/kernel';
import { AdminReadersService } from '../readers/admin-readers.service';

const { reader } = Privileges;

/** Reader groups (spec section 6: reader add/edit and view, also for reader groups); designed calls. Members: adminReader/getPagedReaders with readerGroupID. */
@Controller()
export class AdminReaderGroupController {
  constructor(private readonly readers: AdminReadersService) {}

  @AdminCall(ApiPaths.adminReaderGroup.getPagedReaderGroups, [reader.view, reader.addEdit])
  async page(@ValidBody(pagedReaderGroupsRequest) body: Input<typeof pagedReaderGroupsRequest>) {
    return ok(await this.readers.groupsPage(body));
  }

  @AdminCall(ApiPaths.adminReaderGroup.getReaderGroup, [reader.view, reader.addEdit])
  async group(@ValidBody(readerGroupIdRequest) body: Input<typeof readerGroupIdRequest>) {
    return ok(await this.readers.group(body.readerGroupID));
  }

  @AdminCall(ApiPaths.adminReaderGroup.saveUpdateReaderGroup, reader.addEdit)
  async save(
    @ValidBody(saveReaderGroupRequest) body: Input<typeof saveReaderGroupRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    const saved = await this.readers.saveGroup(body, actorOf(user));
    return ok(saved, body.readerGroupID ? Messages.successfullyUpdated : Messages.successfullyAdded);
  }
}
