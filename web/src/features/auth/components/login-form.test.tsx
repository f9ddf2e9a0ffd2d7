import { Messages } from '@notebook/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failed, fakeApi } from '@/testing/fake-api';
import { endpoints } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';

describe('login page', () => {
  it('shows "<label> is Required" under each empty field and does not call the API', async () => {
    const api = fakeApi({ [endpoints.refresh]: failed(401, 'No session') });
    const { user } = renderApp('/auth/login');

    await user.click(await screen.findByRole('button', { name: 'Sign in' }));

    const form = screen.getByRole('form', { name: 'Sign in' });
    // Spec section 5: 'Required', or '{label} is Required' when the field has a label.
    expect(within(form).getByText(Messages.requiredWithLabel('Email'))).toBeTruthy();
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
});
