import { FoldedStateCache } from './folded-state-cache';

const decider = {};
const other = {};

test('keeps a state per decider and stream, and forgets the least recently used stream past its size', () => {
  const cache = new FoldedStateCache(2);
  cache.set(decider, 'a', { revision: 0n, state: 'A' });
  cache.set(decider, 'b', { revision: 1n, state: 'B' });
  expect(cache.get(decider, 'a')).toEqual({ revision: 0n, state: 'A' }); // a is now the most recent
  expect(cache.get(other, 'a')).toBeUndefined();
  cache.set(decider, 'c', { revision: 2n, state: 'C' });
  expect(cache.get(decider, 'b')).toBeUndefined();
  expect(cache.get(decider, 'a')?.state).toBe('A');
  expect(cache.get(decider, 'c')?.state).toBe('C');
});
