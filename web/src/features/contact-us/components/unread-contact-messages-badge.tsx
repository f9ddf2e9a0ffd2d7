import { useUnreadContactMessageCount } from '../api/get-paged-contact-messages';

/** New messages keep arriving while an admin works; the sidebar looks again this often. */
const UNREAD_REFRESH_MS = 60_000;

/** The number of unread Contact Us messages, for the admin sidebar; nothing when there are none. */
export function UnreadContactMessagesBadge() {
  const unread = useUnreadContactMessageCount({ refetchInterval: UNREAD_REFRESH_MS });
  if (!unread.data) return null;
  return (
    <>
      <span
        aria-hidden="true"
        className="rounded-full bg-accent px-1.5 py-px text-xs font-semibold text-on-accent tabular-nums"
      >
        {unread.data}
      </span>
      <span className="sr-only"> ({unread.data} unread)</span>
    </>
  );
}
