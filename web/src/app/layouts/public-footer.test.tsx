import { Messages, type ApplicationProperties } from '@notebook/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failed, fakeApi, ok } from '@/testing/fake-api';
import { applicationProperties, endpoints, loginResult, makeUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';

const SAVE = 'POST /api/public/saveContactUs';
const PROPERTIES = endpoints.applicationProperties;
const TERMS = '/public/terms-and-conditions';

const properties = (overrides: Partial<ApplicationProperties> = {}) =>
  ok(applicationProperties({ facebookPageURL: 'https://www.facebook.com/groups/notebook-gp', ...overrides }));
const visitor = { [endpoints.refresh]: failed(401, 'No session') };
const reader = { [endpoints.refresh]: ok(loginResult(makeUser('READER'))) };

describe('public footer', () => {
  it('takes a visitor to the home page contact section and shows the support email, phone, social group, year and credit', async () => {
    fakeApi({ ...visitor, [PROPERTIES]: properties() });
    const { user, router } = renderApp(TERMS);

    const footer = await screen.findByRole('contentinfo');
    const nav = within(footer).getByRole('navigation', { name: 'Footer' });
    expect(within(nav).getByRole('link', { name: 'Terms and conditions' }).getAttribute('href')).toBe(TERMS);
    expect(within(nav).getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toBe(
      '/public/privacy-policy',
    );
    const contact = within(nav).getByRole('link', { name: 'Contact us' });
    expect(contact.getAttribute('href')).toBe('/public#contact');

    const support = await within(footer).findByRole('list', { name: 'Support contact' });
    expect(within(support).getByRole('link', { name: 'help@notebook.example' }).getAttribute('href')).toBe(
      'mailto:help@notebook.example',
    );
    expect(within(support).getByRole('link', { name: '+61 2 9000 0000' }).getAttribute('href')).toBe(
      'tel:+61290000000',
    );
    const group = within(support).getByRole('link', { name: /Join our Facebook group/ });
    expect(group.getAttribute('href')).toBe('https://www.facebook.com/groups/notebook-gp');
    expect(group.getAttribute('target')).toBe('_blank');
    expect(group.getAttribute('rel')).toContain('noopener');
    expect(within(footer).getByText(new RegExp(`© ${new Date().getFullYear()}`))).toBeTruthy();
    expect(within(footer).getByText('Powered by Notebook')).toBeTruthy();

    await user.click(contact);
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.hash}`).toBe('/public#contact'),
    );
    expect(await screen.findByRole('region', { name: 'Contact us' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('hides the support details that are not set, and the whole list when none is', async () => {
    fakeApi({ ...visitor, [PROPERTIES]: properties({ supportPhone: null, facebookPageURL: null }) });
    renderApp(TERMS);
    const footer = await screen.findByRole('contentinfo');
    const support = await within(footer).findByRole('list', { name: 'Support contact' });
    expect(
      within(support)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['help@notebook.example']);
  });

  it('shows no support details when the properties carry none', async () => {
    const api = fakeApi({
      ...visitor,
      [PROPERTIES]: properties({ supportEmail: null, supportPhone: null, facebookPageURL: null }),
    });
    renderApp(TERMS);
    const footer = await screen.findByRole('contentinfo');
    await waitFor(() => expect(api.callsTo(PROPERTIES)).toHaveLength(1));
    // Let the answer render before checking that nothing did.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(footer).queryByRole('list', { name: 'Support contact' })).toBeNull();
    expect(footer.querySelector('a[href^="mailto:"], a[href^="tel:"]')).toBeNull();
    expect(within(footer).getByRole('link', { name: 'Contact us' })).toBeTruthy();
  });

  it('opens the Contact Us modal for a signed-in reader, prefilled, and closes it after the send', async () => {
    const api = fakeApi({
      ...reader,
      [PROPERTIES]: properties(),
      [SAVE]: ok({ contactMessageID: 'c1' }, Messages.thankYouContact),
    });
    const { user, location } = renderApp(TERMS);

    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).queryByRole('link', { name: 'Contact us' })).toBeNull();
    await user.click(within(footer).getByRole('button', { name: 'Contact us' }));

    const dialog = await screen.findByRole('dialog', { name: 'Contact us' });
    const form = within(dialog).getByRole('form', { name: 'Contact us' });
    expect((within(form).getByLabelText('Name') as HTMLInputElement).value).toBe('Lovelace');
    expect((within(form).getByLabelText('Email') as HTMLInputElement).value).toBe('ada@example.com');
    const send = within(form).getByRole('button', { name: 'Send' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);

    await user.type(within(form).getByLabelText('Message'), 'The KFP timer stops on my tablet.');
    await waitFor(() => expect(send.disabled).toBe(false));
    await user.click(send);

    expect(await screen.findByText(Messages.thankYouContact)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo(SAVE)[0]?.body).toEqual({
      contactName: 'Lovelace',
      email: 'ada@example.com',
      message: 'The KFP timer stops on my tablet.',
      messageStatus: 'NAK',
    });
    expect(location()).toBe(TERMS);
  });

  it('closes the modal with Close, leaving nothing sent', async () => {
    const api = fakeApi({ ...reader, [PROPERTIES]: properties() });
    const { user } = renderApp(TERMS);
    const footer = await screen.findByRole('contentinfo');
    await user.click(within(footer).getByRole('button', { name: 'Contact us' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact us' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo(SAVE)).toHaveLength(0);
  });
});
