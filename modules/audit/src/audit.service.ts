import { AUDIT_EXPORT_MAX, type AuditEntry, type AuditFilter, Messages } from '@notebook/contracts';
import { type Clock, ValidationError } from '@notebook/kernel';
import type { AuditQueries } from './queries/audit.queries';

const CSV_HEADER = [
  'Occurred At',
  'Actor Type',
  'Actor',
  'Actor ID',
  'Category',
  'Sub Category',
  'Entity ID',
  'Field',
  'Before',
  'After',
];

/** A CSV cell: quoted when it must be, and never read as a formula by a spreadsheet. */
function csvCell(value: string | null): string {
  let text = value ?? '';
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line per changed field (an entry without changes still has its line). */
function csvLines(entry: AuditEntry): string[] {
  const head = [
    entry.occurredAt,
    entry.actorType,
    entry.actorName,
    entry.actorID,
    entry.category,
    entry.subCategory,
    entry.entityID,
  ];
  const changes = entry.changes.length ? entry.changes : [{ field: '', before: null, after: null }];
  return changes.map((change) => [...head, change.field, change.before, change.after].map(csvCell).join(','));
}

/** The audit trail's reads: the admins' list and its CSV export. Read-only: nothing here records. */
export class AuditService {
  constructor(
    private readonly queries: AuditQueries,
    private readonly clock: Clock,
    private readonly exportMax = AUDIT_EXPORT_MAX,
  ) {}

  page(request: AuditFilter & { page: number; rows: number }) {
    return this.queries.page(request);
  }

  actors() {
    return this.queries.actors();
  }

  /** The filter's entries as CSV; a filter matching more than the export's bound is refused (400), not cut short. */
  async exportCsv(filter: AuditFilter): Promise<{ fileName: string; csv: string }> {
    const count = await this.queries.count(filter);
    if (count > this.exportMax) throw new ValidationError(Messages.auditExportTooLarge(this.exportMax), 'fromDate');
    const entries = await this.queries.all(filter, this.exportMax);
    const lines = [CSV_HEADER.join(','), ...entries.flatMap(csvLines)];
    const day = this.clock.now().toISOString().slice(0, 10);
    return { fileName: `audit-${day}.csv`, csv: `${lines.join('\r\n')}\r\n` };
  }
}
