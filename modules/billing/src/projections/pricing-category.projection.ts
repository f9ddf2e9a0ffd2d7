import { type Transaction, type UpdateObject } from 'kysely';
import { occurredAt } from '@notebook/kernel';
import type { Database, Projection } from '@notebook/read-models';
import {
  type PricingCategoriesReordered,
  type PricingCategoryEvent,
  PricingCategoryEventTypes,
} from '../pricing-categories/pricing-category.events';
import { insertLast, reorderRows } from './ordered-rows';

/** pricing_category: the categories admins edit and order, and the public pricing section groups by. */
export const pricingCategoryProjection: Projection<PricingCategoryEvent | PricingCategoriesReordered> = {
  name: 'pricing-categories',
  version: 1,
  canHandle: [...PricingCategoryEventTypes],
  tables: ['pricing_category'],
  async handle(events, trx) {
    for (const event of events) {
      const at = occurredAt(event);
      switch (event.type) {
        case 'PricingCategoryAdded': {
          const { pricingCategoryID, categoryName, description, status } = event.data;
          const row = { pricing_category_id: pricingCategoryID, category_name: categoryName, description, status };
          await insertLast(trx, 'pricing_category', 'pricing_category_id', row, at);
          break;
        }
        case 'PricingCategoryUpdated': {
          const { categoryName, description } = event.data;
          await updateCategory(trx, event.data.pricingCategoryID, {
            category_name: categoryName,
            description,
            updated_at: at,
          });
          break;
        }
        case 'PricingCategoryStatusChanged':
          await updateCategory(trx, event.data.pricingCategoryID, { status: event.data.status, updated_at: at });
          break;
        case 'PricingCategoriesReordered':
          await reorderRows(trx, 'pricing_category', 'pricing_category_id', event.data.pricingCategoryIDs);
          break;
      }
    }
  },
};

function updateCategory(trx: Transaction<Database>, id: string, values: UpdateObject<Database, 'pricing_category'>) {
  return trx.updateTable('pricing_category').set(values).where('pricing_category_id', '=', id).execute();
}
