import { PublicRoutes, type SearchResult } from '@notebook/contracts';
import { paths } from '@/config/paths';

/**
 * A result opens its topic and lesson with the reading pages' own query parameters (topicID,
 * lessonID), passes the search term as `hl` (the reading page marks its words in that note) and
 * names the note in the hash (the reading page gives each note `id="note-<id>"` and scrolls to it).
 */
export function searchResultHref(result: Pick<SearchResult, 'topicID' | 'lessonID' | 'noteID'>, term?: string): string {
  const query = new URLSearchParams({ topicID: result.topicID, lessonID: result.lessonID });
  if (term) query.set('hl', term);
  return `${PublicRoutes.lessonNotes}?${query.toString()}#note-${result.noteID}`;
}

/** `/public/search?searchKey=...` (the app's path helper), with `&page=N` past the first page. */
export function searchPageHref(searchKey: string, page?: number): string {
  const href = paths.public.search.getHref(searchKey);
  return page && page > 1 ? `${href}&page=${page}` : href;
}
