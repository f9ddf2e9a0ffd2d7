import {
  AFTERPAY_MAX_AMOUNT,
  type ExternalPaymentLink,
  type PaymentType,
  type PublicPricingPlan,
} from '@notebook/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleCheck, CreditCard } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useApplicationProperties } from '@/lib/application-properties';
import { useLoggedInUser } from '@/lib/auth-store';
import { formatDateTime } from '@/lib/format-date';
import { savedIntents } from '@/lib/saved-intents';
import {
  afterSubscriptionChanged,
  confirmSubscription,
  createExternalPaymentLink,
  initiatePayment,
} from '../api/payments';
import { usePublicPricingPlans } from '../api/get-public-pricing-plans';
import { formatPer, formatPrice } from './plan-format';
import { PaymentError, PaymentPanel } from './payment-panel';
import { usePricingTermsAcceptance } from './pricing-terms-acceptance';
import { PayButton, useProviderCheckout } from './provider-checkout';

/**
 * /public/do-payment: with `pricingPlanID` (or the plan chosen before signing in) the reader checks
 * the price and pays on the provider's page; with `paymentID` they are back from it and see how it
 * went. The price shown is the plan's; what is charged is computed by the server.
 */
export function DoPaymentPage() {
  const [searchParams] = useSearchParams();
  const paymentID = searchParams.get('paymentID');
  const pricingPlanID = searchParams.get('pricingPlanID') ?? savedIntents.selectedPricingPlanID();
  return (
    <div className="mx-auto w-full max-w-md py-6">
      {paymentID ? <PaymentReturn paymentID={paymentID} /> : <Checkout pricingPlanID={pricingPlanID} />}
    </div>
  );
}

/** GST inside a GST-inclusive price (10 %): shown to the reader; the server's receipt is the record. */
const gstOf = (price: number) => Math.round((price * 100) / 11) / 100;

function Checkout({ pricingPlanID }: { pricingPlanID: string | null }) {
  const user = useLoggedInUser();
  const plans = usePublicPricingPlans();
  const properties = useApplicationProperties();
  const [paymentType, setPaymentType] = useState<PaymentType>('CARD');
  const [error, setError] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  const terms = usePricingTermsAcceptance();
  const checkout = useProviderCheckout();

  if (plans.isPending) return <Spinner />;
  const plan = plans.data?.find((candidate) => candidate.pricingPlanID === pricingPlanID);
  if (user?.hasActiveSubscription) {
    return (
      <PaymentPanel title="You are subscribed">
        <p className="text-ink-muted">
          Your subscription is active: every chapter, webinar and question is open to you.
        </p>
        <Button asChild className="mt-6 w-full">
          <Link to={paths.public.profile.getHref()}>See your plan</Link>
        </Button>
      </PaymentPanel>
    );
  }
  if (!plan) {
    return (
      <PaymentPanel title="Choose a plan">
        <p className="text-ink-muted">Pick the plan you want to pay for first.</p>
        <Button asChild className="mt-6 w-full">
          <Link to={paths.public.homeSection('pricing')}>See the plans</Link>
        </Button>
      </PaymentPanel>
    );
  }

  const afterpayOffered = properties?.afterPayEnabled === 'Y' && plan.price <= AFTERPAY_MAX_AMOUNT;
  const pay = async () => {
    setError(null);
    setPaying(true);
    try {
      const started = await initiatePayment({
        pricingPlanID: plan.pricingPlanID,
        paymentType: afterpayOffered ? paymentType : 'CARD',
        acceptedPricingTerms: terms.acceptedPricingTerms,
      });
      checkout.open(started, paths.public.doPayment.getHref({ paymentID: started.paymentID }));
    } catch (caught) {
      terms.afterRefusal(caught);
      setError(caught instanceof ApiError || caught instanceof Error ? caught.message : String(caught));
      setPaying(false);
    }
  };

  return (
    <PaymentPanel title="Payment">
      <PlanSummary plan={plan} />
      {afterpayOffered && <PaymentTypeChoice value={paymentType} onChange={setPaymentType} />}
      {terms.element}
      {error && <PaymentError className="mt-5">{error}</PaymentError>}
      {checkout.embedded ? (
        checkout.element
      ) : (
        <>
          <PayButton onPay={() => void pay()} paying={paying} termsAccepted={terms.accepted}>
            Pay {formatPrice(plan.price)}
          </PayButton>
          <p className="mt-3 text-center text-xs text-ink-muted">
            You pay on our payment provider&apos;s secure page and come back here.
          </p>
        </>
      )}
      <PayerLink pricingPlanID={plan.pricingPlanID} />
      <p className="mt-4 text-center text-sm">
        <Link to={paths.public.homeSection('pricing')} className="text-accent-strong hover:underline">
          Choose another plan
        </Link>
      </p>
    </PaymentPanel>
  );
}

/** Someone else pays (an employer, a family member): a one-use link to send them. */
function PayerLink({ pricingPlanID }: { pricingPlanID: string }) {
  const [link, setLink] = useState<ExternalPaymentLink | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const make = async () => {
    setError(null);
    try {
      setLink(await createExternalPaymentLink(pricingPlanID));
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    }
  };
  if (!link) {
    return (
      <div className="mt-4 text-center">
        <Button variant="ghost" size="sm" onClick={() => void make()}>
          Someone else is paying? Get a link to send them
        </Button>
        {error && <PaymentError className="mt-5">{error}</PaymentError>}
      </div>
    );
  }
  return (
    <div className="mt-5 rounded-xl border border-line px-4 py-3 text-sm">
      <label htmlFor="payer-link" className="font-medium text-ink">
        Link for whoever pays
      </label>
      <div className="mt-2 flex gap-2">
        <input
          id="payer-link"
          readOnly
          value={link.url}
          className="min-w-0 flex-1 rounded-md border border-line bg-surface-muted px-2 py-1.5 font-mono text-xs"
        />
        <Button
          size="sm"
          variant="secondary"
          onClick={() => void navigator.clipboard?.writeText(link.url).then(() => setCopied(true))}
        >
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
      <p className="mt-2 text-ink-muted">It works once, until {formatDateTime(new Date(link.expiresAt))}.</p>
    </div>
  );
}

function PlanSummary({ plan }: { plan: PublicPricingPlan }) {
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-y-2 rounded-xl bg-surface-muted/70 px-4 py-3 text-sm">
      <dt className="text-ink-muted">Plan</dt>
      <dd className="text-right font-medium text-ink">{plan.planName}</dd>
      <dt className="text-ink-muted">Access</dt>
      <dd className="text-right text-ink">{formatPer(plan.periodCount, plan.periodUnit)}, renewing until you cancel</dd>
      <dt className="text-ink-muted">GST included</dt>
      <dd className="text-right text-ink tabular-nums">{formatPrice(gstOf(plan.price))}</dd>
      <dt className="font-medium text-ink">Total (AUD)</dt>
      <dd className="text-right text-lg font-semibold text-ink tabular-nums">{formatPrice(plan.price)}</dd>
    </dl>
  );
}

function PaymentTypeChoice({ value, onChange }: { value: PaymentType; onChange: (value: PaymentType) => void }) {
  const name = useId();
  const options: Array<{ value: PaymentType; label: string }> = [
    { value: 'CARD', label: 'Card' },
    { value: 'AFTERPAY_CLEARPAY', label: 'Afterpay: 4 interest-free instalments' },
  ];
  return (
    <fieldset className="mt-5">
      <legend className="mb-2 text-sm font-medium text-ink">Pay with</legend>
      <div className="flex flex-col gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex cursor-pointer items-center gap-3 rounded-lg border border-line px-3 py-2.5 text-sm has-checked:border-accent"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            {option.value === 'CARD' && <CreditCard aria-hidden="true" className="size-4 text-ink-muted" />}
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** How long the page asks before saying the payment is still being processed. */
const CONFIRM_ATTEMPTS = 20;

/**
 * Back from the provider's page: asks how the payment went (the server asks the provider too, so
 * a late webhook keeps nobody waiting), and while it is still under way asks again each second.
 */
function PaymentReturn({ paymentID }: { paymentID: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [attempts, setAttempts] = useState(0);
  const confirmation = useQuery({
    // Outside the pricing root: refreshing the plan after success must not ask again.
    queryKey: ['payment-confirmation', paymentID],
    queryFn: async () => {
      setAttempts((count) => count + 1);
      return confirmSubscription({ paymentID });
    },
    refetchInterval: (query) =>
      query.state.data?.status === 'INITIATED' && attempts < CONFIRM_ATTEMPTS ? 1_000 : false,
    retry: false,
  });
  const succeeded = confirmation.data?.status === 'SUCCEEDED';

  useEffect(() => {
    if (!succeeded) return;
    savedIntents.clearPricingPlan();
    void afterSubscriptionChanged(queryClient).then(() => navigate(paths.public.profile.getHref(), { replace: true }));
  }, [succeeded, queryClient, navigate]);

  if (confirmation.isError) {
    return (
      <PaymentPanel title="Payment">
        <PaymentError className="mt-5">{confirmation.error.message}</PaymentError>
      </PaymentPanel>
    );
  }
  const payment = confirmation.data;
  if (!payment || payment.status === 'INITIATED') {
    return (
      <PaymentPanel title="Confirming your payment">
        <div role="status" className="flex items-center gap-3 text-ink-muted">
          <Spinner />
          {attempts >= CONFIRM_ATTEMPTS
            ? 'Your payment is still being processed. We will e-mail you when it is done.'
            : 'Checking with the payment provider…'}
        </div>
      </PaymentPanel>
    );
  }
  if (payment.status === 'SUCCEEDED' || payment.status === 'REFUNDED') {
    return (
      <PaymentPanel title="Payment received">
        <p role="status" className="flex items-center gap-2 text-ink">
          <CircleCheck aria-hidden="true" className="size-5 text-accent-strong" />
          Your {payment.planName} subscription is active.
        </p>
      </PaymentPanel>
    );
  }
  return (
    <PaymentPanel title="Payment not completed">
      <PaymentError className="mt-5">{payment.failureReason ?? 'The payment was declined'}</PaymentError>
      <p className="mt-3 text-sm text-ink-muted">Nothing was charged. Try again with another card.</p>
      <Button asChild className="mt-6 w-full">
        <Link to={paths.public.doPayment.getHref({ pricingPlanID: payment.pricingPlanID })}>Try again</Link>
      </Button>
    </PaymentPanel>
  );
}
