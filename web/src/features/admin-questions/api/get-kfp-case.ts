import { ApiPaths, type KfpCaseDTO } from '@notebook/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { questionsKey } from './query-keys';

/** GET adminChapter/getKFPCaseDTO/{kfpCaseID}: the case with its questions and answers. */
export function getKfpCase(kfpCaseID: string): Promise<KfpCaseDTO> {
  return api.call(ApiPaths.adminChapter.getKFPCaseDTO, { kfpCaseID }, { showLoading: false });
}

export const kfpCaseKey = (kfpCaseID: string) => [...questionsKey, 'kfp', 'detail', kfpCaseID] as const;

export const kfpCaseQueryOptions = (kfpCaseID: string) =>
  queryOptions({ queryKey: kfpCaseKey(kfpCaseID), queryFn: () => getKfpCase(kfpCaseID) });

export function useKfpCase(kfpCaseID: string | null) {
  return useQuery({ ...kfpCaseQueryOptions(kfpCaseID ?? ''), enabled: Boolean(kfpCaseID) });
}
