import { Strikethrough } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** Strikes an option out (the candidate has ruled it out) or restores it; the option's text shows it struck. */
export function StrikeButton({
  letter,
  struck,
  onToggle,
}: {
  letter: string;
  struck: boolean;
  onToggle: (struck: boolean) => void;
}) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={`${struck ? 'Restore' : 'Strike out'} option ${letter}`}
      aria-pressed={struck}
      onClick={() => onToggle(!struck)}
    >
      <Strikethrough aria-hidden />
    </Button>
  );
}
