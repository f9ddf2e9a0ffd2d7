import { Messages, type ChapterGroupMenuItem } from '@notebook/contracts';
import { Plus } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { RowActions } from '@/components/ui/row-actions';
import { DragHandle, DropIndicator, type DragItem, useSavedOrder } from '@/components/ui/drag-reorder';
import { StatusDot } from '@/components/ui/status-dot';
import { cn } from '@/lib/cn';
import { useUpdateChapterDisplayOrder } from '../api/update-chapter-display-order';
import { useUpdateChapterGroupStatus } from '../api/update-chapter-group-status';
import { ChapterItem } from './chapter-item';
import type { CatalogEditor } from './catalog-editor';
import type { CatalogPermissions } from './catalog-permissions';
import { otherStatus } from './status-options';

type ChapterGroupItemProps = {
  group: ChapterGroupMenuItem;
  position: { index: number; count: number };
  permissions: CatalogPermissions;
  /** Present when the admin may reorder groups. */
  drag?: DragItem;
  onOpenEditor: (editor: CatalogEditor) => void;
  onMove: (step: -1 | 1) => void;
};

export function ChapterGroupItem({ group, position, permissions, drag, onOpenEditor, onMove }: ChapterGroupItemProps) {
  const nameId = useId();
  const updateStatus = useUpdateChapterGroupStatus();
  const updateChapterOrder = useUpdateChapterDisplayOrder();
  const chapterIDs = group.chapters.map((chapter) => chapter.chapterID);
  const { move: reorderChapters, drag: chapterDrag } = useSavedOrder(chapterIDs, updateChapterOrder, (reordered) => ({
    chapterGroupID: group.chapterGroupID,
    chapterIDs: reordered,
  }));

  return (
    <li
      aria-labelledby={nameId}
      className="relative rounded-2xl border border-line bg-surface-muted/60 p-4 data-[dragging]:opacity-50 sm:p-5"
      {...drag?.targetProps}
    >
      <DropIndicator position={drag?.indicator ?? null} />
      <div className="mb-4 flex flex-wrap items-center gap-3">
        {drag && <DragHandle name={`chapter group ${group.chapterGroupName}`} item={drag} />}
        <StatusDot status={group.status} />
        <h2
          id={nameId}
          className={cn(
            'min-w-0 flex-1 basis-48 text-lg font-semibold tracking-tight',
            group.status === 'ACT' ? 'text-ink' : 'text-ink-muted',
          )}
        >
          {group.chapterGroupName}
        </h2>
        <RowActions
          className="ml-auto flex-wrap"
          kind="chapter group"
          name={group.chapterGroupName}
          status={group.status}
          position={position}
          onEdit={permissions.editGroup ? () => onOpenEditor({ kind: 'group', group }) : undefined}
          onToggleStatus={
            permissions.editGroup
              ? () => updateStatus.mutate({ chapterGroupID: group.chapterGroupID, status: otherStatus(group.status) })
              : undefined
          }
          onMove={permissions.reorderGroups ? onMove : undefined}
        >
          {permissions.addChapter && (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => onOpenEditor({ kind: 'chapter', chapterGroupID: group.chapterGroupID })}
            >
              <Plus aria-hidden="true" />
              Add chapter
            </Button>
          )}
        </RowActions>
      </div>
      {group.chapters.length === 0 ? (
        <p className="text-sm text-ink-muted">{Messages.noChaptersFound}</p>
      ) : (
        <ul aria-label={`Chapters of ${group.chapterGroupName}`} className="flex flex-col gap-3">
          {group.chapters.map((chapter, index) => (
            <ChapterItem
              key={chapter.chapterID}
              chapter={chapter}
              position={{ index, count: group.chapters.length }}
              permissions={permissions}
              drag={permissions.reorderChapters ? chapterDrag(index) : undefined}
              onOpenEditor={onOpenEditor}
              onMove={(step) => reorderChapters(index, index + step)}
            />
          ))}
        </ul>
      )}
    </li>
  );
}
