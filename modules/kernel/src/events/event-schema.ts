import type { z } from 'zod';
import type { DomainEvent } from '../commands/decider';

/**
 * Turns the data of one schema version into the data of the next. It receives the data exactly as
 * it was stored at that version (annotate the parameter with that old shape) and returns the next
 * version's shape. It must be pure and must not fail on any data that version ever held.
 */
export type Upcaster = (data: never) => unknown;

/**
 * An event type's contract (ARCHITECTURE.md section 2): its name, the zod schema of its current
 * `data`, the version of that shape, and how to bring each older version's data forward.
 * `upcast[n]` turns version n into version n + 1, for every n from 1 to `version - 1`.
 */
export interface EventSchema<Type extends string = string, Data = unknown> {
  readonly type: Type;
  /** The version of the current shape: 1 until the shape first changes. */
  readonly version: number;
  readonly data: z.ZodType<Data>;
  readonly upcast: Readonly<Record<number, Upcaster>>;
}

/** A changed shape: the current version and one upcaster per older version. */
export type EventVersioning = { version: number; upcast: Readonly<Record<number, Upcaster>> };

/**
 * Declares an event type once:
 *
 *   export const NoteRetitled = defineEvent('NoteRetitled', z.strictObject({ noteID: entityId, noteHeader: z.string() }));
 *   export type NoteRetitled = EventOf<typeof NoteRetitled>;   // DomainEvent<'NoteRetitled', { noteID: string; noteHeader: string }>
 *
 * After a change of shape (never edit stored events; see docs/event-store.md):
 *
 *   export const NoteRetitled = defineEvent('NoteRetitled', z.strictObject({ noteID: entityId, title: z.string() }), {
 *     version: 2,
 *     upcast: { 1: (v1: { noteID: string; noteHeader: string }) => ({ noteID: v1.noteID, title: v1.noteHeader }) },
 *   });
 *
 * Schemas check, they do not transform: the data a decider returns is stored as it is, so use plain
 * (non-transforming) zod types, and `z.strictObject` so that a stray field is refused too.
 */
export function defineEvent<const Type extends string, Schema extends z.ZodType>(
  type: Type,
  data: Schema,
  versioning: EventVersioning = { version: 1, upcast: {} },
): EventSchema<Type, z.output<Schema>> {
  const { version, upcast } = versioning;
  if (!Number.isInteger(version) || version < 1)
    throw new Error(`Event ${type}: the schema version must be a whole number from 1, not ${version}`);
  const steps = Object.keys(upcast)
    .map(Number)
    .sort((a, b) => a - b);
  const expected = Array.from({ length: version - 1 }, (_, index) => index + 1);
  if (steps.length !== expected.length || steps.some((step, index) => step !== expected[index])) {
    throw new Error(
      `Event ${type}: version ${version} needs one upcaster for each older version (${expected.join(', ') || 'none'}), got ${steps.join(', ') || 'none'}`,
    );
  }
  for (const step of steps) {
    if (typeof upcast[step] !== 'function')
      throw new Error(`Event ${type}: the upcaster from version ${step} is not a function`);
  }
  return Object.freeze({
    type,
    version,
    data: data as z.ZodType<z.output<Schema>>,
    upcast: Object.freeze({ ...upcast }),
  });
}

/** The event a schema describes, as deciders see it: `EventOf<typeof NoteRetitled>`; a union of schemas gives a union of events. */
export type EventOf<S> = S extends EventSchema<infer Type, infer Data> ? DomainEvent<Type, Data> : never;

/** The event types of a list of schemas: `EventTypeOf<typeof catalogEventSchemas>`. */
export type EventTypeOf<List extends ReadonlyArray<{ readonly type: string }>> = List[number]['type'];

/** `true` when A and B are the same (union) type, for compile-time checks: `const _check: SameTypes<A, B> = true;`. */
export type SameTypes<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
