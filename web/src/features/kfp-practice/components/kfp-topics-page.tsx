import { Lock } from 'lucide-react';
import { Link, useSearchParams } from 'react-router-dom';
import { PracticeKinds } from '@/components/ui/study-links';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useLoggedInUser } from '@/lib/auth-store';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format-date';
import { upgradeHref } from '@/lib/reading-links';
import { useKfpCases, useKfpTopics } from '../api/kfp-practice';
import { SignInPrompt } from '@/components/ui/sign-in-prompt';

/** /public/kfp-questions?topicID=…: topics with KFP cases (locked ones say so), and the chosen topic's cases with the reader's last attempt. */
export function KfpTopicsPage() {
  const user = useLoggedInUser();
  const isReader = user?.user.userType === 'READER';
  const topics = useKfpTopics(!!user);
  const [searchParams, setSearchParams] = useSearchParams();
  const topicID = searchParams.get('topicID');
  const chosen = topics.data?.find((topic) => topic.topicID === topicID) ?? null;

  return (
    <section aria-labelledby="kfp-title" className="mx-auto w-full max-w-4xl">
      <PracticeKinds />
      <PageHeader
        title="KFP Questions"
        description="Key feature problem cases: read the case, answer its questions one at a time, and see how you did."
      />
      {topics.isPending ? (
        <Spinner />
      ) : !topics.data?.length ? (
        <p className="text-ink-muted">No topic(s)</p>
      ) : (
        <div className="flex flex-col gap-6 md:flex-row md:items-start">
          <nav aria-label="Topics with cases" className="md:w-64">
            <ul className="flex flex-col gap-1">
              {topics.data.map((topic) => (
                <li key={topic.topicID}>
                  <button
                    type="button"
                    aria-current={topic.topicID === topicID ? 'true' : undefined}
                    onClick={() => setSearchParams({ topicID: topic.topicID })}
                    className={cn(
                      'flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm hover:bg-surface-muted',
                      topic.topicID === topicID ? 'bg-accent-soft font-medium text-ink' : 'text-ink',
                    )}
                  >
                    <span className="min-w-0 flex-1 [overflow-wrap:anywhere]">{topic.topicName}</span>
                    <span className="text-ink-muted tabular-nums">{topic.noOfCases}</span>
                    {topic.locked && <Lock aria-label="Locked" className="size-3.5 text-ink-faint" />}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          <div className="min-w-0 flex-1">
            {!chosen ? (
              <p className="text-ink-muted">Choose a topic to see its cases.</p>
            ) : !isReader ? (
              <SignInPrompt>to practise the cases and keep your attempts.</SignInPrompt>
            ) : chosen.locked ? (
              <p className="rounded-xl border border-line bg-accent-soft p-4 text-sm text-ink">
                The cases of this topic are part of the full course.{' '}
                <Link to={upgradeHref} className="font-medium text-accent-strong hover:underline">
                  Subscribe
                </Link>{' '}
                to practise them.
              </p>
            ) : (
              <CaseList topicID={chosen.topicID} />
            )}
          </div>
        </div>
      )}
    </section>
  );
}

function CaseList({ topicID }: { topicID: string }) {
  const cases = useKfpCases(topicID);
  if (cases.isPending) return <Spinner />;
  if (!cases.data?.length) return <p className="text-ink-muted">No question(s) added</p>;
  return (
    <ul className="flex flex-col gap-2" aria-label="Cases">
      {cases.data.map((item) => (
        <li
          key={item.kfpCaseID}
          className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-line bg-surface p-4"
        >
          <div className="flex min-w-0 flex-col gap-0.5">
            <span className="font-medium text-ink [overflow-wrap:anywhere]">{item.caseName}</span>
            <span className="text-sm text-ink-muted tabular-nums">
              {item.noOfQuestions} question(s)
              {item.lastAttempt &&
                ` · last attempt ${formatDate(new Date(item.lastAttempt.startedAt))}: ${item.lastAttempt.marks} of ${item.lastAttempt.noOfQuestions}${item.lastAttempt.completed ? '' : ' (unfinished)'}`}
            </span>
          </div>
          <Button asChild size="sm" variant={item.lastAttempt ? 'secondary' : 'primary'}>
            <Link
              to={paths.public.kfpQuestion.getHref(
                item.kfpCaseID,
                item.lastAttempt && !item.lastAttempt.completed ? item.lastAttempt.kfpAttemptID : undefined,
              )}
            >
              {item.lastAttempt && !item.lastAttempt.completed ? 'Continue' : 'Open case'}
            </Link>
          </Button>
        </li>
      ))}
    </ul>
  );
}
