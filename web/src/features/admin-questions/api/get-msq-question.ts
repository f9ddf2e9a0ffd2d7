import { ApiPaths, type MsqQuestionDetail } from '@notebook/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { questionsKey } from './query-keys';

/** GET adminChapter/getMSQQuestionByID?msqQuestionID=: msqmoSaveDTO or msqemResponseDTO. */
export function getMsqQuestion(msqQuestionID: string): Promise<MsqQuestionDetail> {
  return api.call(
    ApiPaths.adminChapter.getMSQQuestionByID,
    { msqQuestionID },
    {
      showLoading: false,
    },
  );
}

export const msqQuestionQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...questionsKey, 'msq', 'detail', id] as const, queryFn: () => getMsqQuestion(id) });

export function useMsqQuestion(id: string | null) {
  return useQuery({ ...msqQuestionQueryOptions(id ?? ''), enabled: Boolean(id) });
}
