import { Kysely, type Selectable, sql } from 'kysely';
import type { CatalogQueries, TopicPlace } from '@notebook/catalog';
import type {
  EligibleTopic,
  PricingPlan,
  PublicPricingCategory,
  PublicPricingPlan,
  ReaderSubscriptionDetails,
} from '@notebook/contracts';
import {
  type SubscriptionAccess,
  type UserDirectory,
  subscriptionAccess,
  subscriptionFactsOf,
} from '@notebook/identity';
import type { Database } from '@notebook/read-models';
import type { PricingPlanTable } from '../read-model/schema';

/** A plan with its topics' ids and, when its category is active, that category (as the public sees it). */
type OwnPlanRow = Selectable<PricingPlanTable> & {
  topic_ids: string[];
  pricing_category: PublicPricingCategory | null;
};
type PlanRow = Omit<OwnPlanRow, 'topic_ids'> & { eligible_topics: EligibleTopic[] };

/** What the plans ask the catalog (the eligible topics' names and order) and identity (the reader's subscription). */
export type PlanTopics = Pick<CatalogQueries, 'topicPlaces' | 'authorTopicIDsAmong'>;
export type PlanReaders = Pick<UserDirectory, 'subscriptionColumns'>;

/** Reads of the pricing-plans read model, shaped for the admin and public screens. */
export class PricingPlanQueries {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly catalog: PlanTopics,
    private readonly users: PlanReaders,
  ) {}

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
    const known = new Set(await this.catalog.authorTopicIDsAmong(topicIDs));
    return topicIDs.filter((id) => !known.has(id));
  }

  /** An active plan's terms, what a payment is computed from; undefined when unknown or retired. */
  planForSale(
    pricingPlanID: string,
  ): Promise<Pick<PricingPlanTable, 'plan_name' | 'price_cents' | 'period_count' | 'period_unit'> | undefined> {
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
  ): Promise<{
    access: SubscriptionAccess;
    pricingPlanID: string | null;
    periodEnd: Date | null;
    trialEndsAt: Date | null;
  }> {
    const facts = subscriptionFactsOf(await this.users.subscriptionColumns(readerID));
    return {
      access: subscriptionAccess(facts, now),
      pricingPlanID: facts.pricingPlanID,
      periodEnd: facts.periodEnd,
      trialEndsAt: facts.trialEndsAt,
    };
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

  private async plans(filter: {
    activeOnly: boolean;
    pricingPlanID?: string;
    activeTopicsOnly?: boolean;
    byCategory?: boolean;
  }): Promise<PlanRow[]> {
    const { rows } = await sql<OwnPlanRow>`
      SELECT p.*,
             coalesce((SELECT json_agg(pt.topic_id) FROM pricing_plan_topic pt WHERE pt.pricing_plan_id = p.pricing_plan_id), '[]') AS topic_ids,
             CASE WHEN pc.status = 'ACT'
               THEN json_build_object('pricingCategoryID', pc.pricing_category_id, 'categoryName', pc.category_name, 'description', pc.description)
             END AS pricing_category
      FROM pricing_plan p
      LEFT JOIN pricing_category pc ON pc.pricing_category_id = p.pricing_category_id
      WHERE (${!filter.activeOnly}::boolean OR p.status = 'ACT')
        AND (${filter.pricingPlanID ?? null}::uuid IS NULL OR p.pricing_plan_id = ${filter.pricingPlanID ?? null}::uuid)
      ORDER BY CASE WHEN ${filter.byCategory ?? false}::boolean AND pc.status = 'ACT' THEN pc.display_order END NULLS LAST,
               p.display_order, p.pricing_plan_id`.execute(this.db);
    const places = await this.catalog.topicPlaces(rows.flatMap((row) => row.topic_ids));
    const activeOnly = filter.activeOnly || (filter.activeTopicsOnly ?? false);
    return rows.map(({ topic_ids, ...plan }) => ({
      ...plan,
      eligible_topics: eligibleTopics(new Set(topic_ids), places, activeOnly),
    }));
  }
}

/** The plan's topics the catalog still has (only the active ones when asked), in the catalog's reading order. */
function eligibleTopics(topicIDs: Set<string>, places: TopicPlace[], activeOnly: boolean): EligibleTopic[] {
  return places
    .filter((place) => topicIDs.has(place.topicID) && (!activeOnly || place.active))
    .map((place) => ({ topicID: place.topicID, topicName: place.topicName, chapterName: place.chapterName }));
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
