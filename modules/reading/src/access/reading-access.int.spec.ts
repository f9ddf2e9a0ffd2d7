import { sql } from 'kysely';
import { TestDatabase, createTestDatabase } from '../../../../test/support/test-database';
import { type Access, type AccessFacts, type Viewer, ANONYMOUS, accessOf, accessTo } from './reading-access';

/**
 * One table of cases for the reading-access policy. The SQL fragment (against PostgreSQL, with a
 * real `pricing_plan_topic` row) and its TypeScript twin must both give every cell.
 */
const PLAN = '0190b000-0000-7000-8000-00000000a001';
const OWNER = '0190b000-0000-7000-8000-00000000b001';
const TOPIC = {
  free: '0190b000-0000-7000-8000-00000000c001',
  paid: '0190b000-0000-7000-8000-00000000c002',
  inPlan: '0190b000-0000-7000-8000-00000000c003',
};

const callers: Record<string, Viewer> = {
  anonymous: ANONYMOUS,
  'unsubscribed reader': { readerID: OWNER, subscribed: false, pricingPlanID: null },
  'trial reader with the plan': {
    readerID: '0190b000-0000-7000-8000-00000000b002',
    subscribed: false,
    pricingPlanID: PLAN,
  },
  'subscribed reader': { readerID: '0190b000-0000-7000-8000-00000000b003', subscribed: true, pricingPlanID: PLAN },
  'other reader': { readerID: '0190b000-0000-7000-8000-00000000b004', subscribed: false, pricingPlanID: null },
};

type Item = { listed: boolean; freeContent: boolean; topicID: string; readerOwners: Array<string | null> };
const items: Record<string, Item> = {
  free: { listed: true, freeContent: true, topicID: TOPIC.free, readerOwners: [null] },
  paid: { listed: true, freeContent: false, topicID: TOPIC.paid, readerOwners: [null] },
  'plan-eligible': { listed: true, freeContent: false, topicID: TOPIC.inPlan, readerOwners: [null] },
  // The unsubscribed reader's own READER lesson (or note) in a paid author topic.
  'own READER': { listed: true, freeContent: false, topicID: TOPIC.paid, readerOwners: [null, OWNER] },
  unpublished: { listed: false, freeContent: true, topicID: TOPIC.free, readerOwners: [null] },
};

// caller → item → access
const expected: Record<string, Record<string, Access>> = {
  anonymous: { free: 'open', paid: 'locked', 'plan-eligible': 'locked', 'own READER': 'hidden', unpublished: 'hidden' },
  'unsubscribed reader': {
    free: 'open',
    paid: 'locked',
    'plan-eligible': 'locked',
    'own READER': 'open',
    unpublished: 'hidden',
  },
  'trial reader with the plan': {
    free: 'open',
    paid: 'locked',
    'plan-eligible': 'open',
    'own READER': 'hidden',
    unpublished: 'hidden',
  },
  'subscribed reader': {
    free: 'open',
    paid: 'open',
    'plan-eligible': 'open',
    'own READER': 'hidden',
    unpublished: 'hidden',
  },
  'other reader': {
    free: 'open',
    paid: 'locked',
    'plan-eligible': 'locked',
    'own READER': 'hidden',
    unpublished: 'hidden',
  },
};

const cases = Object.entries(expected).flatMap(([caller, row]) =>
  Object.entries(row).map(([item, access]) => [caller, item, access] as const),
);

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ poolSize: 2 });
  await database.db
    .insertInto('pricing_plan_topic')
    .values({ pricing_plan_id: PLAN, topic_id: TOPIC.inPlan })
    .execute();
});
afterAll(() => database.drop());

test.each(cases)('%s, %s item: %s (SQL)', async (caller, itemName, access) => {
  const item = items[itemName]!;
  const columns = {
    listed: sql`${item.listed}::boolean`,
    freeContent: sql`${item.freeContent}::boolean`,
    topicID: sql`${item.topicID}::uuid`,
    readerOwners: item.readerOwners.map((owner) => sql`${owner}::uuid`),
  };
  const { rows } = await sql<{ access: Access }>`SELECT ${accessTo(callers[caller]!, columns)} AS access`.execute(
    database.db,
  );
  expect(rows[0]!.access).toBe(access);
});

test.each(cases)('%s, %s item: %s (TypeScript)', (caller, itemName, access) => {
  const viewer = callers[caller]!;
  const item = items[itemName]!;
  // What the queries load with the item: whether its topic is in the viewer's plan.
  const facts: AccessFacts = {
    ...item,
    eligibleForPlan: viewer.pricingPlanID === PLAN && item.topicID === TOPIC.inPlan,
  };
  expect(accessOf(viewer, facts)).toBe(access);
});

test('the policy never answers null, even for a visitor on an item with unknown owners', async () => {
  const columns = {
    listed: sql`true`,
    freeContent: sql`false`,
    topicID: sql`${TOPIC.paid}::uuid`,
    readerOwners: [sql`NULL::uuid`],
  };
  const { rows } = await sql<{ access: Access }>`SELECT ${accessTo(ANONYMOUS, columns)} AS access`.execute(database.db);
  expect(rows[0]!.access).toBe('locked');
});
