import { billingEventSchemas } from '@notebook/billing';
import { catalogEventSchemas } from '@notebook/catalog';
import { contactUsEventSchemas } from '@notebook/contact-us';
import { readingEventSchemas } from '@notebook/reading';
import { identityEventSchemas } from '@notebook/identity';
import { EventSchemaRegistry } from '@notebook/kernel';
import { mockExamsEventSchemas } from '@notebook/mock-exams';
import { practiceEventSchemas } from '@notebook/practice';
import { questionBankEventSchemas } from '@notebook/question-bank';

/**
 * Every event type the application records, with its schema (docs/event-store.md). The command
 * executor checks each new event against it; the projection runner and replay upcast older versions
 * through it. A module that records events adds its list here.
 */
export const applicationEventSchemas = new EventSchemaRegistry([
  ...identityEventSchemas,
  ...catalogEventSchemas,
  ...readingEventSchemas,
  ...questionBankEventSchemas,
  ...billingEventSchemas,
  ...contactUsEventSchemas,
  ...practiceEventSchemas,
  ...mockExamsEventSchemas,
]);
