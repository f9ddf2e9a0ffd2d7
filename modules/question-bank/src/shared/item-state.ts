import { NotFoundError } from '@notebook/kernel';
import { checkVersion } from './answers';

/** An item stream's state (a choice question, a KFP case): nothing yet, or the item, removed or not. */
export type ItemState<Item> = { exists: false; version: number } | ExistingItem<Item>;
export type ExistingItem<Item> = { exists: true; removed: boolean; version: number } & Item;

/** The item a command changes: it must exist, not be removed, and be at the version the client loaded (if sent). */
export function existingItem<Item>(
  state: ItemState<Item>,
  expectedVersion: number | undefined,
  notFound: { message: string; field: string },
): ExistingItem<Item> {
  if (!state.exists || state.removed) throw new NotFoundError(notFound.message, notFound.field);
  checkVersion(state.version, expectedVersion);
  return state;
}
