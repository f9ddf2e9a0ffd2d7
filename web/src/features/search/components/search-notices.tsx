import { SearchMessages, type SearchResponse } from '@notebook/contracts';
import type { ReactNode } from 'react';

/**
 * What a search says beside its results: that they match only some of the words (no note holds
 * them all), and a spelling to try instead. `suggestion` renders the suggested key as a link or a
 * button, as the page or the header box wants it.
 */
export function SearchNotices({
  data,
  term,
  suggestion,
}: {
  data: SearchResponse;
  term: string;
  suggestion: (key: string) => ReactNode;
}) {
  return (
    <>
      {data.results.length === 0 && <p>{SearchMessages.noResults(term)}</p>}
      {data.partialMatch && <p role="note">{SearchMessages.partialMatch(term)}</p>}
      {data.didYouMean && (
        <p className="mt-1">
          {SearchMessages.didYouMean} {suggestion(data.didYouMean)}?
        </p>
      )}
    </>
  );
}
