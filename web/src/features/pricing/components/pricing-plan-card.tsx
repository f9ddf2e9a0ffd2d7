import type { PublicPricingPlan } from '@notebook/contracts';
import { ChevronRight } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { formatPer, formatPrice, topicCount } from './plan-format';

type PricingPlanCardProps = {
  plan: PublicPricingPlan;
  /** The reader holds this plan: the card stands out. */
  held?: boolean;
  /** What the visitor can do with the plan (start the trial, sign in), or the 'Your plan' mark. */
  action?: ReactNode;
};

/** One plan on the home page: name, price per period, description and the topics its free trial opens. */
export function PricingPlanCard({ plan, held = false, action }: PricingPlanCardProps) {
  const nameId = useId();
  return (
    <li
      aria-labelledby={nameId}
      className={cn(
        'flex flex-col gap-4 rounded-2xl border bg-surface p-6 shadow-xs',
        held ? 'border-accent ring-1 ring-accent' : 'border-line',
      )}
    >
      <div className="flex flex-col gap-1">
        <h3 id={nameId} className="text-lg font-semibold tracking-tight text-ink">
          {plan.planName}
        </h3>
        <p className="flex items-baseline gap-1.5">
          <span className="text-3xl font-semibold tracking-tight text-ink tabular-nums">{formatPrice(plan.price)}</span>
          <span className="text-ink-muted">/ {formatPer(plan.periodCount, plan.periodUnit)}</span>
        </p>
      </div>
      {plan.description && <p className="text-ink-muted">{plan.description}</p>}
      {plan.eligibleTopics.length > 0 && <TrialTopics plan={plan} />}
      {action && <div className="mt-auto pt-2">{action}</div>}
    </li>
  );
}

/** "Free trial includes N topics", opening to the topic names with their chapters. */
function TrialTopics({ plan }: { plan: PublicPricingPlan }) {
  return (
    <details className="group rounded-xl bg-surface-muted/70 px-4 py-3 text-sm">
      <summary className="flex cursor-pointer list-none items-center gap-1.5 font-medium text-ink marker:hidden [&::-webkit-details-marker]:hidden">
        <ChevronRight
          aria-hidden="true"
          className="size-4 shrink-0 text-ink-muted transition-transform group-open:rotate-90"
        />
        Free trial includes {topicCount(plan.eligibleTopics.length)}
      </summary>
      <ul aria-label={`Topics of ${plan.planName}`} className="mt-2 flex flex-col gap-1 pl-5.5">
        {plan.eligibleTopics.map((topic) => (
          <li key={topic.topicID} className="text-ink">
            {topic.topicName} <span className="text-ink-muted">· {topic.chapterName}</span>
          </li>
        ))}
      </ul>
    </details>
  );
}
