import { Messages, type ReaderTopicResult, type SecondaryIndexLesson } from '@notebook/contracts';
import { BookOpen, LockKeyhole, Plus, UserRound } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useSecondaryIndex } from '../api/get-secondary-index';
import { useReaderTopic } from '../api/load-reader-topic';
import { useCanEditOwnLessons } from '../api/reading-cache';
import { AddLessonDialog } from './lesson-dialogs';
import { OwnLessonActions } from './own-lesson-actions';
import { LessonRowStudy } from './study-controls';
import { lessonNotesHref } from '@/lib/reading-links';
import { isTopicLocked } from '@/lib/reading-policy';
import { countOf } from '@/lib/count-of';
import { loadReadingPosition } from './reading-position';
import { UpgradePrompt } from './upgrade-prompt';

/** /public/lessons?topicID=…: the lessons of the topic chosen in the primary index. */
export function LessonsPage() {
  const [searchParams] = useSearchParams();
  const topicID = searchParams.get('topicID');
  const index = useSecondaryIndex(topicID);
  const readerTopic = useReaderTopic(topicID);
  const canEdit = useCanEditOwnLessons();
  const [adding, setAdding] = useState(false);
  const lastRead = useMemo(() => loadReadingPosition(), []);

  if (!topicID) {
    return (
      <PageShell title="Lessons">
        <p className="text-ink-muted">Choose a topic from the index to see its lessons.</p>
        {lastRead && (
          <ContinueReading lessonID={lastRead.lessonID} topicID={lastRead.topicID} lessonName={lastRead.lessonName} />
        )}
      </PageShell>
    );
  }
  if (index.isPending) {
    return (
      <PageShell title="Lessons">
        <Spinner />
      </PageShell>
    );
  }
  if (index.isError) {
    return (
      <PageShell title="Lessons">
        <p role="alert" className="text-ink-muted">
          {index.error.message}
        </p>
      </PageShell>
    );
  }

  const topic = index.data;
  const lessons = [...topic.lessons].sort((a, b) => a.displayOrder - b.displayOrder);
  // A topic the reader cannot read offers no reading mark or bookmark (issue 28), nor does a locked lesson.
  const studyOpen = !isTopicLocked(topic);
  const resume =
    lastRead && lastRead.topicID === topic.topicID && lessons.some((lesson) => lesson.lessonID === lastRead.lessonID)
      ? lastRead
      : null;

  return (
    <PageShell title={topic.topicName} eyebrow="Topic">
      <div className="-mt-3 mb-6 flex items-center justify-between gap-3">
        <p className="text-ink-muted">{countOf(lessons.length, 'lesson')}</p>
        {canEdit && !topic.locked && (
          <Button variant="secondary" size="sm" onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" />
            Add lesson
          </Button>
        )}
      </div>
      {adding && <AddLessonDialog topicID={topic.topicID} open onOpenChange={setAdding} />}
      {topic.locked && <UpgradePrompt what="topic" />}
      {resume && <ContinueReading lessonID={resume.lessonID} topicID={topic.topicID} lessonName={resume.lessonName} />}
      {lessons.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line p-10 text-center text-ink-muted">
          {Messages.noLessons}
        </p>
      ) : (
        <ol
          aria-label="Lessons"
          className="flex flex-col divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface"
        >
          {lessons.map((lesson, position) => (
            <LessonRow
              key={lesson.lessonID}
              lesson={lesson}
              position={position + 1}
              topicID={topic.topicID}
              study={readerTopic.data?.lessons.find((candidate) => candidate.lessonID === lesson.lessonID)}
              markable={studyOpen && !lesson.locked}
              canEdit={canEdit}
            />
          ))}
        </ol>
      )}
    </PageShell>
  );
}

type LessonRowProps = {
  lesson: SecondaryIndexLesson;
  position: number;
  topicID: string;
  /** The signed-in reader's marks and rights on this lesson (loadReaderTopic). */
  study?: ReaderTopicResult['lessons'][number];
  /** The reader may read this lesson, so its reading mark and bookmark are offered. */
  markable: boolean;
  canEdit: boolean;
};

function LessonRow({ lesson, position, topicID, study, markable, canEdit }: LessonRowProps) {
  const notes = [...lesson.notes].sort((a, b) => a.displayOrder - b.displayOrder);
  return (
    <li className="group relative flex gap-4 px-5 py-4 transition-colors focus-within:bg-surface-muted hover:bg-surface-muted">
      <span className="w-6 shrink-0 pt-0.5 text-right text-sm text-ink-faint tabular-nums">{position}.</span>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-center gap-2">
          <Link
            to={lessonNotesHref(lesson.lessonID, topicID)}
            className="font-medium text-ink after:absolute after:inset-0 focus-visible:outline-none"
          >
            {lesson.lessonName}
          </Link>
          {lesson.locked && <LockKeyhole role="img" aria-label="Locked" className="size-3.5 shrink-0 text-ink-faint" />}
          {lesson.lessonType === 'READER' && (
            <UserRound role="img" aria-label="Your lesson" className="size-3.5 shrink-0 text-accent-strong" />
          )}
        </div>
        {notes.length > 0 && (
          <p className="line-clamp-2 text-sm text-ink-muted">{notes.map((note) => note.noteHeader).join(' · ')}</p>
        )}
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1.5">
        <span className="pt-0.5 text-xs text-ink-faint tabular-nums">{countOf(notes.length, 'note')}</span>
        {study && (
          <div className="flex items-center gap-1">
            {markable && (
              <LessonRowStudy
                lessonID={lesson.lessonID}
                lessonName={lesson.lessonName}
                lessonReading={study.lessonReading}
                bookmarked={study.bookmarked}
              />
            )}
            {study.editable && (
              <OwnLessonActions
                lessonID={lesson.lessonID}
                lessonName={lesson.lessonName}
                topicID={topicID}
                canRename={canEdit}
              />
            )}
          </div>
        )}
      </div>
    </li>
  );
}

function ContinueReading({ lessonID, topicID, lessonName }: { lessonID: string; topicID: string; lessonName: string }) {
  return (
    <Link
      to={lessonNotesHref(lessonID, topicID)}
      className="mb-6 flex items-center gap-3 rounded-xl border border-accent/40 bg-accent-soft px-4 py-3 text-sm text-accent-strong hover:border-accent focus-visible:outline-2 focus-visible:outline-ring"
    >
      <BookOpen aria-hidden="true" className="size-4 shrink-0" />
      <span>
        Continue reading: <span className="font-medium">{lessonName}</span>
      </span>
    </Link>
  );
}

function PageShell({ title, eyebrow, children }: { title: string; eyebrow?: string; children: ReactNode }) {
  return (
    <section aria-labelledby="lessons-page-title" className="mx-auto w-full max-w-3xl">
      {eyebrow && <p className="mb-1 text-xs font-semibold tracking-wider text-ink-muted uppercase">{eyebrow}</p>}
      <h1 id="lessons-page-title" className="mb-6 text-3xl font-semibold tracking-tight text-ink text-balance">
        {title}
      </h1>
      {children}
    </section>
  );
}
