import type { ContentStatus } from '@notebook/contracts';
import { Messages } from '@notebook/contracts';
import {
  Decider,
  assertCreatable,
  assertExists,
  commandHandler,
  evolveCreated,
  listOrderCommands,
} from '@notebook/kernel';
import {
  PRICING_CATEGORY_ORDER_STREAM,
  type PricingCategoriesReordered,
  type PricingCategoryEvent,
  pricingCategoryStream,
} from './pricing-category.events';

type CategoryFields = { categoryName: string; description: string | null };
export type PricingCategoryState =
  { exists: false } | ({ exists: true; pricingCategoryID: string; status: ContentStatus } & CategoryFields);

export type PricingCategoryCommand =
  | { type: 'AddPricingCategory'; data: CategoryFields & { pricingCategoryID: string; status: ContentStatus } }
  | { type: 'UpdatePricingCategory'; data: CategoryFields & { status: ContentStatus } }
  | { type: 'ChangePricingCategoryStatus'; data: { status: ContentStatus } };

/** A pricing category: its name, description and status. Saving an untouched form records nothing. */
export const pricingCategoryDecider: Decider<PricingCategoryState, PricingCategoryCommand, PricingCategoryEvent> = {
  initialState: () => ({ exists: false }),
  evolve: evolveCreated('PricingCategoryAdded', (data) => ({ exists: true, ...data }), {
    PricingCategoryUpdated: (data) => data,
    PricingCategoryStatusChanged: ({ status }) => ({ status }),
  }),
  decide(command, state) {
    if (command.type === 'AddPricingCategory') {
      assertCreatable(state, 'pricing category');
      return [{ type: 'PricingCategoryAdded', data: command.data }];
    }
    assertExists(state, Messages.pricingCategoryNotFound, 'pricingCategoryID');
    const { pricingCategoryID } = state;
    const events: PricingCategoryEvent[] = [];
    if (command.type === 'UpdatePricingCategory') {
      const { status: _status, ...fields } = command.data;
      if (fields.categoryName !== state.categoryName || fields.description !== state.description)
        events.push({ type: 'PricingCategoryUpdated', data: { pricingCategoryID, ...fields } });
    }
    if (command.data.status !== state.status)
      events.push({ type: 'PricingCategoryStatusChanged', data: { pricingCategoryID, status: command.data.status } });
    return events;
  },
};

export const pricingCategoryCommands = commandHandler({
  decider: pricingCategoryDecider,
  streamName: pricingCategoryStream,
});
/** The order of all categories (see listOrderCommands). */
export const pricingCategoryOrderCommands = listOrderCommands({
  command: 'ReorderPricingCategories',
  field: 'pricingCategoryIDs',
  currentField: 'currentPricingCategoryIDs',
  streamName: PRICING_CATEGORY_ORDER_STREAM,
  reordered: (pricingCategoryIDs): PricingCategoriesReordered => ({
    type: 'PricingCategoriesReordered',
    data: { pricingCategoryIDs },
  }),
});
export const pricingCategoryOrderDecider = pricingCategoryOrderCommands.decider;
