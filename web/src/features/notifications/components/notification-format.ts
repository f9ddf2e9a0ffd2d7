import { Privileges, type AdminNotification, type AdminNotificationStatus } from '@notebook/contracts';
import { paths } from '@/config/paths';
import { useHoldsPrivilege } from '@/lib/auth-store';
import { formatDateTime } from '@/lib/format-date';

export const statusLabel: Record<AdminNotificationStatus, string> = {
  SCHEDULED: 'Scheduled',
  SENT: 'Sent',
  WITHDRAWN: 'Withdrawn',
};

export const typeLabel = { WEBINAR: 'Webinar', TOPIC: 'Topic' } as const;

export const statusTone = { SCHEDULED: 'info', SENT: 'success', WITHDRAWN: 'muted' } as const;

export const listHref = paths.admin.notification.getHref();

export const editHref = (notificationID?: string) =>
  notificationID
    ? `${paths.admin.notificationAddEdit.getHref()}?notificationID=${encodeURIComponent(notificationID)}`
    : paths.admin.notificationAddEdit.getHref();

/** Whom it is for: everyone, or the number of groups and readers named. */
export function audienceOf(notification: AdminNotification): string {
  if (notification.publishingType === 'ALL') return 'All readers';
  const { readerGroupIDs, readerIDs } = notification;
  return `${readerGroupIDs.length} group(s), ${readerIDs.length} reader(s)`;
}

/** When it went, or is due to go: DD/MM/YYYY HH:mm:ss in the admin's zone. */
export function sendTimeOf(notification: AdminNotification): string {
  const when = notification.sentAt ?? notification.sendAt;
  return when ? formatDateTime(new Date(when)) : '-';
}

export function useCanEditNotifications(): boolean {
  return useHoldsPrivilege(Privileges.notification.addEdit);
}
