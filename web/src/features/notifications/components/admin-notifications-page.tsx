import type { AdminNotification, AdminNotificationStatus } from '@notebook/contracts';
import { Messages } from '@notebook/contracts';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { AddLink, type ListColumn, ListTable, PagedQueryView } from '@/components/ui/admin-list';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LabelledSelect } from '@/components/ui/form';
import { PageHeader } from '@/components/ui/page-header';
import { Dot } from '@/components/ui/status-dot';
import { usePagedFilters } from '@/hooks/use-search-paging';
import {
  NOTIFICATIONS_PAGE_SIZE,
  type NotificationsFilter,
  useNotificationsPage,
  useWithdrawNotification,
} from '../api/admin-notification-calls';
import {
  audienceOf,
  editHref,
  sendTimeOf,
  statusLabel,
  statusTone,
  typeLabel,
  useCanEditNotifications,
} from './notification-format';

/** /admin/notification: notifications, newest composed first, 20 a page, filtered by status. */
export function AdminNotificationsPage({ title, description }: { title: string; description: string }) {
  const canEdit = useCanEditNotifications();
  const { filters, setFilter, page, setPage } = usePagedFilters<Omit<NotificationsFilter, 'page'>>({ status: '' });
  const notifications = useNotificationsPage({ ...filters, page });
  const paging = { page, onPage: setPage, pageSize: NOTIFICATIONS_PAGE_SIZE };
  return (
    <section>
      <PageHeader
        title={title}
        description={description}
        actions={canEdit && <AddLink to={editHref()}>Add Notification</AddLink>}
      />
      <div className="mb-4 max-w-60">
        <LabelledSelect
          label="Status"
          value={filters.status}
          onChange={(event) => setFilter('status', event.target.value as AdminNotificationStatus | '')}
        >
          {statusChoices.map(([status, label]) => (
            <option key={status} value={status}>
              {label}
            </option>
          ))}
        </LabelledSelect>
      </div>
      <PagedQueryView query={notifications} empty={Messages.noNotificationsFound} label="Notifications" {...paging}>
        {(data) => (
          <ListTable label="Notifications" columns={columns} minWidth="min-w-[60rem]">
            {data.pageData.map((notification) => (
              <NotificationRow key={notification.notificationID} notification={notification} canEdit={canEdit} />
            ))}
          </ListTable>
        )}
      </PagedQueryView>
    </section>
  );
}

const statusChoices = [['', 'All'], ...Object.entries(statusLabel)];

const columns: readonly ListColumn[] = [
  'Topic',
  'Type',
  'Audience',
  'Status',
  'Send time',
  { label: 'Read / recipients', align: 'right' },
  '',
];

function NotificationRow({ notification, canEdit }: { notification: AdminNotification; canEdit: boolean }) {
  const withdraw = useWithdrawNotification();
  const [confirming, setConfirming] = useState(false);
  const { notificationID, notificationTopic, status } = notification;
  return (
    <tr className="align-top">
      <th scope="row" className="max-w-64 px-4 py-3 text-left font-medium text-ink [overflow-wrap:anywhere]">
        {notificationTopic}
      </th>
      <td className="px-4 py-3 text-ink">{typeLabel[notification.notificationType]}</td>
      <td className="px-4 py-3 whitespace-nowrap text-ink">{audienceOf(notification)}</td>
      <td className="px-4 py-3 whitespace-nowrap">
        <span className="inline-flex items-center gap-2">
          <Dot label={statusLabel[status]} tone={statusTone[status]} />
          {statusLabel[status]}
        </span>
      </td>
      <td className="px-4 py-3 whitespace-nowrap text-ink tabular-nums">{sendTimeOf(notification)}</td>
      <td className="px-4 py-3 text-right text-ink tabular-nums">
        {notification.readCount} / {notification.recipients}
      </td>
      <td className="px-4 py-1.5">
        {canEdit && (
          <div className="flex flex-wrap justify-end gap-1.5">
            {status === 'SCHEDULED' && (
              <Button asChild variant="secondary" size="sm">
                <Link to={editHref(notificationID)} aria-label={`Edit notification ${notificationTopic}`}>
                  <Pencil aria-hidden="true" /> Edit
                </Link>
              </Button>
            )}
            {status !== 'WITHDRAWN' && (
              <Button size="sm" variant="ghost" disabled={withdraw.isPending} onClick={() => setConfirming(true)}>
                Withdraw
              </Button>
            )}
          </div>
        )}
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title="Withdraw notification"
          body={`Withdraw ${notificationTopic}? Readers will no longer see it.`}
          onConfirm={() => withdraw.mutate(notificationID)}
        />
      </td>
    </tr>
  );
}
