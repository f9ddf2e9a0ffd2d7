import type { ReaderPayment, ReaderSubscriptionDetails } from '@notebook/contracts';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { paths } from '@/config/paths';
import { useLoggedInUser } from '@/lib/auth-store';
import { formatDate } from '@/lib/format-date';
import { paymentStatusWords } from '@/lib/format-money';
import { useReaderSubscriptionDetails } from '../api/get-reader-subscription-details';
import { downloadReceipt, useReaderPayments, useUnsubscribe } from '../api/payments';
import { formatPer, formatPrice } from './plan-format';

/** The profile's "Your plan" box: the plan held, where it stands and until when, what the reader can do next, and their payments. */
export function YourPlanBox() {
  const user = useLoggedInUser();
  const isReader = user?.user.userType === 'READER';
  const details = useReaderSubscriptionDetails({ enabled: isReader });
  const payments = useReaderPayments({ enabled: isReader });
  const titleId = useId();
  if (!isReader || !details.data) return null;
  const { pricingPlan } = details.data;

  return (
    <section aria-labelledby={titleId} className="mb-8 rounded-2xl border border-line bg-surface px-5 py-4">
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
        <h2 id={titleId} className="text-xs font-semibold tracking-wider text-ink-muted uppercase">
          Your plan
        </h2>
        {pricingPlan ? (
          <p className="flex flex-wrap items-baseline gap-x-2 text-ink">
            <span className="font-semibold">{pricingPlan.planName}</span>
            <span className="text-sm text-ink-muted">
              {formatPrice(pricingPlan.price)} / {formatPer(pricingPlan.periodCount, pricingPlan.periodUnit)}
            </span>
          </p>
        ) : (
          <p className="text-ink-muted">{details.data.status === 'ACTIVE' ? 'Subscribed' : 'No plan yet'}</p>
        )}
        <PlanState details={details.data} />
      </div>
      {payments.data && payments.data.length > 0 && <PaymentsList payments={payments.data} />}
    </section>
  );
}

const badge = 'rounded-full px-2.5 py-0.5 text-sm font-medium';
const actionLink = 'text-sm font-medium text-accent-strong hover:underline';
const dateOf = (iso: string | null) => (iso ? formatDate(new Date(iso)) : '-');

/** The status with its date, and the one thing to do next: pay, finish paying, stop or resume renewing. */
function PlanState({ details }: { details: ReaderSubscriptionDetails }) {
  const { status, periodEnd, trialEndsAt, pricingPlan } = details;
  const payFor = pricingPlan
    ? paths.public.doPayment.getHref({ pricingPlanID: pricingPlan.pricingPlanID })
    : paths.public.homeSection('pricing');
  const paidPeriod = periodEnd !== null && (status === 'ACTIVE' || status === 'UNSUBSCRIBED');
  return (
    <p className="flex flex-wrap items-center gap-3 sm:ml-auto">
      {status === 'ACTIVE' && <span className={`${badge} bg-accent-soft text-accent-strong`}>Active</span>}
      {status === 'ACTIVE' && periodEnd && (
        <span className="text-sm text-ink-muted">Renews on {dateOf(periodEnd)}</span>
      )}
      {status === 'UNSUBSCRIBED' && paidPeriod && (
        <span className={`${badge} bg-surface-muted text-ink`}>Not renewing</span>
      )}
      {status === 'UNSUBSCRIBED' && paidPeriod && (
        <span className="text-sm text-ink-muted">Access until {dateOf(periodEnd)}</span>
      )}
      {status === 'UNSUBSCRIBED' && !paidPeriod && (
        <span className={`${badge} bg-accent-soft text-accent-strong`}>Free trial</span>
      )}
      {status === 'UNSUBSCRIBED' && !paidPeriod && trialEndsAt && (
        <span className="text-sm text-ink-muted">Until {dateOf(trialEndsAt)}</span>
      )}
      {status === 'INITIATED' && <span className={`${badge} bg-surface-muted text-ink`}>Payment started</span>}
      {status === 'INACTIVE' && <span className={`${badge} bg-surface-muted text-ink`}>Ended</span>}
      {paidPeriod ? (
        <RenewalSwitch renewing={status === 'ACTIVE'} periodEnd={periodEnd} />
      ) : status === 'ACTIVE' ? null : status === 'INITIATED' || (status === 'UNSUBSCRIBED' && pricingPlan) ? (
        <Link to={payFor} className={actionLink}>
          {status === 'INITIATED' ? 'Finish paying' : 'Subscribe'}
        </Link>
      ) : (
        <Link to={paths.public.homeSection('pricing')} className={actionLink}>
          See the plans
        </Link>
      )}
    </p>
  );
}

/** Stop renewing (access stays until the period's end, after a confirmation), or renew again before then. */
function RenewalSwitch({ renewing, periodEnd }: { renewing: boolean; periodEnd: string }) {
  const change = useUnsubscribe();
  const [confirming, setConfirming] = useState(false);
  if (!renewing) {
    return (
      <Button size="sm" variant="secondary" disabled={change.isPending} onClick={() => change.mutate({ resume: true })}>
        Keep my subscription
      </Button>
    );
  }
  return (
    <>
      <Button size="sm" variant="ghost" disabled={change.isPending} onClick={() => setConfirming(true)}>
        Cancel renewal
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Cancel renewal?"
        body={`Your subscription will not renew. You keep access to everything until ${dateOf(periodEnd)}.`}
        confirmLabel="Cancel renewal"
        cancelLabel="Keep it"
        onConfirm={() => change.mutate({ resume: false })}
      />
    </>
  );
}

/** The reader's payments, newest first: date, plan, amount with its GST, and how each went. */
function PaymentsList({ payments }: { payments: ReaderPayment[] }) {
  return (
    <details className="group mt-4 border-t border-line pt-3">
      <summary className="cursor-pointer text-sm font-medium text-ink">Payments ({payments.length})</summary>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead className="text-ink-muted">
            <tr>
              <th scope="col" className="py-1.5 pr-4 font-medium">
                Date
              </th>
              <th scope="col" className="py-1.5 pr-4 font-medium">
                Plan
              </th>
              <th scope="col" className="py-1.5 pr-4 text-right font-medium">
                Amount
              </th>
              <th scope="col" className="py-1.5 pr-4 text-right font-medium">
                GST
              </th>
              <th scope="col" className="py-1.5 pr-4 font-medium">
                Status
              </th>
              <th scope="col" className="py-1.5 font-medium">
                <span className="sr-only">Receipt</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {payments.map((payment) => (
              <tr key={payment.paymentID} className="border-t border-line/60">
                <td className="py-1.5 pr-4 tabular-nums">{dateOf(payment.paidAt ?? payment.initiatedAt)}</td>
                <td className="py-1.5 pr-4">{payment.planName}</td>
                <td className="py-1.5 pr-4 text-right tabular-nums">{formatPrice(payment.amount)}</td>
                <td className="py-1.5 pr-4 text-right tabular-nums">{formatPrice(payment.gstAmount)}</td>
                <td className="py-1.5 pr-4" title={payment.failureReason ?? undefined}>
                  {paymentStatusWords[payment.status]}
                  {payment.refundedAmount > 0 && payment.status !== 'REFUNDED'
                    ? ` (${formatPrice(payment.refundedAmount)} refunded)`
                    : ''}
                </td>
                <td className="py-1.5 text-right">
                  {payment.paidAt && (
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => void downloadReceipt(payment.paymentID)}
                      aria-label={`Receipt of ${dateOf(payment.paidAt)}`}
                    >
                      Receipt
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
