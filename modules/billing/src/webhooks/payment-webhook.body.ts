import { z } from 'zod';
import { Messages } from '@notebook/contracts';
import { ValidationError } from '@notebook/kernel';
import { type PaymentWebhookKind, PaymentWebhookKinds, type PaymentWebhookReceived } from './payment-webhook.events';

/**
 * The part of Stripe's event we read: `{ id, type, data: { object: { id, amount, currency, metadata } } }`
 * (a refund's object is the charge: `amount_refunded`, and `payment_intent` naming the payment).
 */
const webhookBody = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(100),
  data: z.object({
    object: z.object({
      id: z.string().min(1).max(255),
      amount: z.number().int().min(0),
      currency: z.string().regex(/^aud$/i),
      amount_refunded: z.number().int().min(0).optional(),
      payment_intent: z.string().min(1).max(255).nullable().optional(),
      metadata: z.record(z.string(), z.string()).default({}),
      last_payment_error: z
        .object({ message: z.string().max(500).optional() })
        .nullable()
        .optional(),
    }),
  }),
});

const uuid = z.uuid();

/**
 * What a verified webhook says, or null for an event type we do not act on (answered 2xx so the
 * provider stops sending it). A negative or non-AUD amount, or a body of another shape, is refused.
 */
export function readPaymentWebhook(body: unknown): PaymentWebhookReceived['data'] | null {
  const parsed = webhookBody.safeParse(body);
  if (!parsed.success) throw new ValidationError(Messages.webhookNotUnderstood, parsed.error.issues[0]?.path.join('.'));
  const { id, type, data } = parsed.data;
  if (!PaymentWebhookKinds.includes(type as PaymentWebhookKind)) return null;
  const object = data.object;
  const paymentID = uuid.safeParse(object.metadata.paymentID);
  return {
    providerEventID: id,
    kind: type as PaymentWebhookKind,
    providerPaymentID: type === 'charge.refunded' && object.payment_intent ? object.payment_intent : object.id,
    paymentID: paymentID.success ? paymentID.data : null,
    amountCents: object.amount,
    currency: object.currency.toUpperCase(),
    refundedCents: type === 'charge.refunded' ? (object.amount_refunded ?? object.amount) : null,
    failureReason:
      type === 'payment_intent.payment_failed'
        ? (object.last_payment_error?.message ?? Messages.paymentDeclined)
        : null,
  };
}
