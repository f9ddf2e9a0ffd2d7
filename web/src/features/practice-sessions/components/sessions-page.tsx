import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { PracticeKinds } from '@/components/ui/study-links';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { Pager } from '@/components/ui/pager';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useLoggedInUser } from '@/lib/auth-store';
import { formatDate } from '@/lib/format-date';
import { useFacedTotal, usePagedSessions } from '../api/practice-calls';
import { type PracticeKind, type PracticeSessionItem, sessionHref } from '../api/practice-kinds';

const PAGE_SIZE = 20;
export const modeLabel = { TUTOR: 'Tutor', EXAM: 'Exam' } as const;

/** /public/akt-questions and /public/msq-questions: a reader's sessions, newest first, 20 a page; a visitor is asked to sign in. */
export function SessionsPage({ kind }: { kind: PracticeKind }) {
  const user = useLoggedInUser();
  const { pathname } = useLocation();
  const isReader = user?.user.userType === 'READER';
  return (
    <section aria-labelledby="practice-title" className="mx-auto w-full max-w-3xl">
      <PracticeKinds />
      <PageHeader
        title={kind.title}
        description={kind.description}
        actions={
          isReader && (
            <Button asChild>
              <Link to={kind.routes.create}>
                <Plus aria-hidden /> New session
              </Link>
            </Button>
          )
        }
      />
      {isReader ? (
        <ReaderSessions kind={kind} />
      ) : (
        <p className="text-ink-muted">
          <Link to={paths.login.getHref(pathname)} className="font-medium text-accent-strong hover:underline">
            Sign in
          </Link>{' '}
          to practise {kind.label} questions and keep your sessions.
        </p>
      )}
    </section>
  );
}

function ReaderSessions({ kind }: { kind: PracticeKind }) {
  const [page, setPage] = useState(0);
  const sessions = usePagedSessions(kind, page);
  const faced = useFacedTotal(kind);
  return (
    <>
      {faced.data && (
        <p className="mb-4 rounded-xl border border-line bg-surface p-4 text-sm text-ink-muted">
          You have met <strong className="text-ink tabular-nums">{faced.data.faced}</strong> of{' '}
          <strong className="text-ink tabular-nums">{faced.data.total}</strong> questions you can practise.
        </p>
      )}
      {sessions.isPending ? (
        <Spinner />
      ) : !sessions.data || sessions.data.pageData.length === 0 ? (
        <p className="text-ink-muted">No session(s) found</p>
      ) : (
        <>
          <ul className="flex flex-col gap-2" aria-label="Your sessions">
            {sessions.data.pageData.map((session) => (
              <SessionRow key={session.sessionID} kind={kind} session={session} />
            ))}
          </ul>
          <Pager
            label="Sessions"
            page={page}
            pageSize={PAGE_SIZE}
            total={sessions.data.totalNoOfRecords}
            onPage={setPage}
          />
        </>
      )}
    </>
  );
}

function SessionRow({ kind, session }: { kind: PracticeKind; session: PracticeSessionItem }) {
  const ended = session.status === 'ENDED';
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-line bg-surface p-4">
      <div className="flex min-w-0 flex-col gap-0.5">
        <span className="font-medium text-ink">
          {formatDate(new Date(session.createdAt))} · {modeLabel[session.mode]} mode
        </span>
        <span className="text-sm text-ink-muted tabular-nums">
          {session.answeredCount} of {session.noOfQuestions} answered
          {session.score !== null && ` · Score ${session.score}%`}
          {!!session.penalties && ` (−${session.penalties} points for extra options)`}
          {ended ? ' · Ended' : ' · In progress'}
        </span>
      </div>
      <Button asChild variant={ended ? 'secondary' : 'primary'} size="sm">
        <Link to={sessionHref(kind, session.sessionID)}>{ended ? 'Review' : 'Resume'}</Link>
      </Button>
    </li>
  );
}
