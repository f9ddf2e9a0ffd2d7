import {
  ApiPaths,
  apiUrl,
  type AktPracticeTopic,
  type AktSession,
  type AktSessionListItem,
  type AktSessionQuestion,
  type CreateAktSessionRequest,
  type CreateAktSessionResult,
  type FacedTotalAktQuestionCount,
  type Paged,
  type SubAnswer,
  type SubmitAktAnswerResult,
} from '@notebook/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** AKT practice calls (docs/practice.md). Spec section 8: the AKT calls show no toast. */
export const aktPracticeQueryRoot = ['akt-practice'] as const;
const SESSIONS_PAGE_SIZE = 20;
const quiet = { showLoading: false } as const;
const withQuery = (path: string, query: Record<string, string>) => `${apiUrl(path)}?${new URLSearchParams(query).toString()}`;

export const aktPracticeTopicsQueryOptions = () =>
  queryOptions({
    queryKey: [...aktPracticeQueryRoot, 'topics'] as const,
    queryFn: () => api.get<AktPracticeTopic[]>(apiUrl(ApiPaths.reader.getAKTPracticeTopics), quiet),
  });

export const pagedAktSessionsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...aktPracticeQueryRoot, 'sessions', page] as const,
    queryFn: () => api.post<Paged<AktSessionListItem>>(apiUrl(ApiPaths.reader.getPagedAKTSession), { page, rows: SESSIONS_PAGE_SIZE }, quiet),
    placeholderData: keepPreviousData,
  });

export const facedTotalQueryOptions = () =>
  queryOptions({
    queryKey: [...aktPracticeQueryRoot, 'faced'] as const,
    queryFn: () => api.post<FacedTotalAktQuestionCount>(apiUrl(ApiPaths.reader.getFacedTotalAKTQuestionCount), {}, quiet),
  });

export const aktSessionQueryOptions = (aktSessionID: string) =>
  queryOptions({
    queryKey: [...aktPracticeQueryRoot, 'session', aktSessionID] as const,
    queryFn: () => api.get<AktSession>(withQuery(ApiPaths.reader.getAKTSession, { aktSessionID }), quiet),
  });

export const aktSessionQuestionQueryOptions = (aktSessionID: string, questionNo: number) =>
  queryOptions({
    queryKey: [...aktPracticeQueryRoot, 'session', aktSessionID, 'question', questionNo] as const,
    queryFn: () => api.get<AktSessionQuestion>(withQuery(ApiPaths.reader.getAKTSessionQuestion, { aktSessionID, questionNo: String(questionNo) }), quiet),
    placeholderData: keepPreviousData,
  });

export const useAktPracticeTopics = () => useQuery(aktPracticeTopicsQueryOptions());
export const usePagedAktSessions = (page: number) => useQuery(pagedAktSessionsQueryOptions(page));
export const useFacedTotal = () => useQuery(facedTotalQueryOptions());
export const useAktSession = (aktSessionID: string) => useQuery({ ...aktSessionQueryOptions(aktSessionID), enabled: !!aktSessionID });
/** questionNo null: not known yet (the page waits for the session to pick where to resume). */
export const useAktSessionQuestion = (aktSessionID: string, questionNo: number | null) =>
  useQuery({ ...aktSessionQuestionQueryOptions(aktSessionID, questionNo ?? 1), enabled: !!aktSessionID && questionNo !== null });

export function useCreateAktSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateAktSessionRequest) =>
      api.post<CreateAktSessionResult>(apiUrl(ApiPaths.reader.createReaderAKTSession), input, { showErrorToast: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...aktPracticeQueryRoot, 'sessions'] }),
  });
}

type QuestionRef = { aktSessionID: string; aktQuestionID: string };

/** Every change to a session answers with fresh state: the question and the session's navigator are refetched, nothing else. */
function useSessionMutation<I extends { aktSessionID: string }, R>(call: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (_result, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [...aktPracticeQueryRoot, 'session', input.aktSessionID] }),
        queryClient.invalidateQueries({ queryKey: [...aktPracticeQueryRoot, 'sessions'] }),
        queryClient.invalidateQueries({ queryKey: [...aktPracticeQueryRoot, 'faced'] }),
      ]),
  });
}

export const useSubmitAktAnswer = () =>
  useSessionMutation((input: QuestionRef & { answerID?: string; subAnswers?: SubAnswer[] }) =>
    api.post<SubmitAktAnswerResult>(apiUrl(ApiPaths.reader.submitAktAnswer), input, { showLoading: false }),
  );
export const useFlagAktQuestion = () =>
  useSessionMutation((input: QuestionRef & { flagged: boolean }) => api.post<AktSessionQuestion>(apiUrl(ApiPaths.reader.flagAKTQuestion), input, quiet));
export const useStrikeAktAnswer = () =>
  useSessionMutation((input: QuestionRef & { answerID: string; struck: boolean }) =>
    api.post<AktSessionQuestion>(apiUrl(ApiPaths.reader.strikeAKTAnswer), input, quiet),
  );
export const useEndAktSession = () =>
  useSessionMutation((input: { aktSessionID: string }) => api.post<AktSession>(apiUrl(ApiPaths.reader.endAKTSession), input, quiet));
