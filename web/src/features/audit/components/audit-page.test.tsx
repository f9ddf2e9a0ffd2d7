import type { AuditActor, AuditEntry, Paged } from '@notebook/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failed, fakeApi, ok } from '@/testing/fake-api';
import { endpoints, loginResult, makeUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';

const list = 'POST /api/adminAudit/getPagedAuditEntries';
const actors = 'POST /api/adminAudit/getAuditActors';
const adminID = '0190a3b4-0000-7000-8000-00000000a001';
const topicID = '0190a3b4-0000-7000-8000-00000000b001';

const rename: AuditEntry = {
  occurredAt: '2026-11-20T03:04:05.000Z',
  actorID: adminID,
  actorType: 'ADMIN',
  actorName: 'Grace Hopper',
  category: 'TOPIC',
  subCategory: 'RENAMED',
  entityID: topicID,
  changes: [{ field: 'topicName', before: 'Asthma', after: 'Asthma in adults' }],
};
const paged = (items: AuditEntry[], total = items.length): Paged<AuditEntry> => ({
  pageData: items,
  totalNoOfRecords: total,
});
const people: AuditActor[] = [{ actorID: adminID, actorType: 'ADMIN', actorName: 'Grace Hopper' }];
// The audit needs the admin type only: an admin with no privilege opens it.
const admin = { [endpoints.refresh]: ok(loginResult(makeUser('ADMIN', []))), [actors]: ok(people) };

describe('audit page', () => {
  it('shows who changed what, before -> after, with a link to the entity', async () => {
    fakeApi({ ...admin, [list]: ok(paged([rename])) });
    renderApp('/admin/audit');
    // The first render loads the admin app's screens.
    const row = await screen.findByRole('row', { name: /Grace Hopper/ }, { timeout: 8000 });
    expect(row.textContent).toContain('Topic');
    expect(row.textContent).toContain('Renamed');
    expect(row.textContent).toContain('topicName: Asthma → Asthma in adults');
    expect(
      within(row)
        .getByRole('link', { name: `Open Topic ${topicID}` })
        .getAttribute('href'),
    ).toBe(`/admin/chapter/notes?topicID=${topicID}`);
  });

  it('asks for the filter chosen, from the first page, and shows the empty state', async () => {
    const api = fakeApi({ ...admin, [list]: [ok(paged([rename], 45)), ok(paged([]))] });
    renderApp('/admin/audit');
    await screen.findByRole('row', { name: /Grace Hopper/ });
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'AKT_QUESTION' } });
    await waitFor(() => expect(screen.getByText('No audit entry(s) found')).toBeTruthy());
    const options = within(screen.getByLabelText('Actor'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['All', 'Grace Hopper (Admin)']);
    fireEvent.change(screen.getByLabelText('Actor'), { target: { value: adminID } });
    await waitFor(() =>
      expect(api.callsTo(list).at(-1)?.body).toEqual({ page: 0, rows: 20, category: 'AKT_QUESTION', actorID: adminID }),
    );
  });

  it("shows the server's words for a reversed date range", async () => {
    fakeApi({
      ...admin,
      [list]: [ok(paged([rename])), failed(400, 'To date must be on or after the from date', { field: 'toDate' })],
    });
    renderApp('/admin/audit');
    await screen.findByRole('row', { name: /Grace Hopper/ });
    fireEvent.change(screen.getByLabelText('From date'), { target: { value: '2026-05-10' } });
    expect(await screen.findAllByText('To date must be on or after the from date')).not.toHaveLength(0);
  });
});
