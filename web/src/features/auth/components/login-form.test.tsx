import { Messages } from '@notebook/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failed, fakeApi, ok } from '@/testing/fake-api';
import { endpoints, loginResult, makeUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';

describe('login page', () => {
  it('shows "<label> is Required" under each empty field and does not call the API', async () => {
    const api = fakeApi({ [endpoints.refresh]: failed(401, 'No session') });
    const { user } = renderApp('/auth/login');

    await user.click(await screen.findByRole('button', { name: 'Sign in' }));

    const form = screen.getByRole('form', { name: 'Sign in' });
    // Spec section 5: 'Required', or '{label} is Required' when the field has a label. Validation
    // runs after the click's handler returns, so the first message is waited for.
    expect(await within(form).findByText(Messages.requiredWithLabel('Email'))).toBeTruthy();
    expect(within(form).getByText(Messages.requiredWithLabel('Password'))).toBeTruthy();
    expect(within(form).queryByText(Messages.required)).toBeNull();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo(endpoints.login)).toHaveLength(0);
  });

  it('shows "Max length is 100" for an overlong password', async () => {
    fakeApi({ [endpoints.refresh]: failed(401, 'No session') });
    const { user } = renderApp('/auth/login');

    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByLabelText('Password'));
    await user.paste('x'.repeat(101));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText(Messages.maxLength(100))).toBeTruthy();
  });

  it('says "Invalid credentials" when the server refuses the login', async () => {
    fakeApi({
      [endpoints.refresh]: failed(401, 'No session'),
      [endpoints.login]: failed(401, 'Unauthorized'),
    });
    const { user, location } = renderApp('/auth/login');

    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const form = screen.getByRole('form', { name: 'Sign in' });
    expect((await within(form).findByRole('alert')).textContent).toBe(Messages.invalidCredentials);
    expect(location()).toBe('/auth/login');
  });

  it('shows the error an OAuth provider sent back', async () => {
    fakeApi({ [endpoints.refresh]: failed(401, 'No session') });
    renderApp('/oauth2/redirect?error=Access%20denied%20by%20provider');

    expect((await screen.findByRole('alert')).textContent).toBe('Access denied by provider');
  });

  it('offers each configured provider', async () => {
    fakeApi({
      [endpoints.refresh]: failed(401, 'No session'),
      'GET /api/public/getOAuthProviders': ok([
        { id: 'google', name: 'Google', authorizeUrl: '/api/oauth2/authorize/google' },
      ]),
    });
    renderApp('/auth/login');
    const google = await screen.findByRole('link', { name: 'Continue with Google' });
    expect(google.getAttribute('href')).toMatch(/\/api\/oauth2\/authorize\/google$/);
  });

  it('takes the session from the refresh cookie the provider’s round trip set, and asks a first-time reader for what the provider did not give', async () => {
    const reader = makeUser('READER', []);
    const unnamed = { ...reader, user: { ...reader.user, firstName: '', lastName: '' } };
    const api = fakeApi({
      [endpoints.refresh]: ok(loginResult(unnamed)),
      [endpoints.currentUser]: ok(unnamed),
      'POST /api/reader/updateSocialReaderInfo': ok(null, Messages.successfullyUpdated),
    });
    const { user, location } = renderApp('/oauth2/redirect?newReader=1');
    const form = await screen.findByRole('form', { name: 'Your details' });
    await user.selectOptions(within(form).getByLabelText('Title'), 'MS');
    await user.type(within(form).getByLabelText('First name'), 'Sofia');
    await user.type(within(form).getByLabelText('Last name'), 'Silva');
    await user.click(within(form).getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(api.callsTo('POST /api/reader/updateSocialReaderInfo')[0]?.body).toEqual({
        title: 'MS',
        firstName: 'Sofia',
        lastName: 'Silva',
      }),
    );
    await waitFor(() => expect(location()).toBe('/'));
    expect(api.callsTo(endpoints.refresh).length).toBeGreaterThan(0);
  });

  it('sends a browser back to sign in, saying so, when the round trip left no session', async () => {
    fakeApi({ [endpoints.refresh]: failed(401, 'No session') });
    const { location } = renderApp('/oauth2/redirect');
    await waitFor(() => expect(location()).toMatch(/^\/auth\/login\?error=/));
    expect((await screen.findByRole('alert')).textContent).toBe(Messages.socialSignInFailed);
  });
});
