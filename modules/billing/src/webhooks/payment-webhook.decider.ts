import { Decider, commandHandler } from '@notebook/kernel';
import { type PaymentWebhookReceived, paymentWebhookStream } from './payment-webhook.events';

type WebhookState = { received: false } | { received: true; webhook: PaymentWebhookReceived['data'] };
type WebhookCommand = { type: 'ReceivePaymentWebhook'; data: PaymentWebhookReceived['data'] };

/** A provider event is kept once: a second delivery (the provider's retry, a replay) records nothing. */
export const paymentWebhookDecider: Decider<WebhookState, WebhookCommand, PaymentWebhookReceived> = {
  initialState: () => ({ received: false }),
  evolve: (_state, event) => ({ received: true, webhook: event.data }),
  decide: (command, state) => (state.received ? [] : [{ type: 'PaymentWebhookReceived', data: command.data }]),
};

export const paymentWebhookCommands = commandHandler({
  decider: paymentWebhookDecider,
  streamName: paymentWebhookStream,
});
