import type { AktSessionQuestion } from '@notebook/contracts';

/** One AKT practice session, as the session page and the review page tests read it. */
export const aktSessionID = '0190a3b4-0000-7000-8000-00000000a001';
export const aktQuestionID = (no: number) => `0190a3b4-0000-7000-8000-00000000b00${no}`;
export const aktAnswerID = (index: number) => `0190a3b4-0000-7000-8000-00000000c00${index}`;

export const aktQuestionCall = (no: number) =>
  `GET /api/reader/getAKTSessionQuestion?aktSessionID=${aktSessionID}&questionNo=${no}`;

/** Question `no` of two in exam mode, multiple choice between Ramipril, Amlodipine and Bisoprolol, not yet answered. */
export function aktSessionQuestion(no: number, overrides: Partial<AktSessionQuestion> = {}): AktSessionQuestion {
  return {
    aktSessionID,
    aktQuestionID: aktQuestionID(no),
    questionNo: no,
    noOfQuestions: 2,
    mode: 'EXAM',
    status: 'IN_PROGRESS',
    aktAnswerType: 'MULTIPLE_CHOICE',
    questionName: `Question ${no}`,
    question: `<p>Case ${no}: first line?</p>`,
    answers: ['Ramipril', 'Amlodipine', 'Bisoprolol'].map((answer, index) => ({
      answerID: aktAnswerID(index + 1),
      answer,
    })),
    subQuestions: [],
    chosenAnswerID: null,
    chosenSubAnswers: [],
    flagged: false,
    struckAnswerIDs: [],
    reveal: null,
    ...overrides,
  };
}

type Reveal = NonNullable<AktSessionQuestion['reveal']>;

/** The server's reveal of an answered question: answer 1 is right and the reader chose right, unless told. */
export const aktReveal = (overrides: Partial<Reveal> = {}): Reveal => ({
  answerStatus: 'CORRECT',
  correctAnswerIDs: [aktAnswerID(1)],
  correctSubAnswers: [],
  explanation: null,
  marks: 1,
  outOf: 1,
  ...overrides,
});
