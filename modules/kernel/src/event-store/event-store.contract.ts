/**
 * The behaviour every `EventStore` adapter must show, as jest tests. An adapter's spec calls
 * `describeEventStoreContract(name, makeStore)`; the suite shares one store for all its tests and
 * keeps them apart with fresh stream categories, so it also runs against a shared server
 * (EventStoreDB) that other suites write to at the same time.
 *
 * A reader of the whole log may see a committed event a moment late (PostgreSQL's committed fence
 * waits for older appends still committing), never out of order and never twice. So
 * tests that read `$all` first wait, within a bound, until the events they wrote are visible; and
 * "wrote nothing" is shown by a marker appended afterwards: once the marker is visible, anything
 * the failed append had written would be too.
 */
import { randomBytes } from 'node:crypto';
import { newId } from '../ids/ids';
import {
  AppendResult,
  EventStore,
  ExpectedRevision,
  NewEvent,
  Position,
  RecordedEvent,
  START,
  SubscribeOptions,
  Subscription,
  WrongExpectedVersionError,
  comparePositions,
  formatPosition,
  parsePosition,
} from './event-store';

export type EventStoreUnderTest = { store: EventStore; cleanup(): Promise<void> };

/** How long a test waits for a subscription to deliver before it gives up (a bound, not a speed check). */
const DELIVERY_BOUND_MS = 20_000;
const TEST_TIMEOUT_MS = 60_000;

export function describeEventStoreContract(name: string, makeStore: () => Promise<EventStoreUnderTest>): void {
  describe(`EventStore contract: ${name}`, () => {
    let subject: EventStoreUnderTest | undefined;
    const store = (): EventStore => {
      if (!subject) throw new Error('The store under test failed to start');
      return subject.store;
    };

    beforeAll(async () => {
      subject = await makeStore();
    }, TEST_TIMEOUT_MS);
    afterAll(async () => {
      await subject?.cleanup();
    }, TEST_TIMEOUT_MS);

    describeStreams(store);
    describeExpectedRevisions(store);
    describeIdempotentAppends(store);
    describeMultiStreamAppends(store);
    describeReadAll(store);
    describeHeadPosition(store);
    describeSubscriptions(store);
    describeConcurrentWriters(store);
  });
}

type StoreAccess = () => EventStore;

function describeStreams(store: StoreAccess): void {
  describe('appending to and reading a stream', () => {
    test('reads an appended stream back in revision order, 0-based, with every field', async () => {
      const stream = newStream();
      const events = [
        newEvent('ThingMade', { n: 1 }, { metadata: { actorId: 'actor-1', correlationId: 'c-1' } }),
        newEvent('ThingRenamed', { n: 2, name: 'two' }, { schemaVersion: 2 }),
        newEvent('ThingRenamed', { n: 3, tags: ['a', 'b'] }),
      ];

      const result = await store().appendToStream(stream, events, { expectedRevision: 'no_stream' });
      const read = await store().readStream(stream);

      expect(result.nextExpectedRevision).toBe(2n);
      expect(read.map((event) => event.revision)).toEqual([0n, 1n, 2n]);
      expect(read.map((event) => event.eventId)).toEqual(events.map((event) => event.eventId));
      expect(read.map((event) => event.type)).toEqual(events.map((event) => event.type));
      expect(read.map((event) => event.data)).toEqual(events.map((event) => event.data));
      expect(read.map((event) => event.schemaVersion)).toEqual([1, 2, 1]);
      expect(read[0]!.metadata).toMatchObject(events[0]!.metadata!);
      for (const event of read) {
        expect(event.streamName).toBe(stream);
        expect(event.createdAt).toBeInstanceOf(Date);
        expect(() => parsePosition(event.position)).not.toThrow();
      }
      expect(result.position).toBe(read[2]!.position);
    });

    test('continues the revisions of a stream across appends', async () => {
      const stream = newStream();
      await appendOne(store(), stream, 'no_stream');
      const second = await store().appendToStream(stream, [newEvent('B'), newEvent('C')], { expectedRevision: 0n });
      const third = await store().appendToStream(stream, [newEvent('D')], { expectedRevision: 2n });

      expect(second.nextExpectedRevision).toBe(2n);
      expect(third.nextExpectedRevision).toBe(3n);
      expect(await revisionsOf(store(), stream)).toEqual([0n, 1n, 2n, 3n]);
    });

    test('reads from a revision and at most maxCount events', async () => {
      const stream = newStream();
      await store().appendToStream(
        stream,
        [1, 2, 3, 4, 5].map((n) => newEvent('Counted', { n })),
        {
          expectedRevision: 'no_stream',
        },
      );

      const fromTwo = await store().readStream(stream, { fromRevision: 2n });
      const firstTwo = await store().readStream(stream, { maxCount: 2 });
      const window = await store().readStream(stream, { fromRevision: 1n, maxCount: 2 });
      const pastTheEnd = await store().readStream(stream, { fromRevision: 5n });

      expect(fromTwo.map((event) => event.revision)).toEqual([2n, 3n, 4n]);
      expect(firstTwo.map((event) => event.revision)).toEqual([0n, 1n]);
      expect(window.map((event) => event.data)).toEqual([{ n: 2 }, { n: 3 }]);
      expect(pastTheEnd).toEqual([]);
    });

    test('reads a stream that does not exist as empty', async () => {
      expect(await store().readStream(newStream())).toEqual([]);
    });

    test('gives each event an id when the caller gives none', async () => {
      const stream = newStream();
      await store().appendToStream(
        stream,
        [
          { type: 'A', data: {} },
          { type: 'B', data: {} },
        ],
        {
          expectedRevision: 'no_stream',
        },
      );

      const ids = (await store().readStream(stream)).map((event) => event.eventId);

      expect(ids).toHaveLength(2);
      expect(new Set(ids).size).toBe(2);
      for (const id of ids) expect(id).toMatch(UUID);
    });
  });
}

function describeExpectedRevisions(store: StoreAccess): void {
  describe('expected revision', () => {
    test.each<[string, number, ExpectedRevision, bigint]>([
      ['no_stream creates a stream', 0, 'no_stream', 0n],
      ['any creates a stream', 0, 'any', 0n],
      ['any appends to an existing stream', 2, 'any', 2n],
      ['stream_exists appends to an existing stream', 2, 'stream_exists', 2n],
      ['the current revision appends', 2, 1n, 2n],
    ])('%s', async (_case, existing, expectedRevision, nextExpectedRevision) => {
      const stream = newStream();
      await seedStream(store(), stream, existing);

      const result = await store().appendToStream(stream, [newEvent('Appended')], { expectedRevision });

      expect(result.nextExpectedRevision).toBe(nextExpectedRevision);
      expect(await revisionsOf(store(), stream)).toEqual(revisionsUpTo(existing + 1));
    });

    test.each<[string, number, ExpectedRevision, bigint | 'no_stream']>([
      ['no_stream on an existing stream', 1, 'no_stream', 0n],
      ['no_stream on a longer existing stream', 3, 'no_stream', 2n],
      ['stream_exists on a missing stream', 0, 'stream_exists', 'no_stream'],
      ['a revision on a missing stream', 0, 0n, 'no_stream'],
      ['a revision behind the stream', 3, 1n, 2n],
      ['a revision ahead of the stream', 1, 4n, 0n],
    ])(
      '%s fails with WrongExpectedVersionError and writes nothing',
      async (_case, existing, expectedRevision, actual) => {
        const stream = newStream();
        await seedStream(store(), stream, existing);
        const before = await visibleLog(store(), categoryOf(stream), existing);

        const error = await appendError(
          store(),
          stream,
          [newEvent('Rejected'), newEvent('Rejected')],
          expectedRevision,
        );

        expect(error).toBeInstanceOf(WrongExpectedVersionError);
        expect(error).toMatchObject({ streamName: stream, expected: expectedRevision, actual });
        expect(await revisionsOf(store(), stream)).toEqual(revisionsUpTo(existing));
        const marker = await appendMarker(store(), categoryOf(stream));
        expect(idsOf(await visibleLog(store(), categoryOf(stream), existing + 1))).toEqual([...idsOf(before), marker]);
      },
    );
  });
}

function describeIdempotentAppends(store: StoreAccess): void {
  describe('idempotent appends by event id', () => {
    test.each<[string, number, ExpectedRevision]>([
      ['no_stream', 0, 'no_stream'],
      ['an exact revision', 1, 0n],
      ['any', 1, 'any'],
    ])(
      'appending the same events again with %s returns the same result and writes them once',
      async (_case, existing, expectedRevision) => {
        const stream = newStream();
        await seedStream(store(), stream, existing);
        const events = [newEvent('Once'), newEvent('Once')];

        const first = await store().appendToStream(stream, events, { expectedRevision });
        const again = await store().appendToStream(stream, events, { expectedRevision });

        expect(again).toEqual(first);
        expect(await eventIdsOf(store(), stream)).toEqual([
          ...(await seededIds(store(), stream, existing)),
          ...idsOf(events),
        ]);
        const marker = await appendMarker(store(), categoryOf(stream));
        expect(await visibleLog(store(), categoryOf(stream), existing + 3)).toHaveLength(existing + 3);
        expect((await visibleLog(store(), categoryOf(stream), 0)).at(-1)!.eventId).toBe(marker);
      },
    );

    test('a retried append is still idempotent after the stream moved on', async () => {
      const stream = newStream();
      const events = [newEvent('Once')];
      const first = await store().appendToStream(stream, events, { expectedRevision: 'no_stream' });
      await store().appendToStream(stream, [newEvent('Later')], { expectedRevision: 0n });

      const retried = await store().appendToStream(stream, events, { expectedRevision: 'no_stream' });

      expect(retried).toEqual(first);
      expect(await revisionsOf(store(), stream)).toEqual([0n, 1n]);
    });
  });
}

function describeMultiStreamAppends(store: StoreAccess): void {
  describe('appendToStreams', () => {
    test('appends to new and existing streams in one call, each with its own expectation, results in order', async () => {
      const category = newCategory();
      const [fresh, other, existing, anyStream] = [
        newStream(category),
        newStream(category),
        newStream(category),
        newStream(category),
      ];
      await seedStream(store(), existing, 2);
      const events = {
        fresh: [newEvent('A', { n: 1 }), newEvent('B', { n: 2 })],
        other: [newEvent('C')],
        existing: [newEvent('D')],
        anyStream: [newEvent('E')],
      };

      const results = await store().appendToStreams([
        { streamName: fresh, events: events.fresh, expectedRevision: 'no_stream' },
        { streamName: existing, events: events.existing, expectedRevision: 1n },
        { streamName: other, events: events.other, expectedRevision: 'no_stream' },
        { streamName: anyStream, events: events.anyStream, expectedRevision: 'any' },
      ]);

      expect(results.map((result) => result.nextExpectedRevision)).toEqual([1n, 2n, 0n, 0n]);
      expect(await eventIdsOf(store(), fresh)).toEqual(idsOf(events.fresh));
      expect((await store().readStream(fresh)).map((event) => event.data)).toEqual([{ n: 1 }, { n: 2 }]);
      expect(await revisionsOf(store(), existing)).toEqual([0n, 1n, 2n]);
      expect(await eventIdsOf(store(), other)).toEqual(idsOf(events.other));
      expect(await eventIdsOf(store(), anyStream)).toEqual(idsOf(events.anyStream));
      expect(results[0]!.position).toBe((await store().readStream(fresh)).at(-1)!.position);
      const log = await visibleLog(store(), category, 7);
      expect(log.filter((event) => event.streamName === fresh).map((event) => event.revision)).toEqual([0n, 1n]);
    });

    test('a failed expectation throws WrongExpectedVersionError for its stream; an atomic store writes nothing of the call', async () => {
      const category = newCategory();
      const [fresh, taken] = [newStream(category), newStream(category)];
      await seedStream(store(), taken, 1);

      let error: unknown;
      try {
        await store().appendToStreams([
          { streamName: fresh, events: [newEvent('Maybe')], expectedRevision: 'no_stream' },
          { streamName: taken, events: [newEvent('Rejected')], expectedRevision: 'no_stream' },
        ]);
      } catch (caught) {
        error = caught;
      }

      expect(error).toBeInstanceOf(WrongExpectedVersionError);
      expect(error).toMatchObject({ streamName: taken, expected: 'no_stream', actual: 0n });
      expect(await revisionsOf(store(), taken)).toEqual([0n]);
      if (store().atomicMultiStreamAppends) expect(await store().readStream(fresh)).toEqual([]);
    });

    test('retrying the same appends returns the same results and writes them once', async () => {
      const [first, second] = [newStream(), newStream()];
      const appends = [
        { streamName: first, events: [newEvent('Once'), newEvent('Once')], expectedRevision: 'no_stream' as const },
        { streamName: second, events: [newEvent('Once')], expectedRevision: 'no_stream' as const },
      ];

      const results = await store().appendToStreams(appends);
      const again = await store().appendToStreams(appends);

      expect(again).toEqual(results);
      expect(await eventIdsOf(store(), first)).toEqual(idsOf(appends[0]!.events));
      expect(await eventIdsOf(store(), second)).toEqual(idsOf(appends[1]!.events));
    });

    test('refuses a stream named twice', async () => {
      const stream = newStream();
      await expect(
        store().appendToStreams([
          { streamName: stream, events: [newEvent('A')], expectedRevision: 'no_stream' },
          { streamName: stream, events: [newEvent('B')], expectedRevision: 'any' },
        ]),
      ).rejects.toThrow('more than once');
      expect(await store().readStream(stream)).toEqual([]);
    });
  });
}

function describeReadAll(store: StoreAccess): void {
  describe('readAll', () => {
    test('returns committed events across streams in log order', async () => {
      const category = newCategory();
      const [a, b, c] = [newStream(category), newStream(category), newStream(category)];
      const appends = await appendInTurn(store(), [a, b, a, c, b]);

      const log = await visibleLog(store(), category, appends.length);

      expect(log.map((event) => event.streamName)).toEqual([a, b, a, c, b]);
      expect(log.map((event) => event.revision)).toEqual([0n, 0n, 1n, 0n, 1n]);
      expect(log.map((event) => event.position)).toEqual(appends.map((append) => append.position));
    });

    test('starts after the given position, exclusive, and returns at most maxCount events', async () => {
      const category = newCategory();
      const appends = await appendInTurn(
        store(),
        Array.from({ length: 5 }, () => newStream(category)),
      );
      await visibleLog(store(), category, appends.length);

      const page = await store().readAll(appends[1]!.position, 2, { categories: [category] });

      expect(page.map((event) => event.position)).toEqual([appends[2]!.position, appends[3]!.position]);
    });

    test('paging by the last position read visits every event exactly once', async () => {
      const category = newCategory();
      const appends = await appendInTurn(
        store(),
        Array.from({ length: 7 }, () => newStream(category)),
      );
      await visibleLog(store(), category, appends.length);

      const seen: RecordedEvent[] = [];
      for (let page = await store().readAll(START, 3, { categories: [category] }); page.length > 0;) {
        seen.push(...page);
        page = await store().readAll(page[page.length - 1]!.position, 3, { categories: [category] });
      }

      expect(seen.map((event) => event.position)).toEqual(appends.map((append) => append.position));
    });

    test('filters by event type and by category, and by both together', async () => {
      const [kept, other] = [newCategory(), newCategory()];
      const typeA = `A${kept}`;
      const typeB = `B${kept}`;
      await store().appendToStream(newStream(kept), [newEvent(typeA), newEvent(typeB)], {
        expectedRevision: 'no_stream',
      });
      await store().appendToStream(newStream(other), [newEvent(typeA), newEvent(typeB)], {
        expectedRevision: 'no_stream',
      });
      await visibleLog(store(), other, 2);

      const byType = await store().readAll(START, 100, { eventTypes: [typeA] });
      const byCategory = await store().readAll(START, 100, { categories: [kept] });
      const byBoth = await store().readAll(START, 100, { eventTypes: [typeB], categories: [kept] });
      const byTwoCategories = await store().readAll(START, 100, { categories: [kept, other] });

      expect(byType.map((event) => [event.type, categoryOf(event.streamName)])).toEqual([
        [typeA, kept],
        [typeA, other],
      ]);
      expect(byCategory.map((event) => event.type)).toEqual([typeA, typeB]);
      expect(byBoth.map((event) => [event.type, categoryOf(event.streamName)])).toEqual([[typeB, kept]]);
      expect(byTwoCategories).toHaveLength(4);
    });

    test('positions are text that sorts in log order, after START', async () => {
      const category = newCategory();
      await appendInTurn(
        store(),
        Array.from({ length: 6 }, () => newStream(category)),
      );
      const positions = (await visibleLog(store(), category, 6)).map((event) => event.position);

      expect([...positions].sort()).toEqual(positions);
      expect(new Set(positions).size).toBe(positions.length);
      for (const position of positions) {
        expect(comparePositions(START, position)).toBe(-1);
        const { major, minor } = parsePosition(position);
        expect(formatPosition(major, minor)).toBe(position);
      }
    });
  });
}

function describeHeadPosition(store: StoreAccess): void {
  describe('headPosition', () => {
    test('is at or after the last visible append, and a read from it finds none of the events before it', async () => {
      const category = newCategory();
      const appended = await appendInTurn(store(), [newStream(category), newStream(category)]);
      await visibleLog(store(), category, appended.length);

      const head = await store().headPosition();

      expect(comparePositions(head, appended[1]!.position)).toBeGreaterThanOrEqual(0);
      expect(await store().readAll(head, 100, { categories: [category] })).toEqual([]);
    });

    test('moves on when events are appended', async () => {
      const before = await store().headPosition();
      const stream = newStream();
      const appended = await appendOne(store(), stream, 'no_stream');
      await visibleLog(store(), categoryOf(stream), 1);

      const after = await store().headPosition();

      expect(comparePositions(after, before)).toBe(1);
      expect(comparePositions(after, appended.position)).toBeGreaterThanOrEqual(0);
    });
  });
}

function describeSubscriptions(store: StoreAccess): void {
  describe('subscribeToAll', () => {
    test(
      'catches up from START, then follows live appends, each event once in log order',
      async () => {
        const category = newCategory();
        const earlier = await appendInTurn(store(), [newStream(category), newStream(category), newStream(category)]);
        const subscriber = collect(store(), { from: START, filter: { categories: [category] } });
        try {
          await subscriber.waitForCount(3);
          const live = await appendInTurn(store(), [newStream(category), newStream(category)]);
          await subscriber.waitForCount(5);

          expect(subscriber.positions()).toEqual([...earlier, ...live].map((append) => append.position));
          expect(subscriber.errors).toEqual([]);
        } finally {
          await subscriber.subscription.stop();
        }
      },
      TEST_TIMEOUT_MS,
    );

    test(
      'delivers only events after `from`',
      async () => {
        const category = newCategory();
        const appended = await appendInTurn(
          store(),
          Array.from({ length: 4 }, () => newStream(category)),
        );
        const subscriber = collect(store(), { from: appended[1]!.position, filter: { categories: [category] } });
        try {
          await subscriber.waitForCount(2);
          const live = await appendOne(store(), newStream(category), 'no_stream');
          await subscriber.waitForCount(3);

          expect(subscriber.positions()).toEqual([appended[2]!.position, appended[3]!.position, live.position]);
        } finally {
          await subscriber.subscription.stop();
        }
      },
      TEST_TIMEOUT_MS,
    );

    test(
      'delivers only the event types asked for',
      async () => {
        const category = newCategory();
        const wanted = `Wanted${category}`;
        const subscriber = collect(store(), { from: await store().headPosition(), filter: { eventTypes: [wanted] } });
        try {
          const stream = newStream(category);
          await store().appendToStream(stream, [newEvent('Unwanted'), newEvent(wanted)], {
            expectedRevision: 'no_stream',
          });
          await store().appendToStream(stream, [newEvent(wanted), newEvent('Unwanted')], { expectedRevision: 1n });
          await subscriber.waitForCount(2);

          expect(subscriber.events.map((event) => [event.type, event.revision])).toEqual([
            [wanted, 1n],
            [wanted, 2n],
          ]);
        } finally {
          await subscriber.subscription.stop();
        }
      },
      TEST_TIMEOUT_MS,
    );

    test(
      'hands over one batch at a time',
      async () => {
        const category = newCategory();
        let inFlight = 0;
        let mostInFlight = 0;
        const delivered: RecordedEvent[] = [];
        const subscription = store().subscribeToAll({
          from: await store().headPosition(),
          filter: { categories: [category] },
          maxBatchSize: 2,
          onEvents: async (events) => {
            inFlight += 1;
            mostInFlight = Math.max(mostInFlight, inFlight);
            await pause(5);
            delivered.push(...events);
            inFlight -= 1;
          },
        });
        try {
          await Promise.all(Array.from({ length: 6 }, () => appendOne(store(), newStream(category), 'no_stream')));
          await waitUntil(() => delivered.length >= 6, 'six deliveries');

          expect(mostInFlight).toBe(1);
          expect(delivered).toHaveLength(6);
        } finally {
          await subscription.stop();
        }
      },
      TEST_TIMEOUT_MS,
    );

    test(
      'delivers nothing after stop() has resolved',
      async () => {
        const category = newCategory();
        const stopped = collect(store(), { from: START, filter: { categories: [category] } });
        await appendOne(store(), newStream(category), 'no_stream');
        await stopped.waitForCount(1);
        await stopped.subscription.stop();

        await appendInTurn(store(), [newStream(category), newStream(category)]);
        // A second subscriber that has caught up on the new events shows they were there to deliver.
        const witness = collect(store(), { from: START, filter: { categories: [category] } });
        try {
          await witness.waitForCount(3);
          expect(stopped.events).toHaveLength(1);
        } finally {
          await witness.subscription.stop();
        }
      },
      TEST_TIMEOUT_MS,
    );

    test(
      'may be stopped from inside its own handler',
      async () => {
        const category = newCategory();
        await appendInTurn(store(), [newStream(category), newStream(category)]);
        const delivered: RecordedEvent[] = [];
        let stopped: Promise<void> | undefined;
        const subscription: Subscription = store().subscribeToAll({
          from: START,
          filter: { categories: [category] },
          maxBatchSize: 1,
          onEvents: async (events) => {
            delivered.push(...events);
            stopped ??= subscription.stop();
            await stopped;
          },
        });

        await waitUntil(() => stopped !== undefined, 'the first delivery');
        let settled = false;
        void stopped!.then(() => (settled = true));
        await waitUntil(() => settled, 'stop() called from the handler to resolve');

        expect(delivered).toHaveLength(1);
      },
      TEST_TIMEOUT_MS,
    );
  });
}

function describeConcurrentWriters(store: StoreAccess): void {
  describe('concurrent writers to one stream', () => {
    const writers = 8;

    test(
      'with the same exact revision: exactly one wins, the others get WrongExpectedVersionError',
      async () => {
        const stream = newStream();
        await appendOne(store(), stream, 'no_stream');
        for (let revision = 0n; revision < 4n; revision += 1n) {
          const attempts = Array.from({ length: writers }, () => [newEvent('Raced')]);

          const outcomes = await Promise.allSettled(
            attempts.map((events) => store().appendToStream(stream, events, { expectedRevision: revision })),
          );

          const winners = outcomes.flatMap((outcome, index) => (outcome.status === 'fulfilled' ? [index] : []));
          const losers = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []));
          expect(winners).toHaveLength(1);
          for (const error of losers) {
            expect(error).toBeInstanceOf(WrongExpectedVersionError);
            expect(error).toMatchObject({ actual: revision + 1n });
          }
          const read = await store().readStream(stream);
          expect(read.map((event) => event.revision)).toEqual(revisionsUpTo(Number(revision) + 2));
          expect(read[read.length - 1]!.eventId).toBe(attempts[winners[0]!]![0]!.eventId);
        }
      },
      TEST_TIMEOUT_MS,
    );

    test(
      'creating with no_stream: exactly one wins',
      async () => {
        const stream = newStream();

        const outcomes = await Promise.allSettled(
          Array.from({ length: writers }, () => appendOne(store(), stream, 'no_stream')),
        );

        expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
        for (const outcome of outcomes) {
          if (outcome.status === 'rejected') expect(outcome.reason).toMatchObject({ actual: 0n });
        }
        expect(await revisionsOf(store(), stream)).toEqual([0n]);
      },
      TEST_TIMEOUT_MS,
    );

    test(
      'with any: every writer gets its own revision and no event is lost or doubled',
      async () => {
        const stream = newStream();
        const attempts = Array.from({ length: writers }, () => [newEvent('Any'), newEvent('Any')]);

        const results = await Promise.all(
          attempts.map((events) => store().appendToStream(stream, events, { expectedRevision: 'any' })),
        );

        const read = await store().readStream(stream);
        expect(read.map((event) => event.revision)).toEqual(revisionsUpTo(writers * 2));
        expect([...read.map((event) => event.eventId)].sort()).toEqual(
          attempts
            .flat()
            .map((event) => event.eventId!)
            .sort(),
        );
        for (const [index, result] of results.entries()) {
          const lastEvent = read.find((event) => event.eventId === attempts[index]![1]!.eventId)!;
          expect(result.nextExpectedRevision).toBe(lastEvent.revision);
          expect(read[Number(lastEvent.revision) - 1]!.eventId).toBe(attempts[index]![0]!.eventId);
        }
      },
      TEST_TIMEOUT_MS,
    );
  });
}

// ---- helpers, exported for the adapters' own specs ----

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A category no other test uses: letters and digits only, since the category ends at the first '-'. */
export function newCategory(): string {
  return `t${randomBytes(6).toString('hex')}`;
}

export function newStream(category = newCategory()): string {
  return `${category}-${newId()}`;
}

export function newEvent(
  type: string,
  data: unknown = {},
  extra: Pick<NewEvent, 'metadata' | 'schemaVersion'> = {},
): NewEvent & { eventId: string } {
  return { eventId: newId(), type, data, ...extra };
}

function categoryOf(stream: string): string {
  return stream.slice(0, stream.indexOf('-'));
}

export function appendOne(
  store: EventStore,
  stream: string,
  expectedRevision: ExpectedRevision,
): Promise<AppendResult> {
  return store.appendToStream(stream, [newEvent('Appended')], { expectedRevision });
}

/** One single-event append per stream name, one after the other; a name may repeat. */
async function appendInTurn(store: EventStore, streams: string[]): Promise<AppendResult[]> {
  const results: AppendResult[] = [];
  for (const stream of streams) results.push(await appendOne(store, stream, 'any'));
  return results;
}

async function seedStream(store: EventStore, stream: string, count: number): Promise<void> {
  if (count === 0) return;
  await store.appendToStream(
    stream,
    Array.from({ length: count }, (_, n) => newEvent('Seeded', { n })),
    { expectedRevision: 'no_stream' },
  );
}

async function seededIds(store: EventStore, stream: string, count: number): Promise<string[]> {
  return (await store.readStream(stream, { maxCount: count })).map((event) => event.eventId);
}

async function revisionsOf(store: EventStore, stream: string): Promise<bigint[]> {
  return (await store.readStream(stream)).map((event) => event.revision);
}

async function eventIdsOf(store: EventStore, stream: string): Promise<string[]> {
  return (await store.readStream(stream)).map((event) => event.eventId);
}

function idsOf(events: ReadonlyArray<{ eventId?: string }>): string[] {
  return events.map((event) => event.eventId!);
}

function revisionsUpTo(count: number): bigint[] {
  return Array.from({ length: count }, (_, n) => BigInt(n));
}

/** The log of one category once at least `count` of its events are visible to readers of `$all`. */
export async function visibleLog(store: EventStore, category: string, count: number): Promise<RecordedEvent[]> {
  let log: RecordedEvent[] = [];
  await waitUntil(async () => {
    log = await logOfCategory(store, category);
    return log.length >= count;
  }, `${count} events of ${category} visible in $all`);
  return log;
}

/** Appends an event to a new stream of the category; returns its id. */
async function appendMarker(store: EventStore, category: string): Promise<string> {
  const marker = newEvent('Marker');
  await store.appendToStream(newStream(category), [marker], { expectedRevision: 'no_stream' });
  return marker.eventId;
}

/** Every event of one category, read from START in pages. */
export async function logOfCategory(store: EventStore, category: string): Promise<RecordedEvent[]> {
  const log: RecordedEvent[] = [];
  let from: Position = START;
  for (;;) {
    const page = await store.readAll(from, 500, { categories: [category] });
    if (page.length === 0) return log;
    log.push(...page);
    from = page[page.length - 1]!.position;
  }
}

async function appendError(
  store: EventStore,
  stream: string,
  events: NewEvent[],
  expectedRevision: ExpectedRevision,
): Promise<unknown> {
  try {
    await store.appendToStream(stream, events, { expectedRevision });
  } catch (error) {
    return error;
  }
  throw new Error(`The append to ${stream} with expected revision ${String(expectedRevision)} succeeded`);
}

export type Collector = {
  events: RecordedEvent[];
  errors: unknown[];
  subscription: Subscription;
  positions(): Position[];
  waitForCount(count: number, boundMs?: number): Promise<void>;
};

/** Subscribes and keeps everything delivered, for assertions. */
export function collect(store: EventStore, options: Omit<SubscribeOptions, 'onEvents' | 'onError'>): Collector {
  const events: RecordedEvent[] = [];
  const errors: unknown[] = [];
  const subscription = store.subscribeToAll({
    ...options,
    onEvents: async (batch) => {
      events.push(...batch);
    },
    onError: (error) => errors.push(error),
  });
  return {
    events,
    errors,
    subscription,
    positions: () => events.map((event) => event.position),
    waitForCount: (count, boundMs) => waitUntil(() => events.length >= count, `${count} delivered events`, boundMs),
  };
}

/** Polls until the condition holds; fails after a generous bound so a hang reads as a failure. */
export async function waitUntil(
  condition: () => boolean | Promise<boolean>,
  what: string,
  boundMs = DELIVERY_BOUND_MS,
): Promise<void> {
  const deadline = Date.now() + boundMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Gave up waiting for ${what} after ${boundMs} ms`);
    await pause(10);
  }
}

export function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
