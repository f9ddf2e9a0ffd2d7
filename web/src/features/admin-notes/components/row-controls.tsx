import type { PublishState } from '@notebook/contracts';
import { Switch } from '@/components/ui/switch';
import { cn } from '@/lib/cn';

type Kind = 'lesson' | 'note';

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
    <span className={cn('text-xs font-medium', published ? 'text-success' : 'text-warning')}>
      {published ? 'Published' : 'Draft'}
    </span>
  );
  if (!canPublish && !canDraft) return label;
  return (
    <span className="inline-flex items-center gap-1.5">
      <Switch
        checked={published}
        disabled={!allowed}
        onCheckedChange={onChange}
        aria-label={`Publish ${kind} ${name}`}
        title={published ? 'Published: switch off to move back to draft' : 'Draft: switch on to publish'}
      />
      {label}
    </span>
  );
}
