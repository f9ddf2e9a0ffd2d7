import type { LoggedInUser, LoginResult, OAuthProvider, Paged, UserLoginRow } from '@notebook/contracts';
import { ApiPaths, Messages, Privileges } from '@notebook/contracts';
import { MailCatcher } from '../support/mail-catcher';
import { OidcPeer } from '../support/oidc-peer';
import { TestApi } from '../support/test-api';

/**
 * OpenID Connect sign-in (issue 16) against a real provider (oidc-provider in its own process):
 * authorisation code with PKCE, state and nonce; a first sign-in creates a reader who completes
 * their details; an address someone registered links only when the provider verified it; forged
 * or replayed callbacks fail; two sign-ins racing for a new reader make one.
 */
const BASE = 'http://notebook.test';
let api: TestApi;
let peer: OidcPeer;
let mail: MailCatcher;
let counter = 0;

beforeAll(async () => {
  peer = await OidcPeer.start({
    clientId: 'notebook',
    clientSecret: 'peer-secret',
    redirectUri: `${BASE}/api/oauth2/callback/test`,
  });
  mail = await MailCatcher.start();
  api = await TestApi.start({
    env: {
      PUBLIC_BASE_URL: BASE,
      SMTP_URL: mail.url,
      OIDC_PROVIDERS: JSON.stringify([
        { id: 'test', name: 'Test ID', issuer: peer.issuer, clientId: 'notebook', clientSecret: 'peer-secret' },
      ]),
    },
  });
}, 60_000);
afterAll(async () => {
  await api?.stop();
  await peer?.close();
  await mail?.close();
});

const newEmail = () => `social-${++counter}-${Date.now()}@people.example`;
const signIn = (login: string, beforeCallback?: (url: URL) => URL) =>
  peer.signIn({
    authorizeUrl: `${api.baseUrl}/api/oauth2/authorize/test`,
    login,
    apiBase: api.baseUrl,
    publicBase: BASE,
    beforeCallback,
  });
const me = (token: string) => api.ok<LoggedInUser>(ApiPaths.auth.currentUser, { token });
/** What the /oauth2/redirect page does: trade the refresh cookie the callback set for an access token (none rides in the URL). */
async function tokenOf(outcome: { url: URL; apiCookies: string }): Promise<string> {
  expect(outcome.url.searchParams.get('token')).toBeNull();
  const renewed = await api.call<LoginResult>(ApiPaths.auth.refreshUser, {
    method: 'POST',
    cookie: outcome.apiCookies,
  });
  if (renewed.body.status !== 'SUCCESS')
    throw new Error(`no session after the sign-in: ${JSON.stringify(renewed.body)}`);
  return renewed.body.result.accessToken;
}

test('lists the configured providers for the sign-in page', async () => {
  expect(await api.ok<OAuthProvider[]>(ApiPaths.auth.getOAuthProviders)).toEqual([
    { id: 'test', name: 'Test ID', authorizeUrl: '/api/oauth2/authorize/test' },
  ]);
});

test('a first sign-in creates a reader, who gives what the provider did not; the next signs the same reader in', async () => {
  const email = newEmail();
  const first = await signIn(email);
  expect(first.url.pathname).toBe('/oauth2/redirect');
  expect(first.url.searchParams.get('newReader')).toBe('1');
  const token = await tokenOf(first);
  const user = await me(token);
  expect(user).toMatchObject({ emailConfirmed: true, user: { userType: 'READER', email, firstName: '' } });

  const done = await api.success(ApiPaths.auth.updateSocialReaderInfo, {
    token,
    body: { title: 'DR', firstName: 'Sofia', lastName: 'Silva' },
  });
  expect(done.message).toBe(Messages.successfullyUpdated);
  expect((await me(token)).user.firstName).toBe('Sofia');
  expect(
    (
      await api.call(ApiPaths.auth.updateSocialReaderInfo, {
        token,
        body: { title: 'KING', firstName: 'S', lastName: 'S' },
      })
    ).status,
  ).toBe(400);

  const again = await signIn(email);
  expect(again.url.searchParams.get('newReader')).toBeNull();
  expect((await me(await tokenOf(again))).user.userRefID).toBe(user.user.userRefID);

  const admin = await api.adminToken([Privileges.reader.view]);
  const history = await api.ok<Paged<UserLoginRow>>(ApiPaths.adminReader.getReaderLoginHistory, {
    token: admin,
    body: { readerID: user.user.userRefID },
  });
  expect(history.pageData.map((row) => [row.method, row.provider])).toEqual([
    ['OAUTH', 'test'],
    ['OAUTH', 'test'],
  ]);
});

test('names the provider gives are kept; an address it has not verified is confirmed by mail', async () => {
  const named = await signIn(`${newEmail()};name=Ana Lima`);
  expect((await me(await tokenOf(named))).user).toMatchObject({ firstName: 'Ana', lastName: 'Lima' });

  const email = newEmail();
  const unverified = await signIn(`${email};unverified`);
  expect((await me(await tokenOf(unverified))).emailConfirmed).toBe(false);
  expect((await mail.mailTo(email)).subject).toBe('Confirm your e-mail address for Notebook');
});

test('a reader registered with a password is linked only when the provider verified the address', async () => {
  const { email, userId } = await api.createReader();
  const events = await api.eventCount();
  const refused = await signIn(`${email};unverified`);
  expect(refused.url.searchParams.get('error')).toBe(Messages.socialEmailNotVerified);
  expect(refused.apiCookies).not.toContain('nb_refresh=');
  expect(await api.eventCount()).toBe(events);

  const linked = await signIn(email);
  expect(linked.url.searchParams.get('newReader')).toBeNull();
  expect((await me(await tokenOf(linked))).user.userRefID).toBe(userId);
  // Its owner had confirmed the address: their password still works.
  expect((await api.login(email)).token).toBeTruthy();
});

test('a verified sign-in takes over an account whose address was never confirmed: the password it was registered with, and its sessions, end', async () => {
  const email = newEmail();
  // Someone registers the address with their own password and never confirms it.
  const form = {
    title: 'MR',
    firstName: 'Mallory',
    lastName: 'Maker',
    email,
    password: 'Squatter-pass-1',
    acceptTerms: true,
  };
  await api.ok(ApiPaths.auth.register, { body: form });
  const squatter = await api.login(email, 'Squatter-pass-1');
  expect((await me(squatter.token)).emailConfirmed).toBe(false);

  // The address's owner signs in with a provider that verified it.
  const owner = await signIn(email);
  const user = await me(await tokenOf(owner));
  expect(user).toMatchObject({
    emailConfirmed: true,
    user: { userRefID: squatter.result.loggedInUser.user.userRefID },
  });
  expect((await api.call(ApiPaths.auth.login, { body: { username: email, password: 'Squatter-pass-1' } })).status).toBe(
    401,
  );
  expect((await api.call(ApiPaths.auth.currentUser, { token: squatter.token })).status).toBe(401);
  expect((await api.call(ApiPaths.auth.refreshUser, { method: 'POST', cookie: squatter.cookie })).status).toBe(401);
  // The owner's next sign-in is the same account, still signed in.
  expect((await me(await tokenOf(await signIn(email)))).user.userRefID).toBe(user.user.userRefID);
});

test('admins do not sign in with a provider', async () => {
  const { email } = await api.createAdmin([]);
  expect((await signIn(email)).url.searchParams.get('error')).toBe(Messages.socialSignInReadersOnly);
});

test('a callback with a forged state, or one used before, signs nobody in', async () => {
  const forged = await signIn(newEmail(), (url) => {
    url.searchParams.set('state', 'forged-state');
    return url;
  });
  expect(forged.url.searchParams.get('error')).toBe(Messages.socialSignInExpired);

  let callback: URL | null = null;
  await signIn(newEmail(), (url) => (callback = new URL(url)));
  const replay = await fetch(callback!, { redirect: 'manual' });
  expect(new URL(replay.headers.get('location')!).searchParams.get('error')).toBe(Messages.socialSignInExpired);

  expect(
    new URL(
      (await fetch(`${api.baseUrl}/api/oauth2/authorize/nope`, { redirect: 'manual' })).headers.get('location')!,
    ).searchParams.get('error'),
  ).toBe(Messages.unknownProvider);
});

test('two sign-ins racing for the same new person make one reader', async () => {
  const email = newEmail();
  const [one, two] = await Promise.all([signIn(email), signIn(email)]);
  const [first, second] = await Promise.all([me(await tokenOf(one)), me(await tokenOf(two))]);
  expect(first.user.userRefID).toBe(second.user.userRefID);
  const accounts = await api.resources.db
    .selectFrom('user_account')
    .select('user_id')
    .where('email', '=', email)
    .execute();
  expect(accounts).toHaveLength(1);
});
