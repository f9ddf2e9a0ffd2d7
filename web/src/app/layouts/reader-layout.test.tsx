import { Messages } from '@notebook/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '@/testing/fake-api';
import { endpoints, loginResult, makeUser, primaryIndex, subscribedReader } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { anonymousVisitor } from '@/testing/reading-fixtures';

describe('a visitor who never signed in', () => {
  it('is not asked for a session on page load (no 401 from security/refresh-user)', async () => {
    const api = fakeApi(anonymousVisitor);
    renderApp('/public', { neverSignedIn: true });
    const header = await screen.findByRole('banner');
    expect(await within(header).findByRole('link', { name: 'Sign in' })).toBeTruthy();
    expect(api.callsTo(endpoints.refresh)).toHaveLength(0);
  });
});

describe('reader layout', () => {
  it('shows an anonymous visitor the index with the Overview, and Subscribe and Sign in', async () => {
    fakeApi(anonymousVisitor);
    renderApp('/public');

    const index = await screen.findByRole('navigation', { name: 'Primary index' });
    expect(await within(index).findByRole('link', { name: '1. Heart failure' })).toBeTruthy();
    for (const name of [
      'Home',
      'Course Structure',
      'Pricing',
      'FAQ',
      'Next Webinars',
      'Webinars',
      'KFP Questions',
      'AKT Questions',
    ]) {
      expect(within(index).getByRole('link', { name })).toBeTruthy();
    }
    expect(within(index).getByRole('heading', { name: 'Chapter 7' })).toBeTruthy();

    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('link', { name: 'Subscribe' })).toBeTruthy();
    expect(within(header).getByRole('link', { name: 'Sign in' })).toBeTruthy();
    expect(within(header).getByRole('link', { name: 'Login' })).toBeTruthy();

    const footer = screen.getByRole('contentinfo');
    for (const name of ['Terms and conditions', 'Privacy policy', 'Contact us']) {
      expect(within(footer).getByRole('link', { name })).toBeTruthy();
    }
    expect(within(footer).getByText(new RegExp(`© ${new Date().getFullYear()}`))).toBeTruthy();
  });

  it("writes the index headings as the spec does ('Chapter 7', 'Overview', chapter names), not in capitals", async () => {
    fakeApi(anonymousVisitor);
    renderApp('/public');

    const index = await screen.findByRole('navigation', { name: 'Primary index' });
    await within(index).findByRole('link', { name: '1. Heart failure' });
    const headings = within(index).getAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual(
      expect.arrayContaining(['Overview', 'Cardiology', 'Chapter 7']),
    );
    for (const heading of headings) {
      // Tailwind's `uppercase` would show them as 'OVERVIEW' and 'CHAPTER 7'; jsdom applies no CSS, so check the classes.
      for (
        let element: HTMLElement | null = heading;
        element && element !== index.parentElement;
        element = element.parentElement
      ) {
        expect(element.classList.contains('uppercase')).toBe(false);
      }
    }
  });

  it('shows a signed-in reader the date, Buy, the notification bell and the profile menu', async () => {
    fakeApi({
      [endpoints.refresh]: ok(loginResult(makeUser('READER'))),
      [endpoints.primaryIndex]: ok(primaryIndex()),
      'POST /api/notification/getPagedNotificationsByReaderID': ok({
        pageData: [],
        totalNoOfRecords: 0,
        unreadCount: 0,
      }),
    });
    const { user } = renderApp('/public/lessons');

    const header = await screen.findByRole('banner');
    expect(await within(header).findByRole('link', { name: 'Buy' })).toBeTruthy();
    expect(header.querySelector('time')?.textContent).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(within(header).getByRole('searchbox', { name: 'Search notes' }).getAttribute('placeholder')).toBe(
      Messages.searchPlaceholder,
    );
    const index = screen.getByRole('navigation', { name: 'Primary index' });
    expect(within(index).queryByRole('link', { name: 'Course Structure' })).toBeNull();
    // Practice and mock exams are in the header, not only under 'Chapter 7' below every topic.
    const study = within(header).getByRole('navigation', { name: 'Study' });
    expect(within(study).getByRole('link', { name: 'Practice' }).getAttribute('href')).toBe('/public/akt-questions');
    expect(within(study).getByRole('link', { name: 'Mock exams' }).getAttribute('href')).toBe('/public/mock-exams');

    // The bell and the profile menu are their own chunk: they show once it has loaded.
    await user.click(await within(header).findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText(Messages.noNotificationsFound)).toBeTruthy();
    await user.keyboard('{Escape}');

    await user.click(await within(header).findByRole('button', { name: 'Profile menu' }));
    for (const name of ['View Profile', 'Change Password', 'Logout']) {
      expect(await screen.findByRole('menuitem', { name })).toBeTruthy();
    }
  });

  it('hides Buy for a subscribed reader and the search on the home page', async () => {
    fakeApi({
      [endpoints.refresh]: ok(loginResult(makeUser('READER', [], { hasActiveSubscription: true }))),
      [endpoints.primaryIndex]: ok(primaryIndex()),
    });
    renderApp('/public');

    const header = await screen.findByRole('banner');
    await within(header).findByRole('button', { name: 'Profile menu' });
    expect(within(header).queryByRole('link', { name: 'Buy' })).toBeNull();
    expect(within(header).queryByRole('searchbox')).toBeNull();
  });

  it('shows an admin looking at the reader side no Buy', async () => {
    fakeApi({
      [endpoints.refresh]: ok(loginResult(makeUser('ADMIN', []))),
      [endpoints.primaryIndex]: ok(primaryIndex()),
    });
    renderApp('/public/search');

    const header = await screen.findByRole('banner');
    await within(header).findByRole('button', { name: 'Profile menu' });
    expect(within(header).queryByRole('link', { name: 'Buy' })).toBeNull();
    expect(within(header).queryByRole('navigation', { name: 'Study' })).toBeNull();
  });

  it.each([
    ['/public/profile', 'Profile'],
    ['/public/terms-and-conditions', 'Terms and conditions'],
    ['/public/privacy-policy', 'Privacy policy'],
    ['/public/register', 'Create your account'],
  ])('gives a visitor the menu toggle and the mobile sidebar on %s, a page without the index', async (path, title) => {
    fakeApi(anonymousVisitor);
    const { user, location } = renderApp(path);

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Primary index' })).toBeNull();
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Menu' }));

    const sheet = await screen.findByRole('dialog', { name: 'Menu' });
    const index = within(sheet).getByRole('navigation', { name: 'Primary index' });
    expect(await within(index).findByRole('link', { name: '1. Heart failure' })).toBeTruthy();
    expect(within(index).getByRole('link', { name: 'Course Structure' })).toBeTruthy();
    expect(within(sheet).getByRole('link', { name: 'Subscribe' })).toBeTruthy();
    expect(within(sheet).getByRole('link', { name: 'Sign in' })).toBeTruthy();

    await user.click(within(index).getByRole('link', { name: 'Webinars' }));
    expect(location()).toBe('/public/webinars');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
  });

  it.each([
    ['/public/profile', 'Ada Lovelace'],
    ['/public/profile/upgrade', 'Upgrade plan'],
    ['/public/do-payment', 'You are subscribed'],
  ])('gives a signed-in reader the menu toggle and the mobile sidebar on %s', async (path, title) => {
    fakeApi({
      ...subscribedReader(),
      'GET /api/reader/getReaderSubscriptionDetails': ok({ status: 'ACTIVE', pricingPlan: null }),
      'GET /api/public/getAllPricingPlans': ok([]),
      'POST /api/reader/getPagedBookMarksByReaderID': ok({ pageData: [], totalNoOfRecords: 0 }),
    });
    const { user } = renderApp(path);

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Menu' }));

    const sheet = await screen.findByRole('dialog', { name: 'Menu' });
    const index = within(sheet).getByRole('navigation', { name: 'Primary index' });
    expect(await within(index).findByText(Messages.noChaptersFound)).toBeTruthy();
    for (const name of ['Next Webinars', 'Webinars', 'KFP Questions', 'AKT Questions']) {
      expect(within(index).getByRole('link', { name })).toBeTruthy();
    }
    expect(within(sheet).queryByRole('link', { name: 'Subscribe' })).toBeNull();
    const study = within(sheet).getByRole('navigation', { name: 'Study' });
    expect(within(study).getByRole('link', { name: 'Practice' }).getAttribute('href')).toBe('/public/akt-questions');
    expect(within(study).getByRole('link', { name: 'Mock exams' }).getAttribute('href')).toBe('/public/mock-exams');
  });

  it('opens the search page with the trimmed term', async () => {
    fakeApi(anonymousVisitor);
    const { user, location } = renderApp('/public/webinars');

    await user.type(await screen.findByRole('searchbox', { name: 'Search notes' }), '  heart failure {Enter}');
    expect(location()).toBe('/public/search?searchKey=heart%20failure');
  });
});
