import type { ReactNode } from 'react';
import { TickBox } from '@/components/ui/tick-box';

type TickListProps<Item> = {
  legend: string;
  items: readonly Item[];
  idOf: (item: Item) => string;
  labelOf: (item: Item) => ReactNode;
  /** The ticked ids. */
  value: readonly string[];
  /** The ticked ids after a change, in the order of `items`. */
  onChange: (ids: string[]) => void;
  /** Said instead of the boxes when there are no items; absent while they load. */
  empty?: string;
  disabled?: boolean;
  error?: string;
  /** Lays the boxes out, e.g. in columns. */
  className?: string;
};

/** A fieldset of tick boxes that picks some of a list's items by id (an admin's roles, a reader's groups). */
export function TickList<Item>({
  legend,
  items,
  idOf,
  labelOf,
  value,
  onChange,
  empty,
  disabled,
  error,
  className = 'flex flex-col gap-1',
}: TickListProps<Item>) {
  const ticked = new Set(value);
  const toggle = (id: string, on: boolean) =>
    onChange(items.map(idOf).filter((each) => (each === id ? on : ticked.has(each))));
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 text-sm font-medium text-ink">{legend}</legend>
      {empty && items.length === 0 && <p className="text-sm text-ink-muted">{empty}</p>}
      <div className={className}>
        {items.map((item) => (
          <TickBox
            key={idOf(item)}
            checked={ticked.has(idOf(item))}
            disabled={disabled}
            onChange={(on) => toggle(idOf(item), on)}
            label={labelOf(item)}
          />
        ))}
      </div>
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
