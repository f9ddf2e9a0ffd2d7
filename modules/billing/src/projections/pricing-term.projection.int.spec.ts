import { randomUUID } from 'node:crypto';
import { projectionSpec } from '../../../../test/support/projection-spec';
import type { PricingTermAdded } from '../pricing-terms/pricing-term.events';
import { pricingTermProjection } from './pricing-term.projection';

const spec = projectionSpec(pricingTermProjection);

const added = (title: string, pricingTermID = randomUUID()): PricingTermAdded => ({
  type: 'PricingTermAdded',
  data: { pricingTermID, title, content: `<p>${title}</p>`, status: 'ACT' },
});
const terms = () =>
  spec.db
    .selectFrom('pricing_term')
    .select(['title', 'content', 'status', 'display_order'])
    .orderBy('display_order')
    .execute();

// A term's version is not a column: the payment pages fold it from the term's stream (pricing-term-acceptance.ts).
describe('pricing term projection', () => {
  it('new terms go last, in log order, even when added in one batch; a delivery twice is stored once', async () => {
    const refunds = added('Refunds');
    await spec.given(refunds, added('Privacy'));
    await spec.given(added('Access'), refunds);

    expect((await terms()).map((row) => [row.title, row.display_order])).toEqual([
      ['Refunds', 1],
      ['Privacy', 2],
      ['Access', 3],
    ]);
  });

  it('an edit changes the title and text the payer reads and keeps the place; retiring a term keeps its text', async () => {
    const first = added('Refunds');
    const { pricingTermID } = first.data;
    await spec.given(first, added('Privacy'));

    await spec.given({
      type: 'PricingTermUpdated',
      data: { pricingTermID, title: 'Refunds and cancellations', content: '<p>Within 7 days.</p>' },
    });
    await spec.given({ type: 'PricingTermStatusChanged', data: { pricingTermID, status: 'INA' } });

    expect(await terms()).toEqual([
      { title: 'Refunds and cancellations', content: '<p>Within 7 days.</p>', status: 'INA', display_order: 1 },
      { title: 'Privacy', content: '<p>Privacy</p>', status: 'ACT', display_order: 2 },
    ]);
  });

  it('a reorder places every term by its position in the list, and a term added after it goes last', async () => {
    const [a, b, c] = [added('A'), added('B'), added('C')];
    await spec.given(a, b, c);

    await spec.given({
      type: 'PricingTermsReordered',
      data: { pricingTermIDs: [b.data.pricingTermID, c.data.pricingTermID, a.data.pricingTermID] },
    });
    await spec.given(added('D'));

    expect((await terms()).map((row) => [row.title, row.display_order])).toEqual([
      ['B', 1],
      ['C', 2],
      ['A', 3],
      ['D', 4],
    ]);
  });
});
