import { Messages } from '@notebook/contracts';
import {
  ConflictError,
  type Decider,
  ValidationError,
  assertCreatable,
  assertExists,
  commandHandler,
  evolveCreated,
  isBlankRichText,
  sanitizeRichText,
} from '@notebook/kernel';
import { type NotificationDetails, type NotificationEvent, notificationStream } from './notification.events';

type Composition = { details: NotificationDetails; sendAt: string | null };
export type NotificationState =
  { exists: false } | ({ exists: true; notificationID: string; sent: boolean; withdrawn: boolean } & Composition);

/**
 * What an admin's save carries, with what the service looked up for the rules: whether the webinar
 * or topic it is about exists, the named reader groups and readers that do not, and the time now.
 */
export type NotificationSave = Composition & {
  targetFound: boolean;
  unknownGroupIDs: string[];
  unknownReaderIDs: string[];
  now: Date;
};

export type NotificationCommand =
  | { type: 'Compose'; data: NotificationSave & { notificationID: string } }
  /**
   * One the system composes for something that happened (a webinar added or rescheduled), under an
   * id derived from that event: sent at once, and recorded once however often it is asked for.
   */
  | { type: 'Announce'; data: NotificationSave & { notificationID: string } }
  | { type: 'Revise'; data: NotificationSave }
  /** The scheduled send, naming the time it was scheduled for. */
  | { type: 'Send'; data: { sendAt: string } }
  | { type: 'Withdraw' };

/**
 * A notification: about a webinar or a topic that exists, for all readers or for the groups and
 * readers it names (at least one, each real), sent at once or at a time to come. It can be revised
 * until it is sent; once withdrawn, readers no longer see it and a scheduled send does nothing. A
 * scheduled send records it only at the time it is scheduled for now, so the job of an earlier time
 * (before a reschedule) does nothing, and neither does a job delivered twice. An announcement (the
 * system's, for an event) is recorded once: its repeat records nothing.
 */
export const notificationDecider: Decider<NotificationState, NotificationCommand, NotificationEvent> = {
  initialState: () => ({ exists: false }),
  evolve: evolveCreated<NotificationState, NotificationEvent, 'NotificationComposed'>(
    'NotificationComposed',
    ({ notificationID, sendAt, ...details }) => ({
      exists: true,
      notificationID,
      details,
      sendAt,
      sent: false,
      withdrawn: false,
    }),
    {
      NotificationRevised: ({ notificationID: _id, sendAt, ...details }) => ({ details, sendAt }),
      NotificationSent: () => ({ sent: true }),
      NotificationWithdrawn: () => ({ withdrawn: true }),
    },
  ),
  decide(command, state) {
    if (command.type === 'Compose') {
      assertCreatable(state, 'notification');
      return composed('NotificationComposed', command.data.notificationID, command.data);
    }
    if (command.type === 'Announce')
      return state.exists ? [] : composed('NotificationComposed', command.data.notificationID, command.data);
    assertExists(state, Messages.notificationNotFound, 'notificationID');
    const { notificationID } = state;
    switch (command.type) {
      case 'Revise':
        if (state.withdrawn) throw new ConflictError(Messages.notificationWithdrawn);
        if (state.sent) throw new ConflictError(Messages.notificationAlreadySent);
        return composed('NotificationRevised', notificationID, command.data);
      case 'Send':
        return state.sent || state.withdrawn || state.sendAt !== command.data.sendAt
          ? []
          : [{ type: 'NotificationSent', data: { notificationID } }];
      case 'Withdraw':
        return state.withdrawn ? [] : [{ type: 'NotificationWithdrawn', data: { notificationID } }];
    }
  },
};

/** The composition or revision once the rules pass, followed by the send when it has no time. */
function composed(
  type: 'NotificationComposed' | 'NotificationRevised',
  notificationID: string,
  save: NotificationSave,
): NotificationEvent[] {
  const details = checkedDetails(save);
  const recorded: NotificationEvent = { type, data: { notificationID, ...details, sendAt: save.sendAt } };
  return save.sendAt === null ? [recorded, { type: 'NotificationSent', data: { notificationID } }] : [recorded];
}

function checkedDetails({ details, sendAt, targetFound, unknownGroupIDs, unknownReaderIDs, now }: NotificationSave) {
  const target = details.notificationType === 'WEBINAR' ? 'webinarID' : 'topicID';
  if (details[target] === null) throw new ValidationError(Messages.required, target);
  if (!targetFound)
    throw new ValidationError(target === 'webinarID' ? Messages.webinarNotFound : Messages.topicNotFound, target);
  const selected = details.publishingType === 'SELECTED';
  if (selected && details.readerGroupIDs.length + details.readerIDs.length === 0)
    throw new ValidationError(Messages.notificationAudienceRequired, 'readerGroupIDs');
  if (unknownGroupIDs.length) throw new ValidationError(Messages.readerGroupNotFound, 'readerGroupIDs');
  if (unknownReaderIDs.length) throw new ValidationError(Messages.readerNotFound, 'readerIDs');
  if (sendAt !== null && new Date(sendAt) <= now) throw new ValidationError(Messages.notificationSendAtPast, 'sendAt');
  const content = sanitizeRichText(details.content);
  if (isBlankRichText(content)) throw new ValidationError(Messages.required, 'content');
  return {
    ...details,
    content,
    webinarID: target === 'webinarID' ? details.webinarID : null,
    topicID: target === 'topicID' ? details.topicID : null,
    readerGroupIDs: selected ? details.readerGroupIDs : [],
    readerIDs: selected ? details.readerIDs : [],
  };
}

export const notificationCommands = commandHandler({ decider: notificationDecider, streamName: notificationStream });
