import { randomUUID } from 'node:crypto';
import { foldEvents } from '@notebook/kernel';
import type { PracticeQuestion } from '@notebook/question-bank';
import { mockExamDecider } from '../exams/mock-exam.decider';
import type { MockExamFound } from '../exams/mock-exam.views';
import { attemptStarted, examActivated, examDefinition, examSaved, paperQuestion } from '../mock-exams.fixtures';
import { mockAttemptDecider } from './mock-attempt.decider';
import type { MockAttemptEvent } from './mock-attempt.events';
import { attemptResult } from './mock-attempt.result';
import { type MockAttemptFound, attemptView } from './mock-attempt.views';

/** An extended match of three sub-questions over the two options of `paperQuestion`. */
function extendedMatch(): PracticeQuestion {
  const base = paperQuestion();
  return {
    ...base,
    answerType: 'EXTENDED_MATCH',
    question: null,
    subQuestions: [1, 2, 3].map((no) => ({
      subQuestionID: randomUUID(),
      question: `<p>Patient ${no}</p>`,
      correctAnswerID: base.answers[0]!.answerID,
    })),
  };
}

const matching = extendedMatch();
const choice = paperQuestion();
const mockExamID = randomUUID();
const mockAttemptID = randomUUID();
const exam = foldEvents(mockExamDecider, [
  examSaved(mockExamID, examDefinition({ questionIDs: [matching.questionID, choice.questionID] })),
  examActivated(mockExamID, [matching, choice]),
]) as MockExamFound;
const started = attemptStarted(mockAttemptID, { mockExamID, questions: [matching, choice] });
const ofAttempt = { mockAttemptID, readerID: started.data.readerID };
const subAnswers = (count: number) =>
  matching.subQuestions
    .slice(0, count)
    .map((sub) => ({ subQuestionID: sub.subQuestionID, answerID: matching.answers[0]!.answerID }));
const matchSaved = (count: number): MockAttemptEvent => ({
  type: 'MockAnswerSaved',
  data: {
    ...ofAttempt,
    questionID: matching.questionID,
    answerIDs: [],
    subAnswers: subAnswers(count),
    answerStatus: count === 3 ? 'CORRECT' : 'INCORRECT',
    marks: count,
    penalty: 0,
    outOf: 3,
  },
});
const attemptOf = (events: MockAttemptEvent[]) =>
  foldEvents(mockAttemptDecider, [started, ...events]) as MockAttemptFound;
const NOW = new Date('2026-12-01T09:30:00.000Z');

describe('the attempt navigator (issue 28)', () => {
  test('counts an extended match as answered only once every sub-question has its option, and says how many are open', () => {
    const progress = (events: MockAttemptEvent[]) =>
      attemptView(attemptOf(events), exam, NOW).questions.map((item) => [item.answered, item.openSubQuestions]);
    expect(progress([])).toEqual([
      [false, 3],
      [false, 0],
    ]);
    expect(progress([matchSaved(1)])).toEqual([
      [false, 2],
      [false, 0],
    ]);
    expect(progress([matchSaved(3)])).toEqual([
      [true, 0],
      [false, 0],
    ]);
  });
});

describe('the released result', () => {
  const submitted: MockAttemptEvent = {
    type: 'MockAttemptSubmitted',
    data: {
      ...ofAttempt,
      mockExamID,
      auto: false,
      marks: 3,
      penalties: 0,
      outOf: 4,
      score: 75,
      submittedAt: NOW.toISOString(),
    },
  };
  const facts = (sealed: string[]) => ({
    chapterOf: () => 'Cardiology',
    percentile: null,
    sealedElsewhere: new Set(sealed),
  });

  test("says how each question did, for the result's navigator; a question sealed elsewhere reads null", () => {
    const attempt = attemptOf([matchSaved(3), submitted]);
    expect(attemptResult(attempt, exam, NOW, facts([])).questions).toEqual([
      { questionNo: 1, questionID: matching.questionID, answerStatus: 'CORRECT' },
      { questionNo: 2, questionID: choice.questionID, answerStatus: 'NOT_COMPLETED' },
    ]);
    expect(attemptResult(attempt, exam, NOW, facts([choice.questionID])).questions?.[1]?.answerStatus).toBeNull();
    expect(attemptResult(attempt, exam, NOW, null).questions).toBeUndefined();
  });
});
