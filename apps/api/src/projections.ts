import { catalogProjection, lessonNoteProjection } from '@notebook/catalog';
import { annotationProjection, noteResourceProjection, readerStudyProjection } from '@notebook/reading';
import { accountLinksOf, accountMailScheduler, accountMailSettingsOf, identityProjection } from '@notebook/identity';
import { questionBankProjection } from '@notebook/question-bank';
import type { AppConfig, JobQueue } from '@notebook/kernel';
import { mockExamJobScheduler, mockExamProjection } from '@notebook/mock-exams';
import type { Projection } from '@notebook/read-models';
import { searchProjection } from '@notebook/search';
import {
  paymentJobScheduler,
  paymentProjection,
  pricingCategoryProjection,
  pricingPlanProjection,
  pricingTermProjection,
} from '@notebook/billing';
import { contactMessageProjection } from '@notebook/contact-us';
import { practiceProjection, readinessProjection } from '@notebook/practice';

/** Every read model the application keeps. The worker runs them; replay rebuilds them. */
export const applicationProjections: readonly Projection[] = [
  identityProjection,
  catalogProjection,
  lessonNoteProjection,
  readerStudyProjection,
  questionBankProjection,
  searchProjection,
  annotationProjection,
  noteResourceProjection,
  pricingPlanProjection,
  pricingCategoryProjection,
  pricingTermProjection,
  paymentProjection,
  contactMessageProjection,
  practiceProjection,
  readinessProjection,
  mockExamProjection,
];

/**
 * The reactors: projections without tables that turn events into scheduled jobs (a mock exam's opening
 * and closing, an attempt's deadline). The runner runs them with the read models and commands wait for
 * them alike; replay leaves them out (it rebuilds tables, and the jobs are already scheduled).
 */
export const applicationReactors = (jobs: JobQueue, config: AppConfig): Projection[] => [
  mockExamJobScheduler(jobs) as Projection,
  paymentJobScheduler(jobs) as Projection,
  accountMailScheduler(jobs, accountLinksOf(config), accountMailSettingsOf(config)) as Projection,
];
