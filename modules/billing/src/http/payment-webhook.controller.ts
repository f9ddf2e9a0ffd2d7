import { Controller, Headers, type RawBodyRequest, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { ApiPaths } from '@notebook/contracts';
import { ok, PublicCall } from '@notebook/kernel';
import { PaymentWebhooks } from '../webhooks/payment-webhooks.service';

/**
 * POST /api/webhooks/payments: the provider's webhooks (Stripe's, or the sandbox's signed alike).
 * It only verifies and enqueues (PaymentWebhooks); a redelivery is answered 200 so the provider stops.
 */
@Controller()
export class PaymentWebhookController {
  constructor(private readonly webhooks: PaymentWebhooks) {}

  @PublicCall(ApiPaths.webhooks.payments)
  async receive(
    @Req() request: RawBodyRequest<FastifyRequest>,
    @Headers('stripe-signature') signature: string | undefined,
  ) {
    const { duplicate } = await this.webhooks.receive(request.rawBody, signature, request.body);
    return ok(duplicate === undefined ? { received: true } : { received: true, duplicate });
  }
}
