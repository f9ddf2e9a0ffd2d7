import {
  type AcceptedPricingTerm,
  type AcceptedPricingTermsInput,
  AFTERPAY_MAX_AMOUNT,
  type InitiatedPayment,
  Messages,
  type PaymentConfirmation,
  type PaymentPurpose,
  type PaymentType,
  type ReaderPayment,
  type UpgradablePackage,
} from '@notebook/contracts';
import {
  type Actor,
  type Clock,
  CommandExecutor,
  BusinessRuleError,
  ConflictError,
  NotFoundError,
  newId,
} from '@notebook/kernel';
import { type ReaderSubscriptions, subscriptionAccess } from '@notebook/identity';
import type { PaymentGateway, ProviderPayment } from '../gateway/payment-gateway';
import type { PaymentQueries } from '../queries/payment.queries';
import type { PricingPlanQueries } from '../queries/pricing-plan.queries';
import type { PricingTermAcceptance } from '../pricing-terms/pricing-term-acceptance.service';
import { type CurrentPeriod, upgradePrice } from '../upgrades/upgrade-pricing';
import type { ReceiptIssuer } from '../receipts/receipt-pdf';
import { Receipts } from '../receipts/receipts';
import { paymentCommands } from './payment.decider';
import { initiatePaymentCommand } from './payment-initiation';
import type { PaymentOutcomes } from './payment-outcomes.service';

export type PaymentSettings = { afterpayEnabled: boolean; publicBaseUrl: string; receiptIssuer: ReceiptIssuer };

type PlanForSale = NonNullable<Awaited<ReturnType<PricingPlanQueries['planForSale']>>>;
/** What a payment page sends: the plan, how it is paid, and the pricing terms accepted (checked before anything is written). */
export type PaymentRequest = {
  pricingPlanID: string;
  paymentType: PaymentType;
  acceptedPricingTerms?: AcceptedPricingTermsInput;
};
/** A request whose accepted terms were checked against those in force: what the payment records. */
type CheckedRequest = { pricingPlanID: string; paymentType: PaymentType; acceptedPricingTerms: AcceptedPricingTerm[] };

/** The smallest charge a card network takes (Stripe's AUD minimum). */
const MINIMUM_CHARGE_CENTS = 50;

/**
 * A reader paying for a plan: the amount is the plan's price computed here (cents, GST inclusive),
 * never the client's; the provider's answer comes back by webhook (the worker) or when the reader
 * returns from paying (confirm), and is applied once either way (PaymentOutcomes).
 */
export class PaymentService {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly gateway: PaymentGateway,
    private readonly plans: PricingPlanQueries,
    private readonly terms: PricingTermAcceptance,
    private readonly payments: PaymentQueries,
    private readonly outcomes: PaymentOutcomes,
    private readonly subscriptions: ReaderSubscriptions,
    private readonly clock: Clock,
    private readonly settings: PaymentSettings,
  ) {}

  /** reader/initiatePayment: a first subscription to an active plan. */
  async initiate(input: PaymentRequest, reader: Actor): Promise<InitiatedPayment> {
    const acceptedPricingTerms = await this.terms.check(input.acceptedPricingTerms);
    return this.initiateFor(reader.actorId, { ...input, acceptedPricingTerms }, reader);
  }

  /**
   * A first subscription of the reader's, paid by them or (an external payment link) by someone on
   * their behalf: `paymentID` given, a retry makes the same payment at the provider.
   */
  async initiateFor(
    readerID: string,
    input: CheckedRequest,
    actor: Actor,
    options: { paymentID?: string; returnUrl?: (paymentID: string) => string } = {},
  ): Promise<InitiatedPayment> {
    const plan = await this.planForSale(input.pricingPlanID);
    const held = await this.plans.readerSubscription(readerID, this.clock.now());
    if (held.access.hasActiveSubscription) {
      throw new ConflictError(
        held.pricingPlanID === input.pricingPlanID ? Messages.planAlreadyHeld : Messages.alreadySubscribed,
        'pricingPlanID',
      );
    }
    if (plan.price_cents < MINIMUM_CHARGE_CENTS) throw new BusinessRuleError(Messages.planNotForSale, 'pricingPlanID');
    const started = await this.openPayment(
      { ...input, ...options, readerID, plan, purpose: 'SUBSCRIPTION', amountCents: plan.price_cents },
      actor,
    );
    await this.subscriptions.recordPaymentInitiated(readerID, actor);
    return started;
  }

  /** reader/get-upgradable-packages: the other plans a subscriber may move to, each with the credit for what is left of theirs. */
  async upgradablePackages(reader: Actor): Promise<UpgradablePackage[]> {
    const current = await this.currentPeriod(reader.actorId);
    if (!current) return [];
    const now = this.clock.now();
    const plans = await this.plans.publicPlans();
    return plans
      .filter((plan) => plan.pricingPlanID !== current.pricingPlanID)
      .map((plan) => {
        const { creditCents, upgradeCents } = upgradePrice(Math.round(plan.price * 100), current, now);
        const { pricingPlanID, planName, description, periodCount, periodUnit, price } = plan;
        return {
          pricingPlanID,
          planName,
          description,
          periodCount,
          periodUnit,
          price,
          credit: creditCents / 100,
          upgradePrice: upgradeCents / 100,
        };
      })
      .filter((plan) => plan.upgradePrice * 100 >= MINIMUM_CHARGE_CENTS);
  }

  /**
   * reader/initiateUpgradePayment: another plan now, for its price less the unused part of the
   * current period; once paid, its period starts and the current one ends.
   */
  async initiateUpgrade(input: PaymentRequest, reader: Actor): Promise<InitiatedPayment> {
    const acceptedPricingTerms = await this.terms.check(input.acceptedPricingTerms);
    const current = await this.currentPeriod(reader.actorId);
    if (!current) throw new BusinessRuleError(Messages.notSubscribed);
    if (current.pricingPlanID === input.pricingPlanID)
      throw new ConflictError(Messages.planAlreadyHeld, 'pricingPlanID');
    const plan = await this.planForSale(input.pricingPlanID);
    const { upgradeCents } = upgradePrice(plan.price_cents, current, this.clock.now());
    if (upgradeCents < MINIMUM_CHARGE_CENTS) throw new BusinessRuleError(Messages.upgradeNotWorthIt, 'pricingPlanID');
    return this.openPayment(
      { ...input, acceptedPricingTerms, readerID: reader.actorId, plan, purpose: 'UPGRADE', amountCents: upgradeCents },
      reader,
    );
  }

  /** The provider's payment first (our id as its idempotency key), then ours, naming it. */
  private async openPayment(
    request: CheckedRequest & {
      readerID: string;
      plan: PlanForSale;
      purpose: PaymentPurpose;
      amountCents: number;
      paymentID?: string;
      returnUrl?: (paymentID: string) => string;
    },
    actor: Actor,
  ): Promise<InitiatedPayment> {
    const { readerID, pricingPlanID, paymentType, plan, purpose, amountCents, acceptedPricingTerms } = request;
    this.checkPaymentType(paymentType, amountCents);
    const paymentID = request.paymentID ?? newId();
    const provider = await this.gateway.createPayment({
      idempotencyKey: `payment-${paymentID}`,
      amountCents,
      paymentType,
      description: `Notebook: ${plan.plan_name}${purpose === 'UPGRADE' ? ' (upgrade)' : ''}`,
      metadata: { paymentID, readerID, pricingPlanID },
      returnUrl:
        request.returnUrl?.(paymentID) ?? `${this.settings.publicBaseUrl}/public/do-payment?paymentID=${paymentID}`,
      customerRef: readerID,
      saveCardForRenewals: paymentType === 'CARD',
    });
    const plannedAs = { planName: plan.plan_name, periodCount: plan.period_count, periodUnit: plan.period_unit };
    const command = initiatePaymentCommand({
      paymentID,
      readerID,
      pricingPlanID,
      plan: plannedAs,
      purpose,
      paymentType,
      amountCents,
      providerPaymentID: provider.providerPaymentID,
      acceptedPricingTerms,
    });
    await paymentCommands.handle(this.executor, paymentID, command, actor);
    return initiatedPaymentOf(paymentID, provider);
  }

  private async planForSale(pricingPlanID: string): Promise<PlanForSale> {
    const plan = await this.plans.planForSale(pricingPlanID);
    if (!plan) throw new NotFoundError(Messages.planNotFound, 'pricingPlanID');
    return plan;
  }

  /** The subscriber's running paid period and what its payment was (net of refunds); null without one. */
  private async currentPeriod(readerID: string): Promise<CurrentPeriod | null> {
    const subscription = (await this.subscriptions.subscriberOf(readerID))?.subscription;
    if (!subscription) return null;
    const { pricingPlanID, periodStart, periodEnd, periodPaymentID } = subscription;
    const access = subscriptionAccess(subscription, this.clock.now());
    // The payment behind the running period: after an upgrade's refund, the one the upgrade replaced.
    const paymentID = periodPaymentID;
    if (!access.hasActiveSubscription || !pricingPlanID || !periodStart || !periodEnd || !paymentID) return null;
    const payment = await paymentCommands.load(this.executor, paymentID);
    const paidCents = payment.exists ? payment.amountCents - payment.refundedCents : 0;
    return { pricingPlanID, periodStart: new Date(periodStart), periodEnd: new Date(periodEnd), paidCents };
  }

  /**
   * reader/confirmSubscription: the reader is back from paying. The provider is asked how the
   * payment stands, so a slow webhook never keeps a paying reader waiting; either way it applies once.
   */
  async confirm(paymentID: string, reader: Actor): Promise<PaymentConfirmation> {
    await this.refreshFromProvider(await this.readerPayment(reader.actorId, paymentID));
    return this.confirmation(reader.actorId, paymentID);
  }

  /**
   * A payment not yet through: the provider is asked how it stands, and what it says is applied (once).
   * One already through may have a webhook job between its two steps: its period is started here, so a
   * reader sent on to their profile finds the plan active.
   */
  async refreshFromProvider(payment: ReaderPayment): Promise<void> {
    if (payment.status === 'SUCCEEDED') return this.outcomes.ensurePaidPeriod(payment.paymentID);
    if (payment.status !== 'INITIATED' && payment.status !== 'FAILED') return;
    const providerPaymentID = await this.payments.providerPaymentIdOf(payment.paymentID);
    const provider = await this.gateway.retrievePayment(providerPaymentID!);
    if (provider.status === 'succeeded') {
      await this.outcomes.succeeded(payment.paymentID, {
        providerEventID: null,
        amountCents: provider.amountCents,
        currency: provider.currency,
      });
    } else if (
      provider.failureReason &&
      !(payment.status === 'FAILED' && payment.failureReason === provider.failureReason)
    ) {
      await this.outcomes.failed(payment.paymentID, { providerEventID: null, reason: provider.failureReason });
    }
  }

  /** The provider's page of a payment already opened (a payer coming back to a link to try again). */
  async resume(paymentID: string): Promise<InitiatedPayment> {
    const providerPaymentID = await this.payments.providerPaymentIdOf(paymentID);
    if (!providerPaymentID) throw new NotFoundError(Messages.paymentNotFound, 'paymentID');
    return initiatedPaymentOf(paymentID, await this.gateway.retrievePayment(providerPaymentID));
  }

  /** reader/readerSubscriptionPaymentError: the payment form's failure, in the provider's words; the reader stays where they were. */
  async reportError(paymentID: string, errorMessage: string | undefined, reader: Actor): Promise<PaymentConfirmation> {
    await this.readerPayment(reader.actorId, paymentID);
    await this.outcomes.failed(paymentID, { providerEventID: null, reason: errorMessage ?? Messages.paymentDeclined });
    return this.confirmation(reader.actorId, paymentID);
  }

  /** reader/getPaymentReceipt: the PDF receipt of a payment that went through (refunds shown). */
  async receipt(paymentID: string, reader: Actor): Promise<{ fileName: string; pdf: Buffer }> {
    const { fileName, pdf } = await new Receipts(this.payments, this.settings.receiptIssuer).of(
      reader.actorId,
      paymentID,
    );
    return { fileName, pdf };
  }

  readerPayments(readerID: string): Promise<ReaderPayment[]> {
    return this.payments.readerPayments(readerID);
  }

  /** reader/unsubscribeReaderPricingPlans: no renewal, access until the period's end; `resume` undoes it before then. */
  async unsubscribe(resume: boolean, reader: Actor): Promise<void> {
    if (resume) await this.subscriptions.resubscribe(reader.actorId, reader);
    else await this.subscriptions.unsubscribe(reader.actorId, reader);
  }

  private checkPaymentType(paymentType: PaymentType, amountCents: number): void {
    if (paymentType !== 'AFTERPAY_CLEARPAY') return;
    if (!this.settings.afterpayEnabled) throw new BusinessRuleError(Messages.afterpayDisabled, 'paymentType');
    if (amountCents > AFTERPAY_MAX_AMOUNT * 100)
      throw new BusinessRuleError(
        Messages.afterpayLimit(`$${AFTERPAY_MAX_AMOUNT.toLocaleString('en-AU')}`),
        'paymentType',
      );
  }

  private async readerPayment(readerID: string, paymentID: string): Promise<ReaderPayment> {
    const payment = await this.payments.readerPayment(readerID, paymentID);
    if (!payment) throw new NotFoundError(Messages.paymentNotFound, 'paymentID');
    return payment;
  }

  private async confirmation(readerID: string, paymentID: string): Promise<PaymentConfirmation> {
    const payment = await this.readerPayment(readerID, paymentID);
    const held = await this.plans.readerSubscription(readerID, this.clock.now());
    const { pricingPlanID, planName, status, failureReason } = payment;
    return {
      paymentID,
      pricingPlanID,
      planName,
      status,
      failureReason,
      hasActiveSubscription: held.access.hasActiveSubscription,
    };
  }
}

/** What the reader's browser needs to pay: the provider's page (or client secret) of the payment, never a secret of ours. */
function initiatedPaymentOf(paymentID: string, provider: ProviderPayment): InitiatedPayment {
  return {
    paymentID,
    providerPaymentID: provider.providerPaymentID,
    amount: provider.amountCents / 100,
    currency: 'AUD',
    ...(provider.checkoutUrl ? { checkoutUrl: provider.checkoutUrl } : {}),
    ...(provider.clientSecret ? { clientSecret: provider.clientSecret } : {}),
  };
}
