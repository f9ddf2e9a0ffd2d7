import { DynamicModule, Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { Messages } from '@notebook/contracts';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { Pool } from 'pg';
import { AccessTokenService } from '../auth/access-token.service';
import { AccessRuleCheck } from '../auth/route-table';
import { Clock } from '../clock/clock';
import { CommandExecutor, ProjectionAwaiter } from '../commands/command-executor';
import { type AppConfig, redisKeyPrefix } from '../config';
import { RATE_RULES, RateLimitGuard, type RateRules } from '../rate-limit/rate-limited.decorator';
import { RateLimiter } from '../rate-limit/rate-limiter';
import type { EventStore } from '../event-store/event-store';
import { EventSchemaRegistry } from '../events/event-schema-registry';
import { JobQueue } from '../jobs/job-queue';
import { ImageUrlSigner } from '../html/image-url-signer';
import { LivePush } from '../live/live-push';

/** Injection tokens for resources that are not classes of ours. */
export const DATABASE = Symbol('DATABASE');
export const PG_POOL = Symbol('PG_POOL');
export const EVENT_STORE = Symbol('EVENT_STORE');
export const REDIS = Symbol('REDIS');
export const APP_CONFIG = Symbol('APP_CONFIG');

/** Everything a composition root (the API, a test) builds once and hands to the modules. */
export type KernelResources = {
  config: AppConfig;
  pool: Pool;
  // The kernel does not know the read-model schema; modules inject DATABASE as Kysely<Database>.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  db: Kysely<any>;
  eventStore: EventStore;
  /** Every event type the application records (the modules' lists, registered by the composition root). */
  eventSchemas: EventSchemaRegistry;
  redis: Redis;
  clock: Clock;
  projectionAwaiter: ProjectionAwaiter | null;
  /** Where services schedule work for the worker (BullMQ on Redis). */
  jobs: JobQueue;
  /** Messages pushed live to a user's open tabs, through whichever API process holds their sockets. */
  livePush: LivePush;
};

@Global()
@Module({})
export class KernelModule {
  static forRoot(resources: KernelResources): DynamicModule {
    return {
      module: KernelModule,
      imports: [DiscoveryModule],
      providers: [
        AccessRuleCheck,
        { provide: APP_CONFIG, useValue: resources.config },
        { provide: PG_POOL, useValue: resources.pool },
        { provide: DATABASE, useValue: resources.db },
        { provide: EVENT_STORE, useValue: resources.eventStore },
        { provide: REDIS, useValue: resources.redis },
        { provide: Clock, useValue: resources.clock },
        { provide: JobQueue, useValue: resources.jobs },
        { provide: LivePush, useValue: resources.livePush },
        // What replays the log outside the runner (as-of reports) upcasts with.
        { provide: EventSchemaRegistry, useValue: resources.eventSchemas },
        {
          provide: CommandExecutor,
          useValue: new CommandExecutor(
            resources.eventStore,
            resources.eventSchemas,
            resources.projectionAwaiter,
            resources.clock,
          ),
        },
        { provide: AccessTokenService, useValue: new AccessTokenService(resources.config.jwtSecret, resources.clock) },
        { provide: ImageUrlSigner, useValue: new ImageUrlSigner(resources.config.jwtSecret) },
        {
          provide: RateLimiter,
          useValue: new RateLimiter(resources.redis, redisKeyPrefix(resources.config.DATABASE_URL, 'limits')),
        },
        { provide: RATE_RULES, useValue: rateRulesOf(resources.config) },
        RateLimitGuard,
      ],
      exports: [
        APP_CONFIG,
        PG_POOL,
        DATABASE,
        EVENT_STORE,
        REDIS,
        Clock,
        JobQueue,
        LivePush,
        EventSchemaRegistry,
        CommandExecutor,
        AccessTokenService,
        ImageUrlSigner,
        RateLimiter,
        RATE_RULES,
        RateLimitGuard,
      ],
    };
  }
}

/** The limits of the `@RateLimited` buckets, from the configuration. */
function rateRulesOf(config: AppConfig): RateRules {
  return {
    search: { limit: config.SEARCHES_PER_MINUTE, windowSeconds: 60, message: Messages.tooManySearches },
    'account-mail': {
      limit: config.ACCOUNT_EMAILS_PER_HOUR,
      windowSeconds: 3600,
      message: Messages.tooManyAccountEmails,
    },
  };
}
