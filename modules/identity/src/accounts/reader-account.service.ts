import { Messages, PublicRoutes, type ReaderReferralLink, type RegisterRequest } from '@notebook/contracts';
import { type Actor, type Clock, CommandExecutor, NotFoundError, ValidationError, newId } from '@notebook/kernel';
import type { IdentityService } from '../identity.service';
import type { PasswordHasher } from '../passwords/password-hasher';
import type { UserQueries } from '../queries/user.queries';
import type { RefreshTokenStore } from '../sessions/refresh-token.store';
import { userCommands } from '../users/user.decider';
import type { AccountLinks } from './account-links';
import type { AccountMailSettings } from './account-mails';

/**
 * A reader's own account (issue 16): registering (a confirmation e-mail follows), confirming the
 * address from the e-mail's link, asking for the link again, and resetting a forgotten password
 * from an e-mailed link. The e-mails themselves are sent from the events (account-mails.ts).
 */
export class ReaderAccountService {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly identity: IdentityService,
    private readonly users: UserQueries,
    private readonly refreshTokens: RefreshTokenStore,
    private readonly hasher: PasswordHasher,
    private readonly links: AccountLinks,
    private readonly clock: Clock,
    private readonly settings: AccountMailSettings,
  ) {}

  /** A new reader, with their own referral code, and the referral they came through when the link is valid. */
  async register(input: Omit<RegisterRequest, 'acceptTerms'>, actor: Actor): Promise<{ readerID: string }> {
    const { referralUUID, ...profile } = input;
    const referredBy = referralUUID ? await this.referrer(referralUUID) : undefined;
    const readerID = await this.identity.registerReader(
      {
        ...profile,
        emailConfirmed: false,
        confirmation: { tokenId: newId(), now: this.clock.now() },
        referralUUID: newId(),
        referredBy,
      },
      actor,
    );
    return { readerID };
  }

  /** The reader's link (their code issued on first asking, for readers who joined before referrals) and how many joined through it. */
  async referralLink(readerID: string, actor: Actor): Promise<ReaderReferralLink> {
    const { state } = await userCommands.handle(
      this.executor,
      readerID,
      { type: 'IssueReferralCode', data: { referralUUID: newId() } },
      actor,
    );
    const referralUUID = (state as { referralUUID: string }).referralUUID;
    return {
      referralUUID,
      referralLink: `${this.links.publicBaseUrl}${PublicRoutes.home}?ref=${referralUUID}`,
      joined: await this.users.referralCount(readerID),
    };
  }

  /** The link a reader arrived with before signing in with a provider: recorded once, never their own. */
  async recordReferral(readerID: string, referralUUID: string, actor: Actor): Promise<void> {
    const referredBy = await this.referrer(referralUUID);
    await userCommands.handle(this.executor, readerID, { type: 'RecordReferral', data: referredBy }, actor);
  }

  private async referrer(referralUUID: string): Promise<{ referrerID: string; referralUUID: string }> {
    const referrer = await this.users.readerByReferralUUID(referralUUID);
    if (!referrer) throw new ValidationError(Messages.referralNotFound, 'referralUUID');
    return { referrerID: referrer.userId, referralUUID };
  }

  async confirmEmail(token: string, actor: Actor): Promise<void> {
    const link = this.read('confirm-email', token);
    await userCommands.handle(
      this.executor,
      link.userId,
      {
        type: 'ConfirmEmail',
        data: { tokenId: link.tokenId, now: this.clock.now(), validForMs: this.settings.confirmationHours * 3_600_000 },
      },
      actor,
    );
  }

  /** A new link (the older ones stop working); nothing for a confirmed address. */
  async resendConfirmation(readerID: string, actor: Actor): Promise<void> {
    await userCommands.handle(
      this.executor,
      readerID,
      { type: 'IssueEmailConfirmation', data: { tokenId: newId(), now: this.clock.now() } },
      actor,
    );
  }

  /** The spec's words either way: 'Password Reset Email Sent to Your Email', or that the address is not registered. */
  async requestPasswordReset(email: string, actor: Actor): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user) throw new NotFoundError(Messages.emailNotRegistered, 'email');
    await this.identity.sendPasswordReset(user.user_id, actor);
  }

  /** The new password takes over at once and every session of the account ends. */
  async resetPassword(token: string, newPassword: string, actor: Actor): Promise<void> {
    const link = this.read('reset-password', token);
    const passwordHash = await this.hasher.hashPlain(newPassword);
    await userCommands.handle(
      this.executor,
      link.userId,
      {
        type: 'ResetPassword',
        data: {
          tokenId: link.tokenId,
          passwordHash,
          now: this.clock.now(),
          validForMs: this.settings.resetMinutes * 60_000,
          welcomeValidForMs: this.settings.confirmationHours * 3_600_000,
        },
      },
      actor,
    );
    await this.identity.expireCachedUsers([link.userId]);
    await this.refreshTokens.revokeAllForUser(link.userId, this.clock.now());
  }

  private read(purpose: 'confirm-email' | 'reset-password', token: string) {
    const link = this.links.read(purpose, token);
    if (!link) throw new ValidationError(Messages.linkNoLongerValid, 'token');
    return link;
  }
}
