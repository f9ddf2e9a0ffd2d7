import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  application,
  buildResources,
  createApplicationContext,
  migrateApplication,
  startProjectionRunner,
} from '@notebook/api';
import {
  BillingService,
  PaymentService,
  PricingCategories,
  PricingTermAcceptance,
  PricingTerms,
  SandboxCards,
  SandboxProvider,
} from '@notebook/billing';
import { ContactUsService } from '@notebook/contact-us';
import { ALL_PRIVILEGES } from '@notebook/contracts';
import { IdentityService } from '@notebook/identity';
import { MockExamQueries, MockExamService, seedMockExams } from '@notebook/mock-exams';
import { QuestionBankService, seedQuestionBank } from '@notebook/question-bank';
import {
  AuthenticatedUser,
  CommandBatch,
  EventStore,
  SYSTEM_ACTOR,
  VISITOR_ACTOR,
  actorOf,
  ensureDatabaseExists,
  loadConfig,
} from '@notebook/kernel';
import {
  Database,
  Projection,
  ProjectionRunner,
  RunnerLogger,
  waitForProjections,
} from '@notebook/read-models';
import { curriculum } from './seed/curriculum';
import { BulkCatalog, SeededTopic, recordCurriculum, recordLessonsAndNotes } from './seed/bulk-content';
import { SeedStage, seconds, seedProgress } from './seed/progress';
import {
  DEMO_CONTACT_MESSAGES,
  DEMO_PASSWORD,
  DEMO_PLANS,
  DEMO_PRICING_CATEGORIES,
  DEMO_PRICING_TERMS,
  DEMO_READERS,
  SUBSCRIBER_EMAIL,
  TRIAL_READER_EMAIL,
} from './seed/demo-accounts';
import { seedMode } from './seed/seed-mode';

/**
 * Demo content through the real deciders, so it is ordinary events. The catalog and its 7,200
 * notes are decided into a CommandBatch and appended in bulk (a few hundred streams per
 * transaction), then the projections catch up once; the rest (accounts, plans, the question bank,
 * Contact Us messages) goes through the services as an admin's commands do. Safe to run again: it
 * does nothing when the admin exists already. Only the super admin outside development (seed-mode.ts).
 */
async function seed(): Promise<void> {
  const started = Date.now();
  const config = loadConfig();
  const mode = seedMode(config.NODE_ENV, process.argv.slice(2));
  const adminPassword = config.ADMIN_PASSWORD ?? DEMO_PASSWORD;
  if (config.NODE_ENV === 'production' && adminPassword === DEMO_PASSWORD) {
    throw new Error('Refusing the default admin password in production: set ADMIN_PASSWORD');
  }
  await ensureDatabaseExists(config.DATABASE_URL);
  // A busy machine can keep a projection behind for more than the API's 2 s; the seed waits rather than fail.
  const resources = buildResources(config, { poolSize: 16, projectionWaitMs: 60_000 });
  await migrateApplication(resources.db);
  const projections = application.projections;
  const runner = startProjectionRunner(resources, { role: 'seed', logger: quietLogger });
  const services = await createApplicationContext(resources);
  const progress = seedProgress();
  try {
    const existing = await resources.db
      .selectFrom('user_account')
      .select('user_id')
      .where('email', '=', config.ADMIN_EMAIL.toLowerCase())
      .executeTakeFirst();
    if (existing) {
      console.log(`Demo content present already (${config.ADMIN_EMAIL} exists); nothing to seed.`);
      return;
    }
    const identity = services.get(IdentityService);
    if (mode === 'admin-only') {
      await seedAdmin(identity, config.ADMIN_EMAIL, adminPassword);
      console.log(`Seeded the super admin ${config.ADMIN_EMAIL} (no demo content with NODE_ENV=${config.NODE_ENV}).`);
      return;
    }

    const topicCount = curriculum.reduce(
      (sum, group) => sum + group.chapters.reduce((count, chapter) => count + chapter.topics.length, 0),
      0,
    );
    const accountsStage = progress.stage('Accounts', 1, 'stages');
    const deciding = progress.stage('Deciding the catalog', topicCount, 'topics');
    const appending = progress.stage('Appending events', 1, 'events');
    const catchingUp = progress.stage('Read models', 1, 'events');
    const rest = progress.stage('Plans and questions', 1, 'stages');
    let eventsAppended = 0;
    const batch = new CommandBatch(resources.eventStore, resources.eventSchemas, resources.clock, {
      onAppended: ({ events }) => appending.update((eventsAppended += events)),
    });
    const catalog = new BulkCatalog(batch, SYSTEM_ACTOR);

    // The accounts (argon2 hashes) while the catalog is decided in memory.
    const accounts = (async () => {
      await seedAdmin(identity, config.ADMIN_EMAIL, adminPassword);
      await seedDemoReaders(identity);
      accountsStage.done(`1 admin and ${DEMO_READERS.length} readers`);
    })();
    // Groups, chapters and topics first, so the plans and questions can name topics while the notes load.
    const topics = await recordCurriculum(catalog, curriculum);
    const structure = await batch.flush();
    const catalogShown = waitForProjections(resources.db, {
      position: structure.position!,
      eventTypes: ['TopicCreated'],
      projections,
      timeoutMs: 120_000,
    });
    const plansAndQuestions = Promise.all([accounts, catalogShown]).then(async () => {
      const readerID = async (email: string) =>
        (
          await resources.db
            .selectFrom('user_account')
            .select('user_id')
            .where('email', '=', email)
            .executeTakeFirstOrThrow()
        ).user_id;
      const planIDs = await seedPricingPlans(services, topics, await readerID(TRIAL_READER_EMAIL));
      await seedSubscriberPayment(services, await readerID(SUBSCRIBER_EMAIL), planIDs[1]!);
      // Each seed run is its own sender: a re-seed of a dropped database must not meet the last run's hourly limit.
      const sender = { actor: VISITOR_ACTOR, ip: `seed-${randomUUID()}` };
      for (const message of DEMO_CONTACT_MESSAGES) await services.get(ContactUsService).send(message, sender);
      const counts = await seedQuestionBank(services.get(QuestionBankService), topics);
      const mocks = await seedMockExams(services.get(MockExamService), services.get(MockExamQueries), resources.clock);
      rest.done(
        `${DEMO_PLANS.length} plans, ${counts.akt} AKT, ${counts.msq} KFP(MSQ) questions, ${counts.kfp} KFP cases, ${mocks} mock exams, ${DEMO_CONTACT_MESSAGES.length} contact messages`,
      );
      return { ...counts, mocks };
    });

    // Deciding the notes (CPU in this process) goes on while the plans and questions are recorded;
    // their appends wait until the question bank is in, so its commands find the read models idle.
    const { lessons, notes } = await recordLessonsAndNotes(catalog, topics, (done) => deciding.update(done));
    deciding.done(`${topics.length} topics, ${lessons} lessons, ${notes} notes`);
    const questions = await plansAndQuestions;
    eventsAppended = structure.events;
    appending.update(eventsAppended, structure.events + batch.pendingEvents);
    const appended = await batch.flush();
    appending.done(`${structure.events + appended.events} events on ${structure.streams + appended.streams} streams`);

    await catchUp(runner, resources, projections, catchingUp);
    catchingUp.done('caught up');
    progress.stop();
    console.log(
      `Seeded the demo in ${seconds(Date.now() - started)} s: ${topics.length} topics, ${lessons} lessons, ${notes} published notes, ${questions.akt} AKT, ${questions.msq} KFP(MSQ) questions, ${questions.kfp} KFP cases, ${questions.mocks} mock exams, ${DEMO_PLANS.length} plans, ${DEMO_CONTACT_MESSAGES.length} contact messages.`,
    );
  } finally {
    progress.stop();
    await runner.stop();
    await services.close();
    await resources.close();
  }
}

/** Waits until every projection shows the whole log, moving the stage by the events still to apply. */
async function catchUp(
  runner: ProjectionRunner,
  resources: { db: Kysely<Database>; eventStore: EventStore },
  projections: readonly Projection[],
  stage: SeedStage,
): Promise<void> {
  const eventTypes = [...new Set(projections.flatMap((projection) => projection.canHandle))];
  const head = await resources.eventStore.headPosition();
  let total = 0;
  for (;;) {
    const behind = (await runner.lag()).reduce(
      (sum, each) => sum + each.eventsBehind + (each.rebuild?.eventsBehind ?? 0),
      0,
    );
    total = Math.max(total, behind);
    stage.update(total - behind, Math.max(total, 1));
    if (await waitForProjections(resources.db, { position: head, eventTypes, projections, timeoutMs: 1_000 })) return;
  }
}

/** The runner's start-up lines ("running in ...", "rebuilding ...") would break the bars; errors still show. */
const quietLogger: RunnerLogger = {
  info: () => undefined,
  warn: (message, ...details) => console.warn(message, ...details),
  error: (message, ...details) => console.error(message, ...details),
};

async function seedAdmin(identity: IdentityService, adminEmail: string, adminPassword: string): Promise<void> {
  const roleId = await identity.createRole(
    { roleName: 'Super admin', privileges: [...ALL_PRIVILEGES], builtIn: true },
    SYSTEM_ACTOR,
  );
  await identity.createAdminUser(
    {
      email: adminEmail,
      firstName: 'Demo',
      lastName: 'Admin',
      password: adminPassword,
      roleIds: [roleId],
      superAdmin: true,
    },
    SYSTEM_ACTOR,
  );
}

async function seedDemoReaders(identity: IdentityService): Promise<void> {
  for (const reader of DEMO_READERS) {
    await identity.registerReader({ ...reader, password: DEMO_PASSWORD, emailConfirmed: true }, SYSTEM_ACTOR);
  }
}

/**
 * The demo subscriber pays for a plan as a reader would: the pricing terms in force accepted, a
 * payment through the sandbox provider with its success card, confirmed on their return (the
 * provider's webhook, delivered once the API runs, then finds it applied). Without the sandbox
 * (Stripe's keys set) the subscription is granted instead.
 */
type ApplicationContext = Awaited<ReturnType<typeof createApplicationContext>>;

async function seedSubscriberPayment(
  services: ApplicationContext,
  readerID: string,
  pricingPlanID: string,
): Promise<void> {
  const reader = { actorId: readerID, actorType: 'READER' as const };
  const sandbox = services.get(SandboxProvider);
  if (!sandbox.enabled) return services.get(IdentityService).changeSubscriptionStatus(readerID, 'ACTIVE', SYSTEM_ACTOR);
  const payments = services.get(PaymentService);
  const acceptedPricingTerms = (await services.get(PricingTermAcceptance).activeTerms()).map(
    ({ pricingTermID, version }) => ({ pricingTermID, version }),
  );
  const started = await payments.initiate({ pricingPlanID, paymentType: 'CARD', acceptedPricingTerms }, reader);
  await sandbox.payWithCard(started.providerPaymentID, SandboxCards.success);
  await payments.confirm(started.paymentID, reader);
}

const author: AuthenticatedUser = {
  userId: SYSTEM_ACTOR.actorId,
  userType: 'ADMIN',
  email: 'system',
  privileges: [...ALL_PRIVILEGES],
  tokenVersion: 0,
  hasActiveSubscription: false,
};

/**
 * The plans on the pricing page, in their categories, and the terms readers accept. Each plan makes
 * the same taster of paid topics eligible (every tenth topic, offset from the free ones), and the
 * trial reader holds the first plan's trial.
 */
async function seedPricingPlans(
  services: ApplicationContext,
  topics: SeededTopic[],
  trialReaderID: string,
): Promise<string[]> {
  const billing = services.get(BillingService);
  const admin = actorOf(author);
  const categoryIDs: string[] = [];
  for (const category of DEMO_PRICING_CATEGORIES)
    categoryIDs.push(
      (await services.get(PricingCategories).save({ ...category, status: 'ACT' }, admin)).pricingCategoryID,
    );
  for (const term of DEMO_PRICING_TERMS) await services.get(PricingTerms).save({ ...term, status: 'ACT' }, admin);
  const eligibleTopicIDs = topics.filter((_, index) => index % 10 === 5).map((topic) => topic.topicID);
  const planIDs: string[] = [];
  for (const { category, ...plan } of DEMO_PLANS) {
    const saved = await billing.savePlan(
      { ...plan, status: 'ACT', eligibleTopicIDs, pricingCategoryID: categoryIDs[category]! },
      admin,
    );
    planIDs.push(saved.pricingPlanID);
  }
  await billing.startTrial(planIDs[0]!, { actorId: trialReaderID, actorType: 'READER' });
  return planIDs;
}

seed().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
