/** Sydney's clock (daylight saving included), to the second, 24-hour. */
const SYDNEY = new Intl.DateTimeFormat('en-AU', {
  timeZone: 'Australia/Sydney',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function sydneyParts(date: Date): Record<string, string> {
  return Object.fromEntries(SYDNEY.formatToParts(date).map(({ type, value }) => [type, value]));
}

/** DD/MM/YYYY HH:mm on Sydney's clock. */
export function sydneyMinute(date: Date): string {
  const part = sydneyParts(date);
  return `${part.day}/${part.month}/${part.year} ${part.hour}:${part.minute}`;
}

/** DD/MM/YYYY HH:mm:ss on Sydney's clock. */
export function sydneyDateTime(date: Date): string {
  const part = sydneyParts(date);
  return `${part.day}/${part.month}/${part.year} ${part.hour}:${part.minute}:${part.second}`;
}
