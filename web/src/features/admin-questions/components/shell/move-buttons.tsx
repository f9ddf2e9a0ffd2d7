import { ArrowDown, ArrowUp } from 'lucide-react';
import { Button } from '@/components/ui/button';

type MoveButtonsProps = {
  /** The item's name: the buttons are "Move <name> up" and "Move <name> down". */
  name: string;
  index: number;
  count: number;
  disabled?: boolean;
  onMove: (from: number, to: number) => void;
};

/** Up and down arrows that reorder an item (disabled at the ends). */
export function MoveButtons({ name, index, count, disabled = false, onMove }: MoveButtonsProps) {
  return (
    <>
      <Button variant="ghost" size="icon-sm" aria-label={`Move ${name} up`} title="Move up" disabled={disabled || index === 0} onClick={() => onMove(index, index - 1)}>
        <ArrowUp aria-hidden="true" />
      </Button>
      <Button variant="ghost" size="icon-sm" aria-label={`Move ${name} down`} title="Move down" disabled={disabled || index === count - 1} onClick={() => onMove(index, index + 1)}>
        <ArrowDown aria-hidden="true" />
      </Button>
    </>
  );
}

export { moveItem } from '@/components/ui/drag-reorder';
