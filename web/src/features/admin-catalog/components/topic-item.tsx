import type { TopicMenuItem } from '@notebook/contracts';
import { useId } from 'react';
import { RowActions } from '@/components/ui/row-actions';
import { DragHandle, DropIndicator, type DragItem } from '@/components/ui/drag-reorder';
import { StatusDot } from '@/components/ui/status-dot';
import { cn } from '@/lib/cn';
import { useUpdateTopicStatus } from '../api/update-topic-status';
import type { CatalogPermissions } from './catalog-permissions';
import { otherStatus } from './status-options';

type TopicItemProps = {
  topic: TopicMenuItem;
  position: { index: number; count: number };
  permissions: CatalogPermissions;
  /** Present when the admin may reorder topics. */
  drag?: DragItem;
  onEdit: () => void;
  onMoveToChapter: () => void;
  onMove: (step: -1 | 1) => void;
};

export function TopicItem({ topic, position, permissions, drag, onEdit, onMoveToChapter, onMove }: TopicItemProps) {
  const nameId = useId();
  const updateStatus = useUpdateTopicStatus();
  // Reader-made topics are moved by their owner only (the server refuses an admin).
  const canMoveToChapter = permissions.moveTopic && topic.topicType === 'AUTHOR';
  return (
    <li
      aria-labelledby={nameId}
      className="relative flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg px-3 py-1.5 hover:bg-surface-muted data-[dragging]:opacity-50"
      {...drag?.targetProps}
    >
      <DropIndicator position={drag?.indicator ?? null} />
      {drag && <DragHandle name={`topic ${topic.topicName}`} item={drag} />}
      <StatusDot status={topic.status} />
      <span className="w-8 shrink-0 text-right text-xs font-medium tabular-nums text-ink-faint">{topic.index}</span>
      <span
        id={nameId}
        className={cn(
          'min-w-0 flex-1 basis-32 truncate text-sm',
          topic.status === 'ACT' ? 'text-ink' : 'text-ink-muted',
        )}
      >
        {topic.topicName}
      </span>
      {topic.freeContent && <Badge>Free</Badge>}
      {topic.topicType === 'READER' && <Badge>Reader</Badge>}
      <RowActions
        className="ml-auto flex-wrap"
        kind="topic"
        name={topic.topicName}
        status={topic.status}
        position={position}
        onEdit={permissions.editTopic ? onEdit : undefined}
        onToggleStatus={
          permissions.toggleTopic
            ? () => updateStatus.mutate({ topicID: topic.topicID, status: otherStatus(topic.status) })
            : undefined
        }
        onMove={permissions.reorderTopics ? onMove : undefined}
        moveElsewhere={canMoveToChapter ? { parentKind: 'chapter', onClick: onMoveToChapter } : undefined}
      />
    </li>
  );
}

function Badge({ children }: { children: string }) {
  return (
    <span className="shrink-0 rounded-full bg-accent-soft px-2 py-0.5 text-xs font-medium text-accent-strong">
      {children}
    </span>
  );
}
