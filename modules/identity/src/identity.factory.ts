import type { Kysely } from 'kysely';
import { AccessTokenService, Clock, CommandExecutor, RateLimiter } from '@notebook/kernel';
import type { Database } from '@notebook/read-models';
import { IdentityService } from './identity.service';
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
};

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
  );
}
