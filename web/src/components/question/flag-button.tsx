import { Flag } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** "Flag" / "Flagged": a toggle marking the question to come back to. */
export function FlagButton({ flagged, onToggle }: { flagged: boolean; onToggle: (flagged: boolean) => void }) {
  return (
    <Button
      variant={flagged ? 'primary' : 'secondary'}
      size="sm"
      aria-pressed={flagged}
      onClick={() => onToggle(!flagged)}
    >
      <Flag aria-hidden /> {flagged ? 'Flagged' : 'Flag'}
    </Button>
  );
}
