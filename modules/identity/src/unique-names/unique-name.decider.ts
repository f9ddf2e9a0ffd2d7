import { Messages } from '@notebook/contracts';
import { type Actor, type CommandExecutor, ConflictError, Decider, commandHandler } from '@notebook/kernel';
import { type UniqueNameEvent, type UniqueNameKind, uniqueNameKey, uniqueNameStream } from './unique-name.events';

type NameState = { ownerId: string | null };
type NameCommand =
  | { type: 'ClaimName'; data: { kind: UniqueNameKind; name: string; ownerId: string } }
  | { type: 'ReleaseName'; data: { kind: UniqueNameKind; name: string; ownerId: string } };

/** What a taken name is refused with, and the field it names. */
const TAKEN: Record<UniqueNameKind, { message: string; field: string }> = {
  role: { message: Messages.roleNameTaken, field: 'roleName' },
  readerGroup: { message: Messages.readerGroupNameTaken, field: 'groupName' },
};

/** A name one owner holds at a time: a claim by another is refused (409), its owner's repeat records nothing. */
export const uniqueNameDecider: Decider<NameState, NameCommand, UniqueNameEvent> = {
  initialState: () => ({ ownerId: null }),
  evolve: (_, event) => ({ ownerId: event.type === 'NameClaimed' ? event.data.ownerId : null }),
  decide(command, state) {
    const { kind, name, ownerId } = command.data;
    if (command.type === 'ReleaseName')
      return state.ownerId === ownerId ? [{ type: 'NameReleased', data: { kind, name, ownerId } }] : [];
    if (state.ownerId === ownerId) return [];
    if (state.ownerId) throw new ConflictError(TAKEN[kind].message, TAKEN[kind].field);
    return [{ type: 'NameClaimed', data: { kind, name, ownerId } }];
  },
};

const handler = commandHandler({ decider: uniqueNameDecider, streamName: uniqueNameStream });

/** Claims and releases names for the services that need them unique. */
export const uniqueNames = {
  async claim(
    executor: CommandExecutor,
    kind: UniqueNameKind,
    name: string,
    ownerId: string,
    actor: Actor,
  ): Promise<void> {
    await handler.handle(
      executor,
      uniqueNameKey(kind, name),
      { type: 'ClaimName', data: { kind, name: name.trim(), ownerId } },
      actor,
    );
  },

  /**
   * Writes a rename: the new name is claimed first and the old one released after, so a crash
   * between leaves the old one held, never a name twice. Unchanged (but for case), only `write` runs.
   */
  async rename(
    executor: CommandExecutor,
    kind: UniqueNameKind,
    names: { from: string; to: string },
    ownerId: string,
    actor: Actor,
    write: () => Promise<void>,
  ) {
    const renamed = uniqueNameKey(kind, names.from) !== uniqueNameKey(kind, names.to);
    if (renamed) await uniqueNames.claim(executor, kind, names.to, ownerId, actor);
    await write();
    if (renamed) {
      const release = { type: 'ReleaseName' as const, data: { kind, name: names.from.trim(), ownerId } };
      await handler.handle(executor, uniqueNameKey(kind, names.from), release, actor);
    }
  },
};
