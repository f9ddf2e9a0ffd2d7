/**
 * Group commit (issue 30): appends made at the same time share one transaction, yet each keeps its
 * own expected revision, idempotency and order, and fails or succeeds on its own.
 */
import { createTestDatabase, TestDatabase } from '../../../../test/support/test-database';
import { type AppendResult, type ExpectedRevision, WrongExpectedVersionError, parsePosition } from './event-store';
import { newEvent, newStream } from './event-store.contract';
import { PostgresEventStore } from './postgres-event-store';

let database: TestDatabase;
let store: PostgresEventStore;

beforeAll(async () => {
  database = await createTestDatabase({ poolSize: 8 });
  store = database.eventStore;
});
afterAll(() => database.drop());

const append = (stream: string, expectedRevision: ExpectedRevision, event = newEvent('Grouped')) =>
  store.appendToStream(stream, [event], { expectedRevision });
const transactionOf = (result: AppendResult) => parsePosition(result.position).major;

async function revisionsOf(stream: string): Promise<bigint[]> {
  return (await store.readStream(stream)).map((event) => event.revision);
}

test('appends made at once share transactions, each stream getting its own revisions in order', async () => {
  const streams = Array.from({ length: 12 }, () => newStream());
  const first = await Promise.all(streams.map((stream) => append(stream, 'no_stream')));
  const second = await Promise.all(streams.map((stream, index) => append(stream, first[index]!.nextExpectedRevision)));

  expect(new Set([...first, ...second].map(transactionOf)).size).toBeLessThan(24);
  for (const stream of streams) expect(await revisionsOf(stream)).toEqual([0n, 1n]);
  expect(second.map((result) => result.nextExpectedRevision)).toEqual(streams.map(() => 1n));
});

test('in a shared transaction, an append whose expectation fails is refused alone; the others are stored', async () => {
  const existing = newStream();
  await append(existing, 'no_stream');
  const fresh = Array.from({ length: 5 }, () => newStream());

  const results = await Promise.allSettled([
    append(newStream(), 'no_stream'), // goes first, alone: the rest gather behind it
    ...fresh.map((stream) => append(stream, 'no_stream')),
    append(existing, 'no_stream'),
    append(newStream(), 5n),
    append(newStream(), 'stream_exists'),
  ]);

  expect(results.slice(0, 6).map((result) => result.status)).toEqual(Array(6).fill('fulfilled'));
  const refusals = results.slice(6).map((result) => (result.status === 'rejected' ? result.reason : result));
  expect(refusals.every((refusal) => refusal instanceof WrongExpectedVersionError)).toBe(true);
  expect((refusals[0] as WrongExpectedVersionError).actual).toBe(0n);
  expect((refusals[1] as WrongExpectedVersionError).actual).toBe('no_stream');
  for (const stream of fresh) expect(await revisionsOf(stream)).toEqual([0n]);
  expect(await revisionsOf(existing)).toEqual([0n]);
});

test('a retried append inside a shared transaction answers its first result and stores nothing twice', async () => {
  const retried = newStream();
  const event = newEvent('Retried');
  const original = await append(retried, 'no_stream', event);
  const others = Array.from({ length: 4 }, () => newStream());

  const [, again, ...rest] = await Promise.all([
    append(newStream(), 'no_stream'),
    append(retried, 'no_stream', event),
    ...others.map((stream) => append(stream, 'no_stream')),
  ]);

  expect(again).toEqual(original);
  expect(await revisionsOf(retried)).toEqual([0n]);
  expect(rest).toHaveLength(4);
  for (const stream of others) expect(await revisionsOf(stream)).toEqual([0n]);
});

test("'any' and 'stream_exists' claim as they do alone; two appends to one stream at once never share a batch", async () => {
  const anyStream = newStream();
  const existing = newStream();
  await append(existing, 'no_stream');
  await append(anyStream, 'any');

  const results = await Promise.all([
    append(newStream(), 'no_stream'),
    append(anyStream, 'any'),
    append(existing, 'stream_exists'),
    append(existing, 'stream_exists'),
    append(anyStream, 'any'),
  ]);

  expect(await revisionsOf(anyStream)).toEqual([0n, 1n, 2n]);
  expect(await revisionsOf(existing)).toEqual([0n, 1n, 2n]);
  expect([results[2], results[3]].map((result) => result!.nextExpectedRevision).sort()).toEqual([1n, 2n]);
});

test('two writers racing on one stream with the same expectation: one wins, the other is refused', async () => {
  const stream = newStream();
  await append(stream, 'no_stream');
  const outcomes = await Promise.allSettled([append(stream, 0n), append(stream, 0n)]);

  expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
  expect(await revisionsOf(stream)).toEqual([0n, 1n]);
});

test('writers appending one after another go together batch after batch, none committing alone', async () => {
  const writers = 8;
  const appendsPerWriter = 10;
  const results = await Promise.all(
    Array.from({ length: writers }, async () => {
      const stream = newStream();
      const mine: AppendResult[] = [];
      let expected: ExpectedRevision = 'no_stream';
      for (let n = 0; n < appendsPerWriter; n += 1) {
        const result = await append(stream, expected);
        expected = result.nextExpectedRevision;
        mine.push(result);
      }
      return mine;
    }),
  );

  // The first append goes alone and the rest gather behind it; after that, each batch holds every
  // writer's next append. A writer that started a batch of its own each time would double the count.
  expect(new Set(results.flat().map(transactionOf)).size).toBeLessThanOrEqual(appendsPerWriter + 2);
});
