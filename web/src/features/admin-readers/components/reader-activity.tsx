import { type AdminReaderDetail, type ReadinessFigure, readinessScaleNote } from '@notebook/contracts';
import { useState } from 'react';
import { Pager } from '@/components/ui/pager';
import { useReaderLoginHistory, useReaderReadiness } from '../api/reader-calls';
import { PlanName, planStanding } from './reader-plan';
import { ReaderPanel, ReaderQueryPanel } from './reader-panel';
import { formatDateTime } from '@/lib/format-date';

const method = { PASSWORD: 'Signed in', OAUTH: 'Signed in with a provider', RETURN: 'Came back' } as const;
const when = (iso: string) => formatDateTime(new Date(iso));
const accuracy = (figure: ReadinessFigure) => (figure.accuracy === null ? '-' : `${figure.accuracy}%`);

export function SubscriptionPanel({ reader }: { reader: AdminReaderDetail }) {
  return (
    <ReaderPanel title="Subscription">
      <p className="text-ink">{planStanding(reader)}</p>
      <PlanName pricingPlanID={reader.pricingPlanID} className="block text-sm text-ink" />
      {reader.referredBy && (
        <p className="text-sm text-ink-muted">Joined through {reader.referredBy.name}’s referral link.</p>
      )}
      <p className="text-sm text-ink-muted">Registered {when(reader.createdAt)}</p>
    </ReaderPanel>
  );
}

/** The reader's readiness: answers marked and accuracy, overall, by kind, and over the last 30 days. */
export function StudyActivityPanel({ readerID }: { readerID: string }) {
  const readiness = useReaderReadiness(readerID);
  return (
    <ReaderQueryPanel
      title="Study activity"
      query={readiness}
      isEmpty={(data) => data.overall.answered === 0}
      empty="No practice answers yet."
    >
      {({ overall, bySource, trend }) => (
        <>
          <p className="mb-3 text-sm text-ink-muted">{readinessScaleNote}</p>
          <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
            {(
              [
                ['Overall', overall],
                ['AKT', bySource.AKT],
                ['KFP(MSQ)', bySource.MSQ],
                ['KFP', bySource.KFP],
              ] as const
            ).map(([label, figure]) => (
              <Figure key={label} label={label} value={accuracy(figure)} detail={`${figure.answered} answered`} />
            ))}
            <Figure
              label="Last 30 days"
              value={String(trend.reduce((sum, day) => sum + day.answered, 0))}
              detail={daysWord(trend.filter((day) => day.answered > 0).length)}
            />
          </dl>
        </>
      )}
    </ReaderQueryPanel>
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
    <ReaderQueryPanel
      title="Sign-ins"
      query={logins}
      isEmpty={(data) => data.pageData.length === 0}
      empty="Not signed in yet."
    >
      {(data) => (
        <>
          <ul className="divide-y divide-line text-sm">
            {data.pageData.map((login) => (
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
          <Pager label="Sign-ins" page={page} pageSize={10} total={data.totalNoOfRecords} onPage={setPage} />
        </>
      )}
    </ReaderQueryPanel>
  );
}
