import { z } from 'zod';
import { numberFromText } from './fields';
import { Messages } from './messages';

/**
 * Public header search and the full search page (spec: "Public header search", section 3 search
 * result / request, section 7 searchNotePublic / searchNote, section 9 constants).
 */
export const SEARCH_DROPDOWN_LIMIT = 5;
export const SEARCH_FULL_LIMIT = 500;
export const SEARCH_PAGE_SIZE = 20;
export const SEARCH_DEBOUNCE_MS = 500;
/** Longer input is cut to this many characters, not refused: a pasted page still searches. */
export const SEARCH_KEY_MAX = 200;

/** Cuts by code points so a cut never leaves half an emoji; control characters become spaces. */
export function normaliseSearchKey(value: string): string {
  // eslint-disable-next-line no-control-regex
  const cleaned = value.replace(/[\u0000-\u001f\u007f]/g, ' ').trim();
  return Array.from(cleaned).slice(0, SEARCH_KEY_MAX).join('').trim();
}

export const searchRequest = z.object({
  searchKey: z
    .string({ error: Messages.invalidEntry })
    .max(1_000_000, { error: Messages.maxLength(1_000_000) })
    .default('')
    .transform(normaliseSearchKey),
  limit: numberFromText({ min: 1, max: SEARCH_FULL_LIMIT }).default(SEARCH_DROPDOWN_LIMIT),
  offset: numberFromText({ min: 0, max: SEARCH_FULL_LIMIT }).default(0),
});
export type SearchRequest = z.input<typeof searchRequest>;

export const SearchHighlightPath = ['topicName', 'lessonName', 'noteHeader', 'noteContent'] as const;
export type SearchHighlightPath = (typeof SearchHighlightPath)[number];

export type SearchHighlightText = { type: 'hit' | 'plain'; value: string };
export type SearchHighlight = { path: SearchHighlightPath; texts: SearchHighlightText[] };

export type SearchResult = {
  topicID: string;
  topicName: string;
  lessonID: string;
  lessonName: string;
  /** Not in the spec's list; lets a result scroll to its note. */
  noteID: string;
  noteHeader: string;
  /** The caller may not open the note (found by its titles only): shown with a lock. */
  locked: boolean;
  /** Only fields with at least one hit; `noteContent` only when the caller may open the note. */
  highlights: SearchHighlight[];
};

export type SearchResponse = {
  results: SearchResult[];
  /** Matches the caller may see, capped at SEARCH_FULL_LIMIT. */
  totalNoOfRecords: number;
  /** The search key with misspelt words replaced, when nothing matched and a close word exists. */
  didYouMean: string | null;
  /**
   * True when no note holds every word of the key, and the results are the notes that hold some of
   * them instead (ranked by how well they match); false for an ordinary search.
   */
  partialMatch: boolean;
};

/** The search's product texts (spec: "Public header search"). */
export const SearchMessages = {
  placeholder: 'Search in 7000+ notes',
  noResults: (term: string) => `No results found for ${term}`,
  loadMore: 'Load more results',
  didYouMean: 'Did you mean',
  partialMatch: (term: string) => `No notes contain all of “${term}”. Showing notes that match some of the words.`,
} as const;
