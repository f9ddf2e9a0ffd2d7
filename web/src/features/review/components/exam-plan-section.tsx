import { ExamKind, type ExamPlan, type ReviewForecast, saveExamPlanRequest } from '@notebook/contracts';
import { useId } from 'react';
import { Form, InputField, SelectField, SubmitButton } from '@/components/ui/form';
import { Spinner } from '@/components/ui/spinner';
import { useExamPlan, useReviewForecast, useSaveExamPlan } from '../api/review-calls';
import { count, daysToGoText, examLabel, shownDate } from './review-labels';

const examOptions = ExamKind.map((exam) => ({ value: exam, label: examLabel(exam) }));

/**
 * The profile's exam plan (issue 29): which exam and when (a date the reader types: the RACGP's
 * sittings are not listed, as we cannot vouch for their dates), the days to go, and the cards due
 * each week until then.
 */
export function ExamPlanSection() {
  const plan = useExamPlan();
  const headingID = useId();
  return (
    <section aria-labelledby={headingID} className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-5">
      <h2 id={headingID} className="text-lg font-semibold text-ink">
        Exam plan
      </h2>
      {plan.isPending ? (
        <Spinner />
      ) : plan.isError ? (
        <p role="alert" className="text-sm text-ink-muted">
          {plan.error.message}
        </p>
      ) : (
        <>
          <p className="text-ink" aria-live="polite">
            {plan.data ? (
              <>
                <strong>{examLabel(plan.data.exam)}</strong> on {shownDate(plan.data.examDate)}:{' '}
                {daysToGoText(plan.data.examDate)}.
              </>
            ) : (
              'Set your exam and its date: your reviews then aim at that day, and nothing falls due after it.'
            )}
          </p>
          <ExamPlanForm plan={plan.data} />
          <DueForecast />
        </>
      )}
    </section>
  );
}

function ExamPlanForm({ plan }: { plan: ExamPlan | null }) {
  const save = useSaveExamPlan();
  return (
    <Form
      schema={saveExamPlanRequest}
      aria-label="Exam plan"
      options={{ mode: 'onChange', defaultValues: plan ?? { exam: 'AKT', examDate: '' } }}
      onSubmit={(values) => save.mutateAsync(values)}
      className="sm:flex-row sm:flex-wrap sm:items-start"
    >
      {({ bind }) => (
        <>
          <SelectField label="Exam" options={examOptions} {...bind('exam')} />
          <InputField label="Exam date" type="date" {...bind('examDate')} />
          <SubmitButton className="sm:mt-6" />
        </>
      )}
    </Form>
  );
}

/** Cards falling due each week to the exam: a plain bar per week (no chart library on the profile). */
function DueForecast() {
  const forecast = useReviewForecast();
  const headingID = useId();
  return (
    <div className="flex flex-col gap-2">
      <h3 id={headingID} className="text-base font-semibold text-ink">
        Cards due per week
      </h3>
      {forecast.isPending ? (
        <Spinner />
      ) : forecast.isError ? (
        <p role="alert" className="text-sm text-ink-muted">
          {forecast.error.message}
        </p>
      ) : (
        <ForecastBars forecast={forecast.data} labelledBy={headingID} />
      )}
    </div>
  );
}

export function ForecastBars({ forecast, labelledBy }: { forecast: ReviewForecast; labelledBy: string }) {
  const most = Math.max(0, ...forecast.weeks.map((week) => week.due));
  const until = forecast.examDate ? `until your exam on ${shownDate(forecast.examDate)}` : 'over the next 12 weeks';
  if (most === 0) return <p className="text-sm text-ink-muted">No card falls due {until}.</p>;
  return (
    <>
      <p className="text-sm text-ink-muted">
        {count(
          forecast.weeks.reduce((sum, week) => sum + week.due, 0),
          'card',
        )}{' '}
        due {until}.
      </p>
      {/* The bars share the section's width (never widen it): a phone shows every week, narrower. */}
      <div>
        <ol aria-labelledby={labelledBy} className="flex h-40 w-full items-end gap-1 pb-1">
          {forecast.weeks.map((week) => (
            <li
              key={week.weekStart}
              className="flex max-w-9 min-w-0 flex-1 flex-col items-center gap-1 overflow-hidden"
            >
              <span className="text-xs text-ink-muted tabular-nums" aria-hidden="true">
                {week.due}
              </span>
              <span
                aria-hidden="true"
                className="w-full rounded-t bg-accent"
                style={{ height: `${Math.max(2, Math.round((week.due / most) * 96))}px` }}
              />
              <span className="text-[10px] text-ink-muted tabular-nums" aria-hidden="true">
                {shownDate(week.weekStart).slice(0, 5)}
              </span>
              <span className="sr-only">
                Week from {shownDate(week.weekStart)}: {count(week.due, 'card')}
              </span>
            </li>
          ))}
        </ol>
      </div>
    </>
  );
}
