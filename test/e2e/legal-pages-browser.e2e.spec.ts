import { Messages, Privileges } from '@notebook/contracts';
import { BrowserSuite } from '../support/browser-suite';

/**
 * The terms and privacy pages in a real browser against the built web app (`npm run build -w web`
 * first): an admin writes the terms from the sidebar's Terms & Privacy; a visitor on the register page
 * opens its terms link and reads them; the footer's privacy link shows the page not yet written, and
 * fits a phone in dark mode. `SCREENSHOT_DIR=...` keeps screenshots.
 */
let suite: BrowserSuite;

beforeAll(async () => {
  suite = await BrowserSuite.start();
}, 60_000);
afterAll(() => suite?.stop());

test('an admin writes the terms from the sidebar’s Terms & Privacy', async () => {
  const { email } = await suite.api.createAdmin([Privileges.seo.view, Privileges.seo.addEdit]);
  const admin = await suite.newPage();
  await suite.signIn(admin, email);
  await admin.waitForURL('**/admin/**');
  await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Terms & Privacy' }).click();
  await admin.waitForURL('**/admin/config/legal-pages');
  const terms = admin.getByRole('form', { name: 'Terms and conditions' });
  await terms.getByText('Not published yet').waitFor();
  await terms.getByRole('textbox', { name: 'Terms and conditions' }).click();
  await admin.keyboard.type('An account is for one person. Prices are in Australian dollars.');
  await terms.getByRole('button', { name: 'Save' }).click();
  await admin.getByText(Messages.successfullySaved, { exact: true }).waitFor();
  await terms.getByText(/^Saved \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/).waitFor();
  await suite.snap(admin, 'legal-pages-admin');
});

test('the register page’s terms link opens the terms as written', async () => {
  const visitor = await suite.newPage();
  await visitor.goto(suite.url('/public/register'));
  // The link opens a new tab (target _blank) so the form keeps what was typed; the tab loads its href.
  const link = visitor.locator('form').getByRole('link', { name: 'terms and conditions', exact: true });
  expect(await link.getAttribute('target')).toBe('_blank');
  const opened = await visitor.context().newPage();
  await opened.goto(suite.url((await link.getAttribute('href'))!));
  await opened.waitForURL('**/public/terms-and-conditions');
  await opened.getByRole('heading', { level: 1, name: 'Terms and conditions' }).waitFor();
  await opened.getByText('An account is for one person. Prices are in Australian dollars.').waitFor();
  await opened.getByText(/^Last updated \d{2}\/\d{2}\/\d{4}$/).waitFor();
  await suite.snap(opened, 'legal-terms-public');
});

test('the footer’s privacy link opens its page, not yet written, on a phone in dark mode', async () => {
  const phone = await suite.browser.newContext({ viewport: { width: 390, height: 844 }, colorScheme: 'dark' });
  const reader = await phone.newPage();
  await reader.goto(suite.url('/public'));
  await reader.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
  await reader.waitForURL('**/public/privacy-policy');
  await reader.getByRole('heading', { level: 1, name: 'Privacy policy' }).waitFor();
  await reader.getByText(/The privacy policy will be published here soon/).waitFor();
  expect(await reader.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await phone.close();
});
