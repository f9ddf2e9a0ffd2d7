import { z } from 'zod';
import type { RecordedEvent } from '../event-store/event-store';
import { defineEvent } from './event-schema';
import { EventSchemaRegistry } from './event-schema-registry';

/** A test-only event whose shape changed twice: `name` became `title` (v2), then `tags` arrived (v3). */
const TestRetitledV3 = defineEvent(
  'TestRetitled',
  z.strictObject({ itemID: z.uuid(), title: z.string(), tags: z.array(z.string()) }),
  {
    version: 3,
    upcast: {
      1: (v1: { itemID: string; name: string }) => ({ itemID: v1.itemID, title: v1.name }),
      2: (v2: { itemID: string; title: string }) => ({ ...v2, tags: [] }),
    },
  },
);
const TestTicked = defineEvent('TestTicked', z.strictObject({ n: z.number().int() }));
const ITEM = '0196f3b0-8c1e-7d2a-9b4f-1a2b3c4d5e6f';

function recorded(type: string, data: unknown, schemaVersion: number): RecordedEvent {
  return {
    eventId: `e-${type}-${schemaVersion}`,
    type,
    data,
    metadata: { actorId: 'a' },
    schemaVersion,
    streamName: 'test-1',
    revision: 0n,
    position: '0',
    createdAt: new Date(0),
  };
}

describe('defineEvent', () => {
  test('starts at version 1 with no upcasters', () => {
    expect(TestTicked).toMatchObject({ type: 'TestTicked', version: 1, upcast: {} });
  });

  test('refuses a version without an upcaster for each older version, or a version below 1', () => {
    const data = z.strictObject({});
    expect(() => defineEvent('X', data, { version: 2, upcast: {} })).toThrow(
      'Event X: version 2 needs one upcaster for each older version (1), got none',
    );
    expect(() => defineEvent('X', data, { version: 3, upcast: { 2: (v: object) => v } })).toThrow('(1, 2), got 2');
    expect(() => defineEvent('X', data, { version: 1, upcast: { 1: (v: object) => v } })).toThrow('(none), got 1');
    expect(() => defineEvent('X', data, { version: 0, upcast: {} })).toThrow('whole number from 1');
  });
});

describe('EventSchemaRegistry', () => {
  const registry = new EventSchemaRegistry([TestRetitledV3, TestTicked]);

  test('refuses a type declared twice', () => {
    expect(() => new EventSchemaRegistry([TestTicked, defineEvent('TestTicked', z.strictObject({}))])).toThrow(
      'Event TestTicked has two schemas',
    );
  });

  test('check returns the version to store for a matching event', () => {
    expect(registry.check({ type: 'TestTicked', data: { n: 1 } })).toBe(1);
    expect(registry.check({ type: 'TestRetitled', data: { itemID: ITEM, title: 'New', tags: ['a'] } })).toBe(3);
  });

  test('check refuses an unknown type, a wrong field, a missing field and a stray field, naming the paths only', () => {
    expect(() => registry.check({ type: 'TestUnknown', data: {} })).toThrow('Event TestUnknown has no schema');
    expect(() => registry.check({ type: 'TestTicked', data: { n: 1.5 } })).toThrow(
      /^Event TestTicked does not match its schema \(version 1\): n: /,
    );
    expect(() => registry.check({ type: 'TestTicked', data: {} })).toThrow('n: Invalid input');
    expect(() => registry.check({ type: 'TestTicked', data: { n: 1, secret: 'hunter2' } })).toThrow(
      '(data): Unrecognized key: "secret"',
    );
    expect(() => registry.check({ type: 'TestRetitled', data: { itemID: 'not-an-id', title: 'x', tags: [] } })).toThrow(
      'itemID: Invalid UUID',
    );
    expect(() => registry.check({ type: 'TestTicked', data: { n: 'hunter2' } })).not.toThrow(/hunter2/);
  });

  test('upcast brings each older version to the current shape, one step at a time', () => {
    const events = [
      recorded('TestRetitled', { itemID: ITEM, name: 'From v1' }, 1),
      recorded('TestRetitled', { itemID: ITEM, title: 'From v2' }, 2),
      recorded('TestRetitled', { itemID: ITEM, title: 'Current', tags: ['t'] }, 3),
    ];
    const upcast = registry.upcast(events);
    expect(upcast.map((event) => [event.data, event.schemaVersion])).toEqual([
      [{ itemID: ITEM, title: 'From v1', tags: [] }, 3],
      [{ itemID: ITEM, title: 'From v2', tags: [] }, 3],
      [{ itemID: ITEM, title: 'Current', tags: ['t'] }, 3],
    ]);
    expect(upcast[0]).toMatchObject({ eventId: events[0]!.eventId, metadata: events[0]!.metadata, revision: 0n });
    expect(upcast[2]).toBe(events[2]);
    expect(events[0]!.data).toEqual({ itemID: ITEM, name: 'From v1' }); // the stored event is left alone
  });

  test('upcast hands back the same array when every event is current or of a type it does not know', () => {
    const events = [recorded('TestTicked', { n: 1 }, 1), recorded('Unregistered', { anything: true }, 1)];
    expect(registry.upcast(events)).toBe(events);
  });

  test('upcast refuses a version newer than the code knows, and an upcaster whose result does not match', () => {
    expect(() => registry.upcast([recorded('TestRetitled', {}, 4)])).toThrow(
      'Event TestRetitled was stored at schema version 4, which this code does not know (it knows 1 to 3)',
    );
    const broken = new EventSchemaRegistry([
      defineEvent('TestBroken', z.strictObject({ title: z.string() }), {
        version: 2,
        upcast: { 1: (v1: { name: string }) => ({ name: v1.name }) },
      }),
    ]);
    expect(() => broken.upcast([recorded('TestBroken', { name: 'x' }, 1)])).toThrow(
      'Event TestBroken upcast from version 1 does not match version 2: title: Invalid input',
    );
  });
});
