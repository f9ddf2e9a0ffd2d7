import { Messages } from '@notebook/contracts';
import {
  BusinessRuleError,
  ConflictError,
  Decider,
  NotFoundError,
  assertCreatable,
  commandHandler,
  evolveCreated,
} from '@notebook/kernel';
import { type ExternalPaymentLinkIssued, type PaymentLinkEvent, paymentLinkStream } from './payment-link.events';

export type PaymentLinkState =
  { exists: false } | (ExternalPaymentLinkIssued['data'] & { exists: true; paymentID: string | null });

export type PaymentLinkCommand =
  | { type: 'IssuePaymentLink'; data: ExternalPaymentLinkIssued['data'] }
  /** The payer starts paying: the link's one payment (the same payment again records nothing, so a retry completes it). */
  | { type: 'UsePaymentLink'; data: { secretHash: string; paymentID: string; now: Date } };

export const paymentLinkDecider: Decider<PaymentLinkState, PaymentLinkCommand, PaymentLinkEvent> = {
  initialState: () => ({ exists: false }),
  evolve: evolveCreated('ExternalPaymentLinkIssued', (data) => ({ ...data, exists: true, paymentID: null }), {
    ExternalPaymentLinkUsed: ({ paymentID }) => ({ paymentID }),
  }),
  decide(command, state) {
    if (command.type === 'IssuePaymentLink') {
      assertCreatable(state, 'payment link');
      return [{ type: 'ExternalPaymentLinkIssued', data: command.data }];
    }
    checkLink(state, command.data.secretHash);
    if (state.paymentID === command.data.paymentID) return [];
    if (state.paymentID) throw new ConflictError(Messages.paymentLinkUsed);
    if (command.data.now >= new Date(state.expiresAt))
      throw new BusinessRuleError(Messages.paymentLinkExpired, 'token');
    return [{ type: 'ExternalPaymentLinkUsed', data: { linkID: state.linkID, paymentID: command.data.paymentID } }];
  },
};

/** The link exists and the token's secret is its own; otherwise it is not found, whichever was wrong. */
export function checkLink(
  state: PaymentLinkState,
  secretHash: string,
): asserts state is Extract<PaymentLinkState, { exists: true }> {
  if (!state.exists || state.secretHash !== secretHash) throw new NotFoundError(Messages.paymentLinkNotFound, 'token');
}

export const paymentLinkCommands = commandHandler({ decider: paymentLinkDecider, streamName: paymentLinkStream });
