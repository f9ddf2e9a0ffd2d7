import type { LoggedInUser } from '@notebook/contracts';
import { authStore } from '@/lib/auth-store';
import { readTokenExpiry } from '@/lib/jwt';
import { savedIntents } from '@/lib/saved-intents';
import { getCurrentUser } from './get-current-user';
import { updateReferral } from './update-referral';

/** When a token carries no expiry claim, treat it as short-lived; the refresh cookie renews it. */
const FALLBACK_TOKEN_LIFETIME_S = 15 * 60;

export type OAuthLoginOutcome = { needsPayment: boolean; user: LoggedInUser };

/**
 * The OAuth provider sent us back with an access token: load its user, start the session and
 * apply a referral saved before the round trip (spec section 2, /oauth2/redirect).
 */
export async function completeOAuthLogin(accessToken: string): Promise<OAuthLoginOutcome> {
  const user = await getCurrentUser(accessToken);
  authStore.signIn({
    accessToken,
    accessTokenExpiresAt: readTokenExpiry(accessToken) ?? Math.floor(Date.now() / 1000) + FALLBACK_TOKEN_LIFETIME_S,
    user,
  });
  const referralUUID = savedIntents.referralUUID();
  if (referralUUID) {
    await updateReferral({ referralUUID }).catch(() => undefined);
    savedIntents.clearReferral();
  }
  return { needsPayment: savedIntents.selectedPricingPlanID() !== null && !user.hasActiveSubscription, user };
}
