import { reviewCardEventSchemas } from './cards/review-card.events';
import { examSittingEventSchemas } from './sittings/exam-sitting.events';

/** Every event the review module records, with its schema; the composition roots register this list. */
export const reviewEventSchemas = [...reviewCardEventSchemas, ...examSittingEventSchemas] as const;
