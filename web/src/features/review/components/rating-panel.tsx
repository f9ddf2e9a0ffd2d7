import { ReviewRating, reviewRatingLabels } from '@notebook/contracts';
import { useEffect, useEffectEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useGradeReviewCard } from '../api/review-calls';

const ratingHints: Record<ReviewRating, string> = {
  AGAIN: 'missed it',
  HARD: 'slow or unsure',
  GOOD: 'right',
  EASY: 'right at once',
};

/**
 * How the card went: Again, Hard, Good or Easy (keys 1–4), the suggestion preselected, then Next
 * grades it (N). `suggested` null (a KFP case): the reader picks before Next.
 */
export function RatingPanel({
  cardID,
  suggested,
  last,
  onGraded,
}: {
  cardID: string;
  suggested: ReviewRating | null;
  last: boolean;
  onGraded: (due: string) => void;
}) {
  const [picked, setPicked] = useState<ReviewRating | null>(null);
  const rating = picked ?? suggested;
  const grade = useGradeReviewCard();
  const labelID = useId();
  const next = () => {
    if (rating && !grade.isPending) grade.mutate({ cardID, rating }, { onSuccess: (graded) => onGraded(graded.due) });
  };
  useRatingKeys((index) => setPicked(ReviewRating[index]!), next);
  return (
    <div className="mt-5 flex flex-col gap-3 border-t border-line pt-4">
      <p id={labelID} className="text-sm font-medium text-ink">
        How did it go?
        {suggested && <span className="font-normal text-ink-muted"> Suggested: {reviewRatingLabels[suggested]}.</span>}
      </p>
      <div role="group" aria-labelledby={labelID} className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {ReviewRating.map((each, index) => (
          <button
            key={each}
            type="button"
            aria-pressed={rating === each}
            aria-keyshortcuts={String(index + 1)}
            onClick={() => setPicked(each)}
            className={cn(
              'flex min-h-12 flex-col items-start rounded-lg border px-3 py-2 text-left text-sm',
              rating === each ? 'border-accent bg-accent-soft text-ink' : 'border-line text-ink-muted hover:text-ink',
            )}
          >
            <span className="font-semibold text-ink">
              <kbd className="mr-1.5 rounded border border-line px-1 font-mono text-xs text-ink-muted">{index + 1}</kbd>
              {reviewRatingLabels[each]}
            </span>
            <span className="text-xs">{ratingHints[each]}</span>
          </button>
        ))}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={next} disabled={!rating || grade.isPending} aria-keyshortcuts="N">
          {last ? 'Finish review' : 'Next card'}
        </Button>
        <span className="text-sm text-ink-muted">Keys: 1–4 rate, N next.</span>
      </div>
    </div>
  );
}

/** 1–4 pick a rating and N moves on, except while typing or in a dialog. */
function useRatingKeys(pick: (index: number) => void, next: () => void) {
  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (/^[1-4]$/.test(event.key)) pick(Number(event.key) - 1);
    else if (event.key.toUpperCase() === 'N') next();
    else return;
    event.preventDefault();
  });
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
      onKey(event);
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.closest('[role="dialog"], [role="alertdialog"]') || target.isContentEditable) return true;
  return (
    (target instanceof HTMLInputElement && target.type !== 'radio' && target.type !== 'checkbox') ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  );
}
