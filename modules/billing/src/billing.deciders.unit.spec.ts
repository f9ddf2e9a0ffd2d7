import { randomUUID } from 'node:crypto';
import { ConflictError, EventSchemaRegistry, NotFoundError, START } from '@notebook/kernel';
import { given } from '@notebook/kernel/testing';
import { pricingPlanDecider } from './pricing-plans/pricing-plan.decider';
import { billingEventSchemas } from './billing.event-schemas';
import type { PricingPlanAdded } from './pricing-plans/pricing-plan.events';

const terms = { planName: '3 months', description: null, priceCents: 14900, periodCount: 3, periodUnit: 'MONTH' as const, eligibleTopicIDs: ['t1', 't2'] };
const added: PricingPlanAdded = { type: 'PricingPlanAdded', data: { pricingPlanID: 'p1', status: 'ACT', ...terms } };

describe('pricing plan', () => {
  test('is added once', () => {
    given(pricingPlanDecider).when({ type: 'AddPricingPlan', data: added.data }).then([added]);
    given(pricingPlanDecider, [added]).when({ type: 'AddPricingPlan', data: added.data }).thenThrows(ConflictError);
  });

  test('an untouched save records nothing; eligible topics compare as a set', () => {
    given(pricingPlanDecider, [added])
      .when({ type: 'UpdatePricingPlan', data: { ...terms, status: 'ACT' } })
      .thenNothingHappened();
    given(pricingPlanDecider, [added])
      .when({ type: 'UpdatePricingPlan', data: { ...terms, eligibleTopicIDs: ['t2', 't1'], status: 'ACT' } })
      .thenNothingHappened();
  });

  test('changed terms are recorded whole, and a status change on its own', () => {
    given(pricingPlanDecider, [added])
      .when({ type: 'UpdatePricingPlan', data: { ...terms, priceCents: 12900, eligibleTopicIDs: ['t3'], status: 'INA' } })
      .then([
        { type: 'PricingPlanUpdated', data: { pricingPlanID: 'p1', ...terms, priceCents: 12900, eligibleTopicIDs: ['t3'] } },
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
      .when({ type: 'UpdatePricingPlan', data: { ...terms, status: 'ACT' } })
      .thenThrows(NotFoundError);
    given(pricingPlanDecider)
      .when({ type: 'ChangePricingPlanStatus', data: { status: 'INA' } })
      .thenThrows(NotFoundError);
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
