import type { LessonNotesResult, ReadingNote } from '@notebook/contracts';
import { LockKeyhole } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useLessonNotes } from '../api/get-lesson-notes';
import { useSecondaryIndex } from '../api/get-secondary-index';
import { LessonPager, neighboursOf } from './lesson-pager';
import { noteProse } from './note-prose';
import { lessonNotesHref, lessonsHref } from './reading-links';
import { loadReadingPosition, saveReadingPosition } from './reading-position';
import { UpgradePrompt } from './upgrade-prompt';

/** /public/lesson/notes?topicID=…&lessonID=…: a lesson's notes, to read. */
export function LessonNotesPage() {
  const [searchParams] = useSearchParams();
  const lessonID = searchParams.get('lessonID');

  if (!lessonID) {
    // Coming back without a lesson picks up where the reader left off.
    const lastRead = loadReadingPosition();
    if (lastRead) return <Navigate to={lessonNotesHref(lastRead.lessonID, lastRead.topicID)} replace />;
    return (
      <div className="mx-auto max-w-[70ch]">
        <h1 className="mb-4 text-3xl font-semibold tracking-tight">Lesson notes</h1>
        <p className="text-ink-muted">Choose a topic from the index, then one of its lessons.</p>
      </div>
    );
  }
  return <LessonNotes key={lessonID} lessonID={lessonID} topicIDFromUrl={searchParams.get('topicID')} />;
}

function LessonNotes({ lessonID, topicIDFromUrl }: { lessonID: string; topicIDFromUrl: string | null }) {
  const lesson = useLessonNotes(lessonID);
  const topicID = lesson.data?.topicID ?? topicIDFromUrl;
  const index = useSecondaryIndex(topicID);
  const neighbours = useMemo(() => neighboursOf(index.data?.lessons, lessonID), [index.data, lessonID]);

  useReadingPosition(lesson.data);

  if (lesson.isPending) {
    return (
      <div className="mx-auto max-w-[70ch]">
        <Spinner />
      </div>
    );
  }
  if (lesson.isError) {
    return (
      <div className="mx-auto max-w-[70ch]">
        <p role="alert" className="text-ink-muted">
          {lesson.error.message}
        </p>
      </div>
    );
  }

  const data = lesson.data;
  const notes = [...data.notes].sort((a, b) => a.displayOrder - b.displayOrder);
  const locked = data.locked || notes.some((note) => note.locked);

  return (
    <article aria-labelledby="lesson-title" className="mx-auto w-full max-w-[70ch] pb-16">
      <nav aria-label="Breadcrumb" className="mb-3 text-sm">
        <Link to={lessonsHref(data.topicID)} className="font-medium text-accent-strong hover:underline">
          {data.topicName}
        </Link>
      </nav>
      <h1 id="lesson-title" className="text-3xl font-semibold tracking-tight text-ink text-balance sm:text-4xl">
        {data.lessonName}
      </h1>

      {locked && <UpgradePrompt what="lesson" />}

      {notes.length > 1 && notes.some((note) => !note.locked) && (
        <nav aria-label="Notes in this lesson" className="mt-6 rounded-xl border border-line bg-surface px-5 py-4 text-sm">
          <ol className="flex list-decimal flex-col gap-1 pl-5 marker:text-ink-faint">
            {notes.map((note) => (
              <li key={note.noteID}>
                {note.locked ? (
                  <span className="text-ink-muted">{note.noteHeader}</span>
                ) : (
                  <a href={`#note-${note.noteID}`} className="text-ink hover:text-accent-strong hover:underline">
                    {note.noteHeader}
                  </a>
                )}
              </li>
            ))}
          </ol>
        </nav>
      )}

      {notes.length === 0 ? (
        <p className="mt-8 text-ink-muted">This lesson has no notes yet.</p>
      ) : (
        <div className="mt-8 flex flex-col gap-12">
          {notes.map((note) => (
            <NoteSection key={note.noteID} note={note} />
          ))}
        </div>
      )}

      <LessonPager topicID={topicID} neighbours={neighbours} />
      {(neighbours.previous || neighbours.next) && (
      <p className="mt-4 hidden text-center text-xs text-ink-faint sm:block">
        Press <kbd className="rounded border border-line px-1">[</kbd> or <kbd className="rounded border border-line px-1">]</kbd> for the
        previous or next lesson.
      </p>
      )}
    </article>
  );
}

function NoteSection({ note }: { note: ReadingNote }) {
  const headingId = `note-${note.noteID}`;
  const content = note.locked ? null : note.noteContent;
  return (
    <section aria-labelledby={headingId} className="scroll-mt-24">
      <h2 id={headingId} className={cn('mb-4 flex items-center gap-2 text-2xl font-semibold tracking-tight text-ink', note.locked && 'text-ink-muted')}>
        {note.locked && <LockKeyhole role="img" aria-label="Locked" className="size-5 shrink-0" />}
        {note.noteHeader}
      </h2>
      {content !== null && (
        // The server sanitises note HTML against an allowlist before storing it; only that field is rendered.
        <div className={noteProse} data-testid="note-content" dangerouslySetInnerHTML={{ __html: content }} />
      )}
    </section>
  );
}

/**
 * Remembers the lesson and scroll position as the reader goes, and on return to the same lesson
 * scrolls back to where they were.
 */
function useReadingPosition(lesson: LessonNotesResult | undefined) {
  const restored = useRef(false);

  useEffect(() => {
    if (!lesson) return;
    const position = {
      topicID: lesson.topicID,
      topicName: lesson.topicName,
      lessonID: lesson.lessonID,
      lessonName: lesson.lessonName,
    };
    if (!restored.current) {
      restored.current = true;
      const saved = loadReadingPosition();
      if (saved?.lessonID === lesson.lessonID && saved.scrollY > 0) {
        const top = saved.scrollY;
        // After the notes have been laid out.
        requestAnimationFrame(() => window.scrollTo({ top, behavior: 'instant' }));
      } else {
        saveReadingPosition({ ...position, scrollY: 0 });
      }
    }

    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(() => saveReadingPosition({ ...position, scrollY: Math.round(window.scrollY) }), 200);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
    };
  }, [lesson]);
}
