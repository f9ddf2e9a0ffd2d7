import type { LoggedInUser } from '@notebook/contracts';
import { paths } from '@/config/paths';
import { savedIntents } from './saved-intents';

/**
 * Where a user lands after login (or registering) when no other page was asked for: a reader who
 * chose a plan before signing in and has no subscription goes on to pay for it (spec section 2).
 */
export function landingPathFor(user: LoggedInUser): string {
  if (user.user.userType === 'ADMIN') return paths.admin.dashboard.getHref();
  const chosenPlan = savedIntents.selectedPricingPlanID();
  if (chosenPlan && !user.hasActiveSubscription) return paths.public.doPayment.getHref({ pricingPlanID: chosenPlan });
  return paths.public.home.getHref();
}
