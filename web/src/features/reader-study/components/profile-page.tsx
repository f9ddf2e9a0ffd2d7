import {
  PublicRoutes,
  READER_PAGE_SIZE,
  type BookmarkItem,
  type Paged,
  type ReadItem,
  type ReaderNoteItem,
} from '@notebook/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { Bookmark, BookOpenCheck, NotebookPen, RotateCcw, Trash2 } from 'lucide-react';
import { useEffect, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Pager } from '@/components/ui/pager';
import { Spinner } from '@/components/ui/spinner';
import { useLoggedInUser } from '@/lib/auth-store';
import { cn } from '@/lib/cn';
import { formatDate, isoDate } from '@/lib/format-date';
import { usePagedBookmarks } from '../api/get-paged-bookmarks';
import { usePagedDeletedNotes } from '../api/get-paged-deleted-notes';
import { usePagedReaderNotes } from '../api/get-paged-reader-notes';
import { usePagedReaderReads } from '../api/get-paged-reader-reads';
import { useDeleteNoteFromTrash } from '../api/delete-note-from-trash';
import { useRestoreNoteFromTrash } from '../api/restore-note-from-trash';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SignInPrompt } from '@/components/ui/sign-in-prompt';

const tabs = [
  { id: 'bookmarks', label: 'Bookmarks' },
  { id: 'notes', label: 'My notes' },
  { id: 'reads', label: 'Reads' },
  { id: 'trash', label: 'Trash' },
] as const;
type TabId = (typeof tabs)[number]['id'];

const lessonHref = (lessonID: string, topicID: string) =>
  `${PublicRoutes.lessonNotes}?${new URLSearchParams({ topicID, lessonID }).toString()}`;
const markLabel: Record<ReadItem['lessonReading'], string> = {
  FIRST: '1st reading',
  SECOND: '2nd reading',
  THIRD_READING: '3rd reading',
};

/**
 * /public/profile: the reader's bookmarks, personal notes, reads and trash, each paged by 20.
 * `planSummary` (the reader's plan) and `readiness` (their practice accuracy), from other features,
 * are shown above the tabs.
 */
export function ProfilePage({ planSummary, readiness }: { planSummary?: ReactNode; readiness?: ReactNode }) {
  const user = useLoggedInUser();

  if (!user || user.user.userType !== 'READER') {
    return (
      <section aria-labelledby="profile-title" className="mx-auto w-full max-w-3xl">
        <h1 id="profile-title" className="mb-4 text-3xl font-semibold tracking-tight text-ink">
          Profile
        </h1>
        {user ? (
          <p className="text-ink-muted">
            The profile keeps a reader&apos;s bookmarks and notes; admin accounts have none.
          </p>
        ) : (
          <SignInPrompt>to see your bookmarks, notes and reads.</SignInPrompt>
        )}
      </section>
    );
  }

  const name = [user.user.firstName, user.user.lastName].filter(Boolean).join(' ') || user.user.email;
  return (
    <section aria-labelledby="profile-title" className="mx-auto w-full max-w-3xl">
      <p className="mb-1 text-xs font-semibold tracking-wider text-ink-muted uppercase">Profile</p>
      <h1 id="profile-title" className="text-3xl font-semibold tracking-tight text-ink">
        {name}
      </h1>
      <p className="mt-1 mb-8 text-ink-muted">{user.user.email}</p>
      {planSummary}
      {readiness}
      <ProfileTabs />
    </section>
  );
}

/** WAI-ARIA tabs; the open tab is kept in the URL (?tab=) so a reload or Back keeps it. */
function ProfileTabs() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const current: TabId = tabs.some((tab) => tab.id === requested) ? (requested as TabId) : 'bookmarks';
  const select = (id: TabId) => setSearchParams({ tab: id }, { replace: true });

  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.id === current);
    const next =
      event.key === 'ArrowRight'
        ? index + 1
        : event.key === 'ArrowLeft'
          ? index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    const tab = tabs[(next + tabs.length) % tabs.length];
    if (tab) {
      select(tab.id);
      document.getElementById(`profile-tab-${tab.id}`)?.focus();
    }
  };

  return (
    <div>
      <div role="tablist" aria-label="Profile" className="mb-6 flex gap-1 overflow-x-auto border-b border-line">
        {tabs.map((tab) => {
          const selected = tab.id === current;
          return (
            <button
              key={tab.id}
              id={`profile-tab-${tab.id}`}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={`profile-panel-${tab.id}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => select(tab.id)}
              onKeyDown={onKeyDown}
              className={cn(
                '-mb-px border-b-2 px-4 py-2.5 text-sm font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-ring',
                selected ? 'border-accent text-ink' : 'border-transparent text-ink-muted hover:text-ink',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`profile-panel-${current}`}
        aria-labelledby={`profile-tab-${current}`}
        tabIndex={0}
        className="focus-visible:outline-none"
      >
        {current === 'bookmarks' && <BookmarksTab />}
        {current === 'notes' && <NotesTab />}
        {current === 'reads' && <ReadsTab />}
        {current === 'trash' && <TrashTab />}
      </div>
    </div>
  );
}

function BookmarksTab() {
  const [page, setPage] = useState(0);
  return (
    <PagedList<BookmarkItem>
      label="Bookmarks"
      query={usePagedBookmarks(page)}
      page={page}
      onPage={setPage}
      empty="No bookmarks yet. Bookmark a lesson to find it here."
      itemKey={(item) => item.lessonID}
      renderItem={(item) => (
        <Row
          icon={<Bookmark aria-hidden="true" />}
          title={<Link to={lessonHref(item.lessonID, item.topicID)}>{item.lessonName}</Link>}
          meta={item.topicName}
          date={item.bookmarkedAt}
        />
      )}
    />
  );
}

function NotesTab() {
  const [page, setPage] = useState(0);
  return (
    <PagedList<ReaderNoteItem>
      label="My notes"
      query={usePagedReaderNotes(page)}
      page={page}
      onPage={setPage}
      empty="No notes yet. Add your own notes on any lesson."
      itemKey={(item) => item.noteID}
      renderItem={(item) => (
        <Row
          icon={<NotebookPen aria-hidden="true" />}
          title={<Link to={`${lessonHref(item.lessonID, item.topicID)}#note-${item.noteID}`}>{item.noteHeader}</Link>}
          meta={`${item.topicName} · ${item.lessonName}`}
          excerpt={excerpt(item.noteContent)}
          date={item.updatedAt}
        />
      )}
    />
  );
}

function ReadsTab() {
  const [page, setPage] = useState(0);
  return (
    <PagedList<ReadItem>
      label="Reads"
      query={usePagedReaderReads(page)}
      page={page}
      onPage={setPage}
      empty="No reads yet. Mark a lesson as read to track your progress."
      itemKey={(item) => item.lessonID}
      renderItem={(item) => (
        <Row
          icon={<BookOpenCheck aria-hidden="true" />}
          title={<Link to={lessonHref(item.lessonID, item.topicID)}>{item.lessonName}</Link>}
          meta={`${item.topicName} · ${markLabel[item.lessonReading]}`}
          date={item.readAt}
        />
      )}
    />
  );
}

function TrashTab() {
  const [page, setPage] = useState(0);
  const restore = useRestoreNoteFromTrash();
  const remove = useDeleteNoteFromTrash();
  const [confirming, setConfirming] = useState<ReaderNoteItem | null>(null);
  return (
    <>
      <PagedList<ReaderNoteItem>
        label="Trash"
        query={usePagedDeletedNotes(page)}
        page={page}
        onPage={setPage}
        empty="The trash is empty."
        itemKey={(item) => item.noteID}
        renderItem={(item) => (
          <Row
            icon={<Trash2 aria-hidden="true" />}
            title={item.noteHeader}
            meta={`${item.topicName} · ${item.lessonName}`}
            excerpt={excerpt(item.noteContent)}
            date={item.updatedAt}
            actions={
              <>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`Restore ${item.noteHeader}`}
                  disabled={restore.isPending}
                  onClick={() => restore.mutate(item.noteID)}
                >
                  <RotateCcw aria-hidden="true" />
                  Restore
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Delete ${item.noteHeader} permanently`}
                  onClick={() => setConfirming(item)}
                >
                  Delete permanently
                </Button>
              </>
            }
          />
        )}
      />
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title="Delete permanently"
        body={`Are you sure to delete the note ${confirming?.noteHeader ?? ''} permanently? It cannot be restored.`}
        onConfirm={() => confirming && remove.mutate(confirming.noteID)}
      />
    </>
  );
}

type PagedListProps<T> = {
  label: string;
  query: UseQueryResult<Paged<T>>;
  page: number;
  onPage: (page: number) => void;
  empty: string;
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
};

function PagedList<T>({ label, query, page, onPage, empty, itemKey, renderItem }: PagedListProps<T>) {
  const emptyLaterPage = query.data !== undefined && query.data.pageData.length === 0 && page > 0;
  useEffect(() => {
    // The last item of a later page went away (restored, deleted): show the page before.
    if (emptyLaterPage) onPage(page - 1);
  }, [emptyLaterPage, onPage, page]);
  if (query.isPending) return <Spinner />;
  if (query.isError)
    return (
      <p role="alert" className="text-ink-muted">
        {query.error.message}
      </p>
    );
  const { pageData, totalNoOfRecords } = query.data;
  if (emptyLaterPage) return <Spinner />;
  if (pageData.length === 0)
    return <p className="rounded-2xl border border-dashed border-line p-10 text-center text-ink-muted">{empty}</p>;
  return (
    <>
      <ul
        aria-label={label}
        className="flex flex-col divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface"
      >
        {pageData.map((item) => (
          <li key={itemKey(item)}>{renderItem(item)}</li>
        ))}
      </ul>
      <Pager label={label} page={page} pageSize={READER_PAGE_SIZE} total={totalNoOfRecords} onPage={onPage} />
    </>
  );
}

function Row({
  icon,
  title,
  meta,
  excerpt: text,
  date,
  actions,
}: {
  icon: ReactNode;
  title: ReactNode;
  meta: string;
  excerpt?: string;
  date: string;
  actions?: ReactNode;
}) {
  const when = new Date(date);
  return (
    <div className="flex gap-4 px-5 py-4">
      <span className="mt-0.5 shrink-0 text-ink-faint [&_svg]:size-4">{icon}</span>
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <p className="font-medium text-ink [&_a]:hover:text-accent-strong [&_a]:hover:underline">{title}</p>
        <p className="text-sm text-ink-muted">{meta}</p>
        {text && <p className="mt-1 line-clamp-2 text-sm text-ink-muted">{text}</p>}
        {actions && <div className="mt-2 flex flex-wrap gap-2">{actions}</div>}
      </div>
      {!Number.isNaN(when.getTime()) && (
        <time dateTime={isoDate(when)} className="shrink-0 text-xs text-ink-faint tabular-nums">
          {formatDate(when)}
        </time>
      )}
    </div>
  );
}

/** The note's first words as one line: its paragraphs, list items and lines with a space between them. */
export function excerpt(html: string): string {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  body.querySelectorAll('br').forEach((lineBreak) => lineBreak.replaceWith(' '));
  body
    .querySelectorAll('p, li, h1, h2, h3, h4, h5, h6, blockquote, pre, div, td, th')
    .forEach((block) => block.append(' '));
  const words = (body.textContent ?? '').replace(/\s+/g, ' ').trim();
  return words.length > 160 ? `${words.slice(0, 157)}…` : words;
}
