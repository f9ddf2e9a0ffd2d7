import { billingEventSchemas } from '@notebook/billing';
import { catalogEventSchemas } from '@notebook/catalog';
import { contactUsEventSchemas } from '@notebook/contact-us';
import { contentFeedbackEventSchemas } from '@notebook/content-feedback';
import { readingEventSchemas } from '@notebook/reading';
import { identityEventSchemas } from '@notebook/identity';
import { mockExamsEventSchemas } from '@notebook/mock-exams';
import { notificationsEventSchemas } from '@notebook/notifications';
import { practiceEventSchemas } from '@notebook/practice';
import { questionBankEventSchemas } from '@notebook/question-bank';
import { reviewEventSchemas } from '@notebook/review';
import { siteContentDefinition } from '@notebook/site-content';
import { webinarsEventSchemas } from '@notebook/webinars';
import { applicationEventSchemas } from './event-schemas';
import { JobQueue, loadConfig } from '@notebook/kernel';
import { applicationProjections, applicationReactors } from './projections';

/**
 * The schemas and the projections name the same events: every type a projection reads has a schema
 * (else the executor would refuse to record it), and every type with a schema is read by some
 * projection, apart from those recorded for the write side alone, listed here.
 */
// The uniqueness claims on `userEmail-<email>`, `socialIdentity-<provider>-<subject>` and `uniqueName-<kind>-<name>`, and the
// external payment links (`paymentLink-<id>`, read by their service from their stream): no read model needs them.
const WRITE_SIDE_ONLY = new Set([
  'EmailClaimed',
  'EmailReleased',
  'SocialIdentityClaimed',
  'NameClaimed',
  'NameReleased',
  'ExternalPaymentLinkIssued',
  'ExternalPaymentLinkUsed',
]);

const modules = {
  identity: identityEventSchemas,
  catalog: catalogEventSchemas,
  reading: readingEventSchemas,
  'question-bank': questionBankEventSchemas,
  billing: billingEventSchemas,
  'contact-us': contactUsEventSchemas,
  practice: practiceEventSchemas,
  'mock-exams': mockExamsEventSchemas,
  webinars: webinarsEventSchemas,
  notifications: notificationsEventSchemas,
  'site-content': siteContentDefinition.eventSchemas,
  'content-feedback': contentFeedbackEventSchemas,
  review: reviewEventSchemas,
};

test('the application registers every module’s schemas, each type once', () => {
  const moduleTypes = Object.values(modules).flatMap((schemas) => schemas.map((schema) => schema.type));
  expect(new Set(moduleTypes).size).toBe(moduleTypes.length);
  expect([...applicationEventSchemas.types].sort()).toEqual([...moduleTypes].sort());
});

test.each(Object.entries(modules))('every %s event schema is current and declared with its upcasters', (_, schemas) => {
  for (const schema of schemas) {
    expect(applicationEventSchemas.schemaOf(schema.type)).toBe(schema);
    expect(Object.keys(schema.upcast)).toHaveLength(schema.version - 1);
  }
});

test.each(applicationProjections.map((projection) => [projection.name, projection] as const))(
  'every event type the %s projection reads has a schema',
  (_, projection) => {
    expect(projection.canHandle.filter((type) => !applicationEventSchemas.has(type))).toEqual([]);
  },
);

test('every event type with a schema is read by some projection or reactor, or is known to be write-side only', () => {
  const reactors = applicationReactors(
    new (class extends JobQueue {
      async schedule() {}
    })(),
    loadConfig({ NODE_ENV: 'test' }),
  );
  const handled = new Set([...applicationProjections, ...reactors].flatMap((projection) => projection.canHandle));
  expect(applicationEventSchemas.types.filter((type) => !handled.has(type) && !WRITE_SIDE_ONLY.has(type))).toEqual([]);
  expect([...WRITE_SIDE_ONLY].filter((type) => handled.has(type) || !applicationEventSchemas.has(type))).toEqual([]);
});
