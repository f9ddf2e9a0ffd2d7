import { randomUUID } from 'node:crypto';
import { msqPenaltyPoints } from '@notebook/contracts';
import { ConflictError, NotFoundError, ValidationError } from '@notebook/kernel';
import { given } from '@notebook/kernel/testing';
import type { PracticeQuestion } from '@notebook/question-bank';
import { markMsq, msqScore } from './msq-marking';
import { msqSessionDecider } from './msq-session.kind';
import type { MsqSessionCreated } from './msq-session.events';
import { msqQuestionView, msqRevealOf } from './msq-session.views';
import { NOTHING_SEALED } from '../shared/sealed-questions';

const reader = randomUUID();
const msqSessionID = randomUUID();
const ofSession = { msqSessionID, readerID: reader };
const PENALTY = msqPenaltyPoints(0.35);

/** Asks for 3 of 6 options; the three correct ones earn 40, 30 and 30 points. */
function scoredQuestion(): PracticeQuestion {
  const scores = [40, 30, 30, 0, 0, 0];
  return {
    questionID: randomUUID(),
    topicID: randomUUID(),
    version: 1,
    questionName: 'Chest pain',
    answerType: 'MULTIPLE_CHOICE',
    question: '<p>Choose three.</p>',
    explanation: '<p>Why.</p>',
    noOfExpectedAnswers: 3,
    answers: scores.map((score, index) => ({
      answerID: randomUUID(),
      answer: `Option ${index + 1}`,
      correct: score > 0,
      score,
    })),
    subQuestions: [],
  };
}

function extendedMatch(): PracticeQuestion {
  const options = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
  return {
    ...scoredQuestion(),
    questionID: randomUUID(),
    answerType: 'EXTENDED_MATCH',
    question: null,
    noOfExpectedAnswers: null,
    answers: options.map((answerID, index) => ({ answerID, answer: `Drug ${index + 1}`, correct: false, score: 0 })),
    subQuestions: options.map((answerID, index) => ({
      subQuestionID: randomUUID(),
      question: `Case ${index + 1}`,
      correctAnswerID: answerID,
    })),
  };
}

const mo = scoredQuestion();
const em = extendedMatch();
const ids = mo.answers.map((option) => option.answerID);
const created = (mode: 'TUTOR' | 'EXAM'): MsqSessionCreated => ({
  type: 'MsqSessionCreated',
  data: { ...ofSession, mode, filter: 'ALL', topicIDs: [mo.topicID], penaltyPoints: PENALTY, questions: [mo, em] },
});
const submit = (
  msqQuestionID: string,
  answer: { answerIDs?: string[]; subAnswers?: Array<{ subQuestionID: string; answerID: string }> },
  readerID = reader,
) => ({
  type: 'SubmitAnswer' as const,
  data: {
    readerID,
    questionID: msqQuestionID,
    answer: { answerIDs: answer.answerIDs ?? [], subAnswers: answer.subAnswers ?? [] },
  },
});

describe('KFP(MSQ) marking', () => {
  test("one extra option costs 0.35% of a 70-question paper: 24.5 of a question's 100 points", () => {
    expect(PENALTY).toBe(24.5);
    expect(msqPenaltyPoints(0.5)).toBe(35);
  });

  test('the points of the correct options chosen; all of them and no more is CORRECT', () => {
    expect(markMsq(mo, { answerIDs: ids.slice(0, 3), subAnswers: [] }, PENALTY)).toEqual({
      answerStatus: 'CORRECT',
      marks: 100,
      extraOptions: 0,
      penalty: 0,
      outOf: 100,
    });
    expect(markMsq(mo, { answerIDs: [ids[0]!, ids[3]!], subAnswers: [] }, PENALTY)).toMatchObject({
      answerStatus: 'INCORRECT',
      marks: 40,
      penalty: 0,
    });
  });

  test('every option beyond the number asked costs the penalty, apart from the points', () => {
    expect(markMsq(mo, { answerIDs: ids.slice(0, 5), subAnswers: [] }, PENALTY)).toEqual({
      answerStatus: 'INCORRECT',
      marks: 100,
      extraOptions: 2,
      penalty: 49,
      outOf: 100,
    });
  });

  test('correct options without scores share the 100 points', () => {
    const unscored = { ...mo, answers: mo.answers.map((option) => ({ ...option, score: 0 })) };
    expect(markMsq(unscored, { answerIDs: ids.slice(0, 1), subAnswers: [] }, PENALTY).marks).toBe(33.33);
  });

  test('extended match: 100 / sub-questions for each one answered right', () => {
    const subAnswers = em.subQuestions.map((sub, index) => ({
      subQuestionID: sub.subQuestionID,
      answerID: index < 3 ? sub.correctAnswerID : em.answers[0]!.answerID,
    }));
    expect(markMsq(em, { answerIDs: [], subAnswers }, PENALTY)).toMatchObject({
      answerStatus: 'INCORRECT',
      marks: 75,
      penalty: 0,
    });
  });

  test('a score is the points after penalties over what the questions were worth, never below 0', () => {
    expect(msqScore(150, 24.5, 200)).toBe(62.75);
    expect(msqScore(10, 49, 100)).toBe(0);
  });
});

describe('KFP(MSQ) session decider', () => {
  /** The scored question answered with its first four options: all 100 points, one option too many. */
  const fourChosen = {
    type: 'MsqAnswerSubmitted' as const,
    data: {
      ...ofSession,
      msqQuestionID: mo.questionID,
      answerIDs: ids.slice(0, 4),
      subAnswers: [],
      answerStatus: 'INCORRECT' as const,
      marks: 100,
      extraOptions: 1,
      penalty: 24.5,
      outOf: 100,
    },
  };

  test('tutor mode marks an answer with its penalty when recorded; the first answer stands', () => {
    given(msqSessionDecider, [created('TUTOR')])
      .when(submit(mo.questionID, { answerIDs: [ids[3]!, ids[0]!, ids[1]!, ids[2]!, ids[0]!] }))
      .then([fourChosen]);
    given(msqSessionDecider, [created('TUTOR'), fourChosen])
      .when(submit(mo.questionID, { answerIDs: ids.slice(0, 3) }))
      .thenNothingHappened();
  });

  test('no option clears the choice while the question is open: an exam answer is cleared, a tutor answer stands', () => {
    const cleared = { type: 'MsqAnswerCleared' as const, data: { ...ofSession, msqQuestionID: mo.questionID } };
    given(msqSessionDecider, [created('EXAM'), fourChosen])
      .when(submit(mo.questionID, { answerIDs: [] }))
      .then([cleared]);
    given(msqSessionDecider, [created('EXAM'), fourChosen, cleared])
      .when({ type: 'EndSession', data: { readerID: reader } })
      .then([{ type: 'MsqSessionEnded', data: { ...ofSession, marks: 0, penalties: 0, outOf: 200, score: 0 } }]);
    given(msqSessionDecider, [created('TUTOR'), fourChosen])
      .when(submit(mo.questionID, { answerIDs: [] }))
      .thenNothingHappened();
  });

  test('exam mode: a new answer replaces the last; ending totals points and penalties', () => {
    given(msqSessionDecider, [created('EXAM'), fourChosen])
      .when(submit(mo.questionID, { answerIDs: ids.slice(0, 3) }))
      .then([
        {
          type: 'MsqAnswerSubmitted',
          data: {
            ...ofSession,
            msqQuestionID: mo.questionID,
            answerIDs: ids.slice(0, 3),
            subAnswers: [],
            answerStatus: 'CORRECT',
            marks: 100,
            extraOptions: 0,
            penalty: 0,
            outOf: 100,
          },
        },
      ]);
    given(msqSessionDecider, [created('EXAM'), fourChosen])
      .when({ type: 'EndSession', data: { readerID: reader } })
      .then([
        { type: 'MsqSessionEnded', data: { ...ofSession, marks: 100, penalties: 24.5, outOf: 200, score: 37.75 } },
      ]);
  });

  test('bad answers are refused naming the field; another reader finds no session; an ended one takes no answer', () => {
    given(msqSessionDecider, [created('EXAM')])
      .when(submit(mo.questionID, { answerIDs: [randomUUID()] }))
      .thenThrows(ValidationError);
    // No option on an unanswered question: nothing to clear.
    given(msqSessionDecider, [created('EXAM')])
      .when(submit(mo.questionID, { answerIDs: [] }))
      .thenNothingHappened();
    given(msqSessionDecider, [created('EXAM')])
      .when(submit(mo.questionID, { answerIDs: [ids[0]!] }, randomUUID()))
      .thenThrows(NotFoundError);
    given(msqSessionDecider, [
      created('EXAM'),
      { type: 'MsqSessionEnded', data: { ...ofSession, marks: 0, penalties: 0, outOf: 200, score: 0 } },
    ])
      .when(submit(mo.questionID, { answerIDs: [ids[0]!] }))
      .thenThrows(ConflictError);
  });

  test('nothing of the marking is in a question view before it is revealed', () => {
    const state = msqSessionDecider.evolve(msqSessionDecider.initialState(), created('EXAM'));
    if (!state.exists) throw new Error('no session');
    const view = msqQuestionView(state, 1, NOTHING_SEALED);
    expect(view.reveal).toBeNull();
    expect(view.noOfExpectedAnswers).toBe(3);
    expect(JSON.stringify(view)).not.toMatch(/score|correct|explanation|Why\./i);
    const ended = { ...state, status: 'ENDED' as const };
    expect(msqRevealOf(ended, mo, NOTHING_SEALED)?.correctAnswers).toEqual([
      { answerID: ids[0], answerScore: 40 },
      { answerID: ids[1], answerScore: 30 },
      { answerID: ids[2], answerScore: 30 },
    ]);
    // Sealed for the reader (in their unreleased mock attempt): nothing, even once ended.
    expect(msqRevealOf(ended, mo, new Set([mo.questionID]))).toBeNull();
    expect(JSON.stringify(msqQuestionView(ended, 1, new Set([mo.questionID])))).not.toMatch(
      /score|correct|explanation|Why\./i,
    );
  });
});
