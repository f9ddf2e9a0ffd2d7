import { type ContentStatus, Messages, WEBINAR_RESOURCES_MAX, WebinarDurationMinutes } from '@notebook/contracts';
import {
  BusinessRuleError,
  type Decider,
  NotFoundError,
  ValidationError,
  assertExists,
  commandHandler,
  isBlankRichText,
  sanitizeRichText,
} from '@notebook/kernel';
import { type AdminItemCommand, type AdminItemState, adminItemDecider } from '../shared/admin-item.decider';
import {
  type WebinarDetails,
  type WebinarEvent,
  type WebinarItemEvent,
  type WebinarResourceFields,
  webinarStream,
} from './webinar.events';

/** The webinar (its details and status) and the PDFs it holds, by stored name and content hash. */
export type WebinarState = {
  item: AdminItemState<WebinarDetails>;
  resources: Array<Pick<WebinarResourceFields, 'resourceName' | 'sha256'>>;
};

/**
 * A save, with what the service looked up for the rules: the status of the category it names (null
 * when there is no such category) and the time now; `notifyReaders` asks to tell readers of a new
 * webinar or of a moved start.
 */
export type WebinarSave = {
  details: WebinarDetails;
  categoryStatus: ContentStatus | null;
  now: Date;
  notifyReaders: boolean;
};

export type WebinarCommand =
  | AdminItemCommand<WebinarSave>
  | { type: 'AddResource'; data: WebinarResourceFields }
  | { type: 'RemoveResource'; data: { resourceName: string } };

/**
 * The webinar as an admin item. It is filed under an active category (a webinar already in a
 * category that became inactive keeps it), lasts 15 to 600 minutes, and has a recording only once it
 * has started. Its description is sanitised rich text. Added, or Updated with a new start, carries
 * `notifyReaders: true` when the admin asked (never otherwise).
 */
const webinarItem = adminItemDecider<WebinarDetails, WebinarSave, WebinarItemEvent>({
  name: 'webinar',
  notFound: Messages.webinarNotFound,
  idField: 'webinarID',
  events: { added: 'WebinarAdded', updated: 'WebinarUpdated', statusChanged: 'WebinarStatusChanged' },
  fieldsOf: checkedDetails,
  notes: ['notifyReaders'],
  noteOf: ({ notifyReaders }, fields, current) =>
    notifyReaders && (current === null || current.startsAt !== fields.startsAt) ? { notifyReaders: true } : {},
});

/**
 * A webinar and its PDF resources: a PDF is added to an existing webinar, at most
 * WEBINAR_RESOURCES_MAX of them; the same file (by content) added again records nothing; removing one
 * it does not hold is 404.
 */
export const webinarDecider: Decider<WebinarState, WebinarCommand, WebinarEvent> = {
  initialState: () => ({ item: webinarItem.initialState(), resources: [] }),
  evolve(state, event) {
    switch (event.type) {
      case 'WebinarResourceAdded': {
        const { resourceName, sha256 } = event.data;
        return { ...state, resources: [...state.resources, { resourceName, sha256 }] };
      }
      case 'WebinarResourceRemoved':
        return {
          ...state,
          resources: state.resources.filter((resource) => resource.resourceName !== event.data.resourceName),
        };
      default:
        return { ...state, item: webinarItem.evolve(state.item, event) };
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'AddResource': {
        assertExists(state.item, Messages.webinarNotFound, 'webinarID');
        if (state.resources.some((resource) => resource.sha256 === command.data.sha256)) return [];
        if (state.resources.length >= WEBINAR_RESOURCES_MAX)
          throw new BusinessRuleError(Messages.webinarResourcesFull(WEBINAR_RESOURCES_MAX), 'file');
        return [{ type: 'WebinarResourceAdded', data: { webinarID: state.item.id, ...command.data } }];
      }
      case 'RemoveResource': {
        assertExists(state.item, Messages.webinarNotFound, 'webinarID');
        const { resourceName } = command.data;
        if (!state.resources.some((resource) => resource.resourceName === resourceName))
          throw new NotFoundError(Messages.resourceNotFound, 'resourceName');
        return [{ type: 'WebinarResourceRemoved', data: { webinarID: state.item.id, resourceName } }];
      }
      default:
        return webinarItem.decide(command, state.item);
    }
  },
};

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
