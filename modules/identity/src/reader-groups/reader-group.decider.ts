import { Messages } from '@notebook/contracts';
import { ConflictError, Decider, NotFoundError, commandHandler } from '@notebook/kernel';
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
      if (state.exists) throw new ConflictError(Messages.alreadyExists('reader group'));
      return [{ type: 'ReaderGroupCreated', data: command.data }];
    }
    if (!state.exists) throw new NotFoundError(Messages.readerGroupNotFound, 'readerGroupID');
    const { groupName, description } = command.data;
    if (groupName === state.groupName && description === state.description) return [];
    return [{ type: 'ReaderGroupUpdated', data: { readerGroupId: state.readerGroupId, groupName, description } }];
  },
};

export const readerGroupCommands = commandHandler({ decider: readerGroupDecider, streamName: readerGroupStream });
