import { auditDefinition } from '@notebook/audit';
import { billingDefinition } from '@notebook/billing';
import { catalogDefinition } from '@notebook/catalog';
import { contactUsDefinition } from '@notebook/contact-us';
import { contentFeedbackDefinition } from '@notebook/content-feedback';
import { identityDefinition } from '@notebook/identity';
import { type ModuleDefinition, withNestModule } from '@notebook/kernel';
import { MockExamsModule, UnreleasedMockQuestions, mockExamsDefinition } from '@notebook/mock-exams';
import { PracticeModule, practiceDefinition } from '@notebook/practice';
import { notificationsDefinition } from '@notebook/notifications';
import { questionBankDefinition } from '@notebook/question-bank';
import type { Projection } from '@notebook/read-models';
import { readingDefinition } from '@notebook/reading';
import { reportsDefinition } from '@notebook/reports';
import { reviewDefinition } from '@notebook/review';
import { scheduleDefinition } from '@notebook/schedule';
import { searchDefinition } from '@notebook/search';
import { siteContentDefinition } from '@notebook/site-content';
import { studyPlanDefinition } from '@notebook/study-plan';
import { webinarsDefinition } from '@notebook/webinars';

/**
 * What the product is made of: one line per module, each declared by the module itself
 * (`defineModule` in its `*.module.ts`). The API, the worker, replay, the seed and the test support
 * all compose from this list, so adding a module is adding its line here.
 */
export const applicationModules: readonly ModuleDefinition<Projection>[] = [
  identityDefinition,
  catalogDefinition,
  readingDefinition,
  questionBankDefinition,
  searchDefinition,
  billingDefinition,
  contactUsDefinition,
  // Practice keeps a reader's unreleased mock questions from them; mock exams says which (it depends on practice, not the reverse).
  withNestModule(
    practiceDefinition,
    PracticeModule.withSealedQuestions({ module: MockExamsModule, provider: UnreleasedMockQuestions }),
  ),
  mockExamsDefinition,
  webinarsDefinition,
  notificationsDefinition,
  auditDefinition,
  siteContentDefinition,
  scheduleDefinition,
  reportsDefinition,
  contentFeedbackDefinition,
  reviewDefinition,
  studyPlanDefinition,
];
