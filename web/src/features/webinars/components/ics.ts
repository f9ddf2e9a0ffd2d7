/** What a calendar entry needs of a webinar. */
export type CalendarEvent = {
  uid: string;
  title: string;
  description: string;
  startsAt: string;
  endsAt: string;
  url: string;
};

/** RFC 5545 TEXT: backslash, semicolon and comma escaped, line breaks as \n. */
export const escapeText = (text: string) =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** 20261127T093000Z */
export const icsInstant = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Lines longer than 75 octets continue on the next line after a space (RFC 5545 3.1). */
function fold(line: string): string {
  const bytes = new TextEncoder().encode(line);
  if (bytes.length <= 75) return line;
  const pieces: string[] = [];
  let piece = '';
  for (const char of line) {
    const limit = pieces.length === 0 ? 75 : 74;
    if (new TextEncoder().encode(piece + char).length > limit) {
      pieces.push(piece);
      piece = '';
    }
    piece += char;
  }
  pieces.push(piece);
  return pieces.join('\r\n ');
}

/** An iCalendar file with one VEVENT, times in UTC. */
export function buildIcs(event: CalendarEvent, stamp = new Date().toISOString()): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Notebook//Webinars//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${icsInstant(stamp)}`,
    `DTSTART:${icsInstant(event.startsAt)}`,
    `DTEND:${icsInstant(event.endsAt)}`,
    `SUMMARY:${escapeText(event.title)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `URL:${event.url}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}

/** The rich description as plain text: tags dropped, block ends as line breaks, entities decoded. */
export function plainText(html: string | null): string {
  if (!html) return '';
  const document = new DOMParser().parseFromString(html.replace(/<\/(p|div|li|h\d)>|<br\s*\/?>/gi, '\n'), 'text/html');
  return (document.body.textContent ?? '').replace(/\n{2,}/g, '\n').trim();
}

/** Offers the file to the browser as a download. */
export function downloadIcs(fileName: string, content: string) {
  const url = URL.createObjectURL(new Blob([content], { type: 'text/calendar;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
