import { join } from 'node:path';
import { type ApplicationProperties, Messages, ApiPaths } from '@notebook/contracts';
import type { Page } from 'playwright-core';
import { BrowserSuite } from '../support/browser-suite';
import type { TestApi } from '../support/test-api';

/**
 * Contact Us in a real browser against the built web app (`npm run build -w web` first; spec
 * sections 4, 5, 8, 9): a visitor follows the footer's Contact us to the home page's contact
 * section, writes there and is thanked; a signed-in reader opens the footer's Contact us modal,
 * finds their last name and email filled in, sends and is thanked. Both messages are stored unread.
 * `SCREENSHOT_DIR=...` keeps desktop (1440x900) and mobile (390x844) screenshots.
 */
let suite: BrowserSuite;
let api: TestApi;
let properties: ApplicationProperties;

beforeAll(async () => {
  suite = await BrowserSuite.start();
  api = suite.api;
  const response = await api.call<ApplicationProperties>(ApiPaths.public.getApplicationProperties, { method: 'GET' });
  if (response.body.status !== 'SUCCESS') throw new Error(JSON.stringify(response.body));
  properties = response.body.result;
}, 60_000);
afterAll(() => suite?.stop());

const storedMessages = (email: string) =>
  api.resources.db.selectFrom('contact_message').selectAll().where('email', '=', email).execute();

const viewports = { desktop: { width: 1440, height: 900 }, mobile: { width: 390, height: 844 } } as const;

async function pageOfSize(size: keyof typeof viewports): Promise<Page> {
  const context = await suite.browser.newContext({ viewport: viewports[size], colorScheme: 'light' });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  return page;
}

/** What is on screen (not the whole page), when SCREENSHOT_DIR is set. */
async function snapScreen(page: Page, name: string): Promise<void> {
  const folder = process.env.SCREENSHOT_DIR;
  if (folder) await page.screenshot({ path: join(folder, `${name}.png`) });
}

test('a visitor follows Contact us to the home page contact section, writes there and is thanked', async () => {
  const page = await suite.newPage();
  await page.goto(suite.url('/public/terms-and-conditions'));
  const footer = page.getByRole('contentinfo');
  // The support details from the application properties.
  if (properties.supportEmail) {
    expect(await footer.getByRole('link', { name: properties.supportEmail }).getAttribute('href')).toBe(
      `mailto:${properties.supportEmail}`,
    );
  }
  if (properties.supportPhone) {
    expect(await footer.getByRole('link', { name: properties.supportPhone }).getAttribute('href')).toMatch(
      /^tel:\+?\d+$/,
    );
  }
  await footer.getByText(`© ${new Date().getFullYear()}`).waitFor();

  await footer.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Contact us' }).click();
  await page.waitForURL('**/public#contact');
  const section = page.getByRole('region', { name: 'Contact us' });
  const form = section.getByRole('form', { name: 'Contact us' });
  const send = form.getByRole('button', { name: 'Send' });
  expect(await send.isDisabled()).toBe(true);

  // Leaving a field empty and a bad address say so under the field.
  await form.getByLabel('Name').focus();
  await form.getByLabel('Email').fill('grace@');
  await form.getByLabel('Message').focus();
  await form.getByText('Required', { exact: true }).waitFor();
  await form.getByText(Messages.notValidEmail).waitFor();
  expect(await send.isDisabled()).toBe(true);

  await form.getByLabel('Name').fill('Grace Hopper');
  await form.getByLabel('Email').fill('grace.hopper@test.example');
  await form.getByLabel('Message').fill('Is there a group price for a whole practice?');
  await expectEnabled(send);
  await send.click();

  await page.getByText(Messages.thankYouContact).first().waitFor();
  await expectValue(form.getByLabel('Message'), '');
  await expectValue(form.getByLabel('Name'), '');
  expect(await storedMessages('grace.hopper@test.example')).toEqual([
    expect.objectContaining({
      contact_name: 'Grace Hopper',
      message: 'Is there a group price for a whole practice?',
      message_status: 'NAK',
      reader_id: null,
    }),
  ]);
  await page.context().close();
}, 60_000);

test('a signed-in reader opens the Contact us modal from the footer, prefilled with their name and email, sends and is thanked', async () => {
  const { email, userId } = await api.createReader();
  const page = await suite.newPage();
  await suite.signIn(page, email);
  await page.waitForURL('**/public');

  const footer = page.getByRole('contentinfo');
  await footer.getByRole('button', { name: 'Contact us' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact us' });
  const form = dialog.getByRole('form', { name: 'Contact us' });
  await expectValue(form.getByLabel('Email'), email);
  await expectValue(form.getByLabel('Name'), 'Reader');
  const send = form.getByRole('button', { name: 'Send' });
  expect(await send.isDisabled()).toBe(true);

  await form.getByLabel('Message').fill('The reading marks are a great help. Could lessons have a print view?');
  await expectEnabled(send);
  await send.click();

  await page.getByText(Messages.thankYouContact).first().waitFor();
  await dialog.waitFor({ state: 'detached' });
  expect(await storedMessages(email)).toEqual([
    expect.objectContaining({ contact_name: 'Reader', message_status: 'NAK', reader_id: userId }),
  ]);
  await page.context().close();
}, 60_000);

test('the contact section, the footer and the modal on desktop and mobile (screenshots)', async () => {
  const { email } = await api.createReader();
  for (const size of ['desktop', 'mobile'] as const) {
    const visitor = await pageOfSize(size);
    // The server in this suite has no SOCIAL_GROUP_URL; show the link too, to see it in the footer.
    await visitor.route('**/api/public/getApplicationProperties', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { result: ApplicationProperties };
      await route.fulfill({
        response,
        json: {
          ...body,
          result: { ...body.result, facebookPageURL: 'https://www.facebook.com/groups/notebook-study' },
        },
      });
    });
    await visitor.goto(suite.url('/public#contact'));
    const section = visitor.getByRole('region', { name: 'Contact us' });
    await section.getByRole('form', { name: 'Contact us' }).waitFor();
    const group = visitor.getByRole('contentinfo').getByRole('link', { name: /Join our Facebook group/ });
    expect(await group.getAttribute('target')).toBe('_blank');
    await section.scrollIntoViewIfNeeded();
    await snapScreen(visitor, `contact-section-${size}`);
    await section.getByLabel('Name').focus();
    await section.getByLabel('Email').fill('not-an-address');
    await section.getByLabel('Message').focus();
    await section.getByText(Messages.notValidEmail).waitFor();
    await snapScreen(visitor, `contact-section-errors-${size}`);
    await visitor.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await snapScreen(visitor, `footer-${size}`);
    await visitor.context().close();

    const reader = await pageOfSize(size);
    await suite.signIn(reader, email);
    await reader.waitForURL('**/public');
    await reader.getByRole('contentinfo').getByRole('button', { name: 'Contact us' }).click();
    const dialog = reader.getByRole('dialog', { name: 'Contact us' });
    await expectValue(dialog.getByLabel('Email'), email);
    await dialog.getByLabel('Message').fill('Hello from the screenshot run.');
    await snapScreen(reader, `contact-modal-${size}`);
    await reader.context().close();
  }
}, 90_000);

type Locator = ReturnType<Page['getByRole']>;

/** Waits (up to 10 s) until the field holds `value`. */
async function expectValue(field: Locator, value: string): Promise<void> {
  for (const deadline = Date.now() + 10_000; ;) {
    const current = await field.inputValue();
    if (current === value) return;
    if (Date.now() > deadline) expect(current).toBe(value);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Waits until the button is enabled (Send waits for a valid form). */
async function expectEnabled(button: Locator): Promise<void> {
  await button.and(button.page().locator(':enabled')).waitFor();
}
