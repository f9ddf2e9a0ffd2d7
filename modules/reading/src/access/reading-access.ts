import { type RawBuilder, sql } from 'kysely';
import { planOpensTopic } from '@notebook/billing';
import type { MockExamAudience } from '@notebook/contracts';
import { type Actor, type AuthenticatedUser, actorOf } from '@notebook/kernel';

/**
 * THE reading-access policy: who may see, and who may open, a topic, lesson or note (spec section 6,
 * ARCHITECTURE.md section 6). Written once, as a SQL fragment builder for queries and as its
 * TypeScript twin for answers already loaded; `reading-access.int.spec.ts` holds both to one table
 * of cases against PostgreSQL. Every module that shows study content uses these (reading calls,
 * reader study, annotations, PDFs, search; next practice, mock exams and webinars): a module never
 * writes its own "free or subscribed or ..." again.
 *
 * - hidden: the item is not listed (inactive or unpublished, itself or above it) or it, or what
 *   holds it, is another reader's READER item. The calls answer 404, as for an unknown id.
 * - open: the topic is free content, or the viewer holds an active subscription, or the topic is
 *   eligible for the viewer's pricing plan (the trial), or the item or what holds it is the
 *   viewer's own READER item.
 * - locked: otherwise; titles only, the content is not even selected.
 *
 * Beyond single items, the same module decides what a reader's plan opens to them:
 * - sitting a mock exam (`maySitMockExam`): an ALL_READERS exam to every reader, any other only to a
 *   reader on a plan (a paid period or a running trial);
 * - shaping their own study (`mayShapeOwnStudy`: adding, renaming, moving their own topics and
 *   lessons): only a reader on a plan.
 */

/**
 * Who is reading: a reader (with or without an active subscription, holding a pricing plan or not)
 * or an anonymous visitor.
 */
export type Viewer = { readerID: string | null; subscribed: boolean; pricingPlanID: string | null };

export const ANONYMOUS: Viewer = { readerID: null, subscribed: false, pricingPlanID: null };

/** Admins reading the public pages are treated as visitors: they preview content in the admin screens. */
export function viewerOf(user: AuthenticatedUser | undefined): Viewer {
  return user?.userType === 'READER'
    ? { readerID: user.userId, subscribed: user.hasActiveSubscription, pricingPlanID: user.pricingPlanID ?? null }
    : ANONYMOUS;
}

/** A signed-in reader as a reading service needs them: who records the events, and what they may open. */
export type ReaderCaller = { readerID: string; actor: Actor; viewer: Viewer };

export function readerCallerOf(user: AuthenticatedUser): ReaderCaller {
  return { readerID: user.userId, actor: actorOf(user), viewer: viewerOf(user) };
}

export type Access = 'hidden' | 'locked' | 'open';

/**
 * What the policy needs to know of one item, in TypeScript. `readerOwners`: for the item and each
 * item holding it (note, lesson, topic), the reader owning it when it is a READER item, else null.
 */
export type AccessFacts = {
  listed: boolean;
  freeContent: boolean;
  eligibleForPlan: boolean;
  readerOwners: ReadonlyArray<string | null>;
};

/** The same facts as SQL expressions over the caller's own tables and aliases. */
export type AccessColumns = {
  listed: RawBuilder<unknown>;
  freeContent: RawBuilder<unknown>;
  /** The topic that holds the item: billing says whether the viewer's pricing plan opens it. */
  topicID: RawBuilder<unknown>;
  readerOwners: ReadonlyArray<RawBuilder<unknown>>;
};

/**
 * What a reader's plan stands at, as the identity module reports it (LoggedInUser): a paid period
 * running, or the unsubscribed trial of a plan.
 */
export type PlanStanding = { hasActiveSubscription: boolean; unSubscribedPlan: boolean };

/** A viewer's standing as their token carries it: it names a pricing plan only while that plan's trial runs. */
export function planStandingOf(viewer: Viewer): PlanStanding {
  return { hasActiveSubscription: viewer.subscribed, unSubscribedPlan: viewer.pricingPlanID !== null };
}

/** On a plan: paying, or on a plan's trial. A reader who never chose a plan, or whose trial ended unpaid, is not. */
export function onAPlan(standing: PlanStanding): boolean {
  return standing.hasActiveSubscription || standing.unSubscribedPlan;
}

/** A subscribed viewer may open every item listed to them, whatever its topic (search ranks them on one index). */
export function opensEveryListedItem(viewer: Viewer): boolean {
  return viewer.subscribed;
}

/** May the reader sit (and see in their list) a mock exam meant for `audience` (spec: mock exams). */
export function maySitMockExam(viewer: Viewer, audience: MockExamAudience): boolean {
  return audience === 'ALL_READERS' || onAPlan(planStandingOf(viewer));
}

/**
 * May the reader add, rename and move their own topics and lessons (spec section 6). Removing them,
 * marks, bookmarks and personal notes need no plan: those are the reader's data (marks and bookmarks
 * only on a lesson the reader may open).
 */
export function mayShapeOwnStudy(standing: PlanStanding): boolean {
  return onAPlan(standing);
}

/** May the viewer see the item at all (TypeScript). */
export function mayList(viewer: Viewer, item: Pick<AccessFacts, 'listed' | 'readerOwners'>): boolean {
  return item.listed && item.readerOwners.every((owner) => owner === null || owner === viewer.readerID);
}

/** May the viewer read the item's content, given that it is listed for them (TypeScript). */
export function mayOpen(viewer: Viewer, item: Omit<AccessFacts, 'listed'>): boolean {
  return (
    item.freeContent ||
    opensEveryListedItem(viewer) ||
    item.eligibleForPlan ||
    (viewer.readerID !== null && item.readerOwners.includes(viewer.readerID))
  );
}

export function accessOf(viewer: Viewer, item: AccessFacts): Access {
  if (!mayList(viewer, item)) return 'hidden';
  return mayOpen(viewer, item) ? 'open' : 'locked';
}

/** SQL: the topic `topicID` is eligible for the viewer's pricing plan (false without a plan), as billing keeps the plans. */
export const eligibleForPlan = planOpensTopic;

/** SQL twin of `mayList`: never null. */
export function listedTo(viewer: Viewer, columns: Pick<AccessColumns, 'listed' | 'readerOwners'>): RawBuilder<boolean> {
  const owners = columns.readerOwners.map((owner) => sql`(${owner} IS NULL OR ${owner} = ${viewer.readerID}::uuid)`);
  return sql<boolean>`coalesce(${sql.join([columns.listed, ...owners], sql` AND `)}, false)`;
}

/** SQL twin of `mayOpen`: never null. */
export function openTo(viewer: Viewer, columns: Omit<AccessColumns, 'listed'>): RawBuilder<boolean> {
  const own =
    viewer.readerID === null || columns.readerOwners.length === 0
      ? sql`false`
      : sql.join(
          columns.readerOwners.map((owner) => sql`${owner} = ${viewer.readerID}::uuid`),
          sql` OR `,
        );
  return sql<boolean>`coalesce(${columns.freeContent} OR ${opensEveryListedItem(viewer)}::boolean OR ${eligibleForPlan(viewer.pricingPlanID, columns.topicID)} OR ${own}, false)`;
}

/** SQL twin of `accessOf`. */
export function accessTo(viewer: Viewer, columns: AccessColumns): RawBuilder<Access> {
  return sql<Access>`CASE WHEN NOT ${listedTo(viewer, columns)} THEN 'hidden' WHEN ${openTo(viewer, columns)} THEN 'open' ELSE 'locked' END`;
}
