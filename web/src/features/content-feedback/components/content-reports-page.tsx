import {
  type AdminContentReport,
  ContentFeedbackMessages,
  ContentReportAnswerStatus,
  ContentReportReason,
  ContentReportStatus,
  contentReportReasonLabels,
  contentReportStatusLabels,
} from '@notebook/contracts';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FilterSelect, LabelledSelect, labelledOptions } from '@/components/ui/form';
import { PageHeader } from '@/components/ui/page-header';
import { PagedQueryView } from '@/components/ui/admin-list';
import { usePagedFilters } from '@/hooks/use-search-paging';
import {
  CONTENT_REPORTS_PAGE_SIZE,
  type ContentReportsFilter,
  useAnswerContentReport,
  usePagedContentReports,
} from '../api/content-reports';
import { ContentEditLink, ContentKindFilter } from './content-links';
import { ReportSaid, ReportStatusBadge } from './report-status-badge';

/**
 * /admin/content-reports: readers' error reports, newest first, 20 a page, filtered by content,
 * reason and status; each editor sees only the kinds they edit and answers them (a reply is
 * required to reject).
 */
export function ContentReportsPage({ title, description }: { title: string; description: string }) {
  const { filters, setFilter, page, setPage } = usePagedFilters<Omit<ContentReportsFilter, 'page'>>({});
  const reports = usePagedContentReports({ ...filters, page });

  return (
    <section>
      <PageHeader title={title} description={description} />
      <div className="mb-4 grid gap-3 sm:grid-cols-3">
        <ContentKindFilter value={filters.contentType} onChange={(value) => setFilter('contentType', value)} />
        <FilterSelect
          label="Reason"
          value={filters.reason}
          options={labelledOptions(ContentReportReason, contentReportReasonLabels)}
          onChange={(value) => setFilter('reason', value)}
        />
        <FilterSelect
          label="Status"
          value={filters.status}
          options={labelledOptions(ContentReportStatus, contentReportStatusLabels)}
          onChange={(value) => setFilter('status', value)}
        />
      </div>
      <PagedQueryView
        query={reports}
        empty={ContentFeedbackMessages.noReports}
        label="Content reports"
        page={page}
        pageSize={CONTENT_REPORTS_PAGE_SIZE}
        onPage={setPage}
      >
        {(data) => (
          <ul className="flex flex-col gap-3" aria-label="Content reports">
            {data.pageData.map((report) => (
              <ReportRow key={report.contentReportID} report={report} />
            ))}
          </ul>
        )}
      </PagedQueryView>
    </section>
  );
}

function ReportRow({ report }: { report: AdminContentReport }) {
  const open = report.status === 'NEW' || report.status === 'ACCEPTED';
  return (
    <li className="rounded-2xl border border-line bg-surface p-4" aria-label={`Report on ${report.contentName}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <ContentEditLink content={report} />
        <ReportStatusBadge status={report.status} />
      </div>
      <ReportSaid report={report} />
      {report.reply && (
        <p className="mt-2 text-sm text-ink-muted [overflow-wrap:anywhere]">
          <span className="font-medium">Reply:</span> {report.reply}
        </p>
      )}
      {open && <AnswerForm report={report} />}
    </li>
  );
}

function AnswerForm({ report }: { report: AdminContentReport }) {
  const answer = useAnswerContentReport();
  const choices = ContentReportAnswerStatus.filter((status) =>
    report.status === 'NEW' ? status !== 'FIXED' : status !== 'ACCEPTED',
  );
  const [status, setStatus] = useState(choices[0]!);
  const [reply, setReply] = useState(report.reply ?? '');
  const replyId = useId();
  const replyMissing = status === 'REJECTED' && reply.trim() === '';
  return (
    <form
      className="mt-3 grid gap-3 border-t border-line pt-3 sm:grid-cols-[12rem_1fr_auto] sm:items-end"
      aria-label={`Answer the report on ${report.contentName}`}
      onSubmit={(event) => {
        event.preventDefault();
        if (replyMissing) return;
        answer.mutate({ contentReportID: report.contentReportID, status, reply: reply.trim() || undefined });
      }}
    >
      <LabelledSelect
        label="New status"
        value={status}
        onChange={(event) => setStatus(event.target.value as typeof status)}
      >
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {contentReportStatusLabels[choice]}
          </option>
        ))}
      </LabelledSelect>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={replyId} className="text-sm font-medium text-ink">
          Reply to the reader
        </label>
        <textarea
          id={replyId}
          rows={2}
          value={reply}
          onChange={(event) => setReply(event.target.value)}
          aria-invalid={replyMissing || undefined}
          aria-describedby={replyMissing ? `${replyId}-error` : undefined}
          className="rounded-lg border border-line bg-surface px-3 py-2 text-sm text-ink"
        />
        {replyMissing && (
          <p id={`${replyId}-error`} className="text-sm text-danger">
            {ContentFeedbackMessages.replyRequired}
          </p>
        )}
      </div>
      <Button type="submit" disabled={replyMissing || answer.isPending}>
        Save
      </Button>
    </form>
  );
}
