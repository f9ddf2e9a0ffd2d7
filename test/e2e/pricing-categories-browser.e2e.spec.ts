import { ApiPaths, Messages, type PricingCategory } from '@notebook/contracts';
import { paymentStream } from '@notebook/billing';
import { BrowserSuite } from '../support/browser-suite';
import type { TestApi } from '../support/test-api';

/**
 * Pricing categories and terms in a real browser against the built web app (`npm run build -w web`
 * first): an admin adds a category and a term (its text in the rich-text editor) and moves the new
 * category to the top; visitors see the plans under their categories, in that order; a reader on the
 * payment page opens a term and can pay only once the terms are accepted.
 */
let api: TestApi;
let suite: BrowserSuite;
let admin: string;

beforeAll(async () => {
  suite = await BrowserSuite.start();
  api = suite.api;
  admin = await api.adminToken();
  const { topicID } = await api.createTopic(admin, { topicName: 'Asthma' });
  const sitting = await api.ok<PricingCategory>(ApiPaths.adminPricing.saveUpdatePricingCategory, {
    token: admin,
    body: { categoryName: 'One exam sitting', description: 'Focused preparation for the next AKT or KFP.' },
  });
  await api.createPricingPlan(admin, [topicID], {
    planName: '3 months',
    price: 149,
    pricingCategoryID: sitting.pricingCategoryID,
  });
}, 60_000);
afterAll(() => suite?.stop());

test('an admin adds a category and a term, and moves the category to the top; visitors see the plans grouped in that order', async () => {
  const { email } = await api.createAdmin();
  const page = await suite.newPage();
  await suite.signIn(page, email);
  await page.waitForURL('**/admin/dashboard');

  await page.goto(suite.url('/admin/pricing-category'));
  await page
    .getByRole('list', { name: 'Pricing categories' })
    .getByRole('listitem', { name: 'One exam sitting' })
    .waitFor();
  await page.getByRole('link', { name: 'Add Pricing Category' }).click();
  const categoryForm = page.getByRole('form', { name: 'Pricing category' });
  await categoryForm.getByLabel('Category name').fill('Full preparation');
  await categoryForm.getByLabel('Description').fill('Both exams, with time to revise between them.');
  await categoryForm.getByRole('button', { name: 'Save' }).click();
  await page.getByText(Messages.successfullySaved).first().waitFor();
  await page.waitForURL('**/admin/pricing-category');
  const categories = page.getByRole('list', { name: 'Pricing categories' });
  await categories.getByRole('listitem', { name: 'Full preparation' }).waitFor();
  await page.getByRole('button', { name: 'Move pricing category Full preparation up' }).click();
  await page.getByText(Messages.successfullyUpdated).first().waitFor();
  await page.reload();
  await categories.getByRole('listitem').first().getByText('Full preparation').waitFor();
  await suite.snap(page, 'pricing-categories');

  await page.goto(suite.url('/admin/pricing-term'));
  await page.getByText(Messages.noPricingTerms).waitFor();
  await page.getByRole('link', { name: 'Add Pricing Term' }).click();
  const termForm = page.getByRole('form', { name: 'Pricing term' });
  await termForm.getByLabel('Title').fill('Refunds');
  await termForm.getByRole('textbox', { name: 'Text' }).click();
  await page.keyboard.type('A full refund within 14 days of a payment.');
  await suite.snap(page, 'pricing-term-add-edit');
  await termForm.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL('**/admin/pricing-term');
  await page
    .getByRole('list', { name: 'Pricing terms' })
    .getByRole('listitem', { name: 'Refunds' })
    .getByText('A full refund within 14 days')
    .waitFor();
  await suite.snap(page, 'pricing-terms');

  // The edit page opened directly (a bookmark, a reload) shows the term in its editor.
  await page.getByRole('listitem', { name: 'Refunds' }).getByRole('button', { name: /edit/i }).click();
  await page.waitForURL('**/admin/pricing-term/add-edit?pricingTermID=*');
  await page.reload();
  await termForm.getByRole('textbox', { name: 'Text' }).getByText('A full refund within 14 days').waitFor();
  expect(await termForm.getByLabel('Title').inputValue()).toBe('Refunds');
  // So does the add page, opened directly and reloaded (it showed the 500 page: issue 28).
  await page.goto(suite.url('/admin/pricing-term/add-edit'));
  await termForm.getByRole('textbox', { name: 'Text' }).waitFor();
  await page.reload();
  await termForm.getByRole('textbox', { name: 'Text' }).click();
  await page.keyboard.type('Typed after a reload.');
  await termForm.getByRole('textbox', { name: 'Text' }).getByText('Typed after a reload.').waitFor();

  // The 12-month plan is filed under the new category in the plan's own form.
  await page.goto(suite.url('/admin/pricing-plan/add-edit'));
  const planForm = page.getByRole('form', { name: 'Pricing plan' });
  await planForm.getByLabel('Plan name').fill('12 months');
  await planForm.getByLabel('Price').fill('399');
  await planForm.getByLabel('Period', { exact: true }).fill('12');
  await planForm.getByLabel('Category').selectOption({ label: 'Full preparation' });
  await planForm.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL('**/admin/pricing-plan');
  await page.context().close();

  const visitor = await suite.newPage();
  await visitor.goto(suite.url('/public#pricing'));
  const groups = visitor.getByRole('region', { name: /Full preparation|One exam sitting/ });
  await groups.first().waitFor();
  expect(
    await groups.evaluateAll((sections) => sections.map((section) => section.querySelector('h3')?.textContent)),
  ).toEqual(['Full preparation', 'One exam sitting']);
  await visitor
    .getByRole('list', { name: 'Full preparation plans' })
    .getByRole('listitem', { name: '12 months' })
    .waitFor();
  await visitor
    .getByRole('list', { name: 'One exam sitting plans' })
    .getByRole('listitem', { name: '3 months' })
    .waitFor();
  await visitor.getByRole('region', { name: 'Full preparation' }).scrollIntoViewIfNeeded();
  await suite.snap(visitor, 'home-pricing-categories');
  await visitor.context().close();
}, 90_000);

test('a reader on the payment page opens a term and pays only once the terms are accepted; the payment records them', async () => {
  const { email } = await api.createReader();
  const page = await suite.newPage();
  await suite.signIn(page, email);
  await page.waitForURL('**/public');
  await page.goto(suite.url('/public#pricing'));
  await page
    .getByRole('list', { name: 'One exam sitting plans' })
    .getByRole('listitem', { name: '3 months' })
    .getByRole('link', { name: 'Subscribe' })
    .click();
  await page.waitForURL('**/public/do-payment?pricingPlanID=**');
  const pay = page.getByRole('button', { name: 'Pay A$149.00' });
  await pay.waitFor();
  expect(await pay.isDisabled()).toBe(true);
  const terms = page.getByRole('region', { name: 'Pricing terms' });
  await terms.getByText('Refunds').click();
  await terms.getByText('A full refund within 14 days of a payment.').waitFor();
  await terms.getByRole('checkbox', { name: Messages.acceptPricingTerms }).check();
  expect(await pay.isEnabled()).toBe(true);
  await suite.snap(page, 'do-payment-terms');
  await pay.click();
  await page.waitForURL('**/api/sandbox/checkout/**');
  const providerPaymentID = new URL(page.url()).pathname.split('/').pop()!;
  const { rows } = await api.resources.pool.query<{ payment_id: string }>(
    'SELECT payment_id FROM payment WHERE provider_payment_id = $1',
    [providerPaymentID],
  );
  const recorded = (await api.resources.eventStore.readStream(paymentStream(rows[0]!.payment_id))).find(
    (event) => event.type === 'PaymentTermsAccepted',
  );
  expect(recorded?.data).toMatchObject({ acceptedPricingTerms: [{ title: 'Refunds', version: 1 }] });
  await page.context().close();
}, 60_000);
