import { Kysely, sql } from 'kysely';
import type { PricingCategory } from '@notebook/contracts';
import type { Database } from '@notebook/read-models';

/** Reads of the pricing-categories read model. */
export class PricingCategoryQueries {
  constructor(private readonly db: Kysely<Database>) {}

  /** Every category in display order, with how many plans are filed under it. */
  async adminCategories(): Promise<PricingCategory[]> {
    return (await this.categories()).map(toCategory);
  }

  async adminCategory(pricingCategoryID: string): Promise<PricingCategory | undefined> {
    const [row] = await this.categories(pricingCategoryID);
    return row && toCategory(row);
  }

  /** The ids of every category, in display order: what a new order must list. */
  async categoryIDs(): Promise<string[]> {
    const rows = await this.db
      .selectFrom('pricing_category')
      .select('pricing_category_id')
      .orderBy('display_order')
      .orderBy('pricing_category_id')
      .execute();
    return rows.map((row) => row.pricing_category_id);
  }

  async exists(pricingCategoryID: string): Promise<boolean> {
    return !!(await this.db
      .selectFrom('pricing_category')
      .select('pricing_category_id')
      .where('pricing_category_id', '=', pricingCategoryID)
      .executeTakeFirst());
  }

  private async categories(pricingCategoryID?: string) {
    const { rows } = await sql<CategoryRow>`
      SELECT c.*, (SELECT count(*)::int FROM pricing_plan p WHERE p.pricing_category_id = c.pricing_category_id) AS plan_count
      FROM pricing_category c
      WHERE (${pricingCategoryID ?? null}::uuid IS NULL OR c.pricing_category_id = ${pricingCategoryID ?? null}::uuid)
      ORDER BY c.display_order, c.pricing_category_id`.execute(this.db);
    return rows;
  }
}

type CategoryRow = Database['pricing_category'] & { plan_count: number };

function toCategory(row: CategoryRow): PricingCategory {
  return {
    pricingCategoryID: row.pricing_category_id,
    categoryName: row.category_name,
    description: row.description,
    status: row.status,
    displayOrder: row.display_order,
    planCount: row.plan_count,
  };
}
