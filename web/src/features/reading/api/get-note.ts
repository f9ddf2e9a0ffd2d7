import { ApiPaths, type NoteResult } from '@notebook/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useReadingAudience, type ReadingAudience } from './reading-audience';
import { readingQueryRoot } from './reading-cache';

/** One note (public/getNotePublic or reader/getRegisteredReadingSectionNote), e.g. opened from a search hit. */
export function getNote(audience: ReadingAudience, noteID: string): Promise<NoteResult> {
  return audience === 'reader'
    ? api.call(ApiPaths.reader.getRegisteredReadingSectionNote, { noteID }, { showLoading: false })
    : api.call(ApiPaths.public.getNotePublic, { noteID }, { skipAuth: true, showLoading: false });
}

export const noteQueryOptions = (audience: ReadingAudience, noteID: string) =>
  queryOptions({
    queryKey: [...readingQueryRoot, audience, 'note', noteID] as const,
    queryFn: () => getNote(audience, noteID),
    staleTime: 60_000,
  });

export function useNote(noteID: string | null) {
  const audience = useReadingAudience();
  return useQuery({ ...noteQueryOptions(audience, noteID ?? ''), enabled: Boolean(noteID) });
}
