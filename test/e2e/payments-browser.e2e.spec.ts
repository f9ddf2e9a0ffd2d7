import { SandboxCards } from '@notebook/billing';
import type { Page } from 'playwright-core';
import { BrowserSuite } from '../support/browser-suite';
import type { TestApi } from '../support/test-api';

/**
 * Paying in a real browser against the built web app (`npm run build -w web` first) and the sandbox
 * provider's hosted page (issue 17): a visitor picks the 6-month plan on the home page, registers,
 * pays with the success card and lands on the profile with the plan active and paid topics open; a
 * declined card shows the provider's reason and leaves the reader unsubscribed.
 */
let api: TestApi;
let suite: BrowserSuite;
const PAID_NOTE = 'Offer SGLT2 inhibitors to every patient with reduced ejection fraction.';
let lessonPath = '';

beforeAll(async () => {
  suite = await BrowserSuite.start();
  api = suite.api;
  const admin = await api.adminToken();
  const { chapterID } = await api.createChapter(admin, {
    chapterGroupName: 'Clinical Medicine',
    chapterName: 'Cardiology',
  });
  const topicID = await api.addTopic(admin, chapterID, 'Heart failure');
  const lessonID = await api.createLesson(admin, topicID, 'Treatment', { publish: true });
  await api.createNote(admin, lessonID, 'Treatment: first steps', `<p>${PAID_NOTE}</p>`, { publish: true });
  lessonPath = `/public/lesson/notes?topicID=${topicID}&lessonID=${lessonID}`;
  await api.createPricingPlan(admin, [], { planName: '3 months', price: 149, periodCount: 3 });
  await api.createPricingPlan(admin, [], { planName: '6 months', price: 249.5, periodCount: 6 });
}, 60_000);
afterAll(() => suite?.stop());

async function payOnProviderPage(page: Page, card: string): Promise<void> {
  await page.waitForURL('**/api/sandbox/checkout/**');
  await page.getByText('A$249.50').first().waitFor();
  await page.getByLabel('Card number').fill(card);
  await suite.snap(page, 'sandbox-checkout');
  await page.getByRole('button', { name: 'Pay A$249.50' }).click();
}

test('a visitor picks the 6-month plan, registers, pays with the success card and lands on the profile with the plan active and paid topics open', async () => {
  const page = await suite.newPage();
  await page.goto(suite.url('/public#pricing'));
  const card = page.getByRole('list', { name: 'Pricing plans' }).getByRole('listitem', { name: '6 months' });
  await card.getByRole('link', { name: 'Subscribe' }).click();

  const form = page.getByRole('form', { name: 'Register' });
  await form.getByLabel('First name').fill('Priya');
  await form.getByLabel('Last name').fill('Shah');
  await form.getByLabel('Email').fill(`payer-${Date.now()}@test.example`);
  await form.getByLabel('Password', { exact: true }).fill('Stethoscope-42');
  await form.getByRole('checkbox', { name: /I accept the terms/ }).check();
  await form.getByRole('button', { name: 'Register' }).click();

  // Registered and signed in, the reader goes on to pay for the plan they chose.
  await page.waitForURL('**/public/do-payment?pricingPlanID=**');
  const summary = page.getByRole('region', { name: 'Payment' });
  await summary.getByText('6 months').first().waitFor();
  await summary.getByText('A$22.68').waitFor();
  await suite.snap(page, 'do-payment');
  await summary.getByRole('button', { name: 'Pay A$249.50' }).click();

  await payOnProviderPage(page, SandboxCards.success);
  await page.waitForURL('**/public/profile');
  const plan = page.getByRole('region', { name: 'Your plan' });
  await plan.getByText('6 months', { exact: true }).first().waitFor();
  await plan.getByText('Active').waitFor();
  await plan.getByText(/Renews on \d\d\/\d\d\/\d{4}/).waitFor();
  await plan.getByText('Payments (1)').click();
  await plan
    .getByRole('row', { name: /6 months/ })
    .getByText('Paid')
    .waitFor();
  await suite.snap(page, 'profile-plan-active');

  // The header offers nothing more to buy, and the paid topic's notes open.
  expect(await page.getByRole('banner').getByRole('link', { name: 'Buy' }).count()).toBe(0);
  await page.goto(suite.url(lessonPath));
  await page.getByTestId('note-content').filter({ hasText: PAID_NOTE }).waitFor();
  expect(await page.getByRole('region', { name: 'Upgrade to read' }).count()).toBe(0);
  await page.context().close();
}, 90_000);

test("a declined card shows the provider's reason and leaves the reader unsubscribed", async () => {
  const { email } = await api.createReader();
  const page = await suite.newPage();
  await suite.signIn(page, email);
  await page.waitForURL('**/public');
  await page.goto(suite.url('/public#pricing'));
  await page
    .getByRole('list', { name: 'Pricing plans' })
    .getByRole('listitem', { name: '6 months' })
    .getByRole('link', { name: 'Subscribe' })
    .click();
  await page.getByRole('button', { name: 'Pay A$249.50' }).click();

  await payOnProviderPage(page, SandboxCards.declined);
  await page.waitForURL('**/public/do-payment?paymentID=**');
  await page.getByRole('heading', { name: 'Payment not completed' }).waitFor();
  await page.getByRole('alert').getByText('Your card was declined.').waitFor();
  await suite.snap(page, 'do-payment-declined');

  await page.goto(suite.url(lessonPath));
  await page.getByRole('region', { name: 'Upgrade to read' }).waitFor();
  expect(await page.getByText(PAID_NOTE).count()).toBe(0);
  await page.context().close();
}, 90_000);

test('a reader sends a payment link; someone without an account pays with it and the reader is subscribed', async () => {
  const { email } = await api.createReader();
  const page = await suite.newPage();
  await suite.signIn(page, email);
  await page.waitForURL('**/public');
  await page.goto(suite.url('/public#pricing'));
  await page
    .getByRole('list', { name: 'Pricing plans' })
    .getByRole('listitem', { name: '6 months' })
    .getByRole('link', { name: 'Subscribe' })
    .click();
  await page.getByRole('button', { name: 'Someone else is paying? Get a link to send them' }).click();
  const url = await page.getByLabel('Link for whoever pays').inputValue();
  expect(url).toContain('/public/external/payment?token=');
  await suite.snap(page, 'do-payment-payer-link');

  // The payer opens the link in their own browser (PUBLIC_BASE_URL is not this test's address: keep its path).
  const payer = await suite.newPage();
  await payer.goto(suite.url(new URL(url).pathname + new URL(url).search));
  await payer.getByRole('heading', { name: "Rita R.'s Notebook subscription" }).waitFor();
  await suite.snap(payer, 'external-payment');
  await payer.getByRole('button', { name: 'Pay A$249.50' }).click();
  await payOnProviderPage(payer, SandboxCards.success);
  await payer.waitForURL('**/public/external/payment?token=**');
  await payer.getByRole('heading', { name: 'Payment received' }).waitFor();

  await page.goto(suite.url('/public/profile'));
  await page.getByRole('region', { name: 'Your plan' }).getByText('Active').waitFor();
  await payer.context().close();
  await page.context().close();
}, 90_000);

test("an admin refunds a reader's payment in full from the reader's page; the paid notes close for the reader", async () => {
  const { email, userId } = await api.createReader();
  const page = await suite.newPage();
  await suite.signIn(page, email);
  await page.waitForURL('**/public');
  await page.goto(suite.url('/public#pricing'));
  await page
    .getByRole('list', { name: 'Pricing plans' })
    .getByRole('listitem', { name: '6 months' })
    .getByRole('link', { name: 'Subscribe' })
    .click();
  await page.getByRole('button', { name: 'Pay A$249.50' }).click();
  await payOnProviderPage(page, SandboxCards.success);
  await page.waitForURL('**/public/profile');
  await page.goto(suite.url(lessonPath));
  await page.getByText(PAID_NOTE).waitFor();

  const { email: adminEmail } = await api.createAdmin();
  const admin = await suite.newPage();
  await suite.signIn(admin, adminEmail);
  await admin.waitForURL('**/admin/dashboard');
  await admin.goto(suite.url(`/admin/readers/add-edit?readerID=${userId}`));
  const payments = admin.getByRole('region', { name: 'Payments' });
  const payment = payments.getByRole('listitem', { name: /^6 months, / });
  await payment.getByText('A$249.50').waitFor();
  await payment.getByRole('button', { name: /^Refund 6 months/ }).click();
  const dialog = admin.getByRole('dialog', { name: 'Refund 6 months' });
  expect(await dialog.getByLabel('Amount').inputValue()).toBe('249.5');
  await dialog.getByLabel('Reason').fill('Cancelled within 14 days');
  await suite.snap(admin, 'reader-refund-dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await admin.getByText('Refund requested').first().waitFor();
  // The provider takes it and its webhook comes back: the page follows until the payment reads Refunded.
  await payment.getByText('Refunded A$249.50').waitFor({ timeout: 20_000 });
  await payment.getByRole('list', { name: 'Refunds' }).getByText('Cancelled within 14 days').waitFor();
  expect(await payment.getByRole('button', { name: /^Refund/ }).count()).toBe(0);
  await admin.getByRole('region', { name: 'Subscription' }).getByText('Lapsed').waitFor();
  await suite.snap(admin, 'reader-payments');

  await page.goto(suite.url(lessonPath));
  await page.getByRole('region', { name: 'Upgrade to read' }).waitFor();
  expect(await page.getByText(PAID_NOTE).count()).toBe(0);
  await admin.context().close();
  await page.context().close();
}, 90_000);
