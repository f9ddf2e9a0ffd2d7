import type { UpgradablePackage } from '@notebook/contracts';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useLoggedInUser } from '@/lib/auth-store';
import { initiateUpgradePayment, useUpgradablePackages } from '../api/payments';
import { formatPer, formatPrice } from './plan-format';
import { usePricingTermsAcceptance } from './pricing-terms-acceptance';
import { useProviderCheckout } from './provider-checkout';
import { PricingSection } from './pricing-section';

/**
 * /public/profile/upgrade, where every 'Subscribe' and 'Buy' of a locked page leads: the plans,
 * each with what this visitor can do (sign in, pay, start the free trial); a subscriber sees the
 * plans they may move to, each priced less the unused part of their current plan.
 */
export function UpgradePage() {
  const user = useLoggedInUser();
  const subscriber = user?.user.userType === 'READER' && user.hasActiveSubscription;
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col">
      <PageHeader
        title="Upgrade plan"
        description={
          subscriber
            ? 'Move to another plan now: you pay its price less what is left of your current plan, and its period starts today.'
            : "Choose the plan that matches your exam date. A subscription opens every chapter, webinar and practice question; each plan's free trial opens the topics listed with it."
        }
      />
      {subscriber ? (
        <UpgradeOptions />
      ) : (
        <PricingSection
          fallback={
            <Button asChild className="self-start">
              <Link to={paths.public.home.getHref()}>Back to the course</Link>
            </Button>
          }
        />
      )}
    </div>
  );
}

function UpgradeOptions() {
  const packages = useUpgradablePackages();
  const terms = usePricingTermsAcceptance();
  if (packages.isPending) return <Spinner />;
  if (!packages.data?.length) {
    return (
      <p className="rounded-2xl border border-dashed border-line px-5 py-8 text-center text-ink-muted">
        There is no plan to move to from yours.{' '}
        <Link to={paths.public.profile.getHref()} className="font-medium text-accent-strong hover:underline">
          See your plan
        </Link>
      </p>
    );
  }
  return (
    <>
      <ul aria-label="Plans to move to" className="grid gap-5 sm:grid-cols-2">
        {packages.data.map((option) => (
          <UpgradeCard key={option.pricingPlanID} option={option} terms={terms} />
        ))}
      </ul>
      {terms.element && <div className="max-w-xl">{terms.element}</div>}
    </>
  );
}

function UpgradeCard({
  option,
  terms,
}: {
  option: UpgradablePackage;
  terms: ReturnType<typeof usePricingTermsAcceptance>;
}) {
  const nameId = useId();
  const [error, setError] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  const checkout = useProviderCheckout();
  const upgrade = async () => {
    setError(null);
    setPaying(true);
    try {
      const started = await initiateUpgradePayment({
        pricingPlanID: option.pricingPlanID,
        paymentType: 'CARD',
        acceptedPricingTerms: terms.acceptedPricingTerms,
      });
      checkout.open(started, paths.public.doPayment.getHref({ paymentID: started.paymentID }));
    } catch (caught) {
      terms.afterRefusal(caught);
      setError(caught instanceof Error ? caught.message : String(caught));
      setPaying(false);
    }
  };
  return (
    <li
      aria-labelledby={nameId}
      className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-6 shadow-xs"
    >
      <h3 id={nameId} className="text-lg font-semibold tracking-tight text-ink">
        {option.planName}
      </h3>
      {option.description && <p className="text-ink-muted">{option.description}</p>}
      <dl className="grid grid-cols-[1fr_auto] gap-y-1 text-sm">
        <dt className="text-ink-muted">Price</dt>
        <dd className="text-right text-ink tabular-nums">
          {formatPrice(option.price)} / {formatPer(option.periodCount, option.periodUnit)}
        </dd>
        <dt className="text-ink-muted">Left of your plan</dt>
        <dd className="text-right text-ink tabular-nums">−{formatPrice(option.credit)}</dd>
        <dt className="font-medium text-ink">To pay today</dt>
        <dd className="text-right text-lg font-semibold text-ink tabular-nums">{formatPrice(option.upgradePrice)}</dd>
      </dl>
      {error && (
        <p role="alert" className="rounded-lg bg-danger/10 px-3 py-2 text-sm text-danger">
          {error}
        </p>
      )}
      {checkout.embedded ? (
        checkout.element
      ) : (
        <Button
          className="mt-auto w-full"
          disabled={paying || !terms.accepted}
          aria-busy={paying || undefined}
          onClick={() => void upgrade()}
        >
          Upgrade for {formatPrice(option.upgradePrice)}
        </Button>
      )}
    </li>
  );
}
