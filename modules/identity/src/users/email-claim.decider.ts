import { Messages } from '@notebook/contracts';
import { ConflictError, Decider, commandHandler } from '@notebook/kernel';
import { type EmailClaimed, type EmailReleased, emailClaimStream } from './user.events';

type ClaimState = { claimedBy: string | null };
type ClaimCommand =
  | { type: 'ClaimEmail'; data: { email: string; userId: string } }
  | { type: 'ReleaseEmail'; data: { email: string; userId: string } };

/** Uniqueness across user streams: one claim stream per address, first writer wins; the owner may release it. */
export const emailClaimDecider: Decider<ClaimState, ClaimCommand, EmailClaimed | EmailReleased> = {
  initialState: () => ({ claimedBy: null }),
  evolve: (_, event) => ({ claimedBy: event.type === 'EmailClaimed' ? event.data.userId : null }),
  decide(command, state) {
    if (command.type === 'ReleaseEmail')
      return state.claimedBy === command.data.userId ? [{ type: 'EmailReleased', data: command.data }] : [];
    if (state.claimedBy === command.data.userId) return [];
    if (state.claimedBy) throw new ConflictError(Messages.emailAlreadyRegistered, 'email');
    return [{ type: 'EmailClaimed', data: command.data }];
  },
};

export const emailClaimCommands = commandHandler({ decider: emailClaimDecider, streamName: emailClaimStream });
