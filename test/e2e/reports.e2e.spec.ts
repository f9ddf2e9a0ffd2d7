import { randomUUID } from 'node:crypto';
import {
  ApiPaths,
  type ContactMessageReceipt,
  type DashboardResult,
  DashboardFigureKeys,
  Messages,
  type ReadyReport,
  type ReportResult,
  type ReportRow,
  type ReportType,
  reportToCsv,
} from '@notebook/contracts';
import { TestApi, firstError } from '../support/test-api';

/**
 * Reports and the dashboard over HTTP (issue 27): a report now and as of a past moment (an as-of
 * build, polled until READY, kept as the cache), the dashboard's figures, who may call them, bad input.
 */
let api: TestApi;
let admin: string;
/** An admin with every privilege, who makes the changes the reports count. */
let editor: string;

const getReport = (body: Record<string, unknown>, token = admin) =>
  api.call<ReportResult>(ApiPaths.adminReport.getReport, { token, body });

/** Asks until the build is READY (the web polls the same way), noting the progress answers seen. */
async function readyReport(reportType: ReportType, asOf?: string) {
  const progress: number[] = [];
  for (let attempt = 0; attempt < 120; attempt += 1) {
    const response = await getReport(asOf ? { reportType, asOf } : { reportType });
    if (response.body.status !== 'SUCCESS') throw new Error(JSON.stringify(response.body));
    const result = response.body.result;
    if (result.status === 'READY') return { report: result, progress };
    expect(result.progress.eventsApplied).toBeLessThanOrEqual(result.progress.eventsTotal);
    progress.push(result.progress.percent);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${reportType} as of ${asOf} never became READY`);
}

const sendMessage = () =>
  api.ok<ContactMessageReceipt>(ApiPaths.public.saveContactUs, {
    body: { contactName: 'Okafor', email: 'c.okafor@example.com', message: `Question ${randomUUID()}` },
  });
const acknowledge = (contactMessageID: string) =>
  api.ok(ApiPaths.adminContactUs.acknowledgeContactMessage, { token: editor, body: { contactMessageID } });

/** A report's numeric columns summed over its rows, keyed by row label (month or content kind) and column. */
function totals(report: ReadyReport, labelKey: string): Map<string, number> {
  const sums = new Map<string, number>();
  for (const row of report.rows as ReportRow[]) {
    for (const column of report.columns) {
      const value = row[column.key];
      if (typeof value === 'number')
        sums.set(`${row[labelKey]}|${column.key}`, (sums.get(`${row[labelKey]}|${column.key}`) ?? 0) + value);
    }
  }
  return sums;
}

function difference(after: Map<string, number>, before: Map<string, number>): Record<string, number> {
  const changed: Record<string, number> = {};
  for (const key of new Set([...after.keys(), ...before.keys()])) {
    const delta = (after.get(key) ?? 0) - (before.get(key) ?? 0);
    if (delta !== 0) changed[key] = delta;
  }
  return changed;
}

beforeAll(async () => {
  api = await TestApi.start();
  // An admin with no privilege at all: reports and the dashboard need only the admin type (spec section 6).
  admin = await api.adminToken([]);
  editor = await api.adminToken();
});
afterAll(() => api.stop());

test("a report as of yesterday differs from today's exactly by today's events", async () => {
  // Yesterday: three messages in, one of them read; a topic added.
  const [first, second] = [await sendMessage(), await sendMessage(), await sendMessage()];
  await acknowledge(first.contactMessageID);
  const { chapterID } = await api.createTopic(editor, { topicName: `Asthma ${randomUUID().slice(0, 6)}` });
  const yesterdayContact = (await readyReport('CONTACT_MESSAGES')).report;
  const yesterdayContent = (await readyReport('CONTENT')).report;
  // The log as it would stand had all of that been recorded a day ago (an as-of build reads when each event was recorded).
  await api.database.pool.query(`UPDATE event_store.event SET created_at = created_at - interval '1 day'`);

  // Today: two more messages, yesterday's second one read, another topic.
  await sendMessage();
  await sendMessage();
  await acknowledge(second.contactMessageID);
  await api.addTopic(editor, chapterID, `Croup ${randomUUID().slice(0, 6)}`);

  const asOf = new Date(Date.now() - 12 * 3600_000).toISOString();
  const contactAsOf = (await readyReport('CONTACT_MESSAGES', asOf)).report;
  const contentAsOf = (await readyReport('CONTENT', asOf)).report;
  const contactNow = (await readyReport('CONTACT_MESSAGES')).report;
  const contentNow = (await readyReport('CONTENT')).report;

  // As of yesterday: what the live report showed yesterday, row for row.
  expect(contactAsOf.rows).toEqual(yesterdayContact.rows);
  expect(contentAsOf.rows).toEqual(yesterdayContent.rows);
  expect(contactAsOf.asOf).toBe(`${asOf.slice(0, 16)}:00.000Z`);
  // Now: yesterday's plus exactly today's events.
  const month = contactNow.rows[0]!.month;
  const contactChanges = difference(totals(contactNow, 'month'), totals(contactAsOf, 'month'));
  expect(contactChanges).toMatchObject({ [`${month}|received`]: 2, [`${month}|handled`]: 1, [`${month}|unread`]: 1 });
  expect(
    Object.keys(contactChanges)
      .filter((key) => !key.endsWith('averageHoursToHandle'))
      .sort(),
  ).toEqual([`${month}|handled`, `${month}|received`, `${month}|unread`]);
  expect(difference(totals(contentNow, 'content'), totals(contentAsOf, 'content'))).toEqual({
    'Topics|active': 1,
    'Topics|total': 1,
  });
});

test('an as-of build is kept: asked again, it answers at once from the same build', async () => {
  const asOf = new Date(Date.now() - 3600_000).toISOString();
  const { report } = await readyReport('READERS', asOf);
  const askReport = (body: Record<string, unknown>) =>
    api.ok<ReportResult>(ApiPaths.adminReport.getReport, { token: admin, body });
  expect(await askReport({ reportType: 'READERS', asOf })).toEqual(report);
  // Any moment in the same minute is the same build.
  const sameMinute = `${asOf.slice(0, 16)}:59.999Z`;
  expect(await askReport({ reportType: 'READERS', asOf: sameMinute })).toMatchObject({
    status: 'READY',
    builtAt: report.builtAt,
  });
});

test('every report type answers columns, rows and monthly series; the CSV has a header and a line per row', async () => {
  for (const reportType of [
    'SUBSCRIPTIONS_REVENUE',
    'READERS',
    'CONTENT',
    'STUDY',
    'MOCK_EXAMS',
    'CONTACT_MESSAGES',
  ] as const) {
    const { report } = await readyReport(reportType);
    expect(report).toMatchObject({ status: 'READY', reportType, asOf: null });
    expect(report.columns.length).toBeGreaterThan(0);
    for (const series of report.series) expect(series.points).toHaveLength(12);
    const lines = reportToCsv(report).trimEnd().split('\r\n');
    expect(lines).toHaveLength(report.rows.length + 1);
    expect(lines[0]).toBe(report.columns.map((column) => column.label).join(','));
  }
});

test('bad input: an unknown type, an unparsable or a future asOf is a 400 naming the field', async () => {
  const unknown = await getReport({ reportType: 'PROFITS' });
  expect(unknown.status).toBe(400);
  expect(firstError(unknown.body)).toMatchObject({ field: 'reportType', errorMessage: Messages.invalidEntry });

  const unparsable = await getReport({ reportType: 'READERS', asOf: 'last tuesday' });
  expect(unparsable.status).toBe(400);
  expect(firstError(unparsable.body)).toMatchObject({ field: 'asOf', errorMessage: Messages.invalidDateTime });

  const future = await getReport({ reportType: 'READERS', asOf: new Date(Date.now() + 3600_000).toISOString() });
  expect(future.status).toBe(400);
  expect(firstError(future.body)).toMatchObject({ field: 'asOf', errorMessage: Messages.reportAsOfInFuture });

  const missing = await getReport({});
  expect(missing.status).toBe(400);
  expect(firstError(missing.body)).toMatchObject({ field: 'reportType' });
});

test('the dashboard: every figure with its trend and list; unread messages, readers and sign-ins follow what happened', async () => {
  const before = await api.ok<DashboardResult>(ApiPaths.adminReport.getDashboard, { token: admin, body: {} });
  expect(before.figures.map((figure) => figure.key)).toEqual([...DashboardFigureKeys]);
  const figure = (result: DashboardResult, key: string) => result.figures.find((f) => f.key === key)!;

  const reader = await api.createReader();
  await api.login(reader.email);
  await sendMessage();
  const startsAt = new Date(Date.now() + 7 * 86_400_000).toISOString();
  const webinar = await api.createWebinar(editor, startsAt);

  const after = await api.ok<DashboardResult>(ApiPaths.adminReport.getDashboard, { token: admin, body: {} });
  expect(figure(after, 'READERS').value).toBe(figure(before, 'READERS').value + 1);
  expect(figure(after, 'NEW_READERS_THIS_MONTH').value).toBe(figure(before, 'NEW_READERS_THIS_MONTH').value + 1);
  expect(figure(after, 'UNREAD_CONTACT_MESSAGES').value).toBe(figure(before, 'UNREAD_CONTACT_MESSAGES').value + 1);
  expect(figure(after, 'SIGN_INS_TODAY').value).toBe(figure(before, 'SIGN_INS_TODAY').value + 1);
  expect(figure(after, 'UPCOMING_WEBINARS')).toMatchObject({
    value: figure(before, 'UPCOMING_WEBINARS').value + 1,
    linkRoute: '/admin/webinars',
  });
  expect(figure(after, 'UPCOMING_WEBINARS').upcoming).toContainEqual({
    id: webinar.webinarID,
    title: webinar.webinarName,
    startsAt,
  });
  expect(figure(after, 'READERS')).toMatchObject({ linkRoute: '/admin/readers', trendUnit: 'MONTH' });
  expect(figure(after, 'READERS').trend).toHaveLength(12);
  expect(figure(after, 'READERS').trend.at(-1)!.value).toBe(figure(after, 'READERS').value);
  expect(figure(after, 'SIGN_INS_TODAY').trend).toHaveLength(14);
});

test('a reader is refused (403) and a visitor asked to sign in (401)', async () => {
  const { token } = await api.signedInReader();
  expect((await getReport({ reportType: 'READERS' }, token)).status).toBe(403);
  expect((await api.call(ApiPaths.adminReport.getDashboard, { token, body: {} })).status).toBe(403);
  expect((await api.call(ApiPaths.adminReport.getReport, { body: { reportType: 'READERS' } })).status).toBe(401);
  expect((await api.call(ApiPaths.adminReport.getDashboard, { body: {} })).status).toBe(401);
});
