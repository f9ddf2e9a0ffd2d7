import type { ContentStatus, ContentType, PublishState } from '@notebook/contracts';
import {
  BusinessRuleError,
  ConflictError,
  type DomainEvent,
  ForbiddenError,
  NotFoundError,
  assertCreatable,
  sameMembers,
} from '@notebook/kernel';

/**
 * The rules topics, lessons and notes share: each is an ordered item of a parent (chapter, topic, lesson),
 * AUTHOR-made (admins manage it) or a reader's own READER item. A kind names its fields and messages;
 * its decider composes these steps and builds its own events (their stored names and shapes differ).
 */
export interface ItemKind<TypeField extends string> {
  /** The name in "already exists" messages: 'topic', 'lesson', 'note'. */
  name: string;
  /** The item's id field, named by its not-found errors. */
  idField: string;
  /** The state field holding its ContentType: 'topicType', 'lessonType', 'noteType'. */
  typeField: TypeField;
  notFound: string;
  /** Refusal of a reader's command on an author item. */
  onlyOwn: string;
  /** Commands of the admin editors (spec section 6): they reach author items only. */
  adminCommands: ReadonlySet<string>;
}

/** An author parent as a move or a create names it: its not-found message and id field. */
export interface ParentKind {
  notFound: string;
  idField: string;
}

type ExistingItem<TypeField extends string> = {
  exists: true;
  deleted: boolean;
  ownerReaderID: string | null;
} & Record<TypeField, ContentType>;
type ItemState<TypeField extends string> = { exists: false } | ExistingItem<TypeField>;

export const notFound = (kind: ItemKind<string> | ParentKind) => new NotFoundError(kind.notFound, kind.idField);

/** A create finds no item under its id. */
export function assertNew(kind: ItemKind<string>, state: { exists: boolean }): void {
  assertCreatable(state, kind.name);
}

/** A READER item names its reader, an AUTHOR one none. */
export function assertOwnerMatchesType(itemType: ContentType, ownerReaderID: string | null, message: string): void {
  if ((itemType === 'READER') !== (ownerReaderID !== null)) throw new BusinessRuleError(message);
}

/** Every command but a create: the item exists, and an admin's command does not find a reader's own item (404). */
export function assertReachable<TypeField extends string>(
  kind: ItemKind<TypeField>,
  state: ItemState<TypeField>,
  commandType: string,
): asserts state is ExistingItem<TypeField> {
  if (!state.exists) throw notFound(kind);
  if (kind.adminCommands.has(commandType) && state[kind.typeField] !== 'AUTHOR') throw notFound(kind);
}

/** Readers change only their own READER items: an author item 403, another reader's or a removed one 404. */
export function assertOwnReaderItem<TypeField extends string>(
  kind: ItemKind<TypeField>,
  state: ItemState<TypeField>,
  readerID: string,
): asserts state is ExistingItem<TypeField> {
  if (!state.exists || state.deleted) throw notFound(kind);
  if (state[kind.typeField] !== 'READER') throw new ForbiddenError(kind.onlyOwn);
  if (state.ownerReaderID !== readerID) throw notFound(kind);
}

/** A save's field (name, status, publish state, ...) records its event only when it differs. */
export function ifChanged<Value, Event>(current: Value, next: Value, changed: (next: Value) => Event): Event[] {
  return current === next ? [] : [changed(next)];
}

/** An item moves only by its move command: a save naming another parent is refused. */
export function assertSameParent(savedParentID: string, currentParentID: string, message: string, field: string) {
  if (savedParentID !== currentParentID) throw new ConflictError(message, field);
}

/**
 * A move to where it is does nothing; an author item goes only into an author parent (a reader's
 * parent does not exist for the admin). Chapters have no type: `toParentType` is left out for them.
 */
export function moveItem<Event>(
  parent: ParentKind,
  move: { fromParentID: string; toParentID: string; toParentType?: ContentType },
  moved: (fromParentID: string, toParentID: string) => Event,
): Event[] {
  if (move.toParentID === move.fromParentID) return [];
  if (move.toParentType !== undefined && move.toParentType !== 'AUTHOR') throw notFound(parent);
  return [moved(move.fromParentID, move.toParentID)];
}

/** The events a lesson or note records for the admin's status, publish, draft and move commands. */
export interface PublishableEvents<Event> {
  statusChanged: (status: ContentStatus) => Event;
  published: () => Event;
  drafted: () => Event;
  moved: (fromParentID: string, toParentID: string) => Event;
}

/** What such a command asks for: a status, a publish state, or an author parent to move into. */
export type PublishableChange =
  { status: ContentStatus } | { publishState: PublishState } | { toParentID: string; toParentType: ContentType };

/**
 * The admin's status, publish, draft and move commands, alike for lessons and notes: each records its
 * event only when it changes something, and a move goes into an author parent only.
 */
export function decidePublishable<Event>(
  current: { status: ContentStatus; publishState: PublishState; parentID: string },
  change: PublishableChange,
  parent: ParentKind,
  events: PublishableEvents<Event>,
): Event[] {
  if ('status' in change) return ifChanged(current.status, change.status, events.statusChanged);
  if ('publishState' in change)
    return ifChanged(current.publishState, change.publishState, (publishState) =>
      publishState === 'PUBLISHED' ? events.published() : events.drafted(),
    );
  return moveItem(parent, { fromParentID: current.parentID, ...change }, events.moved);
}

/** A new order of an item's children names each current child exactly once (`field` names the list in errors). */
export function reorderChildren<Event>(
  childIDs: string[],
  currentChildIDs: string[],
  field: string,
  reordered: () => Event,
): Event[] {
  sameMembers(childIDs, currentChildIDs, field);
  return [reordered()];
}

/** How each of a kind's later events changes an existing item; an event left out changes nothing (an order). */
export type ItemChanges<Existing, Event extends DomainEvent> = {
  [Type in Event['type']]?: (event: Extract<Event, { type: Type }>) => Partial<Existing>;
};

/** The changes the status, publish, draft and delete events of every kind that has them make. */
export const itemChange = {
  status: (event: { data: { status: ContentStatus } }) => ({ status: event.data.status }),
  published: () => ({ publishState: 'PUBLISHED' as const }),
  drafted: () => ({ publishState: 'DRAFT' as const }),
  deleted: () => ({ deleted: true }),
};

/**
 * An item's evolve: its created event starts it (not removed), later events change it only once it exists.
 * The casts stand where TypeScript cannot pair an event with its own entry of `changes`.
 */
export function evolveItem<Existing extends { exists: true }, Event extends DomainEvent<string, object>>(
  createdType: Event['type'],
  changes: ItemChanges<Existing, Event>,
) {
  return (state: { exists: false } | Existing, event: Event): { exists: false } | Existing => {
    if (event.type === createdType) return { exists: true, ...event.data, deleted: false } as unknown as Existing;
    if (!state.exists) return state;
    const change = changes[event.type as Event['type']] as ((event: Event) => Partial<Existing>) | undefined;
    return change ? { ...state, ...change(event) } : state;
  };
}
