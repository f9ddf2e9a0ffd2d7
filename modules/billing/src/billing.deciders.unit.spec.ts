import { randomUUID } from 'node:crypto';
import { ConflictError, EventSchemaRegistry, NotFoundError, START, ValidationError } from '@notebook/kernel';
import { given } from '@notebook/kernel/testing';
import { pricingPlanDecider } from './pricing-plans/pricing-plan.decider';
import { pricingCategoryDecider, pricingCategoryOrderDecider } from './pricing-categories/pricing-category.decider';
import { pricingTermDecider } from './pricing-terms/pricing-term.decider';
import { billingEventSchemas } from './billing.event-schemas';
import type { PricingPlanAdded } from './pricing-plans/pricing-plan.events';
import type { PricingTermEvent } from './pricing-terms/pricing-term.events';

const terms = {
  planName: '3 months',
  description: null,
  priceCents: 14900,
  periodCount: 3,
  periodUnit: 'MONTH' as const,
  eligibleTopicIDs: ['t1', 't2'],
};
const added: PricingPlanAdded = { type: 'PricingPlanAdded', data: { pricingPlanID: 'p1', status: 'ACT', ...terms } };
const unfiled = { pricingCategoryID: null };

describe('pricing plan', () => {
  test('is added once', () => {
    given(pricingPlanDecider)
      .when({ type: 'AddPricingPlan', data: { ...added.data, ...unfiled } })
      .then([added]);
    given(pricingPlanDecider, [added])
      .when({ type: 'AddPricingPlan', data: { ...added.data, ...unfiled } })
      .thenThrows(ConflictError);
  });

  test('an untouched save records nothing; eligible topics compare as a set', () => {
    given(pricingPlanDecider, [added])
      .when({ type: 'UpdatePricingPlan', data: { ...terms, ...unfiled, status: 'ACT' } })
      .thenNothingHappened();
    given(pricingPlanDecider, [added])
      .when({
        type: 'UpdatePricingPlan',
        data: { ...terms, ...unfiled, eligibleTopicIDs: ['t2', 't1'], status: 'ACT' },
      })
      .thenNothingHappened();
  });

  test('changed terms are recorded whole, and a status change on its own', () => {
    given(pricingPlanDecider, [added])
      .when({
        type: 'UpdatePricingPlan',
        data: { ...terms, ...unfiled, priceCents: 12900, eligibleTopicIDs: ['t3'], status: 'INA' },
      })
      .then([
        {
          type: 'PricingPlanUpdated',
          data: { pricingPlanID: 'p1', ...terms, priceCents: 12900, eligibleTopicIDs: ['t3'] },
        },
        { type: 'PricingPlanStatusChanged', data: { pricingPlanID: 'p1', status: 'INA' } },
      ]);
    given(pricingPlanDecider, [added])
      .when({ type: 'ChangePricingPlanStatus', data: { status: 'ACT' } })
      .thenNothingHappened();
    given(pricingPlanDecider, [added])
      .when({ type: 'ChangePricingPlanStatus', data: { status: 'INA' } })
      .then([{ type: 'PricingPlanStatusChanged', data: { pricingPlanID: 'p1', status: 'INA' } }]);
  });

  test('an unknown plan cannot be updated', () => {
    given(pricingPlanDecider)
      .when({ type: 'UpdatePricingPlan', data: { ...terms, ...unfiled, status: 'ACT' } })
      .thenThrows(NotFoundError);
    given(pricingPlanDecider)
      .when({ type: 'ChangePricingPlanStatus', data: { status: 'INA' } })
      .thenThrows(NotFoundError);
  });
});

describe('a plan in a category', () => {
  test('is filed when added with one, refiled or unfiled when the category changes, and left alone when it does not', () => {
    const filed = { type: 'PricingPlanCategorised' as const, data: { pricingPlanID: 'p1', pricingCategoryID: 'c1' } };
    given(pricingPlanDecider)
      .when({ type: 'AddPricingPlan', data: { ...added.data, pricingCategoryID: 'c1' } })
      .then([added, filed]);
    given(pricingPlanDecider, [added, filed])
      .when({ type: 'UpdatePricingPlan', data: { ...terms, pricingCategoryID: 'c1', status: 'ACT' } })
      .thenNothingHappened();
    given(pricingPlanDecider, [added, filed])
      .when({ type: 'UpdatePricingPlan', data: { ...terms, pricingCategoryID: 'c2', status: 'ACT' } })
      .then([{ type: 'PricingPlanCategorised', data: { pricingPlanID: 'p1', pricingCategoryID: 'c2' } }]);
    given(pricingPlanDecider, [added, filed])
      .when({ type: 'UpdatePricingPlan', data: { ...terms, ...unfiled, status: 'ACT' } })
      .then([{ type: 'PricingPlanCategorised', data: { pricingPlanID: 'p1', pricingCategoryID: null } }]);
  });
});

describe('pricing category', () => {
  const category = {
    pricingCategoryID: 'c1',
    categoryName: 'Full preparation',
    description: null,
    status: 'ACT' as const,
  };
  const categoryAdded = { type: 'PricingCategoryAdded' as const, data: category };

  test('is added once; an untouched save records nothing; a rename and a status change are recorded apart', () => {
    given(pricingCategoryDecider).when({ type: 'AddPricingCategory', data: category }).then([categoryAdded]);
    given(pricingCategoryDecider, [categoryAdded])
      .when({ type: 'AddPricingCategory', data: category })
      .thenThrows(ConflictError);
    given(pricingCategoryDecider, [categoryAdded])
      .when({
        type: 'UpdatePricingCategory',
        data: { categoryName: 'Full preparation', description: null, status: 'ACT' },
      })
      .thenNothingHappened();
    given(pricingCategoryDecider, [categoryAdded])
      .when({
        type: 'UpdatePricingCategory',
        data: { categoryName: 'Both exams', description: 'AKT and KFP', status: 'INA' },
      })
      .then([
        {
          type: 'PricingCategoryUpdated',
          data: { pricingCategoryID: 'c1', categoryName: 'Both exams', description: 'AKT and KFP' },
        },
        { type: 'PricingCategoryStatusChanged', data: { pricingCategoryID: 'c1', status: 'INA' } },
      ]);
    given(pricingCategoryDecider)
      .when({ type: 'ChangePricingCategoryStatus', data: { status: 'INA' } })
      .thenThrows(NotFoundError);
  });

  test('a new order names every category once', () => {
    const current = ['c1', 'c2', 'c3'];
    given(pricingCategoryOrderDecider)
      .when({
        type: 'ReorderPricingCategories',
        data: { pricingCategoryIDs: ['c3', 'c1', 'c2'], currentPricingCategoryIDs: current },
      })
      .then([{ type: 'PricingCategoriesReordered', data: { pricingCategoryIDs: ['c3', 'c1', 'c2'] } }]);
    for (const wrong of [
      ['c1', 'c2'],
      ['c1', 'c2', 'c2'],
      ['c1', 'c2', 'c4'],
    ])
      given(pricingCategoryOrderDecider)
        .when({
          type: 'ReorderPricingCategories',
          data: { pricingCategoryIDs: wrong, currentPricingCategoryIDs: current },
        })
        .thenThrows(ValidationError);
  });
});

describe('pricing term', () => {
  const term = { pricingTermID: 'pt1', title: 'Refunds', content: '<p>Within 14 days.</p>', status: 'ACT' as const };
  const termAdded = { type: 'PricingTermAdded' as const, data: term };

  test('its content is sanitised before it is recorded, and blank content is refused', () => {
    given(pricingTermDecider)
      .when({
        type: 'AddPricingTerm',
        data: { ...term, content: '<p onclick="steal()">Within 14 days.</p><script>steal()</script>' },
      })
      .then([termAdded]);
    given(pricingTermDecider)
      .when({ type: 'AddPricingTerm', data: { ...term, content: '<p> </p><script>x</script>' } })
      .thenThrows(ValidationError);
  });

  test('an untouched save records nothing; an edit records the title and content whole', () => {
    given(pricingTermDecider, [termAdded])
      .when({ type: 'UpdatePricingTerm', data: { title: 'Refunds', content: '<p>Within 14 days.</p>', status: 'ACT' } })
      .thenNothingHappened();
    given(pricingTermDecider, [termAdded])
      .when({ type: 'UpdatePricingTerm', data: { title: 'Refunds', content: '<p>Within 30 days.</p>', status: 'ACT' } })
      .then([
        {
          type: 'PricingTermUpdated',
          data: { pricingTermID: 'pt1', title: 'Refunds', content: '<p>Within 30 days.</p>' },
        },
      ]);
    given(pricingTermDecider)
      .when({ type: 'UpdatePricingTerm', data: { title: 'x', content: '<p>y</p>', status: 'ACT' } })
      .thenThrows(NotFoundError);
  });
  test('its version is 1 when added and moves on with every change of title or text, not of status', () => {
    const fold = (events: PricingTermEvent[]) =>
      events.reduce(pricingTermDecider.evolve, pricingTermDecider.initialState());
    const updated = (content: string) => ({
      type: 'PricingTermUpdated' as const,
      data: { pricingTermID: 'pt1', title: 'Refunds', content },
    });
    const retired = {
      type: 'PricingTermStatusChanged' as const,
      data: { pricingTermID: 'pt1', status: 'INA' as const },
    };
    expect(fold([termAdded])).toMatchObject({ version: 1 });
    expect(fold([termAdded, updated('<p>30 days</p>'), retired])).toMatchObject({ version: 2 });
    expect(fold([termAdded, updated('<p>30 days</p>'), retired, updated('<p>60 days</p>')])).toMatchObject({
      version: 3,
      content: '<p>60 days</p>',
    });
  });
});

describe('PricingPlanAdded at version 1', () => {
  test('reaches readers without the displayOrder it used to carry (the projection places a new plan last)', () => {
    const registry = new EventSchemaRegistry([...billingEventSchemas]);
    const plan = { ...added.data, pricingPlanID: randomUUID(), eligibleTopicIDs: [randomUUID()] };
    const stored = { ...recordedAt(1), type: 'PricingPlanAdded', data: { ...plan, displayOrder: 7 } };
    expect(registry.upcast([stored])[0]!.data).toEqual(plan);
  });
});

function recordedAt(schemaVersion: number) {
  return {
    eventId: 'e1',
    metadata: {},
    schemaVersion,
    streamName: 'pricingPlan-p1',
    revision: 0n,
    position: START,
    createdAt: new Date(0),
  };
}
