import { Messages } from '@notebook/contracts';
import { commandHandler } from '@notebook/kernel';
import { type AdminItemState, adminItemDecider } from '../shared/admin-item.decider';
import {
  type WebinarCategoryEvent,
  type WebinarCategoryFields,
  webinarCategoryStream,
} from './webinar-category.events';

export type WebinarCategoryState = AdminItemState<WebinarCategoryFields>;

/** A webinar category (type, code, name, order) and its status. */
export const webinarCategoryDecider = adminItemDecider<
  WebinarCategoryFields,
  { fields: WebinarCategoryFields },
  WebinarCategoryEvent
>({
  name: 'webinar category',
  notFound: Messages.webinarCategoryNotFound,
  idField: 'webinarCategoryID',
  events: {
    added: 'WebinarCategoryAdded',
    updated: 'WebinarCategoryUpdated',
    statusChanged: 'WebinarCategoryStatusChanged',
  },
  fieldsOf: (save) => save.fields,
});

export const webinarCategoryCommands = commandHandler({
  decider: webinarCategoryDecider,
  streamName: webinarCategoryStream,
});
