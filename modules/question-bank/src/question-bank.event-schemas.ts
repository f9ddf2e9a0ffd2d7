import type { EventTypeOf, SameTypes } from '@notebook/kernel';
import { AktQuestionEvent, aktQuestionEventSchemas } from './akt/akt-question.events';
import { KfpCaseEvent, KfpCasesReordered, kfpCaseEventSchemas } from './kfp/kfp-case.events';
import { MsqQuestionEvent, msqQuestionEventSchemas } from './msq/msq-question.events';

/** Every event the question bank records, with its schema; the composition roots register this list. */
export const questionBankEventSchemas = [
  ...aktQuestionEventSchemas,
  ...msqQuestionEventSchemas,
  ...kfpCaseEventSchemas,
] as const;

// Compile-time check: the list holds exactly the question bank's event types.
const _everyQuestionBankEventListed: SameTypes<
  EventTypeOf<typeof questionBankEventSchemas>,
  (AktQuestionEvent | MsqQuestionEvent | KfpCaseEvent | KfpCasesReordered)['type']
> = true;
