import { type AcceptedPricingTerm, Messages, type PaymentStatus } from '@notebook/contracts';
import {
  BusinessRuleError,
  Decider,
  NotFoundError,
  ValidationError,
  assertCreatable,
  assertExists,
  commandHandler,
} from '@notebook/kernel';
import { type PaymentEvent, type PaymentInitiated, paymentStream } from './payment.events';
import { audOf } from '../shared/billing-format';

export type PaymentState =
  | { exists: false }
  | (PaymentInitiated['data'] & {
      exists: true;
      status: PaymentStatus;
      paidAt: string | null;
      /** The provider's words for the last failure. */
      failureReason: string | null;
      refundedCents: number;
      /** The provider events already applied: a webhook delivered again records nothing. */
      providerEventIDs: string[];
      /** The refunds admins asked for, by id. */
      refunds: Record<string, RefundRequest>;
      /** The pricing terms the payer accepted last; null when none were recorded (a renewal, an older payment). */
      acceptedPricingTerms: AcceptedPricingTerm[] | null;
    });

export type RefundRequest = { amountCents: number; status: 'REQUESTED' | 'SENT' | 'FAILED' };

/** What the provider said about a payment (a verified webhook, or the provider asked directly). */
type ProviderReport = { providerEventID: string | null };

export type PaymentCommand =
  | { type: 'InitiatePayment'; data: PaymentInitiated['data'] & { acceptedPricingTerms: AcceptedPricingTerm[] | null } }
  | { type: 'AcceptPricingTerms'; data: { acceptedPricingTerms: AcceptedPricingTerm[] } }
  | { type: 'RecordPaymentSucceeded'; data: ProviderReport & { paidAt: Date; amountCents: number; currency: string } }
  | { type: 'RecordPaymentFailed'; data: ProviderReport & { reason: string } }
  | { type: 'RecordPaymentRefunded'; data: ProviderReport & { providerEventID: string; refundedCents: number } }
  | { type: 'RequestRefund'; data: { refundID: string; amountCents: number; reason: string } }
  | { type: 'RecordRefundSent'; data: { refundID: string } }
  | { type: 'RecordRefundFailed'; data: { refundID: string; reason: string } };

/** A refund reported before the payment's success: the job tries again later, when the success has been applied. */
export class RefundBeforeSuccessError extends Error {
  constructor(paymentID: string) {
    super(`Refund of payment ${paymentID} arrived before its success; retrying`);
  }
}

/**
 * One payment, exactly once whatever the provider repeats: a success is recorded once (and wins
 * over an earlier failure: the reader may retry with another card), a failure after the success
 * changes nothing, a refund is recorded when its total grows. Amounts the provider reports must
 * match what was asked.
 */
export const paymentDecider: Decider<PaymentState, PaymentCommand, PaymentEvent> = {
  initialState: () => ({ exists: false }),
  evolve(state, event) {
    if (event.type === 'PaymentInitiated')
      return {
        ...event.data,
        exists: true,
        status: 'INITIATED',
        paidAt: null,
        failureReason: null,
        refundedCents: 0,
        providerEventIDs: [],
        refunds: {},
        acceptedPricingTerms: null,
      };
    if (!state.exists) return state;
    switch (event.type) {
      case 'PaymentTermsAccepted':
        return { ...state, acceptedPricingTerms: event.data.acceptedPricingTerms };
      case 'PaymentRefundRequested':
        return {
          ...state,
          refunds: {
            ...state.refunds,
            [event.data.refundID]: { amountCents: event.data.amountCents, status: 'REQUESTED' },
          },
        };
      case 'PaymentRefundSent':
      case 'PaymentRefundFailed': {
        const refund = state.refunds[event.data.refundID];
        const status = event.type === 'PaymentRefundSent' ? 'SENT' : 'FAILED';
        return refund
          ? { ...state, refunds: { ...state.refunds, [event.data.refundID]: { ...refund, status } } }
          : state;
      }
    }
    const seen =
      'providerEventID' in event.data && event.data.providerEventID
        ? [...state.providerEventIDs, event.data.providerEventID]
        : state.providerEventIDs;
    switch (event.type) {
      case 'PaymentSucceeded':
        return { ...state, status: 'SUCCEEDED', paidAt: event.data.paidAt, providerEventIDs: seen };
      case 'PaymentFailed':
        return { ...state, status: 'FAILED', failureReason: event.data.reason, providerEventIDs: seen };
      case 'PaymentRefunded':
        return {
          ...state,
          refundedCents: event.data.refundedCents,
          status: event.data.refundedCents >= state.amountCents ? 'REFUNDED' : state.status,
          providerEventIDs: seen,
        };
    }
  },
  decide(command, state) {
    if (command.type === 'InitiatePayment') {
      assertCreatable(state, 'payment');
      const { acceptedPricingTerms, ...initiated } = command.data;
      const accepted: PaymentEvent[] = acceptedPricingTerms
        ? [{ type: 'PaymentTermsAccepted', data: { paymentID: initiated.paymentID, acceptedPricingTerms } }]
        : [];
      return [{ type: 'PaymentInitiated', data: initiated }, ...accepted];
    }
    assertExists(state, Messages.paymentNotFound, 'paymentID');
    const { paymentID } = state;
    if (command.type === 'AcceptPricingTerms') return decideTermsAccepted(command.data.acceptedPricingTerms, state);
    if (
      command.type === 'RequestRefund' ||
      command.type === 'RecordRefundSent' ||
      command.type === 'RecordRefundFailed'
    )
      return decideRefund(command, state);
    const eventID = command.data.providerEventID;
    if (eventID && state.providerEventIDs.includes(eventID)) return [];
    switch (command.type) {
      case 'RecordPaymentSucceeded': {
        if (state.status === 'SUCCEEDED' || state.status === 'REFUNDED') return [];
        const { amountCents, currency } = command.data;
        if (amountCents !== state.amountCents || currency.toUpperCase() !== state.currency)
          throw new ValidationError(Messages.webhookAmountMismatch, 'amount');
        return [
          {
            type: 'PaymentSucceeded',
            data: { paymentID, paidAt: command.data.paidAt.toISOString(), providerEventID: eventID },
          },
        ];
      }
      case 'RecordPaymentFailed':
        if (state.status !== 'INITIATED' && state.status !== 'FAILED') return [];
        return [{ type: 'PaymentFailed', data: { paymentID, reason: command.data.reason, providerEventID: eventID } }];
      case 'RecordPaymentRefunded': {
        if (state.status === 'INITIATED' || state.status === 'FAILED') throw new RefundBeforeSuccessError(paymentID);
        const refundedCents = Math.min(command.data.refundedCents, state.amountCents);
        if (refundedCents <= state.refundedCents) return [];
        return [
          {
            type: 'PaymentRefunded',
            data: { paymentID, refundedCents, providerEventID: command.data.providerEventID },
          },
        ];
      }
    }
  },
};

type Existing = Extract<PaymentState, { exists: true }>;

/** A payer back at a payment not yet through accepts the terms again: recorded when they are not those recorded last. */
function decideTermsAccepted(acceptedPricingTerms: AcceptedPricingTerm[], state: Existing): PaymentEvent[] {
  if (state.status !== 'INITIATED' && state.status !== 'FAILED') return [];
  if (JSON.stringify(acceptedPricingTerms) === JSON.stringify(state.acceptedPricingTerms)) return [];
  return [{ type: 'PaymentTermsAccepted', data: { paymentID: state.paymentID, acceptedPricingTerms } }];
}
type RefundCommand = Extract<PaymentCommand, { type: 'RequestRefund' | 'RecordRefundSent' | 'RecordRefundFailed' }>;

/**
 * What is left to refund of a payment: its amount less the larger of what the provider returned and
 * what admins asked for (refused asks aside). The decider and the billing page both use it.
 */
export function refundableCents(payment: {
  amountCents: number;
  refundedCents: number;
  refunds: RefundRequest[];
}): number {
  const asked = payment.refunds
    .filter((refund) => refund.status !== 'FAILED')
    .reduce((total, refund) => total + refund.amountCents, 0);
  return Math.max(0, payment.amountCents - Math.max(payment.refundedCents, asked));
}

/**
 * An admin's refund: only of a payment that went through, at most what is left to refund; asked once
 * per refund id (a repeated call records nothing); then sent or refused by the provider, once.
 */
function decideRefund(command: RefundCommand, state: Existing): PaymentEvent[] {
  const { paymentID } = state;
  const { refundID } = command.data;
  const refund = state.refunds[refundID];
  if (command.type === 'RequestRefund') {
    if (refund) return [];
    if (state.status !== 'SUCCEEDED') throw new BusinessRuleError(Messages.paymentNotRefundable);
    const left = refundableCents({ ...state, refunds: Object.values(state.refunds) });
    if (command.data.amountCents > left) throw new ValidationError(Messages.refundTooLarge(audOf(left)), 'amount');
    return [
      {
        type: 'PaymentRefundRequested',
        data: { paymentID, refundID, amountCents: command.data.amountCents, reason: command.data.reason },
      },
    ];
  }
  if (!refund) throw new NotFoundError(Messages.paymentNotFound, 'refundID');
  if (refund.status !== 'REQUESTED') return [];
  return command.type === 'RecordRefundSent'
    ? [{ type: 'PaymentRefundSent', data: { paymentID, refundID } }]
    : [{ type: 'PaymentRefundFailed', data: { paymentID, refundID, reason: command.data.reason } }];
}

export const paymentCommands = commandHandler({ decider: paymentDecider, streamName: paymentStream });
