const pad = (value: number) => String(value).padStart(2, '0');

/** The product's date format (spec section 9): DD/MM/YYYY. */
export function formatDate(date: Date): string {
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}

/** YYYY-MM-DD for a <time dateTime> attribute. */
export function isoDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
