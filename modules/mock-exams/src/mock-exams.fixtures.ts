import { randomUUID } from 'node:crypto';
import type { PracticeQuestion } from '@notebook/question-bank';

/** The specs' paper question: a fresh multiple choice of two options, the first correct. */
export function paperQuestion(): PracticeQuestion {
  return {
    questionID: randomUUID(),
    topicID: randomUUID(),
    version: 1,
    questionName: 'Hypertension',
    answerType: 'MULTIPLE_CHOICE',
    question: '<p>First line?</p>',
    explanation: '<p>Why.</p>',
    noOfExpectedAnswers: null,
    answers: [0, 1].map((index) => ({
      answerID: randomUUID(),
      answer: `Option ${index + 1}`,
      correct: index === 0,
      score: 0,
    })),
    subQuestions: [],
  };
}
