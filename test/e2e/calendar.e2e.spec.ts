import { ApiPaths, Messages, Privileges, type ScheduleMonth } from '@notebook/contracts';
import { firstError, TestApi } from '../support/test-api';

/**
 * The Webinar Schedule over HTTP (/admin/calendar; issues 26 and 27): adminSchedule/getScheduleMonth
 * answers the webinars and mock exams overlapping a month of Sydney days, soonest first, to admins with
 * the statistics view or add/edit privilege (spec section 6: "statistics view or add/edit (also
 * calendar)"); other admins and readers get 403, visitors 401; a month that is not 'YYYY-MM' is 400
 * naming the field.
 */
let api: TestApi;
let superAdmin: string;
const { getScheduleMonth } = ApiPaths.adminSchedule;

const monthOf = (token: string | undefined, month: unknown) =>
  api.call<ScheduleMonth>(getScheduleMonth, { token, body: { month } });

beforeAll(async () => {
  api = await TestApi.start();
  superAdmin = await api.adminToken();
  // 10 March 2027, 19:30 in Sydney (daylight time, UTC+11).
  await api.createWebinar(superAdmin, '2027-03-10T08:30:00.000Z');
  await api.ok(ApiPaths.adminMockExam.saveUpdateMockExam, {
    token: superAdmin,
    body: {
      mockExamType: 'AKT',
      mockExamName: 'March AKT mock',
      randomQuestionCount: 10,
      durationMinutes: 120,
      // 1 April 2027 09:00 to 13:00 in Sydney, the first day after daylight saving ends (UTC+11 until 4 April).
      windowStart: '2027-03-31T22:00:00.000Z',
      windowEnd: '2027-04-01T02:00:00.000Z',
    },
  });
});
afterAll(() => api.stop());

test('an admin with the statistics view privilege sees the month’s webinar and, on the Sydney 1st of the next, the mock exam', async () => {
  const token = await api.adminToken([Privileges.statistics.view]);

  const march = await monthOf(token, '2027-03');
  expect(march.status).toBe(200);
  if (march.body.status !== 'SUCCESS') throw new Error(JSON.stringify(march.body));
  expect(march.body.result).toEqual({
    month: '2027-03',
    timeZone: 'Australia/Sydney',
    entries: [
      {
        kind: 'WEBINAR',
        id: expect.any(String),
        title: 'Chest pain',
        startsAt: '2027-03-10T08:30:00.000Z',
        endsAt: '2027-03-10T09:30:00.000Z',
        status: 'ACT',
        categoryName: 'AKT 2025.2',
      },
    ],
  });

  // 31 March 22:00 UTC is already 1 April in Sydney: April's, not March's.
  const april = await api.ok(getScheduleMonth, { token, body: { month: '2027-04' } });
  expect(april.entries).toEqual([
    {
      kind: 'MOCK_EXAM',
      id: expect.any(String),
      title: 'March AKT mock',
      startsAt: '2027-03-31T22:00:00.000Z',
      endsAt: '2027-04-01T02:00:00.000Z',
      status: 'DRAFT',
      examType: 'AKT',
    },
  ]);
});

test('the statistics add/edit privilege opens it too; an empty month answers no entries', async () => {
  const token = await api.adminToken([Privileges.statistics.addEdit]);
  expect(await api.ok(getScheduleMonth, { token, body: { month: ' 2030-02 ' } })).toEqual({
    month: '2030-02',
    timeZone: 'Australia/Sydney',
    entries: [],
  });
});

test('an admin without a statistics privilege gets 403, a reader 403, a visitor 401', async () => {
  const webinarEditor = await api.adminToken([Privileges.webinar.view, Privileges.webinar.addEdit]);
  const reader = await api.signedInReader('ACTIVE');
  const statuses = {
    'admin with the webinar privileges': (await monthOf(webinarEditor, '2027-03')).status,
    'admin with none': (await monthOf(await api.adminToken([]), '2027-03')).status,
    reader: (await monthOf(reader.token, '2027-03')).status,
    visitor: (await monthOf(undefined, '2027-03')).status,
  };
  expect(statuses).toEqual({
    'admin with the webinar privileges': 403,
    'admin with none': 403,
    reader: 403,
    visitor: 401,
  });
});

test.each([
  ['no month', undefined, Messages.required],
  ['an empty month', '  ', Messages.required],
  ['month 13', '2027-13', Messages.invalidEntry],
  ['a day, not a month', '2027-03-01', Messages.invalidEntry],
  ['a month without its year', '03', Messages.invalidEntry],
  ['a number', 202703, Messages.required],
])('%s: 400 naming the month', async (_, month, message) => {
  const response = await monthOf(superAdmin, month);
  expect(response.status).toBe(400);
  expect(firstError(response.body)).toMatchObject({ field: 'month', errorMessage: message });
});
