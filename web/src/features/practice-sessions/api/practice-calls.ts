import type { CreateAktSessionRequest } from '@notebook/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invalidateAll, noErrorToast, quiet, useInvalidatingMutation } from '@/lib/api-hooks';
import type { ChosenAnswer, PracticeKind, QuestionRef } from './practice-kinds';

/** The practice calls of one kind (docs/practice.md). Spec section 8: the AKT calls show no toast, nor do MSQ's. */
const SESSIONS_PAGE_SIZE = 20;

/** The keys of one kind's queries: every key of a kind builds on its root (`akt-practice`, `msq-practice`). */
const keysOf = (kind: PracticeKind) => {
  const root = [`${kind.kind.toLowerCase()}-practice`] as const;
  return {
    topics: [...root, 'topics'] as const,
    sessions: [...root, 'sessions'] as const,
    faced: [...root, 'faced'] as const,
    session: (sessionID: string) => [...root, 'session', sessionID] as const,
  };
};

export const usePracticeTopics = (kind: PracticeKind) =>
  useQuery({ queryKey: keysOf(kind).topics, queryFn: () => kind.calls.topics(quiet) });

export const usePagedSessions = (kind: PracticeKind, page: number) =>
  useQuery({
    queryKey: [...keysOf(kind).sessions, page],
    queryFn: () => kind.calls.paged({ page, rows: SESSIONS_PAGE_SIZE }, quiet),
    placeholderData: keepPreviousData,
  });

export const useFacedTotal = (kind: PracticeKind) =>
  useQuery({ queryKey: keysOf(kind).faced, queryFn: () => kind.calls.faced(quiet) });

export const usePracticeSession = (kind: PracticeKind, sessionID: string) =>
  useQuery({
    queryKey: keysOf(kind).session(sessionID),
    queryFn: () => kind.calls.session(sessionID, quiet),
    enabled: !!sessionID,
  });

/** questionNo null: not known yet (the page waits for the session to pick where to resume). */
export const useSessionQuestion = (kind: PracticeKind, sessionID: string, questionNo: number | null) =>
  useQuery({
    queryKey: [...keysOf(kind).session(sessionID), 'question', questionNo ?? 1],
    queryFn: () => kind.calls.question(sessionID, questionNo ?? 1, quiet),
    placeholderData: keepPreviousData,
    enabled: !!sessionID && questionNo !== null,
  });

export function useCreateSession(kind: PracticeKind) {
  return useInvalidatingMutation(
    (input: CreateAktSessionRequest) => kind.calls.create(input, noErrorToast),
    [keysOf(kind).sessions],
  );
}

/** Every change to a session answers with fresh state: the question and the session's navigator are refetched, nothing else. */
function useSessionMutation<I extends { sessionID: string }>(
  kind: PracticeKind,
  call: (input: I) => Promise<unknown>,
  options: { serial?: boolean } = {},
) {
  const queryClient = useQueryClient();
  const keys = keysOf(kind);
  const answersKey = [...keys.session('answers')];
  return useMutation({
    mutationFn: call,
    // Answers go to the server one after another, in the order they were made: a later choice never lands first.
    ...(options.serial ? { mutationKey: answersKey, scope: { id: answersKey.join('/') } } : {}),
    onSuccess: (_result, input) => {
      // While more answers are on their way, a read now would show an older choice: wait for the last.
      if (options.serial && queryClient.isMutating({ mutationKey: answersKey }) > 1) return;
      return invalidateAll(queryClient, [keys.session(input.sessionID), keys.sessions, keys.faced]);
    },
  });
}

export const useSubmitAnswer = (kind: PracticeKind) =>
  useSessionMutation(
    kind,
    ({ answerIDs, subAnswers, ...ref }: QuestionRef & ChosenAnswer) =>
      kind.calls.submit(ref, { answerIDs, subAnswers }, quiet),
    { serial: true },
  );
export const useFlagQuestion = (kind: PracticeKind) =>
  useSessionMutation(kind, ({ flagged, ...ref }: QuestionRef & { flagged: boolean }) =>
    kind.calls.flag(ref, flagged, quiet),
  );
export const useStrikeAnswer = (kind: PracticeKind) =>
  useSessionMutation(kind, ({ answerID, struck, ...ref }: QuestionRef & { answerID: string; struck: boolean }) =>
    kind.calls.strike(ref, answerID, struck, quiet),
  );
export const useEndSession = (kind: PracticeKind) =>
  useSessionMutation(kind, ({ sessionID }: { sessionID: string }) => kind.calls.end(sessionID, quiet));
