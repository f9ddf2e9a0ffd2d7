import { SEARCH_DEBOUNCE_MS, normaliseSearchKey } from '@notebook/contracts';
import { useEffect, useState } from 'react';

/**
 * The spec's rule for firing a search: the term is trimmed and ignored when empty or unchanged
 * from the last search. Returns the term to search, or null to ignore the input.
 */
export function nextSearchTerm(lastSearched: string, typed: string): string | null {
  const term = normaliseSearchKey(typed);
  if (!term || term === lastSearched) return null;
  return term;
}

/** The term to search for: follows the typed text 500 ms after typing stops, by `nextSearchTerm`. */
export function useDebouncedSearchTerm(typed: string, delayMs = SEARCH_DEBOUNCE_MS): string {
  const [term, setTerm] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setTerm((last) => nextSearchTerm(last, typed) ?? last), delayMs);
    return () => clearTimeout(timer);
  }, [typed, delayMs]);
  return term;
}
