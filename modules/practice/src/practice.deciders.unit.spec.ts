import { randomUUID } from 'node:crypto';
import { BusinessRuleError, ConflictError, NotFoundError, ValidationError, foldEvents } from '@notebook/kernel';
import { given } from '@notebook/kernel/testing';
import type { PracticeQuestion } from '@notebook/question-bank';
import { markAkt } from './akt-sessions/akt-marking';
import { isRevealed, mayReveal, percentage } from './shared/session-rules';
import { NOTHING_SEALED } from './shared/sealed-questions';
import { aktSessionDecider } from './akt-sessions/akt-session.kind';
import type { AktSessionCreated, AktSessionEvent } from './akt-sessions/akt-session.events';
import { questionView, sessionView } from './akt-sessions/akt-session.views';
import { kfpAttemptDecider, markKfpChoice } from './kfp-attempts/kfp-attempt.decider';
import type { KfpAttemptEvent } from './kfp-attempts/kfp-attempt.events';

const reader = randomUUID();
const stranger = randomUUID();
const aktSessionID = randomUUID();
const ofSession = { aktSessionID, readerID: reader };

function multipleChoice(): PracticeQuestion {
  const right = randomUUID();
  return {
    questionID: randomUUID(),
    topicID: randomUUID(),
    version: 3,
    questionName: 'Hypertension',
    answerType: 'MULTIPLE_CHOICE',
    question: '<p>First line?</p>',
    explanation: '<p>Because.</p>',
    noOfExpectedAnswers: null,
    answers: [
      { answerID: right, answer: 'ACE inhibitor', correct: true, score: 0 },
      { answerID: randomUUID(), answer: 'Beta blocker', correct: false, score: 0 },
      { answerID: randomUUID(), answer: 'Diuretic', correct: false, score: 0 },
    ],
    subQuestions: [],
  };
}

function extendedMatch(): PracticeQuestion {
  const options = [randomUUID(), randomUUID(), randomUUID()];
  return {
    ...multipleChoice(),
    questionID: randomUUID(),
    answerType: 'EXTENDED_MATCH',
    question: null,
    answers: options.map((answerID, index) => ({ answerID, answer: `Option ${index + 1}`, correct: false, score: 0 })),
    subQuestions: [
      { subQuestionID: randomUUID(), question: 'Case 1', correctAnswerID: options[0]! },
      { subQuestionID: randomUUID(), question: 'Case 2', correctAnswerID: options[2]! },
    ],
  };
}

const mo = multipleChoice();
const em = extendedMatch();
const right = mo.answers[0]!.answerID;
const wrong = mo.answers[1]!.answerID;
const created = (mode: 'TUTOR' | 'EXAM'): AktSessionCreated => ({
  type: 'AktSessionCreated',
  data: { ...ofSession, mode, filter: 'ALL', topicIDs: [mo.topicID], questions: [mo, em] },
});
/** The multiple choice answered in the session, as marked. */
const moAnswered = (answerID: string, answerStatus: 'CORRECT' | 'INCORRECT', marks: number): AktSessionEvent => ({
  type: 'AktAnswerSubmitted',
  data: { ...ofSession, aktQuestionID: mo.questionID, answerID, subAnswers: [], answerStatus, marks, outOf: 1 },
});
const submit = (
  aktQuestionID: string,
  answer: { answerID?: string; subAnswers?: Array<{ subQuestionID: string; answerID: string }> },
  readerID = reader,
) => ({
  type: 'SubmitAnswer' as const,
  data: {
    readerID,
    questionID: aktQuestionID,
    answer: { answerID: answer.answerID ?? null, subAnswers: answer.subAnswers ?? [] },
  },
});

describe('AKT marking', () => {
  test('multiple choice: one mark for a correct option, none otherwise', () => {
    expect(markAkt(mo, { answerID: right, subAnswers: [] })).toEqual({ answerStatus: 'CORRECT', marks: 1, outOf: 1 });
    expect(markAkt(mo, { answerID: wrong, subAnswers: [] })).toEqual({ answerStatus: 'INCORRECT', marks: 0, outOf: 1 });
  });

  test('extended match: a mark per sub-question, CORRECT only when every one is right', () => {
    const [first, second] = em.subQuestions;
    const allRight = [
      { subQuestionID: first!.subQuestionID, answerID: first!.correctAnswerID },
      { subQuestionID: second!.subQuestionID, answerID: second!.correctAnswerID },
    ];
    expect(markAkt(em, { answerID: null, subAnswers: allRight })).toEqual({
      answerStatus: 'CORRECT',
      marks: 2,
      outOf: 2,
    });
    expect(
      markAkt(em, {
        answerID: null,
        subAnswers: [allRight[0]!, { ...allRight[1]!, answerID: first!.correctAnswerID }],
      }),
    ).toEqual({
      answerStatus: 'INCORRECT',
      marks: 1,
      outOf: 2,
    });
  });

  test('a score is a percentage floored to two decimals', () => {
    expect(percentage(2, 3)).toBe(66.66);
    expect(percentage(3, 3)).toBe(100);
  });
});

describe('AKT session', () => {
  test('tutor mode: the first answer stands and is marked at once', () => {
    given(aktSessionDecider, [created('TUTOR')])
      .when(submit(mo.questionID, { answerID: wrong }))
      .then([moAnswered(wrong, 'INCORRECT', 0)]);
    const answered = moAnswered(wrong, 'INCORRECT', 0);
    given(aktSessionDecider, [created('TUTOR'), answered])
      .when(submit(mo.questionID, { answerID: right }))
      .thenNothingHappened();
  });

  test('exam mode: a new answer replaces the last; the same one again records nothing', () => {
    const first = moAnswered(wrong, 'INCORRECT', 0);
    given(aktSessionDecider, [created('EXAM'), first])
      .when(submit(mo.questionID, { answerID: right }))
      .then([moAnswered(right, 'CORRECT', 1)]);
    given(aktSessionDecider, [created('EXAM'), first])
      .when(submit(mo.questionID, { answerID: wrong }))
      .thenNothingHappened();
  });

  test('an answer of another question, a question not in the session, another reader: refused', () => {
    given(aktSessionDecider, [created('EXAM')])
      .when(submit(mo.questionID, { answerID: em.answers[0]!.answerID }))
      .thenThrows(ValidationError);
    given(aktSessionDecider, [created('EXAM')])
      .when(submit(randomUUID(), { answerID: right }))
      .thenThrows(NotFoundError);
    given(aktSessionDecider, [created('EXAM')])
      .when(submit(mo.questionID, { answerID: right }, stranger))
      .thenThrows(NotFoundError);
    given(aktSessionDecider)
      .when(submit(mo.questionID, { answerID: right }))
      .thenThrows(NotFoundError);
  });

  test('tutor mode asks for every part of an extended match; exam mode keeps a part answer', () => {
    const part = [{ subQuestionID: em.subQuestions[0]!.subQuestionID, answerID: em.subQuestions[0]!.correctAnswerID }];
    given(aktSessionDecider, [created('TUTOR')])
      .when(submit(em.questionID, { subAnswers: part }))
      .thenThrows(ValidationError, 'Answer every part of the question');
    given(aktSessionDecider, [created('EXAM')])
      .when(submit(em.questionID, { subAnswers: part }))
      .thenEvents((events) => expect(events[0]!.data).toMatchObject({ answerStatus: 'INCORRECT', marks: 1, outOf: 2 }));
  });

  test('ending scores every mark of the session (unanswered count nothing), once; afterwards no answer is taken', () => {
    const answered = moAnswered(right, 'CORRECT', 1);
    const ended: AktSessionEvent = {
      type: 'AktSessionEnded',
      data: { ...ofSession, marks: 1, outOf: 3, score: 33.33 },
    };
    given(aktSessionDecider, [created('EXAM'), answered])
      .when({ type: 'EndSession', data: { readerID: reader } })
      .then([ended]);
    given(aktSessionDecider, [created('EXAM'), answered, ended])
      .when({ type: 'EndSession', data: { readerID: reader } })
      .thenNothingHappened();
    given(aktSessionDecider, [created('EXAM'), ended])
      .when(submit(mo.questionID, { answerID: right }))
      .thenThrows(ConflictError, 'This session has ended');
  });

  test('flags and struck options are kept; repeating one records nothing', () => {
    const flag = {
      type: 'FlagQuestion' as const,
      data: { readerID: reader, questionID: mo.questionID, flagged: true },
    };
    given(aktSessionDecider, [created('EXAM')])
      .when(flag)
      .then([{ type: 'AktQuestionFlagged', data: { ...ofSession, aktQuestionID: mo.questionID, flagged: true } }]);
    given(aktSessionDecider, [
      created('EXAM'),
      { type: 'AktQuestionFlagged', data: { ...ofSession, aktQuestionID: mo.questionID, flagged: true } },
    ])
      .when(flag)
      .thenNothingHappened();
    given(aktSessionDecider, [created('EXAM')])
      .when({
        type: 'StrikeAnswer',
        data: { readerID: reader, questionID: mo.questionID, answerID: randomUUID(), struck: true },
      })
      .thenThrows(ValidationError);
  });
});

describe('what a reader is shown', () => {
  const fold = (events: AktSessionEvent[]) => {
    const folded = foldEvents(aktSessionDecider, events);
    if (!folded.exists) throw new Error('no session');
    return folded;
  };

  test('exam mode reveals nothing until the session ends, then every question', () => {
    const answered = moAnswered(wrong, 'INCORRECT', 0);
    const running = fold([created('EXAM'), answered]);
    expect(isRevealed(running, mo.questionID, NOTHING_SEALED)).toBe(false);
    expect(mayReveal(running)).toBe(false);
    expect(JSON.stringify(questionView(running, 1, NOTHING_SEALED))).not.toMatch(/correct|explanation":"<p>Because/);
    const ended = fold([
      created('EXAM'),
      answered,
      { type: 'AktSessionEnded', data: { ...ofSession, marks: 0, outOf: 3, score: 0 } },
    ]);
    expect(mayReveal(ended)).toBe(true);
    expect(questionView(ended, 1, NOTHING_SEALED).reveal).toMatchObject({
      answerStatus: 'INCORRECT',
      correctAnswerIDs: [right],
      explanation: '<p>Because.</p>',
    });
    expect(questionView(ended, 2, NOTHING_SEALED).reveal).toMatchObject({
      answerStatus: 'NOT_COMPLETED',
      marks: 0,
      outOf: 2,
    });
  });

  test('tutor mode reveals a question once it is answered, not before', () => {
    const running = fold([created('TUTOR'), moAnswered(right, 'CORRECT', 1)]);
    expect(mayReveal(running)).toBe(true);
    expect(questionView(running, 1, NOTHING_SEALED).reveal?.answerStatus).toBe('CORRECT');
    expect(questionView(running, 2, NOTHING_SEALED).reveal).toBeNull();
  });

  test('a question sealed for the reader (in their unreleased mock attempt) shows nothing of its marking, in either mode', () => {
    const answered = moAnswered(right, 'CORRECT', 1);
    const sealed = new Set([mo.questionID]);
    const tutor = fold([created('TUTOR'), answered]);
    expect(isRevealed(tutor, mo.questionID, sealed)).toBe(false);
    expect(questionView(tutor, 1, sealed).reveal).toBeNull();
    const ended = fold([
      created('EXAM'),
      answered,
      { type: 'AktSessionEnded', data: { ...ofSession, marks: 1, outOf: 3, score: 33.33 } },
    ]);
    const view = sessionView(ended, { createdAt: new Date(), endedAt: new Date() }, sealed);
    expect(view.questions.map((question) => question.answerStatus)).toEqual([null, 'NOT_COMPLETED']);
    expect(JSON.stringify(questionView(ended, 1, sealed))).not.toMatch(/correct|Because/);
    // The others are shown as ever.
    expect(questionView(ended, 2, sealed).reveal).toMatchObject({ answerStatus: 'NOT_COMPLETED' });
  });
});

describe('KFP attempt', () => {
  const kfpAttemptID = randomUUID();
  const ofAttempt = { kfpAttemptID, readerID: reader };
  const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()];
  const choiceQuestion = {
    kfpCaseQuestionID: randomUUID(),
    question: '<p>Which two?</p>',
    explanation: '<p>Why.</p>',
    kfpAnswerType: 'MULTIPLE_CHOICE' as const,
    answers: [
      { answerID: a, answer: 'A', correct: true },
      { answerID: b, answer: 'B', correct: true },
      { answerID: c, answer: 'C', correct: false },
    ],
  };
  const textQuestion = {
    ...choiceQuestion,
    kfpCaseQuestionID: randomUUID(),
    kfpAnswerType: 'TEXT' as const,
    answers: [{ answerID: randomUUID(), answer: 'Model answer', correct: false }],
  };
  const kfpCase = {
    kfpCaseID: randomUUID(),
    topicID: randomUUID(),
    version: 2,
    caseName: 'Chest pain',
    caseDescription: '<p>A man, 58.</p>',
    questions: [choiceQuestion, textQuestion],
  };
  const started: KfpAttemptEvent = { type: 'KfpAttemptStarted', data: { ...ofAttempt, kfpCase } };
  const submitKfp = (
    kfpCaseQuestionID: string,
    answer: { answerIDs?: string[]; text?: string },
    readerID = reader,
  ) => ({
    type: 'SubmitKfpAnswer' as const,
    data: { readerID, kfpCaseQuestionID, ...answer },
  });

  test('a multiple choice is CORRECT only with exactly the correct options', () => {
    expect(markKfpChoice(choiceQuestion, [b, a])).toBe('CORRECT');
    expect(markKfpChoice(choiceQuestion, [a])).toBe('INCORRECT');
    expect(markKfpChoice(choiceQuestion, [a, b, c])).toBe('INCORRECT');
  });

  test('each question is answered once per attempt; a written answer waits for the reader’s own mark', () => {
    given(kfpAttemptDecider, [started])
      .when(submitKfp(choiceQuestion.kfpCaseQuestionID, { answerIDs: [a, b] }))
      .then([
        {
          type: 'KfpAnswerSubmitted',
          data: {
            ...ofAttempt,
            kfpCaseQuestionID: choiceQuestion.kfpCaseQuestionID,
            answerIDs: [a, b],
            text: null,
            answerStatus: 'CORRECT',
          },
        },
      ]);
    const written: KfpAttemptEvent = {
      type: 'KfpAnswerSubmitted',
      data: {
        ...ofAttempt,
        kfpCaseQuestionID: textQuestion.kfpCaseQuestionID,
        answerIDs: [],
        text: 'Troponin',
        answerStatus: null,
      },
    };
    given(kfpAttemptDecider, [started])
      .when(submitKfp(textQuestion.kfpCaseQuestionID, { text: '  Troponin ' }))
      .then([written]);
    given(kfpAttemptDecider, [started, written])
      .when(submitKfp(textQuestion.kfpCaseQuestionID, { text: 'Again' }))
      .thenThrows(ConflictError);
    given(kfpAttemptDecider, [started, written])
      .when({
        type: 'MarkKfpAnswer',
        data: { readerID: reader, kfpCaseQuestionID: textQuestion.kfpCaseQuestionID, correct: true },
      })
      .then([
        {
          type: 'KfpAnswerSelfMarked',
          data: { ...ofAttempt, kfpCaseQuestionID: textQuestion.kfpCaseQuestionID, correct: true },
        },
      ]);
  });

  test('refused: an empty answer, an option of no such question, self-marking a multiple choice, another reader', () => {
    given(kfpAttemptDecider, [started])
      .when(submitKfp(textQuestion.kfpCaseQuestionID, { text: '   ' }))
      .thenThrows(ValidationError, 'Write your answer first');
    given(kfpAttemptDecider, [started])
      .when(submitKfp(choiceQuestion.kfpCaseQuestionID, { answerIDs: [randomUUID()] }))
      .thenThrows(ValidationError);
    given(kfpAttemptDecider, [started])
      .when({
        type: 'MarkKfpAnswer',
        data: { readerID: reader, kfpCaseQuestionID: choiceQuestion.kfpCaseQuestionID, correct: true },
      })
      .thenThrows(BusinessRuleError);
    given(kfpAttemptDecider, [started])
      .when(submitKfp(choiceQuestion.kfpCaseQuestionID, { answerIDs: [a] }, stranger))
      .thenThrows(NotFoundError);
  });
});
