import {
  ExamKind,
  type ExamPlan,
  type ExamSitting,
  type ReviewForecast,
  saveExamPlanRequest,
  sittingKindsOf,
} from '@notebook/contracts';
import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Form, type FormMethods, InputField, LabelledSelect, SelectField, SubmitButton } from '@/components/ui/form';
import { Spinner } from '@/components/ui/spinner';
import { useExamPlan, useExamSittings, useReviewForecast, useSaveExamPlan } from '../api/review-calls';
import { countOf } from '@/lib/count-of';
import { daysToGoText, examLabel, shownDate } from './review-labels';

const examOptions = ExamKind.map((exam) => ({ value: exam, label: examLabel(exam) }));

/**
 * The profile's exam plan (issue 29): which exam and when, the days to go, and the cards due each
 * week until then. The date is one of the RACGP's upcoming sittings of the chosen exam (the list
 * admins keep from the RACGP's published calendar, /admin/config/exam-sittings) or "Another date"
 * the reader types; with no sitting listed for the exam, the reader types the date.
 */
export function ExamPlanSection() {
  const plan = useExamPlan();
  const sittings = useExamSittings();
  const headingID = useId();
  return (
    <section aria-labelledby={headingID} className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-5">
      <h2 id={headingID} className="text-lg font-semibold text-ink">
        Exam plan
      </h2>
      {plan.isPending || sittings.isPending ? (
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
          {/* Sittings that cannot be read leave the form as it is without any: a typed date. */}
          <ExamPlanForm plan={plan.data} sittings={sittings.data ?? []} />
          <DueForecast />
        </>
      )}
    </section>
  );
}

const ANOTHER_DATE = '';
type PlanForm = FormMethods<typeof saveExamPlanRequest>;

/** The sittings a plan of `exam` may choose from: both kinds for 'AKT and KFP'. */
const sittingsFor = (exam: ExamKind, sittings: readonly ExamSitting[]) =>
  sittings.filter((sitting) => sittingKindsOf(exam).includes(sitting.exam));

function ExamPlanForm({ plan, sittings }: { plan: ExamPlan | null; sittings: readonly ExamSitting[] }) {
  const save = useSaveExamPlan();
  // A saved plan on a sitting's date shows that sitting; a new plan starts on the first sitting listed.
  const first = plan
    ? sittingsFor(plan.exam, sittings).find((sitting) => sitting.examDate === plan.examDate)
    : sittingsFor('AKT', sittings)[0];
  const defaultValues = plan ?? { exam: 'AKT' as const, examDate: first?.examDate ?? '' };
  return (
    <Form
      schema={saveExamPlanRequest}
      aria-label="Exam plan"
      options={{ mode: 'onChange', defaultValues }}
      onSubmit={(values) => save.mutateAsync(values)}
      className="sm:flex-row sm:flex-wrap sm:items-start"
    >
      {(form) => <ExamPlanFields form={form} sittings={sittings} firstChoice={first?.sittingID ?? ANOTHER_DATE} />}
    </Form>
  );
}

/**
 * Exam, then "Sitting" when the exam has sittings listed: choosing one fills the date (and hides it),
 * "Another date" shows the date to type.
 */
function ExamPlanFields({
  form,
  sittings,
  firstChoice,
}: {
  form: PlanForm;
  sittings: readonly ExamSitting[];
  firstChoice: string;
}) {
  const { bind, control, setValue } = form;
  const [choice, setChoice] = useState(firstChoice);
  const exam = useWatch({ control, name: 'exam' }) as ExamKind;
  const offered = sittingsFor(exam, sittings);
  // A sitting of the other exam, once the exam changes, is no longer a choice: the date stays, typed.
  const chosen = offered.find((sitting) => sitting.sittingID === choice);
  const choose = (sittingID: string) => {
    setChoice(sittingID);
    const sitting = offered.find((each) => each.sittingID === sittingID);
    if (sitting) setValue('examDate', sitting.examDate, { shouldValidate: true, shouldDirty: true });
  };
  return (
    <>
      <SelectField label="Exam" options={examOptions} {...bind('exam')} />
      {offered.length > 0 && (
        <LabelledSelect
          label="Sitting"
          value={chosen?.sittingID ?? ANOTHER_DATE}
          onChange={(event) => choose(event.target.value)}
        >
          {offered.map((sitting) => (
            <option key={sitting.sittingID} value={sitting.sittingID}>
              {sitting.name} ({shownDate(sitting.examDate)})
            </option>
          ))}
          <option value={ANOTHER_DATE}>Another date</option>
        </LabelledSelect>
      )}
      {!chosen && <InputField label="Exam date" type="date" {...bind('examDate')} />}
      <SubmitButton className="sm:mt-6" />
    </>
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
        {countOf(
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
                Week from {shownDate(week.weekStart)}: {countOf(week.due, 'card')}
              </span>
            </li>
          ))}
        </ol>
      </div>
    </>
  );
}
