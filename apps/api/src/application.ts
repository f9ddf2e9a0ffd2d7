import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { ProjectionRunner, type RunnerLogger } from '@notebook/read-models';
import { applicationEventSchemas } from './event-schemas';
import { applicationModules } from './modules';
import { applicationProjections } from './projections';
import type { ApplicationResources } from './resources';

/**
 * The application manifest, composed from the module list (`modules.ts`): every composition root
 * builds from it — the API (`createApi`), the worker (`apps/worker`), the seed (`scripts/seed.ts`)
 * and the test support (`test/support/test-api.ts`).
 */
export const application = {
  /** The feature modules (controllers and services); AppModule adds the kernel and the global guard, filter and interceptor. */
  modules: applicationModules.map((module) => module.nest),
  projections: applicationProjections,
  eventSchemas: applicationEventSchemas,
} as const;

/**
 * Starts the projection runner over every read model of the application. `role` names the process
 * in the lease table (who holds which projection); `logger` defaults to the console.
 */
export function startProjectionRunner(
  resources: ApplicationResources,
  options: { role: string; logger?: RunnerLogger },
): ProjectionRunner {
  const runner = new ProjectionRunner({
    db: resources.db,
    pool: resources.pool,
    eventStore: resources.eventStore,
    eventSchemas: resources.eventSchemas,
    projections: [...resources.projections],
    ownerId: `${options.role}-${hostname()}-${process.pid}-${randomUUID().slice(0, 8)}`,
    logger: options.logger ?? console,
  });
  runner.start();
  return runner;
}
