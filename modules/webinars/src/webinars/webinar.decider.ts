import { type ContentStatus, Messages, WebinarDurationMinutes } from '@notebook/contracts';
import { ValidationError, commandHandler, isBlankRichText, sanitizeRichText } from '@notebook/kernel';
import { type AdminItemState, adminItemDecider } from '../shared/admin-item.decider';
import { type WebinarDetails, type WebinarEvent, webinarStream } from './webinar.events';

export type WebinarState = AdminItemState<WebinarDetails>;

/**
 * A save, with what the service looked up for the rules: the status of the category it names (null
 * when there is no such category) and the time now.
 */
export type WebinarSave = { details: WebinarDetails; categoryStatus: ContentStatus | null; now: Date };

/**
 * A webinar. It is filed under an active category (a webinar already in a category that became
 * inactive keeps it), lasts 15 to 600 minutes, and has a recording only once it has started. Its
 * description is sanitised rich text.
 */
export const webinarDecider = adminItemDecider<WebinarDetails, WebinarSave, WebinarEvent>({
  name: 'webinar',
  notFound: Messages.webinarNotFound,
  idField: 'webinarID',
  events: { added: 'WebinarAdded', updated: 'WebinarUpdated', statusChanged: 'WebinarStatusChanged' },
  fieldsOf: checkedDetails,
});

/** The details as recorded, once the rules pass; `current` is what the webinar holds now (null: a new one). */
function checkedDetails({ details, categoryStatus, now }: WebinarSave, current: WebinarDetails | null): WebinarDetails {
  if (categoryStatus === null) throw new ValidationError(Messages.webinarCategoryNotFound, 'webinarCategoryID');
  if (categoryStatus !== 'ACT' && details.webinarCategoryID !== current?.webinarCategoryID)
    throw new ValidationError(Messages.webinarCategoryInactive, 'webinarCategoryID');
  if (details.durationMinutes < WebinarDurationMinutes.min)
    throw new ValidationError(Messages.minValue(WebinarDurationMinutes.min), 'durationMinutes');
  if (details.durationMinutes > WebinarDurationMinutes.max)
    throw new ValidationError(Messages.maxValue(WebinarDurationMinutes.max), 'durationMinutes');
  if (details.recordingLink !== null && now < new Date(details.startsAt))
    throw new ValidationError(Messages.webinarRecordingBeforeStart, 'recordingLink');
  const description = details.description === null ? null : sanitizeRichText(details.description);
  return { ...details, description: description === null || isBlankRichText(description) ? null : description };
}

export const webinarCommands = commandHandler({ decider: webinarDecider, streamName: webinarStream });
