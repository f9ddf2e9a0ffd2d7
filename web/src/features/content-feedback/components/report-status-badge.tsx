import {
  type ContentReportReason,
  type ContentReportStatus,
  contentReportReasonLabels,
  contentReportStatusLabels,
} from '@notebook/contracts';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format-date';

const tone: Record<ContentReportStatus, string> = {
  NEW: 'border-accent/40 text-accent-strong',
  ACCEPTED: 'border-line text-ink',
  FIXED: 'border-success/50 text-success',
  REJECTED: 'border-line text-ink-muted',
};

/** A report's status in words (colour only adds to them). */
export function ReportStatusBadge({ status }: { status: ContentReportStatus }) {
  return (
    <span className={cn('rounded-full border px-2.5 py-0.5 text-xs font-medium', tone[status])}>
      {contentReportStatusLabels[status]}
    </span>
  );
}

/** What the reader said: the reason and when, then their words (the admin's queue and the reader's own list). */
export function ReportSaid({ report }: { report: { reason: ContentReportReason; reportedAt: string; text: string } }) {
  return (
    <>
      <p className="mt-1 text-sm text-ink-muted">
        {contentReportReasonLabels[report.reason]} · {formatDateTime(new Date(report.reportedAt))}
      </p>
      <p className="mt-2 whitespace-pre-line text-ink [overflow-wrap:anywhere]">{report.text}</p>
    </>
  );
}
