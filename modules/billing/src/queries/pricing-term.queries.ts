import type { Kysely, Selectable } from 'kysely';
import type { PricingTerm } from '@notebook/contracts';
import type { Database } from '@notebook/read-models';
import type { PricingTermTable } from '../read-model/schema';

/** Reads of the pricing-terms read model. */
export class PricingTermQueries {
  constructor(private readonly db: Kysely<Database>) {}

  async adminTerms(): Promise<PricingTerm[]> {
    return (
      await this.db.selectFrom('pricing_term').selectAll().orderBy('display_order').orderBy('pricing_term_id').execute()
    ).map(toTerm);
  }

  async adminTerm(pricingTermID: string): Promise<PricingTerm | undefined> {
    const row = await this.db
      .selectFrom('pricing_term')
      .selectAll()
      .where('pricing_term_id', '=', pricingTermID)
      .executeTakeFirst();
    return row && toTerm(row);
  }

  /** The ids of every term, in display order: what a new order must list. */
  async termIDs(): Promise<string[]> {
    return (await this.adminTerms()).map((term) => term.pricingTermID);
  }

  /** The active terms' ids, in order: what a payer is shown (each term's text and version come from its stream). */
  async activeTermIDs(): Promise<string[]> {
    const rows = await this.db
      .selectFrom('pricing_term')
      .select('pricing_term_id')
      .where('status', '=', 'ACT')
      .orderBy('display_order')
      .orderBy('pricing_term_id')
      .execute();
    return rows.map((row) => row.pricing_term_id);
  }
}

function toTerm(row: Selectable<PricingTermTable>): PricingTerm {
  return {
    pricingTermID: row.pricing_term_id,
    title: row.title,
    content: row.content,
    status: row.status,
    displayOrder: row.display_order,
    updatedAt: row.updated_at.toISOString(),
  };
}
