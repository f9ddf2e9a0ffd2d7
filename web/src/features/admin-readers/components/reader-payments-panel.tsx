import { type AdminReaderPayment, Messages, type PaymentRefund, refundPaymentRequest } from '@notebook/contracts';
import { useState } from 'react';
import { AmountField } from '@/components/forms/amount-field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFormActions } from '@/components/ui/dialog';
import { Form, TextAreaField, numberOrAbsent } from '@/components/ui/form';
import { formatDate } from '@/lib/format-date';
import { formatPrice, paymentStatusWords } from '@/lib/format-money';
import { useReaderPayments, useRefundPayment } from '../api/reader-calls';
import { ReaderQueryPanel } from './reader-panel';

const purposeWords: Record<AdminReaderPayment['purpose'], string> = {
  SUBSCRIPTION: 'Subscription',
  RENEWAL: 'Renewal',
  UPGRADE: 'Upgrade',
};
const refundWords: Record<PaymentRefund['status'], string> = {
  REQUESTED: 'Waiting for the provider',
  SENT: 'Refunded',
  FAILED: 'Refused',
};

/** The billing part of a reader's page: their payments, newest first, with refunds (an admin with reader add-edit asks for them). */
export function ReaderPaymentsPanel({ readerID, canRefund }: { readerID: string; canRefund: boolean }) {
  const payments = useReaderPayments(readerID);
  return (
    <ReaderQueryPanel title="Payments" query={payments} isEmpty={(list) => list.length === 0} empty="No payments yet.">
      {(list) => (
        <ul aria-label="Payments of the reader" className="flex flex-col divide-y divide-line">
          {list.map((payment) => (
            <PaymentItem key={payment.paymentID} readerID={readerID} payment={payment} canRefund={canRefund} />
          ))}
        </ul>
      )}
    </ReaderQueryPanel>
  );
}

function PaymentItem({
  readerID,
  payment,
  canRefund,
}: {
  readerID: string;
  payment: AdminReaderPayment;
  canRefund: boolean;
}) {
  const [refunding, setRefunding] = useState(false);
  const label = `${payment.planName}, ${formatDate(new Date(payment.paidAt ?? payment.initiatedAt))}`;
  return (
    <li aria-label={label} className="flex flex-col gap-1.5 py-3 text-sm first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="font-medium text-ink">
          {payment.planName} <span className="font-normal text-ink-muted">· {purposeWords[payment.purpose]}</span>
        </span>
        <span className="font-semibold text-ink tabular-nums">{formatPrice(payment.amount)}</span>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-x-3 text-ink-muted">
        <span>
          {formatDate(new Date(payment.paidAt ?? payment.initiatedAt))} · {paymentStatusWords[payment.status]}
          {payment.paymentType === 'AFTERPAY_CLEARPAY' ? ' · Afterpay' : ''}
        </span>
        <span className="tabular-nums">GST {formatPrice(payment.gstAmount)}</span>
      </div>
      <AcceptedTerms terms={payment.acceptedPricingTerms} />
      {payment.failureReason && payment.status === 'FAILED' && <p className="text-danger">{payment.failureReason}</p>}
      {payment.refundedAmount > 0 && <p className="text-ink">Refunded {formatPrice(payment.refundedAmount)}</p>}
      {payment.refunds.length > 0 && (
        <ul aria-label="Refunds" className="mt-1 flex flex-col gap-1 rounded-lg bg-surface-muted/70 px-3 py-2">
          {payment.refunds.map((refund) => (
            <li key={refund.refundID} className="text-ink-muted">
              <span className="font-medium text-ink tabular-nums">{formatPrice(refund.amount)}</span> ·{' '}
              {refundWords[refund.status]}
              {refund.failureReason ? `: ${refund.failureReason}` : ''} · {formatDate(new Date(refund.requestedAt))} by{' '}
              {refund.requestedBy}
              <span className="block text-ink">“{refund.reason}”</span>
            </li>
          ))}
        </ul>
      )}
      {canRefund && payment.refundableAmount > 0 && (
        <Button
          variant="secondary"
          size="sm"
          className="mt-1 self-start"
          onClick={() => setRefunding(true)}
          aria-label={`Refund ${label}`}
        >
          Refund
        </Button>
      )}
      {refunding && <RefundDialog readerID={readerID} payment={payment} onClose={() => setRefunding(false)} />}
    </li>
  );
}

/** The pricing terms the payer accepted to open the payment (none recorded for a renewal or an older payment). */
function AcceptedTerms({ terms }: { terms: AdminReaderPayment['acceptedPricingTerms'] }) {
  if (!terms) return null;
  return (
    <p className="text-ink-muted">
      Terms accepted:{' '}
      {terms.length === 0
        ? 'none were in force'
        : terms.map((term) => `${term.title} (version ${term.version})`).join(', ')}
    </p>
  );
}

function RefundDialog({
  readerID,
  payment,
  onClose,
}: {
  readerID: string;
  payment: AdminReaderPayment;
  onClose: () => void;
}) {
  const refund = useRefundPayment();
  // One id per dialog: a second click on Refund, or a retried call, asks once.
  const [refundID] = useState(() => crypto.randomUUID());
  const schema = refundPaymentRequest.refine((input) => input.amount <= payment.refundableAmount, {
    message: Messages.refundTooLarge(formatPrice(payment.refundableAmount)),
    path: ['amount'],
  });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={`Refund ${payment.planName}`}
        description={`Up to ${formatPrice(payment.refundableAmount)} of ${formatPrice(payment.amount)}. A full refund ends the reader's paid access at once.`}
      >
        <Form
          aria-label="Refund"
          schema={schema}
          options={{
            mode: 'onChange',
            defaultValues: {
              readerID,
              paymentID: payment.paymentID,
              refundID,
              amount: payment.refundableAmount,
              reason: '',
            },
          }}
          onSubmit={async (input) => {
            await refund.mutateAsync(input);
            onClose();
          }}
        >
          {({ bind }) => (
            <>
              <AmountField label="Amount" {...bind('amount', { setValueAs: numberOrAbsent })} />
              <TextAreaField label="Reason" rows={3} {...bind('reason')} />
              <DialogFormActions />
            </>
          )}
        </Form>
      </DialogContent>
    </Dialog>
  );
}
