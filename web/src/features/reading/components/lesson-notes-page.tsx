import type { LessonNotesResult, ReaderNoteItem, ReadingNote } from '@notebook/contracts';
import { LockKeyhole, NotebookPen } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useLessonNotes } from '../api/get-lesson-notes';
import { useSecondaryIndex } from '../api/get-secondary-index';
import { useReaderTopic } from '../api/load-reader-topic';
import { useReadingAudience } from '../api/reading-audience';
import { useCanEditOwnLessons } from '../api/reading-cache';
import { OwnLessonActions } from './own-lesson-actions';
import { PersonalNoteActions, PersonalNoteForm } from './personal-notes';
import { PersonalNotePdfs } from './personal-note-pdfs';
import { StudyBar } from './study-controls';
import { LessonPager, neighboursOf } from './lesson-pager';
import { AnnotatedNote } from './annotated-note';
import { lessonNotesHref, lessonsHref } from '@/lib/reading-links';
import { ReportProblem } from '@/lib/report-problem';
import { ContentSourceLine } from '@/components/ui/content-source';
import { useContentSources } from '@/lib/content-sources';
import { loadReadingPosition, saveReadingPosition } from './reading-position';
import { UpgradePrompt } from './upgrade-prompt';
import { useSearchHit } from './search-hit-marking';

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
  return (
    <LessonNotes
      key={lessonID}
      lessonID={lessonID}
      topicIDFromUrl={searchParams.get('topicID')}
      hitTerm={searchParams.get('hl')}
    />
  );
}

/** The note a link names in its hash (`#note-<id>`, as a search result opens it). */
function useLinkedNoteID(): string | null {
  const { hash } = useLocation();
  return hash.startsWith('#note-') ? decodeURIComponent(hash.slice('#note-'.length)) : null;
}

function LessonNotes({
  lessonID,
  topicIDFromUrl,
  hitTerm,
}: {
  lessonID: string;
  topicIDFromUrl: string | null;
  hitTerm: string | null;
}) {
  const lesson = useLessonNotes(lessonID);
  const topicID = lesson.data?.topicID ?? topicIDFromUrl;
  const index = useSecondaryIndex(topicID);
  const neighbours = useMemo(() => neighboursOf(index.data?.lessons, lessonID), [index.data, lessonID]);
  const audience = useReadingAudience();
  const readerTopic = useReaderTopic(topicID);
  const study = readerTopic.data?.lessons.find((candidate) => candidate.lessonID === lessonID);
  const canEdit = useCanEditOwnLessons();
  const [editing, setEditing] = useState<string | null>(null);
  const linkedNoteID = useLinkedNoteID();

  useReadingPosition(lesson.data, linkedNoteID !== null);

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
  const readerNotes = new Map((data.readerNotes ?? []).map((note) => [note.noteID, note]));

  return (
    <article aria-labelledby="lesson-title" className="mx-auto w-full max-w-[70ch] pb-16">
      <nav aria-label="Breadcrumb" className="mb-3 text-sm">
        <Link to={lessonsHref(data.topicID)} className="font-medium text-accent-strong hover:underline">
          {data.topicName}
        </Link>
      </nav>
      <div className="flex items-start gap-3">
        <h1
          id="lesson-title"
          className="flex-1 text-3xl font-semibold tracking-tight text-ink text-balance sm:text-4xl"
        >
          {data.lessonName}
        </h1>
        {study?.editable && (
          <OwnLessonActions
            lessonID={lessonID}
            lessonName={data.lessonName}
            topicID={data.topicID}
            canRename={canEdit}
          />
        )}
      </div>
      {/* A locked lesson offers nothing the reader cannot use: no reading marks, bookmark or notes of their own. */}
      {study && !data.locked && (
        <StudyBar
          lessonID={lessonID}
          lessonName={data.lessonName}
          lessonReading={study.lessonReading}
          bookmarked={study.bookmarked}
        />
      )}

      {locked && <UpgradePrompt what="lesson" />}

      {notes.length > 1 && notes.some((note) => !note.locked) && (
        <nav
          aria-label="Notes in this lesson"
          className="mt-6 rounded-xl border border-line bg-surface px-5 py-4 text-sm"
        >
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
          {notes.map((note) => {
            const own = readerNotes.get(note.noteID);
            return own && editing === note.noteID ? (
              <PersonalNoteForm key={note.noteID} lessonID={lessonID} note={own} onDone={() => setEditing(null)} />
            ) : (
              <NoteSection
                key={note.noteID}
                note={note}
                own={own}
                annotatable={audience === 'reader'}
                onEdit={() => setEditing(note.noteID)}
                linked={note.noteID === linkedNoteID}
                hitTerm={hitTerm}
              />
            );
          })}
        </div>
      )}

      {audience === 'reader' && !data.locked && (
        <div className="mt-10">
          {editing === 'new' ? (
            <PersonalNoteForm lessonID={lessonID} onDone={() => setEditing(null)} />
          ) : (
            <Button variant="secondary" onClick={() => setEditing('new')}>
              <NotebookPen aria-hidden="true" />
              Add my note
            </Button>
          )}
        </div>
      )}

      <LessonPager topicID={topicID} neighbours={neighbours} />
      {(neighbours.previous || neighbours.next) && (
        <p className="mt-4 hidden text-center text-xs text-ink-faint sm:block">
          Press <kbd className="rounded border border-line px-1">[</kbd> or{' '}
          <kbd className="rounded border border-line px-1">]</kbd> for the previous or next lesson.
        </p>
      )}
    </article>
  );
}

/**
 * A note to read; the reader's own personal note is marked and offers Edit and Delete. The note a
 * link names (`#note-<id>`, a search result) is scrolled into view with the search's words (`hl`)
 * marked in its header and text.
 */
function NoteSection({
  note,
  own,
  annotatable,
  onEdit,
  linked = false,
  hitTerm = null,
}: {
  note: ReadingNote;
  own?: ReaderNoteItem;
  annotatable: boolean;
  onEdit: () => void;
  linked?: boolean;
  hitTerm?: string | null;
}) {
  const headingId = `note-${note.noteID}`;
  const content = note.locked ? null : note.noteContent;
  const source = useContentSources('NOTE', own || content === null ? [] : [note.noteID]).get(note.noteID);
  const sectionRef = useRef<HTMLElement>(null);
  useSearchHit(sectionRef, linked, hitTerm);
  return (
    <section
      ref={sectionRef}
      data-search-target={linked ? '' : undefined}
      aria-labelledby={headingId}
      className={cn(
        'scroll-mt-24',
        own && '-mx-3 rounded-2xl border border-accent/30 bg-accent-soft/40 px-3 py-4 sm:-mx-5 sm:px-5',
      )}
    >
      {own && (
        <div className="mb-1 flex items-center justify-between gap-2">
          <p className="text-xs font-semibold tracking-wider text-accent-strong uppercase">My note</p>
          <PersonalNoteActions note={own} onEdit={onEdit} />
        </div>
      )}
      <h2
        id={headingId}
        className={cn(
          'mb-4 flex items-center gap-2 text-2xl font-semibold tracking-tight text-ink',
          note.locked && 'text-ink-muted',
        )}
      >
        {note.locked && <LockKeyhole role="img" aria-label="Locked" className="size-5 shrink-0" />}
        {note.noteHeader}
      </h2>
      {content !== null && (
        <AnnotatedNote lessonID={note.lessonID} noteID={note.noteID} content={content} annotatable={annotatable} />
      )}
      {!own && content !== null && <ContentSourceLine source={source} />}
      {!own && content !== null && <ReportProblem contentType="NOTE" contentID={note.noteID} />}
      {own && <PersonalNotePdfs noteID={own.noteID} noteHeader={own.noteHeader} />}
    </section>
  );
}

/**
 * Remembers the lesson and scroll position as the reader goes, and on return to the same lesson
 * scrolls back to where they were.
 */
function useReadingPosition(lesson: LessonNotesResult | undefined, linkedNote = false) {
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
      // A link to one note (a search result) scrolls to that note instead.
      if (!linkedNote && saved?.lessonID === lesson.lessonID && saved.scrollY > 0) {
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
  }, [lesson, linkedNote]);
}
