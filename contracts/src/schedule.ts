import { z } from 'zod';
import type { ContentStatus, MockExamStatus, MockExamType } from './enums';
import { Messages } from './messages';

/**
 * The admins' Webinar Schedule (/admin/calendar, issues 26 and 27): a month of webinars and mock
 * exams, the month's days counted in the product's zone (Australia/Sydney). Spec section 2: "Webinar
 * Schedule (uses the statistics view privilege)"; section 6: "statistics view or add/edit (also
 * calendar)". The call is designed in the adminX/ style (the spec does not show it).
 */
export const SCHEDULE_TIME_ZONE = 'Australia/Sydney';

export const ScheduleEntryKind = ['WEBINAR', 'MOCK_EXAM'] as const;
export type ScheduleEntryKind = (typeof ScheduleEntryKind)[number];

/** A month as 'YYYY-MM' (years 1000 to 2999, months 01 to 12). */
export const SCHEDULE_MONTH_PATTERN = /^[12]\d{3}-(0[1-9]|1[0-2])$/;

/** POST adminSchedule/getScheduleMonth: everything overlapping the Sydney month, soonest start first. */
export const scheduleMonthRequest = z.object({
  month: z
    .string({ error: Messages.required })
    .trim()
    .min(1, { error: Messages.required })
    .regex(SCHEDULE_MONTH_PATTERN, { error: Messages.invalidEntry }),
});
export type ScheduleMonthRequest = z.input<typeof scheduleMonthRequest>;

type EntryTimes = {
  id: string;
  title: string;
  /** ISO instants. */
  startsAt: string;
  endsAt: string;
};
/** A webinar: its start and its end (start + duration), any status, its category's name. */
export type WebinarScheduleEntry = EntryTimes & { kind: 'WEBINAR'; status: ContentStatus; categoryName: string };
/** A mock exam: its window (opens at `startsAt`, closes at `endsAt`), any status, AKT or MSQ. */
export type MockExamScheduleEntry = EntryTimes & { kind: 'MOCK_EXAM'; status: MockExamStatus; examType: MockExamType };
export type ScheduleEntry = WebinarScheduleEntry | MockExamScheduleEntry;

export type ScheduleMonth = {
  /** 'YYYY-MM' as asked. */
  month: string;
  /** The zone whose days make the month: always Australia/Sydney. */
  timeZone: string;
  entries: ScheduleEntry[];
};
