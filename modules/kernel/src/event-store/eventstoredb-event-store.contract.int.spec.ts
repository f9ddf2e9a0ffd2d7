import { describeEventStoreContract } from './event-store.contract';
import { EventStoreDbEventStore } from './eventstoredb-event-store';

const eventStoreUrl = process.env.EVENTSTORE_URL;

if (eventStoreUrl) {
  describeEventStoreContract(`EventStoreDB at ${eventStoreUrl}`, async () => {
    const store = EventStoreDbEventStore.fromConnectionString(eventStoreUrl);
    return { store, cleanup: () => store.close() };
  });
} else {
  console.log(
    'EventStoreDB contract suite skipped: EVENTSTORE_URL is not set (e.g. EVENTSTORE_URL=esdb://localhost:2113?tls=false).',
  );
  test.skip('EventStoreDB contract suite skipped: EVENTSTORE_URL is not set', () => undefined);
}
