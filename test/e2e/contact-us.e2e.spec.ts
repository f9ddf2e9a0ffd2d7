import { randomUUID } from 'node:crypto';
import {
  ApiPaths,
  type ContactMessage,
  type ContactMessageReceipt,
  Messages,
  type Paged,
  Privileges,
} from '@notebook/contracts';
import { firstError, TestApi } from '../support/test-api';

/**
 * Contact Us over HTTP (spec sections 4, 5, 7 public/saveContactUs): anyone may send a message,
 * which is stored unread (NAK) for the admins; bad input is refused with the form's messages and
 * stores nothing; one address may send only so many an hour.
 */
let api: TestApi;

const send = (body: unknown, options: { token?: string; headers?: Record<string, string> } = {}) =>
  api.call<ContactMessageReceipt>(ApiPaths.public.saveContactUs, { body, ...options });
const storedMessage = (contactMessageID: string) =>
  api.resources.db
    .selectFrom('contact_message')
    .selectAll()
    .where('contact_message_id', '=', contactMessageID)
    .executeTakeFirst();

const valid = {
  contactName: 'Nguyen',
  email: 'dr.nguyen@example.com',
  message: 'Does the 6-month plan include the mock exams?',
};

beforeAll(async () => {
  api = await TestApi.start();
});
afterAll(() => api.stop());

test('a visitor sends a message: thanked, stored unread with the fields trimmed, recorded as a visitor', async () => {
  const response = await send({
    contactName: '  Nguyen ',
    email: ' Dr.Nguyen@Example.com ',
    message: ' Does the 6-month plan include the mock exams?  ',
    messageStatus: 'NAK',
  });

  expect(response.status).toBe(200);
  if (response.body.status !== 'SUCCESS') throw new Error(JSON.stringify(response.body));
  expect(response.body.message).toBe(Messages.thankYouContact);
  const { contactMessageID } = response.body.result;
  expect(await storedMessage(contactMessageID)).toMatchObject({
    contact_name: valid.contactName,
    email: valid.email,
    message: valid.message,
    message_status: 'NAK',
    reader_id: null,
  });
  const [event] = await api.resources.eventStore.readStream(`contactMessage-${contactMessageID}`);
  expect(event).toMatchObject({ type: 'ContactMessageReceived', metadata: { actorType: 'VISITOR' } });
});

test('a signed-in reader’s message names the reader, and a sent ACK status is ignored (every new message is unread)', async () => {
  const reader = await api.signedInReader('ACTIVE');
  const response = await send({ ...valid, messageStatus: 'ACK' }, { token: reader.token });
  if (response.body.status !== 'SUCCESS') throw new Error(JSON.stringify(response.body));
  expect(await storedMessage(response.body.result.contactMessageID)).toMatchObject({
    reader_id: reader.userId,
    message_status: 'NAK',
  });
});

test('markup in a message is kept as the text it is', async () => {
  const message = '<script>alert(1)</script> <b>bold?</b>';
  const response = await send({ ...valid, message });
  if (response.body.status !== 'SUCCESS') throw new Error(JSON.stringify(response.body));
  expect((await storedMessage(response.body.result.contactMessageID))?.message).toBe(message);
});

test.each([
  [{ contactName: '   ' }, 'contactName', Messages.required],
  [{ contactName: 'x'.repeat(256) }, 'contactName', Messages.maxLength(255)],
  [{ email: '' }, 'email', Messages.required],
  [{ email: 'not-an-email' }, 'email', Messages.notValidEmail],
  [{ email: `${'x'.repeat(250)}@example.com` }, 'email', Messages.maxLength(255)],
  [{ message: ' ' }, 'message', Messages.required],
  [{ message: 'x'.repeat(501) }, 'message', Messages.maxLength(500)],
  [{ message: 42 }, 'message', Messages.required],
  [{ messageStatus: 'READ' }, 'messageStatus', undefined],
])('bad input %j is a 400 on %s and stores nothing', async (change, field, message) => {
  const before = await api.eventCount();
  const response = await send({ ...valid, ...change });
  expect(response.status).toBe(400);
  expect(firstError(response.body)).toMatchObject(message ? { field, errorMessage: message } : { field });
  expect(await api.eventCount()).toBe(before);
});

describe('one address may send only so many messages an hour', () => {
  let limited: TestApi;
  beforeAll(async () => {
    limited = await TestApi.start({ env: { CONTACT_MESSAGES_PER_HOUR: '2', TRUST_PROXY: '1' } });
  });
  afterAll(() => limited.stop());

  test('the third message from one address is a 429 with Retry-After; another address still gets through', async () => {
    const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });
    const address = `203.0.113.${Math.floor(Math.random() * 200) + 1}`;
    const post = (options: { headers: Record<string, string> }) =>
      limited.call(ApiPaths.public.saveContactUs, { body: { ...valid, message: randomUUID() }, ...options });
    expect((await post(from(address))).status).toBe(200);
    expect((await post(from(address))).status).toBe(200);
    const before = await limited.eventCount();

    const refused = await post(from(address));
    expect(refused.status).toBe(429);
    expect(firstError(refused.body)?.errorMessage).toBe(Messages.tooManyMessages);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.eventCount()).toBe(before);

    expect((await post(from('198.51.100.9'))).status).toBe(200);
  });

  test('behind one proxy (TRUST_PROXY=1) a client cannot dodge the limit by writing addresses into X-Forwarded-For', async () => {
    // The proxy appends the address it saw; whatever the client wrote before that is not believed.
    const address = `192.0.2.${Math.floor(Math.random() * 200) + 1}`;
    const forged = (n: number) => ({ headers: { 'x-forwarded-for': `198.18.0.${n}, ${address}` } });
    const post = (options: { headers: Record<string, string> }) =>
      limited.call(ApiPaths.public.saveContactUs, { body: { ...valid, message: randomUUID() }, ...options });
    expect((await post(forged(1))).status).toBe(200);
    expect((await post(forged(2))).status).toBe(200);
    expect((await post(forged(3))).status).toBe(429);
  });
});

describe('admins read the messages (/admin/contact-us)', () => {
  const adminContactUs = {
    page: ApiPaths.adminContactUs.getPagedContactMessages,
    acknowledge: ApiPaths.adminContactUs.acknowledgeContactMessage,
  };
  let reader: string;
  let acknowledger: string;
  let first: string;
  let second: string;

  beforeAll(async () => {
    reader = await api.adminToken([Privileges.contactUs.view]);
    acknowledger = await api.adminToken([Privileges.contactUs.acknowledge]);
    first = (
      await api.ok<ContactMessageReceipt>(ApiPaths.public.saveContactUs, {
        body: { ...valid, message: 'first of the admin list' },
      })
    ).contactMessageID;
    second = (
      await api.ok<ContactMessageReceipt>(ApiPaths.public.saveContactUs, {
        body: { ...valid, contactName: 'Okafor', message: 'second of the admin list' },
      })
    ).contactMessageID;
  });

  test('the list is newest first and filters by status; paging counts every message', async () => {
    const all = await api.ok<Paged<ContactMessage>>(adminContactUs.page, { token: reader, body: { page: 0, rows: 2 } });
    expect(all.pageData.map((m) => m.contactMessageID)).toEqual([second, first]);
    expect(all.pageData[0]).toMatchObject({ contactName: 'Okafor', messageStatus: 'NAK', acknowledgedAt: null });
    expect(all.totalNoOfRecords).toBeGreaterThanOrEqual(2);
    const read = await api.ok<Paged<ContactMessage>>(adminContactUs.page, {
      token: reader,
      body: { messageStatus: 'ACK' },
    });
    expect(read.pageData.map((m) => m.contactMessageID)).not.toContain(first);
  });

  test('acknowledging marks it Read for everyone, once; the view privilege alone may not', async () => {
    const refused = await api.call(adminContactUs.acknowledge, { token: reader, body: { contactMessageID: first } });
    expect(refused.status).toBe(403);

    const response = await api.call<ContactMessage>(adminContactUs.acknowledge, {
      token: acknowledger,
      body: { contactMessageID: first },
    });
    expect(response.body).toMatchObject({
      status: 'SUCCESS',
      message: Messages.successfullyMarkedRead,
      result: { contactMessageID: first, messageStatus: 'ACK' },
    });
    const before = await api.eventCount();
    await api.ok(adminContactUs.acknowledge, { token: acknowledger, body: { contactMessageID: first } });
    expect(await api.eventCount()).toBe(before);

    const read = await api.ok<Paged<ContactMessage>>(adminContactUs.page, {
      token: reader,
      body: { messageStatus: 'ACK' },
    });
    expect(read.pageData.map((m) => m.contactMessageID)).toEqual([first]);
    const unread = await api.ok<Paged<ContactMessage>>(adminContactUs.page, {
      token: reader,
      body: { messageStatus: 'NAK' },
    });
    expect(unread.pageData.map((m) => m.contactMessageID)).not.toContain(first);
  });

  test('an unknown message is a 404, a bad id or status a 400; readers and visitors are refused', async () => {
    const unknown = await api.call(adminContactUs.acknowledge, {
      token: acknowledger,
      body: { contactMessageID: randomUUID() },
    });
    expect([unknown.status, firstError(unknown.body)?.errorMessage]).toEqual([404, Messages.contactMessageNotFound]);
    expect(
      (await api.call(adminContactUs.acknowledge, { token: acknowledger, body: { contactMessageID: 'nope' } })).status,
    ).toBe(400);
    expect((await api.call(adminContactUs.page, { token: reader, body: { messageStatus: 'READ' } })).status).toBe(400);
    const signedIn = await api.signedInReader('ACTIVE');
    expect((await api.call(adminContactUs.page, { token: signedIn.token, body: {} })).status).toBe(403);
    expect((await api.call(adminContactUs.page, { body: {} })).status).toBe(401);
    expect(
      (await api.call(adminContactUs.page, { token: await api.adminToken([Privileges.pricing.view]), body: {} }))
        .status,
    ).toBe(403);
    // The list is the route's "contact us view"; acknowledging alone does not open it.
    expect((await api.call(adminContactUs.page, { token: acknowledger, body: {} })).status).toBe(403);
  });
});
