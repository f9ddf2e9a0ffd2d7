import type { AdminReaderRow, Paged } from '@notebook/contracts';
import { Messages, Privileges } from '@notebook/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '@/testing/fake-api';
import { endpoints, loginResult, makeUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';

const page = 'POST /api/adminReader/getPagedReaders';
const status = 'POST /api/adminReader/updateReaderStatus';
const groups = 'POST /api/adminReaderGroup/getPagedReaderGroups';
const bulkStatus = 'POST /api/adminReader/bulkUpdateReaderStatus';
const bulkGroups = 'POST /api/adminReader/bulkUpdateReaderGroups';
const cohort = {
  readerGroupID: '0190a3b4-0000-7000-8000-00000000e001',
  groupName: 'Cohort 2027',
  description: '',
  noOfMembers: 0,
  createdAt: '2026-11-20T00:00:00.000Z',
};

function reader(no: number, overrides: Partial<AdminReaderRow> = {}): AdminReaderRow {
  return {
    readerID: `0190a3b4-0000-7000-8000-00000000c10${no}`,
    title: 'DR',
    firstName: `Reader${no}`,
    lastName: 'Zhou',
    email: `reader${no}@test.example`,
    status: 'ACTIVE',
    emailConfirmed: true,
    subscriptionStatus: 'ACTIVE',
    onTrial: false,
    pricingPlanID: null,
    createdAt: '2026-11-20T00:00:00.000Z',
    ...overrides,
  };
}
const listed = (rows: AdminReaderRow[]): Paged<AdminReaderRow> => ({ pageData: rows, totalNoOfRecords: rows.length });

describe('admin readers page', () => {
  it('searches by name or e-mail, shows the user status colours and blocks a reader', async () => {
    const api = fakeApi({
      [endpoints.refresh]: ok(loginResult(makeUser('ADMIN', [Privileges.reader.view, Privileges.reader.status]))),
      [page]: (call) => {
        const { searchKey } = call.body as { searchKey?: string };
        return ok(
          listed(
            searchKey
              ? [reader(2)]
              : [
                  reader(1),
                  reader(2, { status: 'INACTIVE', subscriptionStatus: 'UNSUBSCRIBED', onTrial: true }),
                  reader(3, { status: 'BLOCKED', emailConfirmed: false, subscriptionStatus: null }),
                ],
          ),
        );
      },
      [status]: ok({}, Messages.successfullyUpdated),
      [groups]: ok({ pageData: [cohort], totalNoOfRecords: 1 }),
    });
    const { user } = renderApp('/admin/readers');
    const table = await screen.findByRole('table', { name: 'Readers' });
    const dot = (name: string) => within(within(table).getByRole('row', { name: new RegExp(name) })).getByRole('img');
    expect(dot('Reader1').className).toContain('bg-success');
    expect(dot('Reader2').className).toContain('bg-danger');
    expect(dot('Reader3').className).toContain('bg-warning');
    expect(within(table).getByText(/not confirmed/)).toBeTruthy();
    // The plan column in words, a trial told apart from a paid plan (no raw UNSUBSCRIBED).
    const plan = (name: string) => within(table).getByRole('row', { name: new RegExp(name) }).textContent;
    expect(
      [plan('Reader1'), plan('Reader2'), plan('Reader3')].map(
        (text) => /Subscribed|On a free trial|No plan yet/.exec(text ?? '')?.[0],
      ),
    ).toEqual(['Subscribed', 'On a free trial', 'No plan yet']);
    expect(within(table).queryByText('UNSUBSCRIBED')).toBeNull();

    await user.selectOptions(within(table).getByLabelText('Status of Reader1 Zhou'), 'BLOCKED');
    // Blocking signs the reader out at once: asked first, and nothing is sent until confirmed.
    const ask = await screen.findByRole('alertdialog', { name: 'Block Reader1 Zhou?' });
    expect(api.callsTo(status)).toHaveLength(0);
    await user.click(within(ask).getByRole('button', { name: 'Block' }));
    await waitFor(() =>
      expect(api.callsTo(status)[0]?.body).toEqual({ readerID: reader(1).readerID, status: 'BLOCKED' }),
    );
    expect(await screen.findByText(Messages.successfullyUpdated)).toBeTruthy();

    await user.type(screen.getByRole('searchbox'), 'reader2');
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: 'Readers' })).getAllByRole('row')).toHaveLength(2),
    );
    expect(api.callsTo(page).at(-1)?.body).toMatchObject({ searchKey: 'reader2', page: 0, rows: 20 });
  });

  it('ticks readers for a bulk edit that changes their status and groups at once', async () => {
    const api = fakeApi({
      [endpoints.refresh]: ok(
        loginResult(makeUser('ADMIN', [Privileges.reader.view, Privileges.reader.status, Privileges.reader.addEdit])),
      ),
      [page]: (call) => {
        const { readerGroupID } = call.body as { readerGroupID?: string };
        return ok(listed(readerGroupID ? [reader(3)] : [reader(1), reader(2), reader(3)]));
      },
      [groups]: ok({ pageData: [cohort], totalNoOfRecords: 1 }),
      [bulkStatus]: ok({ updated: 2 }),
      [bulkGroups]: ok({ updated: 2 }),
    });
    const { user } = renderApp('/admin/readers');
    const table = await screen.findByRole('table', { name: 'Readers' });
    await user.click(within(table).getByRole('checkbox', { name: 'Choose Reader1 Zhou' }));
    await user.click(within(table).getByRole('checkbox', { name: 'Choose Reader3 Zhou' }));
    await user.click(screen.getByRole('button', { name: 'Bulk edit (2)' }));

    await screen.findByRole('heading', { name: '2 readers' });
    await user.selectOptions(screen.getByLabelText('Status'), 'INACTIVE');
    await user.click(screen.getByRole('checkbox', { name: 'Add to Cohort 2027' }));
    await user.click(screen.getByRole('button', { name: 'Apply to 2 readers' }));
    await waitFor(() => expect(api.callsTo(bulkGroups)).toHaveLength(1));
    const chosen = [reader(1).readerID, reader(3).readerID];
    expect(api.callsTo(bulkStatus)[0]?.body).toEqual({ readerIDs: chosen, status: 'INACTIVE' });
    expect(api.callsTo(bulkGroups)[0]?.body).toEqual({
      readerIDs: chosen,
      addReaderGroupIDs: [cohort.readerGroupID],
      removeReaderGroupIDs: [],
    });
    expect(await screen.findByText(Messages.successfullyUpdated)).toBeTruthy();

    // Back on the list, the group filter narrows it to the group's members.
    await user.selectOptions(await screen.findByLabelText('Group'), cohort.readerGroupID);
    await waitFor(() => expect(api.callsTo(page).at(-1)?.body).toMatchObject({ readerGroupID: cohort.readerGroupID }));
  });
});
