import { randomUUID } from 'node:crypto';
import { applicationProjections, buildResources } from '@notebook/api';
import { BillingService, PricingPlanQueries } from '@notebook/billing';
import { CatalogQueries, CatalogService, LessonNoteQueries, LessonNoteService } from '@notebook/catalog';
import { ContactMessageQueries, ContactMessageRateLimiter, ContactUsService } from '@notebook/contact-us';
import { ALL_PRIVILEGES } from '@notebook/contracts';
import { IdentityService, createIdentityService } from '@notebook/identity';
import { QuestionBankQueries, QuestionBankService, seedQuestionBank } from '@notebook/question-bank';
import { AccessTokenService, AuthenticatedUser, CommandExecutor, SYSTEM_ACTOR, VISITOR_ACTOR, actorOf, ensureDatabaseExists, loadConfig, redisKeyPrefix } from '@notebook/kernel';
import { ProjectionRunner, migrateToLatest } from '@notebook/read-models';
import { curriculum } from './seed/curriculum';
import { LESSONS, notesFor } from './seed/note-corpus';
import { DEMO_CONTACT_MESSAGES, DEMO_PASSWORD, DEMO_PLANS, DEMO_READERS, TRIAL_READER_EMAIL } from './seed/demo-accounts';
import { seedMode } from './seed/seed-mode';

/**
 * Demo content through the real commands, so it is ordinary events. Safe to run again: it does
 * nothing when the admin exists already. Only the super admin outside development (seed-mode.ts).
 */
async function seed(): Promise<void> {
  const config = loadConfig();
  const mode = seedMode(config.NODE_ENV, process.argv.slice(2));
  const adminPassword = config.ADMIN_PASSWORD ?? DEMO_PASSWORD;
  if (config.NODE_ENV === 'production' && adminPassword === DEMO_PASSWORD) {
    throw new Error('Refusing the default admin password in production: set ADMIN_PASSWORD');
  }
  await ensureDatabaseExists(config.DATABASE_URL);
  const resources = buildResources(config, { poolSize: 12 });
  await migrateToLatest(resources.db);
  const runner = new ProjectionRunner({ db: resources.db, pool: resources.pool, eventStore: resources.eventStore, eventSchemas: resources.eventSchemas, projections: [...applicationProjections], ownerId: `seed-${randomUUID()}` });
  await runner.start();
  try {
    const existing = await resources.db.selectFrom('user_account').select('user_id').where('email', '=', config.ADMIN_EMAIL.toLowerCase()).executeTakeFirst();
    if (existing) {
      console.log(`Demo content present already (${config.ADMIN_EMAIL} exists); nothing to seed.`);
      return;
    }
    const executor = new CommandExecutor(resources.eventStore, resources.eventSchemas, resources.projectionAwaiter, resources.clock);
    const accessTokens = new AccessTokenService(config.jwtSecret, resources.clock);
    const identity = createIdentityService({ executor, db: resources.db, accessTokens, redis: resources.redis, clock: resources.clock });
    await seedAdmin(identity, config.ADMIN_EMAIL, adminPassword);
    if (mode === 'admin-only') {
      console.log(`Seeded the super admin ${config.ADMIN_EMAIL} (no demo content with NODE_ENV=${config.NODE_ENV}).`);
      return;
    }
    await seedDemoReaders(identity);
    const topics = await seedCatalog(new CatalogService(executor, new CatalogQueries(resources.db), resources.clock));
    const billing = new BillingService(executor, new PricingPlanQueries(resources.db), identity);
    const trialReaderID = (await resources.db.selectFrom('user_account').select('user_id').where('email', '=', TRIAL_READER_EMAIL).executeTakeFirstOrThrow()).user_id;
    await seedPricingPlans(billing, topics, trialReaderID);
    const contactUs = new ContactUsService(
      executor,
      new ContactMessageRateLimiter(resources.redis, Number.MAX_SAFE_INTEGER, redisKeyPrefix(config.DATABASE_URL, 'seed-contact')),
      new ContactMessageQueries(resources.db),
    );
    for (const message of DEMO_CONTACT_MESSAGES) await contactUs.send(message, { actor: VISITOR_ACTOR, ip: 'seed' });
    const started = Date.now();
    const notes = await seedLessonsAndNotes(new LessonNoteService(executor, new LessonNoteQueries(resources.db), resources.clock), topics);
    const questions = await seedQuestionBank(new QuestionBankService(executor, new QuestionBankQueries(resources.db), resources.db), topics.map((topic) => topic.topicID));
    console.log(`Seeded demo accounts, ${topics.length} topics, ${notes} published notes (notes took ${((Date.now() - started) / 1000).toFixed(0)} s), ${questions.akt} AKT, ${questions.msq} KFP(MSQ) questions and ${questions.kfp} KFP cases, ${DEMO_CONTACT_MESSAGES.length} contact messages.`);
  } finally {
    await runner.stop();
    await resources.close();
  }
}

async function seedAdmin(identity: IdentityService, adminEmail: string, adminPassword: string): Promise<void> {
  const roleId = await identity.createRole({ roleName: 'Super admin', privileges: [...ALL_PRIVILEGES] }, SYSTEM_ACTOR);
  await identity.createAdminUser({ email: adminEmail, firstName: 'Demo', lastName: 'Admin', password: adminPassword, roleIds: [roleId] }, SYSTEM_ACTOR);
}

async function seedDemoReaders(identity: IdentityService): Promise<void> {
  for (const reader of DEMO_READERS) {
    const userId = await identity.registerReader({ ...reader, password: DEMO_PASSWORD, emailConfirmed: true }, SYSTEM_ACTOR);
    if (reader.subscribed) await identity.changeSubscriptionStatus(userId, 'ACTIVE', SYSTEM_ACTOR);
  }
}

const author: AuthenticatedUser = { userId: SYSTEM_ACTOR.actorId, userType: 'ADMIN', email: 'system', privileges: [...ALL_PRIVILEGES], hasActiveSubscription: false };

type SeededTopic = { topicID: string; topicName: string };

/**
 * The plans on the pricing page. Each makes the same taster of paid topics eligible (every tenth
 * topic, offset from the free ones), and the trial reader holds the first plan's trial.
 */
async function seedPricingPlans(billing: BillingService, topics: SeededTopic[], trialReaderID: string): Promise<void> {
  const eligibleTopicIDs = topics.filter((_, index) => index % 10 === 5).map((topic) => topic.topicID);
  const planIDs: string[] = [];
  for (const plan of DEMO_PLANS) {
    const saved = await billing.savePlan({ ...plan, status: 'ACT', eligibleTopicIDs }, actorOf(author));
    planIDs.push(saved.pricingPlanID);
  }
  await billing.startTrial(planIDs[0]!, { actorId: trialReaderID, actorType: 'READER' });
}

async function seedCatalog(catalog: CatalogService): Promise<SeededTopic[]> {
  const topics: SeededTopic[] = [];
  let topicCount = 0;
  for (const { group, chapters } of curriculum) {
    const { chapterGroupID } = await catalog.saveChapterGroup({ chapterGroupName: group, status: 'ACT' }, author);
    for (const chapter of chapters) {
      const { chapterID } = await catalog.saveChapter({ chapterGroupID, chapterName: chapter.name, status: 'ACT' }, author);
      for (const topicName of chapter.topics) {
        // Every tenth topic is free content, so visitors have something to open.
        const { topicID } = await catalog.saveTopic({ chapterID, topicName, status: 'ACT', freeContent: topicCount % 10 === 0 }, author);
        topics.push({ topicID, topicName });
        topicCount += 1;
      }
    }
  }
  return topics;
}

/** Four published lessons per topic, about a dozen published notes each: the 7,000+ note corpus. */
async function seedLessonsAndNotes(service: LessonNoteService, topics: SeededTopic[]): Promise<number> {
  let notes = 0;
  const seedTopic = async ({ topicID, topicName }: SeededTopic, index: number) => {
    for (const lessonName of LESSONS) {
      const { lessonID } = await service.saveLesson({ topicID, lessonName, status: 'ACT' }, author);
      await service.publishLesson(lessonID, true, author);
      for (const note of notesFor(topicName, lessonName, index)) {
        const { noteID } = await service.saveNote({ lessonID, ...note, status: 'ACT' }, author);
        await service.publishNote(noteID, true, author);
        notes += 1;
      }
    }
  };
  // Topics are independent streams: several at a time keeps the database busy while each waits.
  await inParallel(topics, 6, seedTopic);
  return notes;
}

async function inParallel<T>(items: readonly T[], width: number, work: (item: T, index: number) => Promise<void>): Promise<void> {
  let nextIndex = 0;
  const lane = async () => {
    while (nextIndex < items.length) {
      const index = nextIndex++;
      await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: width }, lane));
}

seed().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
