import { sql } from 'kysely';
import { occurredAt } from '@notebook/kernel';
import type { Projection } from '@notebook/read-models';
import {
  type PricingCategoriesReordered,
  type PricingCategoryEvent,
  PricingCategoryEventTypes,
} from '../pricing-categories/pricing-category.events';

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
        // A new category goes last: placed here, in log order, so concurrent adds never share a place.
        case 'PricingCategoryAdded': {
          const d = event.data;
          await sql`INSERT INTO pricing_category (pricing_category_id, category_name, description, status, display_order, created_at, updated_at)
            SELECT ${d.pricingCategoryID}, ${d.categoryName}, ${d.description}, ${d.status}, coalesce(max(display_order), 0) + 1, ${at}, ${at}
            FROM pricing_category
            ON CONFLICT (pricing_category_id) DO NOTHING`.execute(trx);
          break;
        }
        case 'PricingCategoryUpdated':
          await trx
            .updateTable('pricing_category')
            .set({ category_name: event.data.categoryName, description: event.data.description, updated_at: at })
            .where('pricing_category_id', '=', event.data.pricingCategoryID)
            .execute();
          break;
        case 'PricingCategoryStatusChanged':
          await trx
            .updateTable('pricing_category')
            .set({ status: event.data.status, updated_at: at })
            .where('pricing_category_id', '=', event.data.pricingCategoryID)
            .execute();
          break;
        case 'PricingCategoriesReordered':
          await sql`UPDATE pricing_category c SET display_order = o.ord
            FROM unnest(${event.data.pricingCategoryIDs}::uuid[]) WITH ORDINALITY AS o(id, ord)
            WHERE c.pricing_category_id = o.id`.execute(trx);
          break;
      }
    }
  },
};
