import type { InitiatedPayment } from '@notebook/contracts';
import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { CircleAlert, Lock } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useApplicationProperties } from '@/lib/application-properties';
import { reportPaymentError } from '../api/payments';

export const NO_PROVIDER_PAGE = 'The payment provider gave no page to pay on.';

type Embedded = { payment: InitiatedPayment; returnPath: string };

const reportRefusal = (paymentID: string, errorMessage: string) =>
  void reportPaymentError({ paymentID, errorMessage }).catch(() => undefined);

/**
 * Where the reader pays once a payment is initiated: the provider's own page when it gives one (the
 * sandbox: `checkoutUrl`), else Stripe's Payment Element in this page (`clientSecret`, with the
 * publishable key of the application properties). Either way the reader comes back to `returnPath`,
 * where the page asks the server how the payment went. A refused card in the element is reported to
 * the reader's payment, unless `reportFailures: false` (the external payer's page).
 */
export function useProviderCheckout(options: { reportFailures?: boolean } = {}) {
  // A reader's refused card is recorded on their payment (readerSubscriptionPaymentError); an external payer has no account to report with.
  const onProviderError = options.reportFailures === false ? undefined : reportRefusal;
  const properties = useApplicationProperties();
  const [embedded, setEmbedded] = useState<Embedded | null>(null);
  const open = (payment: InitiatedPayment, returnPath: string) => {
    if (payment.checkoutUrl) window.location.assign(payment.checkoutUrl);
    else if (payment.clientSecret && properties?.stripePublishableKey) setEmbedded({ payment, returnPath });
    else throw new Error(NO_PROVIDER_PAGE);
  };
  const element: ReactNode =
    embedded && properties?.stripePublishableKey ? (
      <StripePaymentForm
        key={embedded.payment.paymentID}
        publishableKey={properties.stripePublishableKey}
        {...embedded}
        onProviderError={onProviderError}
      />
    ) : null;
  return { open, element, embedded: embedded !== null };
}

type Loaded = { stripe: Stripe; elements: StripeElements };

function StripePaymentForm({
  publishableKey,
  payment,
  returnPath,
  onProviderError,
}: Embedded & { publishableKey: string; onProviderError?: (paymentID: string, message: string) => void }) {
  const container = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let destroy = () => undefined as void;
    void (async () => {
      // The "pure" entry loads Stripe.js from js.stripe.com only now, not on every page.
      const { loadStripe } = await import('@stripe/stripe-js/pure');
      const stripe = await loadStripe(publishableKey);
      if (cancelled || !stripe || !container.current) return;
      const elements = stripe.elements({ clientSecret: payment.clientSecret!, appearance: { theme: 'stripe' } });
      const element = elements.create('payment');
      element.mount(container.current);
      destroy = () => element.destroy();
      setLoaded({ stripe, elements });
    })().catch((caught: unknown) => setError(caught instanceof Error ? caught.message : String(caught)));
    return () => {
      cancelled = true;
      destroy();
    };
  }, [publishableKey, payment.clientSecret]);

  const pay = async () => {
    if (!loaded) return;
    setError(null);
    setPaying(true);
    // On success Stripe sends the browser to return_url; an answer here is a failure.
    const { error: failure } = await loaded.stripe.confirmPayment({
      elements: loaded.elements,
      confirmParams: { return_url: `${window.location.origin}${returnPath}` },
    });
    setPaying(false);
    const message = failure?.message ?? 'The payment did not go through.';
    setError(message);
    // An incomplete form is the reader's to fix; a refused card is the payment's story.
    if (failure?.type === 'card_error') onProviderError?.(payment.paymentID, message);
  };

  return (
    <section aria-label="Card details" className="mt-5 flex flex-col gap-3">
      <div ref={container} data-testid="stripe-payment-element" className="min-h-24" />
      {!loaded && !error && <Spinner />}
      {error && (
        <p role="alert" className="flex items-start gap-2 rounded-lg bg-danger/10 px-3 py-2.5 text-sm text-danger">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      )}
      <Button
        className="w-full"
        onClick={() => void pay()}
        disabled={!loaded || paying}
        aria-busy={paying || undefined}
      >
        <Lock aria-hidden="true" />
        Pay now
      </Button>
    </section>
  );
}

/** The button that starts a payment: off until the terms are accepted and while the payment is being initiated. */
export function PayButton({
  onPay,
  paying,
  termsAccepted,
  children,
}: {
  onPay: () => void;
  paying: boolean;
  termsAccepted: boolean;
  children: ReactNode;
}) {
  return (
    <Button className="mt-6 w-full" onClick={onPay} disabled={paying || !termsAccepted} aria-busy={paying || undefined}>
      <Lock aria-hidden="true" />
      {children}
    </Button>
  );
}
