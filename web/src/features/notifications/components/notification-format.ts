import { hasPrivilege, Privileges, type AdminNotification, type AdminNotificationStatus } from '@notebook/contracts';
import { paths } from '@/config/paths';
import { useLoggedInUser } from '@/lib/auth-store';
import { formatDateTime } from '@/lib/format-date';

export const SYDNEY = 'Australia/Sydney';

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
  const user = useLoggedInUser();
  return !!user && hasPrivilege(user.privileges, Privileges.notification.addEdit);
}

/** Sydney's offset from UTC at an instant, in ms ('GMT+11:00' in summer). */
function sydneyOffsetMs(instant: number): number {
  const zoneName = new Intl.DateTimeFormat('en-US', { timeZone: SYDNEY, timeZoneName: 'longOffset' })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value;
  const [, sign = '+', hours = '10', minutes = '00'] = /GMT([+-])(\d{2}):(\d{2})/.exec(zoneName ?? '') ?? [];
  return (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) * 60_000;
}

/** 'YYYY-MM-DDTHH:mm' on Sydney's clock, for a datetime-local field. */
export const toSydneyInput = (iso: string) => {
  const instant = Date.parse(iso);
  return new Date(instant + sydneyOffsetMs(instant)).toISOString().slice(0, 16);
};

/** The instant a Sydney wall-clock 'YYYY-MM-DDTHH:mm' names (the offset read at the guess, then again). */
export function fromSydneyInput(local: string): string {
  const wall = Date.parse(`${local}Z`);
  const guess = wall - sydneyOffsetMs(wall);
  return new Date(wall - sydneyOffsetMs(guess)).toISOString();
}
