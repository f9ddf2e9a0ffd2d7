import { Messages, Privileges } from '@notebook/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '@/testing/fake-api';
import { endpoints, loginResult, makeUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';

const save = 'POST /api/adminReaderGroup/saveUpdateReaderGroup';
const readerGroupID = '0190a3b4-0000-7000-8000-00000000e001';

describe('reader group form', () => {
  it('adds a group and opens it to take members', async () => {
    const api = fakeApi({
      [endpoints.refresh]: ok(loginResult(makeUser('ADMIN', [Privileges.reader.addEdit]))),
      [save]: ok({ readerGroupID }, Messages.successfullyAdded),
      'POST /api/adminReaderGroup/getReaderGroup': ok({
        readerGroupID,
        groupName: 'Cohort 2027',
        description: '',
        noOfMembers: 0,
        createdAt: '2026-11-20T00:00:00.000Z',
      }),
      'POST /api/adminReader/getPagedReaders': ok({ pageData: [], totalNoOfRecords: 0 }),
    });
    const { user } = renderApp('/admin/reader-groups/add-edit');
    const form = await screen.findByRole('form', { name: 'Reader group' });
    await user.type(within(form).getByLabelText('Group name'), 'Cohort 2027');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo(save)[0]?.body).toEqual({ groupName: 'Cohort 2027', description: '' }));
    expect(await screen.findByText('No members yet.')).toBeTruthy();
  });
});
