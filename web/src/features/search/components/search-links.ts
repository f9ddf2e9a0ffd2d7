import { PublicRoutes, type SearchResult } from '@notebook/contracts';
import { paths } from '@/config/paths';

/**
 * A result opens its topic and lesson with the reading pages' own query parameters (topicID,
 * lessonID), passes the words to mark as `hl` (the reading page marks them in that note) and names
 * the note in the hash (the reading page gives each note `id="note-<id>"` and scrolls to it).
 */
export function searchResultHref(
  result: Pick<SearchResult, 'topicID' | 'lessonID' | 'noteID'> & Partial<Pick<SearchResult, 'highlights'>>,
  term?: string,
): string {
  const query = new URLSearchParams({ topicID: result.topicID, lessonID: result.lessonID });
  const words = wordsToMark(term, result.highlights ?? []);
  if (words) query.set('hl', words);
  return `${PublicRoutes.lessonNotes}?${query.toString()}#note-${result.noteID}`;
}

/**
 * The typed term plus the words the server marked as hits: the server stems ('study' finds
 * 'studies'), the page's marking does not, so the hit words carry the forms the note really uses.
 */
function wordsToMark(term: string | undefined, highlights: SearchResult['highlights']): string {
  const hits = highlights.flatMap((highlight) =>
    highlight.texts.filter((text) => text.type === 'hit').map((text) => text.value.trim().toLowerCase()),
  );
  const typed = term?.trim() ?? '';
  const known = new Set(typed.toLowerCase().split(/\s+/u));
  const extra = [...new Set(hits)].filter((hit) => hit && !known.has(hit));
  return [typed, ...extra].filter(Boolean).join(' ');
}

/** `/public/search?searchKey=...` (the app's path helper), with `&page=N` past the first page. */
export function searchPageHref(searchKey: string, page?: number): string {
  const href = paths.public.search.getHref(searchKey);
  return page && page > 1 ? `${href}&page=${page}` : href;
}
