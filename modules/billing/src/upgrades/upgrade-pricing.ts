/** The current paid period of a subscriber and what was paid for it. */
export type CurrentPeriod = { pricingPlanID: string; periodStart: Date; periodEnd: Date; paidCents: number };

/**
 * The credit for the unused part of the current period: what was paid for it, pro rata by the time
 * left (a renewal paid early counts its whole period as left), to the cent, rounded down.
 */
export function unusedCredit(period: CurrentPeriod, now: Date): number {
  const length = period.periodEnd.getTime() - period.periodStart.getTime();
  const left = Math.max(0, period.periodEnd.getTime() - now.getTime());
  if (length <= 0) return 0;
  return Math.floor((period.paidCents * left) / length);
}

/** What moving to a plan costs now: its price less the credit, never below nothing. */
export function upgradePrice(
  planPriceCents: number,
  period: CurrentPeriod,
  now: Date,
): { creditCents: number; upgradeCents: number } {
  const creditCents = Math.min(unusedCredit(period, now), planPriceCents);
  return { creditCents, upgradeCents: planPriceCents - creditCents };
}
