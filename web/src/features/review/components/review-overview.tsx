import {
  ReviewCardKind,
  type ReviewForecast,
  ReviewLimits,
  type ReviewSession,
  type ReviewSummary,
  saveReviewSettingsRequest,
} from '@notebook/contracts';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Form, InputField, SubmitButton, numberOrAbsent } from '@/components/ui/form';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import {
  useReviewForecast,
  useReviewQueue,
  useReviewSummary,
  useSaveReviewSettings,
  useStartReviewSession,
} from '../api/review-calls';
import { countOf } from '@/lib/count-of';
import { practiceKindLabels } from '@/lib/practice-kinds';
import { daysToGoText, examLabel, shownDate } from './review-labels';

const linkClass = 'font-medium text-accent-strong underline-offset-2 hover:underline';

/** Today's review before a session: what is due, by kind, the daily limit, and Start. */
export function ReviewOverview({ onStarted }: { onStarted: (session: ReviewSession) => void }) {
  const summary = useReviewSummary();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-2 pt-2">
        <h1 className="font-serif text-3xl leading-tight font-semibold tracking-tight text-ink">Today’s review</h1>
        <p className="text-ink-muted">
          Questions you missed come back just before you would forget them, each with the lesson it belongs to.
        </p>
      </header>
      {summary.isPending ? (
        <Spinner />
      ) : summary.isError ? (
        <p role="alert" className="text-ink-muted">
          {summary.error.message}
        </p>
      ) : (
        <>
          <DueToday summary={summary.data} onStarted={onStarted} />
          <DailyLimit summary={summary.data} />
        </>
      )}
    </div>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-5">
      <h2 id={id} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

function DueToday({ summary, onStarted }: { summary: ReviewSummary; onStarted: (session: ReviewSession) => void }) {
  const plan = summary.examPlan;
  return (
    <Card title="Due today">
      <p className="text-ink">
        <span className="text-3xl font-semibold tabular-nums">{summary.dueToday}</span>
        <span className="text-ink-muted"> {summary.dueToday === 1 ? 'card' : 'cards'} to review today</span>
      </p>
      <p className="text-sm text-ink-muted">
        {summary.reviewedToday} reviewed today · daily limit {summary.dailyLimit} ·{' '}
        {countOf(summary.totalCards, 'card')} in all
      </p>
      <p className="text-sm text-ink-muted">
        {plan ? (
          <>
            {examLabel(plan.exam)} exam on {shownDate(plan.examDate)}: {daysToGoText(plan.examDate)}.{' '}
          </>
        ) : (
          'No exam date set. '
        )}
        <Link to={paths.public.profile.getHref()} className={linkClass}>
          {plan ? 'Change your exam plan' : 'Set your exam date'}
        </Link>
      </p>
      {summary.dueToday > 0 ? (
        <StartByKind dueToday={summary.dueToday} onStarted={onStarted} />
      ) : (
        <NothingDue summary={summary} />
      )}
    </Card>
  );
}

function StartByKind({ dueToday, onStarted }: { dueToday: number; onStarted: (session: ReviewSession) => void }) {
  const queue = useReviewQueue(dueToday);
  const start = useStartReviewSession();
  if (queue.isPending) return <Spinner />;
  if (queue.isError) return <p role="alert">{queue.error.message}</p>;
  const dueOf = (kind: ReviewCardKind) => queue.data.filter((card) => card.kind === kind).length;
  return (
    <ul aria-label="Start a review" className="grid gap-3 sm:grid-cols-3">
      {ReviewCardKind.map((kind) => (
        <li key={kind} className="flex flex-col gap-2 rounded-xl border border-line p-3">
          <p className="font-medium text-ink">{practiceKindLabels[kind]}</p>
          <p className="text-sm text-ink-muted">{countOf(dueOf(kind), 'card')} due</p>
          <Button
            size="sm"
            disabled={dueOf(kind) === 0 || start.isPending}
            onClick={() =>
              start.mutate(kind, {
                // Graded elsewhere meanwhile (another tab, another device): count again rather than open an empty review.
                onSuccess: (session) => (session.cards.length > 0 ? onStarted(session) : void queue.refetch()),
              })
            }
          >
            Start <span className="sr-only">{practiceKindLabels[kind]}</span> review
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** Nothing left for today: why (the limit, or nothing due) and when the next cards fall due. */
function NothingDue({ summary }: { summary: ReviewSummary }) {
  const forecast = useReviewForecast();
  if (summary.totalCards === 0)
    return (
      <p className="text-ink-muted">
        No review cards yet. Questions you miss in practice come back here.{' '}
        <Link to={paths.public.aktQuestions.getHref()} className={linkClass}>
          Practise AKT questions
        </Link>
      </p>
    );
  if (summary.dueNow > 0)
    return (
      <p className="text-ink-muted">
        You reached today’s limit of {summary.dailyLimit}. {countOf(summary.dueNow, 'more card is', 'more cards are')}{' '}
        due; they wait for tomorrow, most overdue first.
      </p>
    );
  return <p className="text-ink-muted">Nothing is due now. {nextDueText(forecast.data)}</p>;
}

function nextDueText(forecast: ReviewForecast | undefined): string {
  const next = forecast?.weeks.find((week) => week.due > 0);
  if (!forecast) return '';
  return next
    ? `Your next ${countOf(next.due, 'card falls', 'cards fall')} due in the week from ${shownDate(next.weekStart)}.`
    : 'No card falls due before your exam.';
}

function DailyLimit({ summary }: { summary: ReviewSummary }) {
  const save = useSaveReviewSettings();
  return (
    <Card title="Daily limit">
      <p className="text-sm text-ink-muted">
        Back after a break? The most overdue and weakest cards come first, never more than your limit in a day.
      </p>
      <Form
        schema={saveReviewSettingsRequest}
        aria-label="Daily limit"
        options={{ mode: 'onChange', defaultValues: { dailyLimit: summary.dailyLimit } }}
        onSubmit={(values) => save.mutateAsync(values.dailyLimit)}
        className="sm:flex-row sm:items-end"
      >
        {({ bind }) => (
          <>
            <InputField
              label="Cards a day"
              type="number"
              inputMode="numeric"
              min={ReviewLimits.minDailyLimit}
              max={ReviewLimits.maxDailyLimit}
              hint={`${ReviewLimits.minDailyLimit} to ${ReviewLimits.maxDailyLimit}`}
              {...bind('dailyLimit', { setValueAs: numberOrAbsent })}
            />
            <SubmitButton className="sm:mb-6" />
          </>
        )}
      </Form>
    </Card>
  );
}
