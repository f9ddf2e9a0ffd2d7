import { createHash } from 'node:crypto';
import type { LoggedInUser, LoginResult } from '@notebook/contracts';
import { Privileges, ApiPaths } from '@notebook/contracts';
import { SYSTEM_ACTOR } from '@notebook/kernel';
import { TEST_PASSWORD, TestApi, refreshCookieOf } from '../support/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await TestApi.start();
});
afterAll(() => api.stop());

const sha1Base64 = (text: string) => createHash('sha1').update(text).digest('base64');

describe('login', () => {
  test('returns an access token, the logged-in user and a strict httpOnly refresh cookie, Secure outside development', async () => {
    const { email } = await api.createReader({ subscribed: true });
    const response = await api.call<LoginResult>(ApiPaths.auth.login, {
      body: { username: `  ${email.toUpperCase()} `, password: TEST_PASSWORD },
    });
    expect(response.status).toBe(200);
    if (response.body.status !== 'SUCCESS') throw new Error('expected success');
    expect(response.body.result.accessToken.split('.')).toHaveLength(3);
    expect(response.body.result.loggedInUser).toMatchObject({
      user: { userType: 'READER', email, userName: email, firstName: 'Rita', lastName: 'Reader' },
      privileges: [],
      hasActiveSubscription: true,
      emailConfirmed: true,
    });
    const cookie = response.headers.getSetCookie().find((value) => value.startsWith('nb_refresh='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toMatch(/Path=\/api/);
    expect(cookie).toMatch(/;\s*Secure/i);
  });

  test("wrong password or unknown user: 401 'Invalid credentials', the same either way", async () => {
    const { email } = await api.createReader();
    for (const body of [
      { username: email, password: 'nope' },
      { username: 'nobody@test.example', password: 'nope' },
    ]) {
      const response = await api.call(ApiPaths.auth.login, { body });
      expect(response.status).toBe(401);
      expect(response.body).toEqual({
        status: 'FAILED',
        appsErrorMessages: [{ errorCode: 'UNAUTHORIZED', errorMessage: 'Invalid credentials' }],
      });
    }
  });

  test('after five failures the account is locked for a while, even with the right password', async () => {
    const { email } = await api.createReader();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await api.call(ApiPaths.auth.login, { body: { username: email, password: 'wrong' } })).status).toBe(401);
    }
    const locked = await api.call(ApiPaths.auth.login, { body: { username: email, password: TEST_PASSWORD } });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  test('a blocked user cannot log in and their token stops working', async () => {
    const { email, userId } = await api.createReader();
    const { token } = await api.login(email);
    await api.identity.changeUserStatus(userId, 'BLOCKED', SYSTEM_ACTOR);
    expect((await api.call(ApiPaths.auth.currentUser, { token })).status).toBe(401);
    expect((await api.call(ApiPaths.auth.login, { body: { username: email, password: TEST_PASSWORD } })).status).toBe(
      401,
    );
  });
});

describe('login attempts per IP address', () => {
  let strict: TestApi;
  beforeAll(async () => {
    strict = await TestApi.start({ env: { LOGIN_ATTEMPTS_PER_IP: '3' } });
  });
  afterAll(() => strict.stop());

  test('one address trying many accounts is stopped, whoever it tries', async () => {
    const { email } = await strict.createReader();
    for (const username of ['a@test.example', 'b@test.example', 'c@test.example']) {
      expect((await strict.call(ApiPaths.auth.login, { body: { username, password: 'guess' } })).status).toBe(401);
    }
    expect(
      (await strict.call(ApiPaths.auth.login, { body: { username: email, password: TEST_PASSWORD } })).status,
    ).toBe(429);
  });

  test('a forged X-Forwarded-For does not get round it', async () => {
    const response = await strict.call(ApiPaths.auth.login, {
      body: { username: 'd@test.example', password: 'guess' },
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(response.status).toBe(429);
  });
});

describe('wrong passwords hold off the address that typed them, not the account', () => {
  let proxied: TestApi;
  beforeAll(async () => {
    // Behind one proxy, so each test request can come from an address of its own.
    proxied = await TestApi.start({
      env: { TRUST_PROXY: '1', LOGIN_FAILURES_PER_ACCOUNT: '3', LOGIN_FAILURES_PER_ACCOUNT_ALL_ADDRESSES: '8' },
    });
  });
  afterAll(() => proxied.stop());

  const signIn = (username: string, password: string, ip: string) =>
    proxied.call(ApiPaths.auth.login, { body: { username, password }, headers: { 'x-forwarded-for': ip } });

  test("a stranger's wrong passwords lock out the stranger's address only; the owner signs in from theirs", async () => {
    const { email } = await proxied.createReader();
    for (let attempt = 0; attempt < 3; attempt += 1)
      expect((await signIn(email, 'guess', '198.51.100.66')).status).toBe(401);
    const stranger = await signIn(email, TEST_PASSWORD, '198.51.100.66');
    expect(stranger.status).toBe(429);
    expect(Number(stranger.headers.get('retry-after'))).toBeGreaterThan(50);
    expect((await signIn(email, TEST_PASSWORD, '203.0.113.10')).status).toBe(200);
  });

  test('each lock-out of the same address on the same account lasts twice as long as the last', async () => {
    const { email } = await proxied.createReader();
    const address = '198.51.100.77';
    const lockOut = async () => {
      for (let attempt = 0; attempt < 3; attempt += 1) await signIn(email, 'guess', address);
      return Number((await signIn(email, 'guess', address)).headers.get('retry-after'));
    };
    const first = await lockOut();
    expect(first).toBeGreaterThan(55);
    expect(first).toBeLessThanOrEqual(60);
    // The hold-off ends (its key is dropped here instead of waiting a minute); the next three failures lock it for longer.
    const keys = await proxied.resources.redis.keys('*login-pair:blocked*198.51.100.77');
    await proxied.resources.redis.del(...keys);
    const second = await lockOut();
    expect(second).toBeGreaterThan(115);
    expect(second).toBeLessThanOrEqual(120);
  });

  test('guessing one account from many addresses locks it for every address once the count over all of them is reached', async () => {
    const { email } = await proxied.createReader();
    for (let attempt = 0; attempt < 8; attempt += 1)
      expect((await signIn(email, 'guess', `192.0.2.${attempt + 1}`)).status).toBe(401);
    expect((await signIn(email, TEST_PASSWORD, '203.0.113.99')).status).toBe(429);
  });
});

describe('refresh tokens', () => {
  test('refresh rotates the cookie and returns a new access token', async () => {
    const { email } = await api.createReader();
    const { cookie } = await api.login(email);
    const refreshed = await api.call<LoginResult>(ApiPaths.auth.refreshUser, { method: 'POST', cookie });
    expect(refreshed.status).toBe(200);
    const next = refreshCookieOf(refreshed.headers);
    expect(next).not.toEqual(cookie);
    if (refreshed.body.status !== 'SUCCESS') throw new Error('expected success');
    const me = await api.call<LoggedInUser>(ApiPaths.auth.currentUser, { token: refreshed.body.result.accessToken });
    expect(me.body).toMatchObject({ status: 'SUCCESS', result: { user: { email } } });
  });

  test('reusing a rotated refresh token revokes the whole family', async () => {
    const { email } = await api.createReader();
    const { cookie: first } = await api.login(email);
    const second = refreshCookieOf(
      (await api.call(ApiPaths.auth.refreshUser, { method: 'POST', cookie: first })).headers,
    );
    expect((await api.call(ApiPaths.auth.refreshUser, { method: 'POST', cookie: first })).status).toBe(401);
    // The legitimate holder of the newer token is logged out too: the family is burnt.
    expect((await api.call(ApiPaths.auth.refreshUser, { method: 'POST', cookie: second })).status).toBe(401);
  });

  test('logout revokes the refresh token; no cookie at all is 401', async () => {
    const { email } = await api.createReader();
    const { cookie } = await api.login(email);
    expect((await api.call(ApiPaths.auth.logout, { method: 'POST', cookie })).status).toBe(200);
    expect((await api.call(ApiPaths.auth.refreshUser, { method: 'POST', cookie })).status).toBe(401);
    expect((await api.call(ApiPaths.auth.refreshUser, { method: 'POST' })).status).toBe(401);
  });
});

describe('sessions end', () => {
  const refresh = (cookie: string) => api.call<LoginResult>(ApiPaths.auth.refreshUser, { method: 'POST', cookie });

  test('a password change ends every other session of the account; the one that changed it stays signed in', async () => {
    const { email } = await api.createReader({ subscribed: true });
    const laptop = await api.login(email);
    const phone = await api.login(email);
    const newPassword = 'A-new-password-9';
    const changed = await api.call(ApiPaths.auth.changeReaderPassword, {
      token: laptop.token,
      cookie: laptop.cookie,
      body: { oldPassword: sha1Base64(TEST_PASSWORD), newPassword, newPasswordConfirm: newPassword },
    });
    expect(changed.status).toBe(200);
    expect((await refresh(phone.cookie)).status).toBe(401);
    const stillIn = await refresh(laptop.cookie);
    expect(stillIn.status).toBe(200);
    // Without its refresh cookie (a client holding only the access token) no session is kept.
    const other = await api.createReader();
    const first = await api.login(other.email);
    await api.ok(ApiPaths.auth.changeReaderPassword, {
      token: first.token,
      body: { oldPassword: sha1Base64(TEST_PASSWORD), newPassword, newPasswordConfirm: newPassword },
    });
    expect((await refresh(first.cookie)).status).toBe(401);
  });

  test('a session ends 30 days after its sign-in however often it rotates', async () => {
    const { email, userId } = await api.createReader();
    let { cookie } = await api.login(email);
    const expiries = async () =>
      new Set(
        (
          await api.resources.db
            .selectFrom('refresh_token')
            .select('expires_at')
            .where('user_id', '=', userId)
            .execute()
        ).map((row) => row.expires_at.getTime()),
      );
    for (let rotation = 0; rotation < 3; rotation += 1) cookie = refreshCookieOf((await refresh(cookie)).headers);
    // Four tokens, one expiry: the sign-in's, about 30 days out.
    const [expiry] = [...(await expiries())];
    expect(await expiries()).toEqual(new Set([expiry]));
    expect(expiry! - Date.now()).toBeGreaterThan(29.9 * 24 * 3600 * 1000);
    // The 30 days pass (the session's sign-in moved back): the next refresh is refused.
    await api.resources.db
      .updateTable('refresh_token')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', userId)
      .execute();
    expect((await refresh(cookie)).status).toBe(401);
  });
});

describe('guards', () => {
  test('no token is 401; a forged token is 401', async () => {
    expect((await api.call(ApiPaths.adminChapter.getChapterMenu, { method: 'POST' })).status).toBe(401);
    const forged = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4IiwidHlwIjoiQURNSU4ifQ.c2lnbmF0dXJl';
    expect((await api.call(ApiPaths.adminChapter.getChapterMenu, { method: 'POST', token: forged })).status).toBe(401);
  });

  test('a reader on an admin endpoint is 403', async () => {
    const { email } = await api.createReader({ subscribed: true });
    const { token } = await api.login(email);
    const response = await api.call(ApiPaths.adminChapter.getChapterMenu, { method: 'POST', token });
    expect(response.status).toBe(403);
    expect(response.body.status).toBe('FAILED');
  });

  test('an admin without the privilege is 403, with it 200', async () => {
    const without = await api.adminToken([Privileges.chapter.add]);
    const body = { chapterGroupName: 'Group' };
    expect((await api.call(ApiPaths.adminChapter.saveUpdateChapterGroup, { body, token: without })).status).toBe(403);
    const withIt = await api.adminToken([Privileges.chapterGroup.add]);
    expect((await api.call(ApiPaths.adminChapter.saveUpdateChapterGroup, { body, token: withIt })).status).toBe(200);
  });

  test('the logged-in admin carries the privileges of their roles', async () => {
    const token = await api.adminToken([Privileges.msqQuestion.view, Privileges.msqQuestion.addEdit]);
    const me = await api.call<LoggedInUser>(ApiPaths.auth.currentUser, { token });
    expect(me.body).toMatchObject({
      status: 'SUCCESS',
      result: {
        user: { userType: 'ADMIN' },
        privileges: ['NOTEBOOK.SETTINGS.MSQ.QUESTION.VIEW', 'NOTEBOOK.SETTINGS.MSQ_QUESTION_ADD_EDIT'],
      },
    });
  });
});

describe('change admin password', () => {
  test("mismatched confirmation: 400 'Password not match' on newPasswordConfirm", async () => {
    const token = await api.adminToken();
    const response = await api.call(ApiPaths.auth.changeAdminUserPassword, {
      token,
      body: {
        oldPassword: sha1Base64(TEST_PASSWORD),
        newPassword: 'New-password-1',
        newPasswordConfirm: 'New-password-2',
      },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      status: 'FAILED',
      appsErrorMessages: [{ errorCode: 'VALIDATION', errorMessage: 'Password not match', field: 'newPasswordConfirm' }],
    });
  });

  test('a wrong old password is refused and the password stays', async () => {
    const { email } = await api.createAdmin();
    const { token } = await api.login(email);
    const response = await api.call(ApiPaths.auth.changeAdminUserPassword, {
      token,
      body: { oldPassword: sha1Base64('not it'), newPassword: 'New-password-1', newPasswordConfirm: 'New-password-1' },
    });
    expect(response.status).toBe(400);
    expect((await api.call(ApiPaths.auth.login, { body: { username: email, password: TEST_PASSWORD } })).status).toBe(
      200,
    );
  });

  test("the old password as base64 SHA-1 changes it: 'Password successfully changed'", async () => {
    const { email } = await api.createAdmin();
    const { token } = await api.login(email);
    const response = await api.call(ApiPaths.auth.changeAdminUserPassword, {
      token,
      body: {
        oldPassword: sha1Base64(TEST_PASSWORD),
        newPassword: 'New-password-1',
        newPasswordConfirm: 'New-password-1',
      },
    });
    expect(response.body).toEqual({ status: 'SUCCESS', result: null, message: 'Password successfully changed' });
    expect((await api.call(ApiPaths.auth.login, { body: { username: email, password: TEST_PASSWORD } })).status).toBe(
      401,
    );
    expect(
      (await api.call(ApiPaths.auth.login, { body: { username: email, password: 'New-password-1' } })).status,
    ).toBe(200);
  });

  test('readers cannot use the admin password change', async () => {
    const { email } = await api.createReader();
    const { token } = await api.login(email);
    const response = await api.call(ApiPaths.auth.changeAdminUserPassword, {
      token,
      body: {
        oldPassword: sha1Base64(TEST_PASSWORD),
        newPassword: 'New-password-1',
        newPasswordConfirm: 'New-password-1',
      },
    });
    expect(response.status).toBe(403);
  });
});

describe('change reader password (reader/changeReaderPassword, the header menu for readers)', () => {
  const change = (
    token: string,
    oldPassword: string,
    newPassword = 'New-password-1',
    newPasswordConfirm = newPassword,
  ) =>
    api.call(ApiPaths.auth.changeReaderPassword, {
      token,
      body: { oldPassword: sha1Base64(oldPassword), newPassword, newPasswordConfirm },
    });

  test("the old password as base64 SHA-1 changes it: 'Password successfully changed'", async () => {
    const { email } = await api.createReader();
    const { token } = await api.login(email);
    const response = await change(token, TEST_PASSWORD);
    expect(response.body).toEqual({ status: 'SUCCESS', result: null, message: 'Password successfully changed' });
    expect((await api.call(ApiPaths.auth.login, { body: { username: email, password: TEST_PASSWORD } })).status).toBe(
      401,
    );
    expect(
      (await api.call(ApiPaths.auth.login, { body: { username: email, password: 'New-password-1' } })).status,
    ).toBe(200);
  });

  test("a wrong old password is 'Old password is incorrect' and a mismatch 'Password not match'; the password stays", async () => {
    const { email } = await api.createReader();
    const { token } = await api.login(email);
    const wrong = await change(token, 'not it');
    expect([wrong.status, wrong.body]).toEqual([
      400,
      expect.objectContaining({
        appsErrorMessages: [
          expect.objectContaining({ field: 'oldPassword', errorMessage: 'Old password is incorrect' }),
        ],
      }),
    ]);
    const mismatch = await change(token, TEST_PASSWORD, 'New-password-1', 'New-password-2');
    expect([mismatch.status, mismatch.body]).toEqual([
      400,
      expect.objectContaining({
        appsErrorMessages: [
          expect.objectContaining({ field: 'newPasswordConfirm', errorMessage: 'Password not match' }),
        ],
      }),
    ]);
    expect((await api.call(ApiPaths.auth.login, { body: { username: email, password: TEST_PASSWORD } })).status).toBe(
      200,
    );
  });

  test('admins use their own call (403 here); visitors are 401', async () => {
    expect((await change(await api.adminToken(), TEST_PASSWORD)).status).toBe(403);
    expect(
      (
        await api.call(ApiPaths.auth.changeReaderPassword, {
          body: { oldPassword: 'x', newPassword: 'New-password-1', newPasswordConfirm: 'New-password-1' },
        })
      ).status,
    ).toBe(401);
  });
});
