import { Messages } from '@notebook/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failed, fakeApi, ok } from '@/testing/fake-api';
import { endpoints } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';

const confirm = 'POST /api/public/confirmReaderEmail';
const signedOut = { [endpoints.refresh]: failed(401, 'No session'), [endpoints.primaryIndex]: ok({ chapters: [] }) };

describe('confirm e-mail page', () => {
  it('confirms the address the link names', async () => {
    const api = fakeApi({ ...signedOut, [confirm]: ok(null, Messages.emailConfirmed) });
    renderApp('/public/confirm-email?token=link-token');
    expect(await screen.findByText(Messages.emailConfirmed)).toBeTruthy();
    expect(api.callsTo(confirm)[0]?.body).toEqual({ token: 'link-token' });
  });

  it('says a used link was used, without offering a new one', async () => {
    fakeApi({ ...signedOut, [confirm]: failed(409, Messages.emailLinkUsed, { field: 'token' }) });
    renderApp('/public/confirm-email?token=used-token');
    expect(await screen.findByText(Messages.emailLinkUsed)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send me a new link' })).toBeNull();
  });
});
