import type { LessonReadingMark } from '@notebook/contracts';
import { Bookmark, BookmarkCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useUpdateLessonBookmark } from '../api/update-lesson-bookmark';
import { useUpdateLessonReading } from '../api/update-lesson-reading';

export const readingMarks: ReadonlyArray<{ value: LessonReadingMark; label: string; short: string }> = [
  { value: 'FIRST', label: 'First reading', short: '1st reading' },
  { value: 'SECOND', label: 'Second reading', short: '2nd reading' },
  { value: 'THIRD_READING', label: 'Third reading', short: '3rd reading' },
];

export const readingMarkLabel = (mark: LessonReadingMark | null) =>
  readingMarks.find((candidate) => candidate.value === mark)?.short ?? null;

type StudyProps = {
  lessonID: string;
  lessonName: string;
  lessonReading: LessonReadingMark | null;
  bookmarked: boolean;
};

/**
 * The lesson page's study bar: three toggle buttons for the reading mark (pressing the current one
 * clears it) and a bookmark toggle. Both refresh the reading pages and the index's progress.
 */
export function StudyBar({ lessonID, lessonReading, bookmarked }: StudyProps) {
  const mark = useUpdateLessonReading();
  const bookmark = useUpdateLessonBookmark();
  const shownMark = mark.isPending ? (mark.variables.lessonReading ?? null) : lessonReading;
  const shownBookmark = bookmark.isPending ? bookmark.variables.bookmarked : bookmarked;
  return (
    <div className="mt-4 flex flex-wrap items-center gap-2">
      <div
        role="group"
        aria-label="Reading mark"
        className="inline-flex overflow-hidden rounded-lg border border-line bg-surface"
      >
        {readingMarks.map((option) => {
          const pressed = shownMark === option.value;
          return (
            <button
              key={option.value}
              type="button"
              aria-pressed={pressed}
              onClick={() => mark.mutate({ lessonID, lessonReading: pressed ? null : option.value })}
              className={cn(
                'border-r border-line px-3 py-1.5 text-sm last:border-r-0 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-ring',
                pressed ? 'bg-accent text-on-accent' : 'text-ink-muted hover:bg-surface-muted hover:text-ink',
              )}
            >
              {option.label}
            </button>
          );
        })}
      </div>
      <Button
        variant={shownBookmark ? 'primary' : 'secondary'}
        size="sm"
        aria-pressed={shownBookmark}
        onClick={() => bookmark.mutate({ lessonID, bookmarked: !shownBookmark })}
      >
        {shownBookmark ? <BookmarkCheck aria-hidden="true" /> : <Bookmark aria-hidden="true" />}
        {shownBookmark ? 'Bookmarked' : 'Bookmark'}
      </Button>
    </div>
  );
}

/** The compact controls of a row on the lessons page: a mark select and a bookmark toggle. */
export function LessonRowStudy({ lessonID, lessonName, lessonReading, bookmarked }: StudyProps) {
  const mark = useUpdateLessonReading();
  const bookmark = useUpdateLessonBookmark();
  const shownBookmark = bookmark.isPending ? bookmark.variables.bookmarked : bookmarked;
  return (
    <div className="relative z-10 flex items-center gap-1">
      <select
        aria-label={`Reading mark of ${lessonName}`}
        value={mark.isPending ? (mark.variables.lessonReading ?? '') : (lessonReading ?? '')}
        onChange={(event) =>
          mark.mutate({ lessonID, lessonReading: (event.target.value || null) as LessonReadingMark | null })
        }
        className="h-7 rounded-md border border-line bg-surface px-1.5 text-xs text-ink-muted focus-visible:outline-2 focus-visible:outline-ring"
      >
        <option value="">Not read</option>
        {readingMarks.map((option) => (
          <option key={option.value} value={option.value}>
            {option.short}
          </option>
        ))}
      </select>
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label={`Bookmark ${lessonName}`}
        aria-pressed={shownBookmark}
        onClick={() => bookmark.mutate({ lessonID, bookmarked: !shownBookmark })}
        className={shownBookmark ? 'text-accent-strong' : undefined}
      >
        {shownBookmark ? <BookmarkCheck aria-hidden="true" /> : <Bookmark aria-hidden="true" />}
      </Button>
    </div>
  );
}
