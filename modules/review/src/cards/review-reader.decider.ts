import { type ExamKind, ReviewMessages } from '@notebook/contracts';
import { type Decider, ValidationError, commandHandler } from '@notebook/kernel';
import { type ExamPlanSet, type ReviewReaderEvent, reviewReaderStream } from './review-card.events';

export type ReviewReaderState = { examPlan: { exam: ExamKind; examDate: string } | null; dailyLimit: number | null };

export type ReviewReaderCommand =
  | { type: 'SetExamPlan'; data: ExamPlanSet['data'] & { today: string } }
  | { type: 'SaveReviewSettings'; data: { readerID: string; dailyLimit: number } };

/** A reader's exam plan and review settings: a save that changes nothing records nothing; the exam is today or later. */
export const reviewReaderDecider: Decider<ReviewReaderState, ReviewReaderCommand, ReviewReaderEvent> = {
  initialState: () => ({ examPlan: null, dailyLimit: null }),
  evolve(state, event) {
    if (event.type === 'ExamPlanSet')
      return { ...state, examPlan: { exam: event.data.exam, examDate: event.data.examDate } };
    return { ...state, dailyLimit: event.data.dailyLimit };
  },
  decide(command, state) {
    if (command.type === 'SaveReviewSettings')
      return state.dailyLimit === command.data.dailyLimit ? [] : [{ type: 'ReviewSettingsSaved', data: command.data }];
    const { readerID, exam, examDate, today } = command.data;
    if (examDate < today) throw new ValidationError(ReviewMessages.examDateInPast, 'examDate');
    if (state.examPlan?.exam === exam && state.examPlan.examDate === examDate) return [];
    return [{ type: 'ExamPlanSet', data: { readerID, exam, examDate } }];
  },
};

export const reviewReaderCommands = commandHandler({ decider: reviewReaderDecider, streamName: reviewReaderStream });
