import { randomUUID } from 'node:crypto';
import { projectionSpec } from '../../../../test/support/projection-spec';
import type { ContactMessageEvent } from '../contact-messages/contact-message.events';
import { contactMessageProjection } from './contact-message.projection';

const spec = projectionSpec(contactMessageProjection);

const received = (contactMessageID = randomUUID()): ContactMessageEvent => ({
  type: 'ContactMessageReceived',
  data: {
    contactMessageID,
    contactName: 'Okafor',
    email: 'c.okafor@example.com',
    message: 'Does the plan cover the KFP?',
    readerID: null,
  },
});

describe('contact message projection', () => {
  it('a message arrives unread (NAK); reading it marks it ACK with who read it and when', async () => {
    const message = received();
    const { contactMessageID } = message.data as { contactMessageID: string };
    await spec.given(message);
    expect(await spec.db.selectFrom('contact_message').select(['message_status', 'acknowledged_by']).execute()).toEqual(
      [{ message_status: 'NAK', acknowledged_by: null }],
    );

    await spec.given({
      type: 'ContactMessageAcknowledged',
      data: { contactMessageID },
      metadata: { actorId: 'admin-1' },
    });
    const row = await spec.db
      .selectFrom('contact_message')
      .select(['message_status', 'acknowledged_by', 'acknowledged_at'])
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ message_status: 'ACK', acknowledged_by: 'admin-1' });
    expect(row.acknowledged_at).toBeInstanceOf(Date);
  });

  it('a message delivered twice is stored once', async () => {
    const message = received();
    await spec.given(message, message);
    expect(await spec.db.selectFrom('contact_message').select('contact_message_id').execute()).toHaveLength(1);
  });
});
