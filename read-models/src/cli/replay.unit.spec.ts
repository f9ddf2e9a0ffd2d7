import { counterProjection } from '../runner/testing/counter-projection';
import { parseReplayArgs, selectProjections, UsageError } from './replay';

const now = new Date('2025-07-01T00:00:00Z');

test('reads --projection (repeated or comma-separated) and --until', () => {
  expect(parseReplayArgs(['--projection', 'a,b', '--projection', 'c', '--until', '2025-06-30T12:00:00Z'], now)).toEqual(
    {
      projectionNames: ['a', 'b', 'c'],
      until: new Date('2025-06-30T12:00:00Z'),
    },
  );
  expect(parseReplayArgs([], now)).toEqual({ projectionNames: [], until: null });
});

test('refuses unknown flags, missing values, bad or future dates', () => {
  expect(() => parseReplayArgs(['--force'], now)).toThrow(UsageError);
  expect(() => parseReplayArgs(['--until'], now)).toThrow('--until needs a value');
  expect(() => parseReplayArgs(['--until', 'yesterday'], now)).toThrow('is not a date');
  expect(() => parseReplayArgs(['--until', '2025-07-02'], now)).toThrow('is in the future');
});

test('selects the named projections and names the unknown ones', () => {
  const all = [counterProjection({ name: 'a' }), counterProjection({ name: 'b' })];
  expect(selectProjections(all, []).map((projection) => projection.name)).toEqual(['a', 'b']);
  expect(selectProjections(all, ['b']).map((projection) => projection.name)).toEqual(['b']);
  expect(() => selectProjections(all, ['c'])).toThrow('Unknown projection c; registered: a, b');
  expect(() => selectProjections([], [])).toThrow('No projections are registered');
});
