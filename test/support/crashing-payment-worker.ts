import { buildResources, startJobWorker, startProjectionRunner } from '@notebook/api';
import {
  type ChargeSavedCard,
  PaymentGateway,
  type ProviderPayment,
  createSandboxProvider,
  paymentGatewayOf,
} from '@notebook/billing';
import { loadConfig } from '@notebook/kernel';

/**
 * The worker, with a payment gateway that kills the process (SIGKILL, no clean-up) the moment the
 * provider has charged a card off-session and before anything is recorded: what a crash between
 * charging and recording looks like. payment-worker.e2e starts it, then a normal worker.
 */
class CrashAfterCharge extends PaymentGateway {
  readonly name = 'crash-after-charge';
  constructor(private readonly inner: PaymentGateway) {
    super();
  }
  createPayment(...args: Parameters<PaymentGateway['createPayment']>) {
    return this.inner.createPayment(...args);
  }
  retrievePayment(providerPaymentID: string) {
    return this.inner.retrievePayment(providerPaymentID);
  }
  refund(...args: Parameters<PaymentGateway['refund']>) {
    return this.inner.refund(...args);
  }
  async chargeSavedCard(request: ChargeSavedCard): Promise<ProviderPayment> {
    await this.inner.chargeSavedCard(request);
    process.stdout.write(`charged ${request.idempotencyKey}\n`);
    process.kill(process.pid, 'SIGKILL');
    return new Promise(() => undefined);
  }
}

const config = loadConfig();
const resources = buildResources(config, { poolSize: 5 });
startProjectionRunner(resources, { role: 'worker' });
const gateway = new CrashAfterCharge(
  paymentGatewayOf(createSandboxProvider(resources.db, resources.clock, config), resources.db, resources.clock, config),
);
startJobWorker(resources, { gateway });
