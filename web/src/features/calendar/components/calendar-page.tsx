import type { ScheduleEntry } from '@notebook/contracts';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useScheduleMonth } from '../api/schedule-calls';
import {
  type DayEntry,
  type DayKey,
  type MonthDay,
  currentSydneyMonth,
  dayLabel,
  entriesByDay,
  monthFrom,
  monthLabel,
  monthWeeks,
  shiftMonth,
  sydneyDayOf,
  sydneyTime,
} from './month-days';

type PageProps = { title: string; description: string };

const WEEKDAYS = [
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
  ['Sun', 'Sunday'],
] as const;

const kindLabel: Record<ScheduleEntry['kind'], string> = { WEBINAR: 'Webinar', MOCK_EXAM: 'Mock exam' };
/** Shown beside an entry that is not live: inactive webinars, draft and cancelled mock exams. */
const statusNote: Partial<Record<ScheduleEntry['status'], string>> = {
  INA: 'Inactive',
  DRAFT: 'Draft',
  CANCEL: 'Cancelled',
};
const kindStyle: Record<ScheduleEntry['kind'], string> = {
  WEBINAR: 'border-accent bg-accent-soft',
  MOCK_EXAM: 'border-warning bg-warning/15',
};

/** The entry's admin page: the webinar's add-edit, or the AKT or KFP(MSQ) mock exam's. */
export function entryHref(entry: ScheduleEntry): string {
  if (entry.kind === 'WEBINAR') return `${paths.admin.webinarsAddEdit.getHref()}?webinarID=${entry.id}`;
  return entry.examType === 'AKT'
    ? paths.admin.aktMockExamAddEdit.getHref(entry.id)
    : paths.admin.msqMockExamAddEdit.getHref(entry.id);
}

/**
 * /admin/calendar, the Webinar Schedule: a month of Sydney days, Monday to Sunday, with the month's
 * webinars and mock exams as chips linking to their pages; below 768 px an agenda of the days that
 * have any. The month is `?month=YYYY-MM`, so a link shows the same month.
 */
export function CalendarPage({ title, description }: PageProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const month = monthFrom(searchParams.get('month'));
  const schedule = useScheduleMonth(month);
  const goTo = (next: string) => setSearchParams({ month: next });
  const label = monthLabel(month);
  const byDay = entriesByDay(month, schedule.data?.month === month ? schedule.data.entries : []);
  const today = sydneyDayOf(new Date());
  return (
    <section>
      <PageHeader title={title} description={description} />
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold text-ink" aria-live="polite">
          {label}
        </h2>
        <nav aria-label="Months" className="flex items-center gap-2">
          <Button variant="secondary" size="sm" onClick={() => goTo(shiftMonth(month, -1))}>
            <ChevronLeft aria-hidden="true" />
            Previous
          </Button>
          <Button variant="secondary" size="sm" onClick={() => goTo(currentSydneyMonth())}>
            Today
          </Button>
          <Button variant="secondary" size="sm" onClick={() => goTo(shiftMonth(month, 1))}>
            Next
            <ChevronRight aria-hidden="true" />
          </Button>
        </nav>
      </div>
      <Legend />
      {schedule.isPending ? (
        <PageSpinner />
      ) : schedule.isError ? (
        <p role="alert" className="text-danger">
          {schedule.error.message}
        </p>
      ) : (
        <>
          {byDay.size === 0 && (
            <p className="mb-4 rounded-2xl border border-dashed border-line p-6 text-center text-ink-muted">
              No webinars or mock exams in {label}.
            </p>
          )}
          <MonthGrid month={month} label={label} byDay={byDay} today={today} />
          <Agenda month={month} byDay={byDay} today={today} />
        </>
      )}
      <p className="mt-3 text-xs text-ink-muted">Days and times are in Sydney time (Australia/Sydney).</p>
    </section>
  );
}

function Legend() {
  return (
    <ul aria-label="Legend" className="mb-3 flex flex-wrap gap-3 text-xs text-ink-muted">
      {(['WEBINAR', 'MOCK_EXAM'] as const).map((kind) => (
        <li key={kind} className="flex items-center gap-1.5">
          <span aria-hidden="true" className={cn('inline-block size-3 rounded-sm border-l-4', kindStyle[kind])} />
          {kindLabel[kind]}
        </li>
      ))}
    </ul>
  );
}

type DaysProps = { month: string; byDay: Map<DayKey, DayEntry[]>; today: DayKey };

/** The grid from 768 px: a table of weeks, each day a labelled group of its entries. */
function MonthGrid({ month, label, byDay, today }: DaysProps & { label: string }) {
  return (
    <table className="hidden w-full table-fixed border-collapse md:table" aria-label={`Schedule for ${label}`}>
      <thead>
        <tr>
          {WEEKDAYS.map(([short, long]) => (
            <th key={short} scope="col" className="pb-2 text-left text-xs font-medium text-ink-muted">
              <abbr title={long} className="no-underline">
                {short}
              </abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(month).map((week) => (
          <tr key={week[0]!.key}>
            {week.map((day) => (
              <DayCell key={day.key} day={day} entries={byDay.get(day.key) ?? []} today={today} />
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function DayCell({ day, entries, today }: { day: MonthDay; entries: DayEntry[]; today: DayKey }) {
  if (!day.inMonth)
    return (
      <td className="h-28 border border-line bg-surface-muted/50 p-1 align-top text-xs text-ink-faint">
        <span aria-hidden="true" className="inline-flex size-6 items-center justify-center">
          {day.day}
        </span>
      </td>
    );
  const isToday = day.key === today;
  return (
    <td className="h-28 border border-line bg-surface p-1 align-top">
      <div role="group" aria-label={dayLabel(day.key)} aria-current={isToday ? 'date' : undefined}>
        <span
          aria-hidden="true"
          className={cn(
            'mb-1 inline-flex size-6 items-center justify-center rounded-full text-xs',
            isToday ? 'bg-accent font-semibold text-on-accent' : 'text-ink-muted',
          )}
        >
          {day.day}
        </span>
        <ul className="space-y-1">
          {entries.map((dayEntry) => (
            <li key={dayEntry.entry.kind + dayEntry.entry.id}>
              <EntryChip {...dayEntry} />
            </li>
          ))}
        </ul>
      </div>
    </td>
  );
}

/** Below 768 px: the days that have entries, one after another. */
function Agenda({ byDay, today }: DaysProps) {
  const days = [...byDay.keys()].sort();
  if (days.length === 0) return null;
  return (
    <ol aria-label="Agenda" className="space-y-4 md:hidden">
      {days.map((key) => (
        <li key={key}>
          <section aria-labelledby={`agenda-${key}`}>
            <h3
              id={`agenda-${key}`}
              className={cn('mb-2 text-sm font-semibold', key === today ? 'text-accent' : 'text-ink')}
            >
              {dayLabel(key)}
              {key === today && <span className="ml-2 text-xs font-normal text-ink-muted">(today)</span>}
            </h3>
            <ul className="space-y-2">
              {byDay.get(key)!.map((dayEntry) => (
                <li key={dayEntry.entry.kind + dayEntry.entry.id}>
                  <EntryChip {...dayEntry} roomy />
                </li>
              ))}
            </ul>
          </section>
        </li>
      ))}
    </ol>
  );
}

/** An entry as a link to its page: its kind (colour and words), its Sydney start time, its title, its status when not live. */
function EntryChip({ entry, starts, roomy = false }: DayEntry & { roomy?: boolean }) {
  const note = statusNote[entry.status];
  const time = starts ? sydneyTime(entry.startsAt) : 'cont.';
  return (
    <Link
      to={entryHref(entry)}
      data-kind={entry.kind}
      className={cn(
        'block rounded-md border-l-4 px-1.5 py-0.5 text-xs text-ink hover:underline',
        'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
        roomy ? 'py-2 text-sm' : 'truncate',
        kindStyle[entry.kind],
        note && 'opacity-70',
      )}
      title={`${kindLabel[entry.kind]}: ${entry.title}`}
    >
      <span className="sr-only">{kindLabel[entry.kind]}: </span>
      <span className="font-medium tabular-nums">{time}</span> {entry.title}
      {note && <span className="text-ink-muted"> ({note})</span>}
      {roomy && (
        <span className="block text-xs text-ink-muted">
          {kindLabel[entry.kind]} · {sydneyTime(entry.startsAt)}–{sydneyTime(entry.endsAt)}
          {entry.kind === 'WEBINAR'
            ? ` · ${entry.categoryName}`
            : ` · ${entry.examType === 'AKT' ? 'AKT' : 'KFP(MSQ)'}`}
        </span>
      )}
    </Link>
  );
}
