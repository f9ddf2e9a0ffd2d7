import {
  ApiPaths,
  apiUrl,
  type MockAttempt,
  type MockAttemptQuestion,
  type MockExamStatus,
  type MockExamType,
  type SubAnswer,
} from '@notebook/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { announced, callOf, callWith, mutationInvalidating, quiet, readByID, silent } from '@/lib/api-hooks';
import { downloadFile } from '@/lib/file-transfer';

/** The mock exam calls (docs/mock-exams.md): admin calls under ['mock-exams','admin'], a reader's under ['mock-exams','reader']. */
const root = ['mock-exams'] as const;
const adminRoot = [...root, 'admin'] as const;
const readerRoot = [...root, 'reader'] as const;
export const MOCK_EXAMS_PAGE_SIZE = 20;

// ---- admins ----

export const useMockExamsPage = (mockExamType: MockExamType, status: MockExamStatus | '', page: number) =>
  useQuery({
    queryKey: [...adminRoot, 'page', mockExamType, status, page],
    queryFn: () =>
      api.call(
        ApiPaths.adminMockExam.getPagedMockExams,
        { mockExamType, status: status || undefined, page, rows: MOCK_EXAMS_PAGE_SIZE },
        quiet,
      ),
    placeholderData: keepPreviousData,
  });

export const useMockExam = readByID(ApiPaths.adminMockExam.getMockExam, 'mockExamID', [...adminRoot, 'exam']).useByID;

export const useMockExamPool = (mockExamType: MockExamType) =>
  useQuery({
    queryKey: [...adminRoot, 'pool', mockExamType],
    queryFn: () => api.call(ApiPaths.adminMockExam.getMockExamQuestionPool, { mockExamType }, quiet),
  });

export const useMockExamResults = (mockExamID: string) =>
  useQuery({
    queryKey: [...adminRoot, 'results', mockExamID],
    queryFn: () => api.call(ApiPaths.adminMockExam.getMockExamResults, { mockExamID }, quiet),
  });

/** Without mockExamID adds a DRAFT; the server answers 'Successfully saved / updated'. */
export const useSaveMockExam = mutationInvalidating(
  callOf(ApiPaths.adminMockExam.saveUpdateMockExam, announced),
  adminRoot,
);

/** ACTIVE answers 'Mock Exam will be scheduled momentarily.', shown as the toast. */
export const useChangeMockExamStatus = mutationInvalidating(
  callOf(ApiPaths.adminMockExam.updateMockExamStatus, announced),
  adminRoot,
);

export function useDeleteMockExam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mockExamID: string) =>
      api.call(ApiPaths.adminMockExam.deleteMockExam, { mockExamID }, { showSuccessMessage: true }),
    // The removed exam's own queries are dropped, not refetched into a 404.
    onSuccess: (_result, mockExamID) => {
      queryClient.removeQueries({ queryKey: [...adminRoot, 'exam', mockExamID] });
      return queryClient.invalidateQueries({ queryKey: adminRoot });
    },
  });
}

export const exportMockExamResults = (mockExamID: string, fileName: string) =>
  downloadFile(apiUrl(ApiPaths.adminMockExam.exportMockExamResults), { mockExamID }, fileName);

// ---- readers ----

export const useReaderMockExams = () =>
  useQuery({
    queryKey: [...readerRoot, 'list'],
    queryFn: () => api.call(ApiPaths.reader.getReaderMockExams, undefined, quiet),
  });

export const useStartMockExam = mutationInvalidating(
  callWith(ApiPaths.reader.startMockExamAttempt, {}, (mockExamID: string) => ({ mockExamID })),
  [...readerRoot, 'list'],
);

const attemptKey = (mockAttemptID: string) => [...readerRoot, 'attempt', mockAttemptID] as const;

/** The navigator and the time left, asked again every minute so the clock on the page follows the server's. */
export const useMockAttempt = (mockAttemptID: string) =>
  useQuery({
    queryKey: attemptKey(mockAttemptID),
    queryFn: () => api.call(ApiPaths.reader.getMockExamAttempt, { mockAttemptID }, quiet),
    enabled: !!mockAttemptID,
    refetchInterval: 60_000,
  });

export const useMockAttemptQuestion = (mockAttemptID: string, questionNo: number) =>
  useQuery({
    queryKey: [...attemptKey(mockAttemptID), 'question', questionNo],
    queryFn: () =>
      api.call(ApiPaths.reader.getMockExamAttemptQuestion, { mockAttemptID, questionNo: String(questionNo) }, quiet),
    placeholderData: keepPreviousData,
    enabled: !!mockAttemptID,
  });

/** While the deadline's job has not yet submitted the attempt, asked again every 2 s. */
export const useMockAttemptResult = (mockAttemptID: string) =>
  useQuery({
    queryKey: [...attemptKey(mockAttemptID), 'result'],
    queryFn: () => api.call(ApiPaths.reader.getMockExamAttemptResult, { mockAttemptID }, quiet),
    enabled: !!mockAttemptID,
    refetchInterval: (query) => (query.state.data?.status === 'IN_PROGRESS' ? 2_000 : false),
  });

/** The autosaves of the sitting: one mutation key and one scope, so they reach the server in the order made. */
const SAVE_KEY = [...readerRoot, 'save-answer'] as const;

/**
 * Flag, strike and submit: each refreshes the attempt's navigator and question; while an autosave is
 * on its way the question is left alone (a read then would show the choice before it).
 */
function useAttemptMutation<I extends { mockAttemptID: string }, R>(call: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: (_result, _error, input) =>
      queryClient.invalidateQueries({
        queryKey: attemptKey(input.mockAttemptID),
        predicate: (query) =>
          query.queryKey[4] !== 'question' || queryClient.isMutating({ mutationKey: SAVE_KEY }) === 0,
      }),
  });
}

export type SaveMockAnswerInput = {
  mockAttemptID: string;
  questionID: string;
  answerIDs: string[];
  subAnswers: SubAnswer[];
};
/**
 * The choice shows at once, then the server's copy is read back. The question's cache is updated in
 * the click's own handler (before the mutation starts, which is a tick later): a controlled radio
 * rendered between the click and that update would snap back unchecked.
 *
 * A click always sticks (issue 28): the saves go one after another in the order made (one scope);
 * a read of the question still on its way when the reader clicks is cancelled, its answer dropped
 * (it was taken before this save); and the question is read back only after the last save of a
 * burst, so no echo of an earlier save overwrites a newer choice.
 */
export function useSaveMockAnswer() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationKey: SAVE_KEY,
    scope: { id: SAVE_KEY.join('/') },
    mutationFn: (input: SaveMockAnswerInput) => api.call(ApiPaths.reader.saveMockExamAnswer, input, silent),
    onSettled: (_result, _error, input) => {
      if (queryClient.isMutating({ mutationKey: SAVE_KEY }) > 1) return;
      return queryClient.invalidateQueries({ queryKey: attemptKey(input.mockAttemptID) });
    },
  });
  const mutate: typeof mutation.mutate = (input, options) => {
    const questions = { queryKey: [...attemptKey(input.mockAttemptID), 'question'] };
    void queryClient.cancelQueries(questions, { revert: false });
    queryClient.setQueriesData<MockAttemptQuestion>(
      { queryKey: [...attemptKey(input.mockAttemptID), 'question'] },
      (old) =>
        old?.questionID === input.questionID
          ? { ...old, chosenAnswerIDs: input.answerIDs, chosenSubAnswers: input.subAnswers }
          : old,
    );
    mutation.mutate(input, options);
  };
  return { ...mutation, mutate };
}
type FlagMockQuestionInput = { mockAttemptID: string; questionID: string; flagged: boolean };
/** The flag shows at once on the question and in the navigator (as a choice does), then the server's copy is read back. */
export function useFlagMockQuestion() {
  const queryClient = useQueryClient();
  const mutation = useAttemptMutation((input: FlagMockQuestionInput) =>
    api.call(ApiPaths.reader.flagMockExamQuestion, input, quiet),
  );
  const mutate: typeof mutation.mutate = (input, options) => {
    // A read of the navigator on its way was taken before the flag: its answer is dropped.
    void queryClient.cancelQueries({ queryKey: attemptKey(input.mockAttemptID), exact: true }, { revert: false });
    queryClient.setQueriesData<MockAttemptQuestion>(
      { queryKey: [...attemptKey(input.mockAttemptID), 'question'] },
      (old) => (old?.questionID === input.questionID ? { ...old, flagged: input.flagged } : old),
    );
    queryClient.setQueryData<MockAttempt>(attemptKey(input.mockAttemptID), (old) =>
      old
        ? {
            ...old,
            questions: old.questions.map((item) =>
              item.questionID === input.questionID ? { ...item, flagged: input.flagged } : item,
            ),
          }
        : old,
    );
    mutation.mutate(input, options);
  };
  return { ...mutation, mutate };
}
export const useStrikeMockAnswer = () =>
  useAttemptMutation((input: { mockAttemptID: string; questionID: string; answerID: string; struck: boolean }) =>
    api.call(ApiPaths.reader.strikeMockExamAnswer, input, quiet),
  );
export function useSubmitMockAttempt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { mockAttemptID: string }) => api.call(ApiPaths.reader.submitMockExamAttempt, input),
    onSettled: (_result, _error, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: attemptKey(input.mockAttemptID) }),
        queryClient.invalidateQueries({ queryKey: [...readerRoot, 'list'] }),
      ]),
  });
}
