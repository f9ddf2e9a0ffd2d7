import {
  Messages,
  ReportTypeLabels,
  ReportTypes,
  reportCsvFileName,
  reportToCsv,
  type BuildingReport,
  type ReadyReport,
  type ReportType,
} from '@notebook/contracts';
import { Download } from 'lucide-react';
import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { QueryView } from '@/components/ui/admin-list';
import { Button } from '@/components/ui/button';
import { Input, Select } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { formatCount, sydneyDateTime } from '@/lib/report-values';
import { fromSydneyInput, toSydneyInput } from '@/lib/sydney-time';
import { useReport } from '../api/get-report';
import { ReportTable } from './report-table';
import { saveCsv } from './save-csv';

/** The chart library comes with the first report that has series, not with the admin app. */
const ReportCharts = lazy(() => import('./report-chart'));

const isReportType = (value: string | null): value is ReportType => ReportTypes.includes(value as ReportType);

/** The report and moment shown, kept in `?type=` and `?asOf=` (an instant) so a reload or a shared link shows the same. */
function useReportChoice() {
  const [searchParams, setSearchParams] = useSearchParams();
  const typeParam = searchParams.get('type');
  const reportType: ReportType = isReportType(typeParam) ? typeParam : ReportTypes[0];
  const asOfParam = searchParams.get('asOf');
  const asOf = asOfParam && !Number.isNaN(Date.parse(asOfParam)) ? new Date(asOfParam).toISOString() : undefined;
  const choose = (next: { reportType: ReportType; asOf?: string }) =>
    setSearchParams(() => {
      const params = new URLSearchParams({ type: next.reportType });
      if (next.asOf) params.set('asOf', next.asOf);
      return params;
    });
  return { reportType, asOf, choose };
}

/**
 * /admin/report: pick a report and the moment it is read as of (now by default, or any past moment
 * on Sydney's clock); the server replays the events up to then, the page shows how far it has come,
 * then the report's charts and rows, which Export CSV saves.
 */
export function ReportPage({ title, description }: { title: string; description: string }) {
  const { reportType, asOf, choose } = useReportChoice();
  const typeID = useId();
  return (
    <section className="flex min-w-0 flex-col gap-6">
      <PageHeader title={title} description={description} />
      <div className="flex flex-wrap items-end gap-4">
        <div className="flex min-w-56 flex-col gap-1 text-sm font-medium text-ink">
          <label htmlFor={typeID}>Report</label>
          <Select
            id={typeID}
            value={reportType}
            onChange={(event) => choose({ reportType: event.target.value as ReportType, asOf })}
          >
            {ReportTypes.map((type) => (
              <option key={type} value={type}>
                {ReportTypeLabels[type]}
              </option>
            ))}
          </Select>
        </div>
        <AsOfForm key={asOf ?? 'now'} asOf={asOf} onChoose={(moment) => choose({ reportType, asOf: moment })} />
      </div>
      <ReportView reportType={reportType} asOf={asOf} />
    </section>
  );
}

/** "As of" on Sydney's clock: Show asks for the report then; Now goes back to the live report. */
function AsOfForm({ asOf, onChoose }: { asOf: string | undefined; onChoose: (asOf: string | undefined) => void }) {
  const [now] = useState(() => new Date().toISOString());
  const [draft, setDraft] = useState(() => toSydneyInput(asOf ?? now));
  const [problem, setProblem] = useState<string | null>(null);
  const inputID = useId();
  const hintID = useId();
  const problemID = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(draft)) return setProblem(Messages.invalidDateTime);
    const moment = fromSydneyInput(draft);
    if (Date.parse(moment) > Date.now()) return setProblem(Messages.reportAsOfInFuture);
    setProblem(null);
    // The moment the page opened (to the minute) is "now": the live report, not a build.
    onChoose(draft === toSydneyInput(now) ? undefined : moment);
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-1">
      <div className="flex flex-wrap items-end gap-2">
        <div className="flex flex-col gap-1 text-sm font-medium text-ink">
          <span className="flex items-baseline gap-2">
            <label htmlFor={inputID}>As of</label>
            <span id={hintID} className="text-xs font-normal text-ink-muted">
              Sydney time
            </span>
          </span>
          <Input
            id={inputID}
            type="datetime-local"
            value={draft}
            max={toSydneyInput(new Date().toISOString())}
            onChange={(event) => {
              setDraft(event.target.value);
              setProblem(null);
            }}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${hintID} ${problemID}` : hintID}
            className="w-56"
          />
        </div>
        <Button type="submit" variant="secondary">
          Show
        </Button>
        {asOf && (
          <Button variant="ghost" onClick={() => onChoose(undefined)}>
            Now
          </Button>
        )}
      </div>
      {problem && (
        <p id={problemID} role="alert" className="text-sm text-danger">
          {problem}
        </p>
      )}
    </form>
  );
}

function ReportView({ reportType, asOf }: { reportType: ReportType; asOf: string | undefined }) {
  const report = useReport({ reportType, asOf });
  return (
    <QueryView query={report}>
      {(result) =>
        result.status === 'BUILDING' ? <BuildProgress build={result} /> : <ReadyReportView report={result} />
      }
    </QueryView>
  );
}

/** While the server replays the log up to the moment asked for. */
function BuildProgress({ build }: { build: BuildingReport }) {
  const { percent, eventsApplied, eventsTotal } = build.progress;
  const labelID = useId();
  const rounded = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-6 shadow-xs">
      <p id={labelID} className="text-sm font-medium text-ink">
        Building {ReportTypeLabels[build.reportType]} as of {sydneyDateTime(build.asOf)}
      </p>
      <div
        role="progressbar"
        aria-labelledby={labelID}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={rounded}
        aria-valuetext={`${rounded}%`}
        className="h-2 w-full overflow-hidden rounded-full bg-surface-muted"
      >
        <div className="h-full rounded-full bg-accent transition-[width]" style={{ width: `${rounded}%` }} />
      </div>
      <p className="text-sm text-ink-muted" aria-live="polite">
        {rounded}% · {formatCount(eventsApplied)} of {formatCount(eventsTotal)} events replayed
      </p>
    </div>
  );
}

function ReadyReportView({ report }: { report: ReadyReport }) {
  const name = ReportTypeLabels[report.reportType];
  const moment = report.asOf ? `as of ${sydneyDateTime(report.asOf)}` : `now (${sydneyDateTime(report.builtAt)})`;
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-ink">
          {name} <span className="font-normal text-ink-muted">{moment}</span>
        </h2>
        <Button
          variant="secondary"
          disabled={report.rows.length === 0}
          onClick={() => saveCsv(reportCsvFileName(report.reportType, report.asOf), reportToCsv(report))}
        >
          <Download aria-hidden="true" />
          Export CSV
        </Button>
      </div>
      {report.series.length > 0 && (
        <Suspense fallback={<Spinner className="min-h-64" label="Loading the chart ..." />}>
          <ReportCharts report={report} />
        </Suspense>
      )}
      <ReportTable label={`${name} report`} report={report} />
    </div>
  );
}
