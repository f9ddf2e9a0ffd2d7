const pad = (value: number) => String(value).padStart(2, '0');

/** The product's date format (spec section 9): DD/MM/YYYY. */
export function formatDate(date: Date): string {
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}

/** YYYY-MM-DD for a <time dateTime> attribute. */
export function isoDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The product's date-time format (spec section 9): DD/MM/YYYY HH:mm:ss, in the viewer's time zone. */
export function formatDateTime(date: Date): string {
  return `${formatDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}
