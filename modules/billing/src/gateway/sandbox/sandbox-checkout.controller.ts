import { Body, Controller, Get, HttpCode, NotFoundException, Param, Post, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ApiPaths } from '@notebook/contracts';
import { PublicAccess } from '@notebook/kernel';
import { checkoutPage, type CheckoutView } from './sandbox-checkout.page';
import { SANDBOX_INVALID_CARD, SandboxProvider } from './sandbox-provider';
import { audOf } from '../../shared/billing-format';

type CheckoutForm = { step?: string; card?: string };

/**
 * The sandbox provider's hosted payment page (GET) and its form (POST), as a provider's page would
 * be: it knows the payment intent only. When the payment is settled (paid or declined) the reader is
 * sent back to our page, which asks how it went (reader/confirmSubscription). Absent (404) when the
 * sandbox is not the gateway.
 */
@Controller()
@PublicAccess()
export class SandboxCheckoutController {
  constructor(private readonly sandbox: SandboxProvider) {}

  @Get(ApiPaths.sandbox.checkout)
  async page(@Param('providerPaymentID') providerPaymentID: string, @Res() reply: FastifyReply) {
    const view = await this.view(providerPaymentID);
    return this.html(reply, checkoutPage(view));
  }

  @Post(ApiPaths.sandbox.checkout)
  @HttpCode(200)
  async submit(
    @Param('providerPaymentID') providerPaymentID: string,
    @Body() form: CheckoutForm,
    @Res() reply: FastifyReply,
  ) {
    const view = await this.view(providerPaymentID);
    if (view.step === 'paid') return reply.redirect(view.returnPath, 303);
    const outcome =
      form.step === 'approve' || form.step === 'refuse'
        ? await this.sandbox.approve(providerPaymentID, form.step === 'approve')
        : await this.sandbox.payWithCard(providerPaymentID, String(form.card ?? ''));
    if (outcome.status === 'requires_action') return this.html(reply, checkoutPage({ ...view, step: 'authenticate' }));
    // A mistyped number is the page's to say; a payment or a decline is settled, and our page says how it went.
    if (outcome.failureReason === SANDBOX_INVALID_CARD)
      return this.html(reply, checkoutPage({ ...view, error: outcome.failureReason }));
    return reply.redirect(view.returnPath, 303);
  }

  private async view(providerPaymentID: string): Promise<CheckoutView> {
    if (!this.sandbox.enabled) throw new NotFoundException();
    const intent = await this.sandbox.intent(providerPaymentID);
    if (!intent) throw new NotFoundException();
    return {
      providerPaymentID,
      amount: audOf(intent.amount_cents),
      kind: intent.payment_method_types.includes('afterpay_clearpay') ? 'afterpay' : 'card',
      step: intent.status === 'succeeded' ? 'paid' : intent.status === 'requires_action' ? 'authenticate' : 'pay',
      error: null,
      returnPath: intent.metadata.sandbox_returnPath ?? '/',
    };
  }

  private html(reply: FastifyReply, page: string) {
    return reply.type('text/html; charset=utf-8').send(page);
  }
}
