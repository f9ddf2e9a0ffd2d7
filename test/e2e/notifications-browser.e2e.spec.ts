import type { SaveNotificationRequest } from '@notebook/contracts';
import { ApiPaths, Privileges } from '@notebook/contracts';
import type { Page } from 'playwright-core';
import { BrowserSuite } from '../support/browser-suite';
import type { TestApi } from '../support/test-api';

/**
 * Issue 26's bell in a real browser against the built web app, the job worker and the socket: an
 * admin sends a notification about a webinar; the reader's open page shows the count rise without a
 * reload; the item opens the webinar page and shows as read; one sent while the reader's tab is
 * offline arrives once it is back online (the handshake names the newest one it has).
 */
let api: TestApi;
let suite: BrowserSuite;
let admin: string;
let webinarID: string;

beforeAll(async () => {
  suite = await BrowserSuite.start();
  api = suite.api;
  const all = await api.adminToken();
  admin = await api.adminToken([Privileges.notification.addEdit]);
  const webinar = await api.createWebinar(all, new Date(Date.now() + 3 * 24 * 3_600_000).toISOString());
  webinarID = webinar.webinarID;
}, 90_000);
afterAll(() => suite?.stop());

const sendAboutWebinar = (notificationTopic: string) =>
  api.ok(ApiPaths.adminNotification.saveUpdateNotification, {
    token: admin,
    body: {
      notificationTopic,
      content: '<p>Join us for the <strong>chest pain</strong> webinar.</p>',
      notificationType: 'WEBINAR',
      webinarID,
      publishingType: 'ALL',
    } satisfies SaveNotificationRequest,
  });

/** Through the admin pages: the list, Add Notification, the form, back to the list with it sent. */
async function adminSendsAboutWebinar(topic: string) {
  const adminPage = await suite.newPage();
  const { email } = await api.createAdmin();
  await suite.signIn(adminPage, email);
  await adminPage.waitForURL('**/admin/**');
  await adminPage.goto(suite.url('/admin/notification'));
  await adminPage.getByText('No Notification(s) found.').waitFor();
  await adminPage.getByRole('link', { name: 'Add Notification' }).click();
  const form = adminPage.getByRole('form', { name: 'Notification' });
  await form.getByLabel('Notification topic').fill(topic);
  await form.getByRole('textbox', { name: 'Content' }).click();
  await adminPage.keyboard.type('Join us for the chest pain webinar.');
  await form.getByLabel('Webinar').selectOption({ label: 'Chest pain (AKT 2025.2)' });
  await suite.snap(adminPage, 'notifications-admin-add-edit');
  await adminPage.setViewportSize({ width: 390, height: 844 });
  await suite.snap(adminPage, 'notifications-admin-add-edit-390');
  await adminPage.setViewportSize({ width: 1280, height: 860 });
  await form.getByRole('button', { name: 'Save' }).click();
  await adminPage.getByText('Successfully saved / updated', { exact: true }).waitFor();
  await adminPage.waitForURL('**/admin/notification');
  const row = adminPage.getByRole('row', { name: new RegExp(topic) });
  await row.getByRole('img', { name: 'Sent' }).waitFor();
  await suite.snap(adminPage, 'notifications-admin-list');
  await adminPage.setViewportSize({ width: 390, height: 844 });
  await suite.snap(adminPage, 'notifications-admin-list-390');
  // The list scrolls inside its box: the page is never wider than a phone's screen.
  expect(await adminPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await adminPage.close();
}

const bell = (page: Page, unread: number) =>
  page.getByRole('button', { name: unread ? `Notifications, ${unread} unread` : 'Notifications', exact: true });

test('the bell rises live, opens the webinar and marks it read; one sent while offline arrives on reconnect', async () => {
  const page = await suite.newPage();
  const { email } = await api.createReader({ subscribed: true });
  await suite.signIn(page, email);
  await page.waitForURL('**/public');
  await bell(page, 0).click();
  await page.getByText('No Notification(s) found.').waitFor();
  await page.keyboard.press('Escape');

  await adminSendsAboutWebinar('Next webinar: Chest pain');
  await bell(page, 1).waitFor({ timeout: 15_000 });
  await suite.snap(page, 'notifications-bell-count');
  await bell(page, 1).click();
  const item = page.getByRole('menuitem', { name: /Next webinar: Chest pain/ });
  await item.getByText('New', { exact: true }).waitFor();
  // Its send time says which zone it is on.
  await item.getByText(/^\d\d\/\d\d\/\d{4} \d\d:\d\d:\d\d Sydney time$/).waitFor();
  await suite.snap(page, 'notifications-bell-open');
  await item.click();
  await page.waitForURL(`**/public/webinars/webinar?webinarID=${webinarID}`);
  await page.getByText('Successfully marked as read', { exact: true }).waitFor();
  await bell(page, 0).click();
  await item.getByRole('img', { name: 'Read' }).waitFor();
  await page.keyboard.press('Escape');

  await page.context().setOffline(true);
  await sendAboutWebinar('Reminder: Chest pain tomorrow');
  // Long enough for the push to have gone out to an online tab.
  await page.waitForTimeout(3_000);
  await bell(page, 0).waitFor();
  await page.context().setOffline(false);
  await bell(page, 1).waitFor({ timeout: 15_000 });
  await bell(page, 1).click();
  const items = page.getByRole('menuitem');
  await items.first().getByText('Reminder: Chest pain tomorrow').waitFor();
  expect(await items.count()).toBe(2);
  await page.setViewportSize({ width: 390, height: 844 });
  await suite.snap(page, 'notifications-bell-390');
}, 120_000);
