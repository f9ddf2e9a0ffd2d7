import {
  apiUrl,
  type CreateAktSessionRequest,
  type FacedTotalAktQuestionCount,
  type Paged,
  type SubAnswer,
} from '@notebook/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type {
  PracticeKind,
  PracticeQuestionView,
  PracticeSessionItem,
  PracticeSessionView,
  PracticeTopic,
} from './practice-kinds';

/** The practice calls of one kind (docs/practice.md). Spec section 8: the AKT calls show no toast, nor do MSQ's. */
const SESSIONS_PAGE_SIZE = 20;
const quiet = { showLoading: false } as const;
const withQuery = (path: string, query: Record<string, string>) =>
  `${apiUrl(path)}?${new URLSearchParams(query).toString()}`;
const rootOf = (kind: PracticeKind) => [`${kind.kind.toLowerCase()}-practice`] as const;

export const usePracticeTopics = (kind: PracticeKind) =>
  useQuery({
    queryKey: [...rootOf(kind), 'topics'],
    queryFn: () => api.get<PracticeTopic[]>(apiUrl(kind.calls.topics), quiet),
  });

export const usePagedSessions = (kind: PracticeKind, page: number) =>
  useQuery({
    queryKey: [...rootOf(kind), 'sessions', page],
    queryFn: async (): Promise<Paged<PracticeSessionItem>> => {
      const found = await api.post<Paged<never>>(apiUrl(kind.calls.paged), { page, rows: SESSIONS_PAGE_SIZE }, quiet);
      return { ...found, pageData: found.pageData.map((row) => kind.item(row)) };
    },
    placeholderData: keepPreviousData,
  });

export const useFacedTotal = (kind: PracticeKind) =>
  useQuery({
    queryKey: [...rootOf(kind), 'faced'],
    queryFn: () => api.post<FacedTotalAktQuestionCount>(apiUrl(kind.calls.faced), {}, quiet),
  });

export const usePracticeSession = (kind: PracticeKind, sessionID: string) =>
  useQuery({
    queryKey: [...rootOf(kind), 'session', sessionID],
    queryFn: async (): Promise<PracticeSessionView> =>
      kind.session(await api.get<never>(withQuery(kind.calls.session, { [kind.ids.session]: sessionID }), quiet)),
    enabled: !!sessionID,
  });

/** questionNo null: not known yet (the page waits for the session to pick where to resume). */
export const useSessionQuestion = (kind: PracticeKind, sessionID: string, questionNo: number | null) =>
  useQuery({
    queryKey: [...rootOf(kind), 'session', sessionID, 'question', questionNo ?? 1],
    queryFn: async (): Promise<PracticeQuestionView> =>
      kind.question(
        await api.get<never>(
          withQuery(kind.calls.question, { [kind.ids.session]: sessionID, questionNo: String(questionNo ?? 1) }),
          quiet,
        ),
      ),
    placeholderData: keepPreviousData,
    enabled: !!sessionID && questionNo !== null,
  });

export function useCreateSession(kind: PracticeKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateAktSessionRequest) =>
      kind.createdID(
        await api.post<Record<string, unknown>>(apiUrl(kind.calls.create), input, { showErrorToast: false }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...rootOf(kind), 'sessions'] }),
  });
}

type QuestionRef = { sessionID: string; questionID: string };

/** Every change to a session answers with fresh state: the question and the session's navigator are refetched, nothing else. */
function useSessionMutation<I extends { sessionID: string }>(kind: PracticeKind, call: (input: I) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (_result, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [...rootOf(kind), 'session', input.sessionID] }),
        queryClient.invalidateQueries({ queryKey: [...rootOf(kind), 'sessions'] }),
        queryClient.invalidateQueries({ queryKey: [...rootOf(kind), 'faced'] }),
      ]),
  });
}

const refBody = (kind: PracticeKind, ref: QuestionRef) => ({
  [kind.ids.session]: ref.sessionID,
  [kind.ids.question]: ref.questionID,
});

export const useSubmitAnswer = (kind: PracticeKind) =>
  useSessionMutation(
    kind,
    ({ answerIDs, subAnswers, ...ref }: QuestionRef & { answerIDs: string[]; subAnswers: SubAnswer[] }) =>
      api.post(
        apiUrl(kind.calls.submit),
        { ...refBody(kind, ref), ...kind.answerBody({ answerIDs, subAnswers }) },
        { showLoading: false },
      ),
  );
export const useFlagQuestion = (kind: PracticeKind) =>
  useSessionMutation(kind, ({ flagged, ...ref }: QuestionRef & { flagged: boolean }) =>
    api.post(apiUrl(kind.calls.flag), { ...refBody(kind, ref), flagged }, quiet),
  );
export const useStrikeAnswer = (kind: PracticeKind) =>
  useSessionMutation(kind, ({ answerID, struck, ...ref }: QuestionRef & { answerID: string; struck: boolean }) =>
    api.post(apiUrl(kind.calls.strike), { ...refBody(kind, ref), answerID, struck }, quiet),
  );
export const useEndSession = (kind: PracticeKind) =>
  useSessionMutation(kind, ({ sessionID }: { sessionID: string }) =>
    api.post(apiUrl(kind.calls.end), { [kind.ids.session]: sessionID }, quiet),
  );
