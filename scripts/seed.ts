import { randomUUID } from 'node:crypto';
import { applicationProjections, buildResources } from '@notebook/api';
import { CatalogQueries, CatalogService } from '@notebook/catalog';
import { ALL_PRIVILEGES } from '@notebook/contracts';
import { IdentityService, createIdentityService } from '@notebook/identity';
import { AccessTokenService, AuthenticatedUser, CommandExecutor, SYSTEM_ACTOR, ensureDatabaseExists, loadConfig } from '@notebook/kernel';
import { ProjectionRunner, migrateToLatest } from '@notebook/read-models';
import { curriculum } from './seed/curriculum';
import { DEMO_PASSWORD, DEMO_READERS } from './seed/demo-accounts';

/**
 * Demo content through the real commands, so it is ordinary events. Safe to run again: it does
 * nothing when the demo admin exists already.
 */
async function seed(): Promise<void> {
  const config = loadConfig();
  const adminPassword = config.ADMIN_PASSWORD ?? DEMO_PASSWORD;
  if (config.NODE_ENV === 'production' && adminPassword === DEMO_PASSWORD) {
    throw new Error('Refusing the default admin password in production: set ADMIN_PASSWORD');
  }
  await ensureDatabaseExists(config.DATABASE_URL);
  const resources = buildResources(config, { poolSize: 5 });
  await migrateToLatest(resources.db);
  const runner = new ProjectionRunner({ db: resources.db, pool: resources.pool, eventStore: resources.eventStore, projections: [...applicationProjections], ownerId: `seed-${randomUUID()}` });
  await runner.start();
  try {
    const existing = await resources.db.selectFrom('user_account').select('user_id').where('email', '=', config.ADMIN_EMAIL.toLowerCase()).executeTakeFirst();
    if (existing) {
      console.log(`Demo content present already (${config.ADMIN_EMAIL} exists); nothing to seed.`);
      return;
    }
    const executor = new CommandExecutor(resources.eventStore, resources.projectionAwaiter);
    const accessTokens = new AccessTokenService(config.jwtSecret, resources.clock);
    const identity = createIdentityService({ executor, db: resources.db, accessTokens, redis: resources.redis, clock: resources.clock });
    await seedAccounts(identity, config.ADMIN_EMAIL, adminPassword);
    await seedCatalog(new CatalogService(executor, new CatalogQueries(resources.db), resources.clock));
    console.log('Seeded demo accounts and catalog.');
  } finally {
    await runner.stop();
    await resources.close();
  }
}

async function seedAccounts(identity: IdentityService, adminEmail: string, adminPassword: string): Promise<void> {
  const roleId = await identity.createRole({ roleName: 'Super admin', privileges: [...ALL_PRIVILEGES] }, SYSTEM_ACTOR);
  await identity.createAdminUser({ email: adminEmail, firstName: 'Demo', lastName: 'Admin', password: adminPassword, roleIds: [roleId] }, SYSTEM_ACTOR);
  for (const reader of DEMO_READERS) {
    const userId = await identity.registerReader({ ...reader, password: DEMO_PASSWORD, emailConfirmed: true }, SYSTEM_ACTOR);
    if (reader.subscribed) await identity.changeSubscriptionStatus(userId, 'ACTIVE', SYSTEM_ACTOR);
  }
}

async function seedCatalog(catalog: CatalogService): Promise<void> {
  const author: AuthenticatedUser = { userId: SYSTEM_ACTOR.actorId, userType: 'ADMIN', email: 'system', privileges: [...ALL_PRIVILEGES], hasActiveSubscription: false };
  let topicCount = 0;
  for (const { group, chapters } of curriculum) {
    const { chapterGroupID } = await catalog.saveChapterGroup({ chapterGroupName: group, status: 'ACT' }, author);
    for (const chapter of chapters) {
      const { chapterID } = await catalog.saveChapter({ chapterGroupID, chapterName: chapter.name, status: 'ACT' }, author);
      for (const topicName of chapter.topics) {
        // Every tenth topic is free content, so visitors have something to open.
        await catalog.saveTopic({ chapterID, topicName, status: 'ACT', freeContent: topicCount % 10 === 0 }, author);
        topicCount += 1;
      }
    }
  }
}

seed().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
