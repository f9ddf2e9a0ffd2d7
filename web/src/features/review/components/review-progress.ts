import type { ReviewSession } from '@notebook/contracts';

/**
 * A review session in progress, kept in this tab's session storage: the reader may open a card's
 * lesson and come back (Back, or the Review link) to the same card, its answer time and their
 * ratings so far. The answers themselves live in the practice session on the server.
 */
export type ReviewProgress = {
  /** Whose session it is: another reader signing in on this tab does not meet it. */
  readerID: string;
  session: ReviewSession;
  /** The card on screen, 0-based in the session's order. */
  index: number;
  /** Seconds each answered card took, by card id (the suggested rating depends on it). */
  seconds: Record<string, number>;
  /** Each graded card's next due date, by card id. */
  graded: Record<string, string>;
};

const storageKey = 'notebook.review.session.v1';

export function loadProgress(readerID: string): ReviewProgress | null {
  try {
    const stored = sessionStorage.getItem(storageKey);
    const progress = stored ? (JSON.parse(stored) as ReviewProgress) : null;
    return progress?.readerID === readerID ? progress : null;
  } catch {
    return null;
  }
}

export function saveProgress(progress: ReviewProgress | null): void {
  try {
    if (progress) sessionStorage.setItem(storageKey, JSON.stringify(progress));
    else sessionStorage.removeItem(storageKey);
  } catch {
    // Storage refused (private mode, quota): the session still runs, it just does not survive leaving the page.
  }
}

export const startedProgress = (readerID: string, session: ReviewSession): ReviewProgress => ({
  readerID,
  session,
  index: 0,
  seconds: {},
  graded: {},
});
