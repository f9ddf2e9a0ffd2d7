import { Messages } from '@notebook/contracts';
import type { Page } from 'playwright-core';
import { BrowserSuite } from '../support/browser-suite';
import { TEST_PASSWORD, type TestApi } from '../support/test-api';

/**
 * Pricing plans in a real browser against the built web app (`npm run build -w web` first): an admin
 * adds a plan in the add-edit page, ticking one paid topic as eligible; a visitor signs in from the
 * home page's pricing section (landing on the payment page for the plan chosen), starts the plan's
 * free trial instead and then reads that topic's notes, while
 * another paid topic still shows the upgrade prompt. Screens are also taken in the dark scheme.
 */
let api: TestApi;
let suite: BrowserSuite;
type TopicLesson = { topicID: string; lessonID: string };
const topics: Partial<Record<'eligible' | 'other', TopicLesson>> = {};
const ELIGIBLE_NOTE = 'Start an ACE inhibitor and a beta blocker, then titrate every two weeks.';
const OTHER_NOTE = 'Offer a calcium channel blocker first to adults over 55.';
const PLAN = 'Exam season';

beforeAll(async () => {
  suite = await BrowserSuite.start();
  api = suite.api;
  const admin = await api.adminToken();
  const { chapterID } = await api.createChapter(admin, {
    chapterGroupName: 'Clinical Medicine',
    chapterName: 'Cardiology',
  });
  const paidTopic = async (topicName: string, lessonName: string, text: string) => {
    const topicID = await api.addTopic(admin, chapterID, topicName);
    const lessonID = await api.createLesson(admin, topicID, lessonName, { publish: true });
    await api.createNote(admin, lessonID, `${lessonName}: first steps`, `<p>${text}</p>`, { publish: true });
    return { topicID, lessonID };
  };
  topics.eligible = await paidTopic('Heart failure', 'Treatment', ELIGIBLE_NOTE);
  topics.other = await paidTopic('Hypertension', 'Drug choice', OTHER_NOTE);
}, 60_000);
afterAll(() => suite?.stop());

const lessonPath = ({ topicID, lessonID }: TopicLesson) =>
  `/public/lesson/notes?topicID=${topicID}&lessonID=${lessonID}`;

async function darkPage(): Promise<Page> {
  const context = await suite.browser.newContext({ viewport: { width: 1280, height: 860 }, colorScheme: 'dark' });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  return page;
}

test('an admin adds a plan in the add-edit page, ticking one paid topic as eligible', async () => {
  const { email } = await api.createAdmin();
  const page = await suite.newPage();
  await suite.signIn(page, email);
  await page.waitForURL('**/admin/dashboard');
  await page.goto(suite.url('/admin/pricing-plan'));
  await page.getByText('No pricing plan(s) found').waitFor();

  await page.getByRole('link', { name: 'Add Pricing Plan' }).click();
  await page.waitForURL('**/admin/pricing-plan/add-edit');
  const form = page.getByRole('form', { name: 'Pricing plan' });
  await form.getByLabel('Plan name').fill(PLAN);
  await form.getByLabel('Description').fill('Three months of notes, webinars and practice questions.');
  await form.getByLabel('Price').fill('120.5');
  await form.getByLabel('Period', { exact: true }).fill('3');
  await form.getByLabel('Period unit').selectOption('MONTH');
  const eligible = form.getByRole('group', { name: 'Eligible topics' });
  await eligible.getByRole('searchbox', { name: 'Filter topics' }).fill('heart');
  await eligible.getByRole('checkbox', { name: 'Heart failure' }).check();
  await eligible.getByText('1 selected').waitFor();
  await eligible.getByRole('searchbox', { name: 'Filter topics' }).fill('');
  expect(await eligible.getByRole('checkbox', { name: 'Hypertension' }).isChecked()).toBe(false);
  await suite.snap(page, 'pricing-plan-add-edit');

  await form.getByRole('button', { name: 'Save' }).click();
  await page.getByText(Messages.successfullySaved).first().waitFor();
  await page.waitForURL('**/admin/pricing-plan');
  const row = page.getByRole('row', { name: new RegExp(PLAN) });
  await row.waitFor();
  for (const text of ['A$120.50', '3 months', '1 topic']) expect(await row.textContent()).toContain(text);
  expect(await row.getByRole('switch', { name: `Status of ${PLAN}` }).getAttribute('aria-checked')).toBe('true');
  await suite.snap(page, 'pricing-plan-list');

  // The same screens in the dark scheme, for a look.
  const dark = await darkPage();
  await suite.signIn(dark, email);
  await dark.waitForURL('**/admin/dashboard');
  await dark.goto(suite.url('/admin/pricing-plan'));
  await dark.getByRole('row', { name: new RegExp(PLAN) }).waitFor();
  await suite.snap(dark, 'pricing-plan-list-dark');
  await dark.getByRole('link', { name: `Edit pricing plan ${PLAN}` }).click();
  await dark.getByRole('group', { name: 'Eligible topics' }).getByText('1 selected').waitFor();
  await suite.snap(dark, 'pricing-plan-add-edit-dark');
  await dark.context().close();
  await page.context().close();
}, 60_000);

test('a reader without a plan signs in from the pricing section, starts the free trial and reads the eligible topic only', async () => {
  const { email } = await api.createReader();
  const page = await suite.newPage();
  await page.goto(suite.url('/public#pricing'));
  const card = page.getByRole('list', { name: 'Pricing plans' }).getByRole('listitem', { name: PLAN });
  await card.getByText('/ 3 months').waitFor();
  await card.getByText('Free trial includes 1 topic').click();
  await card
    .getByRole('list', { name: `Topics of ${PLAN}` })
    .getByText('Heart failure')
    .waitFor();

  // An anonymous visitor signs in with the plan remembered, and is offered to pay for it; they go back for the trial.
  await card.getByRole('link', { name: 'I have an account: sign in' }).click();
  await page.waitForURL('**/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/public/do-payment?pricingPlanID=**');
  await page.getByRole('button', { name: 'Pay A$120.50' }).waitFor();
  await page.goto(suite.url('/public#pricing'));
  await card.getByRole('button', { name: 'Start free trial' }).waitFor();
  await suite.snap(page, 'home-pricing');

  await card.getByRole('button', { name: 'Start free trial' }).click();
  await page.getByText(Messages.planActivated).first().waitFor();
  await card.getByText('Your plan').waitFor();
  expect(await card.getByRole('button', { name: 'Start free trial' }).count()).toBe(0);
  await suite.snap(page, 'home-pricing-trial');

  // The eligible topic opens, in the same session; the other paid topic still asks for an upgrade.
  await page.goto(suite.url(lessonPath(topics.eligible!)));
  await page
    .getByRole('region', { name: 'Treatment: first steps' })
    .getByTestId('note-content')
    .filter({ hasText: ELIGIBLE_NOTE })
    .waitFor();
  expect(await page.getByRole('region', { name: 'Upgrade to read' }).count()).toBe(0);
  await page.goto(suite.url(lessonPath(topics.other!)));
  await page.getByRole('region', { name: 'Upgrade to read' }).waitFor();
  expect(await page.getByText(OTHER_NOTE).count()).toBe(0);
  const prompt = page.getByRole('region', { name: 'Upgrade to read' });
  await prompt.getByText('Your free trial does not include this lesson.').waitFor();

  // Its Subscribe leads to the plans, where the trial's plan is marked as the reader's.
  await prompt.getByRole('link', { name: 'Subscribe' }).click();
  await page.getByRole('heading', { level: 1, name: 'Upgrade plan' }).waitFor();
  await page
    .getByRole('list', { name: 'Pricing plans' })
    .getByRole('listitem', { name: PLAN })
    .getByText('Your plan')
    .waitFor();
  await suite.snap(page, 'upgrade-plans');

  // The profile names the plan.
  await page.goto(suite.url('/public/profile'));
  const plan = page.getByRole('region', { name: 'Your plan' });
  await plan.getByText(PLAN).waitFor();
  await plan.getByText('Free trial').waitFor();

  // Buy opens the home page at the plans, and stays there while the course structure above arrives
  // (held back here, as a slow network would; a dozen chapters make it tall, as the real course is).
  const admin = await api.adminToken();
  for (const no of Array.from({ length: 12 }, (_, index) => index + 1))
    await api.createTopic(admin, { chapterGroupName: 'Clinical Medicine', chapterName: `Chapter ${no}` });
  await page.route('**/api/reader/getRegisteredUserPrimaryIndex', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.getByRole('banner').getByRole('link', { name: 'Buy' }).click();
  await page.waitForURL('**/public#pricing');
  await page.getByRole('list', { name: 'Pricing plans' }).getByRole('listitem', { name: PLAN }).waitFor();
  await page.getByRole('region', { name: 'Course Structure' }).getByText('Cardiology').first().waitFor();
  // The section's scroll margin (6rem) below the sticky header.
  const top = await page
    .getByRole('heading', { name: 'Pricing', level: 2 })
    .evaluate((heading) => heading.getBoundingClientRect().top);
  expect(Math.abs(top - 96)).toBeLessThan(8);
  await page.context().close();
}, 60_000);

test('the pricing section in the dark scheme', async () => {
  const page = await darkPage();
  await page.goto(suite.url('/public#pricing'));
  const card = page.getByRole('list', { name: 'Pricing plans' }).getByRole('listitem', { name: PLAN });
  await card.getByText('Free trial includes 1 topic').click();
  await card.getByRole('link', { name: 'Subscribe' }).waitFor();
  await suite.snap(page, 'home-pricing-dark');
  await page.context().close();
}, 30_000);
