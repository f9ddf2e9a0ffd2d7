import { describe, expect, it } from 'vitest';
import { buildIcs, escapeText, icsInstant, plainText } from './ics';

const event = {
  uid: 'w1@notebook',
  title: 'Chest pain, in general practice; part 2',
  description: 'Line one\nback\\slash',
  startsAt: '2026-12-01T08:30:00.000Z',
  endsAt: '2026-12-01T09:30:00.000Z',
  url: 'https://example.test/public/webinars/webinar?webinarID=w1',
};

describe('the .ics builder', () => {
  it('writes one VEVENT with UTC times, the escaped text and the page URL, lines ended by CRLF', () => {
    const ics = buildIcs(event, '2026-11-27T00:00:00.000Z');
    const lines = ics.split('\r\n');
    expect(lines).toContain('BEGIN:VEVENT');
    expect(lines).toContain('DTSTART:20261201T083000Z');
    expect(lines).toContain('DTEND:20261201T093000Z');
    expect(lines).toContain('DTSTAMP:20261127T000000Z');
    expect(lines).toContain('SUMMARY:Chest pain\\, in general practice\\; part 2');
    expect(lines).toContain('DESCRIPTION:Line one\\nback\\\\slash');
    expect(lines).toContain(`URL:${event.url}`);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('folds lines over 75 octets', () => {
    const ics = buildIcs({ ...event, description: 'x'.repeat(200) });
    for (const line of ics.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(ics).toContain('\r\n x');
  });

  it('escapes and converts', () => {
    expect(escapeText('a,b;c\\d\r\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    expect(icsInstant('2026-06-30T23:05:09.120Z')).toBe('20260630T230509Z');
    expect(plainText('<p>One &amp; two</p><p>Three</p>')).toBe('One & two\nThree');
  });
});
