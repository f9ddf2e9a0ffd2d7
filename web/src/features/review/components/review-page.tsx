import type { ReviewSession } from '@notebook/contracts';
import { useState } from 'react';
import { useLoggedInUser } from '@/lib/auth-store';
import { type ReviewProgress, loadProgress, saveProgress, startedProgress } from './review-progress';
import { ReviewOverview } from './review-overview';
import { ReviewSessionView } from './review-session';

/**
 * /public/review (issue 29, readers only): today's spaced review. Without a session under way, what
 * is due and the way to start; with one, its cards one at a time (kept in this tab, so opening a
 * card's lesson and coming back resumes it).
 */
export function ReviewPage() {
  const readerID = useLoggedInUser()?.user.userRefID ?? '';
  const [progress, setProgress] = useState<ReviewProgress | null>(() => loadProgress(readerID));
  const update = (next: ReviewProgress | null) => {
    saveProgress(next);
    setProgress(next);
  };
  if (progress) return <ReviewSessionView progress={progress} onChange={update} />;
  return <ReviewOverview onStarted={(session: ReviewSession) => update(startedProgress(readerID, session))} />;
}
