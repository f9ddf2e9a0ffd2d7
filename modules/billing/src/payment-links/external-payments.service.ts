import { createHash, randomBytes } from 'node:crypto';
import {
  type AcceptedPricingTermsInput,
  type ExternalPaymentLink,
  type ExternalPaymentView,
  type InitiatedPayment,
  Messages,
  type PaymentType,
} from '@notebook/contracts';
import {
  type Actor,
  type Clock,
  CommandExecutor,
  ConflictError,
  NotFoundError,
  VISITOR_ACTOR,
  newId,
} from '@notebook/kernel';
import type { PaymentQueries } from '../queries/payment.queries';
import type { PricingPlanQueries } from '../queries/pricing-plan.queries';
import type { PaymentService } from '../payments/payment.service';
import { paymentCommands } from '../payments/payment.decider';
import { gstOf } from '../payments/payment-initiation';
import type { PricingTermAcceptance } from '../pricing-terms/pricing-term-acceptance.service';
import { checkLink, paymentLinkCommands } from './payment-link.decider';

export type ExternalPaymentSettings = { publicBaseUrl: string; linkHours: number };

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

/**
 * External payment links (spec: public/external/payment): a reader, or an admin for them, makes a
 * one-use link valid for a few days that anyone can pay the reader's plan with. The payer sees the
 * plan, its price and the reader's first name; their payment is the reader's, applied as any other.
 */
export class ExternalPayments {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly payments: PaymentService,
    private readonly plans: PricingPlanQueries,
    private readonly terms: PricingTermAcceptance,
    private readonly paymentRows: PaymentQueries,
    private readonly clock: Clock,
    private readonly settings: ExternalPaymentSettings,
  ) {}

  async createLink(readerID: string, pricingPlanID: string, actor: Actor): Promise<ExternalPaymentLink> {
    if (!(await this.paymentRows.readerShownToPayer(readerID)))
      throw new NotFoundError(Messages.readerNotFound, 'readerID');
    const plan = await this.plans.planForSale(pricingPlanID);
    if (!plan) throw new NotFoundError(Messages.planNotFound, 'pricingPlanID');
    const held = await this.plans.readerSubscription(readerID, this.clock.now());
    if (held.access.hasActiveSubscription) throw new ConflictError(Messages.alreadySubscribed, 'readerID');
    const linkID = newId();
    const secret = randomBytes(24).toString('base64url');
    const expiresAt = new Date(this.clock.now().getTime() + this.settings.linkHours * 3_600_000).toISOString();
    await paymentLinkCommands.handle(
      this.executor,
      linkID,
      { type: 'IssuePaymentLink', data: { linkID, readerID, pricingPlanID, secretHash: hashOf(secret), expiresAt } },
      actor,
    );
    return { url: this.urlOf(`${linkID}.${secret}`), expiresAt, pricingPlanID, planName: plan.plan_name };
  }

  /** What the link pays for and how its payment stands (the provider asked, as on a reader's return). */
  async view(token: string): Promise<ExternalPaymentView> {
    const link = await this.linkOf(token);
    let payment = link.paymentID ? await this.paymentRows.payment(link.paymentID) : null;
    if (payment) {
      await this.payments.refreshFromProvider(payment);
      payment = await this.paymentRows.payment(payment.paymentID);
    }
    const plan = await this.plans.adminPlan(link.pricingPlanID);
    if (!plan) throw new NotFoundError(Messages.paymentLinkNotFound, 'token');
    const held = await this.plans.readerSubscription(link.readerID, this.clock.now());
    const paid = payment?.status === 'SUCCEEDED' || payment?.status === 'REFUNDED';
    const state = paid
      ? 'PAID'
      : held.access.hasActiveSubscription
        ? 'SUBSCRIBED'
        : this.clock.now() >= new Date(link.expiresAt) && !payment
          ? 'EXPIRED'
          : 'OPEN';
    return {
      readerName: (await this.paymentRows.readerShownToPayer(link.readerID)) ?? '',
      planName: plan.planName,
      price: plan.price,
      gstAmount: gstOf(Math.round(plan.price * 100)) / 100,
      periodCount: plan.periodCount,
      periodUnit: plan.periodUnit,
      expiresAt: link.expiresAt,
      state,
      payment: payment
        ? { paymentID: payment.paymentID, status: payment.status, failureReason: payment.failureReason }
        : null,
    };
  }

  /**
   * The payer starts paying: the link's one payment is claimed first (a second payer is refused),
   * then opened with the provider under that id, so a retry, or a payer coming back after a
   * decline, reaches the same payment at the provider. The pricing terms the payer accepted are
   * checked before the link is claimed, and recorded on the payment (again if they changed since).
   */
  async initiate(
    token: string,
    paymentType: PaymentType,
    accepted: AcceptedPricingTermsInput,
  ): Promise<InitiatedPayment> {
    const { linkID, secretHash, state } = await this.claimable(token);
    const acceptedPricingTerms = await this.terms.check(accepted);
    const paymentID = state.paymentID ?? newId();
    await paymentLinkCommands.handle(
      this.executor,
      linkID,
      { type: 'UsePaymentLink', data: { secretHash, paymentID, now: this.clock.now() } },
      VISITOR_ACTOR,
    );
    const opened = await this.paymentRows.payment(paymentID);
    if (opened?.status === 'SUCCEEDED' || opened?.status === 'REFUNDED')
      throw new ConflictError(Messages.paymentLinkUsed, 'token');
    if (opened) {
      await paymentCommands.handle(
        this.executor,
        paymentID,
        { type: 'AcceptPricingTerms', data: { acceptedPricingTerms } },
        VISITOR_ACTOR,
      );
      return this.payments.resume(paymentID);
    }
    return this.payments.initiateFor(
      state.readerID,
      { pricingPlanID: state.pricingPlanID, paymentType, acceptedPricingTerms },
      VISITOR_ACTOR,
      {
        paymentID,
        returnUrl: () => this.urlOf(token),
      },
    );
  }

  private async claimable(token: string) {
    const [linkID, secret] = token.split('.');
    if (!linkID || !secret || !/^[0-9a-f-]{36}$/.test(linkID))
      throw new NotFoundError(Messages.paymentLinkNotFound, 'token');
    const state = await paymentLinkCommands.load(this.executor, linkID);
    const secretHash = hashOf(secret);
    checkLink(state, secretHash);
    return { linkID, secretHash, state };
  }

  private async linkOf(token: string) {
    return (await this.claimable(token)).state;
  }

  private urlOf(token: string): string {
    return `${this.settings.publicBaseUrl}/public/external/payment?token=${encodeURIComponent(token)}`;
  }
}
