import { join } from 'node:path';
import { Module } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { CatalogModule, CatalogQueries } from '@notebook/catalog';
import { Clock, CommandExecutor, DATABASE, LivePush, defineModule } from '@notebook/kernel';
import type { Database, Projection } from '@notebook/read-models';
import { WebinarsModule, WebinarsService } from '@notebook/webinars';
import { AdminNotificationController } from './http/admin-notification.controller';
import { ReaderNotificationController } from './http/reader-notification.controller';
import { NotificationsService } from './notifications.service';
import { NotificationQueries } from './queries/notification.queries';
import { ReaderNotificationsService } from './reader-notifications.service';
import { notificationsEventSchemas } from './notifications.event-schemas';
import { notificationProjection } from './projections/notification.projection';
import { notificationJobProcessors, notificationJobScheduler } from './jobs/notification.jobs';
import { webinarNotificationProcessors, webinarNotificationScheduler } from './jobs/webinar-notification.jobs';
import {
  contentReportNotificationProcessors,
  contentReportNotificationScheduler,
} from './jobs/content-report-notification.jobs';
// The module's own tables join the application's one Database type (read-model/schema.ts augments it).
import type {} from './read-model/schema';
import { notificationsSeed } from './seed/notifications.seed';

/**
 * Notifications (issue 26, stage 1): admins compose them about a webinar or a topic, sent at once or
 * at a time (jobs/); the projection fans each out to the readers it addresses; readers page and read
 * theirs; each is pushed live to open tabs (the kernel's LivePush), and a socket that reconnects is
 * sent what it missed (ReaderNotificationsService.sendMissed, handed to the API's socket server).
 * A webinar created or rescheduled with "Notify readers" sends one by itself (jobs/webinar-notification.jobs.ts),
 * and so does an editor's answer to a reader's error report, to that reader (jobs/content-report-notification.jobs.ts).
 */
@Module({
  imports: [CatalogModule, WebinarsModule],
  controllers: [AdminNotificationController, ReaderNotificationController],
  providers: [
    {
      provide: NotificationQueries,
      inject: [DATABASE],
      useFactory: (db: Kysely<Database>) => new NotificationQueries(db),
    },
    {
      provide: NotificationsService,
      inject: [CommandExecutor, NotificationQueries, CatalogQueries, WebinarsService, Clock],
      useFactory: (
        executor: CommandExecutor,
        queries: NotificationQueries,
        catalog: CatalogQueries,
        webinars: WebinarsService,
        clock: Clock,
      ) => new NotificationsService(executor, queries, catalog, webinars, clock),
    },
    {
      provide: ReaderNotificationsService,
      inject: [CommandExecutor, NotificationQueries],
      useFactory: (executor: CommandExecutor, queries: NotificationQueries) =>
        new ReaderNotificationsService(executor, queries),
    },
  ],
  exports: [NotificationsService, ReaderNotificationsService],
})
export class NotificationsModule {}

/** Notifications (composed, scheduled, fanned out, read, pushed live) as the application composes it. */
export const notificationsDefinition = defineModule<Projection>({
  name: 'notifications',
  migrations: join(__dirname, 'read-model', 'migrations'),
  nest: NotificationsModule,
  eventSchemas: notificationsEventSchemas,
  projections: [notificationProjection],
  reactors: (jobs) => [
    notificationJobScheduler(jobs),
    webinarNotificationScheduler(jobs),
    contentReportNotificationScheduler(jobs),
  ],
  jobProcessors: (container) => ({
    ...notificationJobProcessors(
      container.get(CommandExecutor),
      container.get(NotificationQueries),
      container.get(LivePush),
    ),
    ...webinarNotificationProcessors(
      container.get(CommandExecutor),
      container.get(NotificationQueries),
      container.get(Clock),
    ),
    ...contentReportNotificationProcessors(
      container.get(CommandExecutor),
      container.get(NotificationQueries),
      container.get(Clock),
    ),
  }),
  seed: notificationsSeed,
});
