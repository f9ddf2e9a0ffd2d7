import {
  ApiPaths,
  Messages,
  type PricingCategory,
  type PricingPlan,
  type PricingTerm,
  Privileges,
  type PublicPricingPlan,
  type PublicPricingTerm,
} from '@notebook/contracts';
import { firstError, TestApi } from '../support/test-api';

/**
 * Pricing categories and terms over HTTP (issue 17): admins add, edit, retire and order them; a plan
 * is filed under a category and the public list comes grouped in the categories' order; readers and
 * visitors read the active terms, in order, before paying.
 */
let api: TestApi;
let admin: string;
let topicID: string;

const { adminPricing } = ApiPaths;

beforeAll(async () => {
  api = await TestApi.start();
  admin = await api.adminToken();
  ({ topicID } = await api.createTopic(admin, { topicName: 'Asthma' }));
});
afterAll(() => api.stop());

const saveCategory = (body: Record<string, unknown>, token = admin) =>
  api.ok<PricingCategory>(adminPricing.saveUpdatePricingCategory, { token, body });
const saveTerm = (body: Record<string, unknown>, token = admin) =>
  api.ok<PricingTerm>(adminPricing.saveUpdatePricingTerm, { token, body });
const categories = () => api.ok<PricingCategory[]>(adminPricing.getPricingCategories, { token: admin, body: {} });
const terms = () => api.ok<PricingTerm[]>(adminPricing.getPricingTerms, { token: admin, body: {} });
const publicPlans = () => api.ok<PublicPricingPlan[]>(ApiPaths.public.getAllPricingPlans, { method: 'GET' });
const publicTerms = () => api.ok<PublicPricingTerm[]>(ApiPaths.public.getPricingTerms, { method: 'GET' });

async function refused(
  path: Parameters<TestApi['call']>[0],
  body: unknown,
  token = admin,
): Promise<[number, string | undefined, string | undefined]> {
  const response = await api.call(path, { token, body });
  const error = firstError(response.body);
  return [response.status, error?.errorMessage, error?.field];
}

describe('pricing categories', () => {
  test('plans filed under categories are listed publicly in the categories’ order, then plans without one; retiring a category drops its heading', async () => {
    const sitting = await saveCategory({ categoryName: 'One exam sitting', description: 'The next AKT or KFP' });
    const full = await saveCategory({ categoryName: 'Full preparation' });
    expect(sitting).toMatchObject({
      categoryName: 'One exam sitting',
      description: 'The next AKT or KFP',
      status: 'ACT',
      planCount: 0,
    });
    expect(full.displayOrder).toBeGreaterThan(sitting.displayOrder);

    const twelve = await api.createPricingPlan(admin, [topicID], {
      planName: '12 months',
      pricingCategoryID: full.pricingCategoryID,
    });
    const unfiled = await api.createPricingPlan(admin, [topicID], { planName: 'Weekly' });
    const three = await api.createPricingPlan(admin, [topicID], {
      planName: '3 months',
      pricingCategoryID: sitting.pricingCategoryID,
    });
    expect(twelve.pricingCategoryID).toBe(full.pricingCategoryID);
    expect(unfiled.pricingCategoryID).toBeNull();
    expect((await categories()).map((c) => [c.categoryName, c.planCount])).toEqual([
      ['One exam sitting', 1],
      ['Full preparation', 1],
    ]);

    const grouped = (plans: PublicPricingPlan[]) =>
      plans.map((plan) => [plan.planName, plan.pricingCategory?.categoryName ?? null]);
    expect(grouped(await publicPlans())).toEqual([
      ['3 months', 'One exam sitting'],
      ['12 months', 'Full preparation'],
      ['Weekly', null],
    ]);
    expect((await publicPlans())[0]!.pricingCategory).toEqual({
      pricingCategoryID: sitting.pricingCategoryID,
      categoryName: 'One exam sitting',
      description: 'The next AKT or KFP',
    });

    const reordered = await api.call<PricingCategory[]>(adminPricing.updatePricingCategoryDisplayOrder, {
      token: admin,
      body: { pricingCategoryIDs: [full.pricingCategoryID, sitting.pricingCategoryID] },
    });
    expect(reordered.body).toMatchObject({
      status: 'SUCCESS',
      message: Messages.successfullyUpdated,
      result: [{ categoryName: 'Full preparation' }, { categoryName: 'One exam sitting' }],
    });
    expect(grouped(await publicPlans())).toEqual([
      ['12 months', 'Full preparation'],
      ['3 months', 'One exam sitting'],
      ['Weekly', null],
    ]);

    // Moving a plan to another category, and retiring a category: its plans stay on sale, without its heading.
    await api.ok(adminPricing.saveUpdatePricingPlan, {
      token: admin,
      body: {
        pricingPlanID: three.pricingPlanID,
        planName: '3 months',
        price: 149,
        periodCount: 3,
        periodUnit: 'MONTH',
        pricingCategoryID: full.pricingCategoryID,
      },
    });
    await api.ok(adminPricing.updatePricingCategoryStatus, {
      token: admin,
      body: { pricingCategoryID: sitting.pricingCategoryID, status: 'INA' },
    });
    await api.ok(adminPricing.updatePricingCategoryStatus, {
      token: admin,
      body: { pricingCategoryID: full.pricingCategoryID, status: 'INA' },
    });
    expect(grouped(await publicPlans())).toEqual([
      ['12 months', null],
      ['Weekly', null],
      ['3 months', null],
    ]);
    expect((await categories()).map((c) => [c.categoryName, c.status, c.planCount])).toEqual([
      ['Full preparation', 'INA', 2],
      ['One exam sitting', 'INA', 0],
    ]);
  });

  test('an edit renames; an untouched save records nothing; a plan cannot be filed under an unknown category', async () => {
    const category = await saveCategory({ categoryName: 'Sprint' });
    const body = {
      pricingCategoryID: category.pricingCategoryID,
      categoryName: 'Final sprint',
      description: 'Last four weeks',
    };
    expect(await saveCategory(body)).toMatchObject({ categoryName: 'Final sprint', description: 'Last four weeks' });
    const events = await api.eventCount();
    await saveCategory(body);
    expect(await api.eventCount()).toBe(events);
    expect(
      await refused(adminPricing.saveUpdatePricingPlan, {
        planName: 'Lost',
        price: 10,
        periodCount: 1,
        periodUnit: 'MONTH',
        pricingCategoryID: '0190b000-0000-7000-8000-000000000001',
      }),
    ).toEqual([404, Messages.pricingCategoryNotFound, 'pricingCategoryID']);
    expect(
      await api.ok<PricingCategory>(adminPricing.getPricingCategory, {
        token: admin,
        body: { pricingCategoryID: category.pricingCategoryID },
      }),
    ).toMatchObject({
      categoryName: 'Final sprint',
    });
    expect(await api.eventCount()).toBe(events);
  });

  test('bad input: a missing or long name, an order that leaves a category out or names one twice, an unknown category; nothing recorded', async () => {
    const current = (await categories()).map((c) => c.pricingCategoryID);
    const events = await api.eventCount();
    expect(await refused(adminPricing.saveUpdatePricingCategory, { categoryName: '  ' })).toEqual([
      400,
      Messages.required,
      'categoryName',
    ]);
    expect(await refused(adminPricing.saveUpdatePricingCategory, { categoryName: 'x'.repeat(101) })).toEqual([
      400,
      Messages.maxLength(100),
      'categoryName',
    ]);
    expect(
      await refused(adminPricing.updatePricingCategoryDisplayOrder, { pricingCategoryIDs: current.slice(1) }),
    ).toEqual([400, Messages.newOrderListsEveryItem, 'pricingCategoryIDs']);
    expect(
      await refused(adminPricing.updatePricingCategoryDisplayOrder, {
        pricingCategoryIDs: [current[0], ...current.slice(0, -1)],
      }),
    ).toEqual([400, Messages.newOrderListsEveryItem, 'pricingCategoryIDs']);
    const unknown = '0190b000-0000-7000-8000-000000000002';
    expect(
      await refused(adminPricing.updatePricingCategoryStatus, { pricingCategoryID: unknown, status: 'INA' }),
    ).toEqual([404, Messages.pricingCategoryNotFound, 'pricingCategoryID']);
    expect(await refused(adminPricing.getPricingCategory, { pricingCategoryID: unknown })).toEqual([
      404,
      Messages.pricingCategoryNotFound,
      'pricingCategoryID',
    ]);
    expect(await api.eventCount()).toBe(events);
  });
});

describe('pricing terms', () => {
  test('admins write terms in rich text (unsafe markup removed), order and retire them; anyone reads the active ones in order, each at its version', async () => {
    const renewal = await saveTerm({
      title: 'Renewal',
      content: '<p>Renews each period.</p><img src=x onerror="alert(1)"><script>alert(1)</script>',
    });
    const refunds = await saveTerm({ title: 'Refunds', content: '<p>Within <strong>14 days</strong>.</p>' });
    const retired = await saveTerm({ title: 'Old term', content: '<p>Gone.</p>', status: 'INA' });
    expect(renewal.content).not.toMatch(/script|onerror/);
    expect(renewal.content).toContain('<p>Renews each period.</p>');
    expect(await publicTerms()).toEqual([
      { pricingTermID: renewal.pricingTermID, title: 'Renewal', content: renewal.content, version: 1 },
      {
        pricingTermID: refunds.pricingTermID,
        title: 'Refunds',
        content: '<p>Within <strong>14 days</strong>.</p>',
        version: 1,
      },
    ]);

    await api.ok(adminPricing.updatePricingTermDisplayOrder, {
      token: admin,
      body: { pricingTermIDs: [retired.pricingTermID, refunds.pricingTermID, renewal.pricingTermID] },
    });
    expect((await terms()).map((term) => term.title)).toEqual(['Old term', 'Refunds', 'Renewal']);
    expect((await publicTerms()).map((term) => term.title)).toEqual(['Refunds', 'Renewal']);

    await api.ok(adminPricing.updatePricingTermStatus, {
      token: admin,
      body: { pricingTermID: refunds.pricingTermID, status: 'INA' },
    });
    const edited = await saveTerm({
      pricingTermID: renewal.pricingTermID,
      title: 'Renewal and cancelling',
      content: '<p>Cancel any time.</p>',
    });
    expect(edited).toMatchObject({
      title: 'Renewal and cancelling',
      content: '<p>Cancel any time.</p>',
      status: 'ACT',
    });
    // Reordering and retiring leave a term's version; editing its title or text moves it on.
    expect(await publicTerms()).toEqual([
      {
        pricingTermID: renewal.pricingTermID,
        title: 'Renewal and cancelling',
        content: '<p>Cancel any time.</p>',
        version: 2,
      },
    ]);
  });

  test('bad input: blank content (markup only), a missing title, an unknown term; nothing recorded', async () => {
    const events = await api.eventCount();
    expect(
      await refused(adminPricing.saveUpdatePricingTerm, { title: 'Empty', content: '<p> </p><script>x</script>' }),
    ).toEqual([400, Messages.required, 'content']);
    expect(await refused(adminPricing.saveUpdatePricingTerm, { content: '<p>Text</p>' })).toEqual([
      400,
      Messages.required,
      'title',
    ]);
    const unknown = '0190b000-0000-7000-8000-000000000003';
    expect(
      await refused(adminPricing.saveUpdatePricingTerm, { pricingTermID: unknown, title: 'T', content: '<p>C</p>' }),
    ).toEqual([404, Messages.pricingTermNotFound, 'pricingTermID']);
    expect(await api.eventCount()).toBe(events);
  });
});

describe('access', () => {
  test('pricing view reads categories and terms; saving needs pricing add-edit; readers are refused; the public terms are open to visitors', async () => {
    const viewer = await api.adminToken([Privileges.pricing.view]);
    const editor = await api.adminToken([Privileges.pricing.addEdit]);
    const reader = await api.signedInReader();
    expect((await api.call(adminPricing.getPricingCategories, { token: viewer, body: {} })).status).toBe(200);
    expect((await api.call(adminPricing.getPricingTerms, { token: viewer, body: {} })).status).toBe(200);
    expect(
      (await api.call(adminPricing.saveUpdatePricingCategory, { token: viewer, body: { categoryName: 'No' } })).status,
    ).toBe(403);
    expect(
      (
        await api.call(adminPricing.saveUpdatePricingTerm, {
          token: viewer,
          body: { title: 'No', content: '<p>No</p>' },
        })
      ).status,
    ).toBe(403);
    expect(
      (await api.call(adminPricing.saveUpdatePricingCategory, { token: editor, body: { categoryName: 'Yes' } })).status,
    ).toBe(200);
    expect((await api.call(adminPricing.getPricingTerms, { token: reader.token, body: {} })).status).toBe(403);
    expect((await api.call(adminPricing.getPricingTerms, { body: {} })).status).toBe(401);
    expect((await api.call(ApiPaths.public.getPricingTerms, { method: 'GET' })).status).toBe(200);
    const plans: PricingPlan[] = await api.ok(adminPricing.getPricingPlans, { token: viewer, body: {} });
    expect(plans.every((plan) => 'pricingCategoryID' in plan)).toBe(true);
  });
});
