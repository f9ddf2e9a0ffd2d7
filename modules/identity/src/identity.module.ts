import { join } from 'node:path';
import { Module } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { Redis } from 'ioredis';
import {
  APP_CONFIG,
  AccessTokenService,
  type AppConfig,
  AuthUserLoader,
  Clock,
  CommandExecutor,
  DATABASE,
  REDIS,
  RateLimiter,
  defineModule,
} from '@notebook/kernel';
import type { Database, Projection } from '@notebook/read-models';
import { AuthController } from './http/auth.controller';
import { accountLinksOf, accountMailSettingsOf } from './accounts/account-settings';
import { ReaderAccountService } from './accounts/reader-account.service';
import { ReaderAccountController } from './http/reader-account.controller';
import { AdminReaderController } from './http/admin-reader.controller';
import {
  createAdminAccountsService,
  createAdminReadersService,
  createIdentityService,
  createOAuthSignInService,
  createReaderAccountService,
} from './identity.factory';
import { OAuthSignInService } from './oauth/oauth-sign-in.service';
import { OAuthController } from './http/oauth.controller';
import { AdminReadersService } from './readers/admin-readers.service';
import { AdminReaderGroupController } from './http/admin-reader-group.controller';
import { AdminAccountsService } from './admins/admin-accounts.service';
import { AdminRoleController } from './http/admin-role.controller';
import { AdminUserController } from './http/admin-user.controller';
import {
  ReaderSubscriptions,
  authUserCacheOf,
  createReaderSubscriptions,
} from './subscriptions/reader-subscriptions.service';
import { IdentityService } from './identity.service';
import { UserQueries } from './queries/user.queries';
import { UserDirectory } from './queries/user-directory.queries';
import { DEFAULT_LOGIN_RATE_LIMITS, LoginRateLimits } from './sessions/login-rate-limiter';
import { identityEventSchemas } from './identity.event-schemas';
import { identityProjection } from './projections/identity.projection';
import { accountMailScheduler } from './accounts/account-mails';
// The module's own tables join the application's one Database type (read-model/schema.ts augments it).
import type {} from './read-model/schema';
import { identitySeed } from './seed/identity.seed';

const loginLimitsOf = (config: AppConfig): LoginRateLimits => ({
  ...DEFAULT_LOGIN_RATE_LIMITS,
  failuresPerAccount: config.LOGIN_FAILURES_PER_ACCOUNT,
  failuresPerAccountAllAddresses: config.LOGIN_FAILURES_PER_ACCOUNT_ALL_ADDRESSES,
  attemptsPerIp: config.LOGIN_ATTEMPTS_PER_IP,
});

@Module({
  controllers: [
    AuthController,
    ReaderAccountController,
    AdminReaderController,
    AdminRoleController,
    AdminUserController,
    AdminReaderGroupController,
    OAuthController,
  ],
  providers: [
    {
      provide: ReaderSubscriptions,
      inject: [CommandExecutor, Clock, REDIS, APP_CONFIG],
      useFactory: (executor: CommandExecutor, clock: Clock, redis: Redis, config: AppConfig) =>
        createReaderSubscriptions({ executor, clock, redis, config }),
    },
    {
      provide: IdentityService,
      inject: [CommandExecutor, DATABASE, AccessTokenService, RateLimiter, Clock, APP_CONFIG, REDIS],
      useFactory: (
        executor: CommandExecutor,
        db: Kysely<Database>,
        accessTokens: AccessTokenService,
        rateLimiter: RateLimiter,
        clock: Clock,
        config: AppConfig,
        redis: Redis,
      ) =>
        createIdentityService({
          executor,
          db,
          accessTokens,
          rateLimiter,
          clock,
          rateLimits: loginLimitsOf(config),
          confirmationHours: config.EMAIL_CONFIRMATION_HOURS,
          cache: authUserCacheOf(redis, config, clock),
          deviceSecret: config.jwtSecret,
        }),
    },
    {
      provide: AdminAccountsService,
      inject: [DATABASE, IdentityService],
      useFactory: (db: Kysely<Database>, identity: IdentityService) => createAdminAccountsService({ db, identity }),
    },
    {
      provide: ReaderAccountService,
      inject: [CommandExecutor, DATABASE, AccessTokenService, RateLimiter, Clock, APP_CONFIG, IdentityService],
      useFactory: (
        executor: CommandExecutor,
        db: Kysely<Database>,
        accessTokens: AccessTokenService,
        rateLimiter: RateLimiter,
        clock: Clock,
        config: AppConfig,
        identity: IdentityService,
      ) =>
        createReaderAccountService({
          executor,
          db,
          accessTokens,
          rateLimiter,
          clock,
          identity,
          links: accountLinksOf(config),
          settings: accountMailSettingsOf(config),
        }),
    },
    {
      provide: AdminReadersService,
      inject: [CommandExecutor, DATABASE, IdentityService, Clock],
      useFactory: (executor: CommandExecutor, db: Kysely<Database>, identity: IdentityService, clock: Clock) =>
        createAdminReadersService({ executor, db, identity, clock }),
    },
    {
      provide: OAuthSignInService,
      inject: [APP_CONFIG, CommandExecutor, DATABASE, IdentityService, REDIS, Clock],
      useFactory: (
        config: AppConfig,
        executor: CommandExecutor,
        db: Kysely<Database>,
        identity: IdentityService,
        redis: Redis,
        clock: Clock,
      ) => createOAuthSignInService({ config, executor, db, identity, redis, clock }),
    },
    { provide: AuthUserLoader, useExisting: IdentityService },
    // Other modules ask it for users' names and subscriptions instead of reading user_account.
    { provide: UserQueries, inject: [DATABASE], useFactory: (db: Kysely<Database>) => new UserQueries(db) },
    { provide: UserDirectory, inject: [DATABASE], useFactory: (db: Kysely<Database>) => new UserDirectory(db) },
  ],
  exports: [
    IdentityService,
    ReaderSubscriptions,
    AuthUserLoader,
    ReaderAccountService,
    AdminAccountsService,
    AdminReadersService,
    UserDirectory,
  ],
})
export class IdentityModule {}

/** Identity (accounts, sessions, roles, readers, subscriptions) as the application composes it. */
export const identityDefinition = defineModule<Projection>({
  name: 'identity',
  migrations: join(__dirname, 'read-model', 'migrations'),
  nest: IdentityModule,
  eventSchemas: identityEventSchemas,
  projections: [identityProjection],
  reactors: (jobs, config) => [accountMailScheduler(jobs, accountLinksOf(config), accountMailSettingsOf(config))],
  seed: identitySeed,
});
