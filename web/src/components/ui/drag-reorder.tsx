import { GripVertical } from 'lucide-react';
import { useRef, useState, type DragEvent } from 'react';
import { cn } from '@/lib/cn';

/** Where the dragged item would land: before or after the item under the pointer. */
export type DropPosition = 'before' | 'after';

/** What a card needs to take part in a drag: the handle's and the drop target's props. */
export type DragItem = {
  /** Spread on the grip handle (the only draggable part, so text in an open card stays selectable). */
  handleProps: {
    draggable: true;
    onDragStart: (event: DragEvent<HTMLElement>) => void;
    onDragEnd: () => void;
  };
  /** Spread on the card (the drop target). */
  targetProps: {
    onDragOver: (event: DragEvent<HTMLElement>) => void;
    onDragLeave: (event: DragEvent<HTMLElement>) => void;
    onDrop: (event: DragEvent<HTMLElement>) => void;
    'data-dragging'?: true;
  };
  /** The drop indicator to show on this card, if any. */
  indicator: DropPosition | null;
};

/**
 * HTML5 drag and drop for one list of cards. Dropping on a card moves the dragged one to that card's
 * place: after it when dragged down, before it when dragged up (so no geometry is needed). Events of
 * a drag that did not start in this list (e.g. a KFP question dragged inside an open case card, a topic
 * inside an open chapter) are
 * left alone, and the list's own events do not reach an outer list.
 */
export function useDragReorder({
  disabled = false,
  onReorder,
}: {
  disabled?: boolean;
  onReorder: (from: number, to: number) => void;
}) {
  const from = useRef<number | null>(null);
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);

  const end = () => {
    from.current = null;
    setDragging(null);
    setOver(null);
  };

  return (index: number): DragItem => ({
    handleProps: {
      draggable: true,
      onDragStart: (event) => {
        event.stopPropagation();
        if (disabled) {
          event.preventDefault();
          return;
        }
        from.current = index;
        setDragging(index);
        const transfer = event.dataTransfer as DataTransfer | null;
        if (transfer) {
          transfer.effectAllowed = 'move';
          // Firefox starts a drag only with some data.
          transfer.setData('text/plain', String(index));
          const card = event.currentTarget.closest('li');
          if (card && typeof transfer.setDragImage === 'function') transfer.setDragImage(card, 16, 16);
        }
      },
      onDragEnd: end,
    },
    targetProps: {
      onDragOver: (event) => {
        if (from.current === null) return;
        event.preventDefault();
        event.stopPropagation();
        const transfer = event.dataTransfer as DataTransfer | null;
        if (transfer) transfer.dropEffect = 'move';
        if (over !== index) setOver(index);
      },
      onDragLeave: (event) => {
        if (from.current === null) return;
        event.stopPropagation();
        // Leaving for a child of the same card is not leaving the card.
        if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
        setOver((current) => (current === index ? null : current));
      },
      onDrop: (event) => {
        const start = from.current;
        if (start === null) return;
        event.preventDefault();
        event.stopPropagation();
        end();
        if (start !== index) onReorder(start, index);
      },
      ...(dragging === index ? { 'data-dragging': true as const } : {}),
    },
    indicator:
      dragging === null || over === null || over !== index || dragging === index
        ? null
        : dragging < index
          ? 'after'
          : 'before',
  });
}

/** The visible grip a card is dragged by. */
export function DragHandle({ name, item }: { name: string; item: DragItem }) {
  return (
    <span
      {...item.handleProps}
      role="img"
      aria-label={`Drag ${name}`}
      title="Drag to reorder"
      className="flex shrink-0 cursor-grab touch-none items-center rounded p-0.5 text-ink-muted hover:bg-surface-muted hover:text-ink active:cursor-grabbing"
    >
      <GripVertical aria-hidden="true" className="size-4" />
    </span>
  );
}

/** The line where the dragged card would land (the card must be `relative`). */
export function DropIndicator({ position }: { position: DropPosition | null }) {
  if (!position) return null;
  return (
    <span
      aria-hidden="true"
      data-drop-indicator={position}
      className={cn(
        'pointer-events-none absolute inset-x-1 h-0.5 rounded-full bg-accent',
        position === 'before' ? '-top-1.5' : '-bottom-1.5',
      )}
    />
  );
}

/**
 * A list the user may reorder in this view only (AKT and KFP(MSQ): the spec keeps their order on the
 * server as stored). Items added later go to the end, removed ones drop out; a reload shows the stored order.
 */
export function useLocalOrder<T>(
  items: readonly T[],
  idOf: (item: T) => string,
): [T[], (from: number, to: number) => void] {
  const [order, setOrder] = useState<readonly string[] | null>(null);
  let ordered = [...items];
  if (order) {
    const rank = new Map(order.map((id, index) => [id, index]));
    const known = items
      .filter((item) => rank.has(idOf(item)))
      .sort((a, b) => (rank.get(idOf(a)) ?? 0) - (rank.get(idOf(b)) ?? 0));
    ordered = [...known, ...items.filter((item) => !rank.has(idOf(item)))];
  }
  return [ordered, (from, to) => setOrder(moveItem(ordered, from, to).map(idOf))];
}

/** The list with the item at `from` moved to `to`. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/**
 * The reordering of a list whose whole new order is saved at once: `move` (the up/down buttons) and a
 * drop both send `saveOrder` the input `inputOf` makes from the items in their new order; a drag
 * waits while a save is under way.
 */
export function useSavedOrder<T, I>(
  items: readonly T[],
  saveOrder: { mutate: (input: I) => void; isPending: boolean },
  inputOf: (reordered: T[]) => I,
) {
  const move = (from: number, to: number) => saveOrder.mutate(inputOf(moveItem(items, from, to)));
  const drag = useDragReorder({ disabled: saveOrder.isPending, onReorder: move });
  return { move, drag };
}
