import type { AktSessionListItem } from '@notebook/contracts';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { Pager } from '@/components/ui/pager';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useLoggedInUser } from '@/lib/auth-store';
import { formatDate } from '@/lib/format-date';
import { useFacedTotal, usePagedAktSessions } from '../api/akt-practice';

const PAGE_SIZE = 20;
export const modeLabel = { TUTOR: 'Tutor', EXAM: 'Exam' } as const;

/** /public/akt-questions: a reader's AKT practice sessions, newest first, 20 a page; a visitor is asked to sign in. */
export function AktSessionsPage() {
  const user = useLoggedInUser();
  const { pathname } = useLocation();
  const isReader = user?.user.userType === 'READER';
  return (
    <section aria-labelledby="akt-title" className="mx-auto w-full max-w-3xl">
      <PageHeader
        title="AKT Questions"
        description="Practise applied knowledge test questions in sessions: tutor mode shows the answer after each question, exam mode at the end."
        actions={
          isReader && (
            <Button asChild>
              <Link to={paths.public.aktQuestionsNew.getHref()}>
                <Plus aria-hidden /> New session
              </Link>
            </Button>
          )
        }
      />
      {isReader ? (
        <ReaderSessions />
      ) : (
        <p className="text-ink-muted">
          <Link to={paths.login.getHref(pathname)} className="font-medium text-accent-strong hover:underline">
            Sign in
          </Link>{' '}
          to practise AKT questions and keep your sessions.
        </p>
      )}
    </section>
  );
}

function ReaderSessions() {
  const [page, setPage] = useState(0);
  const sessions = usePagedAktSessions(page);
  const faced = useFacedTotal();
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
              <SessionRow key={session.aktSessionID} session={session} />
            ))}
          </ul>
          <Pager
            label="Sessions"
            page={page}
            pages={Math.ceil(sessions.data.totalNoOfRecords / PAGE_SIZE)}
            total={sessions.data.totalNoOfRecords}
            onPage={setPage}
          />
        </>
      )}
    </>
  );
}

function SessionRow({ session }: { session: AktSessionListItem }) {
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
          {ended ? ' · Ended' : ' · In progress'}
        </span>
      </div>
      <Button asChild variant={ended ? 'secondary' : 'primary'} size="sm">
        <Link to={paths.public.aktQuestionsSession.getHref(session.aktSessionID)}>{ended ? 'Review' : 'Resume'}</Link>
      </Button>
    </li>
  );
}
