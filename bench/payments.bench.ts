/**
 * Payments (issue 17): how long a paying reader waits for their subscription to be ACTIVE, under 50
 * checkouts at once. The webhook path (the sandbox provider signs and sends `payment_intent.succeeded`
 * at once; our endpoint verifies it, keeps it, queues it on the `payments` queue; the worker applies
 * it to the payment and starts the reader's period) against the baseline of the reader's return
 * applying the same success synchronously (reader/confirmSubscription asks the provider), in the
 * same run. Measured from the provider's charge to the reader's read model showing the period.
 */
import type { Server } from 'node:http';
import type { Pool } from 'pg';
import type { AddressInfo } from 'node:net';
import { ApiPaths, type InitiatedPayment, apiUrl } from '@notebook/contracts';
import { buildResources, createApi, startJobWorker, startProjectionRunner } from '@notebook/api';
import { SandboxCards, SandboxProvider } from '@notebook/billing';
import { IdentityService } from '@notebook/identity';
import { AccessTokenService, SYSTEM_ACTOR, loadConfig } from '@notebook/kernel';
import { type BenchContext, type BenchRow, percentile } from './support/bench';

export const name = 'payments';
export const description =
  'Checkout to ACTIVE: the webhook through the payments queue vs the synchronous confirm, 50 checkouts at once';

const CHECKOUTS = 50;

export async function run(context: BenchContext): Promise<BenchRow[]> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: context.url,
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    JWT_SECRET: 'bench-secret-for-the-payments-run-0123456789',
    SANDBOX_WEBHOOK_DELAY_MS: '0',
  });
  const resources = buildResources(config, { poolSize: 30, projectionWaitMs: 30_000 });
  await resources.jobs.obliterate();
  const runner = startProjectionRunner(resources, {
    role: 'bench',
    logger: { info: () => undefined, warn: console.warn, error: console.error },
  });
  const app = await createApi(resources, { logger: false });
  const jobs = await startJobWorker(resources, { logger: { error: () => undefined }, container: app });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${((app.getHttpServer() as Server).address() as AddressInfo).port}`;
  const sandbox = app.get(SandboxProvider);
  await sandbox.listenOn({ apiBaseUrl: baseUrl });
  try {
    const call = async <T>(path: string, token: string, body: unknown): Promise<T> => {
      const response = await fetch(`${baseUrl}${apiUrl(path)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
      const envelope = (await response.json()) as { status: string; result: T };
      if (envelope.status !== 'SUCCESS') throw new Error(`${path}: ${JSON.stringify(envelope)}`);
      return envelope.result;
    };
    const admin = await adminToken(app.get(IdentityService), app.get(AccessTokenService));
    const plan = await call<{ pricingPlanID: string }>(ApiPaths.adminPricing.saveUpdatePricingPlan, admin, {
      planName: 'Bench 6 months',
      price: 249.5,
      periodCount: 6,
      periodUnit: 'MONTH',
      eligibleTopicIDs: [],
    });
    const count = context.scaled(CHECKOUTS);
    /** Readers with a payment initiated, ready for the provider to charge. */
    const checkouts = async (label: string) => {
      const ready: Array<{ readerID: string; token: string; started: InitiatedPayment }> = [];
      for (let index = 0; index < count; index++) {
        const { readerID, token } = await reader(
          app.get(IdentityService),
          app.get(AccessTokenService),
          `${label}-${index}`,
        );
        ready.push({
          readerID,
          token,
          started: await call<InitiatedPayment>(ApiPaths.reader.initiatePayment, token, {
            pricingPlanID: plan.pricingPlanID,
            paymentType: 'CARD',
          }),
        });
      }
      context.log(`${label}: ${count} payments initiated`);
      return ready;
    };

    const rows: BenchRow[] = [];
    // Baseline: the provider is paid without a webhook; each reader's return applies it synchronously.
    const confirming = await checkouts('confirm');
    const confirmLatencies = await Promise.all(
      confirming.map(async ({ token, started }) => {
        const began = performance.now();
        await resources.pool.query(
          `UPDATE sandbox_payment_intent SET status = 'succeeded', captured_cents = amount_cents WHERE provider_payment_id = $1`,
          [started.providerPaymentID],
        );
        await call(ApiPaths.reader.confirmSubscription, token, { paymentID: started.paymentID });
        return performance.now() - began;
      }),
    );
    // The webhook path: the provider charges and sends its webhook; nobody comes back to confirm.
    const webhooked = await checkouts('webhook');
    const activeSeen = watchActivations(
      resources.pool,
      webhooked.map((checkout) => checkout.readerID),
    );
    const began = new Map<string, number>();
    await Promise.all(
      webhooked.map(async ({ readerID, started }) => {
        began.set(readerID, performance.now());
        await sandbox.payWithCard(started.providerPaymentID, SandboxCards.success);
      }),
    );
    const seen = await activeSeen;
    const webhookLatencies = webhooked.map(({ readerID }) => seen.get(readerID)! - began.get(readerID)!);

    for (const [subject, latencies, baseline] of [
      ['confirmSubscription (synchronous)', confirmLatencies, true],
      ['webhook, payments queue, worker', webhookLatencies, false],
    ] as const) {
      rows.push(
        {
          group: `${count} checkouts at once (p50)`,
          subject,
          value: percentile([...latencies], 50),
          unit: 'ms',
          baseline,
        },
        {
          group: `${count} checkouts at once (p95)`,
          subject,
          value: percentile([...latencies], 95),
          unit: 'ms',
          baseline,
        },
      );
    }
    return rows;
  } finally {
    sandbox.close();
    await app.close();
    await jobs.close();
    await runner.stop();
    await resources.close();
  }
}

async function adminToken(identity: IdentityService, tokens: AccessTokenService): Promise<string> {
  const adminID = await identity.createAdminUser(
    {
      email: 'bench-payments-admin@bench.example',
      firstName: 'Bench',
      lastName: 'Admin',
      roleIds: [],
      superAdmin: true,
    },
    SYSTEM_ACTOR,
  );
  return tokens.issue(adminID, 'ADMIN', 0).token;
}

async function reader(
  identity: IdentityService,
  tokens: AccessTokenService,
  label: string,
): Promise<{ readerID: string; token: string }> {
  const readerID = await identity.registerReader(
    {
      email: `bench-payer-${label}@bench.example`,
      firstName: 'Bench',
      lastName: 'Payer',
      password: 'Bench#Payer-2026',
      emailConfirmed: true,
    },
    SYSTEM_ACTOR,
  );
  return { readerID, token: tokens.issue(readerID, 'READER', 0).token };
}

/** When each reader's period shows in the read model (polled every 5 ms), resolving once all have. */
async function watchActivations(pool: Pool, readerIDs: string[]): Promise<Map<string, number>> {
  const seen = new Map<string, number>();
  const deadline = performance.now() + 120_000;
  while (seen.size < readerIDs.length) {
    if (performance.now() > deadline)
      throw new Error(`only ${seen.size} of ${readerIDs.length} subscriptions became active`);
    const { rows } = await pool.query<{ user_id: string }>(
      'SELECT user_id FROM user_account WHERE user_id = ANY($1) AND subscription_period_end IS NOT NULL',
      [readerIDs],
    );
    const now = performance.now();
    for (const row of rows) if (!seen.has(row.user_id)) seen.set(row.user_id, now);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return seen;
}
