import type { ReaderPricingPlanStatus } from '@notebook/contracts';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useLoggedInUser } from '@/lib/auth-store';
import { useReaderSubscriptionDetails } from '../api/get-reader-subscription-details';
import { formatPer, formatPrice } from './plan-format';

const statusLabels: Record<ReaderPricingPlanStatus, string> = {
  ACTIVE: 'Active',
  UNSUBSCRIBED: 'Free trial',
  INITIATED: 'Payment started',
  INACTIVE: 'Inactive',
};

/** The profile's "Your plan" box: the plan the reader holds and its status (getReaderSubscriptionDetails). */
export function YourPlanBox() {
  const user = useLoggedInUser();
  const isReader = user?.user.userType === 'READER';
  const details = useReaderSubscriptionDetails({ enabled: isReader });
  const titleId = useId();
  if (!isReader || !details.data) return null;
  const { status, pricingPlan } = details.data;

  return (
    <section aria-labelledby={titleId} className="mb-8 flex flex-wrap items-center gap-x-6 gap-y-2 rounded-2xl border border-line bg-surface px-5 py-4">
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
        <p className="text-ink-muted">{status === 'ACTIVE' ? 'Subscribed' : 'No plan yet'}</p>
      )}
      <p className="flex items-center gap-3 sm:ml-auto">
        {status && <span className="rounded-full bg-accent-soft px-2.5 py-0.5 text-sm font-medium text-accent-strong">{statusLabels[status]}</span>}
        {status !== 'ACTIVE' && (
          <Link to={paths.public.homeSection('pricing')} className="text-sm font-medium text-accent-strong hover:underline">
            See the plans
          </Link>
        )}
      </p>
    </section>
  );
}
