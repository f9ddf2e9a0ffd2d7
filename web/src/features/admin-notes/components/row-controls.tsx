import type { ContentStatus, PublishState } from '@notebook/contracts';
import * as SwitchPrimitive from '@radix-ui/react-switch';
import { ArrowDown, ArrowUp, Eye, EyeOff, FolderInput, Pencil } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

type Kind = 'lesson' | 'note';
/** Where a lesson or note can be moved to. */
const parentKind = { lesson: 'topic', note: 'lesson' } as const satisfies Record<Kind, string>;

/**
 * Published / draft as a switch named "Publish <kind> <name>" (checked when published). Turning it
 * on needs the publish privilege and off the draft privilege; without both it is a plain label.
 */
export function PublishSwitch({
  kind,
  name,
  state,
  canPublish,
  canDraft,
  onChange,
}: {
  kind: Kind;
  name: string;
  state: PublishState;
  canPublish: boolean;
  canDraft: boolean;
  onChange: (publish: boolean) => void;
}) {
  const published = state === 'PUBLISHED';
  const allowed = published ? canDraft : canPublish;
  const label = (
    <span className={cn('text-xs font-medium', published ? 'text-success' : 'text-warning')}>{published ? 'Published' : 'Draft'}</span>
  );
  if (!canPublish && !canDraft) return label;
  return (
    <span className="inline-flex items-center gap-1.5">
      <SwitchPrimitive.Root
        checked={published}
        disabled={!allowed}
        onCheckedChange={onChange}
        aria-label={`Publish ${kind} ${name}`}
        title={published ? 'Published: switch off to move back to draft' : 'Draft: switch on to publish'}
        className={cn(
          'relative inline-flex h-5 w-9 shrink-0 items-center rounded-full border border-transparent transition-colors',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-50',
          published ? 'bg-success' : 'bg-line',
        )}
      >
        <SwitchPrimitive.Thumb className="block size-4 translate-x-0.5 rounded-full bg-surface shadow transition-transform data-[state=checked]:translate-x-[1.05rem]" />
      </SwitchPrimitive.Root>
      {label}
    </span>
  );
}

type RowActionsProps = {
  kind: Kind;
  name: string;
  status: ContentStatus;
  position: { index: number; count: number };
  onEdit?: () => void;
  onToggleStatus?: () => void;
  onMove?: (step: -1 | 1) => void;
  /** Opens the dialog that moves the item to another topic (lesson) or lesson (note). */
  onMoveElsewhere?: () => void;
};

/** Edit, (de)activate and move buttons, named "<Action> <kind> <name>" for assistive tech and tests. */
export function RowActions({ kind, name, status, position, onEdit, onToggleStatus, onMove, onMoveElsewhere }: RowActionsProps) {
  const statusAction = status === 'ACT' ? 'Deactivate' : 'Activate';
  return (
    <div className="flex shrink-0 items-center gap-0.5">
      {onEdit && (
        <Button variant="ghost" size="icon-sm" aria-label={`Edit ${kind} ${name}`} title="Edit" onClick={onEdit}>
          <Pencil aria-hidden="true" />
        </Button>
      )}
      {onToggleStatus && (
        <Button variant="ghost" size="icon-sm" aria-label={`${statusAction} ${kind} ${name}`} title={statusAction} onClick={onToggleStatus}>
          {status === 'ACT' ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
        </Button>
      )}
      {onMove && (
        <>
          <Button variant="ghost" size="icon-sm" aria-label={`Move ${kind} ${name} up`} title="Move up" disabled={position.index === 0} onClick={() => onMove(-1)}>
            <ArrowUp aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={`Move ${kind} ${name} down`}
            title="Move down"
            disabled={position.index === position.count - 1}
            onClick={() => onMove(1)}
          >
            <ArrowDown aria-hidden="true" />
          </Button>
        </>
      )}
      {onMoveElsewhere && (
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={`Move ${kind} ${name} to another ${parentKind[kind]}`}
          title={`Move to another ${parentKind[kind]}`}
          onClick={onMoveElsewhere}
        >
          <FolderInput aria-hidden="true" />
        </Button>
      )}
    </div>
  );
}
