import { ApiPaths, type SearchResponse } from '@notebook/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { publicQuiet, quiet } from '@/lib/api-hooks';
import { useLoggedInUser } from '@/lib/auth-store';

/** A signed-in reader searches with reader/searchNote (their plan and own notes count); others publicly. */
export type SearchAudience = 'reader' | 'public';

export function useSearchAudience(): SearchAudience {
  const user = useLoggedInUser();
  return user?.user.userType === 'READER' ? 'reader' : 'public';
}

export type SearchPage = { searchKey: string; limit: number; offset?: number };

/** public/searchNotePublic or reader/searchNote. */
export function searchNotes(
  audience: SearchAudience,
  { searchKey, limit, offset = 0 }: SearchPage,
): Promise<SearchResponse> {
  const body = { searchKey, limit, offset };
  return audience === 'reader'
    ? api.call(ApiPaths.reader.searchNote, body, quiet)
    : api.call(ApiPaths.public.searchNotePublic, body, publicQuiet);
}

export const searchNotesQueryOptions = (audience: SearchAudience, page: SearchPage) =>
  queryOptions({
    queryKey: ['search', audience, page.searchKey, page.limit, page.offset ?? 0] as const,
    queryFn: () => searchNotes(audience, page),
    staleTime: 60_000,
  });

/** Runs only for a non-empty term; keeps the previous results on screen while the next ones load. */
export function useSearchNotes(page: SearchPage) {
  const audience = useSearchAudience();
  return useQuery({
    ...searchNotesQueryOptions(audience, page),
    enabled: page.searchKey !== '',
    placeholderData: keepPreviousData,
  });
}
