import type { Kysely } from 'kysely';
import type { Redis } from 'ioredis';
import {
  AccessTokenService,
  type AppConfig,
  Clock,
  CommandExecutor,
  RateLimiter,
  redisKeyPrefix,
} from '@notebook/kernel';
import { OAuthSignInService } from './oauth/oauth-sign-in.service';
import type { Database } from '@notebook/read-models';
import { IdentityService } from './identity.service';
import type { AccountLinks } from './accounts/account-links';
import type { AccountMailSettings } from './accounts/account-mails';
import { ReaderAccountService } from './accounts/reader-account.service';
import { PasswordHasher } from './passwords/password-hasher';
import { DEFAULT_LOGIN_RATE_LIMITS, LoginRateLimiter, LoginRateLimits } from './sessions/login-rate-limiter';
import { RefreshTokenStore } from './sessions/refresh-token.store';
import { UserQueries } from './queries/user.queries';
import { AdminQueries } from './queries/admin.queries';
import { AdminAccountsService } from './admins/admin-accounts.service';
import type { AuthUserCache } from './sessions/auth-user-cache';
import { LoginHistory } from './sessions/login-history';
import { KnownDevices } from './sessions/known-devices';
import { ReaderAdminQueries } from './queries/reader-admin.queries';
import { AdminReadersService } from './readers/admin-readers.service';

export type IdentityDependencies = {
  executor: CommandExecutor;
  db: Kysely<Database>;
  accessTokens: AccessTokenService;
  rateLimiter: RateLimiter;
  clock: Clock;
  rateLimits?: LoginRateLimits;
  confirmationHours?: number;
  /** The guard's cache of signed-in users; scripts go without. */
  cache?: AuthUserCache;
  /** Signs the known-device cookie (JWT_SECRET); scripts go without, and recognise no browser. */
  deviceSecret?: string;
};

/** The reader's own account calls (register, confirm, reset), over the same repositories. */
export function createReaderAccountService(
  deps: IdentityDependencies & { identity: IdentityService; links: AccountLinks; settings: AccountMailSettings },
) {
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
    new LoginHistory(deps.db),
    new KnownDevices(deps.deviceSecret),
    deps.clock,
    deps.confirmationHours,
    deps.cache ?? null,
  );
}

/** Roles and admin users for the admin screens, over the identity service's writes. */
export function createAdminAccountsService(deps: {
  db: Kysely<Database>;
  identity: IdentityService;
}): AdminAccountsService {
  const users = new UserQueries(deps.db);
  return new AdminAccountsService(deps.identity, new AdminQueries(deps.db, users), users);
}

/** Admins' readers and reader groups, over the identity service's writes. */
export function createAdminReadersService(deps: {
  executor: CommandExecutor;
  db: Kysely<Database>;
  identity: IdentityService;
  clock: Clock;
}): AdminReadersService {
  return new AdminReadersService(
    deps.executor,
    deps.identity,
    new ReaderAdminQueries(deps.db, deps.clock),
    new LoginHistory(deps.db),
  );
}

/** Sign-in with the OpenID Connect providers of OIDC_PROVIDERS. */
export function createOAuthSignInService(deps: {
  config: AppConfig;
  executor: CommandExecutor;
  db: Kysely<Database>;
  identity: IdentityService;
  redis: Redis;
  clock: Clock;
}) {
  const { config } = deps;
  return new OAuthSignInService(
    config.OIDC_PROVIDERS,
    config.PUBLIC_BASE_URL,
    deps.executor,
    deps.identity,
    new UserQueries(deps.db),
    deps.redis,
    redisKeyPrefix(config.DATABASE_URL, 'oauth'),
    deps.clock,
  );
}
