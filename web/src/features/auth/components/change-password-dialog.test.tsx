import { Messages } from '@notebook/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '@/testing/fake-api';
import { endpoints, loginResult, makeUser, primaryIndex } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { anonymousVisitor } from '@/testing/reading-fixtures';

async function openChangePassword() {
  const { user } = renderApp('/admin/dashboard');
  await user.click(await screen.findByRole('button', { name: /^Account menu/ }));
  await user.click(await screen.findByRole('menuitem', { name: 'Change Password' }));
  const dialog = await screen.findByRole('dialog', { name: 'Change Password' });
  return { user, dialog };
}

describe('change password dialog', () => {
  it('says "Password not match" and keeps Save disabled until the confirmation matches', async () => {
    fakeApi({ [endpoints.refresh]: ok(loginResult(makeUser('ADMIN'))) });
    const { user, dialog } = await openChangePassword();
    const save = within(dialog).getByRole('button', { name: 'Save' });

    await user.type(within(dialog).getByLabelText('Old password'), 'old-password');
    await user.type(within(dialog).getByLabelText('New password'), 'new-password-1');
    await user.type(within(dialog).getByLabelText('Confirm new password'), 'new-password-2');

    expect(await within(dialog).findByText(Messages.passwordNotMatch)).toBeTruthy();
    expect(save.hasAttribute('disabled')).toBe(true);

    await user.clear(within(dialog).getByLabelText('New password'));
    await user.type(within(dialog).getByLabelText('New password'), 'new-password-2');

    await waitFor(() => expect(within(dialog).queryByText(Messages.passwordNotMatch)).toBeNull());
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
  });

  it('sends the old password as base64 SHA-1 and shows the success message', async () => {
    const api = fakeApi({
      [endpoints.refresh]: ok(loginResult(makeUser('ADMIN'))),
      [endpoints.changePassword]: ok(null, Messages.passwordChanged),
    });
    const { user, dialog } = await openChangePassword();

    await user.type(within(dialog).getByLabelText('Old password'), 'password');
    await user.type(within(dialog).getByLabelText('New password'), 'a-better-one');
    await user.type(within(dialog).getByLabelText('Confirm new password'), 'a-better-one');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect((await screen.findAllByText(Messages.passwordChanged)).length).toBeGreaterThan(0);
    // SHA-1("password") = 5baa61e4c9b93f3f0682250b6cf8331b7ee68fd8
    expect(api.callsTo(endpoints.changePassword)[0]?.body).toEqual({
      oldPassword: 'W6ph5Mm5Pz8GgiULbPgzG37mj9g=',
      newPassword: 'a-better-one',
      newPasswordConfirm: 'a-better-one',
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change Password' })).toBeNull());
  });

  it('a reader changes theirs from the header menu through the reader call', async () => {
    const api = fakeApi({
      [endpoints.refresh]: ok(loginResult(makeUser('READER', [], { hasActiveSubscription: true }))),
      [endpoints.primaryIndex]: ok(primaryIndex()),
      [endpoints.changeReaderPassword]: ok(null, Messages.passwordChanged),
    });
    const { user } = renderApp('/public/search');
    await user.click(await screen.findByRole('button', { name: 'Profile menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Change Password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Password' });

    await user.type(within(dialog).getByLabelText('Old password'), 'password');
    await user.type(within(dialog).getByLabelText('New password'), 'a-better-one');
    await user.type(within(dialog).getByLabelText('Confirm new password'), 'a-better-one');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect((await screen.findAllByText(Messages.passwordChanged)).length).toBeGreaterThan(0);
    expect(api.callsTo(endpoints.changeReaderPassword)[0]?.body).toMatchObject({
      oldPassword: 'W6ph5Mm5Pz8GgiULbPgzG37mj9g=',
    });
    expect(api.callsTo(endpoints.changePassword)).toHaveLength(0);
  });
});

describe('reset password page', () => {
  it('flags a mismatch as the confirmation is typed, as the change-password dialog does', async () => {
    fakeApi(anonymousVisitor);
    const { user } = renderApp('/public/reset-password?token=abc123');
    const form = await screen.findByRole('form', { name: 'Choose a new password' });

    await user.type(within(form).getByLabelText('New password'), 'new-password-1');
    await user.type(within(form).getByLabelText('Confirm new password'), 'new-password-2');
    // Still in the field: no blur needed to see it.
    expect(await within(form).findByText(Messages.passwordNotMatch)).toBeTruthy();

    await user.clear(within(form).getByLabelText('New password'));
    await user.type(within(form).getByLabelText('New password'), 'new-password-2');
    await waitFor(() => expect(within(form).queryByText(Messages.passwordNotMatch)).toBeNull());
  });
});
