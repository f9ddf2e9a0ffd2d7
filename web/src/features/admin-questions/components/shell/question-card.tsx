import type { ContentStatus } from '@notebook/contracts';
import { ChevronDown, ChevronRight, Pencil, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { StatusDot } from '@/components/ui/status-dot';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DragHandle, DropIndicator, type DragItem } from '@/components/ui/drag-reorder';
import { CARD_TITLE_MAX, CARD_TYPE_MAX, truncate } from './texts';

type QuestionCardProps = {
  /** The full name; the card shows it cut at 25 characters. */
  name: string;
  typeLabel: string;
  status: ContentStatus;
  /** KFP(MSQ): the blue dot of a question selected for the mock exam. */
  selectedForMock?: boolean;
  expanded: boolean;
  onToggle: () => void;
  onEdit?: () => void;
  /** With its confirm text; absent without the privilege. */
  onRemove?: () => void;
  removeConfirm: string;
  /** More header controls before edit and Remove (KFP: move up/down). */
  actions?: ReactNode;
  /** Drag and drop reordering (absent without the add/edit privilege). */
  drag?: DragItem;
  /** The body, rendered (and so loaded) only while expanded. */
  children: ReactNode;
};

/** An expandable question card: status dot, truncated title and type, edit and Remove. */
export function QuestionCard({
  name,
  typeLabel,
  status,
  selectedForMock,
  expanded,
  onToggle,
  onEdit,
  onRemove,
  removeConfirm,
  actions,
  drag,
  children,
}: QuestionCardProps) {
  const [confirming, setConfirming] = useState(false);
  return (
    <li
      aria-label={name}
      className="relative rounded-xl border border-line bg-surface shadow-xs data-[dragging]:opacity-50"
      {...drag?.targetProps}
    >
      {drag && <DropIndicator position={drag.indicator} />}
      <div className="flex items-center gap-2 px-3 py-2">
        {drag && <DragHandle name={name} item={drag} />}
        <StatusDot status={status} />
        {selectedForMock && (
          <span
            role="img"
            aria-label="Selected for mock exam"
            title="Selected for mock exam"
            className="inline-block size-2.5 shrink-0 rounded-full bg-blue-500"
          />
        )}
        <button
          type="button"
          aria-expanded={expanded}
          onClick={onToggle}
          title={name}
          className="flex min-w-0 flex-1 items-center gap-2 rounded-md px-1 py-1 text-left focus-visible:outline-2 focus-visible:outline-ring"
        >
          {expanded ? (
            <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-ink-muted" />
          ) : (
            <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-ink-muted" />
          )}
          <span className="truncate font-medium text-ink">{truncate(name, CARD_TITLE_MAX)}</span>
          <span className="ml-auto shrink-0 rounded-full bg-surface-muted px-2 py-0.5 text-xs text-ink-muted">
            {truncate(typeLabel, CARD_TYPE_MAX)}
          </span>
        </button>
        {actions}
        {onEdit && (
          <Button variant="ghost" size="icon-sm" aria-label={`Edit ${name}`} title="Edit" onClick={onEdit}>
            <Pencil aria-hidden="true" />
          </Button>
        )}
        {onRemove && (
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={`Remove ${name}`}
            title="Remove"
            onClick={() => setConfirming(true)}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        )}
      </div>
      {expanded && <div className="border-t border-line px-4 py-3">{children}</div>}
      {onRemove && (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title="Remove"
          body={removeConfirm}
          onConfirm={onRemove}
        />
      )}
    </li>
  );
}

/** The list of cards, or the spec's empty text. */
export function QuestionList({ label, empty, children }: { label: string; empty: string; children: ReactNode[] }) {
  if (children.length === 0)
    return <p className="rounded-xl border border-dashed border-line p-8 text-center text-ink-muted">{empty}</p>;
  return (
    <ul aria-label={label} className="flex flex-col gap-2">
      {children}
    </ul>
  );
}
