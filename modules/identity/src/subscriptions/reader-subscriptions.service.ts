import type { Redis } from 'ioredis';
import type { PlanPeriodUnit } from '@notebook/contracts';
import { type Actor, type AppConfig, Clock, CommandExecutor, SYSTEM_ACTOR, redisKeyPrefix } from '@notebook/kernel';
import { AuthUserCache } from '../sessions/auth-user-cache';
import { type UserCommand, userCommands } from '../users/user.decider';
import type { ReaderSubscription } from './reader-subscription';

export type PaidPeriod = {
  paymentID: string;
  pricingPlanID: string;
  paidAt: Date;
  periodCount: number;
  periodUnit: PlanPeriodUnit;
};

/** A subscriber as billing charges, renews and writes to them. */
export type Subscriber = { email: string; firstName: string; subscription: ReaderSubscription };

/**
 * The reader's subscription on their user stream (reader-subscription.ts holds the rules): the trial,
 * a payment under way, paid periods, unsubscribing and lapsing. Each change evicts the guard's cached
 * copy of the reader, so what they may open changes on their next call. The billing module drives it,
 * from its API calls and from the worker's payment jobs.
 */
export class ReaderSubscriptions {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly clock: Clock,
    private readonly cache: AuthUserCache | null,
    private readonly trialDays: number,
  ) {}

  startTrial(readerID: string, pricingPlanID: string, actor: Actor) {
    return this.command(
      readerID,
      { type: 'StartPlanTrial', data: { pricingPlanID, now: this.clock.now(), trialDays: this.trialDays } },
      actor,
    );
  }

  recordPaymentInitiated(readerID: string, actor: Actor) {
    return this.command(readerID, { type: 'RecordPaymentInitiated', data: { now: this.clock.now() } }, actor);
  }

  /** Once per payment: a payment applied again (a duplicated webhook, a retried job) records nothing. */
  startPaidPeriod(readerID: string, period: PaidPeriod) {
    return this.command(readerID, { type: 'StartPaidPeriod', data: period }, SYSTEM_ACTOR);
  }

  unsubscribe(readerID: string, actor: Actor) {
    return this.command(readerID, { type: 'Unsubscribe', data: { now: this.clock.now() } }, actor);
  }

  resubscribe(readerID: string, actor: Actor) {
    return this.command(readerID, { type: 'Resubscribe', data: { now: this.clock.now() } }, actor);
  }

  /** A full refund of the payment behind the current period ends it (once; an older payment's refund changes nothing). */
  endRefundedPeriod(readerID: string, paymentID: string) {
    return this.command(
      readerID,
      { type: 'EndRefundedPeriod', data: { paymentID, now: this.clock.now() } },
      SYSTEM_ACTOR,
    );
  }

  /** The reader and their subscription as their user stream stands now (not the read model); null for no such user. */
  async subscriberOf(readerID: string): Promise<Subscriber | null> {
    const user = await userCommands.load(this.executor, readerID);
    return user.exists ? { email: user.email, firstName: user.firstName, subscription: user.subscription } : null;
  }

  /** The period's end job: INACTIVE unless a renewal moved the end on. */
  lapse(readerID: string) {
    return this.command(readerID, { type: 'LapseSubscription', data: { now: this.clock.now() } }, SYSTEM_ACTOR);
  }

  private async command(readerID: string, command: UserCommand, actor: Actor) {
    try {
      return await userCommands.handle(this.executor, readerID, command, actor);
    } finally {
      await this.cache?.evict([readerID]);
    }
  }
}

/** The guard's cache of signed-in users (the identity module's and the worker's share the keys). */
export function authUserCacheOf(redis: Redis, config: AppConfig, clock: Clock): AuthUserCache {
  return new AuthUserCache(
    redis,
    redisKeyPrefix(config.DATABASE_URL, 'auth-users'),
    config.AUTH_USER_CACHE_SECONDS,
    () => clock.now(),
  );
}

export function createReaderSubscriptions(deps: {
  executor: CommandExecutor;
  clock: Clock;
  redis: Redis;
  config: AppConfig;
}): ReaderSubscriptions {
  return new ReaderSubscriptions(
    deps.executor,
    deps.clock,
    authUserCacheOf(deps.redis, deps.config, deps.clock),
    deps.config.FREE_TRIAL_DAYS,
  );
}
