import { CanActivate, ExecutionContext, Inject, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { RateLimitedError } from '../errors/domain-errors';
import { routeMetadataOnce } from '../http/route-metadata';
import { type RateRule, RateLimiter } from './rate-limiter';

const RATE_LIMIT = Symbol('RATE_LIMIT');
/** The limits of `@RateLimited` routes by bucket, built from the configuration by the kernel module. */
export const RATE_RULES = Symbol('RATE_RULES');
/** A bucket's limit and what a refused caller is told. */
export type RateRules = Record<string, RateRule & { message: string }>;

/** Limits how often one address may call this route: the bucket's rule in `RATE_RULES`, counted per address. */
export const RateLimited = (bucket: string) => SetMetadata(RATE_LIMIT, bucket);

/** Refuses a call over its route's limit with 429, `Retry-After` and the bucket's message in the envelope. */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limiter: RateLimiter,
    @Inject(RATE_RULES) private readonly rules: RateRules,
  ) {}

  private readonly bucketOf = routeMetadataOnce((handler, controller) =>
    this.reflector.getAllAndOverride<string | undefined>(RATE_LIMIT, [handler as never, controller as never]),
  );

  canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    const bucket = this.bucketOf(context);
    return bucket ? this.admit(bucket, context) : true;
  }

  private async admit(bucket: string, context: ExecutionContext): Promise<boolean> {
    const rule = this.rules[bucket];
    if (!rule) throw new Error(`No rate rule for the bucket '${bucket}'`);
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const admission = await this.limiter.hit(bucket, request.ip, rule);
    if (!admission.allowed) throw new RateLimitedError(rule.message, admission.retryAfterSeconds);
    return true;
  }
}
