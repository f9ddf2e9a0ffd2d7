import { ApiPaths } from '@notebook/contracts';
import { TEST_PASSWORD, TestApi } from '../support/test-api';

/**
 * A stranger cannot lock an account's owner out (issue 24, item 5): wrong passwords from many
 * addresses past the count over all of them hold off only addresses and browsers the account never
 * signed in from; the owner's own address, or a browser holding the known-device cookie from an
 * earlier sign-in, still signs in. An IPv6 address counts as its /64.
 */
let api: TestApi;
beforeAll(async () => {
  // Behind one proxy, so each request comes from an address of its own (X-Forwarded-For).
  api = await TestApi.start({
    env: { TRUST_PROXY: '1', LOGIN_FAILURES_PER_ACCOUNT: '5', LOGIN_FAILURES_PER_ACCOUNT_ALL_ADDRESSES: '20' },
  });
});
afterAll(() => api.stop());

const signIn = (username: string, password: string, ip: string, cookie?: string) =>
  api.call(ApiPaths.auth.login, { body: { username, password }, headers: { 'x-forwarded-for': ip }, cookie });
const deviceCookieOf = (headers: Headers) =>
  headers
    .getSetCookie()
    .find((value) => value.startsWith('nb_device='))!
    .split(';')[0]!;

/** 20 wrong passwords from 5 addresses, 4 each (under the per-address 5): the count over every address (20) is reached. */
async function strangerGuesses(email: string): Promise<void> {
  for (let host = 1; host <= 5; host += 1)
    for (let attempt = 0; attempt < 4; attempt += 1)
      expect((await signIn(email, 'guess', `198.51.100.${host}`)).status).toBe(401);
}

test('the owner signs in from an address they used before, and from a browser they signed in on, while strangers are held off', async () => {
  const { email } = await api.createReader();
  const home = await signIn(email, TEST_PASSWORD, '203.0.113.7');
  expect(home.status).toBe(200);
  const device = deviceCookieOf(home.headers);
  const setDevice = home.headers.getSetCookie().find((value) => value.startsWith('nb_device='))!;
  expect(setDevice).toMatch(/HttpOnly/i);
  expect(setDevice).toMatch(/Path=\/api\/auth/);

  await strangerGuesses(email);
  // An address the account never signed in from is held off, the right password or not.
  const unfamiliar = await signIn(email, TEST_PASSWORD, '192.0.2.200');
  expect(unfamiliar.status).toBe(429);
  expect(Number(unfamiliar.headers.get('retry-after'))).toBeGreaterThan(0);
  // The owner at home, and on their own browser from a café, are not.
  expect((await signIn(email, TEST_PASSWORD, '203.0.113.7')).status).toBe(200);
  expect((await signIn(email, TEST_PASSWORD, '192.0.2.201', device)).status).toBe(200);
  // Another account's device cookie is no key to this one.
  const other = await api.createReader();
  const othersDevice = deviceCookieOf((await signIn(other.email, TEST_PASSWORD, '192.0.2.202')).headers);
  expect((await signIn(email, TEST_PASSWORD, '192.0.2.203', othersDevice)).status).toBe(429);
});

test('an admin is not held off their account from their own address either', async () => {
  const { email } = await api.createAdmin();
  expect((await signIn(email, TEST_PASSWORD, '203.0.113.50')).status).toBe(200);
  await strangerGuesses(email);
  expect((await signIn(email, TEST_PASSWORD, '203.0.113.50')).status).toBe(200);
  expect((await signIn(email, TEST_PASSWORD, '203.0.113.51')).status).toBe(429);
});

test('an IPv6 address counts as its /64: new addresses in it share one count, and a /64 the owner used is theirs', async () => {
  const { email } = await api.createReader();
  // Five wrong passwords from five addresses of one /64 lock that /64 off the account, as from one address.
  for (let host = 1; host <= 5; host += 1)
    expect((await signIn(email, 'guess', `2001:db8:aa:1::${host}`)).status).toBe(401);
  expect((await signIn(email, TEST_PASSWORD, '2001:db8:aa:1::ffff')).status).toBe(429);
  // The next /64 is another network.
  expect((await signIn(email, TEST_PASSWORD, '2001:db8:aa:2::1')).status).toBe(200);

  // An owner who signed in from a /64 later comes from another address in it: familiar.
  const owner = await api.createReader();
  expect((await signIn(owner.email, TEST_PASSWORD, '2001:db8:bb:2::1')).status).toBe(200);
  await strangerGuesses(owner.email);
  expect((await signIn(owner.email, TEST_PASSWORD, '2001:db8:bb:2::beef')).status).toBe(200);
  expect((await signIn(owner.email, TEST_PASSWORD, '2001:db8:bb:3::1')).status).toBe(429);
});
