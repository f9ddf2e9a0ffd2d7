import { isIP } from 'node:net';
import { z } from 'zod';
import { QuestionBankLimits, newPasswordField } from '@notebook/contracts';

/** The development database; outside development and test DATABASE_URL must be set. */
const DEVELOPMENT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/notebook';
const oidcProviders = z.array(
  z.strictObject({
    id: z.string().regex(/^[a-z0-9-]{1,30}$/),
    name: z.string().min(1).max(50),
    issuer: z.url(),
    clientId: z.string().min(1),
    clientSecret: z.string().min(1),
  }),
);
export type OidcProviderConfig = z.infer<typeof oidcProviders>[number];

/** Signs development access tokens only; outside development and test JWT_SECRET must be set. */
const DEVELOPMENT_JWT_SECRET = 'development-only-secret-change-me';
/** The least JWT_SECRET length in bytes outside development and test (HS256 wants 256 bits). */
export const PRODUCTION_JWT_SECRET_MIN_BYTES = 32;

/**
 * TRUST_PROXY names which proxies may speak for the client in X-Forwarded-For: a hop count
 * ("1": the load balancer in front of us) or the proxies' addresses and CIDR ranges, comma
 * separated. Unset, "false" or "0" trusts no one. "true" (trust every hop) is refused: a client could
 * then put any address in X-Forwarded-For and dodge the per-address limits.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((value, context): false | number | string[] => {
    const text = (value ?? '').trim();
    if (text === '' || text === 'false' || text === '0') return false;
    if (/^\d+$/.test(text)) return Number(text);
    const addresses = text
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    const bad = addresses.filter((address) => !isNarrowEnough(address));
    if (text === 'true' || bad.length > 0) {
      context.addIssue({
        code: 'custom',
        message: `must be a hop count (e.g. 1) or the proxies' addresses or CIDR ranges (not /0), comma separated (got ${JSON.stringify(text)})`,
      });
      return z.NEVER;
    }
    return addresses;
  });

/**
 * An address, or a CIDR range that is not everyone: `0.0.0.0/0` and `::/0` (any /0) trust every
 * hop as `true` would, so they are refused; a prefix longer than the address is malformed.
 */
function isNarrowEnough(entry: string): boolean {
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address!);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  const bits = Number(prefix);
  return bits >= 1 && bits <= (family === 4 ? 32 : 128);
}

/**
 * The application property msqAnswerOptions (spec section 3): the most answers of an MSQ question,
 * default 24, capped by the A..Z labels; anything but a whole number of at least 1 means the default.
 */
const msqAnswerOptions = z
  .string()
  .optional()
  .transform((value): number => {
    const configured = Number(value ?? QuestionBankLimits.defaultMsqAnswerOptions);
    const valid = Number.isInteger(configured) && configured >= 1;
    return valid
      ? Math.min(configured, QuestionBankLimits.msqAnswerOptionsCeiling)
      : QuestionBankLimits.defaultMsqAnswerOptions;
  });

const environment = z.object({
  /** Unset means development: the demo seed, an insecure refresh cookie and development secrets. */
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATABASE_URL: z.string().min(1).optional(),
  REDIS_URL: z.string().default('redis://127.0.0.1:6379'),
  EVENTSTORE_URL: z.string().optional(),
  JWT_SECRET: z.string().min(16).optional(),
  ADMIN_EMAIL: z.string().default('admin@notebook.test'),
  ADMIN_PASSWORD: z.string().min(1).optional(),
  TRUST_PROXY: trustProxy,
  /** Wrong passwords for one account from one address before that address is held off it (1 min, doubling to 1 h). */
  LOGIN_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
  /** Wrong passwords for one account from all addresses in 15 minutes before the account is held off for the rest of them. */
  LOGIN_FAILURES_PER_ACCOUNT_ALL_ADDRESSES: z.coerce.number().int().min(1).default(100),
  LOGIN_ATTEMPTS_PER_IP: z.coerce.number().int().min(1).default(30),
  /** Searches one address may run per minute (the public and reader search). */
  /** Readiness (`GET /api/health/ready`) fails while a read model trails the log by more events than this. */
  READ_MODELS_MAX_EVENTS_BEHIND: z.coerce.number().int().min(0).default(1000),
  SEARCHES_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  /** PDFs one reader may keep on their notes, and their total size in MiB. */
  READER_UPLOAD_MAX_FILES: z.coerce.number().int().min(1).default(100),
  READER_UPLOAD_MAX_MIB: z.coerce.number().int().min(1).default(200),
  /** Where uploaded files (PDFs on notes) are stored; created on start. */
  UPLOAD_DIR: z.string().min(1).default('./var/uploads'),
  /** Support contact details the public footer shows; empty hides them. */
  SUPPORT_EMAIL: z.string().default('support@notebook.test'),
  SUPPORT_PHONE: z.string().default('+61 2 9000 0000'),
  /** The external social group link in the footer (spec section 9); unset hides it. */
  SOCIAL_GROUP_URL: z.url().optional(),
  /** Contact Us messages one address may send per hour. */
  CONTACT_MESSAGES_PER_HOUR: z.coerce.number().int().min(1).default(5),
  MSQ_ANSWER_OPTIONS: msqAnswerOptions,
  /** KFP(MSQ) marking: what each option chosen beyond the number asked costs, in per cent of a 70-question paper. */
  MSQ_OVERSELECTION_PENALTY_PERCENT: z.coerce.number().min(0).max(100).default(0.35),
  /** Where e-mail goes (smtp://host:port or smtps://user:pass@host:465); unset: rendered, not sent (`npm start` sets a local catcher). */
  SMTP_URL: z.string().min(1).optional(),
  MAIL_FROM: z.string().min(3).default('Notebook <no-reply@notebook.test>'),
  /** The web app's address, for links in e-mails; default http://localhost:$PORT. */
  PUBLIC_BASE_URL: z.url().optional(),
  /** How long an e-mail confirmation link and a password reset link work. */
  EMAIL_CONFIRMATION_HOURS: z.coerce.number().min(1).default(48),
  PASSWORD_RESET_MINUTES: z.coerce.number().min(5).default(60),
  /** Registrations, confirmation and reset e-mails one address may ask for per hour. */
  ACCOUNT_EMAILS_PER_HOUR: z.coerce.number().int().min(1).default(10),
  /** How long a signed-in user's status and privileges are kept in Redis between reloads (0: never cached). Every change evicts them. */
  AUTH_USER_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  /**
   * OpenID Connect providers readers may sign in with, as JSON:
   * `[{"id":"google","name":"Google","issuer":"https://accounts.google.com","clientId":"…","clientSecret":"…"}]`.
   * Each provider's redirect URI is `<PUBLIC_BASE_URL>/api/oauth2/callback/<id>`.
   */
  OIDC_PROVIDERS: z
    .string()
    .default('[]')
    .transform((text, context) => {
      try {
        return oidcProviders.parse(JSON.parse(text));
      } catch (error) {
        context.addIssue({
          code: 'custom',
          message: `not a list of providers (${(error as Error).message.slice(0, 200)})`,
        });
        return z.NEVER;
      }
    }),
  /** How long a reader's one free trial of a plan lasts. */
  FREE_TRIAL_DAYS: z.coerce.number().int().min(1).max(90).default(7),
  /** Stripe's keys select the Stripe gateway; without them development and test use the sandbox provider, a deployment takes no payments. */
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  /** With the Stripe gateway the browser pays in Stripe's Payment Element, loaded with this key (`pk_…`). */
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_\w+$/, 'must be a Stripe publishable key (pk_test_… or pk_live_…)')
    .optional(),
  /** Checks the signature of every payment webhook (Stripe's `whsec_…`); the sandbox signs with it too. */
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Who issues the receipts; with RECEIPT_ABN (the business's ABN, registered for GST) they are tax invoices. */
  RECEIPT_BUSINESS_NAME: z.string().min(1).max(100).default('Notebook'),
  RECEIPT_ABN: z
    .string()
    .regex(/^\d{2} ?\d{3} ?\d{3} ?\d{3}$/, 'must be 11 digits (e.g. 51 824 753 556)')
    .optional(),
  /** The application property afterPayEnabled (spec section 9: N by default). */
  AFTERPAY_ENABLED: z.enum(['Y', 'N']).default('N'),
  /** The sandbox provider: how long it waits before sending a webhook, and how many extra copies it sends. */
  SANDBOX_WEBHOOK_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(200),
  SANDBOX_WEBHOOK_DUPLICATES: z.coerce.number().int().min(0).max(5).default(0),
});

/** Signs the sandbox's webhooks in development and test; a deployment uses Stripe's own secret. */
export const DEVELOPMENT_WEBHOOK_SECRET = 'whsec_development_only';

export type AppConfig = Omit<z.infer<typeof environment>, 'DATABASE_URL' | 'PUBLIC_BASE_URL'> & {
  DATABASE_URL: string;
  jwtSecret: string;
  PUBLIC_BASE_URL: string;
};

/**
 * Reads and checks the environment once at start-up; a bad value stops the process with a reason.
 * Outside NODE_ENV=development|test it fails closed: JWT_SECRET (32+ bytes), ADMIN_PASSWORD and
 * DATABASE_URL must be set, nothing falls back to a development value.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = environment.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${problems.join('\n')}`);
  }
  const config = parsed.data;
  if (isDeployed(config.NODE_ENV)) {
    const missing = [
      !config.JWT_SECRET || Buffer.byteLength(config.JWT_SECRET) < PRODUCTION_JWT_SECRET_MIN_BYTES
        ? `JWT_SECRET (at least ${PRODUCTION_JWT_SECRET_MIN_BYTES} bytes)`
        : null,
      config.ADMIN_PASSWORD ? null : 'ADMIN_PASSWORD',
      !config.ADMIN_PASSWORD || newPasswordField.safeParse(config.ADMIN_PASSWORD).success
        ? null
        : 'ADMIN_PASSWORD (8 to 100 characters with at least one letter and one digit, as every password)',
      config.DATABASE_URL ? null : 'DATABASE_URL',
    ].filter((name): name is string => name !== null);
    if (missing.length > 0)
      throw new Error(`Refusing to start with NODE_ENV=${config.NODE_ENV}: set ${missing.join(', ')}`);
  }
  if (config.STRIPE_SECRET_KEY && !config.STRIPE_PUBLISHABLE_KEY)
    throw new Error(
      'Invalid environment:\nSTRIPE_PUBLISHABLE_KEY: required with STRIPE_SECRET_KEY (readers pay in Stripe’s Payment Element)',
    );
  return {
    ...config,
    DATABASE_URL: config.DATABASE_URL ?? DEVELOPMENT_DATABASE_URL,
    jwtSecret: config.JWT_SECRET ?? DEVELOPMENT_JWT_SECRET,
    PUBLIC_BASE_URL: (config.PUBLIC_BASE_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, ''),
  };
}

/**
 * The secret payment webhooks are checked with: Stripe's, or in development and test the sandbox's
 * default. A deployment without STRIPE_WEBHOOK_SECRET has none, and accepts no webhook.
 */
export function webhookSecretOf(config: AppConfig): string | null {
  return config.STRIPE_WEBHOOK_SECRET ?? (isDeployed(config.NODE_ENV) ? null : DEVELOPMENT_WEBHOOK_SECRET);
}

/** Anything but development and test is a deployment, and is treated as production. */
function isDeployed(nodeEnv: AppConfig['NODE_ENV']): boolean {
  return nodeEnv !== 'development' && nodeEnv !== 'test';
}

/**
 * The prefix for one feature's Redis keys (e.g. rate-limit counters): keyed by database, so several
 * deployments, or the test suite's per-file databases, can share one Redis.
 */
export function redisKeyPrefix(databaseUrl: string, feature: string): string {
  const databaseName = decodeURIComponent(new URL(databaseUrl).pathname.slice(1)) || 'default';
  return `notebook:${databaseName}:${feature}`;
}
