import { z } from 'zod';
import { type EventOf, type EventTypeOf, type SameTypes, defineEvent } from '@notebook/kernel';
import { practiceKfpCase } from '@notebook/question-bank';

const id = z.uuid();
const ofAttempt = { kfpAttemptID: id, readerID: id };

/** The attempt's own copy of the case, so an admin edit later changes neither what it shows nor how it marks. */
export const KfpAttemptStarted = defineEvent(
  'KfpAttemptStarted',
  z.strictObject({ ...ofAttempt, kfpCase: practiceKfpCase }),
);
/** MULTIPLE_CHOICE: marked when recorded; TEXT: `answerStatus` null until the reader marks it. */
export const KfpAnswerSubmitted = defineEvent(
  'KfpAnswerSubmitted',
  z.strictObject({
    ...ofAttempt,
    kfpCaseQuestionID: id,
    answerIDs: z.array(id),
    text: z.string().nullable(),
    answerStatus: z.enum(['CORRECT', 'INCORRECT']).nullable(),
  }),
);
export const KfpAnswerSelfMarked = defineEvent(
  'KfpAnswerSelfMarked',
  z.strictObject({ ...ofAttempt, kfpCaseQuestionID: id, correct: z.boolean() }),
);

export type KfpAttemptStarted = EventOf<typeof KfpAttemptStarted>;
export type KfpAnswerSubmitted = EventOf<typeof KfpAnswerSubmitted>;
export type KfpAnswerSelfMarked = EventOf<typeof KfpAnswerSelfMarked>;
export type KfpAttemptEvent = KfpAttemptStarted | KfpAnswerSubmitted | KfpAnswerSelfMarked;

export const kfpAttemptEventSchemas = [KfpAttemptStarted, KfpAnswerSubmitted, KfpAnswerSelfMarked] as const;
export const KfpAttemptEventTypes = kfpAttemptEventSchemas.map((schema) => schema.type);
// Compile-time check: the list holds exactly the attempt's event types.
const _everyKfpAttemptEventListed: SameTypes<
  EventTypeOf<typeof kfpAttemptEventSchemas>,
  KfpAttemptEvent['type']
> = true;

export const kfpAttemptStream = (kfpAttemptID: string) => `kfpAttempt-${kfpAttemptID}`;
