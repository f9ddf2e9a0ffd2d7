import { BenchModule, BenchRow } from './bench';

/** Prints a benchmark's rows as one table per group, with each row's ratio to the group's baseline. */
export function printResults(module: BenchModule, rows: BenchRow[]): void {
  console.log(`\n== ${module.name}${module.description ? `: ${module.description}` : ''} ==`);
  for (const [group, groupRows] of groupBy(rows)) {
    console.log(`\n${group}`);
    printTable(tableOf(groupRows));
    const ratios = ratioLines(groupRows, module.ratios ?? []);
    if (ratios.length > 0) console.log(`  ratios: ${ratios.join(', ')}`);
  }
}

function groupBy(rows: BenchRow[]): Map<string, BenchRow[]> {
  const groups = new Map<string, BenchRow[]>();
  for (const row of rows) groups.set(row.group, [...(groups.get(row.group) ?? []), row]);
  return groups;
}

function tableOf(rows: BenchRow[]): string[][] {
  const baseline = rows.find((row) => row.baseline);
  const detailNames = [...new Set(rows.flatMap((row) => Object.keys(row.details ?? {})))];
  const header = ['subject', rows[0]!.unit, ...detailNames, baseline ? `vs ${baseline.subject}` : ''];
  const body = rows.map((row) => [
    row.baseline ? `${row.subject} (baseline)` : row.subject,
    formatNumber(row.value),
    ...detailNames.map((name) => formatDetail(row.details?.[name])),
    baseline ? `${formatRatio(row.value / baseline.value)}` : '',
  ]);
  return [header, ...body];
}

function ratioLines(rows: BenchRow[], ratios: ReadonlyArray<readonly [string, string]>): string[] {
  return ratios.flatMap(([numerator, denominator]) => {
    const top = rows.find((row) => row.subject === numerator);
    const bottom = rows.find((row) => row.subject === denominator);
    return top && bottom ? [`${numerator}/${denominator} = ${formatRatio(top.value / bottom.value)}`] : [];
  });
}

function printTable(cells: string[][]): void {
  const widths = cells[0]!.map((_, column) => Math.max(...cells.map((row) => row[column]!.length)));
  for (const row of cells) {
    console.log(
      `  ${row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ')}`,
    );
  }
}

function formatNumber(value: number): string {
  if (Number.isInteger(value) || value >= 100) return Math.round(value).toLocaleString('en-US');
  return value.toPrecision(3);
}

function formatDetail(value: number | string | undefined): string {
  if (value === undefined) return '';
  return typeof value === 'number' ? formatNumber(value) : value;
}

function formatRatio(ratio: number): string {
  return `${ratio >= 1 ? ratio.toFixed(2) : ratio.toPrecision(2)}x`;
}
