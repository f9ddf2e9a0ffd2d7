import { type Actor, type CommandExecutor, ConflictError, Decider, commandHandler } from '@notebook/kernel';
import { type UniqueNameEvent, type UniqueNameKind, uniqueNameKey, uniqueNameStream } from './unique-name.events';

type NameState = { ownerId: string | null };
type NameCommand =
  | { type: 'ClaimName'; data: { kind: UniqueNameKind; name: string; ownerId: string; takenMessage: string } }
  | { type: 'ReleaseName'; data: { kind: UniqueNameKind; name: string; ownerId: string } };

/** A name one owner holds at a time: a claim by another is refused (409), its owner's repeat records nothing. */
export const uniqueNameDecider: Decider<NameState, NameCommand, UniqueNameEvent> = {
  initialState: () => ({ ownerId: null }),
  evolve: (_, event) => ({ ownerId: event.type === 'NameClaimed' ? event.data.ownerId : null }),
  decide(command, state) {
    const { kind, name, ownerId } = command.data;
    if (command.type === 'ReleaseName') return state.ownerId === ownerId ? [{ type: 'NameReleased', data: { kind, name, ownerId } }] : [];
    if (state.ownerId === ownerId) return [];
    if (state.ownerId) throw new ConflictError(command.data.takenMessage, kind === 'role' ? 'roleName' : 'groupName');
    return [{ type: 'NameClaimed', data: { kind, name, ownerId } }];
  },
};

const handler = commandHandler({ decider: uniqueNameDecider, streamName: uniqueNameStream });

/**
 * Claims and releases names for the services that need them unique. A rename claims the new name
 * first and releases the old one after: a crash between leaves the old one held, never a name twice.
 */
export const uniqueNames = {
  async claim(executor: CommandExecutor, kind: UniqueNameKind, name: string, ownerId: string, takenMessage: string, actor: Actor): Promise<void> {
    await handler.handle(executor, uniqueNameKey(kind, name), { type: 'ClaimName', data: { kind, name: name.trim(), ownerId, takenMessage } }, actor);
  },
  async release(executor: CommandExecutor, kind: UniqueNameKind, name: string, ownerId: string, actor: Actor): Promise<void> {
    await handler.handle(executor, uniqueNameKey(kind, name), { type: 'ReleaseName', data: { kind, name: name.trim(), ownerId } }, actor);
  },
};
