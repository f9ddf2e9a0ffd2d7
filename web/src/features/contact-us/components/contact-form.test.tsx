import { Messages } from '@notebook/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failed, fakeApi, ok } from '@/testing/fake-api';
import { applicationProperties, endpoints, loginResult, makeUser, primaryIndex } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';

const SAVE = 'POST /api/public/saveContactUs';
const PROPERTIES = endpoints.applicationProperties;
const receipt = ok({ contactMessageID: '0190a3b4-0000-7000-8000-00000000c0de' }, Messages.thankYouContact);
const properties = ok(applicationProperties());
const visitor = {
  [endpoints.refresh]: failed(401, 'No session'),
  [endpoints.primaryIndex]: ok(primaryIndex()),
  [PROPERTIES]: properties,
};
const reader = { [endpoints.refresh]: ok(loginResult(makeUser('READER'))), [PROPERTIES]: properties };

/** The inline form of the home page's contact section. */
async function contactSection() {
  const section = await screen.findByRole('region', { name: 'Contact us' });
  const form = within(section).getByRole('form', { name: 'Contact us' });
  return {
    section,
    form,
    name: within(form).getByLabelText('Name') as HTMLInputElement,
    email: within(form).getByLabelText('Email') as HTMLInputElement,
    message: within(form).getByLabelText('Message') as HTMLTextAreaElement,
    send: within(form).getByRole('button', { name: 'Send' }) as HTMLButtonElement,
  };
}

describe('contact form (home page contact section)', () => {
  it('shows the validation messages under the fields and keeps Send disabled until the form is valid', async () => {
    fakeApi(visitor);
    const { user } = renderApp('/public#contact');
    const { form, name, email, message, send } = await contactSection();
    expect(name.value).toBe('');
    expect(email.value).toBe('');
    expect(send.disabled).toBe(true);

    // Leaving the name empty says 'Required' under it (spec section 5 gives no label for it).
    await user.click(name);
    await user.click(email);
    expect(await within(form).findByText('Required')).toBeTruthy();
    expect(within(form).queryByText('Name is Required')).toBeNull();
    await user.type(email, 'not-an-address');
    await user.click(message);
    expect(await within(form).findByText(Messages.notValidEmail)).toBeTruthy();
    await user.paste('x'.repeat(501));
    await user.click(name);
    expect(await within(form).findByText(Messages.maxLength(500))).toBeTruthy();
    expect(send.disabled).toBe(true);

    await user.type(name, 'Grace Hopper');
    await user.clear(email);
    await user.type(email, 'grace@example.com');
    await user.clear(message);
    await user.type(message, 'Hello');
    await waitFor(() => expect(send.disabled).toBe(false));
    for (const text of ['Required', Messages.notValidEmail, Messages.maxLength(500)])
      expect(within(form).queryByText(text)).toBeNull();
    expect(within(form).getByText('5 / 500 characters')).toBeTruthy();

    await user.clear(message);
    expect(await within(form).findByText('Message is Required')).toBeTruthy();
    await waitFor(() => expect(send.disabled).toBe(true));
  });

  it("sends a visitor's message without a token, shows 'Thank you for contacting us.' and clears the form", async () => {
    const api = fakeApi({ ...visitor, [SAVE]: receipt });
    const { user } = renderApp('/public#contact');
    const { name, email, message, send } = await contactSection();

    await user.type(name, '  Grace Hopper ');
    await user.type(email, 'Grace@Example.com');
    await user.type(message, 'Is there a group discount for practices?');
    await waitFor(() => expect(send.disabled).toBe(false));
    await user.click(send);

    expect(await screen.findByText(Messages.thankYouContact)).toBeTruthy();
    const [call] = api.callsTo(SAVE);
    expect(call?.body).toEqual({
      contactName: 'Grace Hopper',
      email: 'grace@example.com',
      message: 'Is there a group discount for practices?',
      messageStatus: 'NAK',
    });
    expect(call?.authorization).toBeNull();
    const fresh = await contactSection();
    await waitFor(() => expect(fresh.name.value).toBe(''));
    expect(fresh.email.value).toBe('');
    expect(fresh.message.value).toBe('');
    expect(fresh.send.disabled).toBe(true);
    expect(screen.getAllByRole('form', { name: 'Contact us' })).toHaveLength(1);
  });

  it("prefills a signed-in reader's last name and email and sends with their token", async () => {
    const api = fakeApi({ ...reader, [SAVE]: receipt });
    const { user } = renderApp('/public#contact');
    const { name, email, message, send } = await contactSection();
    expect(name.value).toBe('Lovelace');
    expect(email.value).toBe('ada@example.com');
    expect(send.disabled).toBe(true);

    await user.type(message, 'Please add more cardiology webinars.');
    await waitFor(() => expect(send.disabled).toBe(false));
    await user.click(send);

    expect(await screen.findByText(Messages.thankYouContact)).toBeTruthy();
    const [call] = api.callsTo(SAVE);
    expect(call?.body).toEqual({
      contactName: 'Lovelace',
      email: 'ada@example.com',
      message: 'Please add more cardiology webinars.',
      messageStatus: 'NAK',
    });
    expect(call?.authorization).toBe('Bearer access-token-1');
    // Prefilled again, message cleared.
    const fresh = await contactSection();
    await waitFor(() => expect(fresh.message.value).toBe(''));
    expect(fresh.name.value).toBe('Lovelace');
  });

  it("shows the server's field error under its field and the refusal for too many messages as a toast, keeping the text", async () => {
    fakeApi({
      ...visitor,
      [SAVE]: [
        failed(400, Messages.notValidEmail, { field: 'email', errorCode: 'VALIDATION' }),
        failed(429, Messages.tooManyMessages),
      ],
    });
    const { user } = renderApp('/public#contact');
    const { form, name, email, message, send } = await contactSection();
    await user.type(name, 'Grace');
    await user.type(email, 'grace@example.com');
    await user.type(message, 'Hello again');
    await waitFor(() => expect(send.disabled).toBe(false));

    await user.click(send);
    expect(await within(form).findByText(Messages.notValidEmail)).toBeTruthy();
    // Editing the field clears the server's message.
    await user.clear(email);
    await user.type(email, 'grace@example.org');
    await waitFor(() => expect(within(form).queryByText(Messages.notValidEmail)).toBeNull());
    await waitFor(() => expect(send.disabled).toBe(false));

    await user.click(send);
    expect(await screen.findByText(Messages.tooManyMessages)).toBeTruthy();
    expect(message.value).toBe('Hello again');
    expect(screen.queryByText(Messages.thankYouContact)).toBeNull();
  });
});
