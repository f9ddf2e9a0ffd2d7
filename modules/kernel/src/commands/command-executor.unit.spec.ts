import { z } from 'zod';
import { FixedClock } from '../clock/clock';
import { type EventOf, defineEvent } from '../events/event-schema';
import { EventSchemaRegistry } from '../events/event-schema-registry';
import { CommandExecutor, SYSTEM_ACTOR } from './command-executor';
import type { Decider } from './decider';
import { InMemoryEventStore } from '../testing/in-memory-event-store';

/**
 * The executor and the event schemas, over an in-memory store. `TestItemTitled` is a test-only event
 * at version 2: version 1 called the field `name`.
 */
const TestItemTitled = defineEvent('TestItemTitled', z.strictObject({ itemID: z.uuid(), title: z.string() }), {
  version: 2,
  upcast: { 1: (v1: { itemID: string; name: string }) => ({ itemID: v1.itemID, title: v1.name }) },
});
type TestItemTitled = EventOf<typeof TestItemTitled>;
const schemas = new EventSchemaRegistry([TestItemTitled]);

const ITEM = '0196f3b0-8c1e-7d2a-9b4f-1a2b3c4d5e6f';
const STREAM = `testItem-${ITEM}`;

type State = { titles: string[] };
type Command =
  | { type: 'Title'; data: { title: string } }
  | { type: 'Emit'; data: { events: Array<{ type: string; data: unknown }> } };

/** Keeps every title it was given; `Emit` returns whatever the test hands it, as a buggy decider might. */
const decider: Decider<State, Command, TestItemTitled> = {
  initialState: () => ({ titles: [] }),
  evolve: (state, event) => ({ titles: [...state.titles, event.data.title] }),
  decide: (command) =>
    command.type === 'Title'
      ? [{ type: 'TestItemTitled', data: { itemID: ITEM, title: command.data.title } }]
      : (command.data.events as TestItemTitled[]),
};

let store: InMemoryEventStore;
let executor: CommandExecutor;
beforeEach(() => {
  store = new InMemoryEventStore();
  executor = new CommandExecutor(store, schemas, null, new FixedClock(new Date('2026-01-02T03:04:05Z')));
});

const run = (command: Command) =>
  executor.execute({ streamName: STREAM, decider, command, actor: SYSTEM_ACTOR, correlationId: 'c-1' });

test('a valid event is appended with its schema version and the usual metadata, stamped with the time of the executor clock', async () => {
  const result = await run({ type: 'Title', data: { title: 'First' } });

  expect(result.state).toEqual({ titles: ['First'] });
  const [stored] = await store.readStream(STREAM);
  expect(stored).toMatchObject({ type: 'TestItemTitled', data: { itemID: ITEM, title: 'First' }, schemaVersion: 2 });
  expect(stored!.metadata).toEqual({
    actorId: 'system',
    actorType: 'SYSTEM',
    correlationId: 'c-1',
    occurredAt: '2026-01-02T03:04:05.000Z',
  });
});

test('an event of the wrong shape is refused with a plain Error before anything is written', async () => {
  const wrong = run({
    type: 'Emit',
    data: {
      events: [
        { type: 'TestItemTitled', data: { itemID: ITEM, title: 'ok' } },
        { type: 'TestItemTitled', data: { itemID: ITEM, name: 'old shape' } },
      ],
    },
  });

  await expect(wrong).rejects.toThrow(
    'Event TestItemTitled does not match its schema (version 2): title: Invalid input',
  );
  await expect(wrong).rejects.toHaveProperty('constructor', Error);
  expect(store.appends).toBe(0);
});

test('an event type without a schema is refused before anything is written', async () => {
  await expect(
    run({ type: 'Emit', data: { events: [{ type: 'TestItemRenamed', data: { itemID: ITEM } }] } }),
  ).rejects.toThrow('Event TestItemRenamed has no schema');
  expect(store.appends).toBe(0);
});

test('a version-1 event is upcast to the version-2 shape when the stream is loaded for a decider, and by load()', async () => {
  // Stored before the shape changed: no schemaVersion, so version 1.
  await store.appendToStream(STREAM, [{ type: 'TestItemTitled', data: { itemID: ITEM, name: 'Stored at v1' } }], {
    expectedRevision: 'no_stream',
  });

  const result = await run({ type: 'Title', data: { title: 'Second' } });

  expect(result.state).toEqual({ titles: ['Stored at v1', 'Second'] });
  expect(await executor.load(STREAM, decider)).toEqual({ titles: ['Stored at v1', 'Second'] });
  const stored = await store.readStream(STREAM);
  expect(stored.map((event) => [event.schemaVersion, event.data])).toEqual([
    [1, { itemID: ITEM, name: 'Stored at v1' }], // never edited
    [2, { itemID: ITEM, title: 'Second' }],
  ]);
});

test('a command reads only the events after the state it folded last, and still folds in what another writer appended since', async () => {
  await run({ type: 'Title', data: { title: 'One' } });
  await run({ type: 'Title', data: { title: 'Two' } });
  const readBefore = store.reads;
  // Another process (its own executor) appends behind this executor's back.
  const other = new CommandExecutor(store, schemas, null, new FixedClock(new Date('2026-01-02T03:04:05Z')));
  await other.execute({
    streamName: STREAM,
    decider,
    command: { type: 'Title', data: { title: 'Elsewhere' } },
    actor: SYSTEM_ACTOR,
  });
  const otherRead = store.reads - readBefore;

  const result = await run({ type: 'Title', data: { title: 'Three' } });

  expect(result.state).toEqual({ titles: ['One', 'Two', 'Elsewhere', 'Three'] });
  // The other executor read the two events from the start; this one read only the one it had not seen.
  expect(otherRead).toBe(2);
  expect(store.reads - readBefore - otherRead).toBe(1);
  expect(await executor.load(STREAM, decider)).toEqual({ titles: ['One', 'Two', 'Elsewhere', 'Three'] });
  expect(store.reads - readBefore - otherRead).toBe(1);
});
