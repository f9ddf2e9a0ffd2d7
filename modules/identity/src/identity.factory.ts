import type { Kysely } from 'kysely';
import { AccessTokenService, Clock, CommandExecutor, RateLimiter } from '@notebook/kernel';
import type { Database } from '@notebook/read-models';
import { IdentityService } from './identity.service';
import type { AccountLinks } from './accounts/account-links';
import type { AccountMailSettings } from './accounts/account-mails';
import { ReaderAccountService } from './accounts/reader-account.service';
import { PasswordHasher } from './passwords/password-hasher';
import { DEFAULT_LOGIN_RATE_LIMITS, LoginRateLimiter, LoginRateLimits } from './sessions/login-rate-limiter';
import { RefreshTokenStore } from './sessions/refresh-token.store';
import { UserQueries } from './queries/user.queries';

export type IdentityDependencies = {
  executor: CommandExecutor;
  db: Kysely<Database>;
  accessTokens: AccessTokenService;
  rateLimiter: RateLimiter;
  clock: Clock;
  rateLimits?: LoginRateLimits;
  confirmationHours?: number;
};

/** The reader's own account calls (register, confirm, reset), over the same repositories. */
export function createReaderAccountService(deps: IdentityDependencies & { identity: IdentityService; links: AccountLinks; settings: AccountMailSettings }) {
  return new ReaderAccountService(
    deps.executor,
    deps.identity,
    new UserQueries(deps.db),
    new RefreshTokenStore(deps.db),
    new PasswordHasher(),
    deps.links,
    deps.clock,
    deps.settings,
  );
}

/** Builds the identity service with its repositories; the Nest module and scripts share this. */
export function createIdentityService(deps: IdentityDependencies): IdentityService {
  return new IdentityService(
    deps.executor,
    new UserQueries(deps.db),
    new RefreshTokenStore(deps.db),
    deps.accessTokens,
    new LoginRateLimiter(deps.rateLimiter, deps.rateLimits ?? DEFAULT_LOGIN_RATE_LIMITS),
    new PasswordHasher(),
    deps.clock,
    deps.confirmationHours,
  );
}
