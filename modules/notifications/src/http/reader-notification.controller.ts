import { Controller } from '@nestjs/common';
import { ApiPaths, Messages, readerNotificationIdParam, readerNotificationsRequest } from '@notebook/contracts';
import {
  type Input,
  type AuthenticatedUser,
  CurrentUser,
  ReaderCall,
  ValidBody,
  ValidParams,
  actorOf,
  ok,
} from '@notebook/kernel';
import { NotificationQueries } from '../queries/notification.queries';
import { ReaderNotificationsService } from '../reader-notifications.service';

const paths = ApiPaths.reader;

/** The header's bell (spec sections 2 and 7): a reader's own notifications, 3 a page; opening one marks it read. */
@Controller()
export class ReaderNotificationController {
  constructor(
    private readonly readerNotifications: ReaderNotificationsService,
    private readonly queries: NotificationQueries,
  ) {}

  @ReaderCall(paths.getPagedNotificationsByReaderID)
  async getPagedNotificationsByReaderID(
    @ValidBody(readerNotificationsRequest) body: Input<typeof readerNotificationsRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.queries.readerPage(user.userId, body));
  }

  @ReaderCall(paths.updateReaderNotificationStatus)
  async updateReaderNotificationStatus(
    @ValidParams(readerNotificationIdParam) params: Input<typeof readerNotificationIdParam>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.readerNotifications.markRead(params.id, actorOf(user)), Messages.successfullyMarkedRead);
  }
}
