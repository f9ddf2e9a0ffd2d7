import type { AdminTopicLessonsResult, LessonItem } from '@notebook/contracts';
import { Messages } from '@notebook/contracts';
import { Plus } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { DragHandle, DropIndicator, type DragItem, useSavedOrder } from '@/components/ui/drag-reorder';
import { StatusDot } from '@/components/ui/status-dot';
import { cn } from '@/lib/cn';
import { useDraftLesson } from '../api/draft-lesson';
import { usePublishLesson } from '../api/publish-lesson';
import { useUpdateLessonDisplayOrder } from '../api/update-lesson-display-order';
import { useUpdateLessonStatus } from '../api/update-lesson-status';
import { ListSection } from './list-section';
import { MoveLessonDialog } from './move-dialogs';
import type { NotesPermissions } from './notes-permissions';
import { RowActions } from '@/components/ui/row-actions';
import { PublishSwitch } from './row-controls';

type AdminLesson = AdminTopicLessonsResult['lessons'][number];

type LessonListProps = {
  topicName: string;
  data: AdminTopicLessonsResult;
  selectedLessonID: string | null;
  permissions: NotesPermissions;
  onSelect: (lessonID: string) => void;
  onAdd: () => void;
  onEdit: (lesson: LessonItem) => void;
};

/** A topic's lessons in reading order: pick one to see its notes. */
export function LessonList({
  topicName,
  data,
  selectedLessonID,
  permissions,
  onSelect,
  onAdd,
  onEdit,
}: LessonListProps) {
  const can = permissions.lesson;
  const updateStatus = useUpdateLessonStatus();
  const publish = usePublishLesson();
  const draft = useDraftLesson();
  const reorder = useUpdateLessonDisplayOrder();
  const [moving, setMoving] = useState<LessonItem | null>(null);
  const lessons = [...data.lessons].sort((a, b) => a.displayOrder - b.displayOrder);
  // Reader-made lessons are their owners'; only the author's lessons are ordered and moved here.
  const authorIDs = lessons.filter((lesson) => lesson.lessonType === 'AUTHOR').map((lesson) => lesson.lessonID);
  const { move: reorderAuthorLessons, drag } = useSavedOrder(authorIDs, reorder, (lessonIDs) => ({
    topicID: data.topicID,
    lessonIDs,
  }));

  return (
    <ListSection
      titleId="admin-lessons-title"
      title="Lessons"
      add={can.add ? { label: 'Add lesson', icon: Plus, onClick: onAdd } : undefined}
      isEmpty={lessons.length === 0}
      empty={Messages.noLessons}
      list={
        <ul aria-label={`Lessons of ${topicName}`} className="flex flex-col gap-1.5">
          {lessons.map((lesson) => {
            const orderIndex = authorIDs.indexOf(lesson.lessonID);
            const movable = can.move && orderIndex !== -1;
            return (
              <LessonRow
                key={lesson.lessonID}
                lesson={lesson}
                selected={lesson.lessonID === selectedLessonID}
                drag={movable ? drag(orderIndex) : undefined}
                onSelect={() => onSelect(lesson.lessonID)}
                publishSwitch={
                  <PublishSwitch
                    kind="lesson"
                    name={lesson.lessonName}
                    state={lesson.publishState}
                    canPublish={can.publish}
                    canDraft={can.draft}
                    onChange={(on) => (on ? publish : draft).mutate({ lessonID: lesson.lessonID })}
                  />
                }
                actions={
                  <RowActions
                    kind="lesson"
                    name={lesson.lessonName}
                    status={lesson.status}
                    position={{ index: orderIndex, count: authorIDs.length }}
                    onEdit={can.update ? () => onEdit(lesson) : undefined}
                    onToggleStatus={
                      can.status
                        ? () =>
                            updateStatus.mutate({
                              lessonID: lesson.lessonID,
                              status: lesson.status === 'ACT' ? 'INA' : 'ACT',
                            })
                        : undefined
                    }
                    onMove={movable ? (step) => reorderAuthorLessons(orderIndex, orderIndex + step) : undefined}
                    moveElsewhere={movable ? { parentKind: 'topic', onClick: () => setMoving(lesson) } : undefined}
                  />
                }
              />
            );
          })}
        </ul>
      }
    >
      {moving && <MoveLessonDialog lesson={moving} onClose={() => setMoving(null)} />}
    </ListSection>
  );
}

type LessonRowProps = {
  lesson: AdminLesson;
  selected: boolean;
  /** Present only for author lessons and an admin who may reorder them. */
  drag?: DragItem;
  onSelect: () => void;
  publishSwitch: ReactNode;
  actions: ReactNode;
};

function LessonRow({ lesson, selected, drag, onSelect, publishSwitch, actions }: LessonRowProps) {
  const nameId = `lesson-name-${lesson.lessonID}`;
  return (
    <li
      aria-labelledby={nameId}
      className={cn(
        'relative flex flex-col gap-1.5 rounded-xl border px-3 py-2.5 transition-colors data-[dragging]:opacity-50',
        selected ? 'border-accent bg-accent-soft' : 'border-line bg-surface hover:bg-surface-muted',
      )}
      {...drag?.targetProps}
    >
      {drag && <DropIndicator position={drag.indicator} />}
      <div className="flex items-center gap-2">
        {drag && <DragHandle name={`lesson ${lesson.lessonName}`} item={drag} />}
        <StatusDot status={lesson.status} />
        <button
          type="button"
          id={nameId}
          aria-current={selected ? 'true' : undefined}
          onClick={onSelect}
          className="min-w-0 flex-1 truncate text-left text-sm font-medium text-ink focus-visible:outline-2 focus-visible:outline-ring"
        >
          {lesson.lessonName}
        </button>
        <span className="shrink-0 text-xs text-ink-faint tabular-nums">{lesson.notes.length}</span>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-1">
        {publishSwitch}
        {actions}
      </div>
    </li>
  );
}
