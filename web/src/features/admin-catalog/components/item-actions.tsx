import type { ContentStatus } from '@notebook/contracts';
import { ArrowDown, ArrowUp, Eye, EyeOff, Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/** What the item is called in accessible names: "Edit chapter group Cardiology". */
type ItemActionsProps = {
  kind: 'chapter group' | 'chapter' | 'topic';
  name: string;
  status: ContentStatus;
  position: { index: number; count: number };
  onEdit?: () => void;
  onToggleStatus?: () => void;
  onMove?: (step: -1 | 1) => void;
  children?: ReactNode;
};

export function ItemActions({ kind, name, status, position, onEdit, onToggleStatus, onMove, children }: ItemActionsProps) {
  const statusAction = status === 'ACT' ? 'Deactivate' : 'Activate';
  return (
    <div className="ml-auto flex shrink-0 flex-wrap items-center gap-0.5">
      {children}
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
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={`Move ${kind} ${name} up`}
            title="Move up"
            disabled={position.index === 0}
            onClick={() => onMove(-1)}
          >
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
    </div>
  );
}
