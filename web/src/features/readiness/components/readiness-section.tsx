import {
  type ReadinessChapter,
  type ReadinessDay,
  type ReadinessFigure,
  type ReaderReadiness,
  readinessScaleNote,
} from '@notebook/contracts';
import { ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useLoggedInUser } from '@/lib/auth-store';
import { cn } from '@/lib/cn';
import { practiceKindLabels, practiceKinds } from '@/lib/practice-kinds';
import { accuracyPercent } from '@/lib/readiness-format';
import { countOf } from '@/lib/count-of';
import { useReaderReadiness } from '../api/readiness';

/** Green from 75%, amber from 50%, red below: where to spend the next hour. */
const toneOf = (accuracy: number | null) =>
  accuracy === null
    ? 'text-ink-muted'
    : accuracy >= 75
      ? 'text-success'
      : accuracy >= 50
        ? 'text-warning'
        : 'text-danger';
const barToneOf = (accuracy: number | null) =>
  accuracy === null ? 'bg-line' : accuracy >= 75 ? 'bg-success' : accuracy >= 50 ? 'bg-warning' : 'bg-danger';

/**
 * The profile's readiness: accuracy over every practice answer the reader has been marked on, by
 * kind, over the last 30 days and by chapter and topic (getReaderReadiness).
 */
export function ReadinessSection() {
  const user = useLoggedInUser();
  const isReader = user?.user.userType === 'READER';
  const readiness = useReaderReadiness({ enabled: isReader });
  const titleId = useId();
  if (!isReader || !readiness.data) return null;
  const data = readiness.data;

  return (
    <section aria-labelledby={titleId} className="mb-8 rounded-2xl border border-line bg-surface px-5 py-5">
      <h2 id={titleId} className="text-lg font-semibold text-ink">
        Readiness
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        Your accuracy over every AKT, KFP(MSQ) and KFP answer you have been marked on. {readinessScaleNote}
      </p>
      {data.overall.answered === 0 ? <NothingMarked /> : <Figures readiness={data} />}
    </section>
  );
}

function NothingMarked() {
  return (
    <p className="mt-4 text-ink-muted">
      No practice marked yet. Answer{' '}
      <Link to={paths.public.aktQuestions.getHref()} className="font-medium text-accent-strong hover:underline">
        AKT questions
      </Link>
      ,{' '}
      <Link to={paths.public.msqQuestions.getHref()} className="font-medium text-accent-strong hover:underline">
        KFP(MSQ) questions
      </Link>{' '}
      or{' '}
      <Link to={paths.public.kfpQuestions.getHref()} className="font-medium text-accent-strong hover:underline">
        KFP cases
      </Link>{' '}
      and your accuracy shows here.
    </p>
  );
}

function Figures({ readiness }: { readiness: ReaderReadiness }) {
  return (
    <>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Tile label="Overall" figure={readiness.overall} strong />
        {practiceKinds.map((source) => (
          <Tile key={source} label={practiceKindLabels[source]} figure={readiness.bySource[source]} />
        ))}
      </dl>
      <Trend days={readiness.trend} />
      <Chapters chapters={readiness.chapters} />
    </>
  );
}

function Tile({ label, figure, strong = false }: { label: string; figure: ReadinessFigure; strong?: boolean }) {
  return (
    <div className={cn('rounded-xl border border-line px-3 py-2.5', strong && 'bg-surface-muted')}>
      <dt className="text-xs font-semibold tracking-wider text-ink-muted uppercase">{label}</dt>
      <dd className={cn('text-2xl font-semibold tabular-nums', toneOf(figure.accuracy))}>
        {accuracyPercent(figure.accuracy)}
      </dd>
      <dd className="text-xs text-ink-muted">{countOf(figure.answered, 'answer')}</dd>
    </div>
  );
}

const dayLabel = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-AU', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** One bar a day, as tall as that day's accuracy; a day without answers is a dot on the baseline. */
function Trend({ days }: { days: ReadinessDay[] }) {
  const practised = days.filter((day) => day.answered > 0);
  const summary = `Accuracy over the last ${days.length} days: ${countOf(practised.length, 'day')} with answers`;
  return (
    <figure className="mt-6">
      <figcaption className="mb-2 flex items-baseline justify-between text-sm">
        <span className="font-medium text-ink">Last {days.length} days</span>
        <span className="text-ink-muted">{countOf(practised.length, 'day')} practised</span>
      </figcaption>
      <ol aria-label={summary} className="flex h-24 items-end gap-[3px] border-b border-line">
        {days.map((day) => {
          const title = day.answered
            ? `${dayLabel(day.date)}: ${accuracyPercent(day.accuracy)} of ${countOf(day.answered, 'answer')}`
            : `${dayLabel(day.date)}: no answers`;
          return (
            <li key={day.date} title={title} aria-label={title} className="flex h-full flex-1 items-end">
              {day.answered ? (
                <span
                  className={cn('w-full rounded-t-sm', barToneOf(day.accuracy))}
                  style={{ height: `${Math.max(day.accuracy ?? 0, 4)}%` }}
                />
              ) : (
                <span className="mx-auto mb-0.5 size-1 rounded-full bg-line" />
              )}
            </li>
          );
        })}
      </ol>
      <div className="mt-1 flex justify-between text-xs text-ink-muted">
        <span>{dayLabel(days[0]!.date)}</span>
        <span>Today</span>
      </div>
    </figure>
  );
}

/** Chapters in reading order, each opening to its topics. */
function Chapters({ chapters }: { chapters: ReadinessChapter[] }) {
  if (chapters.length === 0) return null;
  return (
    <div className="mt-6">
      <h3 className="mb-2 text-sm font-medium text-ink">By chapter and topic</h3>
      <ul className="divide-y divide-line rounded-xl border border-line">
        {chapters.map((chapter) => (
          <li key={chapter.chapterID}>
            <details className="group">
              <summary className="flex cursor-pointer list-none items-center gap-3 px-3 py-2.5 [&::-webkit-details-marker]:hidden">
                <ChevronRight
                  aria-hidden
                  className="size-4 shrink-0 text-ink-muted transition-transform group-open:rotate-90"
                />
                <Meter name={chapter.chapterName} figure={chapter} />
              </summary>
              <ul className="pb-2 pl-10">
                {chapter.topics.map((topic) => (
                  <li key={topic.topicID} className="flex items-center gap-3 py-1.5 pr-3">
                    <Meter name={topic.topicName} figure={topic} small />
                  </li>
                ))}
              </ul>
            </details>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Meter({ name, figure, small = false }: { name: string; figure: ReadinessFigure; small?: boolean }) {
  return (
    <>
      <span
        className={cn(
          'min-w-0 flex-1 [overflow-wrap:anywhere]',
          small ? 'text-sm text-ink-muted' : 'font-medium text-ink',
        )}
      >
        {name}
      </span>
      <span aria-hidden className="hidden h-1.5 w-24 overflow-hidden rounded-full bg-surface-muted sm:block">
        <span
          className={cn('block h-full', barToneOf(figure.accuracy))}
          style={{ width: `${figure.accuracy ?? 0}%` }}
        />
      </span>
      <span className={cn('w-12 text-right text-sm font-semibold tabular-nums', toneOf(figure.accuracy))}>
        {accuracyPercent(figure.accuracy)}
      </span>
      <span className="w-20 text-right text-xs text-ink-muted tabular-nums">{countOf(figure.answered, 'answer')}</span>
    </>
  );
}
