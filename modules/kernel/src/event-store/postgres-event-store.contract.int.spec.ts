import { createTestDatabase } from '../../../../test/support/test-database';
import { describeEventStoreContract } from './event-store.contract';

describeEventStoreContract('PostgreSQL', async () => {
  const database = await createTestDatabase({ poolSize: 12 });
  return { store: database.eventStore, cleanup: () => database.drop() };
});
