import { AktSessionFilter, Messages, PracticeLimits, createAktSessionRequest } from '@notebook/contracts';
import { Lock } from 'lucide-react';
import { useEffect, useEffectEvent, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Form, InputField, SelectField } from '@/components/ui/form';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useCreateSession, usePracticeTopics } from '../api/practice-calls';
import { type PracticeKind, type PracticeTopic, sessionHref } from '../api/practice-kinds';

const filterLabels: Record<(typeof AktSessionFilter)[number], string> = {
  ALL: 'All questions',
  UNSEEN: 'Questions I have not met yet',
  INCORRECT: 'Questions I last answered wrong',
  FLAGGED: 'Questions I flagged',
};
const formFields = new Set(Object.keys(createAktSessionRequest.shape));
/** The practice calls show no toast (spec section 8): a refusal that names no field of the form is said under the form. */
const formLevelMessage = (error: unknown): string | null =>
  error instanceof ApiError && !Object.keys(error.fieldErrors).some((field) => formFields.has(field))
    ? error.message
    : null;

const modes = [
  {
    value: 'TUTOR',
    label: 'Tutor mode',
    hint: 'See right or wrong, the answer and the explanation after each question.',
  },
  { value: 'EXAM', label: 'Exam mode', hint: 'Answers stay hidden until you end the session, as in the exam.' },
] as const;

/** /public/akt-questions/new and /public/msq-questions/new: the topics (grouped by chapter), the number of questions, the mode and which questions. */
export function NewSessionPage({ kind }: { kind: PracticeKind }) {
  const topics = usePracticeTopics(kind);
  const create = useCreateSession(kind);
  const navigate = useNavigate();
  const chapters = useMemo(() => groupByChapter(topics.data ?? []), [topics.data]);

  return (
    <section aria-labelledby="new-session-title" className="mx-auto w-full max-w-3xl">
      <PageHeader
        title={`New ${kind.label} session`}
        description="Choose the topics and how many questions to practise."
      />
      {topics.isPending ? (
        <Spinner />
      ) : chapters.length === 0 ? (
        <p className="text-ink-muted">No question(s) added</p>
      ) : (
        <Form
          schema={createAktSessionRequest}
          options={{ defaultValues: { topicIDs: [], noOfQuestions: 10, mode: 'TUTOR', filter: 'ALL' } }}
          onSubmit={async (values) => {
            const sessionID = await create.mutateAsync(values);
            navigate(sessionHref(kind, sessionID, 1));
          }}
        >
          {({ bind, register, watch, setValue, formState: { errors, isSubmitting } }) => {
            const chosen = new Set(watch('topicIDs') ?? []);
            const filter = watch('filter') ?? 'ALL';
            const available = (topics.data ?? [])
              .filter((topic) => chosen.has(topic.topicID))
              .reduce((sum, topic) => sum + drawable(topic, filter), 0);
            const max = Math.min(PracticeLimits.maxSessionQuestions, available);
            const count = watch('noOfQuestions');
            // Start never asks for more than the choice holds (issue 28: it led to 400 'Only 3 question(s) match').
            const cannotStart = chosen.size > 0 && (available === 0 || count > max);
            const open = (topics.data ?? []).filter((topic) => !topic.locked).map((topic) => topic.topicID);
            return (
              <>
                <fieldset className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4">
                  <legend className="px-1 text-sm font-semibold text-ink">Topics</legend>
                  <div className="flex flex-wrap items-center gap-3 text-sm">
                    <Button
                      type="button"
                      variant="secondary"
                      size="sm"
                      onClick={() => setValue('topicIDs', open, { shouldValidate: true })}
                    >
                      Select all
                    </Button>
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      onClick={() => setValue('topicIDs', [], { shouldValidate: true })}
                    >
                      Clear
                    </Button>
                    <span className="text-ink-muted tabular-nums">{available} question(s) in the chosen topics</span>
                  </div>
                  {chapters.map(([chapterName, chapterTopics]) => (
                    <div key={chapterName} role="group" aria-label={chapterName} className="flex flex-col gap-1">
                      <p className="text-xs font-semibold tracking-wider text-ink-muted uppercase">{chapterName}</p>
                      {chapterTopics.map((topic) => (
                        <label
                          key={topic.topicID}
                          className={`flex items-center gap-2 text-sm ${topic.locked ? 'text-ink-faint' : 'text-ink'}`}
                        >
                          <input
                            type="checkbox"
                            value={topic.topicID}
                            disabled={topic.locked}
                            className="size-4 accent-[var(--accent)]"
                            {...register('topicIDs')}
                          />
                          <span className="min-w-0 [overflow-wrap:anywhere]">{topic.topicName}</span>
                          <span className="text-ink-muted tabular-nums">({topic.noOfQuestions})</span>
                          {topic.locked && <Lock aria-label="Locked: subscribe to practise" className="size-3.5" />}
                        </label>
                      ))}
                    </div>
                  ))}
                  {errors.topicIDs && (
                    <p role="alert" className="text-sm text-danger">
                      {errors.topicIDs.type === 'server' ? errors.topicIDs.message : 'Choose at least one topic'}
                    </p>
                  )}
                </fieldset>
                <CountFollowsChoice
                  max={max}
                  count={count}
                  onClamp={(value) => setValue('noOfQuestions', value, { shouldValidate: true })}
                />
                <InputField
                  label="Number of questions"
                  type="number"
                  inputMode="numeric"
                  hint={countHint(chosen.size, available, max, count)}
                  {...bind('noOfQuestions', { valueAsNumber: true })}
                />
                <fieldset className="flex flex-col gap-2">
                  <legend className="mb-1 text-sm font-medium text-ink">Mode</legend>
                  {modes.map((mode) => (
                    <label
                      key={mode.value}
                      className="flex items-start gap-2 rounded-lg border border-line bg-surface p-3 text-sm"
                    >
                      <input
                        type="radio"
                        value={mode.value}
                        className="mt-0.5 size-4 accent-[var(--accent)]"
                        {...register('mode')}
                      />
                      <span>
                        <span className="font-medium text-ink">{mode.label}</span>
                        <span className="block text-ink-muted">{mode.hint}</span>
                      </span>
                    </label>
                  ))}
                </fieldset>
                <SelectField
                  label="Questions"
                  {...bind('filter')}
                  options={AktSessionFilter.map((value) => ({ value, label: filterLabels[value] }))}
                />
                <div className="flex flex-col items-start gap-2">
                  <Button type="submit" disabled={isSubmitting || cannotStart}>
                    Start session
                  </Button>
                  {!isSubmitting && formLevelMessage(create.error) && (
                    <p role="alert" className="text-sm text-danger">
                      {formLevelMessage(create.error)}
                    </p>
                  )}
                </div>
              </>
            );
          }}
        </Form>
      )}
    </section>
  );
}

/** What a new session could draw from the topic under the filter (an older server sends only the total). */
const drawable = (topic: PracticeTopic, filter: (typeof AktSessionFilter)[number]) =>
  topic.noOfQuestionsByFilter?.[filter] ?? topic.noOfQuestions;

function countHint(topicsChosen: number, available: number, max: number, count: number): string {
  if (topicsChosen === 0) return 'Choose one or more topics first';
  if (available === 0) return Messages.practiceNoQuestions;
  if (count > max && max === available) return Messages.practiceTooManyQuestions(available);
  return `1 to ${max}`;
}

/** A choice that holds fewer questions than asked brings the count down to what it holds. */
function CountFollowsChoice({ max, count, onClamp }: { max: number; count: number; onClamp: (value: number) => void }) {
  const follow = useEffectEvent(() => {
    if (max > 0 && count > max) onClamp(max);
  });
  useEffect(() => follow(), [max]);
  return null;
}

function groupByChapter(topics: PracticeTopic[]): Array<[string, PracticeTopic[]]> {
  const byChapter = new Map<string, PracticeTopic[]>();
  for (const topic of topics) byChapter.set(topic.chapterName, [...(byChapter.get(topic.chapterName) ?? []), topic]);
  return [...byChapter];
}
