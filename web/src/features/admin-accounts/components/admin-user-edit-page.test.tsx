import type { AdminRoleRow, AdminUserRow, Paged } from '@notebook/contracts';
import { Messages, Privileges } from '@notebook/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '@/testing/fake-api';
import { endpoints, loginResult, makeUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';

const save = 'POST /api/adminUser/saveUpdateAdminUser';
const roles = 'POST /api/adminRole/getRoles';
const getAdminUser = 'POST /api/adminUser/getAdminUser';
const adminUserID = '0190a3b4-0000-7000-8000-00000000f001';
const supportRoleID = '0190a3b4-0000-7000-8000-00000000d001';
const editorRoleID = '0190a3b4-0000-7000-8000-00000000d002';

const role = (roleID: string, roleName: string): AdminRoleRow => ({
  roleID,
  roleName,
  privileges: [Privileges.reader.view],
  noOfUsers: 0,
  builtIn: false,
});
const listed = (rows: AdminRoleRow[]): Paged<AdminRoleRow> => ({ pageData: rows, totalNoOfRecords: rows.length });
const superAdmin: AdminUserRow = {
  adminUserID,
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.com',
  status: 'ACTIVE',
  roles: [],
  superAdmin: true,
  createdAt: '2026-11-20T00:00:00.000Z',
};

function fakeAdminUserApi() {
  return fakeApi({
    [endpoints.refresh]: ok(loginResult(makeUser('ADMIN', [Privileges.adminUser.view, Privileges.adminUser.addEdit]))),
    [roles]: ok(listed([role(supportRoleID, 'Reader support'), role(editorRoleID, 'Editor')])),
    [getAdminUser]: ok(superAdmin),
    [save]: ok({ adminUserID }, Messages.successfullyAdded),
  });
}

describe('admin user form', () => {
  it('takes the names, the e-mail and the roles, and sends the roles in the order they are listed', async () => {
    const api = fakeAdminUserApi();
    const { user } = renderApp('/admin/config/users/add-edit');
    const form = await screen.findByRole('form', { name: 'Admin user' });
    await user.type(within(form).getByLabelText('First name'), 'Ada');
    await user.type(within(form).getByLabelText('Last name'), 'Lovelace');
    await user.type(within(form).getByLabelText('E-mail'), 'ada@example.com');
    expect(within(form).getByText('We e-mail a link to this address to choose a password.')).toBeTruthy();

    const roleBoxes = within(form).getByRole('group', { name: 'Roles' });
    await user.click(await within(roleBoxes).findByRole('checkbox', { name: /Editor/ }));
    await user.click(within(roleBoxes).getByRole('checkbox', { name: /Editor/ }));
    expect((await within(roleBoxes).findByRole('alert')).textContent).toBe(Messages.chooseRole);
    await user.click(within(roleBoxes).getByRole('checkbox', { name: /Editor/ }));
    await user.click(within(roleBoxes).getByRole('checkbox', { name: /Reader support/ }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(api.callsTo(save)[0]?.body).toEqual({
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        roleIDs: [supportRoleID, editorRoleID],
      }),
    );
  });

  it('keeps the super admin’s address and roles as they are', async () => {
    fakeAdminUserApi();
    renderApp(`/admin/config/users/add-edit?adminUserID=${adminUserID}`);
    const form = await screen.findByRole('form', { name: 'Admin user' });
    expect((within(form).getByLabelText('First name') as HTMLInputElement).value).toBe('Grace');
    const email = within(form).getByLabelText('E-mail') as HTMLInputElement;
    expect(email.readOnly).toBe(true);
    expect(within(form).getByText('The address an admin signs in with stays as it is.')).toBeTruthy();
    expect(within(form).getByText(`${Messages.superAdminLocked}.`)).toBeTruthy();
    const roleBoxes = await within(form).findAllByRole('checkbox');
    expect(roleBoxes.map((box) => (box as HTMLInputElement).disabled)).toEqual([true, true]);
  });
});
