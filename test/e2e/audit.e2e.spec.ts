import { randomUUID } from 'node:crypto';
import {
  AUDIT_EXPORT_MAX,
  AUDIT_REDACTED,
  ApiPaths,
  AuditCategories,
  type AktmoSaveDTO,
  type AuditEntry,
  Messages,
  type Paged,
  Privileges,
} from '@notebook/contracts';
import { applicationEventSchemas } from '@notebook/api';
import { AUDITED_EVENTS, NOT_AUDITED } from '@notebook/audit';
import { SYSTEM_ACTOR } from '@notebook/kernel';
import { TEST_PASSWORD, TestApi, firstError } from '../support/test-api';

/**
 * The audit trail over HTTP (issue 27): what admins did, read back from the log with the right
 * actor and the fields' before -> after; filters, bad input, the CSV export and its bound.
 */
let api: TestApi;
let token: string;
let adminID: string;

const entries = (body: Record<string, unknown>, as = token) =>
  api.call<Paged<AuditEntry>>(ApiPaths.adminAudit.getPagedAuditEntries, {
    token: as,
    body: { page: 0, rows: 20, ...body },
  });
const page = async (body: Record<string, unknown>) => {
  const response = await entries(body);
  if (response.body.status !== 'SUCCESS') throw new Error(JSON.stringify(response.body));
  return response.body.result;
};
const exportCsv = (body: Record<string, unknown>, as = token) =>
  fetch(`${api.baseUrl}/api/${ApiPaths.adminAudit.exportAuditEntries}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${as}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

beforeAll(async () => {
  api = await TestApi.start();
  // An admin with one privilege only: the audit needs the admin type, not a privilege (spec section 6).
  const roleId = await api.identity.createRole(
    {
      roleName: `Editors ${randomUUID().slice(0, 6)}`,
      privileges: Object.values(Privileges).flatMap((group) => Object.values(group)),
    },
    SYSTEM_ACTOR,
  );
  const email = `grace-${randomUUID().slice(0, 8)}@test.example`;
  adminID = await api.identity.createAdminUser(
    { email, firstName: 'Grace', lastName: 'Hopper', password: TEST_PASSWORD, roleIds: [roleId] },
    SYSTEM_ACTOR,
  );
  token = (await api.login(email)).token;
});
afterAll(() => api.stop());

test("a topic's rename shows its old and new name, by the admin who renamed it, named", async () => {
  const { chapterID, topicID } = await api.createTopic(token, { topicName: 'Asthma' });
  await api.ok(ApiPaths.adminChapter.saveUpdateTopic, {
    token,
    body: { topicID, chapterID, topicName: 'Asthma in adults' },
  });

  const { pageData } = await page({ entityID: topicID });
  expect(pageData.map((entry) => entry.subCategory)).toEqual(['RENAMED', 'CREATED']);
  expect(pageData[0]).toEqual({
    occurredAt: expect.any(String),
    actorID: adminID,
    actorType: 'ADMIN',
    actorName: 'Grace Hopper',
    category: 'TOPIC',
    subCategory: 'RENAMED',
    entityID: topicID,
    changes: [{ field: 'topicName', before: 'Asthma', after: 'Asthma in adults' }],
  });
});

test("a question's edit shows what changed in it and its answers, by the admin who edited it", async () => {
  const { topicID } = await api.createTopic(token, { topicName: 'Chest pain' });
  const body = (question: object, answers: object[]) => ({
    aktQuestionDTO: { topicID, aktType: 'AKT', mockExamQuestion: 'N', ...question },
    aktmoQuestionDTO: {
      question: '<p>A 58-year-old man has chest pain.</p>',
      noOfAnswers: answers.length,
      aktmoAnswerDTOList: answers,
    },
  });
  const saved = await api.ok<AktmoSaveDTO>(ApiPaths.adminChapter.saveUpdateAKTMOQuestion, {
    token,
    body: body({ questionName: 'Exertional chest pain' }, [
      { answer: 'Stable angina', correctAnswer: true },
      { answer: 'GORD' },
    ]),
  });
  const questionID = saved.aktQuestionDTO.aktQuestionID;
  const [first, second] = saved.aktmoQuestionDTO.aktmoAnswerDTOList;
  await api.ok(ApiPaths.adminChapter.saveUpdateAKTMOQuestion, {
    token,
    body: body(
      { questionName: 'Chest pain on exertion', aktQuestionID: questionID, version: saved.aktQuestionDTO.version },
      [
        { aktMoAnswerID: first!.aktMoAnswerID, answer: 'Stable angina', correctAnswer: true },
        { aktMoAnswerID: second!.aktMoAnswerID, answer: 'Oesophageal spasm' },
      ],
    ),
  });

  const { pageData } = await page({ entityID: questionID, category: 'AKT_QUESTION' });
  const edit = pageData.filter((entry) => entry.changes.length && entry.subCategory.endsWith('UPDATED'));
  expect(edit.every((entry) => entry.actorName === 'Grace Hopper' && entry.actorID === adminID)).toBe(true);
  const changes = edit.flatMap((entry) => entry.changes);
  expect(changes).toContainEqual({
    field: 'questionName',
    before: 'Exertional chest pain',
    after: 'Chest pain on exertion',
  });
  expect(changes).toContainEqual({
    field: `answer ${second!.aktMoAnswerID.slice(-8)}.answer`,
    before: 'GORD',
    after: 'Oesophageal spasm',
  });
  // The unchanged answer is not listed as changed.
  expect(changes.map((change) => change.field)).not.toContain(`answer ${first!.aktMoAnswerID.slice(-8)}.answer`);
});

test("a reader is in the trail without their password hash, and an admin's change to them names the admin; the actor filter and the actor list name people", async () => {
  const reader = await api.createReader();
  await api.ok(ApiPaths.adminReader.updateReaderStatus, {
    token,
    body: { readerID: reader.userId, status: 'INACTIVE' },
  });
  const { pageData } = await page({ entityID: reader.userId });
  expect(pageData[0]).toMatchObject({ category: 'READER', subCategory: 'STATUS_CHANGED', actorName: 'Grace Hopper' });
  expect(pageData[0]!.changes).toContainEqual({ field: 'status', before: null, after: 'INACTIVE' });
  expect(pageData.at(-1)).toMatchObject({
    category: 'READER',
    subCategory: 'REGISTERED',
    actorType: 'SYSTEM',
    actorName: 'System',
  });
  expect(pageData.at(-1)!.changes).toContainEqual({ field: 'passwordHash', before: null, after: AUDIT_REDACTED });
  expect(JSON.stringify(pageData)).not.toMatch(/argon2|\$argon/);

  const mine = await page({ actorID: adminID });
  expect(mine.totalNoOfRecords).toBeGreaterThan(0);
  expect(mine.pageData.every((entry) => entry.actorID === adminID)).toBe(true);
  const actors = await api.ok(ApiPaths.adminAudit.getAuditActors, { token, body: {} });
  expect(actors).toContainEqual({ actorID: adminID, actorType: 'ADMIN', actorName: 'Grace Hopper' });
});

test('newest first, 20 a page', async () => {
  const { chapterID } = await api.createChapter(token, { chapterName: 'Paging' });
  for (let index = 1; index <= 22; index += 1) await api.addTopic(token, chapterID, `Topic ${index}`);
  const first = await page({ category: 'TOPIC' });
  expect(first.pageData).toHaveLength(20);
  expect(first.totalNoOfRecords).toBeGreaterThanOrEqual(22);
  const times = first.pageData.map((entry) => entry.occurredAt);
  expect([...times].sort().reverse()).toEqual(times);
  expect(first.pageData[0]!.changes).toContainEqual({ field: 'topicName', before: null, after: 'Topic 22' });
  const second = await page({ category: 'TOPIC', page: 1 });
  expect(second.pageData[0]!.occurredAt <= first.pageData[19]!.occurredAt).toBe(true);
});

test.each([
  [{ fromDate: '2026-05-10', toDate: '2026-05-01' }, 'toDate', Messages.auditDateRangeReversed],
  [{ category: 'SPACESHIP' }, 'category', Messages.invalidEntry],
  [{ fromDate: 'yesterday' }, 'fromDate', Messages.invalidDate],
])('bad input %j: 400 naming %s', async (filter, field, message) => {
  for (const response of [
    await entries(filter),
    await exportCsv(filter).then(async (r) => ({ status: r.status, body: await r.json() })),
  ]) {
    expect(response.status).toBe(400);
    expect(firstError(response.body)).toMatchObject({ errorMessage: message, field });
  }
});

test('the CSV export holds the filter, one line per changed field; an oversized export is a clear 400', async () => {
  const { topicID } = await api.createTopic(token, { topicName: 'Exported, "quoted"' });
  const response = await exportCsv({ entityID: topicID });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/csv');
  expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="audit-\d{4}-\d{2}-\d{2}\.csv"$/);
  const lines = (await response.text()).trim().split('\r\n');
  expect(lines[0]).toBe('Occurred At,Actor Type,Actor,Actor ID,Category,Sub Category,Entity ID,Field,Before,After');
  expect(lines).toContainEqual(
    expect.stringContaining(`Grace Hopper,${adminID},TOPIC,CREATED,${topicID},topicName,,"Exported, ""quoted"""`),
  );
});

test('an export larger than the bound is refused with a clear 400 (nothing cut short); a narrower filter exports', async () => {
  // AUDIT_EXPORT_MAX + 1 renames of one topic, appended to the log as the executor would record them.
  const topicID = randomUUID();
  const metadata = { actorId: adminID, actorType: 'ADMIN', occurredAt: '2026-02-01T09:00:00.000Z' };
  const renames = Array.from({ length: AUDIT_EXPORT_MAX + 1 }, (_, index) => ({
    type: 'TopicRenamed',
    data: { topicID, topicName: `Name ${index}` },
    metadata,
  }));
  await api.resources.eventStore.appendToStream(`topic-${topicID}`, renames, { expectedRevision: 'no_stream' });
  const deadline = Date.now() + 120_000;
  while ((await page({ entityID: topicID })).totalNoOfRecords < renames.length && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 250));

  const refused = await exportCsv({ entityID: topicID });
  expect(refused.status).toBe(400);
  expect(firstError(await refused.json())).toMatchObject({
    errorMessage: Messages.auditExportTooLarge(AUDIT_EXPORT_MAX),
    field: 'fromDate',
  });
  const day = await exportCsv({ entityID: topicID, fromDate: '2026-02-01', toDate: '2026-02-01', actorID: 'nobody' });
  expect(day.status).toBe(200);
  expect((await day.text()).trim().split('\r\n')).toHaveLength(1);
}, 180_000);

test('the admin type alone opens the trail: an admin without any privilege may, a reader is refused (403), a visitor must sign in (401)', async () => {
  const plain = await api.createAdmin([]);
  const plainToken = (await api.login(plain.email)).token;
  const reader = await api.signedInReader('ACTIVE');
  const statusOf = async (path: string, as?: string) =>
    (
      await fetch(`${api.baseUrl}/api/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(as ? { authorization: `Bearer ${as}` } : {}) },
        body: JSON.stringify({ category: 'ROLE' }),
      })
    ).status;
  for (const path of Object.values(ApiPaths.adminAudit)) {
    expect([path, await statusOf(path, plainToken)]).toEqual([path, 200]);
    expect([path, await statusOf(path, reader.token)]).toEqual([path, 403]);
    expect([path, await statusOf(path)]).toEqual([path, 401]);
  }
});

test('every event type the application records is audited or named as left out, and each audited one as a category and sub-category of the contract', () => {
  const decided = new Set([...Object.keys(AUDITED_EVENTS), ...NOT_AUDITED]);
  expect(applicationEventSchemas.types.filter((type) => !decided.has(type))).toEqual([]);
  expect(Object.keys(AUDITED_EVENTS).filter((type) => !applicationEventSchemas.has(type))).toEqual([]);
  const outsideContract = Object.entries(AUDITED_EVENTS).filter(([, { category, subCategory }]) => {
    const categories = category ? [category] : (['READER', 'ADMIN_USER'] as const);
    return categories.some((one) => !(AuditCategories[one] as readonly string[]).includes(subCategory));
  });
  expect(outsideContract).toEqual([]);
});

test('the trail is read-only: no route edits or deletes it', () => {
  expect(Object.values(ApiPaths.adminAudit).sort()).toEqual([
    'adminAudit/exportAuditEntries',
    'adminAudit/getAuditActors',
    'adminAudit/getPagedAuditEntries',
  ]);
});
