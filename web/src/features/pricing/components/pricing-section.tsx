import type { LoggedInUser, PublicPricingCategory, PublicPricingPlan } from '@notebook/contracts';
import { CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useLoggedInUser } from '@/lib/auth-store';
import { savedIntents } from '@/lib/saved-intents';
import { useActivateUnsubscription } from '../api/activate-unsubscription';
import { usePublicPricingPlans } from '../api/get-public-pricing-plans';
import { useReaderSubscriptionDetails } from '../api/get-reader-subscription-details';
import { PricingPlanCard } from './pricing-plan-card';

/** What the visitor may do with a plan: sign in first, start its trial, or nothing (admins, subscribers). */
type Visitor =
  | { kind: 'anonymous' }
  | { kind: 'other' }
  | { kind: 'reader'; heldPlanID: string | null; known: boolean; mayTry: boolean };

type PlanGroup = { category: PublicPricingCategory | null; plans: PublicPricingPlan[] };

/** The server lists plans by category (plans without one last): consecutive plans of a category form its group. */
function groupByCategory(plans: PublicPricingPlan[]): PlanGroup[] {
  const groups: PlanGroup[] = [];
  for (const plan of plans) {
    const last = groups.at(-1);
    if (last && last.category?.pricingCategoryID === plan.pricingCategory?.pricingCategoryID) last.plans.push(plan);
    else groups.push({ category: plan.pricingCategory, plans: [plan] });
  }
  return groups;
}

/**
 * The active plans of the home page's Pricing section, each with what this visitor can do with it;
 * under their categories' names when admins filed them in categories.
 */
export function PricingSection({ fallback }: { fallback: ReactNode }) {
  const plans = usePublicPricingPlans();
  if (plans.isPending) return <Spinner />;
  if (plans.isError || plans.data.length === 0) return fallback;
  const groups = groupByCategory(plans.data);
  if (groups.length === 1 && !groups[0]!.category) return <PlanList label="Pricing plans" plans={plans.data} />;
  return (
    <div className="flex flex-col gap-10">
      {groups.map((group) => {
        const name = group.category?.categoryName ?? 'Other plans';
        const headingId = `pricing-category-${group.category?.pricingCategoryID ?? 'none'}`;
        return (
          <section key={headingId} aria-labelledby={headingId} className="flex flex-col gap-4">
            <div>
              <h3 id={headingId} className="text-lg font-semibold text-ink">
                {name}
              </h3>
              {group.category?.description && <p className="mt-1 text-ink-muted">{group.category.description}</p>}
            </div>
            <PlanList label={`${name} plans`} plans={group.plans} />
          </section>
        );
      })}
    </div>
  );
}

function PlanList({ label, plans }: { label: string; plans: PublicPricingPlan[] }) {
  const visitor = useVisitor();
  const activate = useActivateUnsubscription();
  return (
    <ul aria-label={label} className="grid gap-5 sm:grid-cols-2">
      {plans.map((plan) => {
        const held = visitor.kind === 'reader' && visitor.heldPlanID === plan.pricingPlanID;
        return (
          <PricingPlanCard
            key={plan.pricingPlanID}
            plan={plan}
            held={held}
            action={
              <PlanAction
                plan={plan}
                visitor={visitor}
                starting={activate.isPending}
                onStart={() => activate.mutate({ pricingPlanID: plan.pricingPlanID })}
              />
            }
          />
        );
      })}
    </ul>
  );
}

/**
 * A reader without an active subscription may pay for a plan, or start the one free trial if they
 * never held a plan; which plan they already hold (the trial, or a payment under way) only
 * getReaderSubscriptionDetails says.
 */
function useVisitor(): Visitor {
  const user = useLoggedInUser();
  const mayHoldPlan = isReaderWithoutSubscription(user) && (user.unSubscribedPlan || user.hasPricePlanSubscribed);
  const details = useReaderSubscriptionDetails({ enabled: mayHoldPlan });
  if (!user) return { kind: 'anonymous' };
  if (!isReaderWithoutSubscription(user)) return { kind: 'other' };
  // The one free trial is for readers who never held a plan (the server has the last word).
  const mayTry = !user.hasPricePlanSubscribed;
  if (!mayHoldPlan) return { kind: 'reader', heldPlanID: null, known: true, mayTry };
  return {
    kind: 'reader',
    heldPlanID: details.data?.pricingPlan?.pricingPlanID ?? null,
    known: !details.isPending,
    mayTry,
  };
}

function isReaderWithoutSubscription(user: LoggedInUser | null): user is LoggedInUser {
  return user?.user.userType === 'READER' && !user.hasActiveSubscription;
}

type PlanActionProps = { plan: PublicPricingPlan; visitor: Visitor; starting: boolean; onStart: () => void };

function PlanAction({ plan, visitor, starting, onStart }: PlanActionProps) {
  const choose = () => savedIntents.selectPricingPlan(plan.pricingPlanID);
  switch (visitor.kind) {
    case 'other':
      return null;
    case 'anonymous':
      return (
        <div className="flex flex-col items-center gap-2">
          <Button asChild className="w-full">
            <Link to={paths.public.register.getHref()} onClick={choose}>
              Subscribe
            </Link>
          </Button>
          <Link
            to={paths.login.getHref()}
            onClick={choose}
            className="text-sm font-medium text-accent-strong hover:underline"
          >
            I have an account: sign in
          </Link>
        </div>
      );
    case 'reader': {
      if (!visitor.known) return null;
      const held = visitor.heldPlanID === plan.pricingPlanID;
      return (
        <div className="flex flex-col gap-2">
          {held && (
            <p className="inline-flex items-center gap-2 font-medium text-accent-strong">
              <CircleCheck aria-hidden="true" className="size-5" />
              Your plan
            </p>
          )}
          <Button asChild className="w-full">
            <Link to={paths.public.doPayment.getHref({ pricingPlanID: plan.pricingPlanID })}>Subscribe</Link>
          </Button>
          {visitor.mayTry && !held && (
            <Button
              variant="secondary"
              className="w-full"
              disabled={starting}
              aria-busy={starting || undefined}
              onClick={onStart}
            >
              Start free trial
            </Button>
          )}
        </div>
      );
    }
  }
}
