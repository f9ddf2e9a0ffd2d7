import { type ContentStatus, Messages } from '@notebook/contracts';
import { Decider, assertCreatable, assertExists, commandHandler } from '@notebook/kernel';
import { changesOnSave } from '../shared/saved-changes';
import {
  type WebinarCategoryEvent,
  type WebinarCategoryFields,
  webinarCategoryStream,
} from './webinar-category.events';

export type WebinarCategoryState =
  { exists: false } | { exists: true; webinarCategoryID: string; fields: WebinarCategoryFields; status: ContentStatus };

type Saved = { fields: WebinarCategoryFields; status: ContentStatus };
export type WebinarCategoryCommand =
  | { type: 'AddWebinarCategory'; data: Saved & { webinarCategoryID: string } }
  | { type: 'UpdateWebinarCategory'; data: Saved }
  | { type: 'ChangeWebinarCategoryStatus'; data: { status: ContentStatus } };

/** A webinar category (type, code, name, order) and its status. Saving an untouched form records nothing. */
export const webinarCategoryDecider: Decider<WebinarCategoryState, WebinarCategoryCommand, WebinarCategoryEvent> = {
  initialState: () => ({ exists: false }),
  evolve(state, event) {
    switch (event.type) {
      case 'WebinarCategoryAdded': {
        const { webinarCategoryID, status, ...fields } = event.data;
        return { exists: true, webinarCategoryID, fields, status };
      }
      case 'WebinarCategoryUpdated': {
        const { webinarCategoryID: _id, ...fields } = event.data;
        return state.exists ? { ...state, fields } : state;
      }
      case 'WebinarCategoryStatusChanged':
        return state.exists ? { ...state, status: event.data.status } : state;
    }
  },
  decide(command, state) {
    if (command.type === 'AddWebinarCategory') {
      assertCreatable(state, 'webinar category');
      const { webinarCategoryID, fields, status } = command.data;
      return [{ type: 'WebinarCategoryAdded', data: { webinarCategoryID, ...fields, status } }];
    }
    assertExists(state, Messages.webinarCategoryNotFound, 'webinarCategoryID');
    const { webinarCategoryID } = state;
    const next = command.type === 'UpdateWebinarCategory' ? command.data : { ...state, status: command.data.status };
    return changesOnSave<WebinarCategoryFields, WebinarCategoryEvent>(state, next, {
      updated: (fields) => ({ type: 'WebinarCategoryUpdated', data: { webinarCategoryID, ...fields } }),
      statusChanged: (status) => ({ type: 'WebinarCategoryStatusChanged', data: { webinarCategoryID, status } }),
    });
  },
};

export const webinarCategoryCommands = commandHandler({
  decider: webinarCategoryDecider,
  streamName: webinarCategoryStream,
});
