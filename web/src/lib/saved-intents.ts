/**
 * Choices a visitor makes before signing in that must survive the round trip through login or an
 * OAuth provider: a referral link they arrived with and a pricing plan they picked. Not secrets.
 */
const REFERRAL_KEY = 'notebook.referralUUID';
const PRICING_PLAN_KEY = 'notebook.selectedPricingPlanID';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage may be disabled (private mode); the choice is then simply not remembered.
  }
}

function remove(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Storage may be disabled (private mode); there is nothing to remove then.
  }
}

export const savedIntents = {
  referralUUID: () => read(REFERRAL_KEY),
  saveReferral: (referralUUID: string) => write(REFERRAL_KEY, referralUUID),
  clearReferral: () => remove(REFERRAL_KEY),
  selectedPricingPlanID: () => read(PRICING_PLAN_KEY),
  selectPricingPlan: (pricingPlanID: string) => write(PRICING_PLAN_KEY, pricingPlanID),
  clearPricingPlan: () => remove(PRICING_PLAN_KEY),
};
