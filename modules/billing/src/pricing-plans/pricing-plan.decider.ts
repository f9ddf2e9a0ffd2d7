import type { ContentStatus } from '@notebook/contracts';
import { Messages } from '@notebook/contracts';
import { Decider, assertCreatable, assertExists, commandHandler, evolveCreated } from '@notebook/kernel';
import { type PricingPlanEvent, type PricingPlanTerms, pricingPlanStream } from './pricing-plan.events';

export type PricingPlanState =
  | { exists: false }
  | ({
      exists: true;
      pricingPlanID: string;
      status: ContentStatus;
      pricingCategoryID: string | null;
    } & PricingPlanTerms);

type Filing = { pricingCategoryID: string | null };
export type PricingPlanCommand =
  | { type: 'AddPricingPlan'; data: PricingPlanTerms & Filing & { pricingPlanID: string; status: ContentStatus } }
  | { type: 'UpdatePricingPlan'; data: PricingPlanTerms & Filing & { status: ContentStatus } }
  | { type: 'ChangePricingPlanStatus'; data: { status: ContentStatus } };

/**
 * A pricing plan: its terms, its category and its status. An update records each only when it
 * changed, so saving an untouched form records nothing.
 */
export const pricingPlanDecider: Decider<PricingPlanState, PricingPlanCommand, PricingPlanEvent> = {
  initialState: () => ({ exists: false }),
  evolve: evolveCreated('PricingPlanAdded', (data) => ({ exists: true, pricingCategoryID: null, ...data }), {
    PricingPlanUpdated: (data) => data,
    PricingPlanStatusChanged: ({ status }) => ({ status }),
    PricingPlanCategorised: ({ pricingCategoryID }) => ({ pricingCategoryID }),
  }),
  decide(command, state) {
    if (command.type === 'AddPricingPlan') {
      assertCreatable(state, 'pricing plan');
      const { pricingCategoryID, ...plan } = command.data;
      const added: PricingPlanEvent[] = [{ type: 'PricingPlanAdded', data: plan }];
      if (pricingCategoryID)
        added.push({ type: 'PricingPlanCategorised', data: { pricingPlanID: plan.pricingPlanID, pricingCategoryID } });
      return added;
    }
    assertExists(state, Messages.planNotFound, 'pricingPlanID');
    const { pricingPlanID } = state;
    const events: PricingPlanEvent[] = [];
    if (command.type === 'UpdatePricingPlan') {
      const { status, pricingCategoryID, ...terms } = command.data;
      if (!sameTerms(state, terms)) events.push({ type: 'PricingPlanUpdated', data: { pricingPlanID, ...terms } });
      if (pricingCategoryID !== state.pricingCategoryID)
        events.push({ type: 'PricingPlanCategorised', data: { pricingPlanID, pricingCategoryID } });
      if (status !== state.status) events.push({ type: 'PricingPlanStatusChanged', data: { pricingPlanID, status } });
      return events;
    }
    return command.data.status === state.status
      ? []
      : [{ type: 'PricingPlanStatusChanged', data: { pricingPlanID, status: command.data.status } }];
  },
};

function sameTerms(a: PricingPlanTerms, b: PricingPlanTerms): boolean {
  return (
    a.planName === b.planName &&
    a.description === b.description &&
    a.priceCents === b.priceCents &&
    a.periodCount === b.periodCount &&
    a.periodUnit === b.periodUnit &&
    a.eligibleTopicIDs.length === b.eligibleTopicIDs.length &&
    a.eligibleTopicIDs.every((id) => b.eligibleTopicIDs.includes(id))
  );
}

export const pricingPlanCommands = commandHandler({ decider: pricingPlanDecider, streamName: pricingPlanStream });
