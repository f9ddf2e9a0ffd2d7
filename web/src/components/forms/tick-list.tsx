import type { ReactNode } from 'react';
import { TickBox } from '@/components/ui/tick-box';

type TickListProps<Item> = {
  legend: string;
  items: readonly Item[];
  idOf: (item: Item) => string;
  labelOf: (item: Item) => ReactNode;
  /** The ticked ids. */
  value: readonly string[];
  /** The ticked ids after a change, in the order of `items` (unless `keepUnlisted`). */
  onChange: (ids: string[]) => void;
  /**
   * Ticked ids the list does not show (a plan since made inactive) stay ticked; a box ticked now goes
   * last. Without it, a change keeps only the listed items.
   */
  keepUnlisted?: boolean;
  /** Said instead of the boxes when there are no items; absent while they load. */
  empty?: string;
  disabled?: boolean;
  error?: string;
  /** Lays the boxes out, e.g. in columns. */
  className?: string;
};

/** A fieldset of tick boxes that picks some of a list's items by id (an admin's roles, a reader's groups, a webinar's audience). */
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
  keepUnlisted = false,
}: TickListProps<Item>) {
  const ticked = new Set(value);
  const toggle = (id: string, on: boolean) =>
    onChange(
      keepUnlisted
        ? on
          ? [...value, id]
          : value.filter((each) => each !== id)
        : items.map(idOf).filter((each) => (each === id ? on : ticked.has(each))),
    );
  return (
    <fieldset className="flex min-w-0 flex-col gap-1">
      <legend className="mb-1 text-sm font-medium text-ink">{legend}</legend>
      {empty && items.length === 0 && <p className="text-sm text-ink-muted">{empty}</p>}
      {items.length > 0 && (
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
      )}
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
