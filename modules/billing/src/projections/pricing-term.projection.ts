import { sql } from 'kysely';
import { occurredAt } from '@notebook/kernel';
import type { Projection } from '@notebook/read-models';
import {
  type PricingTermEvent,
  PricingTermEventTypes,
  type PricingTermsReordered,
} from '../pricing-terms/pricing-term.events';

/** pricing_term: the terms admins edit and order, and the payment pages show. */
export const pricingTermProjection: Projection<PricingTermEvent | PricingTermsReordered> = {
  name: 'pricing-terms',
  version: 1,
  canHandle: [...PricingTermEventTypes],
  tables: ['pricing_term'],
  async handle(events, trx) {
    for (const event of events) {
      const at = occurredAt(event);
      switch (event.type) {
        // A new term goes last: placed here, in log order, so concurrent adds never share a place.
        case 'PricingTermAdded': {
          const d = event.data;
          await sql`INSERT INTO pricing_term (pricing_term_id, title, content, status, display_order, created_at, updated_at)
            SELECT ${d.pricingTermID}, ${d.title}, ${d.content}, ${d.status}, coalesce(max(display_order), 0) + 1, ${at}, ${at}
            FROM pricing_term
            ON CONFLICT (pricing_term_id) DO NOTHING`.execute(trx);
          break;
        }
        case 'PricingTermUpdated':
          await trx
            .updateTable('pricing_term')
            .set({ title: event.data.title, content: event.data.content, updated_at: at })
            .where('pricing_term_id', '=', event.data.pricingTermID)
            .execute();
          break;
        case 'PricingTermStatusChanged':
          await trx
            .updateTable('pricing_term')
            .set({ status: event.data.status, updated_at: at })
            .where('pricing_term_id', '=', event.data.pricingTermID)
            .execute();
          break;
        case 'PricingTermsReordered':
          await sql`UPDATE pricing_term t SET display_order = o.ord
            FROM unnest(${event.data.pricingTermIDs}::uuid[]) WITH ORDINALITY AS o(id, ord)
            WHERE t.pricing_term_id = o.id`.execute(trx);
          break;
      }
    }
  },
};
