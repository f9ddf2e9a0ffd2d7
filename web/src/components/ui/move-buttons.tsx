import { ArrowDown, ArrowUp } from 'lucide-react';
import { Button } from '@/components/ui/button';

type MoveButtonsProps = {
  /** Names the item in the buttons' accessible names: "Move <label> up", "Move <label> down". */
  label: string;
  index: number;
  count: number;
  disabled?: boolean;
  onMove: (step: -1 | 1) => void;
};

/** Up and down arrows that move an item one place in its list (each disabled at its end). */
export function MoveButtons({ label, index, count, disabled = false, onMove }: MoveButtonsProps) {
  return (
    <>
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label={`Move ${label} up`}
        title="Move up"
        disabled={disabled || index === 0}
        onClick={() => onMove(-1)}
      >
        <ArrowUp aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label={`Move ${label} down`}
        title="Move down"
        disabled={disabled || index === count - 1}
        onClick={() => onMove(1)}
      >
        <ArrowDown aria-hidden="true" />
      </Button>
    </>
  );
}
