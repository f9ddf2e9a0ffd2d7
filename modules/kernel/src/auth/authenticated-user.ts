import type { UserType } from '@notebook/contracts';
import type { Actor } from '../commands/command-executor';

/** The caller of a request once its access token has been checked. */
export type AuthenticatedUser = {
  userId: string;
  userType: UserType;
  email: string;
  privileges: string[];
  /** The account's token version: an access token carrying another (issued before a password or role change) is refused. */
  tokenVersion: number;
  hasActiveSubscription: boolean;
  /** A reader's pricing plan whose eligible topics are open to them; null when none or lapsed (INACTIVE). */
  pricingPlanID?: string | null;
  /** When the above changes by the clock alone (a paid period or a trial ending): a cached copy is stale from then. */
  recheckAt?: string;
};

export function actorOf(user: AuthenticatedUser): Actor {
  return { actorId: user.userId, actorType: user.userType };
}

/**
 * Finds the current state of a user for the guard (status, type, privileges). Implemented by the
 * identity module so that a role change or a block takes effect on the next request.
 */
export abstract class AuthUserLoader {
  abstract load(userId: string): Promise<AuthenticatedUser | null>;

  /** Why a user `load` did not find may not sign in (a blocked account says so); undefined for the generic refusal. */
  async refusalOf(_userId: string): Promise<string | undefined> {
    return undefined;
  }
}
