import { Module } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import { AccessTokenService, AuthUserLoader, Clock, CommandExecutor, DATABASE, REDIS } from '@notebook/kernel';
import type { Database } from '@notebook/read-models';
import { AuthController } from './http/auth.controller';
import { IdentityService } from './identity.service';
import { PasswordHasher } from './passwords/password-hasher';
import { DEFAULT_LOGIN_RATE_LIMITS, LoginRateLimiter, LoginRateLimits } from './sessions/login-rate-limiter';
import { RefreshTokensRepository } from './sessions/refresh-tokens.repository';
import { UsersRepository } from './users/users.repository';

export const LOGIN_RATE_LIMITS = Symbol('LOGIN_RATE_LIMITS');
export const LOGIN_RATE_LIMIT_PREFIX = Symbol('LOGIN_RATE_LIMIT_PREFIX');

@Module({
  controllers: [AuthController],
  providers: [
    { provide: LOGIN_RATE_LIMITS, useValue: DEFAULT_LOGIN_RATE_LIMITS },
    { provide: LOGIN_RATE_LIMIT_PREFIX, useValue: 'notebook:login' },
    {
      provide: IdentityService,
      inject: [CommandExecutor, DATABASE, AccessTokenService, REDIS, Clock, LOGIN_RATE_LIMITS, LOGIN_RATE_LIMIT_PREFIX],
      useFactory: (executor: CommandExecutor, db: Kysely<Database>, tokens: AccessTokenService, redis: Redis, clock: Clock, limits: LoginRateLimits, prefix: string) =>
        new IdentityService(executor, new UsersRepository(db), new RefreshTokensRepository(db), tokens, new LoginRateLimiter(redis, limits, prefix), new PasswordHasher(), clock),
    },
    { provide: AuthUserLoader, useExisting: IdentityService },
  ],
  exports: [IdentityService, AuthUserLoader],
})
export class IdentityModule {}
