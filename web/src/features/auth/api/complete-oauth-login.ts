import { type LoggedInUser, Messages } from '@notebook/contracts';
import { authStore } from '@/lib/auth-store';
import { savedIntents } from '@/lib/saved-intents';
import { refreshSession } from '@/lib/session';
import { updateReferral } from './update-referral';

export type OAuthLoginOutcome = { needsPayment: boolean; user: LoggedInUser };

/**
 * The OAuth provider sent us back with the refresh cookie set (no token rides in the URL, where it
 * would land in history and logs): trade it for a session, then apply a referral saved before the
 * round trip (spec section 2, /oauth2/redirect).
 */
export async function completeOAuthLogin(): Promise<OAuthLoginOutcome> {
  const session = (await refreshSession()) ? authStore.getState().session : null;
  if (!session) throw new Error(Messages.socialSignInFailed);
  const user = session.user;
  const referralUUID = savedIntents.referralUUID();
  if (referralUUID) {
    await updateReferral({ referralUUID }).catch(() => undefined);
    savedIntents.clearReferral();
  }
  return { needsPayment: savedIntents.selectedPricingPlanID() !== null && !user.hasActiveSubscription, user };
}
