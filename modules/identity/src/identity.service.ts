import { randomBytes } from 'node:crypto';
import type {
  AdminReaderRow,
  LoggedInUser,
  LoginResult,
  Paged,
  ReaderPricingPlanStatus,
  Title,
  UserStatus,
} from '@notebook/contracts';
import { Messages } from '@notebook/contracts';
import {
  AccessTokenService,
  Actor,
  AuthUserLoader,
  AuthenticatedUser,
  Clock,
  CommandExecutor,
  NotFoundError,
  RateLimitedError,
  UnauthorizedError,
  ValidationError,
  newId,
} from '@notebook/kernel';
import { PasswordHasher } from './passwords/password-hasher';
import { roleCommands, roleDecider } from './roles/role.decider';
import { uniqueNames } from './unique-names/unique-name.decider';
import { IssuedRefreshToken, RefreshTokenStore } from './sessions/refresh-token.store';
import { LoginRateLimiter } from './sessions/login-rate-limiter';
import type { LoginHistory, LoginOrigin } from './sessions/login-history';
import type { KnownDevices } from './sessions/known-devices';
import { emailClaimCommands } from './users/email-claim.decider';
import { type UserCommand, userCommands } from './users/user.decider';
import { subscriptionAccess } from './subscriptions/reader-subscription';
import type { AuthUserCache } from './sessions/auth-user-cache';
import { UserWithPrivileges, UserQueries } from './queries/user.queries';

export type SessionResult = LoginResult & { refreshToken: IssuedRefreshToken };

type NewUser = { email: string; firstName: string; lastName: string; password: string };

/**
 * Users, roles and sessions. Writes go through deciders and the event store; reads come from the
 * identity read model (user_account, role) and the refresh_token table.
 */
export class IdentityService extends AuthUserLoader {
  private readonly dummyHash: Promise<string>;

  constructor(
    private readonly executor: CommandExecutor,
    private readonly users: UserQueries,
    private readonly refreshTokens: RefreshTokenStore,
    private readonly accessTokens: AccessTokenService,
    private readonly rateLimiter: LoginRateLimiter,
    private readonly hasher: PasswordHasher,
    private readonly loginHistory: LoginHistory,
    private readonly knownDevices: KnownDevices,
    private readonly clock: Clock,
    /** How long a confirmation link works: past it, the logged-in user says hasConfirmationLinkExpired. */
    private readonly confirmationHours = 48,
    /** The guard's signed-in users in Redis; null (scripts, the seed) reads the database every time. */
    private readonly cache: AuthUserCache | null = null,
  ) {
    super();
    // Unknown e-mails are checked against this so that a failed login takes as long either way.
    this.dummyHash = hasher.hashPlain(newId());
  }

  /** `builtIn`: the seed's super admin role (every privilege, never edited). The name is claimed first: unique whatever the race. */
  async createRole(
    input: { roleName: string; privileges: string[]; builtIn?: boolean },
    actor: Actor,
  ): Promise<string> {
    const roleId = newId();
    const create = { type: 'CreateRole' as const, data: { roleId, ...input } };
    // The role's own rules refuse bad input before the name is claimed, so a refusal writes nothing.
    roleDecider.decide(create, roleDecider.initialState());
    await uniqueNames.claim(this.executor, 'role', input.roleName, roleId, actor);
    await roleCommands.handle(this.executor, roleId, create, actor);
    return roleId;
  }

  /** The admins holding the role see its new privileges on their next call; a new name is claimed, the old one freed. */
  async updateRole(
    roleId: string,
    input: { roleName: string; privileges: string[] },
    current: { roleName: string; builtIn: boolean; holders: readonly string[] },
    actor: Actor,
  ): Promise<void> {
    roleDecider.decide({ type: 'UpdateRole', data: input }, { exists: true, roleId, builtIn: current.builtIn });
    await uniqueNames.rename(
      this.executor,
      'role',
      { from: current.roleName, to: input.roleName },
      roleId,
      actor,
      async () => {
        try {
          await roleCommands.handle(this.executor, roleId, { type: 'UpdateRole', data: input }, actor);
        } finally {
          await this.cache?.evict(current.holders);
        }
      },
    );
  }

  /**
   * `superAdmin`: the seed's first admin. `welcome`: an admin added from the admin screens, who is
   * e-mailed a link to choose their password.
   */
  async createAdminUser(
    input: Omit<NewUser, 'password'> & {
      password?: string;
      roleIds: string[];
      superAdmin?: boolean;
      welcome?: boolean;
    },
    actor: Actor,
  ): Promise<string> {
    const userId = newId();
    const email = await this.claimEmail(input.email, userId, actor);
    const passwordHash = await this.hasher.hashPlain(input.password ?? unusablePassword());
    const { firstName, lastName, roleIds, superAdmin } = input;
    const welcome = input.welcome ? { tokenId: newId(), now: this.clock.now() } : undefined;
    await userCommands.handle(
      this.executor,
      userId,
      {
        type: 'CreateAdminUser',
        data: { userId, email, firstName, lastName, passwordHash, roleIds, superAdmin, welcome },
      },
      actor,
    );
    return userId;
  }

  async updateAdminProfile(
    userId: string,
    input: { firstName: string; lastName: string },
    actor: Actor,
  ): Promise<void> {
    await userCommands.handle(this.executor, userId, { type: 'UpdateAdminProfile', data: input }, actor);
  }

  /**
   * Claims the new address, moves the account to it (a reader is sent a link to confirm it), then
   * frees the old one. A crash between the steps leaves the new address claimed by this account,
   * so doing it again finishes the move.
   */
  async changeEmail(userId: string, rawEmail: string, actor: Actor): Promise<void> {
    const email = await this.claimEmail(rawEmail, userId, actor);
    const { events } = await this.userCommand(
      userId,
      { type: 'ChangeEmail', data: { email, confirmation: { tokenId: newId(), now: this.clock.now() } } },
      actor,
    );
    const changed = events.find((event) => event.type === 'UserEmailChanged');
    if (changed)
      await emailClaimCommands.handle(
        this.executor,
        changed.data.previousEmail,
        { type: 'ReleaseEmail', data: { email: changed.data.previousEmail, userId } },
        actor,
      );
  }

  async changeRoles(userId: string, roleIds: string[], actor: Actor): Promise<void> {
    await this.userCommand(userId, { type: 'ChangeRoles', data: { roleIds } }, actor);
  }

  /** E-mails the account a reset link (an admin's doing); an account that may not sign in gets none. */
  async sendPasswordReset(userId: string, actor: Actor): Promise<void> {
    await userCommands.handle(
      this.executor,
      userId,
      { type: 'RequestPasswordReset', data: { tokenId: newId(), now: this.clock.now() } },
      actor,
    );
  }

  /** `security/expire-user-cache`: the next call of these users reads their account afresh. */
  async expireCachedUsers(userIds: readonly string[]): Promise<void> {
    await this.cache?.evict(userIds);
  }

  /**
   * `confirmation`: the reader registered themselves and is sent a confirmation link
   * (ReaderAccountService). `welcome`: an admin added them, and they are sent a link to choose their
   * password.
   */
  async registerReader(
    input: Omit<NewUser, 'password'> & {
      /** Chosen by the caller when it claimed something for the reader first (a provider account). */
      userId?: string;
      password?: string;
      title?: Title;
      emailConfirmed?: boolean;
      confirmation?: { tokenId: string; now: Date };
      referralUUID?: string;
      referredBy?: { referrerID: string; referralUUID: string };
      welcome?: boolean;
      phone?: string | null;
      readerGroupIds?: string[];
    },
    actor: Actor,
  ): Promise<string> {
    const userId = input.userId ?? newId();
    const email = await this.claimEmail(input.email, userId, actor);
    const passwordHash = await this.hasher.hashPlain(input.password ?? unusablePassword());
    await userCommands.handle(
      this.executor,
      userId,
      {
        type: 'RegisterReader',
        data: {
          userId,
          email,
          firstName: input.firstName,
          lastName: input.lastName,
          passwordHash,
          title: input.title ?? null,
          emailConfirmed: input.emailConfirmed ?? false,
          confirmation: input.confirmation,
          referralUUID: input.referralUUID,
          referredBy: input.referredBy,
          welcome: input.welcome ? { tokenId: newId(), now: this.clock.now() } : undefined,
          phone: input.phone,
          readerGroupIds: input.readerGroupIds,
        },
      },
      actor,
    );
    return userId;
  }

  async changeUserStatus(userId: string, status: UserStatus, actor: Actor): Promise<void> {
    await this.userCommand(userId, { type: 'ChangeStatus', data: { status } }, actor);
    if (status !== 'ACTIVE') await this.refreshTokens.revokeAllForUser(userId, this.clock.now());
  }

  /** An admin's change of a reader's status; INACTIVE or BLOCKED ends their sessions at once. Admin accounts are not readers. */
  async changeReaderStatus(readerID: string, status: UserStatus, actor: Actor): Promise<void> {
    const user = await this.users.findById(readerID);
    if (!user || user.user_type !== 'READER') throw new NotFoundError(Messages.readerNotFound, 'readerID');
    await this.changeUserStatus(readerID, status, actor);
  }

  readersPage(input: {
    searchKey?: string;
    status?: UserStatus;
    readerGroupID?: string;
    page: number;
    rows: number;
  }): Promise<Paged<AdminReaderRow>> {
    return this.users.pageReaders(input, this.clock.now());
  }

  async changeSubscriptionStatus(
    userId: string,
    status: 'ACTIVE' | 'INACTIVE' | 'INITIATED' | 'UNSUBSCRIBED',
    actor: Actor,
  ): Promise<void> {
    await this.userCommand(userId, { type: 'ChangeSubscriptionStatus', data: { status } }, actor);
  }

  /**
   * `deviceMark`: the known-device cookie the browser sent. From an address or browser the account
   * signed in from before, the owner is never held off by failures from elsewhere.
   */
  async login(
    username: string,
    password: string,
    ip: string,
    userAgent: string | null = null,
    deviceMark?: string,
  ): Promise<SessionResult> {
    const user = await this.users.findByEmail(username);
    const familiar =
      !!user &&
      (this.knownDevices.isMarked(user.user_id, deviceMark) ||
        (await this.loginHistory.hasSignedInFrom(user.user_id, ip)));
    const admission = await this.rateLimiter.admit(username, ip, { familiar });
    if (!admission.allowed) throw new RateLimitedError(Messages.tooManyAttempts, admission.retryAfterSeconds);
    const passwordMatches = await this.hasher.verifyPlain(user?.password_hash ?? (await this.dummyHash), password);
    if (!user || !passwordMatches) {
      await this.rateLimiter.recordFailure(username, ip);
      throw new UnauthorizedError(Messages.invalidCredentials);
    }
    // Only the right password learns why: a wrong one reads the same for every account.
    if (user.status !== 'ACTIVE') throw new UnauthorizedError(refusalForStatus(user.status));
    await this.rateLimiter.recordSuccess(username, ip);
    await this.loginHistory.record(user.user_id, 'PASSWORD', this.clock.now(), { ipAddress: ip, userAgent });
    return this.startSession(user, await this.refreshTokens.issue(user.user_id, this.clock.now()));
  }

  /**
   * Links a provider's account to a reader. When the provider vouched for an address the account
   * never confirmed, the account is taken over (the user decider): its password goes, and with it
   * every session and access token of whoever registered it.
   */
  async linkSocialIdentity(
    readerID: string,
    link: { provider: string; subject: string; email: string | null; emailVerified: boolean },
    actor: Actor,
  ) {
    const { provider, subject, email } = link;
    const verified = link.emailVerified
      ? { replacementPasswordHash: await this.hasher.hashPlain(unusablePassword()), tokenId: newId() }
      : undefined;
    const { events } = await this.userCommand(
      readerID,
      { type: 'LinkSocialIdentity', data: { provider, subject, email, verified } },
      actor,
    );
    if (events.some((event) => event.type === 'UserPasswordChanged'))
      await this.refreshTokens.revokeAllForUser(readerID, this.clock.now());
  }

  /** A reader whose provider vouched for them (OAuthSignInService): a session like a password sign-in's. */
  async signInWithProvider(userId: string, provider: string, origin: LoginOrigin): Promise<SessionResult> {
    const user = await this.users.findById(userId);
    if (!user) throw new UnauthorizedError(Messages.invalidCredentials);
    if (user.status !== 'ACTIVE') throw new UnauthorizedError(refusalForStatus(user.status));
    await this.loginHistory.record(user.user_id, 'OAUTH', this.clock.now(), origin, provider);
    return this.startSession(user, await this.refreshTokens.issue(user.user_id, this.clock.now()));
  }

  async refresh(cookieValue: string | undefined): Promise<SessionResult> {
    if (!cookieValue) throw new UnauthorizedError();
    const outcome = await this.refreshTokens.rotate(cookieValue, this.clock.now());
    if (outcome.kind !== 'rotated') throw new UnauthorizedError();
    const user = await this.users.findById(outcome.userId);
    if (!user || user.status !== 'ACTIVE') throw new UnauthorizedError();
    return this.startSession(user, outcome.next);
  }

  /** security/report-user-login: the app started with a kept session (counted once per half hour). */
  /** The cookie value that marks the browser a session started on as the account's (KnownDevices). */
  deviceMarkFor(userId: string): string {
    return this.knownDevices.markFor(userId);
  }

  async reportReturn(userId: string, origin: LoginOrigin): Promise<void> {
    await this.loginHistory.record(userId, 'RETURN', this.clock.now(), origin);
  }

  async logout(cookieValue: string | undefined): Promise<void> {
    if (cookieValue) await this.refreshTokens.revokeByCookie(cookieValue, this.clock.now());
  }

  /**
   * `oldPasswordDigest` is base64(SHA-1(old password)), as the spec has the browser send it. Every
   * other session of the account ends (its refresh tokens are revoked); the one whose refresh cookie
   * came with the change stays signed in.
   */
  async changePassword(
    userId: string,
    oldPasswordDigest: string,
    newPassword: string,
    actor: Actor,
    currentRefreshCookie?: string,
  ): Promise<void> {
    const user = await this.users.findById(userId);
    if (!user) throw new UnauthorizedError();
    if (!(await this.hasher.verifyDigest(user.password_hash, oldPasswordDigest))) {
      throw new ValidationError(Messages.wrongOldPassword, 'oldPassword');
    }
    const passwordHash = await this.hasher.hashPlain(newPassword);
    await this.userCommand(userId, { type: 'ChangePassword', data: { passwordHash } }, actor);
    await this.refreshTokens.revokeOtherSessions(userId, currentRefreshCookie, this.clock.now());
  }

  async loggedInUser(userId: string): Promise<LoggedInUser> {
    const user = await this.users.findById(userId);
    if (!user) throw new UnauthorizedError();
    return this.toLoggedInUser(user);
  }

  override load(userId: string): Promise<AuthenticatedUser | null> {
    return this.cache ? this.cache.get(userId, () => this.loadFresh(userId)) : this.loadFresh(userId);
  }

  /**
   * A command that changes what the guard checks (status, roles, plan): the cached user is evicted
   * once it is recorded (the executor waits for the read model first), and also when it fails
   * part-way, so nothing stale outlives the change.
   */
  private async userCommand(userId: string, command: UserCommand, actor: Actor) {
    try {
      return await userCommands.handle(this.executor, userId, command, actor);
    } finally {
      await this.cache?.evict([userId]);
    }
  }

  override async refusalOf(userId: string): Promise<string | undefined> {
    const user = await this.users.findById(userId);
    return user && user.status !== 'ACTIVE' ? refusalForStatus(user.status) : undefined;
  }

  private async loadFresh(userId: string): Promise<AuthenticatedUser | null> {
    const user = await this.users.findById(userId);
    return user && user.status === 'ACTIVE' ? authenticatedUserOf(user, this.clock.now()) : null;
  }

  /** A reader as the guard would see them, whatever their status: what admins look at on a reader's page. */
  async readerAsSignedIn(readerID: string): Promise<AuthenticatedUser> {
    const user = await this.users.findById(readerID);
    if (!user || user.user_type !== 'READER') throw new NotFoundError(Messages.readerNotFound, 'readerID');
    return authenticatedUserOf(user, this.clock.now());
  }

  private startSession(user: UserWithPrivileges, refreshToken: IssuedRefreshToken): SessionResult {
    const { token, expiresAt } = this.accessTokens.issue(user.user_id, user.user_type, user.token_version);
    return {
      accessToken: token,
      accessTokenExpiresAt: expiresAt,
      loggedInUser: this.toLoggedInUser(user),
      refreshToken,
    };
  }

  private async claimEmail(rawEmail: string, userId: string, actor: Actor): Promise<string> {
    const email = rawEmail.trim().toLowerCase();
    await emailClaimCommands.handle(this.executor, email, { type: 'ClaimEmail', data: { email, userId } }, actor);
    return email;
  }

  private toLoggedInUser(user: UserWithPrivileges): LoggedInUser {
    const sentAt = user.confirmation_sent_at;
    const linkExpired =
      !user.email_confirmed &&
      sentAt !== null &&
      this.clock.now().getTime() > sentAt.getTime() + this.confirmationHours * 3_600_000;
    return toLoggedInUser(user, linkExpired, this.clock.now());
  }
}

/** What a reader's subscription opens now (reader-subscription.ts); an admin holds none. */
function readerAccessOf(user: UserWithPrivileges, now: Date) {
  if (user.user_type !== 'READER')
    return subscriptionAccess({ status: null, pricingPlanID: null, periodEnd: null, trialEndsAt: null }, now);
  return subscriptionAccess(
    {
      status: user.subscription_status as ReaderPricingPlanStatus | null,
      pricingPlanID: user.pricing_plan_id,
      periodEnd: user.subscription_period_end,
      trialEndsAt: user.trial_ends_at,
    },
    now,
  );
}

/** The password of an account whose owner chooses theirs from a mailed link: never told to anyone. */
const unusablePassword = () => randomBytes(32).toString('base64url');

function authenticatedUserOf(user: UserWithPrivileges, now: Date): AuthenticatedUser {
  const access = readerAccessOf(user, now);
  return {
    userId: user.user_id,
    userType: user.user_type,
    email: user.email,
    privileges: user.user_type === 'ADMIN' ? user.privileges : [],
    tokenVersion: user.token_version,
    hasActiveSubscription: access.hasActiveSubscription,
    pricingPlanID: access.openPlanID,
    ...(access.changesAt ? { recheckAt: access.changesAt.toISOString() } : {}),
  };
}

function toLoggedInUser(user: UserWithPrivileges, hasConfirmationLinkExpired: boolean, now: Date): LoggedInUser {
  const access = readerAccessOf(user, now);
  return {
    user: {
      userType: user.user_type,
      userName: user.email,
      firstName: user.first_name,
      lastName: user.last_name,
      email: user.email,
      imageURI: user.image_uri,
      userRefID: user.user_id,
    },
    privileges: user.user_type === 'ADMIN' ? user.privileges : [],
    hasActiveSubscription: access.hasActiveSubscription,
    unSubscribedPlan: access.onTrial,
    emailConfirmed: user.email_confirmed,
    hasPricePlanSubscribed: access.status !== null,
    hasConfirmationLinkExpired,
    referralUUID: user.referral_uuid,
  };
}

/** What a blocked or inactive account is told when it signs in or calls with a token it still holds. */
function refusalForStatus(status: string): string {
  return status === 'BLOCKED' ? Messages.accountBlocked : Messages.accountInactive;
}
