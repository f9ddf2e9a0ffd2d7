import { randomUUID } from 'node:crypto';
import type { PracticeQuestion } from '@notebook/question-bank';
import { projectionSpec } from '../../../../test/support/projection-spec';
import type { AktSessionEvent } from '../akt-sessions/akt-session.events';
import type { KfpAttemptEvent } from '../kfp-attempts/kfp-attempt.events';
import type { MsqSessionEvent } from '../msq-sessions/msq-session.events';
import { msqSessionKind } from '../msq-sessions/msq-session.kind';
import { KfpAttemptQueries } from '../queries/kfp-attempt.queries';
import { AktSessionQueries, MsqSessionQueries } from '../queries/practice-session.queries';
import { aktSessionKind } from '../akt-sessions/akt-session.kind';
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

  it("the reader's list counts an extended match as answered only once every sub-question is (issue 28)", async () => {
    const aktSessionID = randomUUID();
    const readerID = randomUUID();
    const [mo, em] = [question(), question('EXTENDED_MATCH')];
    const ofSession = { aktSessionID, readerID };
    const emAnswer = (subQuestions: PracticeQuestion['subQuestions']): AktSessionEvent => ({
      type: 'AktAnswerSubmitted',
      data: {
        ...ofSession,
        aktQuestionID: em.questionID,
        answerID: null,
        subAnswers: subQuestions.map((sub) => ({ subQuestionID: sub.subQuestionID, answerID: sub.correctAnswerID })),
        answerStatus: 'INCORRECT',
        marks: subQuestions.length,
        outOf: 2,
      },
    });
    const listed = async () =>
      (await new AktSessionQueries(spec.db, aktSessionKind).page(readerID, 0, 20)).pageData[0]!.answeredCount;
    await spec.given(
      {
        type: 'AktSessionCreated',
        data: { ...ofSession, mode: 'EXAM', filter: 'ALL', topicIDs: [mo.topicID], questions: [mo, em] },
      },
      emAnswer(em.subQuestions.slice(0, 1)),
    );
    expect(await listed()).toBe(0);
    await spec.given(emAnswer(em.subQuestions));
    expect(await listed()).toBe(1);
  });

  it('a KFP(MSQ) session lists its points and penalties as answers arrive (tutor), and its score once ended', async () => {
    const msqSessionID = randomUUID();
    const readerID = randomUUID();
    const [mo, em] = [question(), question('EXTENDED_MATCH')];
    const ofSession = { msqSessionID, readerID };
    const everySubQuestion = em.subQuestions.map((sub) => ({
      subQuestionID: sub.subQuestionID,
      answerID: sub.correctAnswerID,
    }));
    const answered = (msqQuestionID: string, marks: number, penalty: number): MsqSessionEvent => ({
      type: 'MsqAnswerSubmitted',
      data: {
        ...ofSession,
        msqQuestionID,
        answerIDs: [],
        subAnswers: msqQuestionID === em.questionID ? everySubQuestion : [],
        answerStatus: marks === 100 && penalty === 0 ? 'CORRECT' : 'INCORRECT',
        marks,
        extraOptions: penalty > 0 ? 1 : 0,
        penalty,
        outOf: 100,
      },
    });
    const listed = async () => (await new MsqSessionQueries(spec.db, msqSessionKind).page(readerID, 0, 20)).pageData;
    await spec.given(
      {
        type: 'MsqSessionCreated',
        data: {
          ...ofSession,
          mode: 'TUTOR',
          filter: 'ALL',
          topicIDs: [mo.topicID],
          penaltyPoints: 24.5,
          questions: [mo, em],
        },
      },
      answered(mo.questionID, 70, 24.5),
      answered(em.questionID, 50, 0),
      { type: 'MsqQuestionFlagged', data: { ...ofSession, msqQuestionID: em.questionID, flagged: true } },
    );
    expect(await listed()).toMatchObject([
      { msqSessionID, status: 'IN_PROGRESS', noOfQuestions: 2, answeredCount: 2, marks: 120, penalties: 24.5 },
    ]);
    expect((await listed())[0]!.score).toBe(47.75);
    await spec.given({
      type: 'MsqSessionEnded',
      data: { ...ofSession, marks: 120, penalties: 24.5, outOf: 200, score: 47.75 },
    });
    expect(await listed()).toMatchObject([
      { msqSessionID, status: 'ENDED', answeredCount: 2, marks: 120, penalties: 24.5, score: 47.75 },
    ]);
    expect(
      await spec.db
        .selectFrom('msq_session_question')
        .select(['question_no', 'answered', 'answer_status', 'flagged'])
        .orderBy('question_no')
        .execute(),
    ).toEqual([
      { question_no: 1, answered: true, answer_status: 'INCORRECT', flagged: false },
      { question_no: 2, answered: true, answer_status: 'INCORRECT', flagged: true },
    ]);
  });

  it('a KFP attempt keeps its answers; a written one counts once the reader marks it', async () => {
    const kfpAttemptID = randomUUID();
    const readerID = randomUUID();
    const [choice, written] = [randomUUID(), randomUUID()];
    const right = randomUUID();
    const kfpCase = {
      kfpCaseID: randomUUID(),
      topicID: randomUUID(),
      version: 1,
      caseName: 'Chest pain',
      caseDescription: '<p>A man of 60.</p>',
      questions: [
        {
          kfpCaseQuestionID: choice,
          question: 'First test?',
          explanation: null,
          kfpAnswerType: 'MULTIPLE_CHOICE' as const,
          answers: [{ answerID: right, answer: 'ECG', correct: true }],
        },
        {
          kfpCaseQuestionID: written,
          question: 'Why?',
          explanation: null,
          kfpAnswerType: 'TEXT' as const,
          answers: [{ answerID: randomUUID(), answer: 'Ischaemia', correct: true }],
        },
      ],
    };
    const ofAttempt = { kfpAttemptID, readerID };
    const summary = async () =>
      (await new KfpAttemptQueries(spec.db).attemptsByCase(readerID, [kfpCase.kfpCaseID])).get(kfpCase.kfpCaseID);
    await spec.given(
      { type: 'KfpAttemptStarted', data: { ...ofAttempt, kfpCase } } satisfies KfpAttemptEvent,
      {
        type: 'KfpAnswerSubmitted',
        data: { ...ofAttempt, kfpCaseQuestionID: choice, answerIDs: [right], text: null, answerStatus: 'CORRECT' },
      },
      {
        type: 'KfpAnswerSubmitted',
        data: { ...ofAttempt, kfpCaseQuestionID: written, answerIDs: [], text: 'Ischaemia', answerStatus: null },
      },
    );
    expect(await summary()).toMatchObject([{ kfpAttemptID, answeredCount: 2, marks: 1, completed: false }]);
    await spec.given({
      type: 'KfpAnswerSelfMarked',
      data: { ...ofAttempt, kfpCaseQuestionID: written, correct: true },
    });
    expect(await summary()).toMatchObject([{ kfpAttemptID, answeredCount: 2, marks: 2, completed: true }]);
    expect((await new KfpAttemptQueries(spec.db).attempt(kfpAttemptID, readerID))?.attempt.answers[written]).toEqual({
      answerIDs: [],
      text: 'Ischaemia',
      answerStatus: 'CORRECT',
    });
  });
});
