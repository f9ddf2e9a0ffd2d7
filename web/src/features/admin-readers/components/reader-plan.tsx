import { usePlanName } from '../api/reader-calls';

const planStatus: Record<string, string> = {
  ACTIVE: 'Subscribed',
  INACTIVE: 'Lapsed',
  INITIATED: 'Payment started',
  // A paid plan set not to renew; a trial reads UNSUBSCRIBED too, told apart by onTrial.
  UNSUBSCRIBED: 'Subscribed, not renewing',
};

/** A reader's plan in words, as admins read it in the list and on the reader's page. */
export function planStanding(reader: { subscriptionStatus: string | null; onTrial: boolean }): string {
  if (reader.onTrial) return 'On a free trial';
  if (!reader.subscriptionStatus) return 'No plan yet';
  return planStatus[reader.subscriptionStatus] ?? reader.subscriptionStatus;
}

/** The plan's name under its standing, once the plans are known; a retired plan says so. */
export function PlanName({ pricingPlanID, className }: { pricingPlanID: string | null; className?: string }) {
  const planName = usePlanName(pricingPlanID);
  if (!pricingPlanID || !planName.isSuccess) return null;
  return <span className={className}>{planName.data ?? 'A plan no longer offered'}</span>;
}
