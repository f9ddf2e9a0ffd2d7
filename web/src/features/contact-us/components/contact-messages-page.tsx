import {
  Messages,
  Privileges,
  hasPrivilege,
  type ContactMessage,
  type ContactMessageStatus,
} from '@notebook/contracts';
import { MailOpen } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { Pager } from '@/components/ui/pager';
import { PageSpinner } from '@/components/ui/spinner';
import { Dot } from '@/components/ui/status-dot';
import { useLoggedInUser } from '@/lib/auth-store';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format-date';
import { useAcknowledgeContactMessage } from '../api/acknowledge-contact-message';
import {
  CONTACT_MESSAGES_PAGE_SIZE,
  usePagedContactMessages,
  useUnreadContactMessageCount,
} from '../api/get-paged-contact-messages';

/** The spec's status words: ACK = Read, NAK = Not Read. */
const statusLabel: Record<ContactMessageStatus, string> = { ACK: 'Read', NAK: 'Not Read' };

/** The filter, kept in `?filter=` so a reload or a shared link shows the same list. */
const filters = [
  { id: 'all', label: 'All', status: undefined, empty: 'No messages yet.' },
  { id: 'unread', label: 'Not Read', status: 'NAK', empty: 'No unread messages.' },
  { id: 'read', label: 'Read', status: 'ACK', empty: 'No read messages.' },
] as const satisfies readonly { id: string; label: string; status: ContactMessageStatus | undefined; empty: string }[];
type Filter = (typeof filters)[number];

export type ContactUsPermissions = { view: boolean; acknowledge: boolean };

/** Which controls to offer; the server checks the same privileges on every call. */
export function useContactUsPermissions(): ContactUsPermissions {
  const user = useLoggedInUser();
  if (!user) return { view: false, acknowledge: false };
  return {
    view: hasPrivilege(user.privileges, Privileges.contactUs.view),
    acknowledge: hasPrivilege(user.privileges, Privileges.contactUs.acknowledge),
  };
}

/**
 * /admin/contact-us: the messages visitors and readers sent through Contact Us, newest first, 20 a
 * page, filtered All / Not Read / Read; with the acknowledge privilege an unread one can be marked read.
 */
export function ContactMessagesPage({ title, description }: { title: string; description: string }) {
  const permissions = useContactUsPermissions();
  return (
    <section>
      <PageHeader title={title} description={description} />
      {permissions.view ? (
        <ContactMessages canAcknowledge={permissions.acknowledge} />
      ) : (
        <p role="alert" className="text-ink-muted">
          {Messages.accessDenied}
        </p>
      )}
    </section>
  );
}

function useListState() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = filters.find((candidate) => candidate.id === searchParams.get('filter')) ?? filters[0];
  const pageParam = Number(searchParams.get('page'));
  const page = Number.isInteger(pageParam) && pageParam > 1 ? pageParam - 1 : 0;
  const update = (next: { filter: Filter; page: number }) =>
    setSearchParams(() => {
      const params = new URLSearchParams();
      if (next.filter.id !== 'all') params.set('filter', next.filter.id);
      if (next.page > 0) params.set('page', String(next.page + 1));
      return params;
    });
  return {
    filter,
    page,
    setFilter: (next: Filter) => update({ filter: next, page: 0 }),
    setPage: (next: number) => update({ filter, page: next }),
  };
}

function ContactMessages({ canAcknowledge }: { canAcknowledge: boolean }) {
  const { filter, page, setFilter, setPage } = useListState();
  const messages = usePagedContactMessages({ page, messageStatus: filter.status });
  const unread = useUnreadContactMessageCount();

  const emptyLaterPage =
    messages.data !== undefined && !messages.isPlaceholderData && messages.data.pageData.length === 0 && page > 0;
  useEffect(() => {
    // The last message of a later page went away (read under the Not Read filter): show the page before.
    if (emptyLaterPage) setPage(page - 1);
  }, [emptyLaterPage, page, setPage]);

  return (
    <>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <FilterControl value={filter} onChange={setFilter} />
        {unread.data !== undefined && (
          <p aria-live="polite" className="text-sm text-ink-muted tabular-nums">
            {unread.data} unread
          </p>
        )}
      </div>
      {messages.isPending || emptyLaterPage || (messages.isPlaceholderData && messages.data.pageData.length === 0) ? (
        <PageSpinner />
      ) : messages.isError ? (
        <p role="alert" className="text-danger">
          {messages.error.message}
        </p>
      ) : messages.data.pageData.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line p-10 text-center text-ink-muted">{filter.empty}</p>
      ) : (
        <>
          <MessageTable
            messages={messages.data.pageData}
            canAcknowledge={canAcknowledge}
            busy={messages.isPlaceholderData}
          />
          <Pager
            label="Contact messages"
            page={page}
            pageSize={CONTACT_MESSAGES_PAGE_SIZE}
            total={messages.data.totalNoOfRecords}
            onPage={setPage}
          />
        </>
      )}
    </>
  );
}

/**
 * All / Not Read / Read as a segmented control: native radios, so arrows and Tab work as usual. The
 * choice shows at once; the URL (and so `value`) follows a moment later, the router navigating async.
 */
function FilterControl({ value, onChange }: { value: Filter; onChange: (filter: Filter) => void }) {
  const name = useId();
  const [selected, setSelected] = useState(value.id);
  const [shownValue, setShownValue] = useState(value.id);
  if (value.id !== shownValue) {
    setShownValue(value.id);
    setSelected(value.id);
  }
  return (
    <fieldset className="inline-flex rounded-lg border border-line bg-surface p-0.5 shadow-xs">
      <legend className="sr-only">Show messages</legend>
      {filters.map((filter) => (
        <label key={filter.id} className="relative">
          <input
            type="radio"
            name={name}
            value={filter.id}
            checked={filter.id === selected}
            onChange={() => {
              setSelected(filter.id);
              onChange(filter);
            }}
            className="peer absolute inset-0 cursor-pointer opacity-0"
          />
          <span
            className={cn(
              'pointer-events-none block rounded-md px-3.5 py-1.5 text-sm font-medium whitespace-nowrap text-ink-muted transition-colors',
              'peer-hover:text-ink peer-checked:bg-accent-soft peer-checked:text-accent-strong',
              'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-1 peer-focus-visible:outline-ring',
            )}
          >
            {filter.label}
          </span>
        </label>
      ))}
    </fieldset>
  );
}

const headerCell = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-ink-muted uppercase';

function MessageTable({
  messages,
  canAcknowledge,
  busy,
}: {
  messages: ContactMessage[];
  canAcknowledge: boolean;
  busy: boolean;
}) {
  return (
    <div className="overflow-hidden rounded-2xl border border-line bg-surface shadow-xs md:overflow-x-auto">
      {/* Below md each row is a card: sender and status, then when, the message and the button. */}
      <table
        aria-label="Contact messages"
        aria-busy={busy || undefined}
        className={cn('w-full border-collapse text-sm max-md:block md:min-w-[48rem]', busy && 'opacity-60')}
      >
        <thead className="border-b border-line bg-surface-muted/60 max-md:hidden">
          <tr>
            <th scope="col" className={headerCell}>
              Received
            </th>
            <th scope="col" className={headerCell}>
              From
            </th>
            <th scope="col" className={cn(headerCell, 'w-full')}>
              Message
            </th>
            <th scope="col" className={headerCell}>
              Status
            </th>
            {canAcknowledge && (
              <th scope="col" className={headerCell}>
                <span className="sr-only">Actions</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-line max-md:block">
          {messages.map((message) => (
            <MessageRow key={message.contactMessageID} message={message} canAcknowledge={canAcknowledge} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function DateTime({ value }: { value: string }) {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return (
    <time dateTime={date.toISOString()} className="tabular-nums">
      {formatDateTime(date)}
    </time>
  );
}

function MessageRow({ message, canAcknowledge }: { message: ContactMessage; canAcknowledge: boolean }) {
  const acknowledge = useAcknowledgeContactMessage();
  const senderID = useId();
  const unread = message.messageStatus === 'NAK';
  return (
    <tr
      className={cn(
        'align-top max-md:grid max-md:grid-cols-[minmax(0,1fr)_auto] max-md:gap-x-3 max-md:gap-y-1.5 max-md:p-4',
        unread && 'bg-accent-soft/40',
      )}
    >
      <td className="px-4 py-3 whitespace-nowrap text-ink-muted max-md:order-3 max-md:col-span-2 max-md:p-0 max-md:text-xs">
        <DateTime value={message.receivedAt} />
      </td>
      <th scope="row" id={senderID} className="px-4 py-3 text-left font-normal max-md:order-1 max-md:p-0 md:min-w-56">
        <span className={cn('block break-words text-ink', unread ? 'font-semibold' : 'font-medium')}>
          {message.contactName}
        </span>
        <a
          href={`mailto:${message.email}`}
          className="block text-accent-strong [overflow-wrap:anywhere] hover:underline md:[overflow-wrap:break-word]"
        >
          {message.email}
        </a>
      </th>
      <td className="px-4 py-3 max-md:order-4 max-md:col-span-2 max-md:p-0">
        {/* Plain text: React escapes it, so markup shows as typed; line breaks are kept, long words wrap. */}
        <p className="whitespace-pre-wrap text-ink [overflow-wrap:anywhere]">{message.message}</p>
      </td>
      <td className="px-4 py-3 whitespace-nowrap max-md:order-2 max-md:p-0">
        <span className="inline-flex items-center gap-2">
          <Dot
            label={statusLabel[message.messageStatus]}
            tone={unread ? 'warning' : 'success'}
            data-status={message.messageStatus}
          />
          <span aria-hidden="true" className={unread ? 'font-medium text-ink' : 'text-ink-muted'}>
            {statusLabel[message.messageStatus]}
          </span>
        </span>
      </td>
      {canAcknowledge && (
        <td className="px-4 py-2 text-right max-md:order-5 max-md:col-span-2 max-md:p-0 max-md:text-left max-md:empty:hidden">
          {unread && (
            <Button
              variant="secondary"
              size="sm"
              aria-describedby={senderID}
              aria-busy={acknowledge.isPending || undefined}
              disabled={acknowledge.isPending}
              onClick={() => acknowledge.mutate({ contactMessageID: message.contactMessageID })}
            >
              <MailOpen aria-hidden="true" />
              Mark as read
            </Button>
          )}
        </td>
      )}
    </tr>
  );
}
