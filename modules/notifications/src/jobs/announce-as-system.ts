import { type Clock, type CommandExecutor, JobRefusedError, SYSTEM_ACTOR, ValidationError } from '@notebook/kernel';
import { notificationCommands } from '../notifications/notification.decider';
import type { NotificationDetails } from '../notifications/notification.events';
import type { NotificationQueries } from '../queries/notification.queries';

export type AnnounceParts = { executor: CommandExecutor; queries: NotificationQueries; clock: Clock };

/**
 * Sends a notification a job composed, as the system: the decider's Announce records it once under
 * the id the job took from its event, so a job run twice sends one. An audience that can never become
 * known (an unknown group or reader) is refused once, not retried.
 */
export async function announceAsSystem(
  { executor, queries, clock }: AnnounceParts,
  notificationID: string,
  details: NotificationDetails,
  what: string,
): Promise<void> {
  try {
    await notificationCommands.handle(
      executor,
      notificationID,
      {
        type: 'Announce',
        data: {
          notificationID,
          details,
          sendAt: null,
          targetFound: true,
          ...(await queries.unknownAudience(details.readerGroupIDs, details.readerIDs)),
          now: clock.now(),
        },
      },
      SYSTEM_ACTOR,
    );
  } catch (error) {
    if (error instanceof ValidationError) throw new JobRefusedError(`The notification of ${what}: ${error.message}`);
    throw error;
  }
}
