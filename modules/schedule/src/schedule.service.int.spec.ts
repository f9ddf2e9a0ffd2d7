import { randomUUID } from 'node:crypto';
import type { DomainEvent } from '@notebook/kernel';
import { MockExamScheduleQueries, mockExamsDefinition } from '@notebook/mock-exams';
import { WebinarScheduleQueries, webinarCategoryEvents, webinarsDefinition } from '@notebook/webinars';
import { projectionSpec } from '../../../test/support/projection-spec';
import { ScheduleService } from './schedule.service';

/**
 * The schedule over the webinars' and mock exams' real read models (each module's own projection
 * folds the events; the schedule asks only their exported queries), for December 2026 in Sydney:
 * 1 December 00:00 AEDT is 30 November 13:00 UTC, 1 January 00:00 AEDT is 31 December 13:00 UTC.
 */
const webinars = projectionSpec<DomainEvent>(webinarsDefinition.projections[0]!);
const mockExams = projectionSpec<DomainEvent>(mockExamsDefinition.projections[0]!);
const schedule = () =>
  new ScheduleService(new WebinarScheduleQueries(webinars.db), new MockExamScheduleQueries(mockExams.db));

const { category, webinar } = webinarCategoryEvents();

function mockExam(mockExamName: string, windowStart: string, windowEnd: string) {
  const mockExamID = randomUUID();
  const event: DomainEvent = {
    type: 'MockExamSaved',
    data: {
      mockExamID,
      mockExamType: 'MSQ',
      mockExamName,
      instructions: null,
      questionIDs: [randomUUID()],
      randomQuestionCount: null,
      randomByChapter: [],
      durationMinutes: 120,
      windowStart,
      windowEnd,
      resultRelease: 'ON_CLOSE',
      audience: 'PLAN_HOLDERS',
      passMark: null,
    },
  };
  return { mockExamID, event };
}

describe('ScheduleService.month: a Sydney month of webinars and mock exams', () => {
  it('shows what overlaps the Sydney month, by start: one spanning midnight into the 1st, an inactive one with its status; not the next month', async () => {
    // 30 Nov 23:30 to 1 Dec 00:30 in Sydney: it ends in December, so December shows it.
    const acrossMidnight = webinar('Late-night AKT recap', '2026-11-30T12:30:00.000Z');
    // 1 Dec 00:00 Sydney is 30 Nov 13:00 UTC: a webinar ending exactly then is November's only.
    const endedAtMidnight = webinar('November wrap-up', '2026-11-30T12:00:00.000Z');
    const inactive = webinar('Cancelled ECG webinar', '2026-12-09T08:30:00.000Z', {
      durationMinutes: 90,
      status: 'INA',
    });
    // 1 Jan 10:00 Sydney (31 Dec 23:00 UTC, still December in UTC): January's, not December's.
    const nextMonth = webinar('New year kick-off', '2026-12-31T23:00:00.000Z');
    // 31 Dec 23:00 Sydney: December's last evening.
    const newYearsEve = webinar('Year in review', '2026-12-31T12:00:00.000Z', { durationMinutes: 45 });
    await webinars.given(category, acrossMidnight, endedAtMidnight, inactive, nextMonth, newYearsEve);
    const exam = mockExam('December MSQ mock', '2026-12-05T22:00:00.000Z', '2026-12-06T06:00:00.000Z');
    // A window open from 28 November to 2 December overlaps both months.
    const spanning = mockExam('Long-window AKT mock', '2026-11-28T00:00:00.000Z', '2026-12-02T00:00:00.000Z');
    const january = mockExam('January mock', '2027-01-10T00:00:00.000Z', '2027-01-10T04:00:00.000Z');
    await mockExams.given(exam.event, spanning.event, january.event);

    const december = await schedule().month('2026-12');

    expect(december.month).toBe('2026-12');
    expect(december.timeZone).toBe('Australia/Sydney');
    expect(december.entries).toEqual([
      {
        kind: 'MOCK_EXAM',
        id: spanning.mockExamID,
        title: 'Long-window AKT mock',
        startsAt: '2026-11-28T00:00:00.000Z',
        endsAt: '2026-12-02T00:00:00.000Z',
        status: 'DRAFT',
        examType: 'MSQ',
      },
      {
        kind: 'WEBINAR',
        id: acrossMidnight.data.webinarID,
        title: 'Late-night AKT recap',
        startsAt: '2026-11-30T12:30:00.000Z',
        endsAt: '2026-11-30T13:30:00.000Z',
        status: 'ACT',
        categoryName: 'AKT 2025.2',
      },
      {
        kind: 'MOCK_EXAM',
        id: exam.mockExamID,
        title: 'December MSQ mock',
        startsAt: '2026-12-05T22:00:00.000Z',
        endsAt: '2026-12-06T06:00:00.000Z',
        status: 'DRAFT',
        examType: 'MSQ',
      },
      {
        kind: 'WEBINAR',
        id: inactive.data.webinarID,
        title: 'Cancelled ECG webinar',
        startsAt: '2026-12-09T08:30:00.000Z',
        endsAt: '2026-12-09T10:00:00.000Z',
        status: 'INA',
        categoryName: 'AKT 2025.2',
      },
      {
        kind: 'WEBINAR',
        id: newYearsEve.data.webinarID,
        title: 'Year in review',
        startsAt: '2026-12-31T12:00:00.000Z',
        endsAt: '2026-12-31T12:45:00.000Z',
        status: 'ACT',
        categoryName: 'AKT 2025.2',
      },
    ]);

    const november = (await schedule().month('2026-11')).entries.map((entry) => entry.title);
    expect(november).toEqual(['Long-window AKT mock', 'November wrap-up', 'Late-night AKT recap']);
    const january2027 = (await schedule().month('2027-01')).entries.map((entry) => entry.title);
    expect(january2027).toEqual(['New year kick-off', 'January mock']);
  });

  it('a month with nothing in it has no entries', async () => {
    expect((await schedule().month('2031-02')).entries).toEqual([]);
  });
});
