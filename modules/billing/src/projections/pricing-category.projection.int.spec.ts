import { randomUUID } from 'node:crypto';
import { projectionSpec } from '../../../../test/support/projection-spec';
import type { PricingCategoryAdded } from '../pricing-categories/pricing-category.events';
import { pricingCategoryProjection } from './pricing-category.projection';

const spec = projectionSpec(pricingCategoryProjection);

const added = (categoryName: string, pricingCategoryID = randomUUID()): PricingCategoryAdded => ({
  type: 'PricingCategoryAdded',
  data: { pricingCategoryID, categoryName, description: null, status: 'ACT' },
});
const categories = () =>
  spec.db
    .selectFrom('pricing_category')
    .select(['category_name', 'description', 'status', 'display_order'])
    .orderBy('display_order')
    .execute();

describe('pricing category projection', () => {
  it('new categories go last, in log order, even when added in one batch; a delivery twice is stored once', async () => {
    const exams = added('Exam preparation');
    await spec.given(exams, added('Extras'));
    await spec.given(added('Workshops'), exams);

    expect((await categories()).map((row) => [row.category_name, row.display_order])).toEqual([
      ['Exam preparation', 1],
      ['Extras', 2],
      ['Workshops', 3],
    ]);
  });

  it('an edit changes the name and description and keeps the place and status; a status change keeps the rest', async () => {
    const first = added('Exam preparation');
    const { pricingCategoryID } = first.data;
    await spec.given(first, added('Extras'));

    await spec.given({
      type: 'PricingCategoryUpdated',
      data: { pricingCategoryID, categoryName: 'AKT and KFP', description: 'Both papers' },
    });
    await spec.given({ type: 'PricingCategoryStatusChanged', data: { pricingCategoryID, status: 'INA' } });

    expect(await categories()).toEqual([
      { category_name: 'AKT and KFP', description: 'Both papers', status: 'INA', display_order: 1 },
      { category_name: 'Extras', description: null, status: 'ACT', display_order: 2 },
    ]);
  });

  it('a reorder places every category by its position in the list, and a category added after it goes last', async () => {
    const [a, b, c] = [added('A'), added('B'), added('C')];
    await spec.given(a, b, c);

    await spec.given({
      type: 'PricingCategoriesReordered',
      data: { pricingCategoryIDs: [c.data.pricingCategoryID, a.data.pricingCategoryID, b.data.pricingCategoryID] },
    });
    await spec.given(added('D'));

    expect((await categories()).map((row) => row.category_name)).toEqual(['C', 'A', 'B', 'D']);
    expect((await categories()).map((row) => row.display_order)).toEqual([1, 2, 3, 4]);
  });
});
