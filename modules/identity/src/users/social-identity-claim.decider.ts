import { Decider, commandHandler } from '@notebook/kernel';
import { type SocialIdentityClaimed, socialIdentityStream } from './user.events';

type ClaimState = { claimedBy: string | null };
type ClaimCommand = { type: 'ClaimSocialIdentity'; data: { provider: string; subject: string; userId: string } };

/**
 * One provider account, one reader: the first claim wins and a later one records nothing, so the
 * caller reads the owner from the state (two callbacks racing for a new reader sign in as one).
 */
export const socialIdentityClaimDecider: Decider<ClaimState, ClaimCommand, SocialIdentityClaimed> = {
  initialState: () => ({ claimedBy: null }),
  evolve: (_, event) => ({ claimedBy: event.data.userId }),
  decide: (command, state) => (state.claimedBy ? [] : [{ type: 'SocialIdentityClaimed', data: command.data }]),
};

export const socialIdentityClaimCommands = commandHandler({
  decider: socialIdentityClaimDecider,
  streamName: socialIdentityStream,
});
