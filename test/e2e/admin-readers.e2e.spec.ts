import type { AdminReaderRow, Paged } from '@notebook/contracts';
import { ApiPaths, Messages, Privileges } from '@notebook/contracts';
import { SYSTEM_ACTOR } from '@notebook/kernel';
import { TestApi, firstError } from '../support/test-api';

/**
 * Admins' readers (issue 16): the list with search, status filter and paging; a status change
 * that signs a blocked reader out at once (refresh refused, access token refused on the next call,
 * login refused), and back.
 */
let api: TestApi;
let admin: string;
const stamp = Date.now();

beforeAll(async () => {
  api = await TestApi.start();
  admin = await api.adminToken([Privileges.reader.view, Privileges.reader.status]);
  for (const [index, name] of ['Amelia Zhou', 'Bilal Ahmed', 'Chloe Zhou'].entries()) {
    const [firstName, lastName] = name.split(' ');
    await api.identity.registerReader(
      {
        email: `${firstName!.toLowerCase()}-${stamp}-${index}@readers.example`,
        firstName: firstName!,
        lastName: lastName!,
        password: 'Correct-Horse-1',
        emailConfirmed: true,
      },
      SYSTEM_ACTOR,
    );
  }
});
afterAll(() => api.stop());

const page = (body: Record<string, unknown>, token = admin) =>
  api.ok<Paged<AdminReaderRow>>(ApiPaths.adminReader.getPagedReaders, { token, body });

test('lists readers newest first, by search over names and e-mail, by status, 20 a page', async () => {
  const zhou = await page({ searchKey: 'zhou' });
  expect(zhou.pageData.map((row) => `${row.firstName} ${row.lastName}`)).toEqual(['Chloe Zhou', 'Amelia Zhou']);
  expect((await page({ searchKey: `bilal-${stamp}` })).pageData.map((row) => row.lastName)).toEqual(['Ahmed']);
  expect((await page({ searchKey: 'Amelia zhou' })).totalNoOfRecords).toBe(1);
  // % and _ are letters to the search, not patterns.
  expect((await page({ searchKey: '%' })).totalNoOfRecords).toBe(0);
  const first = await page({ rows: 2, page: 0 });
  expect(first.pageData).toHaveLength(2);
  expect(first.totalNoOfRecords).toBeGreaterThanOrEqual(3);
  expect(first.pageData.every((row) => row.status === 'ACTIVE')).toBe(true);
});

test('a blocked reader is signed out at once and cannot sign in; made active again, they can', async () => {
  const { email, userId } = await api.createReader();
  const session = await api.login(email);
  const done = await api.success(ApiPaths.adminReader.updateReaderStatus, {
    token: admin,
    body: { readerID: userId, status: 'BLOCKED' },
  });
  expect(done.message).toBe(Messages.successfullyUpdated);

  // The open tab's next call and the right password say why; a wrong password learns nothing.
  const openTab = await api.call(ApiPaths.auth.currentUser, { token: session.token });
  expect([openTab.status, firstError(openTab.body)?.errorMessage]).toEqual([401, Messages.accountBlocked]);
  expect((await api.call(ApiPaths.auth.refreshUser, { method: 'POST', cookie: session.cookie })).status).toBe(401);
  const signIn = await api.call(ApiPaths.auth.login, { body: { username: email, password: 'Correct-Horse-1' } });
  expect([signIn.status, firstError(signIn.body)?.errorMessage]).toEqual([401, Messages.accountBlocked]);
  const guess = await api.call(ApiPaths.auth.login, { body: { username: email, password: 'Wrong-Horse-1' } });
  expect([guess.status, firstError(guess.body)?.errorMessage]).toEqual([401, Messages.invalidCredentials]);
  expect((await page({ status: 'BLOCKED' })).pageData.map((row) => row.email)).toContain(email);

  await api.ok(ApiPaths.adminReader.updateReaderStatus, { token: admin, body: { readerID: userId, status: 'ACTIVE' } });
  await api.login(email);
});

test('an admin account is not a reader here, and bad input writes nothing', async () => {
  const other = await api.createAdmin([]);
  const events = await api.eventCount();
  const notReader = await api.call(ApiPaths.adminReader.updateReaderStatus, {
    token: admin,
    body: { readerID: other.userId, status: 'BLOCKED' },
  });
  expect([notReader.status, firstError(notReader.body)?.errorMessage]).toEqual([404, Messages.readerNotFound]);
  const badStatus = await api.call(ApiPaths.adminReader.updateReaderStatus, {
    token: admin,
    body: { readerID: other.userId, status: 'GONE' },
  });
  expect([badStatus.status, firstError(badStatus.body)?.errorMessage]).toEqual([400, Messages.invalidEntry]);
  expect(await api.eventCount()).toBe(events);
});
