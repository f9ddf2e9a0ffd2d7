import { ALL_PRIVILEGES } from '@notebook/contracts';
import { type ModuleSeed, SYSTEM_ACTOR, seedKey } from '@notebook/kernel';
import { IdentityService } from '../identity.service';
import { DEMO_PASSWORD, DEMO_READERS, SUBSCRIBER_EMAIL, TRIAL_READER_EMAIL } from './demo-accounts';

/** The demo readers' user ids: the one who pays for a plan and the one holding a trial. */
export type DemoReaders = { subscriberID: string; trialReaderID: string };
export const demoReaders = seedKey<DemoReaders>('identity', 'demo-readers');

/** The super admin (ADMIN_EMAIL / ADMIN_PASSWORD) always; in the demo also the readers, with the published password. */
export const identitySeed: ModuleSeed = {
  always: true,
  async run(context) {
    const identity = context.services.get(IdentityService);
    const { ADMIN_EMAIL, ADMIN_PASSWORD } = context.config;
    if (!context.demo) return seedAdmin(identity, ADMIN_EMAIL, ADMIN_PASSWORD ?? DEMO_PASSWORD);
    const stage = context.stage('Accounts', 1, 'stages');
    await seedAdmin(identity, ADMIN_EMAIL, ADMIN_PASSWORD ?? DEMO_PASSWORD);
    const readerIDs = new Map<string, string>();
    for (const reader of DEMO_READERS) {
      const userID = await identity.registerReader(
        { ...reader, password: DEMO_PASSWORD, emailConfirmed: true },
        SYSTEM_ACTOR,
      );
      readerIDs.set(reader.email, userID);
    }
    context.provide(demoReaders, {
      subscriberID: readerIDs.get(SUBSCRIBER_EMAIL)!,
      trialReaderID: readerIDs.get(TRIAL_READER_EMAIL)!,
    });
    stage.done(`1 admin and ${DEMO_READERS.length} readers`);
  },
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
