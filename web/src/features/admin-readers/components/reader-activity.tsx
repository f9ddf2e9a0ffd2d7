import type { AdminReaderDetail, ReadinessFigure } from '@notebook/contracts';
import { useState } from 'react';
import { formCard } from '@/components/forms/form-card';
import { Pager } from '@/components/ui/pager';
import { PageSpinner } from '@/components/ui/spinner';
import { usePlanName, useReaderLoginHistory, useReaderReadiness } from '../api/reader-calls';

const planStatus: Record<string, string> = {
  ACTIVE: 'Subscribed',
  INACTIVE: 'Lapsed',
  INITIATED: 'Payment started',
  UNSUBSCRIBED: 'On a free trial',
};
const method = { PASSWORD: 'Signed in', OAUTH: 'Signed in with a provider', RETURN: 'Came back' } as const;
const when = (iso: string) => new Date(iso).toLocaleString('en-AU', { dateStyle: 'medium', timeStyle: 'short' });
const accuracy = (figure: ReadinessFigure) => (figure.accuracy === null ? '-' : `${figure.accuracy}%`);

export function SubscriptionPanel({ reader }: { reader: AdminReaderDetail }) {
  const planName = usePlanName(reader.pricingPlanID);
  return (
    <section aria-label="Subscription" className={formCard}>
      <h2 className="font-semibold text-ink">Subscription</h2>
      <p className="text-ink">
        {reader.subscriptionStatus
          ? (planStatus[reader.subscriptionStatus] ?? reader.subscriptionStatus)
          : 'No plan yet'}
      </p>
      {reader.pricingPlanID && planName.isSuccess && (
        <p className="text-sm text-ink">{planName.data ?? 'A plan no longer offered'}</p>
      )}
      {reader.referredBy && (
        <p className="text-sm text-ink-muted">Joined through {reader.referredBy.name}’s referral link.</p>
      )}
      <p className="text-sm text-ink-muted">Registered {when(reader.createdAt)}</p>
    </section>
  );
}

/** The reader's readiness: answers marked and accuracy, overall, by kind, and over the last 30 days. */
export function StudyActivityPanel({ readerID }: { readerID: string }) {
  const readiness = useReaderReadiness(readerID);
  return (
    <section aria-label="Study activity" className={formCard}>
      <h2 className="font-semibold text-ink">Study activity</h2>
      {readiness.isPending ? (
        <PageSpinner />
      ) : readiness.isError ? (
        <p role="alert" className="text-danger">
          {readiness.error.message}
        </p>
      ) : readiness.data.overall.answered === 0 ? (
        <p className="text-ink-muted">No practice answers yet.</p>
      ) : (
        <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
          <Figure
            label="Overall"
            value={accuracy(readiness.data.overall)}
            detail={`${readiness.data.overall.answered} answered`}
          />
          <Figure
            label="AKT"
            value={accuracy(readiness.data.bySource.AKT)}
            detail={`${readiness.data.bySource.AKT.answered} answered`}
          />
          <Figure
            label="KFP(MSQ)"
            value={accuracy(readiness.data.bySource.MSQ)}
            detail={`${readiness.data.bySource.MSQ.answered} answered`}
          />
          <Figure
            label="KFP"
            value={accuracy(readiness.data.bySource.KFP)}
            detail={`${readiness.data.bySource.KFP.answered} answered`}
          />
          <Figure
            label="Last 30 days"
            value={String(readiness.data.trend.reduce((sum, day) => sum + day.answered, 0))}
            detail={daysWord(readiness.data.trend.filter((day) => day.answered > 0).length)}
          />
        </dl>
      )}
    </section>
  );
}

const daysWord = (days: number) => (days === 1 ? 'answers on 1 day' : `answers on ${days} days`);

function Figure({ label, value, detail }: { label: string; value: string; detail: string }) {
  return (
    <div className="rounded-xl bg-surface-muted/60 p-3">
      <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{label}</dt>
      <dd className="text-lg font-semibold text-ink tabular-nums">{value}</dd>
      <dd className="text-xs text-ink-muted">{detail}</dd>
    </div>
  );
}

export function SignInsPanel({ readerID }: { readerID: string }) {
  const [page, setPage] = useState(0);
  const logins = useReaderLoginHistory(readerID, page);
  return (
    <section aria-label="Sign-ins" className={formCard}>
      <h2 className="font-semibold text-ink">Sign-ins</h2>
      {logins.isPending ? (
        <PageSpinner />
      ) : logins.isError ? (
        <p role="alert" className="text-danger">
          {logins.error.message}
        </p>
      ) : logins.data.pageData.length === 0 ? (
        <p className="text-ink-muted">Not signed in yet.</p>
      ) : (
        <>
          <ul className="divide-y divide-line text-sm">
            {logins.data.pageData.map((login) => (
              <li key={login.at + login.method} className="flex flex-wrap justify-between gap-x-4 py-2">
                <span className="text-ink">
                  {method[login.method]}
                  {login.provider && ` (${login.provider})`}
                </span>
                <span className="text-ink-muted tabular-nums">{when(login.at)}</span>
                {login.userAgent && (
                  <span className="w-full truncate text-xs text-ink-faint">
                    {[login.ipAddress, login.userAgent].filter(Boolean).join(' · ')}
                  </span>
                )}
              </li>
            ))}
          </ul>
          <Pager label="Sign-ins" page={page} pageSize={10} total={logins.data.totalNoOfRecords} onPage={setPage} />
        </>
      )}
    </section>
  );
}
