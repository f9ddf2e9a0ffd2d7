import {
  ApiPaths,
  Messages,
  type Paged,
  Privileges,
  type PublicWebinar,
  type ReaderWebinar,
  type SaveWebinarRequest,
  type Webinar,
  type PublicWebinarCategory,
  type WebinarCategory,
} from '@notebook/contracts';
import type { SeedContext } from '@notebook/kernel';
import { webinarsSeed } from '../../modules/webinars/src/seed/webinars.seed';
import { firstError, TestApi } from '../support/test-api';

/**
 * Webinars over HTTP (issue 26, stage 1): admins keep categories and webinars; the public sees the
 * past and next webinars without links; a reader on a plan (subscribed or on a trial) gets the join
 * link of an upcoming webinar and the recording of a past one, a reader without a plan is told why
 * not. Bad input answers 400 and records nothing.
 */
let api: TestApi;
let admin: string;
let categoryID: string;
let past: Webinar;
let upcoming: Webinar;

const { adminWebinar } = ApiPaths;
const HOUR = 3_600_000;
const at = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

const webinarBody = (overrides: Partial<SaveWebinarRequest> = {}): SaveWebinarRequest => ({
  webinarName: 'Chest pain in general practice: the KFP approach',
  webinarCategoryID: categoryID,
  presenter: 'Dr Priya Raman',
  description: '<p>Red flags first.</p><script>alert(1)</script>',
  startsAt: at(72),
  durationMinutes: 60,
  joinLink: 'https://meet.example.com/chest-pain',
  ...overrides,
});
const saveWebinar = (body: SaveWebinarRequest, token = admin) =>
  api.ok<Webinar>(adminWebinar.saveUpdateWebinar, { token, body });
const inCategory = { webinarCategoryID: '' };

beforeAll(async () => {
  api = await TestApi.start();
  admin = await api.adminToken([Privileges.webinar.addEdit]);
  const category = await api.ok<WebinarCategory>(adminWebinar.saveUpdateWebinarCategory, {
    token: await api.adminToken([]),
    body: { categoryType: 'CCE', categoryCode: 'CCE 2025.2', categoryName: 'CCE 2025.2', displayOrder: 2 },
  });
  categoryID = category.webinarCategoryID;
  inCategory.webinarCategoryID = categoryID;
  past = await saveWebinar(
    webinarBody({
      webinarName: 'AKT review: paediatric fever',
      startsAt: at(-72),
      recordingLink: 'https://video.example.com/fever',
      bannerSlug: 'paediatric-fever',
    }),
  );
  upcoming = await saveWebinar(webinarBody({ bannerSlug: 'chest-pain-kfp' }));
});
afterAll(() => api.stop());

describe('admins', () => {
  test('a category needs only the admin type: saved, listed, renamed and made inactive, made active', async () => {
    const token = await api.adminToken([]);
    const saved = await api.success<WebinarCategory>(adminWebinar.saveUpdateWebinarCategory, {
      token,
      body: { categoryType: 'AKT', categoryCode: '2025.2', categoryName: 'AKT 2025.2', displayOrder: 1 },
    });
    expect(saved.message).toBe(Messages.successfullySaved);
    expect(saved.result).toMatchObject({ categoryCode: '2025.2', categoryType: 'AKT', status: 'ACT' });
    const { webinarCategoryID } = saved.result;
    const listed = await api.ok<WebinarCategory[]>(adminWebinar.getWebinarCategories, { token, body: {} });
    expect(listed.map((category) => category.categoryName)).toEqual(['AKT 2025.2', 'CCE 2025.2']);
    const renamed = await api.ok<WebinarCategory>(adminWebinar.saveUpdateWebinarCategory, {
      token,
      body: { ...saved.result, categoryName: 'AKT second half', status: 'INA' },
    });
    expect(renamed).toMatchObject({ categoryName: 'AKT second half', status: 'INA' });
    const active = await api.ok<WebinarCategory>(adminWebinar.updateWebinarCategoryStatus, {
      token,
      body: { webinarCategoryID, status: 'ACT' },
    });
    expect(active.status).toBe('ACT');
  });

  test('a saved webinar answers with its category, a sanitised description and its end', () => {
    expect(upcoming).toMatchObject({
      categoryName: 'CCE 2025.2',
      categoryCode: 'CCE 2025.2',
      description: '<p>Red flags first.</p>',
      durationMinutes: 60,
      bannerSlug: 'chest-pain-kfp',
      recordingLink: null,
      status: 'ACT',
    });
    expect(Date.parse(upcoming.endsAt) - Date.parse(upcoming.startsAt)).toBe(HOUR);
  });

  test('the paged list is newest start first, filtered by category and period; one webinar by id', async () => {
    const page = await api.ok<Paged<Webinar>>(adminWebinar.getPagedWebinars, { token: admin, body: inCategory });
    expect(page.pageData.map((webinar) => webinar.webinarID)).toEqual([upcoming.webinarID, past.webinarID]);
    const period = await api.ok<Paged<Webinar>>(adminWebinar.getPagedWebinars, {
      token: admin,
      body: { ...inCategory, startsFrom: at(-100), startsBefore: at(0) },
    });
    expect(period).toEqual({ pageData: [past], totalNoOfRecords: 1 });
    const viewer = await api.adminToken([Privileges.webinar.view]);
    const one = await api.ok<Webinar>(adminWebinar.getWebinarByID, {
      token: viewer,
      query: { webinarID: past.webinarID },
    });
    expect(one).toEqual(past);
  });

  test('an inactive webinar leaves the public lists and pages', async () => {
    const hidden = await saveWebinar(webinarBody({ webinarName: 'Soon hidden', startsAt: at(24) }));
    await api.ok(adminWebinar.updateWebinarStatus, {
      token: admin,
      body: { webinarID: hidden.webinarID, status: 'INA' },
    });
    const next = await api.ok<Paged<PublicWebinar>>(ApiPaths.public.getNextWebinarsPublic, { body: inCategory });
    expect(next.pageData.map((webinar) => webinar.webinarID)).not.toContain(hidden.webinarID);
    const details = await api.call(ApiPaths.public.getWebinarDetails, { query: { webinarID: hidden.webinarID } });
    expect([details.status, firstError(details.body)?.errorMessage]).toEqual([404, Messages.webinarNotFound]);
  });
});

describe('the public', () => {
  test("lists the active categories for the reading pages' filter, not the inactive ones", async () => {
    const retired = await api.ok<WebinarCategory>(adminWebinar.saveUpdateWebinarCategory, {
      token: admin,
      body: { categoryType: 'AKT', categoryCode: '2021.2', categoryName: 'AKT 2021.2 (retired)', displayOrder: 1 },
    });
    await api.ok(adminWebinar.updateWebinarCategoryStatus, {
      token: admin,
      body: { webinarCategoryID: retired.webinarCategoryID, status: 'INA' },
    });
    const listed = await api.ok<PublicWebinarCategory[]>(ApiPaths.public.getWebinarCategoriesPublic);
    expect(listed).toContainEqual({
      webinarCategoryID: categoryID,
      categoryType: 'CCE',
      categoryCode: 'CCE 2025.2',
      categoryName: 'CCE 2025.2',
    });
    expect(listed.map((category) => category.webinarCategoryID)).not.toContain(retired.webinarCategoryID);
  });

  test('sees past and next webinars, and one webinar by id or banner slug, never a link', async () => {
    const pastList = await api.ok<Paged<PublicWebinar>>(ApiPaths.public.getReaderWebinarsPublic, { body: inCategory });
    const nextList = await api.ok<Paged<PublicWebinar>>(ApiPaths.public.getNextWebinarsPublic, { body: inCategory });
    expect(pastList.pageData.map((webinar) => webinar.webinarID)).toEqual([past.webinarID]);
    expect(nextList.pageData.map((webinar) => webinar.webinarID)).toEqual([upcoming.webinarID]);
    const bySlug = await api.ok<PublicWebinar>(ApiPaths.public.getWebinarDetails, {
      query: { bannerSlug: 'paediatric-fever' },
    });
    const {
      joinLink: _join,
      recordingLink: _recording,
      status: _status,
      audience: _audience,
      resources: _resources,
      ...details
    } = past;
    expect(bySlug).toEqual(details);
    for (const shown of [...pastList.pageData, ...nextList.pageData, bySlug])
      expect(Object.keys(shown)).not.toEqual(expect.arrayContaining(['joinLink']));
    expect(JSON.stringify([pastList, nextList, bySlug])).not.toMatch(/meet\.example|video\.example/);
  });
});

describe('readers', () => {
  const readerView = async (token: string) => ({
    next: (await api.ok<Paged<ReaderWebinar>>(ApiPaths.reader.getReaderNextWebinars, { token, body: inCategory }))
      .pageData,
    past: (await api.ok<Paged<ReaderWebinar>>(ApiPaths.reader.getReaderWebinars, { token, body: inCategory })).pageData,
    page: await api.ok<ReaderWebinar>(ApiPaths.reader.getReaderWebinar, {
      token,
      body: { bannerSlug: 'paediatric-fever' },
    }),
  });

  test('on a plan (subscribed, or on a trial): the join link of the next webinar, the recording of the past one', async () => {
    const plan = await api.createPricingPlan(await api.adminToken(), []);
    for (const reader of [await api.signedInReader('ACTIVE'), await api.readerOnPlanTrial(plan.pricingPlanID)]) {
      const seen = await readerView(reader.token);
      expect(seen.next.map((webinar) => [webinar.joinLink, webinar.recordingLink, webinar.linkHidden])).toEqual([
        [upcoming.joinLink, null, null],
      ]);
      expect(seen.past.map((webinar) => [webinar.joinLink, webinar.recordingLink, webinar.linkHidden])).toEqual([
        [null, past.recordingLink, null],
      ]);
      expect(seen.page).toMatchObject({ webinarID: past.webinarID, recordingLink: past.recordingLink });
    }
  });

  test('without a plan: the public details, no link, and why', async () => {
    const reader = await api.signedInReader();
    const seen = await readerView(reader.token);
    for (const webinar of [...seen.next, ...seen.past, seen.page])
      expect(webinar).toMatchObject({ joinLink: null, recordingLink: null, linkHidden: 'PLAN_REQUIRED' });
  });

  test('a past webinar without a recording says so', async () => {
    const unrecorded = await saveWebinar(webinarBody({ webinarName: 'Unrecorded', startsAt: at(-48) }));
    const reader = await api.signedInReader('ACTIVE');
    const page = await api.ok<ReaderWebinar>(ApiPaths.reader.getReaderWebinar, {
      token: reader.token,
      body: { webinarID: unrecorded.webinarID },
    });
    expect(page).toMatchObject({ joinLink: null, recordingLink: null, linkHidden: 'NOT_RECORDED' });
  });
});

describe('bad input', () => {
  test.each([
    [
      'a recording before the start',
      { recordingLink: 'https://video.example.com/early' },
      'recordingLink',
      Messages.webinarRecordingBeforeStart,
    ],
    [
      'an unknown category',
      { webinarCategoryID: '0190a0b0-0000-7000-8000-00000000dead' },
      'webinarCategoryID',
      Messages.webinarCategoryNotFound,
    ],
    ['a link that is not https', { joinLink: 'http://meet.example.com/x' }, 'joinLink', Messages.webinarHttpsLink],
    ['a banner slug another webinar uses', { bannerSlug: 'paediatric-fever' }, 'bannerSlug', Messages.webinarSlugTaken],
    ['a banner slug not in kebab-case', { bannerSlug: 'Chest Pain' }, 'bannerSlug', Messages.webinarSlugFormat],
    ['a 10-minute webinar', { durationMinutes: 10 }, 'durationMinutes', Messages.minValue(15)],
    ['a start that is not an instant', { startsAt: '12/03/2026 7:30pm' }, 'startsAt', Messages.invalidDateTime],
  ])('%s: 400 in the envelope, nothing recorded', async (_, overrides, field, message) => {
    const before = await api.eventCount();
    const response = await api.call(adminWebinar.saveUpdateWebinar, { token: admin, body: webinarBody(overrides) });
    expect(response.status).toBe(400);
    expect(firstError(response.body)).toMatchObject({ field, errorMessage: message });
    expect(await api.eventCount()).toBe(before);
  });

  test('an inactive category takes no new webinar', async () => {
    const token = await api.adminToken([]);
    const { webinarCategoryID } = await api.ok<WebinarCategory>(adminWebinar.saveUpdateWebinarCategory, {
      token,
      body: { categoryType: 'AKT', categoryCode: '2024.2', categoryName: 'Closed', status: 'INA' },
    });
    const response = await api.call(adminWebinar.saveUpdateWebinar, {
      token: admin,
      body: webinarBody({ webinarCategoryID }),
    });
    expect([response.status, firstError(response.body)?.errorMessage]).toEqual([400, Messages.webinarCategoryInactive]);
  });

  test('a category code outside the spec’s list is refused', async () => {
    const response = await api.call(adminWebinar.saveUpdateWebinarCategory, {
      token: await api.adminToken([]),
      body: { categoryType: 'AKT', categoryCode: '2019.1', categoryName: 'Too early' },
    });
    expect([response.status, firstError(response.body)?.field]).toEqual([400, 'categoryCode']);
  });
});

test('the seed step files categories with the spec’s codes, and webinars either side of now on Sydney evenings, past ones with a PDF', async () => {
  const context = { services: api.app, stage: () => ({ update: () => undefined, done: () => undefined }) };
  await webinarsSeed.run(context as unknown as SeedContext);
  const categories = await api.ok<WebinarCategory[]>(adminWebinar.getWebinarCategories, { token: admin, body: {} });
  expect(categories.map((category) => category.categoryCode)).toEqual(
    expect.arrayContaining(['2025.2', 'CCE 2025.2', 'Malaysian CCE 2025']),
  );
  const chestPain = await api.ok<PublicWebinar>(ApiPaths.public.getWebinarDetails, {
    query: { bannerSlug: 'chest-pain-kfp-approach' },
  });
  expect(chestPain.resourceCount).toBe(1);
  const reader = await api.signedInReader('ACTIVE');
  const [slides] = (
    await api.ok<ReaderWebinar>(ApiPaths.reader.getReaderWebinar, {
      token: reader.token,
      body: { webinarID: chestPain.webinarID },
    })
  ).resources;
  expect(slides?.title).toBe('Chest pain in general practice: the KFP approach: slides');
  const file = await fetch(`${api.baseUrl}/api/${ApiPaths.reader.getReaderWebinarResourcePDF}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${reader.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ webinarID: chestPain.webinarID, resourceName: slides!.resourceName }),
  });
  expect(
    Buffer.from(await file.arrayBuffer())
      .subarray(0, 8)
      .toString('latin1'),
  ).toBe('%PDF-1.4');
  const sydneyTime = new Intl.DateTimeFormat('en-AU', { timeZone: 'Australia/Sydney', timeStyle: 'short' });
  expect(sydneyTime.format(new Date(chestPain.startsAt))).toMatch(/^7:30\spm$/);
  const next = await api.ok<Paged<PublicWebinar>>(ApiPaths.public.getNextWebinarsPublic, { body: {} });
  expect(next.pageData.map((webinar) => webinar.webinarName)).toEqual(
    expect.arrayContaining(['Mental health emergencies: assessing suicide risk', 'AKT sprint: dermatology images']),
  );
});
