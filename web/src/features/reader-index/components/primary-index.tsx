import { Messages, PublicRoutes } from '@notebook/contracts';
import { GripVertical, LockKeyhole, Plus, UserRound } from 'lucide-react';
import { Link, useLocation } from 'react-router-dom';
import { lazy, Suspense, useRef, useState, type ComponentProps, type DragEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { isTopicLocked, useMayShapeOwnStudy } from '@/lib/reading-policy';
import { usePrimaryIndex, type IndexChapter, type IndexTopic } from '../api/get-primary-index';
import { useMoveTopicFromChapter } from '../api/move-topic-from-chapter';

// A reader's own topics and their dialogs (with the dropdown and dialog libraries) are not part of a
// visitor's first load: each loads the first time it is needed.
const OwnTopicMenu = lazy(() => import('./own-topic-menu').then((module) => ({ default: module.OwnTopicMenu })));
const AddTopicDialog = lazy(() =>
  import('./reader-topic-dialogs').then((module) => ({ default: module.AddTopicDialog })),
);
import { useSelectedTopicID } from './selected-topic';

type PrimaryIndexProps = {
  /** Anonymous visitors also get the Overview of the public home page. */
  showOverview: boolean;
  /** Called after a link is followed, e.g. to close the mobile sidebar. */
  onNavigate?: () => void;
};

const chapterSevenLinks = [
  { label: 'Next Webinars', to: PublicRoutes.nextWebinars },
  { label: 'Webinars', to: PublicRoutes.webinars },
  { label: 'KFP Questions', to: PublicRoutes.kfpQuestions },
  { label: 'AKT Questions', to: PublicRoutes.aktQuestions },
  { label: 'KFP(MSQ) Questions', to: PublicRoutes.msqQuestions },
  { label: 'Mock Exams', to: PublicRoutes.mockExams },
] as const;

const overviewLinks = [
  { label: 'Home', to: paths.public.home.getHref() },
  { label: 'Course Structure', to: paths.public.homeSection('course-structure') },
  { label: 'Pricing', to: paths.public.homeSection('pricing') },
  { label: 'FAQ', to: paths.public.homeSection('faq') },
] as const;

/** The reader's left-hand index: chapters with their numbered topics, then Chapter 7's sections. */
export function PrimaryIndex({ showOverview, onNavigate }: PrimaryIndexProps) {
  const primaryIndex = usePrimaryIndex();
  const selectedTopicID = useSelectedTopicID();
  const { pathname } = useLocation();

  return (
    <nav aria-label="Primary index" className="flex flex-col gap-7 text-sm">
      {showOverview && (
        <IndexSection title="Overview">
          {overviewLinks.map((link) => (
            <li key={link.label}>
              <IndexLink to={link.to} onClick={onNavigate}>
                {link.label}
              </IndexLink>
            </li>
          ))}
        </IndexSection>
      )}

      {primaryIndex.isPending ? (
        <Spinner className="px-3" />
      ) : primaryIndex.isError ? (
        <p className="px-3 text-ink-muted">{primaryIndex.error.message}</p>
      ) : primaryIndex.data.chapters.length === 0 ? (
        <p className="px-3 text-ink-muted">{Messages.noChaptersFound}</p>
      ) : (
        <ChapterSections
          chapters={primaryIndex.data.chapters}
          selectedTopicID={pathname === PublicRoutes.lessons ? selectedTopicID : null}
          onNavigate={onNavigate}
        />
      )}

      <IndexSection title="Chapter 7">
        {chapterSevenLinks.map((link) => (
          <li key={link.to}>
            <IndexLink to={link.to} active={pathname === link.to} onClick={onNavigate}>
              {link.label}
            </IndexLink>
          </li>
        ))}
      </IndexSection>
    </nav>
  );
}

type IndexSectionProps = { title: string; action?: ReactNode; dropTarget?: boolean; children: ReactNode } & Pick<
  ComponentProps<'section'>,
  'onDragOver' | 'onDragLeave' | 'onDrop'
>;

function IndexSection({ title, action, dropTarget = false, children, ...dropHandlers }: IndexSectionProps) {
  return (
    <section
      aria-label={action ? title : undefined}
      className={cn(
        'flex flex-col gap-1 rounded-lg transition-colors',
        dropTarget && 'bg-accent-soft outline-2 outline-dashed outline-accent',
      )}
      {...dropHandlers}
    >
      <div className="flex items-center gap-1 pr-1">
        {/* As the spec writes them ('Chapter 7', 'Overview', chapter names): no case transform. Weight, size and colour set them off from the topics. */}
        <h2 className="flex-1 px-3 text-[0.8125rem] leading-5 font-semibold text-ink-muted">{title}</h2>
        {action}
      </div>
      <ul className="flex flex-col">{children}</ul>
    </section>
  );
}

/** The dragged topic travels in this MIME type, so other drags (text, files) are ignored. */
const TOPIC_DRAG_TYPE = 'application/x-notebook-topic';

type ChapterSectionsProps = { chapters: IndexChapter[]; selectedTopicID: string | null; onNavigate?: () => void };

/**
 * The chapters with their topics. A reader with a plan or the trial may add topics, and rename,
 * move (drag to another chapter, or "Move to chapter") and remove their own.
 */
function ChapterSections({ chapters, selectedTopicID, onNavigate }: ChapterSectionsProps) {
  const canEdit = useMayShapeOwnStudy();
  const moveTopic = useMoveTopicFromChapter();
  const dragged = useRef<{ topicID: string; chapterID: string } | null>(null);
  const [dropChapterID, setDropChapterID] = useState<string | null>(null);
  const [addTo, setAddTo] = useState<IndexChapter | null>(null);

  const dropHandlers = (chapter: IndexChapter) =>
    canEdit
      ? {
          onDragOver: (event: DragEvent) => {
            if (!dragged.current) return;
            event.preventDefault();
            event.dataTransfer.dropEffect = 'move';
            setDropChapterID(chapter.chapterID);
          },
          onDragLeave: () => setDropChapterID((current) => (current === chapter.chapterID ? null : current)),
          onDrop: (event: DragEvent) => {
            const topic = dragged.current;
            dragged.current = null;
            setDropChapterID(null);
            if (!topic) return;
            event.preventDefault();
            // Dropping in the same chapter does nothing (spec section 2).
            if (topic.chapterID !== chapter.chapterID)
              moveTopic.mutate({ topicID: topic.topicID, chapterID: chapter.chapterID });
          },
        }
      : {};

  return (
    <>
      {chapters.map((chapter) => (
        <IndexSection
          key={chapter.chapterID}
          title={chapter.chapterName}
          dropTarget={dropChapterID === chapter.chapterID}
          action={
            canEdit ? (
              <Button
                variant="ghost"
                size="icon-sm"
                aria-label={`Add topic to ${chapter.chapterName}`}
                title="Add topic"
                onClick={() => setAddTo(chapter)}
              >
                <Plus aria-hidden="true" />
              </Button>
            ) : undefined
          }
          {...dropHandlers(chapter)}
        >
          {chapter.topics.length === 0 ? (
            <li className="px-3 py-1 text-ink-muted">{Messages.noTopics}</li>
          ) : (
            chapter.topics.map((topic) => (
              <TopicRow
                key={topic.topicID}
                topic={topic}
                chapter={chapter}
                chapters={chapters}
                active={topic.topicID === selectedTopicID}
                movable={canEdit && topic.topicType === 'READER'}
                onNavigate={onNavigate}
                onDragStart={(event) => {
                  dragged.current = { topicID: topic.topicID, chapterID: chapter.chapterID };
                  event.dataTransfer.effectAllowed = 'move';
                  event.dataTransfer.setData(TOPIC_DRAG_TYPE, topic.topicID);
                }}
                onDragEnd={() => {
                  dragged.current = null;
                  setDropChapterID(null);
                }}
              />
            ))
          )}
        </IndexSection>
      ))}
      {addTo && (
        <Suspense fallback={null}>
          <AddTopicDialog
            key={addTo.chapterID}
            chapterID={addTo.chapterID}
            chapterName={addTo.chapterName}
            open
            onOpenChange={(open) => !open && setAddTo(null)}
          />
        </Suspense>
      )}
    </>
  );
}

type TopicRowProps = {
  topic: IndexTopic;
  chapter: IndexChapter;
  chapters: IndexChapter[];
  active: boolean;
  movable: boolean;
  onNavigate?: () => void;
  onDragStart: (event: DragEvent) => void;
  onDragEnd: () => void;
};

function TopicRow({ topic, chapter, chapters, active, movable, onNavigate, onDragStart, onDragEnd }: TopicRowProps) {
  const own = topic.topicType === 'READER';
  const progress = topic.lessonCount ? Math.round((topic.readingProgress ?? 0) * 100) : null;
  const locked = isTopicLocked(topic);

  return (
    <li
      draggable={movable || undefined}
      onDragStart={movable ? onDragStart : undefined}
      onDragEnd={movable ? onDragEnd : undefined}
      className="group/topic flex flex-col"
    >
      <div className="flex items-center">
        {movable && <GripVertical aria-hidden="true" className="-mr-2 size-3.5 shrink-0 cursor-grab text-ink-faint" />}
        <IndexLink to={paths.public.lessons.getHref(topic.topicID)} active={active} onClick={onNavigate}>
          {topic.index !== null ? (
            <span className="min-w-7 shrink-0 text-right whitespace-nowrap tabular-nums text-ink-faint">
              {topic.index}.
            </span>
          ) : null}
          {topic.index !== null ? ' ' : null}
          <span className="min-w-0 flex-1">{topic.topicName}</span>
        </IndexLink>
        {locked && (
          <LockKeyhole
            role="img"
            aria-label={`${topic.topicName} is locked`}
            className="mx-1 size-3 shrink-0 text-ink-faint"
          />
        )}
        {own && <UserRound role="img" aria-label="Your topic" className="mx-1 size-3.5 shrink-0 text-accent-strong" />}
        {own && (
          <Suspense fallback={<span aria-hidden="true" className="inline-block size-7 shrink-0" />}>
            <OwnTopicMenu topic={topic} chapter={chapter} chapters={chapters} movable={movable} />
          </Suspense>
        )}
      </div>
      {progress !== null && (
        <div className="flex items-center gap-2 pr-2 pl-12 pb-1">
          <div
            role="progressbar"
            aria-label={`Reading progress of ${topic.topicName}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            aria-valuetext={`${topic.lessonsRead ?? 0} of ${topic.lessonCount} lessons read`}
            className="h-1 flex-1 overflow-hidden rounded-full bg-surface-muted"
          >
            <div className="h-full rounded-full bg-accent" style={{ width: `${progress}%` }} />
          </div>
          <span aria-hidden="true" className="text-[0.6875rem] text-ink-faint tabular-nums">
            {topic.lessonsRead ?? 0}/{topic.lessonCount}
          </span>
        </div>
      )}
    </li>
  );
}

type IndexLinkProps = { to: string; active?: boolean; onClick?: () => void; children: ReactNode };

/** Topic links share one path and differ only by query, so the caller decides which one is current. */
function IndexLink({ to, active = false, onClick, children }: IndexLinkProps) {
  return (
    <Link
      to={to}
      onClick={onClick}
      aria-current={active ? 'page' : undefined}
      className={cn(
        'flex min-w-0 flex-1 gap-2 rounded-lg px-3 py-1.5 leading-snug transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-ring',
        active ? 'bg-accent-soft font-medium text-accent-strong' : 'text-ink hover:bg-surface-muted',
      )}
    >
      {children}
    </Link>
  );
}
