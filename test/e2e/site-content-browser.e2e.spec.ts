import { Messages, Privileges } from '@notebook/contracts';
import type { Page } from 'playwright-core';
import { BrowserSuite } from '../support/browser-suite';

/**
 * Site content in a real browser against the built web app (`npm run build -w web` first): an admin
 * adds a testimonial with a photo and edits it, and a visitor's home page shows the edited one; an admin saves the
 * home page's SEO and a crawler (no JavaScript) reads that title in the HTML of /public; the
 * testimonial list fits a phone in dark mode. `SCREENSHOT_DIR=...` keeps screenshots.
 */
let suite: BrowserSuite;

/** A 1x1 transparent PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

beforeAll(async () => {
  suite = await BrowserSuite.start();
}, 60_000);
afterAll(() => suite?.stop());

async function adminPage(
  privileges: readonly string[],
  options: { viewport?: { width: number; height: number }; colorScheme?: 'light' | 'dark' } = {},
): Promise<Page> {
  const { email } = await suite.api.createAdmin(privileges);
  const context = await suite.browser.newContext({
    viewport: options.viewport ?? { width: 1280, height: 860 },
    colorScheme: options.colorScheme ?? 'light',
  });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  page.setDefaultNavigationTimeout(30_000);
  await suite.signIn(page, email);
  await page.waitForURL('**/admin/**');
  return page;
}

test('an admin adds a testimonial with a photo and edits it; the public home page shows the edited one with the photo', async () => {
  const admin = await adminPage([Privileges.contactUs.view, Privileges.testimonial.addEdit]);
  await admin
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: /^Testimonials/ })
    .click();
  await admin.waitForURL('**/admin/testimonial');
  await admin.getByRole('link', { name: 'Add Testimonial' }).click();

  const form = admin.getByRole('form', { name: 'Testimonial' });
  await form.getByLabel('Name').fill('Dr Aroha Ngata');
  await form.getByLabel('Role and place').fill('GP registrar, Cairns QLD');
  await form.getByLabel('Testimonial').fill('The AKT sessions showed me exactly where I was weak.');
  await form.getByLabel('Colour').selectOption({ label: 'Mint' });
  await form.getByLabel('Photo file').setInputFiles({ name: 'aroha.png', mimeType: 'image/png', buffer: PNG });
  await admin.getByText(Messages.successfullyUploaded, { exact: true }).waitFor();
  await form.getByRole('img', { name: 'The author, as the home page shows them' }).waitFor();
  await form.getByRole('button', { name: 'Save' }).click();
  await admin.getByText(Messages.successfullySaved, { exact: true }).waitFor();
  await admin.waitForURL('**/admin/testimonial');
  const row = admin.getByRole('table', { name: 'Testimonials' }).getByRole('row', { name: /Dr Aroha Ngata/ });
  await row.getByRole('img', { name: 'Active' }).waitFor();

  await row.getByRole('link', { name: 'Edit Dr Aroha Ngata' }).click();
  await admin.waitForURL('**/admin/testimonial/add-edit?testimonialID=*');
  const edit = admin.getByRole('form', { name: 'Testimonial' });
  await edit.getByLabel('Testimonial').fill('The AKT sessions showed me where I was weak, and the notes fixed it.');
  await edit.getByRole('button', { name: 'Save' }).click();
  await admin.getByText(Messages.successfullySaved, { exact: true }).waitFor();
  await admin
    .getByRole('table', { name: 'Testimonials' })
    .getByText(/and the notes fixed it/)
    .waitFor();
  await suite.snap(admin, 'testimonials-admin-list');

  const visitor = await suite.newPage();
  await visitor.goto(suite.url('/public'));
  const section = visitor.getByRole('region', { name: 'What candidates say' });
  await section.getByText('“The AKT sessions showed me where I was weak, and the notes fixed it.”').waitFor();
  await section.getByText('GP registrar, Cairns QLD').waitFor();
  // The photo loads (by the signed URL the public list gave).
  const photo = section.locator('figcaption img');
  await photo.waitFor();
  expect(await photo.evaluate(async (image: HTMLImageElement) => (await image.decode(), image.naturalWidth))).toBe(1);
  await suite.snap(visitor, 'testimonials-home');
});

test('an admin saves the home page’s SEO; a crawler reads that title in the HTML of /public', async () => {
  const admin = await adminPage([Privileges.seo.view, Privileges.seo.addEdit]);
  await admin.goto(suite.url('/admin/config/seo'));
  const home = admin.getByRole('form', { name: 'Home' });
  await home.getByLabel('Title').fill('Pass the RACGP exams | Notebook');
  await home.getByLabel('Description').fill('Study notes, KFP cases and AKT practice for GP candidates.');
  await home.getByLabel('Keywords').fill('RACGP, AKT, KFP');
  await home.getByRole('button', { name: 'Save' }).click();
  await admin.getByText(Messages.successfullySaved, { exact: true }).waitFor();
  await home.getByText(/^Saved /).waitFor();

  const html = await (await fetch(suite.url('/public'))).text();
  expect(html).toContain('<title>Pass the RACGP exams | Notebook</title>');
  expect(html).toContain(
    '<meta property="og:description" content="Study notes, KFP cases and AKT practice for GP candidates." />',
  );
});

test('the testimonial list fits a phone in dark mode and is reached by keyboard', async () => {
  const admin = await adminPage([Privileges.contactUs.view, Privileges.testimonial.addEdit], {
    viewport: { width: 390, height: 844 },
    colorScheme: 'dark',
  });
  await admin.goto(suite.url('/admin/testimonial'));
  await admin.getByRole('table', { name: 'Testimonials' }).waitFor();
  expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // Tab reaches "Add Testimonial" (a link), so the page works without a pointer.
  let reached = false;
  for (let step = 0; step < 40 && !reached; step++) {
    await admin.keyboard.press('Tab');
    reached = await admin.evaluate(() => document.activeElement?.textContent?.trim() === 'Add Testimonial');
  }
  expect(reached).toBe(true);
  await suite.snap(admin, 'testimonials-admin-phone-dark');
});
