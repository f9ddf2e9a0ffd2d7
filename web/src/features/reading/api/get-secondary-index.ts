import { ApiPaths, type SecondaryIndexResult } from '@notebook/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useReadingAudience, type ReadingAudience } from './reading-audience';
import { readingQueryRoot } from './reading-cache';

/** A topic's lessons with their note titles (public/getSecondaryIndex or reader/getRegisteredUserSecondaryIndex). */
export function getSecondaryIndex(audience: ReadingAudience, topicID: string): Promise<SecondaryIndexResult> {
  return audience === 'reader'
    ? api.call(ApiPaths.reader.getRegisteredUserSecondaryIndex, { topicID }, { showLoading: false })
    : api.call(ApiPaths.public.getSecondaryIndex, { topicID }, { skipAuth: true, showLoading: false });
}

export const secondaryIndexQueryOptions = (audience: ReadingAudience, topicID: string) =>
  queryOptions({
    queryKey: [...readingQueryRoot, audience, 'secondary-index', topicID] as const,
    queryFn: () => getSecondaryIndex(audience, topicID),
    staleTime: 60_000,
  });

export function useSecondaryIndex(topicID: string | null) {
  const audience = useReadingAudience();
  return useQuery({ ...secondaryIndexQueryOptions(audience, topicID ?? ''), enabled: Boolean(topicID) });
}
