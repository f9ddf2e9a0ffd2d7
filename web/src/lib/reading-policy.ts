import type { LoggedInUser } from '@notebook/contracts';
import { useLoggedInUser } from './auth-store';

/**
 * The web's one table of what a caller may do with study content, mirroring the server's reading-access
 * policy (modules/reading/src/access/reading-access.ts). It only decides what the screens offer and
 * how they mark it: the server stays the authority, and refuses a call (403, 404) or withholds locked
 * content whatever the client shows. Features ask these functions rather than reading the plan flags.
 */

/**
 * May the signed-in user add, rename and move their own topics and lessons (spec section 6; the
 * server's `mayShapeOwnStudy`): a reader on a plan, paying or on the plan's trial. Removing their
 * own items needs no plan.
 */
export function mayShapeOwnStudy(user: LoggedInUser | null): boolean {
  return user?.user.userType === 'READER' && (user.hasActiveSubscription || user.unSubscribedPlan);
}

export function useMayShapeOwnStudy(): boolean {
  return mayShapeOwnStudy(useLoggedInUser());
}

/** A topic as either primary index lists it: the registered index adds the server's `locked` for this reader. */
export type ListedTopic = { freeContent: boolean; locked?: boolean };

/**
 * Whether an index shows the topic locked. The registered index carries the server's answer for the
 * reader (their plan, trial and own topics count). The public index has no reader: there, as for the
 * server's anonymous viewer, only free topics are open.
 */
export function isTopicLocked(topic: ListedTopic): boolean {
  return topic.locked ?? !topic.freeContent;
}
