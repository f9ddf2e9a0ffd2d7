import {
  Messages,
  type ReadingNoteHeader,
  type SecondaryIndexLesson,
  type SecondaryIndexResult,
} from '@notebook/contracts';
import { BookmarkCheck, LockKeyhole } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { lessonNotesHref, lessonsHref } from '@/lib/reading-links';
import { usePrimaryIndex } from '../api/get-primary-index';

/** A signed-in reader's marks on one lesson, as the panel shows them. */
export type LessonMarks = { readingLabel: string | null; bookmarked: boolean };

export type SecondaryIndexProps = {
  /** The topic the page shows; null on pages without one (or while it is still being found). */
  topicID: string | null;
  /** The lesson open on the page: marked current, with its note titles listed under it. */
  currentLessonID: string | null;
  /**
   * The topic's lessons from the secondary-index call. The call belongs to the reading feature, so
   * the app layer loads it and hands it in (features do not import each other).
   */
  topic: SecondaryIndexResult | undefined;
  loading: boolean;
  /** Reading marks and bookmarks by lessonID, for signed-in readers. */
  marks?: ReadonlyMap<string, LessonMarks>;
};

/** The right-hand index of the reading pages: the selected topic's lessons, the open one with its notes. */
export function SecondaryIndex({ topicID, currentLessonID, topic, loading, marks }: SecondaryIndexProps) {
  return (
    <aside aria-label="Secondary index" className="flex flex-col gap-3 text-sm">
      <h2 className="text-xs font-semibold tracking-wider text-ink-muted uppercase">In this topic</h2>
      {loading ? (
        <Spinner />
      ) : !topicID ? (
        <p className="text-ink-muted">Choose a topic from the index to see its lessons.</p>
      ) : topic ? (
        <>
          <TopicHeading topic={topic} />
          <LessonList topic={topic} currentLessonID={currentLessonID} marks={marks} />
        </>
      ) : null}
    </aside>
  );
}

/** The chapter and the topic (numbered as in the primary index), the topic linking to its lessons page. */
function TopicHeading({ topic }: { topic: SecondaryIndexResult }) {
  const primaryIndex = usePrimaryIndex();
  const chapter = primaryIndex.data?.chapters.find((candidate) => candidate.chapterID === topic.chapterID);
  const indexNumber = chapter?.topics.find((candidate) => candidate.topicID === topic.topicID)?.index ?? null;
  return (
    <div className="flex flex-col gap-0.5">
      {chapter && <p className="text-ink-muted">{chapter.chapterName}</p>}
      <Link to={lessonsHref(topic.topicID)} className="font-medium text-ink hover:text-accent-strong hover:underline">
        {indexNumber !== null ? `${indexNumber}. ` : ''}
        {topic.topicName}
      </Link>
    </div>
  );
}

type LessonListProps = {
  topic: SecondaryIndexResult;
  currentLessonID: string | null;
  marks?: ReadonlyMap<string, LessonMarks>;
};

function LessonList({ topic, currentLessonID, marks }: LessonListProps) {
  if (topic.lessons.length === 0) return <p className="text-ink-muted">{Messages.noLessons}</p>;
  const lessons = [...topic.lessons].sort((a, b) => a.displayOrder - b.displayOrder);
  return (
    <nav aria-label="Lessons in this topic">
      <ol className="flex flex-col gap-0.5 border-l border-line">
        {lessons.map((lesson) => (
          <LessonEntry
            key={lesson.lessonID}
            lesson={lesson}
            topicID={topic.topicID}
            current={lesson.lessonID === currentLessonID}
            marks={marks?.get(lesson.lessonID)}
          />
        ))}
      </ol>
    </nav>
  );
}

type LessonEntryProps = { lesson: SecondaryIndexLesson; topicID: string; current: boolean; marks?: LessonMarks };

function LessonEntry({ lesson, topicID, current, marks }: LessonEntryProps) {
  return (
    <li className="flex flex-col">
      <div
        className={cn(
          '-ml-px flex items-center gap-1.5 border-l-2 py-1 pl-3',
          current
            ? 'border-accent font-medium text-ink'
            : 'border-transparent text-ink-muted hover:border-line hover:text-ink',
        )}
      >
        <Link
          to={lessonNotesHref(lesson.lessonID, topicID)}
          aria-current={current ? 'page' : undefined}
          className="min-w-0 flex-1 hover:underline"
        >
          {lesson.lessonName}
        </Link>
        {lesson.locked && <LockKeyhole role="img" aria-label="Locked" className="size-3.5 shrink-0 text-ink-muted" />}
        {marks?.bookmarked && (
          <BookmarkCheck role="img" aria-label="Bookmarked" className="size-3.5 shrink-0 text-accent-strong" />
        )}
        {marks?.readingLabel && <span className="shrink-0 text-xs text-ink-muted">{marks.readingLabel}</span>}
      </div>
      {current && <NoteTitles lesson={lesson} />}
    </li>
  );
}

/** The open lesson's notes; a locked lesson's titles are shown but not linked (its notes have no content). */
function NoteTitles({ lesson }: { lesson: SecondaryIndexLesson }) {
  if (lesson.notes.length === 0) return null;
  const notes: ReadingNoteHeader[] = [...lesson.notes].sort((a, b) => a.displayOrder - b.displayOrder);
  return (
    <ul aria-label={`Notes of ${lesson.lessonName}`} className="mb-1 flex flex-col gap-0.5 pl-6">
      {notes.map((note) => (
        <li key={note.noteID} className="flex items-center gap-1.5 text-ink-muted">
          {lesson.locked ? (
            <>
              <LockKeyhole role="img" aria-label="Locked" className="size-3 shrink-0" />
              <span>{note.noteHeader}</span>
            </>
          ) : (
            <a href={`#note-${note.noteID}`} className="hover:text-accent-strong hover:underline">
              {note.noteHeader}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
