import { REPORT_CSV_MAX_ROWS, reportCsvFileName, reportToCsv } from './reports';

describe('reportToCsv', () => {
  const columns = [
    { key: 'plan', label: 'Plan', kind: 'TEXT' as const },
    { key: 'net', label: 'Net revenue', kind: 'MONEY_CENTS' as const },
    { key: 'accuracy', label: 'Accuracy', kind: 'PERCENT' as const },
  ];

  it('writes the labels, then a line per row: money in dollars, nothing for null, quoted where needed', () => {
    const csv = reportToCsv({
      columns,
      rows: [
        { plan: 'AKT, 6 months', net: 9950, accuracy: 62.5 },
        { plan: 'Say "hi"', net: 0, accuracy: null },
      ],
    });
    expect(csv).toBe('Plan,Net revenue,Accuracy\r\n"AKT, 6 months",99.50,62.5\r\n"Say ""hi""",0.00,\r\n');
  });

  it('a cell a spreadsheet would run as a formula is written as text; a negative number stays a number', () => {
    const csv = reportToCsv({ columns, rows: [{ plan: '=HYPERLINK("x")', net: -500, accuracy: 1 }] });
    expect(csv.split('\r\n')[1]).toBe(`"'=HYPERLINK(""x"")",-5.00,1`);
  });

  it('stops at REPORT_CSV_MAX_ROWS rows', () => {
    const rows = Array.from({ length: REPORT_CSV_MAX_ROWS + 5 }, (_, n) => ({ plan: `p${n}`, net: n, accuracy: 0 }));
    expect(reportToCsv({ columns, rows }).trimEnd().split('\r\n')).toHaveLength(REPORT_CSV_MAX_ROWS + 1);
  });

  it('names the file after the report and the day it shows', () => {
    expect(reportCsvFileName('SUBSCRIPTIONS_REVENUE', '2026-05-31T23:59:00.000Z')).toBe(
      'report-subscriptions_revenue-2026-05-31.csv',
    );
    expect(reportCsvFileName('READERS', null, new Date('2026-11-28T01:00:00Z'))).toBe('report-readers-2026-11-28.csv');
  });
});
