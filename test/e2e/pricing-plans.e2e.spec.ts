import {
  ApiPaths,
  type LoggedInUser,
  Messages,
  type PricingPlan,
  Privileges,
  type PublicPricingPlan,
  type ReaderSubscriptionDetails,
} from '@notebook/contracts';
import { firstError, TestApi } from '../support/test-api';

/**
 * Pricing plans over HTTP: admins add and edit them with the topics each makes eligible; anyone
 * lists the active ones; a reader starts a plan's trial (reader/activateUnsubscription) and sees it
 * in getReaderSubscriptionDetails. What the plan then opens is in reading-access and search-access.
 */
let api: TestApi;
let admin: string;
let chapterID: string;
let topicA: string;
let topicB: string;
let hiddenTopic: string;

const { adminPricing } = ApiPaths;

beforeAll(async () => {
  api = await TestApi.start();
  admin = await api.adminToken();
  ({ chapterID } = await api.createChapter(admin, { chapterName: 'Respiratory' }));
  topicA = await api.addTopic(admin, chapterID, 'Asthma');
  topicB = await api.addTopic(admin, chapterID, 'COPD');
  hiddenTopic = await api.addTopic(admin, chapterID, 'Retired topic');
});
afterAll(() => api.stop());

describe('admins', () => {
  test('add a plan: price in dollars, period, eligible topics in reading order with their chapter', async () => {
    const plan = await api.createPricingPlan(admin, [topicB, topicA], {
      planName: '6 months',
      price: 249.5,
      periodCount: 6,
      description: 'Half a year',
    });
    expect(plan).toMatchObject({
      planName: '6 months',
      description: 'Half a year',
      price: 249.5,
      periodCount: 6,
      periodUnit: 'MONTH',
      status: 'ACT',
      eligibleTopics: [
        { topicID: topicA, topicName: 'Asthma', chapterName: 'Respiratory' },
        { topicID: topicB, topicName: 'COPD', chapterName: 'Respiratory' },
      ],
    });
    const listed = await api.ok<PricingPlan[]>(adminPricing.getPricingPlans, { token: admin, body: {} });
    expect(listed.find((p) => p.pricingPlanID === plan.pricingPlanID)).toEqual(plan);
    expect(
      await api.ok<PricingPlan>(adminPricing.getPricingPlan, {
        token: admin,
        body: { pricingPlanID: plan.pricingPlanID },
      }),
    ).toEqual(plan);
  });

  test('new plans come last; an edit changes terms and topics; an untouched save records nothing', async () => {
    const first = await api.createPricingPlan(admin, []);
    const second = await api.createPricingPlan(admin, [topicA]);
    expect(second.displayOrder).toBeGreaterThan(first.displayOrder);
    const body = {
      pricingPlanID: second.pricingPlanID,
      planName: 'Twelve months',
      price: 399,
      periodCount: 12,
      periodUnit: 'MONTH',
      eligibleTopicIDs: [topicB],
    };
    const response = await api.call<PricingPlan>(adminPricing.saveUpdatePricingPlan, { token: admin, body });
    expect(response.body).toMatchObject({
      status: 'SUCCESS',
      message: Messages.successfullySaved,
      result: { planName: 'Twelve months', price: 399, eligibleTopics: [{ topicID: topicB }] },
    });
    const events = await api.eventCount();
    await api.ok(adminPricing.saveUpdatePricingPlan, { token: admin, body });
    expect(await api.eventCount()).toBe(events);
  });

  test('bad input is a 400 naming the field, and records nothing', async () => {
    const readerTopic = await readerOwnTopic();
    const valid = {
      planName: 'Plan',
      price: 10,
      periodCount: 1,
      periodUnit: 'MONTH',
      eligibleTopicIDs: [] as string[],
    };
    const unknownID = '0190a0b0-0000-7000-8000-0000000000ff';
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ planName: '  ' }, 'planName', Messages.required],
      [{ planName: 'x'.repeat(101) }, 'planName', Messages.maxLength(100)],
      [{ price: -1 }, 'price', Messages.minValue(0)],
      [{ price: 1.234 }, 'price', Messages.decimals(2)],
      [{ price: undefined }, 'price', Messages.required],
      [{ price: '12' }, 'price', Messages.notANumber],
      [{ periodCount: 0 }, 'periodCount', Messages.minValue(1)],
      [{ periodCount: 1.5 }, 'periodCount', Messages.decimals(0)],
      [{ periodUnit: 'YEAR' }, 'periodUnit', 'Must be DAY, MONTH, HOUR or MINUTE'],
      [{ status: 'GONE' }, 'status', 'Must be ACT or INA'],
      [{ eligibleTopicIDs: [topicA, topicA] }, 'eligibleTopicIDs', 'A topic is listed twice'],
      [{ eligibleTopicIDs: ['not-an-id'] }, 'eligibleTopicIDs.0', 'Not a valid id'],
      [{ eligibleTopicIDs: [unknownID] }, 'eligibleTopicIDs', Messages.unknownTopic],
      [{ eligibleTopicIDs: [readerTopic] }, 'eligibleTopicIDs', Messages.unknownTopic],
    ];
    const events = await api.eventCount();
    for (const [change, field, message] of cases) {
      const response = await api.call(adminPricing.saveUpdatePricingPlan, {
        token: admin,
        body: { ...valid, ...change },
      });
      expect([response.status, firstError(response.body)]).toEqual([
        400,
        expect.objectContaining({ field, errorMessage: message }),
      ]);
    }
    const unknown = await api.call(adminPricing.saveUpdatePricingPlan, {
      token: admin,
      body: { ...valid, pricingPlanID: unknownID },
    });
    expect([unknown.status, firstError(unknown.body)]).toEqual([
      404,
      expect.objectContaining({ field: 'pricingPlanID', errorMessage: Messages.planNotFound }),
    ]);
    expect(await api.eventCount()).toBe(events);
  });

  test('viewing needs a pricing privilege; saving needs pricing add-edit; readers and visitors are refused', async () => {
    const plan = await api.createPricingPlan(admin, []);
    const viewer = await api.adminToken([Privileges.pricing.view]);
    const stranger = await api.adminToken([Privileges.topic.add]);
    const reader = await api.signedInReader('ACTIVE');
    expect((await api.call(adminPricing.getPricingPlans, { token: viewer, body: {} })).status).toBe(200);
    const save = {
      pricingPlanID: plan.pricingPlanID,
      planName: 'Renamed',
      price: 1,
      periodCount: 1,
      periodUnit: 'DAY',
    };
    expect((await api.call(adminPricing.saveUpdatePricingPlan, { token: viewer, body: save })).status).toBe(403);
    expect(
      (
        await api.call(adminPricing.updatePricingPlanStatus, {
          token: viewer,
          body: { pricingPlanID: plan.pricingPlanID, status: 'INA' },
        })
      ).status,
    ).toBe(403);
    expect((await api.call(adminPricing.getPricingPlans, { token: stranger, body: {} })).status).toBe(403);
    expect((await api.call(adminPricing.getPricingPlans, { token: reader.token, body: {} })).status).toBe(403);
    expect((await api.call(adminPricing.getPricingPlans, { body: {} })).status).toBe(401);
    expect(
      (
        await api.ok<PricingPlan>(adminPricing.getPricingPlan, {
          token: admin,
          body: { pricingPlanID: plan.pricingPlanID },
        })
      ).planName,
    ).toBe(plan.planName);
  });
});

describe('the public list', () => {
  test('shows active plans only, and of each only the topics visitors can see', async () => {
    const plan = await api.createPricingPlan(admin, [topicA, hiddenTopic], { planName: 'Listed plan' });
    const retired = await api.createPricingPlan(admin, [topicA], { planName: 'Retired plan' });
    await api.ok(adminPricing.updatePricingPlanStatus, {
      token: admin,
      body: { pricingPlanID: retired.pricingPlanID, status: 'INA' },
    });
    await api.ok(ApiPaths.adminChapter.updateTopicStatus, {
      token: admin,
      body: { topicID: hiddenTopic, status: 'INA' },
    });
    const response = await api.call<PublicPricingPlan[]>(ApiPaths.public.getAllPricingPlans, { method: 'GET' });
    expect(response.status).toBe(200);
    const plans = (response.body as { result: PublicPricingPlan[] }).result;
    expect(plans.map((p) => p.planName)).toContain('Listed plan');
    expect(plans.map((p) => p.planName)).not.toContain('Retired plan');
    const listed = plans.find((p) => p.pricingPlanID === plan.pricingPlanID)!;
    expect(listed.eligibleTopics.map((t) => t.topicName)).toEqual(['Asthma']);
    expect(listed).not.toHaveProperty('status');
    // Admins still see the retired topic on the plan, so they can take it off.
    const adminView = await api.ok<PricingPlan>(adminPricing.getPricingPlan, {
      token: admin,
      body: { pricingPlanID: plan.pricingPlanID },
    });
    expect(adminView.eligibleTopics.map((t) => t.topicName)).toEqual(['Asthma', 'Retired topic']);
  });
});

describe('a reader starting a trial (reader/activateUnsubscription)', () => {
  test('holds the plan, unsubscribed: the logged-in user says so, and so do the subscription details', async () => {
    const plan = await api.createPricingPlan(admin, [topicA], { planName: 'Trial plan' });
    const reader = await api.signedInReader();
    const before = await api.ok<ReaderSubscriptionDetails>(ApiPaths.reader.getReaderSubscriptionDetails, {
      token: reader.token,
      method: 'GET',
    });
    expect(before).toEqual({ status: null, pricingPlan: null, periodEnd: null, trialEndsAt: null, renews: false });
    const response = await api.call<LoggedInUser>(ApiPaths.reader.activateUnsubscription, {
      token: reader.token,
      body: { pricingPlanID: plan.pricingPlanID },
    });
    expect(response.body).toMatchObject({
      status: 'SUCCESS',
      message: Messages.planActivated,
      result: { hasActiveSubscription: false, unSubscribedPlan: true, hasPricePlanSubscribed: true },
    });
    const details = await api.ok<ReaderSubscriptionDetails>(ApiPaths.reader.getReaderSubscriptionDetails, {
      token: reader.token,
      method: 'GET',
    });
    expect(details).toMatchObject({
      status: 'UNSUBSCRIBED',
      pricingPlan: { pricingPlanID: plan.pricingPlanID, planName: 'Trial plan', eligibleTopics: [{ topicID: topicA }] },
      periodEnd: null,
      renews: false,
    });
    // The trial lasts FREE_TRIAL_DAYS (7) from now.
    expect(Date.parse(details.trialEndsAt!) - Date.now()).toBeGreaterThan(7 * 86_400_000 - 60_000);
    expect(Date.parse(details.trialEndsAt!) - Date.now()).toBeLessThanOrEqual(7 * 86_400_000);
    const events = await api.eventCount();
    await api.ok(ApiPaths.reader.activateUnsubscription, {
      token: reader.token,
      body: { pricingPlanID: plan.pricingPlanID },
    });
    expect(await api.eventCount()).toBe(events);
  });

  test('is refused for an active subscriber (409), an unknown or retired plan (404), bad input (400), admins (403), visitors (401)', async () => {
    const plan = await api.createPricingPlan(admin, [topicA]);
    const retired = await api.createPricingPlan(admin, [topicA]);
    await api.ok(adminPricing.updatePricingPlanStatus, {
      token: admin,
      body: { pricingPlanID: retired.pricingPlanID, status: 'INA' },
    });
    const subscriber = await api.signedInReader('ACTIVE');
    const reader = await api.signedInReader();
    const events = await api.eventCount();
    const call = (body: unknown, token?: string) => api.call(ApiPaths.reader.activateUnsubscription, { token, body });
    const conflict = await call({ pricingPlanID: plan.pricingPlanID }, subscriber.token);
    expect([conflict.status, firstError(conflict.body)?.errorMessage]).toEqual([409, Messages.alreadySubscribed]);
    const gone = await call({ pricingPlanID: retired.pricingPlanID }, reader.token);
    expect([gone.status, firstError(gone.body)]).toEqual([
      404,
      expect.objectContaining({ field: 'pricingPlanID', errorMessage: Messages.planNotFound }),
    ]);
    const bad = await call({ pricingPlanID: 'nope' }, reader.token);
    expect([bad.status, firstError(bad.body)?.field]).toEqual([400, 'pricingPlanID']);
    expect((await call({ pricingPlanID: plan.pricingPlanID }, admin)).status).toBe(403);
    expect((await call({ pricingPlanID: plan.pricingPlanID })).status).toBe(401);
    expect(await api.eventCount()).toBe(events);
  });

  test('a plan retired later stays with the readers who hold it', async () => {
    const plan = await api.createPricingPlan(admin, [topicA], { planName: 'Kept plan' });
    const reader = await api.readerOnPlanTrial(plan.pricingPlanID);
    await api.ok(adminPricing.updatePricingPlanStatus, {
      token: admin,
      body: { pricingPlanID: plan.pricingPlanID, status: 'INA' },
    });
    const details = await api.ok<ReaderSubscriptionDetails>(ApiPaths.reader.getReaderSubscriptionDetails, {
      token: reader.token,
      method: 'GET',
    });
    expect(details.pricingPlan?.planName).toBe('Kept plan');
  });
});

/** A reader's own topic: never eligible for a plan. */
async function readerOwnTopic(): Promise<string> {
  const reader = await api.signedInReader('ACTIVE');
  const topic = await api.ok<{ topicID: string }>(ApiPaths.reader.addTopicToChapter, {
    token: reader.token,
    body: { chapterID, topicName: 'My own topic' },
  });
  return topic.topicID;
}
