/** The first day of a moment's month, UTC, as 'YYYY-MM-01' (the `month` columns). */
export function monthOf(moment: Date): string {
  return `${moment.toISOString().slice(0, 7)}-01`;
}
