import type { SecondaryIndexLesson } from '@notebook/contracts';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { cn } from '@/lib/cn';
import { lessonNotesHref } from '@/lib/reading-links';

export type Neighbours = { previous: SecondaryIndexLesson | null; next: SecondaryIndexLesson | null };

/** The lessons before and after `lessonID` in the topic's reading order. */
export function neighboursOf(lessons: readonly SecondaryIndexLesson[] | undefined, lessonID: string): Neighbours {
  const ordered = [...(lessons ?? [])].sort((a, b) => a.displayOrder - b.displayOrder);
  const index = ordered.findIndex((lesson) => lesson.lessonID === lessonID);
  if (index === -1) return { previous: null, next: null };
  return { previous: ordered[index - 1] ?? null, next: ordered[index + 1] ?? null };
}

/** Keys that move between lessons: [ and ], or Alt+Left and Alt+Right. */
export function pagerStep(
  event: Pick<KeyboardEvent, 'key' | 'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey'>,
): -1 | 1 | null {
  if (event.ctrlKey || event.metaKey) return null;
  if (!event.altKey && !event.shiftKey && event.key === '[') return -1;
  if (!event.altKey && !event.shiftKey && event.key === ']') return 1;
  if (event.altKey && event.key === 'ArrowLeft') return -1;
  if (event.altKey && event.key === 'ArrowRight') return 1;
  return null;
}

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** Previous / next lesson links, also reachable from the keyboard anywhere on the page. */
export function LessonPager({ topicID, neighbours }: { topicID: string | null; neighbours: Neighbours }) {
  const navigate = useNavigate();
  const { previous, next } = neighbours;

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || isTyping(event.target)) return;
      const step = pagerStep(event);
      const target = step === -1 ? previous : step === 1 ? next : null;
      if (!target) return;
      event.preventDefault();
      void navigate(lessonNotesHref(target.lessonID, topicID));
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [navigate, previous, next, topicID]);

  if (!previous && !next) return null;

  return (
    <nav aria-label="Lesson navigation" className="mt-14 grid gap-3 border-t border-line pt-6 sm:grid-cols-2">
      {previous ? (
        <PagerLink to={lessonNotesHref(previous.lessonID, topicID)} direction="previous" name={previous.lessonName} />
      ) : (
        <span aria-hidden="true" />
      )}
      {next && <PagerLink to={lessonNotesHref(next.lessonID, topicID)} direction="next" name={next.lessonName} />}
    </nav>
  );
}

function PagerLink({ to, direction, name }: { to: string; direction: 'previous' | 'next'; name: string }) {
  const isNext = direction === 'next';
  return (
    <Link
      to={to}
      rel={isNext ? 'next' : 'prev'}
      aria-label={`${isNext ? 'Next lesson' : 'Previous lesson'}: ${name}`}
      aria-keyshortcuts={isNext ? '] Alt+ArrowRight' : '[ Alt+ArrowLeft'}
      className={cn(
        'group flex items-center gap-3 rounded-xl border border-line bg-surface px-4 py-3 transition-colors hover:border-accent hover:bg-accent-soft',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        isNext && 'flex-row-reverse text-right sm:col-start-2',
      )}
    >
      {isNext ? (
        <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-ink-faint" />
      ) : (
        <ChevronLeft aria-hidden="true" className="size-5 shrink-0 text-ink-faint" />
      )}
      <span className="flex min-w-0 flex-col">
        <span className="text-xs font-medium tracking-wide text-ink-muted uppercase">
          {isNext ? 'Next lesson' : 'Previous lesson'}
          <kbd
            className="ml-2 hidden rounded border border-line px-1 font-sans text-[0.7rem] text-ink-faint normal-case sm:inline"
            aria-hidden="true"
          >
            {isNext ? ']' : '['}
          </kbd>
        </span>
        <span className="truncate font-medium text-ink">{name}</span>
      </span>
    </Link>
  );
}
