import { ApiPaths, type PrimaryIndexResult, type RegisteredPrimaryIndexResult } from '@notebook/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { publicQuiet, quiet } from '@/lib/api-hooks';
import { useLoggedInUser } from '@/lib/auth-store';
import { queryRoots } from '@/lib/query-keys';

/** Which primary index to ask for: a signed-in reader gets their own topics and progress. */
export type IndexAudience = 'reader' | 'public';

type PublicTopic = PrimaryIndexResult['chapters'][number]['topics'][number];
type RegisteredTopic = RegisteredPrimaryIndexResult['chapters'][number]['topics'][number];
/** A topic of either index: author topics are numbered; a reader's own topics (registered index only) are not. */
export type IndexTopic = Omit<PublicTopic, 'index'> & { index: number | null } & Partial<
    Pick<RegisteredTopic, 'lessonCount' | 'lessonsRead' | 'readingProgress' | 'locked'>
  >;
export type IndexChapter = Omit<PrimaryIndexResult['chapters'][number], 'topics'> & { topics: IndexTopic[] };
export type IndexResult = { chapters: IndexChapter[] };

export function getPrimaryIndex(audience: IndexAudience = 'public'): Promise<IndexResult> {
  return audience === 'reader'
    ? api.call(ApiPaths.reader.getRegisteredUserPrimaryIndex, undefined, quiet)
    : api.call(ApiPaths.public.getPrimaryIndex, undefined, publicQuiet);
}

/** The root of every reader-index key (`lib/query-keys.ts`: the reading feature invalidates it too). */
export const readerIndexQueryRoot = queryRoots.readerIndex;

export const primaryIndexQueryOptions = (audience: IndexAudience = 'public') =>
  queryOptions({
    queryKey: [...readerIndexQueryRoot, 'primary', audience] as const,
    queryFn: () => getPrimaryIndex(audience),
    staleTime: audience === 'reader' ? 30_000 : 5 * 60_000,
  });

export function useIndexAudience(): IndexAudience {
  const user = useLoggedInUser();
  return user?.user.userType === 'READER' ? 'reader' : 'public';
}

export function usePrimaryIndex() {
  return useQuery(primaryIndexQueryOptions(useIndexAudience()));
}
