import type { LoggedInUser, ReaderReferralLink } from '@notebook/contracts';
import { ApiPaths, Messages } from '@notebook/contracts';
import { FixedClock } from '@notebook/kernel';
import { MailCatcher, linkIn } from '../support/mail-catcher';
import { type CallPath, TestApi, firstError } from '../support/test-api';

/**
 * A reader's own account (issue 16) over HTTP, with a real SMTP peer catching the mails and the
 * tests following their links: register → confirm, a new link retires the old, links expire by the
 * application's clock, password reset ends every session, bad input writes nothing.
 */
const BASE = 'http://notebook.test';
const HOUR = 3_600_000;
const clock = new FixedClock(new Date());
let api: TestApi;
let mail: MailCatcher;
let counter = 0;

beforeAll(async () => {
  mail = await MailCatcher.start();
  api = await TestApi.start({
    clock,
    env: { SMTP_URL: mail.url, PUBLIC_BASE_URL: BASE, MAIL_FROM: 'Notebook <no-reply@notebook.test>' },
  });
});
afterAll(async () => {
  await api.stop();
  await mail.close();
});

const newEmail = () => `new-reader-${++counter}-${Date.now()}@test.example`;
const form = (email: string, overrides: Record<string, unknown> = {}) => ({
  title: 'DR',
  firstName: 'Nadia',
  lastName: 'Nguyen',
  email,
  password: 'Stethoscope-42',
  acceptTerms: true,
  ...overrides,
});
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
const me = async (token: string) => await api.ok<LoggedInUser>(ApiPaths.auth.currentUser, { token });

test('a visitor registers, may sign in at once, and confirms the address from the e-mail', async () => {
  const email = newEmail();
  const registered = await api.success<{ readerID: string }>(ApiPaths.auth.register, { body: form(email) });
  expect(registered.message).toBe(Messages.registered);

  const confirmation = await mail.mailTo(email);
  expect(confirmation.subject).toBe('Confirm your e-mail address for Notebook');
  expect(confirmation.text).toContain('Hello Nadia,');
  const link = linkIn(confirmation, `${BASE}/public/confirm-email?token=`);
  expect(confirmation.html).toContain(link.replace(/&/g, '&amp;'));

  const { token } = await api.login(email, 'Stethoscope-42');
  expect(await me(token)).toMatchObject({
    emailConfirmed: false,
    hasConfirmationLinkExpired: false,
    referralUUID: expect.stringMatching(/^[0-9a-f-]{36}$/),
    user: { userType: 'READER', firstName: 'Nadia' },
  });

  const confirmed = await api.success(ApiPaths.auth.confirmReaderEmail, { body: { token: tokenOf(link) } });
  expect(confirmed.message).toBe(Messages.emailConfirmed);
  expect(await me(token)).toMatchObject({ emailConfirmed: true });
  // Opening the link again (a second click) says it was used, and records nothing.
  const events = await api.eventCount();
  const again = await api.call(ApiPaths.auth.confirmReaderEmail, { body: { token: tokenOf(link) } });
  expect([again.status, firstError(again.body)?.errorMessage]).toEqual([409, Messages.emailLinkUsed]);
  expect(await api.eventCount()).toBe(events);
  // One mail, however the jobs ran.
  expect(mail.mails.filter((each) => each.to === email)).toHaveLength(1);
});

test('a new confirmation link retires the old one, and a link expires', async () => {
  const email = newEmail();
  await api.ok(ApiPaths.auth.register, { body: form(email) });
  const first = linkIn(await mail.mailTo(email), `${BASE}/public/confirm-email?token=`);
  const { token } = await api.login(email, 'Stethoscope-42');
  expect((await api.success(ApiPaths.auth.resendConfirmationEmail, { token, body: {} })).message).toBe(
    Messages.confirmationEmailSent,
  );
  const second = linkIn(await mail.mailTo(email, 1), `${BASE}/public/confirm-email?token=`);
  expect(second).not.toBe(first);

  const old = await api.call(ApiPaths.auth.confirmReaderEmail, { body: { token: tokenOf(first) } });
  expect([old.status, firstError(old.body)?.errorMessage]).toEqual([400, Messages.linkNoLongerValid]);

  clock.advance(49 * HOUR);
  const late = await api.call(ApiPaths.auth.confirmReaderEmail, { body: { token: tokenOf(second) } });
  expect([late.status, firstError(late.body)?.errorMessage]).toEqual([400, Messages.linkExpired]);
  const fresh = (await api.login(email, 'Stethoscope-42')).token;
  expect(await me(fresh)).toMatchObject({ emailConfirmed: false, hasConfirmationLinkExpired: true });
});

test('a forgotten password is reset from the e-mailed link, once, and every session of the account ends', async () => {
  const email = newEmail();
  await api.ok(ApiPaths.auth.register, { body: form(email) });
  const before = await api.login(email, 'Stethoscope-42');

  const unknown = await api.call(ApiPaths.auth.initiateReaderPasswordReset, { body: { email: 'nobody@test.example' } });
  expect([unknown.status, firstError(unknown.body)?.errorMessage]).toEqual([404, Messages.emailNotRegistered]);
  const asked = await api.success(ApiPaths.auth.initiateReaderPasswordReset, { body: { email: email.toUpperCase() } });
  expect(asked.message).toBe(Messages.passwordResetEmailSent);
  const resetMail = await mail.mailTo(email, 1);
  expect(resetMail.subject).toBe('Reset your Notebook password');
  const token = tokenOf(linkIn(resetMail, `${BASE}/public/reset-password?token=`));

  const mismatch = await api.call(ApiPaths.auth.resetReaderPassword, {
    body: { token, newPassword: 'New-password-7', newPasswordConfirm: 'Other-password-7' },
  });
  expect([mismatch.status, firstError(mismatch.body)?.errorMessage]).toEqual([400, Messages.passwordNotMatch]);
  const done = await api.success(ApiPaths.auth.resetReaderPassword, {
    body: { token, newPassword: 'New-password-7', newPasswordConfirm: 'New-password-7' },
  });
  expect(done.message).toBe(Messages.passwordReset);

  expect((await api.call(ApiPaths.auth.refreshUser, { method: 'POST', cookie: before.cookie })).status).toBe(401);
  expect((await api.call(ApiPaths.auth.login, { body: { username: email, password: 'Stethoscope-42' } })).status).toBe(
    401,
  );
  await api.login(email, 'New-password-7');
  const again = await api.call(ApiPaths.auth.resetReaderPassword, {
    body: { token, newPassword: 'Third-password-9', newPasswordConfirm: 'Third-password-9' },
  });
  expect([again.status, firstError(again.body)?.errorMessage]).toEqual([400, Messages.linkNoLongerValid]);

  // A reset link lasts an hour.
  await api.ok(ApiPaths.auth.initiateReaderPasswordReset, { body: { email } });
  const later = tokenOf(linkIn(await mail.mailTo(email, 2), `${BASE}/public/reset-password?token=`));
  clock.advance(61 * 60_000);
  const expired = await api.call(ApiPaths.auth.resetReaderPassword, {
    body: { token: later, newPassword: 'Third-password-9', newPasswordConfirm: 'Third-password-9' },
  });
  expect([expired.status, firstError(expired.body)?.errorMessage]).toEqual([400, Messages.linkExpired]);
});

test('bad input is refused with a clear message and writes nothing', async () => {
  const taken = newEmail();
  await api.ok(ApiPaths.auth.register, { body: form(taken) });
  const events = await api.eventCount();
  const refused = async (body: unknown, path: CallPath = ApiPaths.auth.register) => {
    const response = await api.call(path, { body });
    return [response.status, firstError(response.body)?.errorMessage];
  };
  expect(await refused(form(newEmail(), { password: 'short1' }))).toEqual([400, Messages.weakPassword]);
  expect(await refused(form(newEmail(), { password: 'no-digits-here' }))).toEqual([400, Messages.weakPassword]);
  expect(await refused(form(newEmail(), { title: 'PROF' }))).toEqual([400, Messages.invalidEntry]);
  expect(await refused(form(newEmail(), { acceptTerms: false }))).toEqual([400, Messages.acceptTermsRequired]);
  expect(await refused(form('not-an-address'))).toEqual([400, Messages.notValidEmail]);
  expect(await refused(form(newEmail(), { firstName: '  ' }))).toEqual([400, Messages.required]);
  expect(await refused({ token: 'forged.token.value' }, ApiPaths.auth.confirmReaderEmail)).toEqual([
    400,
    Messages.linkNoLongerValid,
  ]);
  expect(await api.eventCount()).toBe(events);
  expect((await refused(form(taken.toUpperCase())))[0]).toBe(409);
});

test('a reader joining through a referral link is counted once, whichever way it arrives', async () => {
  const referrerEmail = newEmail();
  await api.ok(ApiPaths.auth.register, { body: form(referrerEmail) });
  const referrer = (await api.login(referrerEmail, 'Stethoscope-42')).token;
  const link = await api.ok<ReaderReferralLink>(ApiPaths.reader.getReaderReferralLink, { token: referrer });
  expect(link).toMatchObject({ referralLink: `${BASE}/public?ref=${link.referralUUID}`, joined: 0 });
  expect(await api.ok<ReaderReferralLink>(ApiPaths.reader.getCopiedReferralLink, { token: referrer })).toEqual(link);

  await api.ok(ApiPaths.auth.register, { body: form(newEmail(), { referralUUID: link.referralUUID }) });
  expect(await api.ok<ReaderReferralLink>(ApiPaths.reader.getReaderReferralLink, { token: referrer })).toMatchObject({
    joined: 1,
  });

  // A reader who signed in with a provider sends the saved link: five tabs at once record it once.
  const { email: socialEmail, userId } = await api.createReader();
  const social = (await api.login(socialEmail)).token;
  const answers = await Promise.all(
    Array.from({ length: 5 }, () =>
      api.call(ApiPaths.auth.updateReferral, { token: social, body: { referralUUID: link.referralUUID } }),
    ),
  );
  expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
  const referred = (await api.database.eventStore.readStream(`user-${userId}`)).filter(
    (event) => event.type === 'ReaderReferred',
  );
  expect(referred).toHaveLength(1);
  expect(await api.ok<ReaderReferralLink>(ApiPaths.reader.getReaderReferralLink, { token: referrer })).toMatchObject({
    joined: 2,
  });

  const own = await api.call(ApiPaths.auth.updateReferral, {
    token: referrer,
    body: { referralUUID: link.referralUUID },
  });
  expect([own.status, firstError(own.body)?.errorMessage]).toEqual([400, Messages.ownReferral]);
  const events = await api.eventCount();
  const unknown = await api.call(ApiPaths.auth.register, {
    body: form(newEmail(), { referralUUID: '0190a3b4-0000-7000-8000-00000000dead' }),
  });
  expect([unknown.status, firstError(unknown.body)?.errorMessage]).toEqual([400, Messages.referralNotFound]);
  expect(await api.eventCount()).toBe(events);
});
