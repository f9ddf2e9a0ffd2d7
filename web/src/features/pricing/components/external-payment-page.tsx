import { useQuery } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { PRODUCT_NAME } from '@/config/brand';
import { formatDateTime } from '@/lib/format-date';
import { getExternalPayment, initiateExternalPayment } from '../api/payments';
import { formatPer, formatPrice } from './plan-format';
import { PaymentError, PaymentPanel } from './payment-panel';
import { usePricingTermsAcceptance } from './pricing-terms-acceptance';
import { PayButton, useProviderCheckout } from './provider-checkout';

/** How many times the page asks again while a payment is still under way. */
const ASK_AGAIN = 20;

/**
 * public/external/payment?token=…: someone pays a reader's plan with the link the reader (or an
 * admin) sent them, without an account. Back from the provider's page, it shows how it went.
 */
export function ExternalPaymentPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [asked, setAsked] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  const link = useQuery({
    queryKey: ['external-payment', token],
    queryFn: async () => {
      setAsked((count) => count + 1);
      return getExternalPayment(token);
    },
    enabled: token !== '',
    retry: false,
    refetchInterval: (query) =>
      query.state.data?.payment?.status === 'INITIATED' && asked < ASK_AGAIN ? 1_000 : false,
  });

  const terms = usePricingTermsAcceptance();
  const checkout = useProviderCheckout({ reportFailures: false });

  if (!token || link.isError)
    return (
      <Panel title="Payment">
        {<Note tone="error">{link.error?.message ?? 'This payment link is not valid'}</Note>}
      </Panel>
    );
  if (!link.data) return <Spinner />;
  const view = link.data;
  const pay = async () => {
    setError(null);
    setPaying(true);
    try {
      const started = await initiateExternalPayment(token, terms.acceptedPricingTerms);
      checkout.open(started, `${window.location.pathname}${window.location.search}`);
    } catch (caught) {
      terms.afterRefusal(caught);
      setError(caught instanceof Error ? caught.message : String(caught));
      setPaying(false);
    }
  };

  const title = `${view.readerName}'s ${PRODUCT_NAME} subscription`;
  if (view.state === 'PAID') {
    return (
      <Panel title="Payment received">
        <Note tone="success">Thank you: {title} is active.</Note>
      </Panel>
    );
  }
  if (view.state === 'SUBSCRIBED')
    return (
      <Panel title={title}>
        {<Note tone="info">{view.readerName} already has a subscription: there is nothing to pay.</Note>}
      </Panel>
    );
  if (view.state === 'EXPIRED')
    return (
      <Panel title={title}>
        {<Note tone="error">This payment link has expired. Ask {view.readerName} for a new one.</Note>}
      </Panel>
    );
  return (
    <Panel title={title}>
      <p className="mb-4 text-ink-muted">You have been asked to pay for this plan. No account is needed.</p>
      <dl className="grid grid-cols-[1fr_auto] gap-y-2 rounded-xl bg-surface-muted/70 px-4 py-3 text-sm">
        <dt className="text-ink-muted">Plan</dt>
        <dd className="text-right font-medium text-ink">{view.planName}</dd>
        <dt className="text-ink-muted">Access</dt>
        <dd className="text-right text-ink">{formatPer(view.periodCount, view.periodUnit)}</dd>
        <dt className="text-ink-muted">GST included</dt>
        <dd className="text-right text-ink tabular-nums">{formatPrice(view.gstAmount)}</dd>
        <dt className="font-medium text-ink">Total (AUD)</dt>
        <dd className="text-right text-lg font-semibold text-ink tabular-nums">{formatPrice(view.price)}</dd>
      </dl>
      {view.payment?.status === 'INITIATED' && asked < ASK_AGAIN && (
        <p role="status" className="mt-4 flex items-center gap-2 text-sm text-ink-muted">
          <Spinner />
          Checking the payment with the provider…
        </p>
      )}
      {view.payment?.status === 'FAILED' && (
        <Note tone="error">{view.payment.failureReason ?? 'The payment was declined'}</Note>
      )}
      {terms.element}
      {error && <Note tone="error">{error}</Note>}
      {checkout.embedded ? (
        checkout.element
      ) : (
        <PayButton onPay={() => void pay()} paying={paying} termsAccepted={terms.accepted}>
          {view.payment?.status === 'FAILED' ? 'Try again' : `Pay ${formatPrice(view.price)}`}
        </PayButton>
      )}
      <p className="mt-3 text-center text-xs text-ink-muted">
        The link works until {formatDateTime(new Date(view.expiresAt))}.
      </p>
    </Panel>
  );
}

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-md py-6">
      <PaymentPanel title={title}>{children}</PaymentPanel>
    </div>
  );
}

function Note({ tone, children }: { tone: 'error' | 'success' | 'info'; children: React.ReactNode }) {
  if (tone === 'error') {
    return <PaymentError className="mt-4">{children}</PaymentError>;
  }
  return (
    <p role="status" className="flex items-center gap-2 text-ink">
      {tone === 'success' && <CircleCheck aria-hidden="true" className="size-5 text-accent-strong" />}
      {children}
    </p>
  );
}
