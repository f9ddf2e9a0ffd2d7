import {
  ApiPaths,
  type ExamPlan,
  type ExamSitting,
  type GradedReviewCard,
  type ReviewCardKind,
  type ReviewRating,
  type ReviewSession,
  type SaveExamSittingRequest,
  type SubAnswer,
} from '@notebook/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { announced, invalidateAll, quiet } from '@/lib/api-hooks';
import { type ReviewQuestion, aktReviewQuestion, msqReviewQuestion } from './review-question';

/**
 * The spaced review's calls (issue 29): the summary, the due queue, the forecast, the exam plan and
 * the settings under one root, and the questions of a review session, which are a practice session's
 * (tutor mode) asked by number.
 */
const root = ['review'] as const;
const keys = {
  summary: [...root, 'summary'] as const,
  queue: (limit: number) => [...root, 'queue', limit] as const,
  forecast: [...root, 'forecast'] as const,
  examPlan: [...root, 'exam-plan'] as const,
  sittings: [...root, 'sittings'] as const,
  adminSittings: ['admin', 'review', 'sittings'] as const,
  question: (sessionID: string, questionNo: number) => [...root, 'question', sessionID, questionNo] as const,
};

export const useReviewSummary = () =>
  useQuery({
    queryKey: keys.summary,
    queryFn: () => api.call(ApiPaths.reader.getReviewSummary, undefined, quiet),
    staleTime: 0,
  });

/** Today's cards (up to `limit`), to count them by kind; idle while nothing is due. */
export const useReviewQueue = (limit: number) =>
  useQuery({
    queryKey: keys.queue(limit),
    queryFn: () => api.call(ApiPaths.reader.getReviewQueue, { limit }, quiet),
    enabled: limit > 0,
    staleTime: 0,
  });

export const useReviewForecast = () =>
  useQuery({ queryKey: keys.forecast, queryFn: () => api.call(ApiPaths.reader.getReviewForecast, undefined, quiet) });

export const useExamPlan = () =>
  useQuery({ queryKey: keys.examPlan, queryFn: () => api.call(ApiPaths.reader.getExamPlan, undefined, quiet) });

/** The RACGP sittings from today (Sydney) on: the exam plan's choices (none: the reader types the date). */
export const useExamSittings = () =>
  useQuery({ queryKey: keys.sittings, queryFn: () => api.call(ApiPaths.reader.getExamSittings, undefined, quiet) });

/** Every sitting, past ones too (/admin/config/exam-sittings). */
export const useAdminExamSittings = () =>
  useQuery({
    queryKey: keys.adminSittings,
    queryFn: () => api.call(ApiPaths.adminReview.getExamSittings, undefined, quiet),
  });

/** Saved ('Successfully saved / updated') or removed ('Successfully removed'): both lists are read again. */
function useSittingsMutation<I>(mutationFn: (input: I) => Promise<ExamSitting>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => invalidateAll(queryClient, [keys.adminSittings, keys.sittings]) });
}
export const useSaveExamSitting = () =>
  useSittingsMutation((sitting: SaveExamSittingRequest) =>
    api.call(ApiPaths.adminReview.saveExamSitting, sitting, announced),
  );
export const useRemoveExamSitting = () =>
  useSittingsMutation((sittingID: string) =>
    api.call(ApiPaths.adminReview.removeExamSitting, { sittingID }, announced),
  );

export function useSaveReviewSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (dailyLimit: number) => api.call(ApiPaths.reader.saveReviewSettings, { dailyLimit }, announced),
    onSuccess: (summary) => {
      queryClient.setQueryData(keys.summary, summary);
      return invalidateAll(queryClient, [[...root, 'queue']]);
    },
  });
}

/** The plan moves the schedule (no card falls due after the exam): everything under the root is asked again. */
export function useSaveExamPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (plan: ExamPlan) => api.call(ApiPaths.reader.saveExamPlan, plan, announced),
    onSuccess: () => invalidateAll(queryClient, [root]),
  });
}

export const useStartReviewSession = () =>
  useMutation({
    mutationFn: (kind: ReviewCardKind): Promise<ReviewSession> =>
      api.call(ApiPaths.reader.startReviewSession, { kind }),
  });

export function useGradeReviewCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { cardID: string; rating: ReviewRating }): Promise<GradedReviewCard> =>
      api.call(ApiPaths.reader.gradeReviewCard, input),
    onSuccess: () => invalidateAll(queryClient, [keys.summary, [...root, 'queue'], keys.forecast]),
  });
}

/** Which practice session a review session's questions are in. */
export type ReviewSessionRef = { kind: 'AKT' | 'MSQ'; sessionID: string };

async function fetchQuestion(ref: ReviewSessionRef, questionNo: number): Promise<ReviewQuestion> {
  if (ref.kind === 'AKT')
    return aktReviewQuestion(
      await api.call(ApiPaths.reader.getAKTSessionQuestion, { aktSessionID: ref.sessionID, questionNo }, quiet),
    );
  return msqReviewQuestion(
    await api.call(ApiPaths.reader.getMSQSessionQuestion, { msqSessionID: ref.sessionID, questionNo }, quiet),
  );
}

export const useReviewQuestion = (ref: ReviewSessionRef, questionNo: number) =>
  useQuery({
    queryKey: keys.question(ref.sessionID, questionNo),
    queryFn: () => fetchQuestion(ref, questionNo),
  });

export type ReviewAnswer = { questionID: string; answerIDs: string[]; subAnswers: SubAnswer[] };

function submitAnswer(ref: ReviewSessionRef, { questionID, answerIDs, subAnswers }: ReviewAnswer): Promise<unknown> {
  const chosen = subAnswers.length > 0 ? { subAnswers } : null;
  if (ref.kind === 'AKT')
    return api.call(
      ApiPaths.reader.submitAktAnswer,
      { aktSessionID: ref.sessionID, aktQuestionID: questionID, ...(chosen ?? { answerID: answerIDs[0] ?? null }) },
      quiet,
    );
  return api.call(
    ApiPaths.reader.submitMsqAnswer,
    { msqSessionID: ref.sessionID, msqQuestionID: questionID, ...(chosen ?? { answerIDs }) },
    quiet,
  );
}

/** Tutor mode marks the answer at once: the question is read again with its reveal. */
export function useSubmitReviewAnswer(ref: ReviewSessionRef, questionNo: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: ReviewAnswer) => submitAnswer(ref, answer),
    onSuccess: () => invalidateAll(queryClient, [keys.question(ref.sessionID, questionNo)]),
  });
}
