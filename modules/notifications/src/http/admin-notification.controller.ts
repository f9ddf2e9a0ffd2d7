import { Controller } from '@nestjs/common';
import {
  ApiPaths,
  Messages,
  Privileges,
  notificationIdParam,
  pagedNotificationsRequest,
  saveNotificationRequest,
  withdrawNotificationRequest,
} from '@notebook/contracts';
import {
  type Input,
  type AuthenticatedUser,
  AdminCall,
  CurrentUser,
  ValidBody,
  ValidParams,
  actorOf,
  ok,
} from '@notebook/kernel';
import { NotificationsService } from '../notifications.service';
import { NotificationQueries } from '../queries/notification.queries';

const { notification } = Privileges;
const paths = ApiPaths.adminNotification;

/** /admin/notification (spec section 6: "notification add/edit and view"; designed calls). */
@Controller()
export class AdminNotificationController {
  constructor(
    private readonly notifications: NotificationsService,
    private readonly queries: NotificationQueries,
  ) {}

  @AdminCall(paths.getPagedNotifications, [notification.view, notification.addEdit])
  async getPagedNotifications(@ValidBody(pagedNotificationsRequest) body: Input<typeof pagedNotificationsRequest>) {
    return ok(await this.queries.adminPage(body));
  }

  @AdminCall(paths.getNotificationByID, [notification.view, notification.addEdit])
  async getNotificationByID(@ValidParams(notificationIdParam) params: Input<typeof notificationIdParam>) {
    return ok(await this.notifications.notification(params.id));
  }

  @AdminCall(paths.saveUpdateNotification, notification.addEdit)
  async saveUpdateNotification(
    @ValidBody(saveNotificationRequest) body: Input<typeof saveNotificationRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.notifications.save(body, actorOf(user)), Messages.successfullySaved);
  }

  @AdminCall(paths.withdrawNotification, notification.addEdit)
  async withdrawNotification(
    @ValidBody(withdrawNotificationRequest) body: Input<typeof withdrawNotificationRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.notifications.withdraw(body.notificationID, actorOf(user)), Messages.successfullyUpdated);
  }
}
