import { type DayPlan, type ReaderReadiness, examKindLabels } from '@notebook/contracts';
import { BookOpen, ClipboardList, GraduationCap, ListChecks, Repeat, Stethoscope, UserRound } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useNow } from '@/hooks/use-now';
import { useLoggedInUser } from '@/lib/auth-store';
import { formatDate, formatDateTime } from '@/lib/format-date';
import { lessonNotesHref, lessonsHref } from '@/lib/reading-links';
import { practiceKindLabels, practiceKinds } from '@/lib/practice-kinds';
import { accuracyPercent } from '@/lib/readiness-format';
import { countOf } from '@/lib/count-of';
import {
  useDayPlan,
  useHomeIndex,
  useHomeMockExams,
  useHomeReadiness,
  useLastRead,
} from '../api/subscriber-home-calls';
import { nextMockExam, readingSummary, type NextMockExam } from './home-summary';

const linkClass = 'font-medium text-accent-strong underline-offset-2 hover:underline';

/**
 * `/public` for a signed-in reader on a plan or its trial (issue 28): today's plan and reviews due
 * (issue 29), where they left off, their reading progress, the next mock exam, readiness at a glance
 * and the ways into practice. The
 * course's page (pricing, FAQ) stays one link away ("About the course").
 */
export function SubscriberHome() {
  const user = useLoggedInUser();
  const onTrial = Boolean(user && !user.hasActiveSubscription && user.unSubscribedPlan);
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-2 pt-2">
        <p className="text-sm font-medium tracking-wide text-accent-strong uppercase">Your study</p>
        <h1 className="font-serif text-3xl leading-tight font-semibold tracking-tight text-ink sm:text-4xl">
          {user ? `Welcome back, ${user.user.firstName}.` : 'Welcome back.'}
        </h1>
        <p className="text-ink-muted">
          {onTrial ? 'Your free trial is running. ' : ''}
          <Link to={paths.public.homeSection('course-structure')} className={linkClass}>
            About the course
          </Link>
          {' · '}
          <Link to={paths.public.homeSection('pricing')} className={linkClass}>
            Pricing
          </Link>
          {' · '}
          <Link to={paths.public.homeSection('faq')} className={linkClass}>
            FAQ
          </Link>
        </p>
      </header>
      <TodaysPlan />
      <ContinueReading />
      <div className="grid gap-6 md:grid-cols-2">
        <ReadingProgress />
        <NextMockExamCard />
      </div>
      <Readiness />
      <QuickLinks />
    </div>
  );
}

function Card({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold text-ink">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

function Failed({ message }: { message: string }) {
  return (
    <p role="alert" className="text-sm text-ink-muted">
      {message}
    </p>
  );
}

const daysText = (days: number) =>
  days > 1 ? `${days} days to go` : days === 1 ? '1 day to go' : days === 0 ? 'today' : 'date passed';

/** Today's plan (issue 29): the reviews due, the exam date, the weakest topics and the lessons to read in them. */
function TodaysPlan() {
  const plan = useDayPlan();
  return (
    <Card title="Today’s plan">
      {plan.isPending ? (
        <Spinner />
      ) : plan.isError ? (
        <Failed message={plan.error.message} />
      ) : (
        <DayPlanBody plan={plan.data} />
      )}
    </Card>
  );
}

function DayPlanBody({ plan }: { plan: DayPlan }) {
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <p className="text-ink">
            <span className="text-3xl font-semibold tabular-nums">{plan.dueReviews}</span>
            <span className="text-ink-muted"> {plan.dueReviews === 1 ? 'review' : 'reviews'} due today</span>
          </p>
          <p className="text-sm text-ink-muted">
            {plan.examPlan && plan.daysToExam !== null ? (
              <>
                {examKindLabels[plan.examPlan.exam]} exam on{' '}
                {formatDate(new Date(`${plan.examPlan.examDate}T00:00:00`))}: {daysText(plan.daysToExam)}
              </>
            ) : (
              <Link to={paths.public.profile.getHref()} className={linkClass}>
                Set your exam date
              </Link>
            )}
          </p>
        </div>
        {plan.dueReviews > 0 && (
          <Button asChild>
            <Link to={paths.public.review.getHref()}>Start review</Link>
          </Button>
        )}
      </div>
      {plan.weakTopics.length > 0 && (
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <h3 className="mb-1 text-sm font-semibold text-ink">Weakest topics</h3>
            <ul aria-label="Weakest topics" className="flex flex-col gap-1 text-sm">
              {plan.weakTopics.map((topic) => (
                <li key={topic.topicID} className="[overflow-wrap:anywhere]">
                  <Link to={lessonsHref(topic.topicID)} className={linkClass}>
                    {topic.topicName}
                  </Link>
                  <span className="text-ink-muted">
                    {' '}
                    · {topic.readinessPercent === null ? 'not practised yet' : `${Math.floor(topic.readinessPercent)}%`}
                  </span>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h3 className="mb-1 text-sm font-semibold text-ink">Lessons to read</h3>
            {plan.lessonsToRead.length === 0 ? (
              <p className="text-sm text-ink-muted">Every lesson of these topics is marked read.</p>
            ) : (
              <ul aria-label="Lessons to read" className="flex flex-col gap-1 text-sm">
                {plan.lessonsToRead.map((lesson) => (
                  <li key={lesson.lessonID} className="[overflow-wrap:anywhere]">
                    <Link to={lessonNotesHref(lesson.lessonID, lesson.topicID)} className={linkClass}>
                      {lesson.lessonName}
                    </Link>
                    <span className="text-ink-muted"> · {lesson.topicName}</span>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      )}
    </div>
  );
}

function ContinueReading() {
  const lastRead = useLastRead();
  const index = useHomeIndex();
  const next = index.data ? readingSummary(index.data).nextTopic : null;
  return (
    <Card title="Continue where you left off">
      {lastRead.isPending ? (
        <Spinner />
      ) : lastRead.isError ? (
        <Failed message={lastRead.error.message} />
      ) : lastRead.data ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="min-w-0">
            <p className="font-medium text-ink [overflow-wrap:anywhere]">{lastRead.data.lessonName}</p>
            <p className="text-sm text-ink-muted [overflow-wrap:anywhere]">
              {lastRead.data.topicName} · last marked read {formatDate(new Date(lastRead.data.readAt))}
            </p>
          </div>
          <Button asChild>
            <Link
              to={lessonNotesHref(lastRead.data.lessonID, lastRead.data.topicID)}
              aria-label={`Continue reading ${lastRead.data.lessonName}`}
            >
              <BookOpen aria-hidden="true" />
              Continue reading
            </Link>
          </Button>
        </div>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-ink-muted">No lesson marked read yet.</p>
          {next && (
            <Button asChild>
              <Link to={lessonsHref(next.topicID)}>
                <BookOpen aria-hidden="true" />
                Start with {next.topicName}
              </Link>
            </Button>
          )}
        </div>
      )}
    </Card>
  );
}

function ReadingProgress() {
  const index = useHomeIndex();
  if (index.isPending)
    return (
      <Card title="Reading progress">
        <Spinner />
      </Card>
    );
  if (index.isError)
    return (
      <Card title="Reading progress">
        <Failed message={index.error.message} />
      </Card>
    );
  const summary = readingSummary(index.data);
  const share = summary.lessons ? Math.round((summary.lessonsRead / summary.lessons) * 100) : 0;
  return (
    <Card title="Reading progress">
      {summary.openTopics === 0 ? (
        <p className="text-ink-muted">No topics to read yet.</p>
      ) : (
        <>
          <p className="text-ink">
            <span className="text-3xl font-semibold tabular-nums">{summary.topicsRead}</span>
            <span className="text-ink-muted"> of {countOf(summary.openTopics, 'topic')} read</span>
          </p>
          <div
            role="progressbar"
            aria-label="Lessons marked read"
            aria-valuemin={0}
            aria-valuemax={summary.lessons}
            aria-valuenow={summary.lessonsRead}
            aria-valuetext={`${summary.lessonsRead} of ${countOf(summary.lessons, 'lesson')}`}
            className="h-2 overflow-hidden rounded-full bg-surface-muted"
          >
            <div className="h-full rounded-full bg-accent" style={{ width: `${share}%` }} />
          </div>
          <p className="text-sm text-ink-muted">
            {summary.lessonsRead} of {countOf(summary.lessons, 'lesson')} marked read
          </p>
          {summary.openTopics < summary.courseTopics && (
            <p className="text-sm text-ink-muted">
              Your plan opens {summary.openTopics} of the course’s {summary.courseTopics} topics.{' '}
              <Link to={paths.public.homeSection('pricing')} className={linkClass}>
                See the plans
              </Link>
            </p>
          )}
        </>
      )}
    </Card>
  );
}

function NextMockExamCard() {
  const exams = useHomeMockExams();
  // An exam opening, closing or running out while the page stays open moves to the next one.
  const now = useNow(30_000);
  const allExams = (
    <Link to={paths.public.mockExams.getHref()} className={`text-sm ${linkClass}`}>
      All mock exams
    </Link>
  );
  if (exams.isPending)
    return (
      <Card title="Next mock exam" action={allExams}>
        <Spinner />
      </Card>
    );
  if (exams.isError)
    return (
      <Card title="Next mock exam" action={allExams}>
        <Failed message={exams.error.message} />
      </Card>
    );
  const next = nextMockExam(exams.data, now);
  return (
    <Card title="Next mock exam" action={allExams}>
      {next ? <MockExamSummary next={next} /> : <p className="text-ink-muted">No mock exam is open or coming up.</p>}
    </Card>
  );
}

const typeLabel = { AKT: 'AKT', MSQ: 'KFP(MSQ)' } as const;

function MockExamSummary({ next }: { next: NextMockExam }) {
  const { exam, action } = next;
  return (
    <div className="flex flex-col gap-2">
      <p className="font-medium text-ink [overflow-wrap:anywhere]">{exam.mockExamName}</p>
      <p className="text-sm text-ink-muted">
        {typeLabel[exam.mockExamType]} · {countOf(exam.noOfQuestions, 'question')} · {exam.durationMinutes} min
      </p>
      <p className="text-sm text-ink-muted">
        {action === 'upcoming'
          ? `Opens ${formatDateTime(new Date(exam.windowStart))}`
          : action === 'start'
            ? `Open until ${formatDateTime(new Date(exam.windowEnd))}`
            : `In progress: ends ${formatDateTime(new Date(exam.attempt!.deadline))}`}
      </p>
      {action !== 'upcoming' && (
        <div>
          <Button asChild size="sm">
            <Link
              to={
                action === 'continue'
                  ? paths.public.mockExamSitting.getHref(exam.attempt!.mockAttemptID)
                  : paths.public.mockExams.getHref()
              }
              aria-label={`${action === 'continue' ? 'Continue' : 'Start'} ${exam.mockExamName}`}
            >
              {action === 'continue' ? 'Continue' : 'Start'}
            </Link>
          </Button>
        </div>
      )}
    </div>
  );
}

function Readiness() {
  const readiness = useHomeReadiness();
  const profile = (
    <Link to={paths.public.profile.getHref()} className={`text-sm ${linkClass}`}>
      By chapter on your profile
    </Link>
  );
  return (
    <Card title="Readiness" action={profile}>
      {readiness.isPending ? (
        <Spinner />
      ) : readiness.isError ? (
        <Failed message={readiness.error.message} />
      ) : readiness.data.overall.answered === 0 ? (
        <p className="text-ink-muted">No practice marked yet. Answer questions and your accuracy shows here.</p>
      ) : (
        <ReadinessFigures readiness={readiness.data} />
      )}
    </Card>
  );
}

function ReadinessFigures({ readiness }: { readiness: ReaderReadiness }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      <Figure label="Overall" accuracy={readiness.overall.accuracy} answered={readiness.overall.answered} strong />
      {practiceKinds.map((source) => (
        <Figure
          key={source}
          label={practiceKindLabels[source]}
          accuracy={readiness.bySource[source].accuracy}
          answered={readiness.bySource[source].answered}
        />
      ))}
    </dl>
  );
}

function Figure({
  label,
  accuracy,
  answered,
  strong = false,
}: {
  label: string;
  accuracy: number | null;
  answered: number;
  strong?: boolean;
}) {
  return (
    <div
      className={
        strong ? 'rounded-xl border border-line bg-surface-muted px-3 py-2' : 'rounded-xl border border-line px-3 py-2'
      }
    >
      <dt className="text-xs font-semibold tracking-wider text-ink-muted uppercase">{label}</dt>
      <dd className="text-2xl font-semibold text-ink tabular-nums">{accuracyPercent(accuracy)}</dd>
      <dd className="text-xs text-ink-muted">{countOf(answered, 'answer')}</dd>
    </div>
  );
}

const quickLinks = [
  { label: 'Today’s review', to: paths.public.review.getHref(), icon: Repeat },
  { label: 'AKT questions', to: paths.public.aktQuestions.getHref(), icon: ListChecks },
  { label: 'KFP(MSQ) questions', to: paths.public.msqQuestions.getHref(), icon: ClipboardList },
  { label: 'KFP cases', to: paths.public.kfpQuestions.getHref(), icon: Stethoscope },
  { label: 'Mock exams', to: paths.public.mockExams.getHref(), icon: GraduationCap },
  { label: 'Your profile', to: paths.public.profile.getHref(), icon: UserRound },
] as const;

function QuickLinks() {
  return (
    <nav aria-label="Practice and mock exams">
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {quickLinks.map(({ label, to, icon: Icon }) => (
          <li key={label}>
            <Link
              to={to}
              className="flex min-h-12 items-center gap-2 rounded-xl border border-line bg-surface px-3 py-3 text-sm font-medium text-ink hover:border-accent hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              <Icon aria-hidden="true" className="size-4 shrink-0 text-accent-strong" />
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
