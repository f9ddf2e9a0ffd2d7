import { Kysely, type Selectable, sql } from 'kysely';
import type { EligibleTopic, PricingPlan, PublicPricingCategory, PublicPricingPlan, ReaderSubscriptionDetails } from '@notebook/contracts';
import { type SubscriptionAccess, subscriptionAccess, subscriptionFactsOf } from '@notebook/identity';
import type { Database, PricingPlanTable } from '@notebook/read-models';

/** A plan with its topics and, when its category is active, that category (as the public sees it). */
type PlanRow = Selectable<PricingPlanTable> & { eligible_topics: EligibleTopic[]; pricing_category: PublicPricingCategory | null };

/** Reads of the pricing-plans read model, shaped for the admin and public screens. */
export class PricingPlanQueries {
  constructor(private readonly db: Kysely<Database>) {}

  /** Every plan, in display order, with its eligible topics in reading order. */
  async adminPlans(): Promise<PricingPlan[]> {
    return (await this.plans({ activeOnly: false })).map(toPlan);
  }

  async adminPlan(pricingPlanID: string): Promise<PricingPlan | undefined> {
    const [row] = await this.plans({ activeOnly: false, pricingPlanID });
    return row && toPlan(row);
  }

  /**
   * What anyone may see: active plans, and of each only the topics a visitor can find in the index;
   * grouped by active category in the categories' order, plans without one last.
   */
  async publicPlans(): Promise<PublicPricingPlan[]> {
    return (await this.plans({ activeOnly: true, byCategory: true })).map(toPublicPlan);
  }

  async isActivePlan(pricingPlanID: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('pricing_plan')
      .select('pricing_plan_id')
      .where('pricing_plan_id', '=', pricingPlanID)
      .where('status', '=', 'ACT')
      .executeTakeFirst();
    return !!row;
  }

  /** The ids among `topicIDs` that are not author topics (unknown, or a reader's own). */
  async notAuthorTopics(topicIDs: string[]): Promise<string[]> {
    if (!topicIDs.length) return [];
    const rows = await this.db.selectFrom('topic').select('topic_id').where('topic_id', 'in', topicIDs).where('topic_type', '=', 'AUTHOR').execute();
    const known = new Set(rows.map((row) => row.topic_id));
    return topicIDs.filter((id) => !known.has(id));
  }

  /** An active plan's terms, what a payment is computed from; undefined when unknown or retired. */
  planForSale(pricingPlanID: string): Promise<Pick<PricingPlanTable, 'plan_name' | 'price_cents' | 'period_count' | 'period_unit'> | undefined> {
    return this.db
      .selectFrom('pricing_plan')
      .select(['plan_name', 'price_cents', 'period_count', 'period_unit'])
      .where('pricing_plan_id', '=', pricingPlanID)
      .where('status', '=', 'ACT')
      .executeTakeFirst();
  }

  /** The reader's subscription now, by the one rule of @notebook/identity (a period past its end reads INACTIVE). */
  async readerSubscription(
    readerID: string,
    now: Date,
  ): Promise<{ access: SubscriptionAccess; pricingPlanID: string | null; periodEnd: Date | null; trialEndsAt: Date | null }> {
    const user = await this.db
      .selectFrom('user_account')
      .select(['subscription_status', 'pricing_plan_id', 'subscription_period_end', 'trial_ends_at'])
      .where('user_id', '=', readerID)
      .executeTakeFirst();
    const facts = subscriptionFactsOf(user ?? { subscription_status: null, pricing_plan_id: null, subscription_period_end: null, trial_ends_at: null });
    return { access: subscriptionAccess(facts, now), pricingPlanID: facts.pricingPlanID, periodEnd: facts.periodEnd, trialEndsAt: facts.trialEndsAt };
  }

  async subscriptionDetails(readerID: string, now: Date): Promise<ReaderSubscriptionDetails> {
    const { access, pricingPlanID, periodEnd, trialEndsAt } = await this.readerSubscription(readerID, now);
    const [plan] = pricingPlanID ? await this.plans({ activeOnly: false, pricingPlanID, activeTopicsOnly: true }) : [];
    return {
      status: access.status,
      pricingPlan: plan ? toPublicPlan(plan) : null,
      periodEnd: periodEnd?.toISOString() ?? null,
      trialEndsAt: trialEndsAt?.toISOString() ?? null,
      renews: access.hasActiveSubscription && access.status === 'ACTIVE' && periodEnd !== null,
    };
  }

  private async plans(filter: { activeOnly: boolean; pricingPlanID?: string; activeTopicsOnly?: boolean; byCategory?: boolean }): Promise<PlanRow[]> {
    const activeTopics = filter.activeOnly || filter.activeTopicsOnly;
    const topicFilter = activeTopics ? sql`AND t.status = 'ACT' AND c.status = 'ACT' AND g.status = 'ACT'` : sql``;
    const { rows } = await sql<PlanRow>`
      SELECT p.*,
             coalesce((
               SELECT json_agg(json_build_object('topicID', t.topic_id, 'topicName', t.topic_name, 'chapterName', c.chapter_name)
                        ORDER BY g.display_order, g.chapter_group_id, c.display_order, c.chapter_id, t.display_order, t.topic_id)
               FROM pricing_plan_topic pt
               JOIN topic t ON t.topic_id = pt.topic_id
               JOIN chapter c ON c.chapter_id = t.chapter_id
               JOIN chapter_group g ON g.chapter_group_id = c.chapter_group_id
               WHERE pt.pricing_plan_id = p.pricing_plan_id ${topicFilter}
             ), '[]') AS eligible_topics,
             CASE WHEN pc.status = 'ACT'
               THEN json_build_object('pricingCategoryID', pc.pricing_category_id, 'categoryName', pc.category_name, 'description', pc.description)
             END AS pricing_category
      FROM pricing_plan p
      LEFT JOIN pricing_category pc ON pc.pricing_category_id = p.pricing_category_id
      WHERE (${!filter.activeOnly}::boolean OR p.status = 'ACT')
        AND (${filter.pricingPlanID ?? null}::uuid IS NULL OR p.pricing_plan_id = ${filter.pricingPlanID ?? null}::uuid)
      ORDER BY CASE WHEN ${filter.byCategory ?? false}::boolean AND pc.status = 'ACT' THEN pc.display_order END NULLS LAST,
               p.display_order, p.pricing_plan_id`.execute(this.db);
    return rows;
  }
}

function toPlan(row: PlanRow): PricingPlan {
  return {
    pricingPlanID: row.pricing_plan_id,
    planName: row.plan_name,
    description: row.description,
    price: row.price_cents / 100,
    periodCount: row.period_count,
    periodUnit: row.period_unit,
    status: row.status,
    displayOrder: row.display_order,
    eligibleTopics: row.eligible_topics,
    pricingCategoryID: row.pricing_category_id,
  };
}

function toPublicPlan(row: PlanRow): PublicPricingPlan {
  const { status: _status, displayOrder: _order, pricingCategoryID: _category, ...plan } = toPlan(row);
  return { ...plan, pricingCategory: row.pricing_category };
}
