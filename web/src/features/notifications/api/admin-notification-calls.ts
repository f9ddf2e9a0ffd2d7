import { ApiPaths, type AdminNotificationStatus } from '@notebook/contracts';
import {
  announced,
  callOf,
  callWith,
  fixedQuery,
  mutationInvalidating,
  pageInput,
  quiet,
  readByID,
  searchPages,
} from '@/lib/api-hooks';

/** The admins' notification calls (docs/notifications.md), under ['notifications','admin']. */
const adminRoot = ['notifications', 'admin'] as const;
export const NOTIFICATIONS_PAGE_SIZE = 20;
/** The pickers' lists: one page of the most a page may hold. */
const PICKER_ROWS = 100;

export type NotificationsFilter = { status: AdminNotificationStatus | ''; page: number };

export const useNotificationsPage = searchPages(
  ApiPaths.adminNotification.getPagedNotifications,
  [...adminRoot, 'page'],
  (filter: NotificationsFilter) => pageInput(filter, NOTIFICATIONS_PAGE_SIZE),
);

export const useNotification = readByID(ApiPaths.adminNotification.getNotificationByID, 'id', [
  ...adminRoot,
  'one',
]).useByID;

/** 'Successfully saved / updated'; without `sendAt` it goes out at once. */
export const useSaveNotification = mutationInvalidating(
  callOf(ApiPaths.adminNotification.saveUpdateNotification, announced),
  adminRoot,
);

/** 'Successfully updated': readers no longer see it; its read count stays. */
export const useWithdrawNotification = mutationInvalidating(
  callWith(ApiPaths.adminNotification.withdrawNotification, announced, (notificationID: string) => ({
    notificationID,
  })),
  adminRoot,
);

// ---- the form's pickers ----

export const webinarChoices = fixedQuery([...adminRoot, 'webinars'], () =>
  callOf(ApiPaths.adminWebinar.getPagedWebinars, quiet)({ page: 0, rows: PICKER_ROWS }),
);

export const readerGroupChoices = fixedQuery([...adminRoot, 'reader-groups'], () =>
  callOf(ApiPaths.adminReaderGroup.getPagedReaderGroups, quiet)({ page: 0, rows: PICKER_ROWS }),
);

/** Readers whose name or e-mail holds the search text. */
export const useReaderSearch = searchPages(
  ApiPaths.adminReader.getPagedReaders,
  [...adminRoot, 'readers'],
  (searchKey: string) => ({
    searchKey: searchKey || undefined,
    page: 0,
    rows: NOTIFICATIONS_PAGE_SIZE,
  }),
);
