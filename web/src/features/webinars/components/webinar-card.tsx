import type { PublicWebinar, ReaderWebinar } from '@notebook/contracts';
import { CalendarPlus, Download, ExternalLink, FileText } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { noteProse } from '@/lib/note-prose';
import { useNow } from '@/hooks/use-now';
import { downloadWebinarPdf } from '../api/webinar-calls';
import { buildIcs, downloadIcs, plainText } from './ics';
import { SYDNEY } from '@/lib/sydney-time';
import { countOf } from '@/lib/count-of';
import { formatWebinarTime, readerZone } from './webinar-time';

export type AnyWebinar = PublicWebinar | Partial<ReaderWebinar>;
type ShownWebinar = PublicWebinar &
  Partial<Pick<ReaderWebinar, 'joinLink' | 'recordingLink' | 'linkHidden' | 'resources'>>;

/** The single webinar page's address: the id in the query string. */
export const webinarHref = (webinarID: string) =>
  `${paths.public.webinar.getHref()}?webinarID=${encodeURIComponent(webinarID)}`;

/** Starts in the reader's zone; Sydney's time named beside it when the reader is elsewhere. */
export function WebinarWhen({ webinar }: { webinar: PublicWebinar }) {
  const zone = readerZone();
  return (
    <p className="text-sm text-ink">
      <time dateTime={webinar.startsAt}>{formatWebinarTime(webinar.startsAt)}</time>
      <span className="text-ink-muted"> ({zone})</span>
      {zone !== SYDNEY && (
        <span className="block text-ink-muted">{formatWebinarTime(webinar.startsAt, SYDNEY)} Sydney time</span>
      )}
      <span className="block text-ink-muted">{webinar.durationMinutes} minutes</span>
    </p>
  );
}

/** 'AKT 2025.2', 'CCE 2025.2'; a code that names its type already ('Malaysian CCE 2025') stands alone. */
const codeLabel = ({ categoryType, categoryCode }: PublicWebinar) =>
  categoryCode.includes(categoryType) ? categoryCode : `${categoryType} ${categoryCode}`;

const linkClass = 'inline-flex items-center gap-1.5 font-medium text-accent-strong hover:underline';

/** The join link or recording when the reader's answer has it, else why it is hidden. */
function WebinarLinks({ webinar, upcoming }: { webinar: ShownWebinar; upcoming: boolean }) {
  const link = upcoming ? webinar.joinLink : webinar.recordingLink;
  if (link)
    return (
      <a href={link} target="_blank" rel="noreferrer" className={linkClass}>
        <ExternalLink aria-hidden="true" className="size-4" />
        {upcoming ? 'Join webinar' : 'Watch recording'}
      </a>
    );
  if (webinar.linkHidden === 'NOT_RECORDED') return <p className="text-sm text-ink-muted">No recording yet.</p>;
  if (webinar.linkHidden === 'NOT_IN_AUDIENCE')
    return (
      <p className="text-sm text-ink-muted">
        This webinar is for the readers of other plans or groups: its {upcoming ? 'join link' : 'recording'} and PDFs
        are not available to you.
      </p>
    );
  if (webinar.linkHidden === 'PLAN_REQUIRED')
    return (
      <p className="text-sm text-ink-muted">
        The {upcoming ? 'join link' : 'recording'} is for readers on a plan.{' '}
        <Link to={paths.public.homeSection('pricing')} className={linkClass}>
          See the plans
        </Link>
      </p>
    );
  return (
    <p className="text-sm text-ink-muted">
      <Link to={paths.login.getHref(webinarHref(webinar.webinarID))} className={linkClass}>
        Sign in
      </Link>{' '}
      with a plan to see the {upcoming ? 'join link' : 'recording'}.
    </p>
  );
}

const pdfCount = (count: number) => countOf(count, 'PDF resource');

/**
 * The webinar's PDFs, each downloaded through the reader's call, when the answer gives them; else, when
 * it has some, how many and for whom (the reason itself is said by the links above).
 */
function WebinarResources({ webinar }: { webinar: ShownWebinar }) {
  const resources = webinar.resources ?? [];
  if (resources.length)
    return (
      <section aria-label="PDF resources" className="flex flex-col gap-1.5">
        <h3 className="text-sm font-semibold text-ink">PDF resources</h3>
        <ul className="flex flex-col gap-1.5">
          {resources.map((resource) => (
            <li key={resource.resourceName}>
              <button
                type="button"
                className={cn(linkClass, 'text-left focus-visible:outline-2 focus-visible:outline-ring')}
                onClick={() => void downloadWebinarPdf(webinar.webinarID, resource, 'reader')}
              >
                <Download aria-hidden="true" className="size-4 shrink-0" />
                <span className="[overflow-wrap:anywhere]">{resource.title}</span>
              </button>
            </li>
          ))}
        </ul>
      </section>
    );
  if (!webinar.resourceCount) return null;
  return (
    <p className="inline-flex items-center gap-1.5 text-sm text-ink-muted">
      <FileText aria-hidden="true" className="size-4 shrink-0" />
      {pdfCount(webinar.resourceCount)}, for readers who may join.
    </p>
  );
}

function addToCalendar(webinar: PublicWebinar) {
  const content = buildIcs({
    uid: `${webinar.webinarID}@notebook`,
    title: webinar.webinarName,
    description: plainText(webinar.description),
    startsAt: webinar.startsAt,
    endsAt: webinar.endsAt,
    url: new URL(webinarHref(webinar.webinarID), window.location.origin).href,
  });
  downloadIcs(`${webinar.webinarName.replace(/[^A-Za-z0-9]+/g, '-')}.ics`, content);
}

/** One webinar: its name, time, presenter, category, description and link; `extra` (the countdown) under the time. */
export function WebinarCard({
  webinar,
  extra,
  heading: Heading = 'h2',
}: {
  webinar: ShownWebinar;
  extra?: ReactNode;
  heading?: 'h1' | 'h2';
}) {
  const upcoming = Date.parse(webinar.endsAt) > useNow(30_000);
  return (
    <article className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-5 shadow-xs">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <Heading className="text-lg font-semibold text-ink [overflow-wrap:anywhere]">
            {Heading === 'h2' ? (
              <Link to={webinarHref(webinar.webinarID)} className="hover:underline">
                {webinar.webinarName}
              </Link>
            ) : (
              webinar.webinarName
            )}
          </Heading>
          <p className="text-sm text-ink-muted">
            {webinar.presenter} · {webinar.categoryName} ({codeLabel(webinar)})
          </p>
        </div>
        <WebinarWhen webinar={webinar} />
      </div>
      {extra}
      {webinar.description && (
        <div className={cn(noteProse, 'text-base')} dangerouslySetInnerHTML={{ __html: webinar.description }} />
      )}
      <WebinarResources webinar={webinar} />
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <WebinarLinks webinar={webinar} upcoming={upcoming} />
        {upcoming && (
          <Button size="sm" variant="secondary" className="ml-auto" onClick={() => addToCalendar(webinar)}>
            <CalendarPlus aria-hidden="true" /> Add to calendar
          </Button>
        )}
      </div>
    </article>
  );
}
