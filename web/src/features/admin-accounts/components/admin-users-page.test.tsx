import type { AdminUserRow, Paged } from '@notebook/contracts';
import { Privileges } from '@notebook/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '@/testing/fake-api';
import { endpoints, loginResult, makeUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';

const page = 'POST /api/adminUser/getPagedAdminUsers';

function admin(no: number, overrides: Partial<AdminUserRow> = {}): AdminUserRow {
  return {
    adminUserID: `0190a3b4-0000-7000-8000-0000000d10${no}`,
    firstName: `Admin${no}`,
    lastName: 'Lee',
    email: `admin${no}@test.example`,
    status: 'ACTIVE',
    roles: [],
    superAdmin: false,
    createdAt: '2026-11-20T00:00:00.000Z',
    ...overrides,
  };
}

/** Two admins on a page of a list 45 long, so the pager shows. */
const twoOf45 = (): Paged<AdminUserRow> => ({
  pageData: [admin(1), admin(2, { status: 'BLOCKED' })],
  totalNoOfRecords: 45,
});

describe('admin users page', () => {
  it('pages through the list and starts again from the first page on a new status or search', async () => {
    const api = fakeApi({
      [endpoints.refresh]: ok(loginResult(makeUser('ADMIN', [Privileges.adminUser.view]))),
      [page]: ok(twoOf45()),
    });
    const { user } = renderApp('/admin/config/users');
    const table = await screen.findByRole('table', { name: 'Admin users' });
    const dot = (name: string) => within(within(table).getByRole('row', { name: new RegExp(name) })).getByRole('img');
    expect(dot('Admin1').className).toContain('bg-success');
    expect(dot('Admin2').className).toContain('bg-warning');
    const lastBody = () => api.callsTo(page).at(-1)?.body;

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(lastBody()).toMatchObject({ page: 1 }));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'BLOCKED');
    await waitFor(() => expect(lastBody()).toMatchObject({ page: 0, status: 'BLOCKED' }));

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(lastBody()).toMatchObject({ page: 1, status: 'BLOCKED' }));
    await user.type(screen.getByRole('searchbox'), ' admin2 ');
    await waitFor(() => expect(lastBody()).toMatchObject({ page: 0, status: 'BLOCKED', searchKey: 'admin2' }));
  });
});
