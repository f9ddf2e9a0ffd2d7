import { Messages, type ContentStatus } from '@notebook/contracts';
import { useState, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { QueryView } from '@/components/ui/admin-list';
import { useDragReorder, useLocalOrder } from '@/components/ui/drag-reorder';
import { MoveButtons } from '@/components/ui/move-buttons';
import { QuestionCard, QuestionList } from './question-card';

/** What a card shows of one listed item. */
export type CardFace = { name: string; typeLabel: string; status: ContentStatus; selectedForMock?: boolean };

type ReorderableQuestionListProps<T> = {
  /** The list's accessible name, e.g. "AKT questions". */
  label: string;
  items: readonly T[];
  idOf: (item: T) => string;
  faceOf: (item: T) => CardFace;
  /** The add/edit privilege: moving, editing and removing are offered only with it. */
  canEdit: boolean;
  onMove: (from: number, to: number) => void;
  /** While a move is being saved, the move buttons and dragging wait. */
  moving?: boolean;
  onEdit: (id: string) => void;
  onRemove: (item: T) => void;
  removeConfirm: string;
  /** The body of an expanded card (rendered, and so loaded, only while expanded). */
  details: (id: string) => ReactNode;
};

/**
 * The cards of the KFP, AKT and KFP(MSQ) editors: one expanded at a time, moved by the arrows or by
 * drag and drop, edited and removed (after a confirm) with the privilege; the spec's text when empty.
 */
export function ReorderableQuestionList<T>({
  label,
  items,
  idOf,
  faceOf,
  canEdit,
  onMove,
  moving = false,
  onEdit,
  onRemove,
  removeConfirm,
  details,
}: ReorderableQuestionListProps<T>) {
  const [expanded, setExpanded] = useState<string | null>(null);
  const drag = useDragReorder({ disabled: moving, onReorder: onMove });
  return (
    <QuestionList label={label} empty={Messages.noQuestionsAdded}>
      {items.map((item, index) => {
        const id = idOf(item);
        const face = faceOf(item);
        return (
          <QuestionCard
            key={id}
            {...face}
            expanded={expanded === id}
            onToggle={() => setExpanded(expanded === id ? null : id)}
            actions={
              canEdit && (
                <MoveButtons
                  label={face.name}
                  index={index}
                  count={items.length}
                  disabled={moving}
                  onMove={(step) => onMove(index, index + step)}
                />
              )
            }
            drag={canEdit ? drag(index) : undefined}
            onEdit={canEdit ? () => onEdit(id) : undefined}
            onRemove={canEdit ? () => onRemove(item) : undefined}
            removeConfirm={removeConfirm}
          >
            {details(id)}
          </QuestionCard>
        );
      })}
    </QuestionList>
  );
}

/**
 * The list ordered in this view only (AKT and KFP(MSQ)): the spec does not persist their reordering,
 * so it lasts until the list is left or reloaded.
 */
export function LocallyOrderedQuestionList<T>({
  query,
  ...props
}: Omit<ReorderableQuestionListProps<T>, 'items' | 'onMove' | 'moving'> & { query: UseQueryResult<T[]> }) {
  const [ordered, move] = useLocalOrder(query.data ?? [], props.idOf);
  return (
    <QueryView query={query}>{() => <ReorderableQuestionList {...props} items={ordered} onMove={move} />}</QueryView>
  );
}
