import { counterProjection } from './testing/counter-projection';
import { assertDistinctProjections } from './validate-projections';

test('refuses two projections of one name, or two claiming one table', () => {
  expect(() => assertDistinctProjections([counterProjection(), counterProjection()])).toThrow(
    'Two projections are named test-counter',
  );
  expect(() => assertDistinctProjections([counterProjection({ name: 'a' }), counterProjection({ name: 'b' })])).toThrow(
    'Table test_counter is claimed by projections a and b',
  );
  expect(() => assertDistinctProjections([counterProjection()])).not.toThrow();
});
