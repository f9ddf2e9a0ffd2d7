import {
  ContentFeedbackMessages,
  type MyContentReport,
  contentReportContentTypeLabels,
  contentReportStatusLabels,
} from '@notebook/contracts';
import { useState } from 'react';
import { Pager } from '@/components/ui/pager';
import { Spinner } from '@/components/ui/spinner';
import { CONTENT_REPORTS_PAGE_SIZE, useMyContentReports } from '../api/content-reports';
import { ReportSaid, ReportStatusBadge } from './report-status-badge';

/** "Your reports" on /public/profile: each problem the reader reported, its status and the editors' reply. */
export function YourReports() {
  const [page, setPage] = useState(0);
  const reports = useMyContentReports(page);
  return (
    <section aria-labelledby="your-reports" className="mt-10">
      <h2 id="your-reports" className="mb-3 text-xl font-semibold tracking-tight text-ink">
        Your reports
      </h2>
      {reports.isPending ? (
        <Spinner />
      ) : reports.isError ? (
        <p role="alert" className="text-danger">
          {reports.error.message}
        </p>
      ) : reports.data.pageData.length === 0 ? (
        <p className="text-ink-muted">{ContentFeedbackMessages.noMyReports}</p>
      ) : (
        <>
          <ul className="flex flex-col gap-3">
            {reports.data.pageData.map((report) => (
              <YourReport key={report.contentReportID} report={report} />
            ))}
          </ul>
          <Pager
            label="Your reports"
            page={page}
            pageSize={CONTENT_REPORTS_PAGE_SIZE}
            total={reports.data.totalNoOfRecords}
            onPage={setPage}
          />
        </>
      )}
    </section>
  );
}

function YourReport({ report }: { report: MyContentReport }) {
  return (
    <li className="rounded-2xl border border-line bg-surface p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium text-ink [overflow-wrap:anywhere]">
          {contentReportContentTypeLabels[report.contentType]}: {report.contentName}
        </p>
        <ReportStatusBadge status={report.status} />
      </div>
      <ReportSaid report={report} />
      {report.reply && (
        <div className="mt-3 rounded-xl bg-surface-muted p-3">
          <p className="text-xs font-semibold tracking-wider text-ink-muted uppercase">
            Editor&apos;s reply ({contentReportStatusLabels[report.status]})
          </p>
          <p className="mt-1 whitespace-pre-line text-ink [overflow-wrap:anywhere]">{report.reply}</p>
        </div>
      )}
    </li>
  );
}
