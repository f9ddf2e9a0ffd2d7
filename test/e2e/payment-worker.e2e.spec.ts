import type { ChildProcess } from 'node:child_process';
import {
  ApiPaths,
  type InitiatedPayment,
  type ReaderPayment,
  type ReaderSubscriptionDetails,
} from '@notebook/contracts';
import { SandboxCards, renewJob } from '@notebook/billing';
import { TestApi, eventually } from '../support/test-api';
import { startWorkerProcess } from '../support/worker-process';

/**
 * Issue 17, exactly once: the worker is SIGKILLed right after the provider charged a reader's card
 * for a renewal and before anything was recorded, then a worker is started again. Every renewal is
 * then applied exactly once, no reader is charged twice for one attempt (the attempt's id is the
 * provider's idempotency key), and our ledger equals the provider's.
 */
const READERS = 5;
let api: TestApi;

const exited = (worker: ChildProcess) =>
  new Promise<NodeJS.Signals | number | null>((resolve) =>
    worker.once('exit', (code, signal) => resolve(signal ?? code)),
  );

async function query<T>(text: string, values: unknown[] = []): Promise<T[]> {
  return (await api.resources.pool.query(text, values)).rows as T[];
}

beforeAll(async () => {
  // No job worker in this process: the child workers run the jobs.
  api = await TestApi.start({ jobWorker: false });
});
afterAll(() => api.stop());

test('a worker killed between charging a renewal and recording it, then restarted: each renewal charged and applied once, ledgers equal', async () => {
  const admin = await api.adminToken();
  const plan = await api.createPricingPlan(admin, [], {
    planName: 'Month',
    price: 49,
    periodCount: 1,
    periodUnit: 'MONTH',
  });
  const readers: Array<{ token: string; userId: string }> = [];
  for (let index = 0; index < READERS; index += 1) {
    const reader = await api.signedInReader();
    const started = await api.ok<InitiatedPayment>(ApiPaths.reader.initiatePayment, {
      token: reader.token,
      body: { pricingPlanID: plan.pricingPlanID, paymentType: 'CARD' },
    });
    await api.sandbox.payWithCard(started.providerPaymentID, SandboxCards.success);
    await api.ok(ApiPaths.reader.confirmSubscription, { token: reader.token, body: { paymentID: started.paymentID } });
    readers.push(reader);
  }
  // A renewal attempt of each period comes due now (the first attempt is already waiting for its day,
  // three days before the end; this is the second, as after a decline).
  for (const reader of readers) {
    const [period] = await query<{ start: string; end: string }>(
      `SELECT data->>'periodStart' AS start, data->>'periodEnd' AS end FROM event_store.event WHERE stream_name = $1 AND event_type = 'ReaderPaidPeriodStarted'`,
      [`user-${reader.userId}`],
    );
    await api.resources.jobs.schedule(
      renewJob({ readerID: reader.userId, periodStart: period!.start, periodEnd: period!.end, attempt: 1 }, new Date()),
    );
  }

  const crashing = startWorkerProcess(api, { script: 'test/support/crashing-payment-worker.ts', readStdout: true });
  let output = '';
  crashing.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  expect(await exited(crashing)).toBe('SIGKILL');
  expect(output).toMatch(/charged renewal-/);
  // The provider charged cards (the worker runs up to four jobs at once); we recorded none of it.
  const [charged] = await query<{ n: number }>(
    `SELECT count(*)::int AS n FROM sandbox_payment_intent WHERE idempotency_key LIKE 'renewal-%'`,
  );
  expect(charged!.n).toBeGreaterThanOrEqual(1);
  expect((await query<{ n: number }>(`SELECT count(*)::int AS n FROM payment WHERE purpose = 'RENEWAL'`))[0]!.n).toBe(
    0,
  );

  const worker = startWorkerProcess(api);
  try {
    // The killed worker's job is taken over once its lock lapses; the others run as usual.
    await eventually(async () => {
      const [renewed] = await query<{ n: number }>(
        `SELECT count(*)::int AS n FROM payment WHERE purpose = 'RENEWAL' AND status = 'SUCCEEDED'`,
      );
      expect(renewed!.n).toBe(READERS);
    }, 60_000);
    for (const reader of readers) {
      const payments = await api.ok<ReaderPayment[]>(ApiPaths.reader.getReaderPaymentDetails, {
        token: reader.token,
        method: 'GET',
      });
      expect(payments.map((payment) => [payment.purpose, payment.status])).toEqual([
        ['RENEWAL', 'SUCCEEDED'],
        ['SUBSCRIPTION', 'SUCCEEDED'],
      ]);
      await eventually(async () => {
        const details = await api.ok<ReaderSubscriptionDetails>(ApiPaths.reader.getReaderSubscriptionDetails, {
          token: reader.token,
          method: 'GET',
        });
        expect(details.status).toBe('ACTIVE');
      });
      // The period follows the recorded payment as a command of its own (and, after a crash between
      // the two, the PaymentSucceeded reactor's job): it lands shortly after the payment shows.
      await eventually(async () => {
        const [periods] = await query<{ n: number }>(
          `SELECT count(*)::int AS n FROM event_store.event WHERE stream_name = $1 AND event_type = 'ReaderPaidPeriodStarted'`,
          [`user-${reader.userId}`],
        );
        expect(periods!.n).toBe(2);
      });
    }
    // One provider charge per payment, and the same totals on both sides.
    const provider = await query<{ id: string; cents: number }>(
      `SELECT provider_payment_id AS id, amount_cents AS cents FROM sandbox_payment_intent WHERE status = 'succeeded' ORDER BY 1`,
    );
    const ours = await query<{ id: string; cents: number }>(
      `SELECT provider_payment_id AS id, amount_cents AS cents FROM payment WHERE status = 'SUCCEEDED' ORDER BY 1`,
    );
    expect(provider).toHaveLength(READERS * 2);
    expect(ours).toEqual(provider);
  } finally {
    worker.kill('SIGTERM');
    await exited(worker);
  }
}, 150_000);
