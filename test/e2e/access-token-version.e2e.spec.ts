import { createHash } from 'node:crypto';
import type { LoginResult } from '@notebook/contracts';
import { ApiPaths, Privileges } from '@notebook/contracts';
import { accountLinksOf, userStream } from '@notebook/identity';
import { SYSTEM_ACTOR } from '@notebook/kernel';
import { TEST_PASSWORD, TestApi } from '../support/test-api';

/**
 * Access tokens carry the account's token version (issue 24, item 6): a password change or reset,
 * or new roles, end every access token issued before at once, not up to 15 minutes later. The
 * session that made a password change renews into a working token through its refresh cookie.
 */
let api: TestApi;
beforeAll(async () => {
  api = await TestApi.start();
});
afterAll(() => api.stop());

const sha1Base64 = (text: string) => createHash('sha1').update(text).digest('base64');
const me = (token: string) => api.call(ApiPaths.auth.currentUser, { token });
const refresh = (cookie: string) => api.call<LoginResult>(ApiPaths.auth.refreshUser, { method: 'POST', cookie });

test('a password change ends every access token issued before, the changing session’s too; its refresh cookie renews it', async () => {
  const { email } = await api.createReader({ subscribed: true });
  const laptop = await api.login(email);
  const phone = await api.login(email);
  expect((await me(phone.token)).status).toBe(200);
  const newPassword = 'A-new-password-9';
  await api.ok(ApiPaths.auth.changeReaderPassword, {
    token: laptop.token,
    cookie: laptop.cookie,
    body: { oldPassword: sha1Base64(TEST_PASSWORD), newPassword, newPasswordConfirm: newPassword },
  });
  expect((await me(phone.token)).status).toBe(401);
  expect((await me(laptop.token)).status).toBe(401);
  const renewed = await refresh(laptop.cookie);
  if (renewed.body.status !== 'SUCCESS') throw new Error('expected the changing session to renew');
  expect((await me(renewed.body.result.accessToken)).status).toBe(200);
});

test('a password reset from the e-mailed link ends every access token at once', async () => {
  const { email, userId } = await api.createReader({ subscribed: true });
  const { token } = await api.login(email);
  await api.ok(ApiPaths.auth.initiateReaderPasswordReset, { body: { email } });
  const events = await api.resources.eventStore.readStream(userStream(userId));
  const requested = events.filter((event) => event.type === 'PasswordResetRequested').at(-1)!;
  const link = accountLinksOf(api.resources.config).token(
    'reset-password',
    userId,
    (requested.data as { tokenId: string }).tokenId,
  );
  await api.ok(ApiPaths.auth.resetReaderPassword, {
    body: { token: link, newPassword: 'Reset-pass-77', newPasswordConfirm: 'Reset-pass-77' },
  });
  expect((await me(token)).status).toBe(401);
  expect((await me((await api.login(email, 'Reset-pass-77')).token)).status).toBe(200);
});

test('new roles end an admin’s access tokens at once; a role’s changed privileges apply to the next call without ending them', async () => {
  const roleID = await api.identity.createRole(
    { roleName: `Readers ${Date.now()}`, privileges: [Privileges.reader.view] },
    SYSTEM_ACTOR,
  );
  const { email, userId } = await api.createAdmin([Privileges.seo.view]);
  const { token } = await api.login(email);
  const readers = (bearer: string) => api.call(ApiPaths.adminReader.getPagedReaders, { token: bearer, body: {} });
  expect((await readers(token)).status).toBe(403);
  await api.identity.changeRoles(userId, [roleID], SYSTEM_ACTOR);
  expect((await readers(token)).status).toBe(401);
  const fresh = (await api.login(email)).token;
  expect((await readers(fresh)).status).toBe(200);
  // Unrelated changes (a new name) leave tokens working.
  await api.identity.updateAdminProfile(userId, { firstName: 'Renamed', lastName: 'Admin' }, SYSTEM_ACTOR);
  expect((await readers(fresh)).status).toBe(200);
});
