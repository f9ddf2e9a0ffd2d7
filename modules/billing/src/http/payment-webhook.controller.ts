import { Controller, Headers, HttpCode, Inject, Post, type RawBodyRequest, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { ApiPaths, Messages } from '@notebook/contracts';
import {
  APP_CONFIG,
  type AppConfig,
  Clock,
  CommandExecutor,
  PublicAccess,
  SYSTEM_ACTOR,
  UnauthorizedError,
  ValidationError,
  ok,
  webhookSecretOf,
} from '@notebook/kernel';
import { paymentWebhookCommands } from '../webhooks/payment-webhook.decider';
import { readPaymentWebhook } from '../webhooks/payment-webhook.body';
import { verifyWebhook } from '../webhooks/webhook-signature';

/**
 * POST /api/webhooks/payments: the provider's webhooks (Stripe's, or the sandbox's signed alike).
 * It only verifies and enqueues: the signature and its time are checked against the raw body, the
 * event is kept once by its id (a redelivery records nothing and is answered 200 so the provider
 * stops), and the worker applies it (jobs/payment.jobs.ts).
 */
@Controller()
export class PaymentWebhookController {
  private readonly secret: string | null;

  constructor(
    private readonly executor: CommandExecutor,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.secret = webhookSecretOf(config);
  }

  @Post(ApiPaths.webhooks.payments)
  @HttpCode(200)
  @PublicAccess()
  async receive(
    @Req() request: RawBodyRequest<FastifyRequest>,
    @Headers('stripe-signature') signature: string | undefined,
  ) {
    if (!this.secret) throw new UnauthorizedError(Messages.badWebhookSignature);
    if (!request.rawBody) throw new ValidationError(Messages.webhookNotUnderstood);
    verifyWebhook(request.rawBody, signature, this.secret, this.clock.now());
    const webhook = readPaymentWebhook(request.body);
    if (!webhook) return ok({ received: true });
    const { events } = await paymentWebhookCommands.handle(
      this.executor,
      webhook.providerEventID,
      { type: 'ReceivePaymentWebhook', data: webhook },
      SYSTEM_ACTOR,
    );
    return ok({ received: true, duplicate: events.length === 0 });
  }
}
