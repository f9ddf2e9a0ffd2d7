import { type ExamSitting, Messages, Privileges } from '@notebook/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '@/testing/fake-api';
import { makeUser, signedInAs } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';

const calls = {
  list: 'POST /api/adminReview/getExamSittings',
  save: 'POST /api/adminReview/saveExamSitting',
  remove: 'POST /api/adminReview/removeExamSitting',
} as const;
const akt: ExamSitting = {
  sittingID: '0190a0b0-0000-7000-8000-000000000001',
  exam: 'AKT',
  name: 'AKT 2027.1',
  examDate: '2027-02-03',
};
const kfp: ExamSitting = {
  sittingID: '0190a0b0-0000-7000-8000-000000000002',
  exam: 'KFP',
  name: 'KFP 2027.1',
  examDate: '2027-03-06',
};

const table = () => screen.findByRole('table', { name: 'Exam sittings' }, { timeout: 20_000 });
const rowsOf = (list: HTMLElement) =>
  within(list)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('the exam sittings admins keep', () => {
  it('lists the sittings with their exam and date; an admin with SEO view alone cannot change them', async () => {
    fakeApi({ ...signedInAs(makeUser('ADMIN', [Privileges.seo.view])), [calls.list]: ok([akt, kfp]) });
    renderApp('/admin/config/exam-sittings');
    const list = await table();
    expect(rowsOf(list)).toEqual([
      ['AKT 2027.1', 'AKT', '03/02/2027'],
      ['KFP 2027.1', 'KFP', '06/03/2027'],
    ]);
    expect(screen.queryByRole('button', { name: 'Add sitting' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove sitting AKT 2027.1' })).toBeNull();
  });

  it('says so when there is none yet', async () => {
    fakeApi({ ...signedInAs(makeUser('ADMIN', [Privileges.seo.addEdit])), [calls.list]: ok([]) });
    renderApp('/admin/config/exam-sittings');
    expect(await screen.findByText(/No sittings yet/, {}, { timeout: 20_000 })).toBeTruthy();
  });

  it('adds a sitting: Save waits for a name and a date, then sends them and the list is read again', async () => {
    const added: ExamSitting = {
      sittingID: '0190a0b0-0000-7000-8000-000000000003',
      exam: 'KFP',
      name: 'KFP 2027.2',
      examDate: '2027-09-04',
    };
    const api = fakeApi({
      ...signedInAs(makeUser('ADMIN', [Privileges.seo.addEdit])),
      [calls.list]: [ok([akt]), ok([akt, added])],
      [calls.save]: ok(added, Messages.successfullySaved),
    });
    renderApp('/admin/config/exam-sittings');
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Add sitting' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add sitting' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toHaveProperty('disabled', true);
    await userEvent.selectOptions(within(dialog).getByLabelText('Exam'), 'KFP');
    await userEvent.type(within(dialog).getByLabelText('Name'), 'KFP 2027.2');
    await userEvent.type(within(dialog).getByLabelText('Exam date'), '2027-09-04');
    await waitFor(() => expect(save).toHaveProperty('disabled', false));
    await userEvent.click(save);
    await waitFor(() =>
      expect(api.callsTo(calls.save)[0]?.body).toEqual({ exam: 'KFP', name: 'KFP 2027.2', examDate: '2027-09-04' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('rowheader', { name: 'KFP 2027.2' })).toBeTruthy();
  });

  it('edits a sitting: its form holds its values and sends its id', async () => {
    const api = fakeApi({
      ...signedInAs(makeUser('ADMIN', [Privileges.seo.addEdit])),
      [calls.list]: ok([akt]),
      [calls.save]: ok({ ...akt, examDate: '2027-02-04' }, Messages.successfullySaved),
    });
    renderApp('/admin/config/exam-sittings');
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Edit sitting AKT 2027.1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit sitting' });
    expect((within(dialog).getByLabelText('Name') as HTMLInputElement).value).toBe('AKT 2027.1');
    const date = within(dialog).getByLabelText('Exam date');
    await userEvent.clear(date);
    await userEvent.type(date, '2027-02-04');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo(calls.save)[0]?.body).toEqual({ ...akt, examDate: '2027-02-04' }));
  });

  it('removes a sitting only once the admin confirms', async () => {
    const api = fakeApi({
      ...signedInAs(makeUser('ADMIN', [Privileges.seo.addEdit])),
      [calls.list]: [ok([akt, kfp]), ok([kfp])],
      [calls.remove]: ok(akt, Messages.successfullyRemoved),
    });
    renderApp('/admin/config/exam-sittings');
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Remove sitting AKT 2027.1' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove sitting' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'No' }));
    expect(api.callsTo(calls.remove)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Remove sitting AKT 2027.1' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Remove sitting' })).getByRole('button', { name: 'Yes' }),
    );
    await waitFor(() => expect(api.callsTo(calls.remove)[0]?.body).toEqual({ sittingID: akt.sittingID }));
    await waitFor(() => expect(rowsOf(screen.getByRole('table', { name: 'Exam sittings' }))).toHaveLength(1));
  });

  it('is linked from the admin menu beside Terms & Privacy', async () => {
    fakeApi({ ...signedInAs(makeUser('ADMIN', [Privileges.seo.view])), [calls.list]: ok([]) });
    renderApp('/admin/config/exam-sittings');
    const link = await screen.findByRole('link', { name: 'Exam Sittings' }, { timeout: 20_000 });
    expect(link.getAttribute('href')).toBe('/admin/config/exam-sittings');
  });
});
