import { randomUUID } from 'node:crypto';
import type { PracticeKfpCase, PracticeQuestion } from '@notebook/question-bank';
import { projectionSpec } from '../../../../test/support/projection-spec';
import type { AktAnswerSubmitted } from '../akt-sessions/akt-session.events';
import { readinessProjection } from './readiness.projection';

const spec = projectionSpec(readinessProjection);

const question = (topicID: string): PracticeQuestion => ({
  questionID: randomUUID(),
  topicID,
  version: 1,
  questionName: 'Q',
  answerType: 'MULTIPLE_CHOICE',
  question: '<p>Which?</p>',
  explanation: null,
  noOfExpectedAnswers: null,
  answers: [{ answerID: randomUUID(), answer: 'A', correct: true, score: 0 }],
  subQuestions: [],
});

const rows = () =>
  spec.db
    .selectFrom('readiness_answer')
    .select(['question_id', 'revealed', 'marks', 'out_of'])
    .orderBy('question_id')
    .execute()
    .then((found) =>
      found.map((row) => ({
        ...row,
        marks: row.marks === null ? null : Number(row.marks),
        out_of: row.out_of === null ? null : Number(row.out_of),
      })),
    );

describe('readiness projection', () => {
  const readerID = randomUUID();
  const topicID = randomUUID();

  it('tutor marks count at once; exam marks (the last answer) only from the end of the session', async () => {
    const [tutorQ, examQ] = [question(topicID), question(topicID)];
    const tutor = { aktSessionID: randomUUID(), readerID };
    const exam = { aktSessionID: randomUUID(), readerID };
    const answer = (ofSession: typeof tutor, aktQuestionID: string, marks: number): AktAnswerSubmitted => ({
      type: 'AktAnswerSubmitted',
      data: {
        ...ofSession,
        aktQuestionID,
        answerID: null,
        subAnswers: [],
        answerStatus: marks ? 'CORRECT' : 'INCORRECT',
        marks,
        outOf: 1,
      },
    });
    await spec.given(
      {
        type: 'AktSessionCreated',
        data: { ...tutor, mode: 'TUTOR', filter: 'ALL', topicIDs: [topicID], questions: [tutorQ] },
      },
      {
        type: 'AktSessionCreated',
        data: { ...exam, mode: 'EXAM', filter: 'ALL', topicIDs: [topicID], questions: [examQ] },
      },
      answer(tutor, tutorQ.questionID, 1),
      answer(exam, examQ.questionID, 0),
      answer(exam, examQ.questionID, 1),
    );
    const revealed = async () =>
      Object.fromEntries((await rows()).map((row) => [row.question_id, [row.revealed, row.marks]]));
    expect(await revealed()).toEqual({ [tutorQ.questionID]: [true, 1], [examQ.questionID]: [false, 1] });
    await spec.given({ type: 'AktSessionEnded', data: { ...exam, marks: 1, outOf: 1, score: 100 } });
    expect(await revealed()).toEqual({ [tutorQ.questionID]: [true, 1], [examQ.questionID]: [true, 1] });
  });

  it('a KFP option answer is marked at once, a written one when the reader marks it (and as they last marked it); a session delivered twice is kept once', async () => {
    const kfpCase: PracticeKfpCase = {
      kfpCaseID: randomUUID(),
      topicID,
      version: 1,
      caseName: 'Case',
      caseDescription: '<p>Case</p>',
      questions: [
        {
          kfpCaseQuestionID: randomUUID(),
          question: 'Pick',
          explanation: null,
          kfpAnswerType: 'MULTIPLE_CHOICE',
          answers: [],
        },
        { kfpCaseQuestionID: randomUUID(), question: 'Write', explanation: null, kfpAnswerType: 'TEXT', answers: [] },
      ],
    };
    const [choice, written] = kfpCase.questions.map((each) => each.kfpCaseQuestionID) as [string, string];
    const ofAttempt = { kfpAttemptID: randomUUID(), readerID };
    const started = { type: 'KfpAttemptStarted', data: { ...ofAttempt, kfpCase } } as const;
    await spec.given(
      started,
      started,
      {
        type: 'KfpAnswerSubmitted',
        data: { ...ofAttempt, kfpCaseQuestionID: choice, answerIDs: [], text: null, answerStatus: 'INCORRECT' },
      },
      {
        type: 'KfpAnswerSubmitted',
        data: { ...ofAttempt, kfpCaseQuestionID: written, answerIDs: [], text: 'An answer', answerStatus: null },
      },
    );
    const byQuestion = async () => Object.fromEntries((await rows()).map((row) => [row.question_id, row.marks]));
    expect(await byQuestion()).toEqual({ [choice]: 0, [written]: null });
    await spec.given(
      { type: 'KfpAnswerSelfMarked', data: { ...ofAttempt, kfpCaseQuestionID: written, correct: true } },
      { type: 'KfpAnswerSelfMarked', data: { ...ofAttempt, kfpCaseQuestionID: written, correct: false } },
    );
    expect(await byQuestion()).toEqual({ [choice]: 0, [written]: 0 });
  });
});
