import { randomUUID } from 'node:crypto';
import type { PracticeQuestion } from '@notebook/question-bank';
import { projectionSpec } from '../../../../test/support/projection-spec';
import type { AktSessionEvent } from '../akt-sessions/akt-session.events';
import { practiceProjection } from './practice.projection';

const spec = projectionSpec(practiceProjection);

const question = (answerType: 'MULTIPLE_CHOICE' | 'EXTENDED_MATCH' = 'MULTIPLE_CHOICE'): PracticeQuestion => ({
  questionID: randomUUID(),
  topicID: randomUUID(),
  version: 1,
  questionName: 'Q',
  answerType,
  question: answerType === 'MULTIPLE_CHOICE' ? '<p>Which?</p>' : null,
  explanation: null,
  noOfExpectedAnswers: null,
  answers: [
    { answerID: randomUUID(), answer: 'A', correct: true, score: 0 },
    { answerID: randomUUID(), answer: 'B', correct: false, score: 0 },
  ],
  subQuestions:
    answerType === 'EXTENDED_MATCH'
      ? [
          { subQuestionID: randomUUID(), question: '1', correctAnswerID: randomUUID() },
          { subQuestionID: randomUUID(), question: '2', correctAnswerID: randomUUID() },
        ]
      : [],
});

describe('practice projection', () => {
  it('a session lists its questions in order, is worth a mark per MC and per EM sub-question, and sums the marks as answers arrive', async () => {
    const aktSessionID = randomUUID();
    const readerID = randomUUID();
    const [mo, em] = [question(), question('EXTENDED_MATCH')];
    const ofSession = { aktSessionID, readerID };
    await spec.given({
      type: 'AktSessionCreated',
      data: { ...ofSession, mode: 'EXAM', filter: 'ALL', topicIDs: [mo.topicID], questions: [mo, em] },
    } satisfies AktSessionEvent);
    expect(
      await spec.db
        .selectFrom('akt_session')
        .select(['status', 'no_of_questions', 'out_of', 'answered_count'])
        .executeTakeFirstOrThrow(),
    ).toEqual({
      status: 'IN_PROGRESS',
      no_of_questions: 2,
      out_of: 3,
      answered_count: 0,
    });
    expect(
      await spec.db
        .selectFrom('akt_session_question')
        .select(['question_no', 'akt_question_id'])
        .orderBy('question_no')
        .execute(),
    ).toEqual([
      { question_no: 1, akt_question_id: mo.questionID },
      { question_no: 2, akt_question_id: em.questionID },
    ]);

    await spec.given(
      {
        type: 'AktAnswerSubmitted',
        data: {
          ...ofSession,
          aktQuestionID: mo.questionID,
          answerID: mo.answers[1]!.answerID,
          subAnswers: [],
          answerStatus: 'INCORRECT',
          marks: 0,
          outOf: 1,
        },
      },
      {
        type: 'AktAnswerSubmitted',
        data: {
          ...ofSession,
          aktQuestionID: mo.questionID,
          answerID: mo.answers[0]!.answerID,
          subAnswers: [],
          answerStatus: 'CORRECT',
          marks: 1,
          outOf: 1,
        },
      },
      { type: 'AktQuestionFlagged', data: { ...ofSession, aktQuestionID: em.questionID, flagged: true } },
      { type: 'AktSessionEnded', data: { ...ofSession, marks: 1, outOf: 3, score: 33.33 } },
    );
    expect(
      await spec.db
        .selectFrom('akt_session')
        .select(['status', 'answered_count', 'marks', 'score'])
        .executeTakeFirstOrThrow(),
    ).toEqual({
      status: 'ENDED',
      answered_count: 1,
      marks: 1,
      score: '33.33',
    });
    expect(
      await spec.db
        .selectFrom('akt_session_question')
        .select(['question_no', 'answered', 'answer_status', 'flagged'])
        .orderBy('question_no')
        .execute(),
    ).toEqual([
      { question_no: 1, answered: true, answer_status: 'CORRECT', flagged: false },
      { question_no: 2, answered: false, answer_status: null, flagged: true },
    ]);
  });
});
