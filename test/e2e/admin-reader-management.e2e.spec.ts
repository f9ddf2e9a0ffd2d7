import type {
  AdminReaderDetail,
  AdminReaderRow,
  LoggedInUser,
  Paged,
  ReaderGroupRow,
  ReaderReadiness,
  UserLoginRow,
} from '@notebook/contracts';
import { ApiPaths, Messages, Privileges } from '@notebook/contracts';
import { FixedClock } from '@notebook/kernel';
import { MailCatcher, linkIn } from '../support/mail-catcher';
import { TestApi, firstError } from '../support/test-api';

/**
 * Admins' readers beyond the list (issue 16): adding a reader (a mail to choose a password), editing
 * details, groups and address, the billing address behind its own privilege, bulk status and group
 * changes, reader groups with members, a reader's sign-ins and readiness. Bad input writes nothing.
 */
const BASE = 'http://notebook.test';
const clock = new FixedClock(new Date());
let api: TestApi;
let mail: MailCatcher;
let admin: string;
let counter = 0;

beforeAll(async () => {
  mail = await MailCatcher.start();
  api = await TestApi.start({ clock, env: { SMTP_URL: mail.url, PUBLIC_BASE_URL: BASE } });
  admin = await api.adminToken([Privileges.reader.view, Privileges.reader.addEdit, Privileges.reader.status]);
});
afterAll(async () => {
  await api.stop();
  await mail.close();
});

const newEmail = () => `managed-${++counter}-${Date.now()}@readers.example`;
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
const detail = (readerID: string, token = admin) =>
  api.ok<AdminReaderDetail>(ApiPaths.adminReader.getReader, { token, body: { readerID } });
const refusal = async (path: Parameters<TestApi['call']>[0], body: unknown, token = admin) => {
  const answer = await api.call(path, { token, body });
  return [answer.status, firstError(answer.body)?.errorMessage];
};
const address = {
  addressLine1: '12 Collins St',
  city: 'Melbourne',
  state: 'VIC',
  postcode: '3000',
  country: 'Australia',
};

async function newGroup(groupName = `Group ${++counter}-${Date.now()}`): Promise<string> {
  return (
    await api.ok<{ readerGroupID: string }>(ApiPaths.adminReaderGroup.saveUpdateReaderGroup, {
      token: admin,
      body: { groupName },
    })
  ).readerGroupID;
}

async function addedReader(body: Record<string, unknown> = {}): Promise<{ readerID: string; email: string }> {
  const email = newEmail();
  const { readerID } = await api.ok<{ readerID: string }>(ApiPaths.adminReader.saveUpdateReader, {
    token: admin,
    body: { title: 'DR', firstName: 'Priya', lastName: 'Patel', email, ...body },
  });
  return { readerID, email };
}

test('an admin adds a reader, who chooses a password from the mail (which confirms the address) and signs in', async () => {
  const groupID = await newGroup();
  const email = newEmail();
  const saved = await api.success<{ readerID: string }>(ApiPaths.adminReader.saveUpdateReader, {
    token: admin,
    body: {
      title: 'DR',
      firstName: 'Priya',
      lastName: 'Patel',
      email,
      phone: '+61 2 9999 0000',
      readerGroupIDs: [groupID],
    },
  });
  expect(saved.message).toBe(Messages.readerCreated);
  const before = await detail(saved.result.readerID);
  expect(before).toMatchObject({
    email,
    title: 'DR',
    phone: '+61 2 9999 0000',
    status: 'ACTIVE',
    emailConfirmed: false,
    billingAddress: null,
  });
  expect(before.readerGroups.map((group) => group.readerGroupID)).toEqual([groupID]);

  const welcome = await mail.mailTo(email);
  expect(welcome.subject).toBe('Your Notebook account');
  await api.ok(ApiPaths.auth.resetReaderPassword, {
    body: {
      token: tokenOf(linkIn(welcome, `${BASE}/public/reset-password?token=`)),
      newPassword: 'Priya-Pass-4',
      newPasswordConfirm: 'Priya-Pass-4',
    },
  });
  const { token } = await api.login(email, 'Priya-Pass-4');
  expect((await api.ok<LoggedInUser>(ApiPaths.auth.currentUser, { token })).emailConfirmed).toBe(true);
  expect((await detail(saved.result.readerID)).emailConfirmed).toBe(true);
});

test('an edit changes details and groups; a new address frees the old one and must be confirmed', async () => {
  const [first, second] = [await newGroup(), await newGroup()];
  const { readerID, email } = await addedReader({ readerGroupIDs: [first] });
  const moved = newEmail();
  const edited = await api.success(ApiPaths.adminReader.saveUpdateReader, {
    token: admin,
    body: {
      readerID,
      title: 'MS',
      firstName: 'Pri',
      lastName: 'Patel-Singh',
      email: moved.toUpperCase(),
      phone: '0400 000 000',
      readerGroupIDs: [second],
    },
  });
  expect(edited.message).toBe(Messages.successfullyUpdated);
  expect(await detail(readerID)).toMatchObject({
    title: 'MS',
    firstName: 'Pri',
    lastName: 'Patel-Singh',
    email: moved,
    phone: '0400 000 000',
    emailConfirmed: false,
  });
  expect((await detail(readerID)).readerGroups.map((group) => group.readerGroupID)).toEqual([second]);
  expect((await mail.mailTo(moved)).subject).toBe('Confirm your e-mail address for Notebook');
  // The old address is free for someone else.
  await api.ok(ApiPaths.auth.register, {
    body: { title: 'MR', firstName: 'Other', lastName: 'Person', email, password: 'Other-Pass-5', acceptTerms: true },
  });

  const events = await api.eventCount();
  expect(
    await refusal(ApiPaths.adminReader.saveUpdateReader, {
      readerID,
      title: 'MS',
      firstName: 'P',
      lastName: 'P',
      email: moved,
      phone: 'call me',
    }),
  ).toEqual([400, Messages.notValidNumber]);
  expect(
    await refusal(ApiPaths.adminReader.saveUpdateReader, {
      readerID,
      title: 'MS',
      firstName: 'P',
      lastName: 'P',
      email: moved,
      readerGroupIDs: [readerID],
    }),
  ).toEqual([400, Messages.readerGroupNotFound]);
  expect(
    await refusal(ApiPaths.adminReader.saveUpdateReader, {
      readerID,
      title: 'SIR',
      firstName: 'P',
      lastName: 'P',
      email: moved,
    }),
  ).toEqual([400, Messages.invalidEntry]);
  expect(
    await refusal(ApiPaths.adminReader.saveUpdateReader, {
      readerID,
      title: 'MS',
      firstName: 'P',
      lastName: 'P',
      email,
    }),
  ).toEqual([409, Messages.emailAlreadyRegistered]);
  expect(await api.eventCount()).toBe(events);
});

test('the billing address needs its own privilege; a bad one is refused, null clears it', async () => {
  const { readerID } = await addedReader();
  expect(
    (
      await api.call(ApiPaths.adminReader.updateReaderBillingAddress, {
        token: admin,
        body: { readerID, billingAddress: address },
      })
    ).status,
  ).toBe(403);
  const billing = await api.adminToken([Privileges.reader.billingAddress]);
  await api.ok(ApiPaths.adminReader.updateReaderBillingAddress, {
    token: billing,
    body: { readerID, billingAddress: { ...address, addressLine2: ' ' } },
  });
  expect((await detail(readerID, billing)).billingAddress).toEqual(address);

  const events = await api.eventCount();
  expect(
    await refusal(
      ApiPaths.adminReader.updateReaderBillingAddress,
      { readerID, billingAddress: { ...address, city: '' } },
      billing,
    ),
  ).toEqual([400, Messages.required]);
  expect(await api.eventCount()).toBe(events);
  await api.ok(ApiPaths.adminReader.updateReaderBillingAddress, {
    token: billing,
    body: { readerID, billingAddress: null },
  });
  expect((await detail(readerID, billing)).billingAddress).toBeNull();
});

test('bulk edits change the status and groups of many readers at once, or nobody on bad input', async () => {
  const group = await newGroup();
  const signedIn = await api.signedInReader();
  const ids = [signedIn.userId, (await addedReader()).readerID, (await addedReader()).readerID];
  const { token } = signedIn;

  const events = await api.eventCount();
  expect(
    await refusal(ApiPaths.adminReader.bulkUpdateReaderStatus, { readerIDs: [...ids, group], status: 'BLOCKED' }),
  ).toEqual([404, Messages.readerNotFound]);
  expect(await refusal(ApiPaths.adminReader.bulkUpdateReaderGroups, { readerIDs: ids })).toEqual([
    400,
    Messages.nothingToChange,
  ]);
  expect(await api.eventCount()).toBe(events);

  const blocked = await api.success<{ updated: number }>(ApiPaths.adminReader.bulkUpdateReaderStatus, {
    token: admin,
    body: { readerIDs: ids, status: 'BLOCKED' },
  });
  expect([blocked.result.updated, blocked.message]).toEqual([3, Messages.successfullyUpdated]);
  expect((await api.call(ApiPaths.auth.currentUser, { token })).status).toBe(401);

  await api.ok(ApiPaths.adminReader.bulkUpdateReaderGroups, {
    token: admin,
    body: { readerIDs: ids, addReaderGroupIDs: [group] },
  });
  // Doing it again changes nothing.
  const after = await api.eventCount();
  await api.ok(ApiPaths.adminReader.bulkUpdateReaderGroups, {
    token: admin,
    body: { readerIDs: ids, addReaderGroupIDs: [group] },
  });
  expect(await api.eventCount()).toBe(after);
  const members = await api.ok<Paged<AdminReaderRow>>(ApiPaths.adminReader.getPagedReaders, {
    token: admin,
    body: { readerGroupID: group },
  });
  expect(members.pageData.map((row) => row.readerID).sort()).toEqual([...ids].sort());
  expect(
    (
      await api.ok<ReaderGroupRow>(ApiPaths.adminReaderGroup.getReaderGroup, {
        token: admin,
        body: { readerGroupID: group },
      })
    ).noOfMembers,
  ).toBe(3);

  await api.ok(ApiPaths.adminReader.bulkUpdateReaderGroups, {
    token: admin,
    body: { readerIDs: ids.slice(0, 2), removeReaderGroupIDs: [group] },
  });
  const left = await api.ok<Paged<AdminReaderRow>>(ApiPaths.adminReader.getPagedReaders, {
    token: admin,
    body: { readerGroupID: group },
  });
  expect(left.pageData.map((row) => row.readerID)).toEqual([ids[2]]);
});

test('reader groups are named uniquely, listed with their members, and renamed', async () => {
  const name = `Cohort 2027 ${Date.now()}`;
  const saved = await api.success<{ readerGroupID: string }>(ApiPaths.adminReaderGroup.saveUpdateReaderGroup, {
    token: admin,
    body: { groupName: name, description: 'Sitting the 2027.1 AKT' },
  });
  expect(saved.message).toBe(Messages.successfullyAdded);
  expect(await refusal(ApiPaths.adminReaderGroup.saveUpdateReaderGroup, { groupName: name.toLowerCase() })).toEqual([
    409,
    Messages.readerGroupNameTaken,
  ]);
  await api.ok(ApiPaths.adminReaderGroup.saveUpdateReaderGroup, {
    token: admin,
    body: { readerGroupID: saved.result.readerGroupID, groupName: `${name} (AKT)`, description: '' },
  });
  const listed = await api.ok<Paged<ReaderGroupRow>>(ApiPaths.adminReaderGroup.getPagedReaderGroups, {
    token: admin,
    body: { searchKey: name },
  });
  expect(listed.pageData.map((group) => [group.groupName, group.description, group.noOfMembers])).toEqual([
    [`${name} (AKT)`, '', 0],
  ]);
  const viewer = await api.adminToken([Privileges.reader.view]);
  expect(
    (await api.call(ApiPaths.adminReaderGroup.saveUpdateReaderGroup, { token: viewer, body: { groupName: 'Nope' } }))
      .status,
  ).toBe(403);
});

test('a reader’s page shows their sign-ins (a return with a kept session counted once per half hour) and readiness', async () => {
  const { email, userId: readerID } = await api.createReader();
  const { cookie, token } = await api.login(email);
  let viewer = await api.adminToken([Privileges.reader.view]);
  const history = () =>
    api.ok<Paged<UserLoginRow>>(ApiPaths.adminReader.getReaderLoginHistory, { token: viewer, body: { readerID } });
  expect((await history()).pageData.map((row) => row.method)).toEqual(['PASSWORD']);
  // Straight after signing in, the app's report adds nothing.
  await api.ok(ApiPaths.auth.reportUserLogin, { token, body: {} });
  expect((await history()).totalNoOfRecords).toBe(1);

  // Back after a while with the kept session: three tabs report at once, one return is recorded.
  clock.advance(31 * 60_000);
  const resumed = await api.call<{ accessToken: string }>(ApiPaths.auth.refreshUser, { method: 'POST', cookie });
  const kept = (resumed.body as { result: { accessToken: string } }).result.accessToken;
  await Promise.all([0, 1, 2].map(() => api.ok(ApiPaths.auth.reportUserLogin, { token: kept, body: {} })));
  viewer = await api.adminToken([Privileges.reader.view]);
  const rows = (await history()).pageData;
  expect(rows.map((row) => row.method)).toEqual(['RETURN', 'PASSWORD']);
  expect(rows[0]!.ipAddress).toBeTruthy();

  const readiness = await api.ok<ReaderReadiness>(ApiPaths.adminReader.getReaderReadiness, {
    token: viewer,
    body: { readerID, timeZone: 'Australia/Sydney' },
  });
  expect(readiness.overall.answered).toBe(0);
  expect(readiness.trend).toHaveLength(30);
  expect(
    await refusal(ApiPaths.adminReader.getReaderReadiness, { readerID, timeZone: 'Mars/Olympus' }, viewer),
  ).toEqual([400, Messages.invalidEntry]);
  const adminID = (await api.createAdmin([])).userId;
  expect(
    (await api.call(ApiPaths.adminReader.getReaderReadiness, { token: viewer, body: { readerID: adminID } })).status,
  ).toBe(404);
});

test('two admins naming a reader group alike at once make one group', async () => {
  const groupName = `Study circle ${Date.now()}`;
  const token = await api.adminToken([Privileges.reader.view, Privileges.reader.addEdit]);
  const answers = await Promise.all(
    [groupName, groupName.toUpperCase()].map((name) =>
      api.call(ApiPaths.adminReaderGroup.saveUpdateReaderGroup, { token, body: { groupName: name } }),
    ),
  );
  expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
  const listed = await api.ok<Paged<ReaderGroupRow>>(ApiPaths.adminReaderGroup.getPagedReaderGroups, {
    token,
    body: { searchKey: groupName },
  });
  expect(listed.totalNoOfRecords).toBe(1);
});
