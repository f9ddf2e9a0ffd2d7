import {
  ApiPaths,
  READER_NOTIFICATIONS_PAGE,
  type ReaderNotificationItem,
  type ReaderNotificationsPage,
} from '@notebook/contracts';
import {
  type InfiniteData,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { announced, callWith, silent } from '@/lib/api-hooks';

/** The reader's bell (docs/notifications.md): pages of 3, newest sent first, grown by 3 on scroll; a failed read shows in the bell, not as a toast. */
export const readerNotificationsKey = ['notifications', 'reader'] as const;
type BellPages = InfiniteData<ReaderNotificationsPage, unknown>;

const getReaderNotifications = callWith(ApiPaths.reader.getPagedNotificationsByReaderID, silent, (page: number) => ({
  page,
  rows: READER_NOTIFICATIONS_PAGE,
}));

export const useReaderNotifications = () =>
  useInfiniteQuery({
    queryKey: readerNotificationsKey,
    queryFn: ({ pageParam }) => getReaderNotifications(pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages, lastPage) =>
      pages.reduce((shown, page) => shown + page.pageData.length, 0) < last.totalNoOfRecords ? lastPage + 1 : undefined,
  });

/** Every item loaded so far, once each (a live item shifts the pages, so a later page may repeat one). */
export function loadedItems(pages: BellPages | undefined): ReaderNotificationItem[] {
  const seen = new Set<string>();
  return (pages?.pages ?? [])
    .flatMap((page) => page.pageData)
    .filter((item) => !seen.has(item.notificationID) && seen.add(item.notificationID));
}

/** The newest notification the tab has: the socket's handshake names it so the missed ones are sent. */
export const newestNotificationID = (queryClient: QueryClient): string | undefined =>
  queryClient.getQueryData<BellPages>(readerNotificationsKey)?.pages[0]?.pageData[0]?.notificationID;

/** A pushed item goes on top of the first page and counts as unread, unless the tab has it already. */
export function addPushedNotification(queryClient: QueryClient, item: ReaderNotificationItem): void {
  queryClient.setQueryData<BellPages>(readerNotificationsKey, (cached) => {
    const first = cached?.pages[0];
    if (!cached || !first) return cached;
    if (loadedItems(cached).some((loaded) => loaded.notificationID === item.notificationID)) return cached;
    const unread = item.readerNotificationStatus === 'NEW' ? 1 : 0;
    const grown = {
      pageData: [item, ...first.pageData],
      totalNoOfRecords: first.totalNoOfRecords + 1,
      unreadCount: first.unreadCount + unread,
    };
    return { ...cached, pages: [grown, ...cached.pages.slice(1)] };
  });
}

function markReadInCache(queryClient: QueryClient, notificationReaderID: string): void {
  queryClient.setQueryData<BellPages>(readerNotificationsKey, (cached) => {
    if (!cached) return cached;
    const readOne = (item: ReaderNotificationItem) =>
      item.notificationReaderID === notificationReaderID
        ? { ...item, readerNotificationStatus: 'READ' as const }
        : item;
    const pages = cached.pages.map((page, index) => ({
      ...page,
      pageData: page.pageData.map(readOne),
      unreadCount: index === 0 ? Math.max(0, page.unreadCount - 1) : page.unreadCount,
    }));
    return { ...cached, pages };
  });
}

const markNotificationRead = callWith(ApiPaths.reader.updateReaderNotificationStatus, announced, (id: string) => ({
  id,
}));

/** Marks one read ('Successfully marked as read'); the bell shows it read at once. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: (_result, notificationReaderID) => markReadInCache(queryClient, notificationReaderID),
  });
}
