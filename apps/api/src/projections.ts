import { catalogProjection, lessonNoteProjection } from '@notebook/catalog';
import { annotationProjection, noteResourceProjection, readerStudyProjection } from '@notebook/reading';
import { identityProjection } from '@notebook/identity';
import { questionBankProjection } from '@notebook/question-bank';
import type { Projection } from '@notebook/read-models';
import { searchProjection } from '@notebook/search';
import { pricingPlanProjection } from '@notebook/billing';
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
  contactMessageProjection,
  practiceProjection,
  readinessProjection,
];
