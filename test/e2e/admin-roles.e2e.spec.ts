import type { AdminRoleRow, AdminUserRow, LoggedInUser, LoginResult, Paged } from '@notebook/contracts';
import { ALL_PRIVILEGES, ApiPaths, Messages, Privileges } from '@notebook/contracts';
import { SYSTEM_ACTOR } from '@notebook/kernel';
import { MailCatcher, linkIn } from '../support/mail-catcher';
import { TestApi, firstError } from '../support/test-api';

/**
 * Roles and admin users (issue 16): the privilege tree on roles, admins added with a mail to choose
 * their password, privileges and status taking effect on the next call (the guard's cache evicted),
 * nobody locking themselves out of role management, the seeded super admin never locked out, and
 * `security/expire-user-cache` for changes made behind the application's back.
 */
const BASE = 'http://notebook.test';
let api: TestApi;
let mail: MailCatcher;
/** Manages roles and admin users, through a role (not the super admin). */
let manager: { token: string; userId: string; roleID: string };
let counter = 0;

beforeAll(async () => {
  mail = await MailCatcher.start();
  api = await TestApi.start({ env: { SMTP_URL: mail.url, PUBLIC_BASE_URL: BASE } });
  const roleID = await api.identity.createRole(
    {
      roleName: 'Account managers',
      // Every privilege (so they may grant any), without being the super admin.
      privileges: [...ALL_PRIVILEGES],
    },
    SYSTEM_ACTOR,
  );
  const email = `manager-${Date.now()}@admins.example`;
  const userId = await api.identity.createAdminUser(
    { email, firstName: 'Mona', lastName: 'Manager', password: 'Manager-Pass-1', roleIds: [roleID] },
    SYSTEM_ACTOR,
  );
  manager = { token: (await api.login(email, 'Manager-Pass-1')).token, userId, roleID };
});
afterAll(async () => {
  await api.stop();
  await mail.close();
});

const uniqueName = (prefix: string) => `${prefix} ${++counter}-${Date.now()}`;
const saveRole = (body: Record<string, unknown>, token = manager.token) =>
  api.call(ApiPaths.adminRole.saveUpdateRole, { token, body });
const saveAdmin = (body: Record<string, unknown>, token = manager.token) =>
  api.call(ApiPaths.adminUser.saveUpdateAdminUser, { token, body });
const refusal = async (response: Promise<{ status: number; body: unknown }>) => {
  const answer = await response;
  return [answer.status, firstError(answer.body)?.errorMessage];
};
const readersAs = (token: string) => api.call(ApiPaths.adminReader.getPagedReaders, { token, body: {} });

async function newRole(privileges: string[]): Promise<string> {
  return (
    await api.ok<{ roleID: string }>(ApiPaths.adminRole.saveUpdateRole, {
      token: manager.token,
      body: { roleName: uniqueName('Role'), privileges },
    })
  ).roleID;
}

/** An admin added from the screens, who chose their password from the welcome mail and signed in. */
async function addedAdmin(roleIDs: string[]): Promise<{ adminUserID: string; email: string; token: string }> {
  const email = `added-${++counter}-${Date.now()}@admins.example`;
  const { adminUserID } = await api.ok<{ adminUserID: string }>(ApiPaths.adminUser.saveUpdateAdminUser, {
    token: manager.token,
    body: { firstName: 'Ada', lastName: 'Added', email, roleIDs },
  });
  const link = linkIn(await mail.mailTo(email), `${BASE}/public/reset-password?token=`);
  const token = new URL(link).searchParams.get('token')!;
  await api.ok(ApiPaths.auth.resetReaderPassword, {
    body: { token, newPassword: 'Chosen-Pass-7', newPasswordConfirm: 'Chosen-Pass-7' },
  });
  return { adminUserID, email, token: (await api.login(email, 'Chosen-Pass-7')).token };
}

test('a role is made from the privilege tree, named uniquely, and listed with its holders', async () => {
  const roleName = uniqueName('Reader support');
  const saved = await api.success<{ roleID: string }>(ApiPaths.adminRole.saveUpdateRole, {
    token: manager.token,
    body: { roleName: `  ${roleName} `, privileges: [Privileges.reader.view, ` ${Privileges.reader.status}`] },
  });
  expect(saved.message).toBe(Messages.successfullyAdded);
  const role = await api.ok<AdminRoleRow>(ApiPaths.adminRole.getRole, {
    token: manager.token,
    body: { roleID: saved.result.roleID },
  });
  expect(role).toEqual({
    roleID: saved.result.roleID,
    roleName,
    privileges: [Privileges.reader.view, Privileges.reader.status],
    noOfUsers: 0,
    builtIn: false,
  });

  const events = await api.eventCount();
  expect(await refusal(saveRole({ roleName: roleName.toUpperCase(), privileges: [Privileges.seo.view] }))).toEqual([
    409,
    Messages.roleNameTaken,
  ]);
  expect(
    await refusal(saveRole({ roleName: uniqueName('Role'), privileges: ['NOTEBOOK.SETTINGS.EVERYTHING'] })),
  ).toEqual([400, Messages.unknownPrivilege('NOTEBOOK.SETTINGS.EVERYTHING')]);
  expect(await refusal(saveRole({ roleName: uniqueName('Role'), privileges: [] }))).toEqual([
    400,
    Messages.choosePrivilege,
  ]);
  expect(await refusal(saveRole({ roleName: ' ', privileges: [Privileges.seo.view] }))).toEqual([
    400,
    Messages.required,
  ]);
  expect(await api.eventCount()).toBe(events);

  await addedAdmin([saved.result.roleID]);
  const listed = await api.ok<Paged<AdminRoleRow>>(ApiPaths.adminRole.getRoles, {
    token: manager.token,
    body: { searchKey: roleName },
  });
  expect(listed.pageData.map((row) => [row.roleName, row.noOfUsers])).toEqual([[roleName, 1]]);
});

test('an added admin chooses a password from the welcome mail and holds exactly the role’s privileges', async () => {
  const roleID = await newRole([Privileges.reader.view, Privileges.seo.view]);
  const email = `welcome-${Date.now()}@admins.example`;
  const created = await api.success<{ adminUserID: string }>(ApiPaths.adminUser.saveUpdateAdminUser, {
    token: manager.token,
    body: { firstName: 'Wendy', lastName: 'Welcome', email: email.toUpperCase(), roleIDs: [roleID] },
  });
  expect(created.message).toBe(Messages.adminUserCreated);
  const welcome = await mail.mailTo(email);
  expect(welcome.subject).toBe('Your Notebook account');
  expect(welcome.text).toContain('Hello Wendy,');
  const token = new URL(linkIn(welcome, `${BASE}/public/reset-password?token=`)).searchParams.get('token')!;
  await api.ok(ApiPaths.auth.resetReaderPassword, {
    body: { token, newPassword: 'Wendy-Pass-9', newPasswordConfirm: 'Wendy-Pass-9' },
  });

  const session = await api.login(email, 'Wendy-Pass-9');
  expect(session.result.loggedInUser.privileges.sort()).toEqual([Privileges.reader.view, Privileges.seo.view].sort());
  expect((await readersAs(session.token)).status).toBe(200);
  expect((await api.call(ApiPaths.adminRole.getRoles, { token: session.token, body: {} })).status).toBe(403);

  const row = await api.ok<AdminUserRow>(ApiPaths.adminUser.getAdminUser, {
    token: manager.token,
    body: { adminUserID: created.result.adminUserID },
  });
  expect(row).toMatchObject({ email, firstName: 'Wendy', status: 'ACTIVE', superAdmin: false, roles: [{ roleID }] });
  const found = await api.ok<Paged<AdminUserRow>>(ApiPaths.adminUser.getPagedAdminUsers, {
    token: manager.token,
    body: { searchKey: 'wendy welcome' },
  });
  expect(found.pageData.map((each) => each.email)).toEqual([email]);
});

test('a role’s new privileges count on the holder’s very next call; new roles end the admin’s access tokens at once', async () => {
  const roleID = await newRole([Privileges.reader.view]);
  const admin = await addedAdmin([roleID]);
  const session = await api.login(admin.email, 'Chosen-Pass-7');
  expect((await readersAs(admin.token)).status).toBe(200);

  await api.ok(ApiPaths.adminRole.saveUpdateRole, {
    token: manager.token,
    body: { roleID, roleName: uniqueName('Now SEO'), privileges: [Privileges.seo.view] },
  });
  expect((await readersAs(admin.token)).status).toBe(403);

  const readers = await newRole([Privileges.reader.view]);
  const edited = await api.success(ApiPaths.adminUser.saveUpdateAdminUser, {
    token: manager.token,
    body: {
      adminUserID: admin.adminUserID,
      firstName: 'Adaline',
      lastName: 'Added',
      email: admin.email,
      roleIDs: [roleID, readers],
    },
  });
  expect(edited.message).toBe(Messages.successfullyUpdated);
  // Tokens issued before the new roles are refused (issue 24); the session renews into the new roles.
  expect((await readersAs(admin.token)).status).toBe(401);
  const renewed = await api.call<LoginResult>(ApiPaths.auth.refreshUser, { method: 'POST', cookie: session.cookie });
  if (renewed.body.status !== 'SUCCESS') throw new Error('expected the session to renew');
  const token = renewed.body.result.accessToken;
  expect((await readersAs(token)).status).toBe(200);
  expect((await api.ok<LoggedInUser>(ApiPaths.auth.currentUser, { token })).user.firstName).toBe('Adaline');

  // The address is fixed; an unknown role is refused; nothing is written either way.
  const events = await api.eventCount();
  expect(
    await refusal(
      saveAdmin({
        adminUserID: admin.adminUserID,
        firstName: 'A',
        lastName: 'B',
        email: 'other@admins.example',
        roleIDs: [roleID],
      }),
    ),
  ).toEqual([400, Messages.emailFixed]);
  expect(
    await refusal(
      saveAdmin({
        firstName: 'A',
        lastName: 'B',
        email: 'nobody@admins.example',
        roleIDs: ['8f0c1a52-0d1e-4c36-9a43-2f4c2b1f0a11'],
      }),
    ),
  ).toEqual([400, Messages.roleNotFound]);
  expect(
    await refusal(saveAdmin({ firstName: 'A', lastName: 'B', email: 'nobody@admins.example', roleIDs: [] })),
  ).toEqual([400, Messages.chooseRole]);
  expect(await refusal(saveAdmin({ firstName: 'A', lastName: 'B', email: admin.email, roleIDs: [roleID] }))).toEqual([
    409,
    Messages.emailAlreadyRegistered,
  ]);
  expect(await api.eventCount()).toBe(events);
});

test('an inactive or blocked admin is signed out at once; a reset mail sets a new password', async () => {
  const admin = await addedAdmin([await newRole([Privileges.reader.view])]);
  const session = await api.login(admin.email, 'Chosen-Pass-7');
  await api.ok(ApiPaths.adminUser.updateAdminUserStatus, {
    token: manager.token,
    body: { adminUserID: admin.adminUserID, status: 'BLOCKED' },
  });
  expect((await readersAs(admin.token)).status).toBe(401);
  expect((await api.call(ApiPaths.auth.refreshUser, { method: 'POST', cookie: session.cookie })).status).toBe(401);
  await api.ok(ApiPaths.adminUser.updateAdminUserStatus, {
    token: manager.token,
    body: { adminUserID: admin.adminUserID, status: 'ACTIVE' },
  });

  expect(
    (
      await api.success(ApiPaths.adminUser.resetAdminUserPassword, {
        token: manager.token,
        body: { adminUserID: admin.adminUserID },
      })
    ).message,
  ).toBe(Messages.passwordResetSent);
  const reset = await mail.mailTo(admin.email, 1);
  expect(reset.subject).toBe('Reset your Notebook password');
});

test('nobody changes their own roles, a role they hold, or their own status', async () => {
  const events = await api.eventCount();
  const fewer = {
    roleID: manager.roleID,
    roleName: 'Account managers',
    privileges: [Privileges.role.view, Privileges.adminUser.addEdit],
  };
  expect(await refusal(saveRole(fewer))).toEqual([400, Messages.ownRolesUnchangeable]);
  const seoOnly = await newRole([Privileges.seo.view]);
  const me = { adminUserID: manager.userId, firstName: 'Mona', lastName: 'Manager', email: (await managerRow()).email };
  expect(await refusal(saveAdmin({ ...me, roleIDs: [seoOnly] }))).toEqual([400, Messages.ownRolesUnchangeable]);
  expect(await refusal(saveAdmin({ ...me, roleIDs: [manager.roleID, seoOnly] }))).toEqual([
    400,
    Messages.ownRolesUnchangeable,
  ]);
  expect(
    await refusal(
      api.call(ApiPaths.adminUser.updateAdminUserStatus, {
        token: manager.token,
        body: { adminUserID: manager.userId, status: 'INACTIVE' },
      }),
    ),
  ).toEqual([400, Messages.ownStatusUnchangeable]);
  expect(await api.eventCount()).toBe(events + 2); // only the SEO role was made (the role and its name's claim)

  // Their own name, with the roles they hold, they may change.
  await api.ok(ApiPaths.adminUser.saveUpdateAdminUser, {
    token: manager.token,
    body: { ...me, lastName: 'Manning', roleIDs: [manager.roleID] },
  });
  expect((await managerRow()).lastName).toBe('Manning');
  await api.ok(ApiPaths.adminUser.saveUpdateAdminUser, {
    token: manager.token,
    body: { ...me, roleIDs: [manager.roleID] },
  });
});

test('nobody raises their own standing: no privilege they do not hold, the built-in role only from a super admin (issue 24)', async () => {
  const builtIn = await api.identity.createRole(
    { roleName: uniqueName('Built in'), privileges: [...ALL_PRIVILEGES], builtIn: true },
    SYSTEM_ACTOR,
  );
  // An admin whose only privileges are role and admin user add/edit (the escalation: grow their own role, then take the built-in one).
  const editorRole = await api.identity.createRole(
    { roleName: uniqueName('Role editors'), privileges: [Privileges.role.addEdit, Privileges.adminUser.addEdit] },
    SYSTEM_ACTOR,
  );
  const email = `editor-${Date.now()}@admins.example`;
  const editorID = await api.identity.createAdminUser(
    { email, firstName: 'Eddie', lastName: 'Editor', password: 'Editor-Pass-1', roleIds: [editorRole] },
    SYSTEM_ACTOR,
  );
  const editor = (await api.login(email, 'Editor-Pass-1')).token;
  const me = { adminUserID: editorID, firstName: 'Eddie', lastName: 'Editor', email };
  const events = await api.eventCount();

  const grown = {
    roleID: editorRole,
    roleName: 'Role editors',
    privileges: [Privileges.role.addEdit, Privileges.adminUser.addEdit, Privileges.reader.view],
  };
  expect(await refusal(saveRole(grown, editor))).toEqual([400, Messages.ownRolesUnchangeable]);
  expect(await refusal(saveAdmin({ ...me, roleIDs: [editorRole, builtIn] }, editor))).toEqual([
    400,
    Messages.ownRolesUnchangeable,
  ]);
  // Nor through a new role, another admin's role, or a role given to another admin.
  expect(
    await refusal(
      saveRole(
        { roleName: uniqueName('Escalation'), privileges: [Privileges.role.addEdit, Privileges.reader.view] },
        editor,
      ),
    ),
  ).toEqual([400, Messages.grantUnheldPrivilege]);
  const readers = await newRole([Privileges.reader.view]);
  expect(
    await refusal(
      saveRole(
        { roleID: readers, roleName: 'Readers+', privileges: [Privileges.reader.view, Privileges.seo.addEdit] },
        editor,
      ),
    ),
  ).toEqual([400, Messages.grantUnheldPrivilege]);
  const stranger = { firstName: 'Sly', lastName: 'Stranger', email: `stranger-${Date.now()}@admins.example` };
  expect(await refusal(saveAdmin({ ...stranger, roleIDs: [readers] }, editor))).toEqual([
    400,
    Messages.grantUnheldPrivilege,
  ]);
  expect(await refusal(saveAdmin({ ...stranger, roleIDs: [builtIn] }, editor))).toEqual([
    400,
    Messages.builtInRoleSuperAdminOnly,
  ]);
  // The manager holds every privilege through a role, yet is not the super admin: the built-in role is not theirs to give.
  expect(await refusal(saveAdmin({ ...stranger, roleIDs: [builtIn] }))).toEqual([
    400,
    Messages.builtInRoleSuperAdminOnly,
  ]);
  expect(await api.eventCount()).toBe(events + 2); // only the readers role made by the manager (the role and its name's claim)
  expect((await readersAs(editor)).status).toBe(403);

  // What they hold they may give: a role of their own privileges, to another admin.
  const sameAsMine = await api.ok<{ roleID: string }>(ApiPaths.adminRole.saveUpdateRole, {
    token: editor,
    body: { roleName: uniqueName('Editors too'), privileges: [Privileges.role.addEdit] },
  });
  await api.ok(ApiPaths.adminUser.saveUpdateAdminUser, {
    token: editor,
    body: { ...stranger, roleIDs: [sameAsMine.roleID] },
  });
  // A privilege already in a role they edit (not granted by them) may stay; the super admin grants anything.
  await api.ok(ApiPaths.adminRole.saveUpdateRole, {
    token: editor,
    body: { roleID: readers, roleName: uniqueName('Readers renamed'), privileges: [Privileges.reader.view] },
  });
  const superEmail = `super-${Date.now()}@admins.example`;
  await api.identity.createAdminUser(
    {
      email: superEmail,
      firstName: 'Sue',
      lastName: 'Per',
      password: 'Super-Pass-1',
      roleIds: [builtIn],
      superAdmin: true,
    },
    SYSTEM_ACTOR,
  );
  const superToken = (await api.login(superEmail, 'Super-Pass-1')).token;
  await api.ok(ApiPaths.adminUser.saveUpdateAdminUser, {
    token: superToken,
    body: { ...me, roleIDs: [editorRole, builtIn] },
  });
  expect((await readersAs((await api.login(email, 'Editor-Pass-1')).token)).status).toBe(200);
});

async function managerRow() {
  return api.ok<AdminUserRow>(ApiPaths.adminUser.getAdminUser, {
    token: manager.token,
    body: { adminUserID: manager.userId },
  });
}

test('the seeded super admin holds every privilege, stays active and keeps their roles', async () => {
  const builtIn = await api.identity.createRole(
    { roleName: uniqueName('Super admin'), privileges: [...ALL_PRIVILEGES], builtIn: true },
    SYSTEM_ACTOR,
  );
  const email = `super-${Date.now()}@admins.example`;
  const superID = await api.identity.createAdminUser(
    { email, firstName: 'Sue', lastName: 'Per', password: 'Super-Pass-1', roleIds: [builtIn], superAdmin: true },
    SYSTEM_ACTOR,
  );
  const events = await api.eventCount();
  expect(
    await refusal(
      api.call(ApiPaths.adminUser.updateAdminUserStatus, {
        token: manager.token,
        body: { adminUserID: superID, status: 'BLOCKED' },
      }),
    ),
  ).toEqual([400, Messages.superAdminLocked]);
  const seoOnly = await newRole([Privileges.seo.view]);
  expect(
    await refusal(saveAdmin({ adminUserID: superID, firstName: 'Susan', lastName: 'Per', email, roleIDs: [seoOnly] })),
  ).toEqual([400, Messages.superAdminLocked]);
  expect(await refusal(saveRole({ roleID: builtIn, roleName: 'Less', privileges: [Privileges.seo.view] }))).toEqual([
    400,
    Messages.builtInRoleLocked,
  ]);
  expect(await api.eventCount()).toBe(events + 2); // the SEO role and its name's claim

  const session = await api.login(email, 'Super-Pass-1');
  expect(session.result.loggedInUser.privileges.sort()).toEqual([...ALL_PRIVILEGES].sort());
  const row = await api.ok<AdminUserRow>(ApiPaths.adminUser.getAdminUser, {
    token: manager.token,
    body: { adminUserID: superID },
  });
  expect(row.superAdmin).toBe(true);
});

test('expire-user-cache makes a change made behind the application’s back count', async () => {
  const roleID = await newRole([Privileges.reader.view]);
  const admin = await addedAdmin([roleID]);
  expect((await readersAs(admin.token)).status).toBe(200);
  // An operator edits the read model directly: the signed-in admin is still served from the cache.
  await api.resources.db
    .updateTable('role')
    .set({ privileges: [Privileges.seo.view] })
    .where('role_id', '=', roleID)
    .execute();
  expect((await readersAs(admin.token)).status).toBe(200);

  // The admin expires their own entry (security/expire-user-cache)...
  await api.ok(ApiPaths.auth.expireUserCache, { token: admin.token, body: {} });
  expect((await readersAs(admin.token)).status).toBe(403);

  // ...or an admin over accounts expires someone else's (adminUser/expireUserCache).
  await api.resources.db
    .updateTable('role')
    .set({ privileges: [Privileges.reader.view] })
    .where('role_id', '=', roleID)
    .execute();
  expect((await readersAs(admin.token)).status).toBe(403);
  expect(
    (await api.call(ApiPaths.adminUser.expireUserCache, { token: admin.token, body: { userIDs: [admin.adminUserID] } }))
      .status,
  ).toBe(403);
  await api.ok(ApiPaths.adminUser.expireUserCache, { token: manager.token, body: { userIDs: [admin.adminUserID] } });
  expect((await readersAs(admin.token)).status).toBe(200);
});

test('an admin sends a reader the password reset mail', async () => {
  const { email, userId } = await api.createReader();
  const token = await api.adminToken([Privileges.reader.resetPassword]);
  expect(
    (await api.success(ApiPaths.adminReader.resetReaderPassword, { token, body: { readerID: userId } })).message,
  ).toBe(Messages.passwordResetSent);
  expect((await mail.mailTo(email)).subject).toBe('Reset your Notebook password');
  expect(
    (await api.call(ApiPaths.adminReader.resetReaderPassword, { token, body: { readerID: manager.userId } })).status,
  ).toBe(404);
});

test('two admins naming a role alike at once make one role; a renamed role frees its old name', async () => {
  const roleName = uniqueName('Content team');
  const answers = await Promise.all([
    saveRole({ roleName, privileges: [Privileges.seo.view] }),
    saveRole({ roleName: roleName.toUpperCase(), privileges: [Privileges.seo.view] }),
  ]);
  expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
  const listed = await api.ok<Paged<AdminRoleRow>>(ApiPaths.adminRole.getRoles, {
    token: manager.token,
    body: { searchKey: roleName },
  });
  expect(listed.totalNoOfRecords).toBe(1);

  const roleID = listed.pageData[0]!.roleID;
  await api.ok(ApiPaths.adminRole.saveUpdateRole, {
    token: manager.token,
    body: { roleID, roleName: `${roleName} (old)`, privileges: [Privileges.seo.view] },
  });
  await api.ok(ApiPaths.adminRole.saveUpdateRole, {
    token: manager.token,
    body: { roleName, privileges: [Privileges.seo.view] },
  });
});
