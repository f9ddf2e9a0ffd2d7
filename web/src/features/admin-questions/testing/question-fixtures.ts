import type { AktemResponseDTO, AktQuestionDTO, MsqQuestionDTO } from '@notebook/contracts';
import { ids } from '@/testing/fixtures';

export const qids = {
  aktQuestion: '0190a3b4-0000-7000-8000-00000000b001',
  emQuestion: '0190a3b4-0000-7000-8000-00000000b002',
  answerA: '0190a3b4-0000-7000-8000-00000000b0a1',
  answerB: '0190a3b4-0000-7000-8000-00000000b0a2',
  msqQuestion: '0190a3b4-0000-7000-8000-00000000c001',
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

/** Puts HTML into the rich-text field named `label` as if typed (jsdom cannot drive contenteditable typing). */
export function fillRichText(textbox: HTMLElement, html: string) {
  const editor = (textbox as HTMLElement & { editor?: { commands: { setContent: (content: string, options: { emitUpdate: boolean }) => boolean } } }).editor;
  if (!editor) throw new Error('fillRichText: not a tiptap editor');
  editor.commands.setContent(html, { emitUpdate: true });
}
