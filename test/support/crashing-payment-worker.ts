import { buildResources, createApplicationContext, startJobWorker, startProjectionRunner } from '@notebook/api';
import { PaymentGateway } from '@notebook/billing';
import { loadConfig } from '@notebook/kernel';

/**
 * The worker, with a payment gateway that kills the process (SIGKILL, no clean-up) the moment the
 * provider has charged a card off-session and before anything is recorded: what a crash between
 * charging and recording looks like. payment-worker.e2e starts it, then a normal worker.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const resources = buildResources(config, { poolSize: 5 });
  startProjectionRunner(resources, { role: 'worker' });
  const container = await createApplicationContext(resources);
  // The container's own gateway, so the job processors charge through it; the crash comes right after the charge.
  const gateway = container.get(PaymentGateway);
  const charge = gateway.chargeSavedCard.bind(gateway);
  gateway.chargeSavedCard = async (request) => {
    await charge(request);
    process.stdout.write(`charged ${request.idempotencyKey}\n`);
    process.kill(process.pid, 'SIGKILL');
    return new Promise(() => undefined);
  };
  await startJobWorker(resources, { container });
}

void main();
