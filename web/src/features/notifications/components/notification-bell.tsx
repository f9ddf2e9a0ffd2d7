import { Messages, PublicRoutes, type ReaderNotificationItem } from '@notebook/contracts';
import { Bell, CheckCircle2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { loadedItems, useMarkNotificationRead, useReaderNotifications } from '../api/reader-notification-calls';
import { useNotificationSocket } from '../hooks/use-notification-socket';

/**
 * The reader's notification bell (spec sections 2 and 9): the unread count on the bell, a list 375px
 * high that loads 3 more whenever its end comes into view, kept live by the socket.
 */
export function NotificationBell() {
  useNotificationSocket();
  const notifications = useReaderNotifications();
  const unread = notifications.data?.pages[0]?.unreadCount ?? 0;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
        >
          <Bell aria-hidden="true" />
          {unread > 0 && (
            <span
              aria-hidden="true"
              className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-danger px-1 text-center text-[11px] leading-5 font-semibold text-on-danger tabular-nums"
            >
              {unread > 99 ? '99+' : unread}
            </span>
          )}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-[min(22rem,calc(100vw-1rem))]">
        <DropdownMenuLabel className="text-sm font-semibold text-ink">Notifications</DropdownMenuLabel>
        <NotificationList />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function NotificationList() {
  const notifications = useReaderNotifications();
  const items = loadedItems(notifications.data);
  const end = useMoreOnEnd(notifications);
  if (notifications.isPending) return <Spinner className="mx-auto my-6" />;
  if (notifications.isError)
    return (
      <p role="alert" className="px-3 py-6 text-center text-sm text-danger">
        {notifications.error.message}
      </p>
    );
  if (items.length === 0)
    return <p className="px-3 py-6 text-center text-sm text-ink-muted">{Messages.noNotificationsFound}</p>;
  return (
    <div className="max-h-[375px] overflow-y-auto">
      <div className="divide-y divide-line">
        {items.map((item) => (
          <NotificationItem key={item.notificationID} item={item} />
        ))}
      </div>
      <div ref={end} className="h-px" />
      {notifications.isFetchingNextPage && <Spinner className="mx-auto my-2" />}
    </div>
  );
}

/** A sentinel under the list: once it shows (on scroll, or while the list is short), the next 3 load. */
function useMoreOnEnd(notifications: ReturnType<typeof useReaderNotifications>) {
  const end = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = notifications;
  useEffect(() => {
    const sentinel = end.current;
    if (!sentinel || !hasNextPage || isFetchingNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) void fetchNextPage();
    });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  return end;
}

function NotificationItem({ item }: { item: ReaderNotificationItem }) {
  const navigate = useNavigate();
  const markRead = useMarkNotificationRead();
  const isNew = item.readerNotificationStatus === 'NEW';
  const open = () => {
    if (isNew) markRead.mutate(item.notificationReaderID);
    navigate(targetOf(item));
  };
  return (
    <DropdownMenuItem onSelect={open} className="flex items-start gap-3">
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="font-medium text-ink [overflow-wrap:anywhere]">{item.notificationTopic}</span>
        <span className="line-clamp-2 text-xs text-ink-muted">{plainText(item.content)}</span>
        {/* The server words the send on Sydney's clock; the label says so. */}
        <span className="text-xs text-ink-muted tabular-nums">{item.notificationUpdatedDateStr} Sydney time</span>
      </span>
      {isNew ? (
        <span className="rounded-full bg-accent px-2 py-0.5 text-xs font-semibold text-on-accent">New</span>
      ) : (
        <CheckCircle2 role="img" aria-label="Read" className="!text-success" />
      )}
    </DropdownMenuItem>
  );
}

/** The webinar's page, or the lessons page of the topic. */
function targetOf(item: ReaderNotificationItem): string {
  if (item.notificationType === 'WEBINAR' && item.webinarID)
    return `${PublicRoutes.webinar}?webinarID=${encodeURIComponent(item.webinarID)}`;
  return paths.public.lessons.getHref(item.topicID ?? undefined);
}

/** The rich text's words, for a two-line preview. */
function plainText(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}
