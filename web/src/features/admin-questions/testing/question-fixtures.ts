import {
  Messages,
  Privileges,
  type AktemQuestionDTO,
  type AktemResponseDTO,
  type AktQuestionDTO,
  type KfpCaseDTO,
  type KfpCaseQuestionDTO,
  type MsqemQuestionDTO,
  type MsqemResponseDTO,
  type MsqQuestionDTO,
} from '@notebook/contracts';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { ok } from '@/testing/fake-api';
import { chapterMenu, endpoints, ids, makeUser, signedInAs } from '@/testing/fixtures';

export const qids = {
  aktQuestion: '0190a3b4-0000-7000-8000-00000000b001',
  emQuestion: '0190a3b4-0000-7000-8000-00000000b002',
  answerA: '0190a3b4-0000-7000-8000-00000000b0a1',
  answerB: '0190a3b4-0000-7000-8000-00000000b0a2',
  msqQuestion: '0190a3b4-0000-7000-8000-00000000c001',
  msqEmQuestion: '0190a3b4-0000-7000-8000-00000000c002',
  msqAnswerA: '0190a3b4-0000-7000-8000-00000000c0a1',
  msqAnswerB: '0190a3b4-0000-7000-8000-00000000c0a2',
  kfpCaseA: '0190a3b4-0000-7000-8000-00000000d001',
  kfpCaseB: '0190a3b4-0000-7000-8000-00000000d002',
  kfpQuestion1: '0190a3b4-0000-7000-8000-00000000d101',
  kfpQuestion2: '0190a3b4-0000-7000-8000-00000000d102',
} as const;

export const questionEndpoints = {
  aktList: `GET /api/adminChapter/getAKTQuestionList/${ids.heartFailure}`,
  aktMockCount: `GET /api/adminChapter/getAKTMockQuestionCount?topicID=${ids.heartFailure}`,
  aktByID: (id: string) => `GET /api/adminChapter/getAKTQuestionByID/${id}`,
  saveAktMo: 'POST /api/adminChapter/saveUpdateAKTMOQuestion',
  saveAktEmAnswers: 'POST /api/adminChapter/saveUpdateAKTEMAnswerList',
  saveAktEmQuestion: 'POST /api/adminChapter/saveUpdateAKTEMQuestion',
  removeAkt: 'POST /api/adminChapter/removeAKTQuestion',
  msqList: `GET /api/adminChapter/getMSQQuestionList?topicID=${ids.heartFailure}`,
  msqMockCount: `GET /api/adminChapter/getMSQMockQuestionCount?topicID=${ids.heartFailure}`,
  msqByID: (id: string) => `GET /api/adminChapter/getMSQQuestionByID?msqQuestionID=${id}`,
  saveMsqMo: 'POST /api/adminChapter/saveUpdateMSQMOQuestion',
  saveMsqEmAnswers: 'POST /api/adminChapter/saveUpdateMSQEMAnswerList',
  saveMsqEmQuestion: 'POST /api/adminChapter/saveUpdateMSQEMQuestion',
  removeMsqEmQuestion: 'POST /api/adminChapter/removeMSQEMQuestion',
  kfpList: `GET /api/adminChapter/getAllActiveKFPCasesForTopic/${ids.heartFailure}`,
  kfpByID: (id: string) => `GET /api/adminChapter/getKFPCaseDTO/${id}`,
  saveKfpCase: 'POST /api/adminChapter/saveUpdateKFPCase',
  saveKfpQuestion: 'POST /api/adminChapter/saveUpdateKFPCaseQuestion',
  removeKfpCase: 'POST /api/adminChapter/removeKFPCase',
  removeKfpQuestion: 'POST /api/adminChapter/removeKFPCaseQuestion',
  kfpCaseOrder: 'POST /api/adminChapter/updateKFPCaseDisplayOrder',
  kfpQuestionOrder: 'POST /api/adminChapter/updateKFPCaseQuestionDisplayOrder',
} as const;

export function aktQuestion(overrides: Partial<AktQuestionDTO> = {}): AktQuestionDTO {
  return {
    aktQuestionID: qids.aktQuestion,
    questionName: 'Acute left ventricular failure in the elderly',
    topicID: ids.heartFailure,
    aktType: 'AKT',
    aktAnswerType: 'EXTENDED_MATCH',
    status: 'ACT',
    mockExamQuestion: 'N',
    explanation: null,
    noOfAnswers: 2,
    displayOrder: 1,
    version: 1,
    ...overrides,
  };
}

export function emResponse(overrides: Partial<AktemResponseDTO> = {}): AktemResponseDTO {
  return {
    aktemAnswerListDTO: {
      aktQuestionDTO: aktQuestion(),
      aktemAnswerDTOList: [
        { aktEmAnswerID: qids.answerA, answer: 'Furosemide', displayOrder: 1, status: 'ACT' },
        { aktEmAnswerID: qids.answerB, answer: 'Bisoprolol', displayOrder: 2, status: 'ACT' },
      ],
    },
    aktemQuestionDTOList: [],
    ...overrides,
  };
}

export function msqQuestion(overrides: Partial<MsqQuestionDTO> = {}): MsqQuestionDTO {
  return {
    msqQuestionID: qids.msqQuestion,
    questionName: 'Red flags of chest pain in primary care',
    topicID: ids.heartFailure,
    msqType: 'MSQ',
    msqAnswerType: 'MULTIPLE_CHOICE',
    status: 'ACT',
    selectedForMock: 'Y',
    explanation: null,
    noOfAnswers: 3,
    displayOrder: 1,
    version: 1,
    ...overrides,
  };
}

export function msqEmResponse(overrides: Partial<MsqemResponseDTO> = {}): MsqemResponseDTO {
  return {
    msqemAnswerListDTO: {
      msqQuestionDTO: msqQuestion({ msqAnswerType: 'EXTENDED_MATCH', selectedForMock: 'N', noOfAnswers: 2 }),
      msqemAnswerDTOList: [
        { msqEmAnswerID: qids.msqAnswerA, answer: 'Metformin', displayOrder: 1, status: 'ACT' },
        { msqEmAnswerID: qids.msqAnswerB, answer: 'Gliclazide', displayOrder: 2, status: 'ACT' },
      ],
    },
    msqemQuestionDTOList: [],
    ...overrides,
  };
}

/** The AKT extended match's first sub-question: `question`, answered by `correctAnswerID`. */
export const aktEmSubQuestion = (question: string, correctAnswerID: string): AktemQuestionDTO => ({
  aktEmQuestionID: qids.emQuestion,
  aktQuestionID: qids.aktQuestion,
  question,
  correctAnswerID,
  status: 'ACT',
  displayOrder: 1,
});

/** The KFP(MSQ) extended match's first sub-question: `question`, answered by `correctAnswerID`. */
export const msqEmSubQuestion = (question: string, correctAnswerID: string): MsqemQuestionDTO => ({
  msqEmQuestionID: qids.msqEmQuestion,
  msqQuestionID: qids.msqQuestion,
  question,
  correctAnswerID,
  status: 'ACT',
  displayOrder: 1,
});

export function kfpQuestion(overrides: Partial<KfpCaseQuestionDTO> = {}): KfpCaseQuestionDTO {
  return {
    kfpCaseQuestionID: qids.kfpQuestion1,
    kfpCaseID: qids.kfpCaseA,
    question: '<p>Which tests do you order?</p>',
    explanation: null,
    kfpAnswerType: 'MULTIPLE_CHOICE',
    noOfAnswers: 2,
    displayOrder: 1,
    status: 'ACT',
    questionAnswers: [
      {
        kfpCaseQuestionAnswerID: '0190a3b4-0000-7000-8000-00000000d1a1',
        answer: 'TSH',
        correctAnswer: true,
        displayOrder: 1,
        status: 'ACT',
      },
      {
        kfpCaseQuestionAnswerID: '0190a3b4-0000-7000-8000-00000000d1a2',
        answer: 'Free T4',
        correctAnswer: false,
        displayOrder: 2,
        status: 'ACT',
      },
    ],
    ...overrides,
  };
}

export function kfpCase(overrides: Partial<KfpCaseDTO> = {}): KfpCaseDTO {
  return {
    kfpCaseID: qids.kfpCaseA,
    topicID: ids.heartFailure,
    caseName: 'Mrs A, 45, tired all the time for three months',
    caseDescription: '<p>A 45-year-old woman is tired.</p>',
    status: 'ACT',
    displayOrder: 1,
    version: 3,
    kfpCaseQuestions: [],
    noOfQuestions: 0,
    ...overrides,
  };
}

/** The second question of case A, answered in free text, below `kfpQuestion()`. */
export const secondKfpQuestion = () =>
  kfpQuestion({
    kfpCaseQuestionID: qids.kfpQuestion2,
    question: '<p>What do you tell her?</p>',
    kfpAnswerType: 'TEXT',
    displayOrder: 2,
  });

/** The topic's second KFP case, listed below `kfpCase()`. */
export const secondKfpCase = () =>
  kfpCase({ kfpCaseID: qids.kfpCaseB, caseName: 'Mr B, 70, breathless', displayOrder: 2, version: 1 });

/** An admin who may add and edit KFP cases (the KFP screen itself opens to any admin). */
export const kfpEditor = (privileges: readonly string[] = [Privileges.kfpQuestion.addEdit]) =>
  makeUser('ADMIN', privileges);

/** The topic lists cases A then B; the display-order call stores and answers B then A. */
export function kfpCasesToSwap() {
  const [caseA, caseB] = [kfpCase(), secondKfpCase()];
  return {
    [endpoints.chapterMenu]: ok(chapterMenu()),
    [questionEndpoints.kfpList]: ok([caseA, caseB]),
    [questionEndpoints.kfpCaseOrder]: ok(
      [
        { ...caseB, displayOrder: 1 },
        { ...caseA, displayOrder: 2 },
      ],
      Messages.successfullyUpdated,
    ),
  };
}

/** The AKT screen's topic listing `questions`, none of them in the mock exam. */
export const aktTopic = (questions: AktQuestionDTO[] = []) => ({
  [endpoints.chapterMenu]: ok(chapterMenu()),
  [questionEndpoints.aktList]: ok(questions),
  [questionEndpoints.aktMockCount]: ok({ mockQuestionCount: 0 }),
});

/** The KFP(MSQ) screen's topic listing `questions`, none of them in the mock exam. */
export const msqTopic = (questions: MsqQuestionDTO[] = []) => ({
  [endpoints.chapterMenu]: ok(chapterMenu()),
  [questionEndpoints.msqList]: ok(questions),
  [questionEndpoints.msqMockCount]: ok({ mockQuestionCount: 0 }),
});

/**
 * A saved KFP(MSQ) extended match, `listed` on the screen's topic for a signed-in admin: it opens as
 * `loaded` and saves its answers back as `loaded`.
 */
export function savedMsqEm(loaded: MsqemResponseDTO) {
  const listed = msqQuestion({ msqAnswerType: 'EXTENDED_MATCH', selectedForMock: 'N' });
  return {
    listed,
    routes: {
      ...signedInAs(),
      ...msqTopic([listed]),
      [questionEndpoints.msqByID(qids.msqQuestion)]: ok(loaded),
      [questionEndpoints.saveMsqEmAnswers]: ok(loaded, Messages.successfullySaved),
    },
  };
}

type QuestionKind = 'AKT' | 'KFP(MSQ)';

/** Picks Heart failure in the topic menu and asks for a new question there. */
export async function startNewQuestion(user: UserEvent, kind: QuestionKind): Promise<void> {
  await user.click(await screen.findByRole('button', { name: 'Heart failure' }));
  await user.click(await screen.findByRole('button', { name: `New ${kind} question` }));
}

/** Opens the editor of the listed question named `name` and returns its form. */
export async function editListedQuestion(user: UserEvent, kind: QuestionKind, name: string): Promise<HTMLElement> {
  const card = await screen.findByRole('listitem', { name });
  await user.click(within(card).getByRole('button', { name: `Edit ${name}` }));
  return screen.findByRole('form', { name: `${kind} question` });
}
