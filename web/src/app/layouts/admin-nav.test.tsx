import { Privileges } from '@notebook/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '@/testing/fake-api';
import { chapterMenu, endpoints, loginResult, makeUser, superAdmin } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';

async function sidebarLinks(privileges: readonly string[]) {
  fakeApi({ [endpoints.refresh]: ok(loginResult(makeUser('ADMIN', privileges))) });
  renderApp('/admin/dashboard');
  await screen.findByRole('heading', { name: 'Dashboard' });
  const nav = screen.getByRole('navigation', { name: 'Admin' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

describe('admin sidebar', () => {
  it('hides the items whose privilege the admin lacks', async () => {
    const links = await sidebarLinks([Privileges.chapterGroup.view]);

    expect(links).toContain('Chapter Groups');
    expect(links).not.toContain('Readers');
    expect(links).not.toContain('Reader Groups');
    expect(links).not.toContain('Users');
    expect(links).not.toContain('Chapters');
  });

  it.each([
    ['a lesson privilege', Privileges.lesson.add],
    ['a note privilege', Privileges.note.update],
    ['a chapter privilege', Privileges.chapter.status],
  ])('leads an admin with only %s to the notes screen through "Chapters"', async (_what, privilege) => {
    fakeApi({
      [endpoints.refresh]: ok(loginResult(makeUser('ADMIN', [privilege]))),
      [endpoints.chapterMenu]: ok(chapterMenu()),
    });
    const { user, location } = renderApp('/admin/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard' });
    const nav = screen.getByRole('navigation', { name: 'Admin' });

    await user.click(within(nav).getByRole('link', { name: 'Chapters' }));
    expect(location()).toBe('/admin/chapter/notes');
    expect(await screen.findByRole('heading', { level: 1, name: 'Chapters' })).toBeTruthy();
    expect(screen.getByText('Pick a topic to see its lessons, then a lesson to see and write its notes.')).toBeTruthy();
    expect(await screen.findByLabelText('Topic')).toBeTruthy();
  });

  it('shows an admin without privileges only the dashboard and the report (both need only the admin type)', async () => {
    expect(await sidebarLinks([])).toEqual(['Dashboard', 'Report']);
  });

  it('shows an admin with reader privileges only what those open: no pricing or webinar category', async () => {
    expect(await sidebarLinks(Object.values(Privileges.reader))).toEqual([
      'Dashboard',
      'Readers',
      'Reader Groups',
      'Report',
    ]);
  });

  it('shows the pricing items with a pricing privilege, and the KFP questions with any privilege of the catalog menu', async () => {
    expect(await sidebarLinks([Privileges.pricing.view])).toEqual([
      'Dashboard',
      'KFP Questions',
      'Pricing Plan',
      'Pricing Category',
      'Pricing Terms',
      'Report',
    ]);
  });

  it('shows the webinar category with a webinar privilege', async () => {
    expect(await sidebarLinks([Privileges.webinar.view])).toEqual([
      'Dashboard',
      'Webinars',
      'Webinar Category',
      'Report',
    ]);
  });

  it('shows every item of the spec to an admin holding every privilege', async () => {
    fakeApi({ [endpoints.refresh]: ok(loginResult(superAdmin())) });
    renderApp('/admin/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Admin' });

    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Dashboard',
      'Chapter Groups',
      'Chapters',
      'KFP Questions',
      'AKT Questions',
      'KFP(MSQ) Questions',
      'Content Reports',
      'Content Review',
      'AKT',
      'KFP(MSQ)',
      'Readers',
      'Reader Groups',
      'Statistics',
      'Testimonials',
      'Contact Us',
      'Pricing Plan',
      'Pricing Category',
      'Pricing Terms',
      'Webinars',
      'Webinar Category',
      'Webinar Schedule',
      'Notification',
      'SEO',
      'Terms & Privacy',
      'Exam Sittings',
      'Users',
      'Roles',
      'Web Audit',
      'Report',
    ]);
  });

  it('logs out from the header menu', async () => {
    const api = fakeApi({ [endpoints.refresh]: ok(loginResult(superAdmin())), [endpoints.logout]: ok(null) });
    const { user, location } = renderApp('/admin/dashboard');

    await user.click(await screen.findByRole('button', { name: /^Account menu/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    await waitFor(() => expect(location()).toBe('/auth/login'));
    expect(api.callsTo(endpoints.logout)).toHaveLength(1);
  });

  it('shows the number of unread Contact Us messages beside the item, and none when all are read', async () => {
    const unreadCall = 'POST /api/adminContactUs/getPagedContactMessages';
    const api = fakeApi({
      [endpoints.refresh]: ok(loginResult(makeUser('ADMIN', [Privileges.contactUs.view]))),
      [unreadCall]: ok({ pageData: [], totalNoOfRecords: 3 }),
    });
    renderApp('/admin/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Admin' });

    expect(await within(nav).findByRole('link', { name: /^Contact Us\s*\(3 unread\)$/ })).toBeTruthy();
    expect(api.callsTo(unreadCall)[0]?.body).toMatchObject({ messageStatus: 'NAK' });
  });

  it('shows no count to an admin who may not read the messages', async () => {
    const unreadCall = 'POST /api/adminContactUs/getPagedContactMessages';
    const api = fakeApi({
      [endpoints.refresh]: ok(loginResult(makeUser('ADMIN', [Privileges.chapterGroup.view]))),
      [unreadCall]: ok({ pageData: [], totalNoOfRecords: 3 }),
    });
    renderApp('/admin/dashboard');
    await screen.findByRole('navigation', { name: 'Admin' });
    await screen.findByRole('heading', { name: 'Dashboard' });

    expect(api.callsTo(unreadCall)).toHaveLength(0);
  });
});
