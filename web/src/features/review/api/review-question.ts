import type { AktSessionQuestion, MsqSessionQuestion, SubAnswer } from '@notebook/contracts';
import { type QuestionReveal, msqRevealView } from '@/components/question/msq-reveal';

/** A review card's question as the screen shows it, whichever practice kind it comes from. */
export type ReviewQuestion = {
  questionID: string;
  answerType: AktSessionQuestion['aktAnswerType'];
  question: string | null;
  /** KFP(MSQ) multiple choice: how many options to choose; null where one is chosen. */
  noOfExpectedAnswers: number | null;
  answers: Array<{ answerID: string; answer: string }>;
  subQuestions: Array<{ subQuestionID: string; question: string }>;
  struckAnswerIDs: string[];
  chosenAnswerIDs: string[];
  chosenSubAnswers: SubAnswer[];
  reveal: QuestionReveal | null;
};

export function aktReviewQuestion(dto: AktSessionQuestion): ReviewQuestion {
  return {
    questionID: dto.aktQuestionID,
    answerType: dto.aktAnswerType,
    question: dto.question,
    noOfExpectedAnswers: null,
    answers: dto.answers,
    subQuestions: dto.subQuestions,
    struckAnswerIDs: dto.struckAnswerIDs,
    chosenAnswerIDs: dto.chosenAnswerID ? [dto.chosenAnswerID] : [],
    chosenSubAnswers: dto.chosenSubAnswers,
    reveal: dto.reveal && { ...dto.reveal, answerScores: null, penalty: 0, extraOptions: 0 },
  };
}

export function msqReviewQuestion(dto: MsqSessionQuestion): ReviewQuestion {
  return {
    questionID: dto.msqQuestionID,
    answerType: dto.msqAnswerType,
    question: dto.question,
    noOfExpectedAnswers: dto.noOfExpectedAnswers,
    answers: dto.answers,
    subQuestions: dto.subQuestions,
    struckAnswerIDs: dto.struckAnswerIDs,
    chosenAnswerIDs: dto.chosenAnswerIDs,
    chosenSubAnswers: dto.chosenSubAnswers,
    reveal: dto.reveal && msqRevealView(dto.reveal),
  };
}
