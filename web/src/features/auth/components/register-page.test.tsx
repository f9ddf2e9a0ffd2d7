import { Messages } from '@notebook/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failed, fakeApi, ok } from '@/testing/fake-api';
import { endpoints, loginResult, makeUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';

const register = 'POST /api/public/register';

describe('register page', () => {
  it('ticks off the password rule as it is typed, registers, and signs the new reader in', async () => {
    const api = fakeApi({
      [endpoints.refresh]: failed(401, 'No session'),
      [endpoints.primaryIndex]: ok({ chapters: [] }),
      'GET /api/reader/getRegisteredUserPrimaryIndex': ok({ chapters: [] }),
      [register]: ok({ readerID: '0190a3b4-0000-7000-8000-00000000b901' }, Messages.registered),
      [endpoints.login]: ok(loginResult(makeUser('READER', [], { emailConfirmed: false }))),
    });
    const { user, location } = renderApp('/public/register');
    const form = await screen.findByRole('form', { name: 'Register' });
    await user.type(within(form).getByLabelText('First name'), 'Nadia');
    await user.type(within(form).getByLabelText('Last name'), 'Nguyen');
    await user.type(within(form).getByLabelText('Email'), 'nadia@test.example');
    const rule = within(form).getByRole('list', { name: 'Password rule' });
    await user.type(within(form).getByLabelText('Password'), 'short');
    expect(within(rule).getByText('At least 8 characters').textContent).toContain('not yet');
    expect(within(rule).getByText('A letter').textContent).toContain('done');
    await user.type(within(form).getByLabelText('Password'), 'er-42');
    expect(within(rule).getByText('A digit').textContent).toContain('done');

    await user.click(within(form).getByRole('button', { name: 'Register' }));
    expect(await within(form).findByText(Messages.acceptTermsRequired)).toBeTruthy();
    expect(api.callsTo(register)).toHaveLength(0);

    await user.click(within(form).getByRole('checkbox', { name: /I accept the terms and conditions/ }));
    await user.click(within(form).getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(api.callsTo(register)).toHaveLength(1));
    expect(api.callsTo(register)[0]?.body).toEqual({
      title: 'DR',
      firstName: 'Nadia',
      lastName: 'Nguyen',
      email: 'nadia@test.example',
      password: 'shorter-42',
      acceptTerms: true,
    });
    await waitFor(() => expect(location()).toBe('/public'));
    expect(await screen.findByText(Messages.registered)).toBeTruthy();
    expect(await screen.findByRole('note', { name: 'Confirm your e-mail address' })).toBeTruthy();
  });

  it('sends the referral link the visitor arrived with, and registers without it when it is no longer valid', async () => {
    const referralUUID = '0190a3b4-0000-7000-8000-00000000ef01';
    const api = fakeApi({
      [endpoints.refresh]: failed(401, 'No session'),
      [endpoints.primaryIndex]: ok({ chapters: [] }),
      'GET /api/reader/getRegisteredUserPrimaryIndex': ok({ chapters: [] }),
      [register]: [
        failed(400, 'This referral link is not valid', { field: 'referralUUID' }),
        ok({ readerID: '0190a3b4-0000-7000-8000-00000000b902' }, Messages.registered),
      ],
      [endpoints.login]: ok(loginResult(makeUser('READER'))),
    });
    const { user, location } = renderApp(`/public/register?ref=${referralUUID}`);
    const form = await screen.findByRole('form', { name: 'Register' });
    await user.type(within(form).getByLabelText('First name'), 'Omar');
    await user.type(within(form).getByLabelText('Last name'), 'Haddad');
    await user.type(within(form).getByLabelText('Email'), 'omar@test.example');
    await user.type(within(form).getByLabelText('Password'), 'Referred-2026');
    await user.click(within(form).getByRole('checkbox', { name: /I accept the terms and conditions/ }));
    await user.click(within(form).getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(location()).toBe('/public'));
    expect(api.callsTo(register).map((call) => (call.body as { referralUUID?: string }).referralUUID)).toEqual([
      referralUUID,
      undefined,
    ]);
    expect(localStorage.getItem('notebook.referralUUID')).toBeNull();
  });
});
