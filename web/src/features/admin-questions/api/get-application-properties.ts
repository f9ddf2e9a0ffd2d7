import { ApiPaths, apiUrl, QuestionBankLimits, type ApplicationProperties } from '@notebook/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET public/getApplicationProperties (no authentication). */
export function getApplicationProperties(): Promise<ApplicationProperties> {
  return api.get<ApplicationProperties>(apiUrl(ApiPaths.public.getApplicationProperties), { showLoading: false, showErrorToast: false });
}

/** Loaded once per session: the properties only change with a server restart. */
export const applicationPropertiesQueryOptions = () =>
  queryOptions({
    queryKey: ['application-properties'] as const,
    queryFn: getApplicationProperties,
    staleTime: 60 * 60 * 1000,
    gcTime: Infinity,
    retry: false,
  });

export type AnswerOptions = { akt: number; msq: number };

/** The most answers the editors offer: the server's aktAnswerOptions / msqAnswerOptions, the defaults (15 / 24) until they are loaded. */
export function useAnswerOptions(): AnswerOptions {
  const { data } = useQuery(applicationPropertiesQueryOptions());
  return {
    akt: data?.aktAnswerOptions ?? QuestionBankLimits.aktMaxAnswers,
    msq: data?.msqAnswerOptions ?? QuestionBankLimits.defaultMsqAnswerOptions,
  };
}
