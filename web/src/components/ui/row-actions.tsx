import type { ContentStatus } from '@notebook/contracts';
import { Eye, EyeOff, FolderInput, Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { MoveButtons } from '@/components/ui/move-buttons';
import { cn } from '@/lib/cn';

type RowActionsProps = {
  /** What the item is called in accessible names: "Edit chapter group Cardiology". */
  kind: string;
  name: string;
  status: ContentStatus;
  position: { index: number; count: number };
  onEdit?: () => void;
  onToggleStatus?: () => void;
  onMove?: (step: -1 | 1) => void;
  /** Opens the dialog that puts the item under another parent: "Move topic Asthma to another chapter". */
  moveElsewhere?: { parentKind: string; onClick: () => void };
  className?: string;
  /** Actions of the row's own kind (e.g. "Add topic"), shown first. */
  children?: ReactNode;
};

/**
 * The icon buttons of a row in the admin trees: edit, (de)activate, move up / down and move to
 * another parent, each shown only when its handler is given (the caller checks the privilege).
 */
export function RowActions({
  kind,
  name,
  status,
  position,
  onEdit,
  onToggleStatus,
  onMove,
  moveElsewhere,
  className,
  children,
}: RowActionsProps) {
  const statusAction = status === 'ACT' ? 'Deactivate' : 'Activate';
  return (
    <div className={cn('flex shrink-0 items-center gap-0.5', className)}>
      {children}
      {onEdit && (
        <Button variant="ghost" size="icon-sm" aria-label={`Edit ${kind} ${name}`} title="Edit" onClick={onEdit}>
          <Pencil aria-hidden="true" />
        </Button>
      )}
      {onToggleStatus && (
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={`${statusAction} ${kind} ${name}`}
          title={statusAction}
          onClick={onToggleStatus}
        >
          {status === 'ACT' ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
        </Button>
      )}
      {onMove && (
        <MoveButtons label={`${kind} ${name}`} index={position.index} count={position.count} onMove={onMove} />
      )}
      {moveElsewhere && (
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={`Move ${kind} ${name} to another ${moveElsewhere.parentKind}`}
          title={`Move to another ${moveElsewhere.parentKind}`}
          onClick={moveElsewhere.onClick}
        >
          <FolderInput aria-hidden="true" />
        </Button>
      )}
    </div>
  );
}
