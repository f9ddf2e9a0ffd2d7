import type { ContentStatus } from '@notebook/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { QueryView } from '@/components/ui/admin-list';
import { DragHandle, DropIndicator, useSavedOrder } from '@/components/ui/drag-reorder';
import { RowActions } from '@/components/ui/row-actions';
import { StatusDot } from '@/components/ui/status-dot';
import { itemKind, type OrderedPricingDescription } from './ordered-pricing';
import type { PricingPermissions } from './pricing-permissions';

type OrderedPricingListProps<Item extends { status: ContentStatus }> = {
  list: OrderedPricingDescription<Item>;
  query: UseQueryResult<Item[]>;
  permissions: PricingPermissions;
  reorder: { isPending: boolean; mutate: (ids: string[]) => void };
  toggleStatus: (item: Item) => void;
};

/**
 * An admin list kept in an order admins set (pricing categories and terms): each row with its status,
 * name and details, dragged by its handle or moved with the arrows (the whole new order is sent),
 * made active or inactive, and opened for editing. Viewers see the list without the controls.
 */
export function OrderedPricingList<Item extends { status: ContentStatus }>(props: OrderedPricingListProps<Item>) {
  const { list, query, permissions, reorder, toggleStatus } = props;
  const { idOf, nameOf } = list;
  const kind = itemKind(list);
  const navigate = useNavigate();
  const items = query.data ?? [];
  const { move, drag } = useSavedOrder(items, reorder, (reordered) => reordered.map(idOf));
  return (
    <QueryView query={query} isEmpty={(data) => data.length === 0} empty={list.empty}>
      {(data) => (
        <ul
          aria-label={list.plural}
          className="flex flex-col divide-y divide-line rounded-2xl border border-line bg-surface shadow-xs"
        >
          {data.map((item, index) => {
            const id = idOf(item);
            const name = nameOf(item);
            const handle = permissions.edit ? drag(index) : undefined;
            return (
              <li
                key={id}
                aria-label={name}
                className="relative flex items-start gap-3 px-4 py-3 data-[dragging]:opacity-50"
                {...handle?.targetProps}
              >
                {handle && <DropIndicator position={handle.indicator} />}
                {handle && <DragHandle name={`${kind} ${name}`} item={handle} />}
                <StatusDot status={item.status} className="mt-1.5" />
                <div className="min-w-0 flex-1">
                  <p className={item.status === 'ACT' ? 'font-medium text-ink' : 'font-medium text-ink-muted'}>
                    {name}
                  </p>
                  <div className="mt-0.5 text-sm text-ink-muted">{list.details(item)}</div>
                </div>
                {permissions.edit && (
                  <RowActions
                    kind={kind}
                    name={name}
                    status={item.status}
                    position={{ index, count: data.length }}
                    onEdit={() => navigate(list.addEditHref(id))}
                    onToggleStatus={() => toggleStatus(item)}
                    onMove={(step) => move(index, index + step)}
                  />
                )}
              </li>
            );
          })}
        </ul>
      )}
    </QueryView>
  );
}
