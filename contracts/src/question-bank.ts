import { z } from 'zod';
import { contentStatus } from './catalog';
import { type ContentSource, contentSourceFields } from './content-source';
import { ContentStatus, KfpAnswerType } from './enums';
import { entityId, requiredText } from './fields';
import { Messages } from './messages';

/**
 * The question bank (spec sections 3, 5, 7 and 9): AKT questions (multiple choice and extended
 * match), KFP(MSQ) questions (multiple choice and extended match) and KFP cases with their questions.
 * The server enforces every rule again (modules/question-bank); these schemas give the same messages.
 */

export const AktType = ['AKT', 'KT', 'SJT'] as const;
export type AktType = (typeof AktType)[number];
/** aktAnswerType and msqAnswerType. */
export const QuestionAnswerType = ['MULTIPLE_CHOICE', 'EXTENDED_MATCH'] as const;
export type QuestionAnswerType = (typeof QuestionAnswerType)[number];
/** The spec names MSQ "or another KFP type"; KFP is that other type. */
export const MsqType = ['MSQ', 'KFP'] as const;
export type MsqType = (typeof MsqType)[number];
export const YesNo = ['Y', 'N'] as const;
export type YesNo = (typeof YesNo)[number];
export type KfpAnswerTypeValue = (typeof KfpAnswerType)[number];

export const QuestionBankLimits = {
  questionNameMax: 400,
  caseNameMax: 400,
  /** Answers per KFP case question and per AKT question. */
  kfpMaxAnswers: 15,
  aktMaxAnswers: 15,
  /** The default of the application property msqAnswerOptions; the server may be configured lower or higher. */
  defaultMsqAnswerOptions: 24,
  /** Labels run A to Z, so no configuration can go beyond this. */
  msqAnswerOptionsCeiling: 26,
  defaultAnswerCount: 2,
  defaultExpectedAnswers: 1,
  answerScoreMin: 0,
  answerScoreMax: 100,
  /** Bounds on rich text so a request cannot be arbitrarily large (not in the spec). */
  richTextMax: 100_000,
  answerMax: 20_000,
} as const;

const L = QuestionBankLimits;

const richText = requiredText(L.richTextMax);
const answerText = requiredText(L.answerMax);
/** Optional rich text: absent or null keeps the stored value, a string (even empty) replaces it. */
const optionalRichText = z
  .string()
  .trim()
  .max(L.richTextMax, { error: Messages.maxLength(L.richTextMax) })
  .nullish()
  .transform((value) => value ?? undefined);

const count = (max: number) =>
  z
    .number({ error: Messages.required })
    .int({ error: Messages.notANumber })
    .min(1, { error: Messages.minValue(1) })
    .max(max, { error: Messages.maxValue(max) });

const order = z.number({ error: Messages.notANumber }).int({ error: Messages.notANumber }).min(0).optional();
/**
 * Optimistic concurrency: the `version` a client loaded. When sent and the question changed since,
 * the save is refused with 409 instead of overwriting someone else's edit. Omit it to save anyway.
 */
const version = z.number().int().min(0).optional();
const requiredId = z.uuid({ error: Messages.required });
const answerScore = z
  .number({ error: Messages.answerScoreRange })
  .min(L.answerScoreMin, { error: Messages.answerScoreRange })
  .max(L.answerScoreMax, { error: Messages.answerScoreRange });
const answerList = <T extends z.ZodType>(item: T) => z.array(item).max(100, { error: Messages.maxValue(100) });

export const aktType = z.enum(AktType, { error: Messages.required });
export const questionAnswerType = z.enum(QuestionAnswerType, { error: Messages.required });
export const msqType = z.enum(MsqType, { error: Messages.required });
export const yesNo = z.enum(YesNo, { error: 'Must be Y or N' });
export const kfpAnswerType = z.enum(KfpAnswerType, { error: Messages.required });

// ---------------------------------------------------------------- AKT

export const aktQuestionDTO = z.object({
  aktQuestionID: entityId.optional(),
  topicID: entityId,
  questionName: requiredText(L.questionNameMax),
  aktType,
  /** Decided by the call (MO or EM save); sent values are ignored. */
  aktAnswerType: questionAnswerType.optional(),
  status: contentStatus.default('ACT'),
  /** Only AKT-type questions can be mock exam questions; other types are stored with N. */
  mockExamQuestion: yesNo.default('N'),
  explanation: optionalRichText,
  noOfAnswers: count(L.aktMaxAnswers).optional(),
  version,
  /** Optional: absent leaves the recorded source as it is (issue 29). */
  ...contentSourceFields,
  /** The lesson of the topic it belongs to (issue 29): absent leaves the link, null clears it. */
  lessonID: entityId.nullish(),
});

export const aktmoAnswerDTO = z.object({
  aktMoAnswerID: entityId.optional(),
  answer: answerText,
  correctAnswer: z.boolean().default(false),
  displayOrder: order,
  status: contentStatus.optional(),
});

/** Single best answer: exactly one of the first `noOfAnswers` answers is correct (the decider holds the rule too). */
export const aktmoQuestionDTO = z
  .object({
    question: richText,
    noOfAnswers: count(L.aktMaxAnswers),
    aktmoAnswerDTOList: answerList(aktmoAnswerDTO).default([]),
  })
  .superRefine((dto, context) => {
    const correct = dto.aktmoAnswerDTOList.slice(0, dto.noOfAnswers).filter((answer) => answer.correctAnswer).length;
    if (correct !== 1)
      context.addIssue({ code: 'custom', path: ['aktmoAnswerDTOList'], message: Messages.exactlyOneCorrectAnswer });
  });

/** POST adminChapter/saveUpdateAKTMOQuestion */
export const saveAktMoQuestionRequest = z.object({ aktQuestionDTO, aktmoQuestionDTO });
export type SaveAktMoQuestionRequest = z.input<typeof saveAktMoQuestionRequest>;

export const aktemAnswerDTO = z.object({
  aktEmAnswerID: entityId.optional(),
  answer: answerText,
  displayOrder: order,
  status: contentStatus.optional(),
});

/** POST adminChapter/saveUpdateAKTEMAnswerList: also saves the explanation (merged into the question). */
export const saveAktEmAnswerListRequest = z.object({
  aktQuestionDTO: aktQuestionDTO.extend({ noOfAnswers: count(L.aktMaxAnswers) }),
  aktemAnswerDTOList: answerList(aktemAnswerDTO).default([]),
});
export type SaveAktEmAnswerListRequest = z.input<typeof saveAktEmAnswerListRequest>;

/** POST adminChapter/saveUpdateAKTEMQuestion: one sub-question of an extended-match question. */
export const saveAktEmQuestionRequest = z.object({
  /** The sub-question; absent for a new one. */
  aktEmQuestionID: entityId.optional(),
  aktQuestionID: entityId,
  question: richText,
  correctAnswerID: requiredId,
  status: contentStatus.default('ACT'),
  version,
});
export type SaveAktEmQuestionRequest = z.input<typeof saveAktEmQuestionRequest>;

export const removeAktQuestionRequest = z.object({ aktQuestionID: entityId, version });
export const removeAktEmQuestionRequest = z.object({ aktQuestionID: entityId, aktEmQuestionID: entityId, version });

// ---------------------------------------------------------------- MSQ

export const msqQuestionDTO = z.object({
  msqQuestionID: entityId.optional(),
  topicID: entityId,
  questionName: requiredText(L.questionNameMax),
  msqType: msqType.default('MSQ'),
  /** Decided by the call (MO or EM save); sent values are ignored. */
  msqAnswerType: questionAnswerType.optional(),
  status: contentStatus.default('ACT'),
  selectedForMock: yesNo.default('N'),
  explanation: optionalRichText,
  noOfAnswers: count(L.msqAnswerOptionsCeiling).optional(),
  version,
  /** Optional: absent leaves the recorded source as it is (issue 29). */
  ...contentSourceFields,
  /** The lesson of the topic it belongs to (issue 29): absent leaves the link, null clears it. */
  lessonID: entityId.nullish(),
});

export const msqmoAnswerDTO = z.object({
  msqMoAnswerID: entityId.optional(),
  answer: answerText,
  /** Reset to 0 by the server when the answer is not correct. */
  answerScore: answerScore.default(0),
  correctAnswer: z.boolean().default(false),
  displayOrder: order,
  status: contentStatus.optional(),
});

export const msqmoQuestionDTO = z
  .object({
    question: richText,
    /** Up to msqAnswerOptions (default 24); the server checks its configured bound. */
    noOfAnswers: count(L.msqAnswerOptionsCeiling).default(L.defaultAnswerCount),
    noOfExpectedAnswers: count(L.msqAnswerOptionsCeiling).default(L.defaultExpectedAnswers),
    status: contentStatus.optional(),
    msqmoAnswerDTOList: answerList(msqmoAnswerDTO).default([]),
  })
  .superRefine((dto, context) => {
    const correct = dto.msqmoAnswerDTOList.slice(0, dto.noOfAnswers).filter((answer) => answer.correctAnswer).length;
    if (correct < dto.noOfExpectedAnswers) {
      context.addIssue({
        code: 'custom',
        path: ['noOfExpectedAnswers'],
        message: Messages.notEnoughCorrectAnswers(dto.noOfExpectedAnswers),
      });
    }
  });

/** POST adminChapter/saveUpdateMSQMOQuestion */
export const saveMsqMoQuestionRequest = z.object({ msqQuestionDTO, msqmoQuestionDTO });
export type SaveMsqMoQuestionRequest = z.input<typeof saveMsqMoQuestionRequest>;

export const msqemAnswerDTO = z.object({
  msqEmAnswerID: entityId.optional(),
  answer: answerText,
  displayOrder: order,
  status: contentStatus.optional(),
});

/** POST adminChapter/saveUpdateMSQEMAnswerList: also saves the explanation (merged into the question). */
export const saveMsqEmAnswerListRequest = z.object({
  msqQuestionDTO: msqQuestionDTO.extend({ noOfAnswers: count(L.msqAnswerOptionsCeiling) }),
  msqemAnswerDTOList: answerList(msqemAnswerDTO).default([]),
});
export type SaveMsqEmAnswerListRequest = z.input<typeof saveMsqEmAnswerListRequest>;

/** POST adminChapter/saveUpdateMSQEMQuestion (msqemQuestionDTO). */
export const msqemQuestionDTO = z.object({
  msqEmQuestionID: entityId.optional(),
  msqQuestionID: entityId,
  question: richText,
  correctAnswerID: requiredId,
  status: contentStatus.default('ACT'),
  version,
});
export const saveMsqEmQuestionRequest = msqemQuestionDTO;
export type SaveMsqEmQuestionRequest = z.input<typeof saveMsqEmQuestionRequest>;

/** The spec sends the question object; only its id (and version) matter. */
export const removeMsqQuestionRequest = z.object({ msqQuestionID: entityId, version });
export const removeMsqEmQuestionRequest = z.object({ msqQuestionID: entityId, msqEmQuestionID: entityId, version });

/** GET adminChapter/getMSQQuestionList?topicID= and getMSQQuestionByID?msqQuestionID= */
export const msqQuestionListQuery = z.object({ topicID: entityId });
export const msqQuestionByIdQuery = z.object({ msqQuestionID: entityId });
/** GET adminChapter/getAKTMockQuestionCount and getMSQMockQuestionCount: optional ?topicID= */
export const mockQuestionCountQuery = z.object({ topicID: entityId.optional() });

// ---------------------------------------------------------------- KFP

export const saveKfpCaseRequest = z.object({
  kfpCaseID: entityId.optional(),
  topicID: entityId,
  caseName: requiredText(L.caseNameMax),
  caseDescription: richText,
  status: contentStatus.default('ACT'),
  /** Ignored: new cases go last; use updateKFPCaseDisplayOrder to reorder. */
  displayOrder: order,
  version,
  /** Optional: absent leaves the recorded source as it is (issue 29). */
  ...contentSourceFields,
  /** The lesson of the topic it belongs to (issue 29): absent leaves the link, null clears it. */
  lessonID: entityId.nullish(),
});
export type SaveKfpCaseRequest = z.input<typeof saveKfpCaseRequest>;

export const kfpCaseQuestionAnswerDTO = z.object({
  kfpCaseQuestionAnswerID: entityId.optional(),
  answer: answerText,
  /** Only for MULTIPLE_CHOICE questions. */
  correctAnswer: z.boolean().default(false),
  displayOrder: order,
  status: contentStatus.optional(),
});

export const saveKfpCaseQuestionRequest = z.object({
  kfpCaseQuestionID: entityId.optional(),
  kfpCaseID: entityId,
  question: richText,
  explanation: optionalRichText,
  kfpAnswerType,
  noOfAnswers: count(L.kfpMaxAnswers).default(L.defaultAnswerCount),
  status: contentStatus.default('ACT'),
  /** Ignored: new questions go last; use updateKFPCaseQuestionDisplayOrder to reorder. */
  displayOrder: order,
  /** The answers in order. On update a client may instead send updatedAnswers then addedAnswers. */
  questionAnswers: answerList(kfpCaseQuestionAnswerDTO).default([]),
  updatedAnswers: answerList(kfpCaseQuestionAnswerDTO).optional(),
  addedAnswers: answerList(kfpCaseQuestionAnswerDTO).optional(),
  version,
});
export type SaveKfpCaseQuestionRequest = z.input<typeof saveKfpCaseQuestionRequest>;

export const removeKfpCaseRequest = z.object({ kfpCaseID: entityId, version });
/** kfpCaseID is optional: the server finds the case of the question. */
export const removeKfpCaseQuestionRequest = z.object({
  kfpCaseQuestionID: entityId,
  kfpCaseID: entityId.optional(),
  version,
});
const idList = z.array(entityId).min(1, { error: Messages.required }).max(1000);
export const updateKfpCaseDisplayOrderRequest = z.object({ topicID: entityId, kfpCaseIDs: idList });
export const updateKfpCaseQuestionDisplayOrderRequest = z.object({
  kfpCaseID: entityId,
  kfpCaseQuestionIDs: idList,
  version,
});

// ---------------------------------------------------------------- results

/** Every result carries `version`: send it back to be told (409) when someone else saved in between. */
export type AktQuestionDTO = {
  aktQuestionID: string;
  questionName: string;
  topicID: string;
  aktType: AktType;
  aktAnswerType: QuestionAnswerType;
  status: ContentStatus;
  mockExamQuestion: YesNo;
  explanation: string | null;
  noOfAnswers: number;
  displayOrder: number;
  version: number;
  /** The lesson of its topic it belongs to; null: none (issue 29). */
  lessonID?: string | null;
} & Partial<ContentSource>;
/** Answer lists hold the active answers only, in display order. */
export type AktmoAnswerDTO = {
  aktMoAnswerID: string;
  answer: string;
  correctAnswer: boolean;
  displayOrder: number;
  status: ContentStatus;
};
export type AktmoQuestionDTO = { question: string; noOfAnswers: number; aktmoAnswerDTOList: AktmoAnswerDTO[] };
export type AktmoSaveDTO = { aktQuestionDTO: AktQuestionDTO; aktmoQuestionDTO: AktmoQuestionDTO };
export type AktemAnswerDTO = { aktEmAnswerID: string; answer: string; displayOrder: number; status: ContentStatus };
/** `correctAnswerID` is null after its answer was retired (the sub-question is then INA). */
export type AktemQuestionDTO = {
  aktEmQuestionID: string;
  aktQuestionID: string;
  question: string;
  correctAnswerID: string | null;
  status: ContentStatus;
  displayOrder: number;
};
export type AktemResponseDTO = {
  aktemAnswerListDTO: { aktQuestionDTO: AktQuestionDTO; aktemAnswerDTOList: AktemAnswerDTO[] };
  aktemQuestionDTOList: AktemQuestionDTO[];
};
/** GET getAKTQuestionByID: the MO shape or the EM shape, by aktAnswerType. */
export type AktQuestionDetail = AktmoSaveDTO | AktemResponseDTO;
export const isAktemResponse = (detail: AktQuestionDetail): detail is AktemResponseDTO =>
  'aktemAnswerListDTO' in detail;

export type MsqQuestionDTO = {
  msqQuestionID: string;
  questionName: string;
  topicID: string;
  msqType: MsqType;
  msqAnswerType: QuestionAnswerType;
  status: ContentStatus;
  selectedForMock: YesNo;
  explanation: string | null;
  noOfAnswers: number;
  displayOrder: number;
  version: number;
  /** The lesson of its topic it belongs to; null: none (issue 29). */
  lessonID?: string | null;
} & Partial<ContentSource>;
export type MsqmoAnswerDTO = {
  msqMoAnswerID: string;
  answer: string;
  answerScore: number;
  correctAnswer: boolean;
  displayOrder: number;
  status: ContentStatus;
};
export type MsqmoQuestionDTO = {
  question: string;
  noOfAnswers: number;
  noOfExpectedAnswers: number;
  status: ContentStatus;
  msqmoAnswerDTOList: MsqmoAnswerDTO[];
};
export type MsqmoSaveDTO = { msqQuestionDTO: MsqQuestionDTO; msqmoQuestionDTO: MsqmoQuestionDTO };
export type MsqemAnswerDTO = { msqEmAnswerID: string; answer: string; displayOrder: number; status: ContentStatus };
/** `correctAnswerID` is null after its answer was retired (the sub-question is then INA). */
export type MsqemQuestionDTO = {
  msqEmQuestionID: string;
  msqQuestionID: string;
  question: string;
  correctAnswerID: string | null;
  status: ContentStatus;
  displayOrder: number;
};
export type MsqemResponseDTO = {
  msqemAnswerListDTO: { msqQuestionDTO: MsqQuestionDTO; msqemAnswerDTOList: MsqemAnswerDTO[] };
  msqemQuestionDTOList: MsqemQuestionDTO[];
};
/** The MSQ load result: msqmoSaveDTO or msqemResponseDTO. */
export type MsqQuestionDetail = MsqmoSaveDTO | MsqemResponseDTO;
export const isMsqemResponse = (detail: MsqQuestionDetail): detail is MsqemResponseDTO =>
  'msqemAnswerListDTO' in detail;

export type KfpCaseQuestionAnswerDTO = {
  kfpCaseQuestionAnswerID: string;
  answer: string;
  correctAnswer: boolean;
  displayOrder: number;
  status: ContentStatus;
};
export type KfpCaseQuestionDTO = {
  kfpCaseQuestionID: string;
  kfpCaseID: string;
  question: string;
  explanation: string | null;
  kfpAnswerType: KfpAnswerTypeValue;
  noOfAnswers: number;
  displayOrder: number;
  status: ContentStatus;
  questionAnswers: KfpCaseQuestionAnswerDTO[];
};
export type KfpCaseDTO = {
  kfpCaseID: string;
  topicID: string;
  caseName: string;
  caseDescription: string;
  status: ContentStatus;
  displayOrder: number;
  version: number;
  /** Empty in getAllActiveKFPCasesForTopic (cards load the case by id on expand). */
  kfpCaseQuestions: KfpCaseQuestionDTO[];
  noOfQuestions: number;
  /** The lesson of its topic it belongs to; null: none (issue 29). */
  lessonID?: string | null;
} & Partial<ContentSource>;

export type MockQuestionCountDTO = { mockQuestionCount: number };
export type RemovedDTO = { removedID: string };
