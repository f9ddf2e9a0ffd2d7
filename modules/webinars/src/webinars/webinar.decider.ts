import { type ContentStatus, Messages, WebinarDurationMinutes } from '@notebook/contracts';
import {
  Decider,
  ValidationError,
  assertCreatable,
  assertExists,
  commandHandler,
  isBlankRichText,
  sanitizeRichText,
} from '@notebook/kernel';
import { changesOnSave } from '../shared/saved-changes';
import { type WebinarDetails, type WebinarEvent, webinarStream } from './webinar.events';

export type WebinarState =
  { exists: false } | { exists: true; webinarID: string; fields: WebinarDetails; status: ContentStatus };

/**
 * A save, with what the service looked up for the rules: the status of the category it names (null
 * when there is no such category) and the time now.
 */
type Save = { details: WebinarDetails; status: ContentStatus; categoryStatus: ContentStatus | null; now: Date };
export type WebinarCommand =
  | { type: 'AddWebinar'; data: Save & { webinarID: string } }
  | { type: 'UpdateWebinar'; data: Save }
  | { type: 'ChangeWebinarStatus'; data: { status: ContentStatus } };

/**
 * A webinar. It is filed under an active category (a webinar already in a category that became
 * inactive keeps it), lasts 15 to 600 minutes, and has a recording only once it has started. Its
 * description is sanitised rich text. Saving an untouched form records nothing.
 */
export const webinarDecider: Decider<WebinarState, WebinarCommand, WebinarEvent> = {
  initialState: () => ({ exists: false }),
  evolve(state, event) {
    switch (event.type) {
      case 'WebinarAdded': {
        const { webinarID, status, ...fields } = event.data;
        return { exists: true, webinarID, fields, status };
      }
      case 'WebinarUpdated': {
        const { webinarID: _id, ...fields } = event.data;
        return state.exists ? { ...state, fields } : state;
      }
      case 'WebinarStatusChanged':
        return state.exists ? { ...state, status: event.data.status } : state;
    }
  },
  decide(command, state) {
    if (command.type === 'AddWebinar') {
      assertCreatable(state, 'webinar');
      const { webinarID, status } = command.data;
      return [{ type: 'WebinarAdded', data: { webinarID, ...checkedDetails(command.data, null), status } }];
    }
    assertExists(state, Messages.webinarNotFound, 'webinarID');
    const { webinarID } = state;
    const next =
      command.type === 'UpdateWebinar'
        ? { fields: checkedDetails(command.data, state.fields.webinarCategoryID), status: command.data.status }
        : { fields: state.fields, status: command.data.status };
    return changesOnSave<WebinarDetails, WebinarEvent>(state, next, {
      updated: (fields) => ({ type: 'WebinarUpdated', data: { webinarID, ...fields } }),
      statusChanged: (status) => ({ type: 'WebinarStatusChanged', data: { webinarID, status } }),
    });
  },
};

/** The details as recorded, once the rules pass; `currentCategoryID` is the category the webinar is filed under now. */
function checkedDetails(save: Save, currentCategoryID: string | null): WebinarDetails {
  const { details, categoryStatus, now } = save;
  if (categoryStatus === null) throw new ValidationError(Messages.webinarCategoryNotFound, 'webinarCategoryID');
  if (categoryStatus !== 'ACT' && details.webinarCategoryID !== currentCategoryID)
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
