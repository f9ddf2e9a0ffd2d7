import { type ContentReportStatus, contentReportStatusLabels } from '@notebook/contracts';
import { cn } from '@/lib/cn';

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
