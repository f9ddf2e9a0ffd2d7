import { type Transaction, type UpdateObject } from 'kysely';
import { occurredAt } from '@notebook/kernel';
import type { Database, Projection } from '@notebook/read-models';
import {
  type PricingTermEvent,
  PricingTermEventTypes,
  type PricingTermsReordered,
} from '../pricing-terms/pricing-term.events';
import { insertLast, reorderRows } from './ordered-rows';

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
        case 'PricingTermAdded': {
          const { pricingTermID, title, content, status } = event.data;
          await insertLast(
            trx,
            'pricing_term',
            'pricing_term_id',
            { pricing_term_id: pricingTermID, title, content, status },
            at,
          );
          break;
        }
        case 'PricingTermUpdated':
          await updateTerm(trx, event.data.pricingTermID, {
            title: event.data.title,
            content: event.data.content,
            updated_at: at,
          });
          break;
        case 'PricingTermStatusChanged':
          await updateTerm(trx, event.data.pricingTermID, { status: event.data.status, updated_at: at });
          break;
        case 'PricingTermsReordered':
          await reorderRows(trx, 'pricing_term', 'pricing_term_id', event.data.pricingTermIDs);
          break;
      }
    }
  },
};

function updateTerm(trx: Transaction<Database>, id: string, values: UpdateObject<Database, 'pricing_term'>) {
  return trx.updateTable('pricing_term').set(values).where('pricing_term_id', '=', id).execute();
}
