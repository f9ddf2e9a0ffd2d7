import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '@/testing/fake-api';
import { endpoints, loginResult, makeUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';

const calls = {
  link: 'GET /api/reader/getReaderReferralLink',
  copied: 'GET /api/reader/getCopiedReferralLink',
} as const;
const link = { referralUUID: 'ref-1', referralLink: 'https://notebook.test/r/ref-1', joined: 2 };
const empty = ok({ pageData: [], totalNoOfRecords: 0 });

describe('profile: referral link', () => {
  it('shows the link and how many joined through it; Copy puts the link on the clipboard and says so', async () => {
    const api = fakeApi({
      [endpoints.refresh]: ok(loginResult(makeUser('READER', [], { hasActiveSubscription: true }))),
      [calls.link]: ok(link),
      [calls.copied]: ok(link),
      'POST /api/reader/getPagedBookMarksByReaderID': empty,
    });
    const { user } = renderApp('/public/profile');

    const box = (await screen.findByRole('heading', { name: 'Invite a colleague' })).closest('section')!;
    expect(box.textContent).toContain('2 readers have joined through it.');
    expect(within(box).getByText(link.referralLink)).toBeTruthy();

    await user.click(within(box).getByRole('button', { name: 'Copy link' }));
    expect(await within(box).findByRole('button', { name: 'Copied' })).toBeTruthy();
    expect(api.callsTo(calls.copied)).toHaveLength(1);
    await waitFor(async () => expect(await navigator.clipboard.readText()).toBe(link.referralLink));
  });
});
