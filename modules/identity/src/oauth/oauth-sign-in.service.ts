import type { Redis } from 'ioredis';
import { Messages, type Title } from '@notebook/contracts';
import {
  type Actor,
  type Clock,
  type CommandExecutor,
  type OidcProviderConfig,
  VISITOR_ACTOR,
  newId,
} from '@notebook/kernel';
import type { IdentityService, SessionResult } from '../identity.service';
import type { UserQueries } from '../queries/user.queries';
import type { LoginOrigin } from '../sessions/login-history';
import { socialIdentityClaimCommands } from '../users/social-identity-claim.decider';
import { userCommands } from '../users/user.decider';
import { OidcClient, OidcError, type PendingSignIn, type VerifiedIdentity } from './oidc-client';

/** How long the provider may take to send the browser back. */
const PENDING_SECONDS = 600;

/** A failed sign-in, with the words /oauth2/redirect shows. */
export class SocialSignInError extends Error {}

export type SocialSignIn = { session: SessionResult; newReader: boolean };

/**
 * Sign-in with an OpenID Connect provider (issue 16). The start keeps the round trip's secrets
 * (state, nonce, PKCE verifier) in Redis under the state, once; the browser also carries the state
 * in a cookie, so a callback started elsewhere is refused. The callback signs in the reader who
 * linked this provider account; else links the reader with that address once the provider has
 * verified it (taking over an account whose address was never confirmed: IdentityService); else
 * creates a reader, who is asked for what the provider did not give.
 */
export class OAuthSignInService {
  private readonly clients: Map<string, OidcClient>;

  constructor(
    providers: readonly OidcProviderConfig[],
    publicBaseUrl: string,
    private readonly executor: CommandExecutor,
    private readonly identity: IdentityService,
    private readonly users: UserQueries,
    private readonly redis: Redis,
    private readonly keyPrefix: string,
    private readonly clock: Clock,
  ) {
    this.clients = new Map(
      providers.map((provider) => [
        provider.id,
        new OidcClient(provider, `${publicBaseUrl}/api/oauth2/callback/${provider.id}`, () => clock.now()),
      ]),
    );
  }

  providers(): { id: string; name: string }[] {
    return [...this.clients.values()].map((client) => ({ id: client.provider.id, name: client.provider.name }));
  }

  /** The provider's authorisation URL, and the state the browser's cookie must carry back. */
  async start(providerId: string): Promise<{ url: string; state: string }> {
    const client = this.client(providerId);
    const pending = OidcClient.newPending();
    await this.redis.set(this.key(pending.state), JSON.stringify({ providerId, ...pending }), 'EX', PENDING_SECONDS);
    return { url: await client.authorizationUrl(pending), state: pending.state };
  }

  async complete(
    providerId: string,
    input: { code?: string; state?: string; cookieState?: string; error?: string },
    origin: LoginOrigin,
  ): Promise<SocialSignIn> {
    const client = this.client(providerId);
    if (input.error) throw new SocialSignInError(Messages.socialSignInFailed);
    if (!input.state || !input.code || input.state !== input.cookieState)
      throw new SocialSignInError(Messages.socialSignInExpired);
    const stored = await this.redis.getdel(this.key(input.state));
    const pending = stored ? (JSON.parse(stored) as PendingSignIn & { providerId: string }) : null;
    if (!pending || pending.providerId !== providerId) throw new SocialSignInError(Messages.socialSignInExpired);
    let identity: VerifiedIdentity;
    try {
      identity = await client.complete(input.code, pending);
    } catch (error) {
      if (error instanceof OidcError || error instanceof TypeError)
        throw new SocialSignInError(Messages.socialSignInFailed);
      throw error;
    }
    const { readerID, newReader } = await this.readerFor(providerId, identity);
    return { session: await this.identity.signInWithProvider(readerID, providerId, origin), newReader };
  }

  /** reader/updateSocialReaderInfo: the title and names a provider did not give. */
  async completeProfile(
    readerID: string,
    input: { title: Title; firstName: string; lastName: string },
    actor: Actor,
  ): Promise<void> {
    await userCommands.handle(this.executor, readerID, { type: 'UpdateReaderProfile', data: input }, actor);
  }

  private async readerFor(
    provider: string,
    identity: VerifiedIdentity,
  ): Promise<{ readerID: string; newReader: boolean }> {
    const linked = await this.users.userBySocialIdentity(provider, identity.subject);
    if (linked) return { readerID: linked, newReader: false };
    if (!identity.email) throw new SocialSignInError(Messages.socialEmailMissing);
    const existing = await this.users.findByEmail(identity.email);
    if (existing && existing.user_type !== 'READER') throw new SocialSignInError(Messages.socialSignInReadersOnly);
    // Linking to an account someone else registered needs the provider's word that the address is theirs.
    if (existing && !identity.emailVerified) throw new SocialSignInError(Messages.socialEmailNotVerified);
    const candidate = existing?.user_id ?? newId();
    const owner = await this.claim(provider, identity.subject, candidate);
    if (owner !== candidate) return { readerID: await this.created(owner), newReader: false };
    if (!existing) await this.createReader(candidate, identity);
    await this.identity.linkSocialIdentity(
      candidate,
      { provider, subject: identity.subject, email: identity.email, emailVerified: identity.emailVerified },
      VISITOR_ACTOR,
    );
    return { readerID: candidate, newReader: !existing };
  }

  /** Another callback claimed the provider account a moment ago and is still creating its reader. */
  private async created(readerID: string): Promise<string> {
    for (let attempt = 0; attempt < 100; attempt++) {
      if (await this.users.findById(readerID)) return readerID;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new SocialSignInError(Messages.socialSignInFailed);
  }

  private async claim(provider: string, subject: string, userId: string): Promise<string> {
    const { state } = await socialIdentityClaimCommands.handle(
      this.executor,
      `${provider}-${subject}`,
      { type: 'ClaimSocialIdentity', data: { provider, subject, userId } },
      VISITOR_ACTOR,
    );
    return (state as { claimedBy: string }).claimedBy;
  }

  private async createReader(readerID: string, identity: VerifiedIdentity): Promise<void> {
    try {
      await this.identity.registerReader(
        {
          userId: readerID,
          email: identity.email!,
          firstName: identity.givenName ?? '',
          lastName: identity.familyName ?? '',
          emailConfirmed: identity.emailVerified,
          // An address the provider has not verified is confirmed as a registration's is.
          confirmation: identity.emailVerified ? undefined : { tokenId: newId(), now: this.clock.now() },
        },
        VISITOR_ACTOR,
      );
    } catch (error) {
      // The address was registered with a password meanwhile: that reader links next time, once verified.
      if ((error as Error).message === Messages.emailAlreadyRegistered)
        throw new SocialSignInError(Messages.emailAlreadyRegistered);
      throw error;
    }
  }

  private client(providerId: string): OidcClient {
    const client = this.clients.get(providerId);
    if (!client) throw new SocialSignInError(Messages.unknownProvider);
    return client;
  }

  private key(state: string): string {
    return `${this.keyPrefix}:oauth:${state}`;
  }
}
