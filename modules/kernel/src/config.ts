import { z } from 'zod';

const environment = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATABASE_URL: z.string().default('postgres://postgres@127.0.0.1:5432/notebook'),
  REDIS_URL: z.string().default('redis://127.0.0.1:6379'),
  EVENTSTORE_URL: z.string().optional(),
  JWT_SECRET: z.string().min(16).optional(),
  ADMIN_EMAIL: z.string().default('admin@notebook.test'),
  ADMIN_PASSWORD: z.string().optional(),
  /** Set when behind a load balancer: then X-Forwarded-For names the client (else it could be forged). */
  TRUST_PROXY: z.enum(['true', 'false']).default('false').transform((value) => value === 'true'),
  LOGIN_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
  LOGIN_ATTEMPTS_PER_IP: z.coerce.number().int().min(1).default(30),
  /** Where uploaded files (PDFs on notes) are stored; created on start. */
  UPLOAD_DIR: z.string().min(1).default('./var/uploads'),
  /** Support contact details the public footer shows; empty hides them. */
  SUPPORT_EMAIL: z.string().default('support@notebook.test'),
  SUPPORT_PHONE: z.string().default('+61 2 9000 0000'),
  /** The external social group link in the footer (spec section 9); unset hides it. */
  SOCIAL_GROUP_URL: z.url().optional(),
  /** Contact Us messages one address may send per hour. */
  CONTACT_MESSAGES_PER_HOUR: z.coerce.number().int().min(1).default(5),
});

export type AppConfig = z.infer<typeof environment> & { jwtSecret: string };

/** Reads and checks the environment once at start-up; a bad value stops the process with a reason. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = environment.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${problems.join('\n')}`);
  }
  const config = parsed.data;
  if (config.NODE_ENV === 'production' && !config.JWT_SECRET) {
    throw new Error('JWT_SECRET must be set (at least 16 characters) when NODE_ENV=production');
  }
  return { ...config, jwtSecret: config.JWT_SECRET ?? 'development-only-secret-change-me' };
}

/**
 * The prefix for one feature's Redis keys (e.g. rate-limit counters): keyed by database, so several
 * deployments, or the test suite's per-file databases, can share one Redis.
 */
export function redisKeyPrefix(databaseUrl: string, feature: string): string {
  const databaseName = decodeURIComponent(new URL(databaseUrl).pathname.slice(1)) || 'default';
  return `notebook:${databaseName}:${feature}`;
}
