import { Messages } from '@notebook/contracts';
import { ConflictError, Decider, commandHandler } from '@notebook/kernel';
import { type EmailClaimed, emailClaimStream } from './user.events';

type ClaimState = { claimedBy: string | null };
type ClaimCommand = { type: 'ClaimEmail'; data: { email: string; userId: string } };

/** Uniqueness across user streams: one claim stream per address, first writer wins. */
export const emailClaimDecider: Decider<ClaimState, ClaimCommand, EmailClaimed> = {
  initialState: () => ({ claimedBy: null }),
  evolve: (_, event) => ({ claimedBy: event.data.userId }),
  decide(command, state) {
    if (state.claimedBy === command.data.userId) return [];
    if (state.claimedBy) throw new ConflictError(Messages.emailAlreadyRegistered, 'email');
    return [{ type: 'EmailClaimed', data: command.data }];
  },
};

export const emailClaimCommands = commandHandler({ decider: emailClaimDecider, streamName: emailClaimStream });
