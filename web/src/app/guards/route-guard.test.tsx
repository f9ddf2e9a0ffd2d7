import { Privileges } from '@notebook/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failed, fakeApi, ok } from '@/testing/fake-api';
import { chapterMenu, endpoints, loginResult, makeUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';

const noSession = failed(401, 'Invalid refresh token');

describe('route guard', () => {
  it('sends an anonymous visitor of an admin route to login with the path, and back there after login', async () => {
    const admin = makeUser('ADMIN', [Privileges.chapterGroup.view]);
    const api = fakeApi({
      [endpoints.refresh]: noSession,
      [endpoints.login]: ok(loginResult(admin)),
      [endpoints.chapterMenu]: ok(chapterMenu()),
    });
    const { user, location } = renderApp('/admin/chapter/groups');

    await screen.findByRole('heading', { name: 'Sign in' });
    expect(location()).toBe('/auth/login?redirect=/admin/chapter/groups');

    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { name: 'Chapter Groups' })).toBeTruthy();
    expect(location()).toBe('/admin/chapter/groups');
    expect(api.callsTo(endpoints.login)[0]?.body).toEqual({ username: 'ada@example.com', password: 'correct horse' });
  });

  it('sends a signed-in reader away from admin routes to login', async () => {
    fakeApi({ [endpoints.refresh]: ok(loginResult(makeUser('READER'))) });
    const { location } = renderApp('/admin/dashboard');

    await screen.findByRole('heading', { name: 'Sign in' });
    expect(location()).toBe('/auth/login?redirect=/admin/dashboard');
  });

  it('sends an admin without the route privilege to login', async () => {
    fakeApi({ [endpoints.refresh]: ok(loginResult(makeUser('ADMIN', [Privileges.chapterGroup.view]))) });
    const { location } = renderApp('/admin/readers');

    await screen.findByRole('heading', { name: 'Sign in' });
    expect(location()).toBe('/auth/login?redirect=/admin/readers');
  });

  it('lands an admin on the dashboard after login and a reader on the public page', async () => {
    fakeApi({
      [endpoints.refresh]: noSession,
      [endpoints.login]: ok(loginResult(makeUser('READER'))),
      [endpoints.primaryIndex]: ok({ chapters: [] }),
    });
    const { user, location } = renderApp('/auth/login');

    await user.type(await screen.findByLabelText('Email'), 'reader@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await screen.findByRole('button', { name: 'Profile menu' });
    expect(location()).toBe('/public');
  });
});

describe('top-level routing', () => {
  it('sends / to login', async () => {
    fakeApi({ [endpoints.refresh]: noSession });
    const { location } = renderApp('/');
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(location()).toBe('/auth/login');
  });

  it('sends unknown paths to /404', async () => {
    fakeApi({ [endpoints.refresh]: noSession });
    const { location } = renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(location()).toBe('/404');
  });

  it('sends /admin to the admin dashboard', async () => {
    fakeApi({ [endpoints.refresh]: ok(loginResult(makeUser('ADMIN'))) });
    const { location } = renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(location()).toBe('/admin/dashboard');
  });

  it("shows an admin page's title and description above its screen", async () => {
    fakeApi({
      [endpoints.refresh]: ok(loginResult(makeUser('ADMIN'))),
      'POST /api/adminReport/getReport': failed(503, 'Not now'),
    });
    renderApp('/admin/report');
    expect(await screen.findByRole('heading', { level: 1, name: 'Report' })).toBeTruthy();
    expect(
      screen.getByText('Reports on readers, subscriptions and content, as they stand now or stood at any past moment.'),
    ).toBeTruthy();
  });
});
