import {
  Messages,
  MockExamLimits,
  type MockExam,
  type MockExamPoolQuestion,
  type MockExamType,
  numberField,
  optionalText,
  requiredText,
} from '@notebook/contracts';
import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { formCard } from '@/components/forms/form-card';
import { FormActions, QueryView } from '@/components/ui/admin-list';
import { Form, type FormMethods, InputField, SelectField, TextAreaField, numberOrAbsent } from '@/components/ui/form';
import { Input, SearchInput } from '@/components/ui/input';
import { useMockExamPool, useSaveMockExam } from '../api/mock-exam-calls';
import { listHref } from './mock-exam-format';

const localDateTime = z.string({ error: Messages.required }).min(1, { error: Messages.required });

/**
 * The form's own shape: the window as the browser's local date-time fields give it (sent as ISO
 * instants), and the paper as a choice between drawing at random and choosing; the server's schema
 * (`saveMockExamRequest`) checks the body again.
 */
const mockExamFormSchema = z
  .object({
    mockExamName: requiredText(MockExamLimits.nameMax),
    instructions: optionalText(MockExamLimits.instructionsMax),
    paper: z.enum(['RANDOM', 'CHOSEN']),
    randomQuestionCount: numberField({ min: 1, max: MockExamLimits.maxQuestions }).optional(),
    /** Draw per chapter: how many from each chapter (chapterID → count; 0 or absent: none). */
    perChapter: z.boolean(),
    chapterCounts: z.record(z.string(), z.number().int().min(0).max(MockExamLimits.maxQuestions)),
    questionIDs: z.array(z.string()),
    durationMinutes: numberField({ min: 1, max: MockExamLimits.maxDurationMinutes }),
    windowStart: localDateTime,
    windowEnd: localDateTime,
    resultRelease: z.enum(['ON_SUBMIT', 'ON_CLOSE']),
    audience: z.enum(['PLAN_HOLDERS', 'ALL_READERS']),
    passMark: numberField({ min: 0, max: 100 }).optional(),
  })
  .refine(
    (form) =>
      form.paper === 'CHOSEN'
        ? form.questionIDs.length > 0
        : form.perChapter
          ? totalOf(form.chapterCounts) > 0
          : form.randomQuestionCount !== undefined,
    {
      error: Messages.mockExamPaperChoice,
      path: ['randomQuestionCount'],
    },
  )
  .refine((form) => new Date(form.windowEnd) > new Date(form.windowStart), {
    error: Messages.mockExamWindowOrder,
    path: ['windowEnd'],
  });
type MockExamForm = z.input<typeof mockExamFormSchema>;

const resultReleaseOptions = [
  { value: 'ON_SUBMIT', label: 'When the reader submits' },
  { value: 'ON_CLOSE', label: 'When the window closes' },
];

const audienceOptions = [
  { value: 'PLAN_HOLDERS', label: 'Readers with a subscription or plan' },
  { value: 'ALL_READERS', label: 'All readers' },
];

const totalOf = (counts: Record<string, number>) => Object.values(counts).reduce((sum, count) => sum + (count || 0), 0);

/** 'YYYY-MM-DDTHH:mm' (with ':ss' when the seconds are not 0) in the browser's time zone, as a datetime-local field shows it. */
export function toLocalInput(date: Date): string {
  const two = (value: number) => String(value).padStart(2, '0');
  const minutes = `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}T${two(date.getHours())}:${two(date.getMinutes())}`;
  return date.getSeconds() === 0 ? minutes : `${minutes}:${two(date.getSeconds())}`;
}

function defaultsOf(type: MockExamType, exam: MockExam | undefined, poolSize: number): MockExamForm {
  if (exam)
    return {
      mockExamName: exam.mockExamName,
      instructions: exam.instructions ?? undefined,
      paper: exam.randomQuestionCount === null ? 'CHOSEN' : 'RANDOM',
      randomQuestionCount: exam.randomQuestionCount ?? undefined,
      perChapter: exam.randomByChapter.length > 0,
      chapterCounts: Object.fromEntries(exam.randomByChapter.map((chapter) => [chapter.chapterID, chapter.count])),
      questionIDs: exam.questionIDs,
      durationMinutes: exam.durationMinutes,
      windowStart: toLocalInput(new Date(exam.windowStart)),
      windowEnd: toLocalInput(new Date(exam.windowEnd)),
      resultRelease: exam.resultRelease,
      audience: exam.audience,
      passMark: exam.passMark ?? undefined,
    };
  const tomorrow = new Date();
  tomorrow.setDate(tomorrow.getDate() + 1);
  tomorrow.setHours(9, 0, 0, 0);
  const closes = new Date(tomorrow);
  closes.setDate(closes.getDate() + 7);
  return {
    mockExamName: '',
    paper: 'RANDOM',
    randomQuestionCount: Math.min(MockExamLimits.defaultQuestionCount[type], Math.max(1, poolSize)),
    perChapter: false,
    chapterCounts: {},
    questionIDs: [],
    durationMinutes: MockExamLimits.defaultDurationMinutes[type],
    windowStart: toLocalInput(tomorrow),
    windowEnd: toLocalInput(closes),
    resultRelease: 'ON_SUBMIT',
    audience: 'PLAN_HOLDERS',
  };
}

/** The paper's part of the request: the chosen questions, a count drawn from the whole pool, or a count per chapter. */
function paperOf(form: z.output<typeof mockExamFormSchema>) {
  if (form.paper === 'CHOSEN') return { questionIDs: form.questionIDs };
  if (!form.perChapter) return { randomQuestionCount: form.randomQuestionCount };
  const randomByChapter = Object.entries(form.chapterCounts)
    .filter(([, count]) => count > 0)
    .map(([chapterID, count]) => ({ chapterID, count }));
  return { randomByChapter };
}

/** Name, instructions, paper, timing, window and release of a mock exam; a new one is saved as a draft. */
export function MockExamFormCard({
  type,
  exam,
  onSaved,
}: {
  type: MockExamType;
  exam?: MockExam;
  onSaved: (mockExamID: string) => void;
}) {
  const pool = useMockExamPool(type);
  return (
    <QueryView query={pool}>
      {(questions) => <MockExamEditForm type={type} exam={exam} pool={questions} onSaved={onSaved} />}
    </QueryView>
  );
}

/** The form once the flagged pool is in: a new exam's question count starts within it. */
function MockExamEditForm({
  type,
  exam,
  pool,
  onSaved,
}: {
  type: MockExamType;
  exam?: MockExam;
  pool: MockExamPoolQuestion[];
  onSaved: (mockExamID: string) => void;
}) {
  const save = useSaveMockExam();
  return (
    <Form
      aria-label="Mock exam"
      schema={mockExamFormSchema}
      options={{ mode: 'onChange', defaultValues: defaultsOf(type, exam, pool.length) }}
      onSubmit={async (form) => {
        const saved = await save.mutateAsync({
          mockExamID: exam?.mockExamID,
          mockExamType: type,
          mockExamName: form.mockExamName,
          instructions: form.instructions,
          ...paperOf(form),
          durationMinutes: form.durationMinutes,
          windowStart: new Date(form.windowStart).toISOString(),
          windowEnd: new Date(form.windowEnd).toISOString(),
          resultRelease: form.resultRelease,
          audience: form.audience,
          passMark: form.passMark,
        });
        onSaved(saved.mockExamID);
      }}
    >
      {({ bind, register, control }) => (
        <>
          <div className="grid items-start gap-5 lg:grid-cols-2">
            <div className={formCard}>
              <InputField label="Name" autoComplete="off" {...bind('mockExamName')} />
              <TextAreaField label="Instructions" rows={4} {...bind('instructions')} />
              <InputField
                label="Duration"
                hint={
                  type === 'AKT'
                    ? 'Minutes. The AKT: 3 h 30 min of questions and 30 min reading time (240).'
                    : 'Minutes. The KFP(MSQ) paper: 4 h (240).'
                }
                type="number"
                inputMode="numeric"
                {...bind('durationMinutes', { setValueAs: numberOrAbsent })}
              />
              <div className="grid gap-4 sm:grid-cols-2">
                <InputField label="Opens" type="datetime-local" step={1} {...bind('windowStart')} />
                <InputField label="Closes" type="datetime-local" step={1} {...bind('windowEnd')} />
              </div>
              <p className="-mt-2 text-sm text-ink-muted">
                Readers may start any time in the window; an attempt ends at its time limit or when the window closes.
              </p>
              <SelectField label="Results and explanations" options={resultReleaseOptions} {...bind('resultRelease')} />
              <SelectField label="Who may sit it" options={audienceOptions} {...bind('audience')} />
              <InputField
                label="Pass mark"
                hint="Per cent; leave empty for none."
                type="number"
                inputMode="decimal"
                {...bind('passMark', { setValueAs: numberOrAbsent })}
              />
            </div>
            <div className={formCard}>
              <PaperChoice pool={pool} bind={bind} register={register} control={control} />
            </div>
          </div>
          <FormActions cancelTo={listHref(type)} />
        </>
      )}
    </Form>
  );
}

type MockExamFormMethods = FormMethods<typeof mockExamFormSchema>;

function PaperChoice({
  pool,
  bind,
  register,
  control,
}: {
  pool: MockExamPoolQuestion[];
  bind: MockExamFormMethods['bind'];
  register: MockExamFormMethods['register'];
  control: MockExamFormMethods['control'];
}) {
  const paper = useWatch({ control, name: 'paper' });
  const perChapter = useWatch({ control, name: 'perChapter' });
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-medium text-ink">Paper</legend>
      <p className="text-sm text-ink-muted">{pool.length} question(s) are flagged for mock exams.</p>
      <label className="flex items-center gap-2 text-sm text-ink">
        <input type="radio" value="RANDOM" className="size-4 accent-[var(--accent)]" {...register('paper')} />
        Draw at random from the flagged questions
      </label>
      <label className="flex items-center gap-2 text-sm text-ink">
        <input type="radio" value="CHOSEN" className="size-4 accent-[var(--accent)]" {...register('paper')} />
        Choose the questions
      </label>
      {paper === 'RANDOM' ? (
        <>
          <label className="flex items-center gap-2 text-sm text-ink">
            <input type="checkbox" className="size-4 accent-[var(--accent)]" {...register('perChapter')} />
            Draw a number from each chapter
          </label>
          {perChapter ? (
            <Controller
              control={control}
              name="chapterCounts"
              render={({ field }) => <ChapterCounts pool={pool} value={field.value} onChange={field.onChange} />}
            />
          ) : (
            <InputField
              label="Number of questions"
              hint="Drawn when the exam is activated; every reader sits the same paper."
              type="number"
              inputMode="numeric"
              {...bind('randomQuestionCount', { setValueAs: numberOrAbsent })}
            />
          )}
        </>
      ) : (
        <Controller
          control={control}
          name="questionIDs"
          render={({ field }) => <QuestionPicker pool={pool} value={field.value} onChange={field.onChange} />}
        />
      )}
    </fieldset>
  );
}

/** The flagged questions by chapter and topic, narrowed as the admin types; the paper keeps the order they are ticked in. */
function QuestionPicker({
  pool,
  value,
  onChange,
}: {
  pool: MockExamPoolQuestion[];
  value: string[];
  onChange: (next: string[]) => void;
}) {
  const [find, setFind] = useState('');
  const needle = find.trim().toLowerCase();
  const shown = needle
    ? pool.filter((question) =>
        `${question.questionName} ${question.topicName} ${question.chapterName}`.toLowerCase().includes(needle),
      )
    : pool;
  return (
    <div className="flex flex-col gap-2">
      <SearchInput aria-label="Find a question" placeholder="Find a question" value={find} onSearch={setFind} />
      <p className="text-sm text-ink-muted" aria-live="polite">
        {value.length} chosen
      </p>
      <ul aria-label="Flagged questions" className="max-h-96 overflow-y-auto rounded-lg border border-line">
        {shown.map((question) => {
          const checked = value.includes(question.questionID);
          return (
            <li key={question.questionID} className="border-b border-line last:border-b-0">
              <label className="flex cursor-pointer items-start gap-3 p-2.5 text-sm">
                <input
                  type="checkbox"
                  className="mt-0.5 size-4 accent-[var(--accent)]"
                  checked={checked}
                  onChange={() =>
                    onChange(
                      checked ? value.filter((id) => id !== question.questionID) : [...value, question.questionID],
                    )
                  }
                />
                <span className="min-w-0">
                  <span className="block text-ink [overflow-wrap:anywhere]">{question.questionName}</span>
                  <span className="block text-ink-muted">
                    {question.chapterName} · {question.topicName}
                  </span>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** A count per chapter of the flagged pool, each at most what the chapter holds, and the paper's total. */
function ChapterCounts({
  pool,
  value,
  onChange,
}: {
  pool: MockExamPoolQuestion[];
  value: Record<string, number>;
  onChange: (next: Record<string, number>) => void;
}) {
  const chapters = [...new Map(pool.map((question) => [question.chapterID, question.chapterName]))].map(
    ([chapterID, chapterName]) => ({
      chapterID,
      chapterName,
      available: pool.filter((question) => question.chapterID === chapterID).length,
    }),
  );
  return (
    <div className="flex flex-col gap-2">
      <ul aria-label="Questions per chapter" className="flex flex-col gap-2">
        {chapters.map((chapter) => (
          <li key={chapter.chapterID} className="flex items-center justify-between gap-3 text-sm">
            <label htmlFor={`chapter-${chapter.chapterID}`} className="min-w-0 text-ink [overflow-wrap:anywhere]">
              {chapter.chapterName} <span className="text-ink-muted">({chapter.available} flagged)</span>
            </label>
            <Input
              id={`chapter-${chapter.chapterID}`}
              type="number"
              inputMode="numeric"
              min={0}
              max={chapter.available}
              className="w-24"
              value={value[chapter.chapterID] ?? ''}
              onChange={(event) =>
                onChange({
                  ...value,
                  [chapter.chapterID]: Math.min(chapter.available, Math.max(0, Number(event.target.value) || 0)),
                })
              }
            />
          </li>
        ))}
      </ul>
      <p className="text-sm font-medium text-ink" aria-live="polite">
        {totalOf(value)} question(s) in all
      </p>
    </div>
  );
}
