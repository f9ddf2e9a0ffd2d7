import type { ReadyReport } from '@notebook/contracts';
import { ListTable } from '@/components/ui/admin-list';
import { cn } from '@/lib/cn';
import { formatValue, isNumericKind } from '@/lib/report-values';

/** Wide enough that no column label breaks: the table scrolls in its box on a narrow screen instead. */
function tableWidth(columnCount: number): string {
  if (columnCount > 6) return 'min-w-[56rem]';
  if (columnCount > 4) return 'min-w-[48rem]';
  return 'min-w-[32rem]';
}

/**
 * A report's rows under its column labels: the first column names the row (a row header), numbers
 * read right-aligned. The table scrolls inside its box on a narrow screen; the page never does.
 */
export function ReportTable({ label, report }: { label: string; report: Pick<ReadyReport, 'columns' | 'rows'> }) {
  const { columns, rows } = report;
  if (rows.length === 0)
    return (
      <p className="rounded-2xl border border-dashed border-line p-10 text-center text-ink-muted">
        Nothing to report for this moment.
      </p>
    );
  return (
    <ListTable
      label={label}
      minWidth={tableWidth(columns.length)}
      columns={columns.map((column) => ({ label: column.label, align: isNumericKind(column.kind) ? 'right' : 'left' }))}
    >
      {rows.map((row, rowIndex) => (
        <tr key={rowIndex} className="hover:bg-surface-muted/40">
          {columns.map((column, columnIndex) => {
            const Cell = columnIndex === 0 ? 'th' : 'td';
            return (
              <Cell
                key={column.key}
                scope={columnIndex === 0 ? 'row' : undefined}
                className={cn(
                  'px-4 py-2.5 whitespace-nowrap text-ink',
                  columnIndex === 0 ? 'text-left font-medium' : '',
                  isNumericKind(column.kind) ? 'text-right tabular-nums' : '',
                )}
              >
                {formatValue(row[column.key], column.kind)}
              </Cell>
            );
          })}
        </tr>
      ))}
    </ListTable>
  );
}
