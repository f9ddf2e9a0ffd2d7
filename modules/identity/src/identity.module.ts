import { Module } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import { APP_CONFIG, AccessTokenService, type AppConfig, AuthUserLoader, Clock, CommandExecutor, DATABASE, REDIS, redisKeyPrefix } from '@notebook/kernel';
import type { Database } from '@notebook/read-models';
import { AuthController } from './http/auth.controller';
import { createIdentityService } from './identity.factory';
import { IdentityService } from './identity.service';
import { DEFAULT_LOGIN_RATE_LIMITS, LoginRateLimits } from './sessions/login-rate-limiter';

export const LOGIN_RATE_LIMIT_OPTIONS = Symbol('LOGIN_RATE_LIMIT_OPTIONS');
export type LoginRateLimitOptions = { limits: LoginRateLimits; keyPrefix: string };

@Module({
  controllers: [AuthController],
  providers: [
    {
      provide: LOGIN_RATE_LIMIT_OPTIONS,
      inject: [APP_CONFIG],
      // Keyed by database, so several deployments (or test databases) can share one Redis.
      useFactory: (config: AppConfig): LoginRateLimitOptions => ({
        limits: { ...DEFAULT_LOGIN_RATE_LIMITS, failuresPerAccount: config.LOGIN_FAILURES_PER_ACCOUNT, attemptsPerIp: config.LOGIN_ATTEMPTS_PER_IP },
        keyPrefix: redisKeyPrefix(config.DATABASE_URL, 'login'),
      }),
    },
    {
      provide: IdentityService,
      inject: [CommandExecutor, DATABASE, AccessTokenService, REDIS, Clock, LOGIN_RATE_LIMIT_OPTIONS],
      useFactory: (
        executor: CommandExecutor,
        db: Kysely<Database>,
        accessTokens: AccessTokenService,
        redis: Redis,
        clock: Clock,
        rate: LoginRateLimitOptions,
      ) => createIdentityService({ executor, db, accessTokens, redis, clock, rateLimits: rate.limits, rateLimitKeyPrefix: rate.keyPrefix }),
    },
    { provide: AuthUserLoader, useExisting: IdentityService },
  ],
  exports: [IdentityService, AuthUserLoader],
})
export class IdentityModule {}
