import { Messages } from '@notebook/contracts';
import { Decider, assertCreatable, assertExists, commandHandler } from '@notebook/kernel';
import { type ReaderGroupEvent, readerGroupStream } from './reader-group.events';

type Details = { groupName: string; description: string };
export type ReaderGroupState = { exists: false } | ({ exists: true; readerGroupId: string } & Details);
export type ReaderGroupCommand =
  | { type: 'CreateReaderGroup'; data: Details & { readerGroupId: string } }
  | { type: 'UpdateReaderGroup'; data: Details };

export const readerGroupDecider: Decider<ReaderGroupState, ReaderGroupCommand, ReaderGroupEvent> = {
  initialState: () => ({ exists: false }),
  evolve: (_, event) => ({ exists: true, ...event.data }),
  decide(command, state) {
    if (command.type === 'CreateReaderGroup') {
      assertCreatable(state, 'reader group');
      return [{ type: 'ReaderGroupCreated', data: command.data }];
    }
    assertExists(state, Messages.readerGroupNotFound, 'readerGroupID');
    const { groupName, description } = command.data;
    if (groupName === state.groupName && description === state.description) return [];
    return [{ type: 'ReaderGroupUpdated', data: { readerGroupId: state.readerGroupId, groupName, description } }];
  },
};

export const readerGroupCommands = commandHandler({ decider: readerGroupDecider, streamName: readerGroupStream });
