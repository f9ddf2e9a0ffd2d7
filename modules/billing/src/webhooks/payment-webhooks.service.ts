import { Messages } from '@notebook/contracts';
import {
  type AppConfig,
  Clock,
  CommandExecutor,
  SYSTEM_ACTOR,
  UnauthorizedError,
  ValidationError,
  webhookSecretOf,
} from '@notebook/kernel';
import { readPaymentWebhook } from './payment-webhook.body';
import { paymentWebhookCommands } from './payment-webhook.decider';
import { verifyWebhook } from './webhook-signature';

/**
 * The provider's webhooks, verified and kept: the signature and its time are checked against the
 * raw body, the event is recorded once by its id (a redelivery records nothing), and the worker
 * applies it (jobs/payment.jobs.ts).
 */
export class PaymentWebhooks {
  private readonly secret: string | null;

  constructor(
    private readonly executor: CommandExecutor,
    private readonly clock: Clock,
    config: AppConfig,
  ) {
    this.secret = webhookSecretOf(config);
  }

  /** Whether this delivery was one already kept (the provider is answered 200 either way, so it stops). */
  async receive(
    rawBody: Buffer | undefined,
    signature: string | undefined,
    body: unknown,
  ): Promise<{ duplicate?: boolean }> {
    if (!this.secret) throw new UnauthorizedError(Messages.badWebhookSignature);
    if (!rawBody) throw new ValidationError(Messages.webhookNotUnderstood);
    verifyWebhook(rawBody, signature, this.secret, this.clock.now());
    const webhook = readPaymentWebhook(body);
    if (!webhook) return {};
    const { events } = await paymentWebhookCommands.handle(
      this.executor,
      webhook.providerEventID,
      { type: 'ReceivePaymentWebhook', data: webhook },
      SYSTEM_ACTOR,
    );
    return { duplicate: events.length === 0 };
  }
}
