import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { BillingModule } from '@notebook/billing';
import { CatalogModule } from '@notebook/catalog';
import { ContactUsModule } from '@notebook/contact-us';
import { IdentityModule } from '@notebook/identity';
import { MockExamsModule, UnreleasedMockQuestions } from '@notebook/mock-exams';
import { PracticeModule } from '@notebook/practice';
import { QuestionBankModule } from '@notebook/question-bank';
import { ProjectionRunner, type RunnerLogger } from '@notebook/read-models';
import { ReadingModule } from '@notebook/reading';
import { SearchModule } from '@notebook/search';
import { applicationEventSchemas } from './event-schemas';
import { applicationProjections } from './projections';
import type { ApplicationResources } from './resources';

/** Practice keeps a reader's unreleased mock questions from them; mock-exams says which (it depends on practice, not the reverse). */
const practice = PracticeModule.withSealedQuestions({ module: MockExamsModule, provider: UnreleasedMockQuestions });

/**
 * The application manifest: the one list of what the product is made of. Every composition root
 * builds from it — the API (`createApi`), the worker (`apps/worker`), the seed (`scripts/seed.ts`)
 * and the test support (`test/support/test-api.ts`) — so a new module is added here once and
 * reaches all four. Adding a module: its Nest module to `modules`, its projections to
 * `projections.ts`, its event schemas to `event-schemas.ts`.
 */
export const application = {
  /** The feature modules (controllers and services); AppModule adds the kernel and the global guard, filter and interceptor. */
  modules: [
    IdentityModule,
    CatalogModule,
    ReadingModule,
    QuestionBankModule,
    SearchModule,
    BillingModule,
    ContactUsModule,
    practice,
    MockExamsModule,
  ],
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
