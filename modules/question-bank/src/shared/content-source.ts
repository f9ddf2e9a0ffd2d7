import {
  type ContentSource,
  type ContentSourceChange,
  ContentSourceMessages,
  NO_CONTENT_SOURCE,
  mergedSource,
  sameSource,
} from '@notebook/contracts';
import { ValidationError } from '@notebook/kernel';

/**
 * The source a save leaves on a question or case (issue 29), or null when it changes nothing. A link
 * needs the source's title; a title alone, or a review date alone, is allowed.
 */
export function changedSource(
  current: ContentSource | undefined,
  change: ContentSourceChange | undefined,
  field: string,
): ContentSource | null {
  if (!change) return null;
  const before = current ?? NO_CONTENT_SOURCE;
  const next = mergedSource(before, change);
  if (next.sourceUrl && !next.sourceTitle) throw new ValidationError(ContentSourceMessages.titleForLink, field);
  return sameSource(before, next) ? null : next;
}
