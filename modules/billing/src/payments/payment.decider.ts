import { Messages, type PaymentStatus } from '@notebook/contracts';
import { ConflictError, Decider, NotFoundError, ValidationError, commandHandler } from '@notebook/kernel';
import { type PaymentEvent, type PaymentInitiated, paymentStream } from './payment.events';

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
    });

/** What the provider said about a payment (a verified webhook, or the provider asked directly). */
type ProviderReport = { providerEventID: string | null };

export type PaymentCommand =
  | { type: 'InitiatePayment'; data: PaymentInitiated['data'] }
  | { type: 'RecordPaymentSucceeded'; data: ProviderReport & { paidAt: Date; amountCents: number; currency: string } }
  | { type: 'RecordPaymentFailed'; data: ProviderReport & { reason: string } }
  | { type: 'RecordPaymentRefunded'; data: ProviderReport & { providerEventID: string; refundedCents: number } };

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
      return { ...event.data, exists: true, status: 'INITIATED', paidAt: null, failureReason: null, refundedCents: 0, providerEventIDs: [] };
    if (!state.exists) return state;
    const seen =
      'providerEventID' in event.data && event.data.providerEventID ? [...state.providerEventIDs, event.data.providerEventID] : state.providerEventIDs;
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
      if (state.exists) throw new ConflictError(Messages.alreadyExists('payment'));
      return [{ type: 'PaymentInitiated', data: command.data }];
    }
    if (!state.exists) throw new NotFoundError(Messages.paymentNotFound, 'paymentID');
    const { paymentID } = state;
    const eventID = command.data.providerEventID;
    if (eventID && state.providerEventIDs.includes(eventID)) return [];
    switch (command.type) {
      case 'RecordPaymentSucceeded': {
        if (state.status === 'SUCCEEDED' || state.status === 'REFUNDED') return [];
        const { amountCents, currency } = command.data;
        if (amountCents !== state.amountCents || currency.toUpperCase() !== state.currency) throw new ValidationError(Messages.webhookAmountMismatch, 'amount');
        return [{ type: 'PaymentSucceeded', data: { paymentID, paidAt: command.data.paidAt.toISOString(), providerEventID: eventID } }];
      }
      case 'RecordPaymentFailed':
        if (state.status !== 'INITIATED' && state.status !== 'FAILED') return [];
        return [{ type: 'PaymentFailed', data: { paymentID, reason: command.data.reason, providerEventID: eventID } }];
      case 'RecordPaymentRefunded': {
        if (state.status === 'INITIATED' || state.status === 'FAILED') throw new RefundBeforeSuccessError(paymentID);
        const refundedCents = Math.min(command.data.refundedCents, state.amountCents);
        if (refundedCents <= state.refundedCents) return [];
        return [{ type: 'PaymentRefunded', data: { paymentID, refundedCents, providerEventID: command.data.providerEventID } }];
      }
    }
  },
};

export const paymentCommands = commandHandler({ decider: paymentDecider, streamName: paymentStream });
