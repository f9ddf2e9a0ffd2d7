import { z } from 'zod';
import { FixedClock } from '../clock/clock';
import { BusinessRuleError, ConflictError } from '../errors/domain-errors';
import type { AppendResult, ExpectedRevision, NewEvent } from '../event-store/event-store';
import { type EventOf, defineEvent } from '../events/event-schema';
import { EventSchemaRegistry } from '../events/event-schema-registry';
import { InMemoryEventStore } from '../testing/in-memory-event-store';
import { type Actor, CommandExecutor } from './command-executor';
import { commandHandler } from './command-handler';
import type { Decider } from './decider';

/**
 * A command handler bound once per aggregate (decider + stream name), run through the executor over
 * an in-memory store: the stream it writes, the actor and clock in the metadata, the state it folds,
 * what a refusal and a concurrent write do.
 */
const CounterAdded = defineEvent('CounterAdded', z.strictObject({ counterID: z.string(), amount: z.number().int() }));
type CounterAdded = EventOf<typeof CounterAdded>;
const schemas = new EventSchemaRegistry([CounterAdded]);

type Add = { type: 'Add'; data: { amount: number; limit?: number } };
const counterDecider = (counterID: string): Decider<{ total: number }, Add, CounterAdded> => ({
  initialState: () => ({ total: 0 }),
  evolve: (state, event) => ({ total: state.total + event.data.amount }),
  decide: (command, state) => {
    if (command.data.limit !== undefined && state.total + command.data.amount > command.data.limit)
      throw new BusinessRuleError('Over the limit');
    return command.data.amount === 0
      ? []
      : [{ type: 'CounterAdded', data: { counterID, amount: command.data.amount } }];
  },
});

const counters = commandHandler({
  decider: counterDecider('any'),
  streamName: (counterID: string) => `counter-${counterID}`,
});
/** One stream for the whole aggregate, as the chapter groups' order has. */
const grandTotal = commandHandler<{ total: number }, Add, CounterAdded, void>({
  decider: counterDecider('all'),
  streamName: () => 'counter-grandTotal',
});

const admin: Actor = { actorId: 'admin-1', actorType: 'ADMIN' };
const reader: Actor = { actorId: 'reader-7', actorType: 'READER' };

let store: InMemoryEventStore;
let clock: FixedClock;
let executor: CommandExecutor;
beforeEach(() => {
  store = new InMemoryEventStore();
  clock = new FixedClock(new Date('2026-03-04T05:06:07Z'));
  executor = new CommandExecutor(store, schemas, null, clock);
});

test('handle writes to the stream the id names, with the caller and the clock time in the metadata', async () => {
  await counters.handle(executor, 'a', { type: 'Add', data: { amount: 2 } }, admin);
  clock.advance(60_000);
  await counters.handle(executor, 'a', { type: 'Add', data: { amount: 3 } }, reader);

  expect([...store.streams.keys()]).toEqual(['counter-a']);
  const stored = await store.readStream('counter-a');
  expect(
    stored.map((event) => [event.data, event.metadata.actorId, event.metadata.actorType, event.metadata.occurredAt]),
  ).toEqual([
    [{ counterID: 'any', amount: 2 }, 'admin-1', 'ADMIN', '2026-03-04T05:06:07.000Z'],
    [{ counterID: 'any', amount: 3 }, 'reader-7', 'READER', '2026-03-04T05:07:07.000Z'],
  ]);
});

test('handle decides against the state folded from that stream only, and answers with the new state', async () => {
  await counters.handle(executor, 'a', { type: 'Add', data: { amount: 4 } }, admin);
  await counters.handle(executor, 'b', { type: 'Add', data: { amount: 9 } }, admin);

  const result = await counters.handle(executor, 'a', { type: 'Add', data: { amount: 1, limit: 5 } }, admin);

  expect(result.state).toEqual({ total: 5 });
  expect(result.events).toEqual([{ type: 'CounterAdded', data: { counterID: 'any', amount: 1 } }]);
  expect(await counters.load(executor, 'a')).toEqual({ total: 5 });
  expect(await counters.load(executor, 'b')).toEqual({ total: 9 });
  expect(await counters.load(executor, 'never-written')).toEqual({ total: 0 });
});

test("a refused command throws the decider's error and appends nothing", async () => {
  await counters.handle(executor, 'a', { type: 'Add', data: { amount: 4 } }, admin);
  const appends = store.appends;

  await expect(counters.handle(executor, 'a', { type: 'Add', data: { amount: 2, limit: 5 } }, admin)).rejects.toThrow(
    new BusinessRuleError('Over the limit'),
  );

  expect(store.appends).toBe(appends);
  expect(await counters.load(executor, 'a')).toEqual({ total: 4 });
});

test('a command that decides nothing appends nothing and has no position', async () => {
  const result = await counters.handle(executor, 'a', { type: 'Add', data: { amount: 0 } }, admin);

  expect(result).toEqual({ events: [], state: { total: 0 }, position: null });
  expect(store.appends).toBe(0);
});

test('an aggregate with one stream takes no id', async () => {
  await grandTotal.handle(executor, undefined, { type: 'Add', data: { amount: 7 } }, admin);

  expect([...store.streams.keys()]).toEqual(['counter-grandTotal']);
  expect(await grandTotal.load(executor, undefined)).toEqual({ total: 7 });
});

/** Lets a rival write land between the handler's read and its append, `times` times. */
class RacedStore extends InMemoryEventStore {
  constructor(private times: number) {
    super();
  }
  override async appendToStream(
    streamName: string,
    events: readonly NewEvent[],
    options: { expectedRevision: ExpectedRevision },
  ): Promise<AppendResult> {
    if (this.times > 0) {
      this.times -= 1;
      const current = await this.readStream(streamName);
      const rival = { type: 'CounterAdded', data: { counterID: 'rival', amount: 3 }, metadata: {}, schemaVersion: 1 };
      await super.appendToStream(streamName, [rival], {
        expectedRevision: current.length ? BigInt(current.length - 1) : 'no_stream',
      });
    }
    return super.appendToStream(streamName, events, options);
  }
}

test('after a concurrent write it decides once more against the fresher state', async () => {
  const raced = new RacedStore(1);
  const racedExecutor = new CommandExecutor(raced, schemas, null, clock);

  // With the rival's 3 in the stream, adding 3 more would pass a limit of 5 no longer.
  await expect(
    counters.handle(racedExecutor, 'a', { type: 'Add', data: { amount: 3, limit: 5 } }, admin),
  ).rejects.toThrow('Over the limit');
  const result = await counters.handle(racedExecutor, 'a', { type: 'Add', data: { amount: 2, limit: 5 } }, admin);

  expect(result.state).toEqual({ total: 5 });
  expect((await raced.readStream('counter-a')).map((event) => event.data)).toEqual([
    { counterID: 'rival', amount: 3 },
    { counterID: 'any', amount: 2 },
  ]);
});

test('when a concurrent write wins twice the caller gets a ConflictError and nothing of theirs is written', async () => {
  const raced = new RacedStore(2);
  const racedExecutor = new CommandExecutor(raced, schemas, null, clock);

  await expect(counters.handle(racedExecutor, 'a', { type: 'Add', data: { amount: 1 } }, admin)).rejects.toBeInstanceOf(
    ConflictError,
  );

  expect((await raced.readStream('counter-a')).map((event) => (event.data as { counterID: string }).counterID)).toEqual(
    ['rival', 'rival'],
  );
});
