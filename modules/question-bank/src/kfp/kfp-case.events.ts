import { z } from 'zod';
import { ContentStatus, KfpAnswerType, recordedContentSource } from '@notebook/contracts';
import { type EventOf, defineEvent } from '@notebook/kernel';
import { StoredAnswer, storedAnswer } from '../shared/answers';
import { placedByTheProjection } from '../shared/choice-question.events';

const kfpCaseFields = z.strictObject({
  topicID: z.uuid(),
  caseName: z.string(),
  caseDescription: z.string(),
  status: z.enum(ContentStatus),
});
const kfpQuestionFields = z.strictObject({
  question: z.string(),
  explanation: z.string().nullable(),
  kfpAnswerType: z.enum(KfpAnswerType),
  noOfAnswers: z.number().int(),
  status: z.enum(ContentStatus),
});
export type KfpCaseFields = z.infer<typeof kfpCaseFields>;
export type KfpQuestionFields = z.infer<typeof kfpQuestionFields>;
export type KfpCaseQuestion = {
  kfpCaseQuestionID: string;
  displayOrder: number;
  answers: StoredAnswer[];
} & KfpQuestionFields;

const ofCase = { kfpCaseID: z.uuid() };
const ofCaseQuestion = { kfpCaseID: z.uuid(), kfpCaseQuestionID: z.uuid() };
export const KfpCaseCreated = defineEvent('KfpCaseCreated', kfpCaseFields.extend(ofCase), placedByTheProjection);
export const KfpCaseUpdated = defineEvent('KfpCaseUpdated', kfpCaseFields.extend(ofCase));
export const KfpCaseRemoved = defineEvent('KfpCaseRemoved', z.strictObject(ofCase));
/** The guideline or reference the case follows, and its last review (issue 29). */
export const KfpCaseSourceChanged = defineEvent(
  'KfpCaseSourceChanged',
  z.strictObject({ ...ofCase, ...recordedContentSource }),
);
/** The lesson of the case's topic it belongs to; null: none (issue 29). */
export const KfpCaseLessonLinked = defineEvent(
  'KfpCaseLessonLinked',
  z.strictObject({ ...ofCase, lessonID: z.uuid().nullable() }),
);
export const KfpCaseQuestionAdded = defineEvent(
  'KfpCaseQuestionAdded',
  kfpQuestionFields.extend({ ...ofCaseQuestion, displayOrder: z.number().int() }),
);
export const KfpCaseQuestionUpdated = defineEvent('KfpCaseQuestionUpdated', kfpQuestionFields.extend(ofCaseQuestion));
export const KfpCaseQuestionRemoved = defineEvent('KfpCaseQuestionRemoved', z.strictObject(ofCaseQuestion));
export const KfpCaseQuestionAnswerAdded = defineEvent(
  'KfpCaseQuestionAnswerAdded',
  storedAnswer.extend(ofCaseQuestion),
);
export const KfpCaseQuestionAnswerUpdated = defineEvent(
  'KfpCaseQuestionAnswerUpdated',
  storedAnswer.extend(ofCaseQuestion),
);
export const KfpCaseQuestionsReordered = defineEvent(
  'KfpCaseQuestionsReordered',
  z.strictObject({ ...ofCase, kfpCaseQuestionIDs: z.array(z.uuid()) }),
);
/** The order of the cases of a topic; recorded on the `kfpCaseOrder-<topicID>` stream. */
export const KfpCasesReordered = defineEvent(
  'KfpCasesReordered',
  z.strictObject({ topicID: z.uuid(), kfpCaseIDs: z.array(z.uuid()) }),
);

export type KfpCaseCreated = EventOf<typeof KfpCaseCreated>;
export type KfpCaseUpdated = EventOf<typeof KfpCaseUpdated>;
export type KfpCaseRemoved = EventOf<typeof KfpCaseRemoved>;
export type KfpCaseSourceChanged = EventOf<typeof KfpCaseSourceChanged>;
export type KfpCaseLessonLinked = EventOf<typeof KfpCaseLessonLinked>;
export type KfpCaseQuestionAdded = EventOf<typeof KfpCaseQuestionAdded>;
export type KfpCaseQuestionUpdated = EventOf<typeof KfpCaseQuestionUpdated>;
export type KfpCaseQuestionRemoved = EventOf<typeof KfpCaseQuestionRemoved>;
export type KfpCaseQuestionAnswerAdded = EventOf<typeof KfpCaseQuestionAnswerAdded>;
export type KfpCaseQuestionAnswerUpdated = EventOf<typeof KfpCaseQuestionAnswerUpdated>;
export type KfpCaseQuestionsReordered = EventOf<typeof KfpCaseQuestionsReordered>;
export type KfpCasesReordered = EventOf<typeof KfpCasesReordered>;

export type KfpCaseEvent =
  | KfpCaseCreated
  | KfpCaseUpdated
  | KfpCaseRemoved
  | KfpCaseSourceChanged
  | KfpCaseLessonLinked
  | KfpCaseQuestionAdded
  | KfpCaseQuestionUpdated
  | KfpCaseQuestionRemoved
  | KfpCaseQuestionAnswerAdded
  | KfpCaseQuestionAnswerUpdated
  | KfpCaseQuestionsReordered;

export const KfpCaseEventTypes: ReadonlyArray<KfpCaseEvent['type']> = [
  'KfpCaseCreated',
  'KfpCaseUpdated',
  'KfpCaseRemoved',
  'KfpCaseSourceChanged',
  'KfpCaseLessonLinked',
  'KfpCaseQuestionAdded',
  'KfpCaseQuestionUpdated',
  'KfpCaseQuestionRemoved',
  'KfpCaseQuestionAnswerAdded',
  'KfpCaseQuestionAnswerUpdated',
  'KfpCaseQuestionsReordered',
];
export const kfpCaseEventSchemas = [
  KfpCaseCreated,
  KfpCaseUpdated,
  KfpCaseRemoved,
  KfpCaseSourceChanged,
  KfpCaseLessonLinked,
  KfpCaseQuestionAdded,
  KfpCaseQuestionUpdated,
  KfpCaseQuestionRemoved,
  KfpCaseQuestionAnswerAdded,
  KfpCaseQuestionAnswerUpdated,
  KfpCaseQuestionsReordered,
  KfpCasesReordered,
] as const;
export const kfpCaseStream = (id: string) => `kfpCase-${id}`;
export const kfpCaseOrderStream = (topicID: string) => `kfpCaseOrder-${topicID}`;
