import { Messages, type ChapterMenuItem } from '@notebook/contracts';
import { Plus } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { RowActions } from '@/components/ui/row-actions';
import { DragHandle, DropIndicator, type DragItem, useSavedOrder } from '@/components/ui/drag-reorder';
import { StatusDot } from '@/components/ui/status-dot';
import { cn } from '@/lib/cn';
import { useUpdateChapterStatus } from '../api/update-chapter-status';
import { useUpdateTopicDisplayOrder } from '../api/update-topic-display-order';
import type { CatalogEditor } from './catalog-editor';
import type { CatalogPermissions } from './catalog-permissions';
import { otherStatus } from './status-options';
import { TopicItem } from './topic-item';

type ChapterItemProps = {
  chapter: ChapterMenuItem;
  position: { index: number; count: number };
  permissions: CatalogPermissions;
  /** Present when the admin may reorder chapters. */
  drag?: DragItem;
  onOpenEditor: (editor: CatalogEditor) => void;
  onMove: (step: -1 | 1) => void;
};

export function ChapterItem({ chapter, position, permissions, drag, onOpenEditor, onMove }: ChapterItemProps) {
  const nameId = useId();
  const updateStatus = useUpdateChapterStatus();
  const updateTopicOrder = useUpdateTopicDisplayOrder();
  const topicIDs = chapter.topics.map((topic) => topic.topicID);
  const { move: reorderTopics, drag: topicDrag } = useSavedOrder(topicIDs, updateTopicOrder, (reordered) => ({
    chapterID: chapter.chapterID,
    topicIDs: reordered,
  }));

  return (
    <li
      aria-labelledby={nameId}
      className="relative rounded-xl border border-line bg-surface data-[dragging]:opacity-50"
      {...drag?.targetProps}
    >
      <DropIndicator position={drag?.indicator ?? null} />
      <div className="flex flex-wrap items-center gap-3 px-4 py-3">
        {drag && <DragHandle name={`chapter ${chapter.chapterName}`} item={drag} />}
        <StatusDot status={chapter.status} />
        <h3
          id={nameId}
          className={cn(
            'min-w-0 flex-1 basis-48 font-medium',
            chapter.status === 'ACT' ? 'text-ink' : 'text-ink-muted',
          )}
        >
          {chapter.chapterName}
        </h3>
        {chapter.topicStart !== null && chapter.topicEnd !== null && (
          <span className="text-xs text-ink-faint tabular-nums">
            Topics {chapter.topicStart}–{chapter.topicEnd}
          </span>
        )}
        <RowActions
          className="ml-auto flex-wrap"
          kind="chapter"
          name={chapter.chapterName}
          status={chapter.status}
          position={position}
          onEdit={
            permissions.editChapter
              ? () => onOpenEditor({ kind: 'chapter', chapterGroupID: chapter.chapterGroupID, chapter })
              : undefined
          }
          onToggleStatus={
            permissions.toggleChapter
              ? () => updateStatus.mutate({ chapterID: chapter.chapterID, status: otherStatus(chapter.status) })
              : undefined
          }
          onMove={permissions.reorderChapters ? onMove : undefined}
        >
          {permissions.addTopic && (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => onOpenEditor({ kind: 'topic', chapterID: chapter.chapterID })}
            >
              <Plus aria-hidden="true" />
              Add topic
            </Button>
          )}
        </RowActions>
      </div>
      <div className="border-t border-line px-1 py-1.5">
        {chapter.topics.length === 0 ? (
          <p className="px-3 py-1.5 text-sm text-ink-muted">{Messages.noTopics}</p>
        ) : (
          <ul aria-label={`Topics of ${chapter.chapterName}`} className="flex flex-col">
            {chapter.topics.map((topic, index) => (
              <TopicItem
                key={topic.topicID}
                topic={topic}
                position={{ index, count: chapter.topics.length }}
                permissions={permissions}
                drag={permissions.reorderTopics ? topicDrag(index) : undefined}
                onEdit={() => onOpenEditor({ kind: 'topic', chapterID: chapter.chapterID, topic })}
                onMoveToChapter={() => onOpenEditor({ kind: 'moveTopic', topic })}
                onMove={(step) => reorderTopics(index, index + step)}
              />
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}
