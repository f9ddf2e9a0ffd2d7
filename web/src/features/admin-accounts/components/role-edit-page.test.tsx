import type { AdminRoleRow, Paged } from '@notebook/contracts';
import { ALL_PRIVILEGES, Messages, Privileges } from '@notebook/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '@/testing/fake-api';
import { endpoints, loginResult, makeUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';

const save = 'POST /api/adminRole/saveUpdateRole';
const roles = 'POST /api/adminRole/getRoles';
const role = 'POST /api/adminRole/getRole';
const roleID = '0190a3b4-0000-7000-8000-00000000d001';
const row = (overrides: Partial<AdminRoleRow> = {}): AdminRoleRow => ({
  roleID,
  roleName: 'Reader support',
  privileges: [Privileges.reader.view],
  noOfUsers: 2,
  builtIn: false,
  ...overrides,
});
const listed = (rows: AdminRoleRow[]): Paged<AdminRoleRow> => ({ pageData: rows, totalNoOfRecords: rows.length });
const manager = () => ok(loginResult(makeUser('ADMIN', [Privileges.role.view, Privileges.role.addEdit])));

describe('role form', () => {
  it('ticks a whole family or single privileges, keeps Save off until a privilege is chosen, and saves the codes', async () => {
    const api = fakeApi({
      [endpoints.refresh]: manager(),
      [save]: ok({ roleID }, Messages.successfullyAdded),
      [roles]: ok(listed([row()])),
    });
    const { user } = renderApp('/admin/config/roles/add-edit');
    const form = await screen.findByRole('form', { name: 'Role' });
    await user.type(within(form).getByLabelText('Role name'), 'Reader support');
    const saveButton = within(form).getByRole('button', { name: 'Save' });
    expect((saveButton as HTMLButtonElement).disabled).toBe(true);
    expect(within(form).getByRole('status').textContent).toContain(Messages.choosePrivilege);

    await user.click(within(form).getByRole('checkbox', { name: 'Readers and reader groups (all)' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Status (Readers and reader groups)' }));
    await user.click(within(form).getByRole('checkbox', { name: 'View (Roles)' }));
    expect(within(form).getByText(`5 of ${ALL_PRIVILEGES.length} selected`)).toBeTruthy();
    expect(
      (within(form).getByRole('checkbox', { name: 'Readers and reader groups (all)' }) as HTMLInputElement)
        .indeterminate,
    ).toBe(true);

    await user.click(saveButton);
    await waitFor(() =>
      expect(api.callsTo(save)[0]?.body).toEqual({
        roleName: 'Reader support',
        privileges: [
          Privileges.reader.addEdit,
          Privileges.reader.resetPassword,
          Privileges.reader.billingAddress,
          Privileges.reader.view,
          Privileges.role.view,
        ],
      }),
    );
    expect(await screen.findByRole('table', { name: 'Roles' })).toBeTruthy();
  });

  it('shows the built-in role without a way to change it', async () => {
    fakeApi({
      [endpoints.refresh]: manager(),
      [role]: ok(row({ builtIn: true, roleName: 'Super admin', privileges: [...ALL_PRIVILEGES] })),
    });
    renderApp(`/admin/config/roles/add-edit?roleID=${roleID}`);
    const form = await screen.findByRole('form', { name: 'Role' });
    expect(within(form).getByRole('note').textContent).toContain(Messages.builtInRoleLocked);
    expect(within(form).queryByRole('button', { name: 'Save' })).toBeNull();
    expect((within(form).getByRole('checkbox', { name: 'View (Roles)' }) as HTMLInputElement).disabled).toBe(true);
  });
});
