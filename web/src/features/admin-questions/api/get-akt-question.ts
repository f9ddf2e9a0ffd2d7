import { ApiPaths, type AktQuestionDetail } from '@notebook/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { questionsKey } from './query-keys';

/** GET adminChapter/getAKTQuestionByID/{id}: the MO shape or the EM shape. */
export function getAktQuestion(id: string): Promise<AktQuestionDetail> {
  return api.call(ApiPaths.adminChapter.getAKTQuestionByID, { id }, { showLoading: false });
}

export const aktQuestionQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...questionsKey, 'akt', 'detail', id] as const, queryFn: () => getAktQuestion(id) });

export function useAktQuestion(id: string | null) {
  return useQuery({ ...aktQuestionQueryOptions(id ?? ''), enabled: Boolean(id) });
}
