import type { MockExamScheduleQueries, MockExamScheduleItem } from '@notebook/mock-exams';
import { SCHEDULE_TIME_ZONE, type ScheduleEntry, type ScheduleMonth } from '@notebook/contracts';
import type { WebinarScheduleItem, WebinarScheduleQueries } from '@notebook/webinars';
import { sydneyMonth } from './month/sydney-month';

/** What the schedule asks the webinars and mock-exams modules (their exported queries; never their tables). */
export type ScheduledWebinars = Pick<WebinarScheduleQueries, 'overlapping'>;
export type ScheduledMockExams = Pick<MockExamScheduleQueries, 'overlapping'>;

/** The Webinar Schedule (/admin/calendar): a Sydney month of webinars and mock exams, soonest start first. */
export class ScheduleService {
  constructor(
    private readonly webinars: ScheduledWebinars,
    private readonly mockExams: ScheduledMockExams,
  ) {}

  /** Everything overlapping the month (a webinar ending after its first midnight, a window still open on the 1st), any status. */
  async month(month: string): Promise<ScheduleMonth> {
    const { from, to } = sydneyMonth(month);
    const [webinars, mockExams] = await Promise.all([
      this.webinars.overlapping(from, to),
      this.mockExams.overlapping(from, to),
    ]);
    const entries = [...webinars.map(webinarEntry), ...mockExams.map(mockExamEntry)].sort(
      (a, b) => a.startsAt.localeCompare(b.startsAt) || a.title.localeCompare(b.title) || a.id.localeCompare(b.id),
    );
    return { month, timeZone: SCHEDULE_TIME_ZONE, entries };
  }
}

const webinarEntry = (webinar: WebinarScheduleItem): ScheduleEntry => ({
  kind: 'WEBINAR',
  id: webinar.webinarID,
  title: webinar.webinarName,
  startsAt: webinar.startsAt.toISOString(),
  endsAt: webinar.endsAt.toISOString(),
  status: webinar.status,
  categoryName: webinar.categoryName,
});

const mockExamEntry = (exam: MockExamScheduleItem): ScheduleEntry => ({
  kind: 'MOCK_EXAM',
  id: exam.mockExamID,
  title: exam.mockExamName,
  startsAt: exam.windowStart.toISOString(),
  endsAt: exam.windowEnd.toISOString(),
  status: exam.status,
  examType: exam.mockExamType,
});
