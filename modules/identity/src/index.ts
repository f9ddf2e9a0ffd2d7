// The module's definition the application composes, and its Nest module (billing, reading, practice and mock exams import it).
export { IdentityModule, identityDefinition } from './identity.module';
export { identityEventSchemas } from './identity.event-schemas';

// Services: accounts and sign-in (the seed, benches and tests use it too), a reader's subscription.
export { IdentityService } from './identity.service';
export { ReaderSubscriptions } from './subscriptions/reader-subscriptions.service';
export type { Subscriber } from './subscriptions/reader-subscriptions.service';

// The seed: the demo readers the billing step pays and trials for, the password the seed refuses in production.
export { demoReaders } from './seed/identity.seed';
export type { DemoReaders } from './seed/identity.seed';
export { DEMO_PASSWORD } from './seed/demo-accounts';

// Queries: users' contacts and a reader's subscription columns, as other modules read them.
export { UserDirectory } from './queries/user-directory.queries';
export type { UserContact } from './queries/user-directory.queries';

// A subscription's rules as billing reads them (access, its facts, how a period adds up), and its start event.
export { addPeriod, subscriptionAccess, subscriptionFactsOf } from './subscriptions/reader-subscription';
export type { ReaderSubscription, SubscriptionAccess } from './subscriptions/reader-subscription';
export { ReaderPaidPeriodStarted, userStream } from './users/user.events';

// Used only by the auth bench and e2e specs: a service without Nest, the links account e-mails carry.
export { createIdentityService } from './identity.factory';
export { accountLinksOf } from './accounts/account-settings';
export type { LinkPurpose } from './accounts/account-links';
