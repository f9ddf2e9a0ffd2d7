import { ApiPaths, type ExamSitting, Messages, Privileges, ReviewMessages } from '@notebook/contracts';
import { FixedClock } from '@notebook/kernel';
import { TestApi, firstError } from '../support/test-api';

/**
 * The RACGP exam sittings over HTTP (issue 29): admins with the SEO codes keep the list (add, update,
 * remove), readers see the sittings from today (Sydney) on, by date, as their exam plan's choices;
 * bad input and an unknown sitting change nothing; a reader cannot call the admins' routes.
 */
// 13:30 UTC on 10 January 2027 is 00:30 on the 11th in Sydney (daylight saving, +11).
const clock = new FixedClock(new Date('2027-01-10T13:30:00Z'));
let api: TestApi;
let editor: string;
let viewer: string;
let reader: string;

beforeAll(async () => {
  api = await TestApi.start({ clock });
  [editor, viewer, reader] = await Promise.all([
    api.adminToken([Privileges.seo.addEdit]),
    api.adminToken([Privileges.seo.view]),
    api.signedInReader().then((signedIn) => signedIn.token),
  ]);
});
afterAll(() => api.stop());

const save = (body: unknown, token = editor) =>
  api.call<ExamSitting>(ApiPaths.adminReview.saveExamSitting, { token, body });
const remove = (body: unknown, token = editor) =>
  api.call<ExamSitting>(ApiPaths.adminReview.removeExamSitting, { token, body });
const adminList = (token = viewer) => api.ok(ApiPaths.adminReview.getExamSittings, { token, body: {} });
const readerList = () => api.ok(ApiPaths.reader.getExamSittings, { token: reader, body: {} });

async function saved(body: unknown): Promise<ExamSitting> {
  const response = await save(body);
  if (response.body.status !== 'SUCCESS') throw new Error(JSON.stringify(response.body));
  expect(response.body.message).toBe(Messages.successfullySaved);
  return response.body.result;
}

describe('RACGP exam sittings', () => {
  let kfp: ExamSitting;
  let akt: ExamSitting;
  let past: ExamSitting;

  test('an admin saves sittings; the reader lists only those from today (Sydney) on, by date', async () => {
    kfp = await saved({ exam: 'KFP', name: '  KFP 2027.1  ', examDate: '2027-03-06' });
    expect(kfp).toEqual({ sittingID: expect.any(String), exam: 'KFP', name: 'KFP 2027.1', examDate: '2027-03-06' });
    akt = await saved({ exam: 'AKT', name: 'AKT 2027.1', examDate: '2027-01-11' });
    // Still the 10th in UTC, but already the 11th in Sydney: yesterday's sitting is past.
    past = await saved({ exam: 'AKT', name: 'AKT 2026.2', examDate: '2027-01-10' });

    expect(await adminList()).toEqual([past, akt, kfp]);
    expect(await readerList()).toEqual([akt, kfp]);
  });

  test('an admin updates a sitting; the same form again records nothing', async () => {
    const moved = await saved({ sittingID: akt.sittingID, exam: 'AKT', name: 'AKT 2027.1', examDate: '2027-04-01' });
    expect(moved).toEqual({ ...akt, examDate: '2027-04-01' });
    expect(await readerList()).toEqual([kfp, moved]);
    const before = await api.eventCount();
    await saved({ sittingID: akt.sittingID, exam: 'AKT', name: 'AKT 2027.1', examDate: '2027-04-01' });
    expect(await api.eventCount()).toBe(before);
    akt = moved;
  });

  test.each([
    ['an empty name', { exam: 'AKT', name: '   ', examDate: '2027-05-01' }, 'name', Messages.required],
    ['no name', { exam: 'AKT', examDate: '2027-05-01' }, 'name', Messages.required],
    [
      'a name over 100 characters',
      { exam: 'AKT', name: 'x'.repeat(101), examDate: '2027-05-01' },
      'name',
      Messages.maxLength(100),
    ],
    ['a bad date', { exam: 'AKT', name: 'AKT', examDate: '2027-02-30' }, 'examDate', Messages.invalidDate],
    ['a date not a day', { exam: 'AKT', name: 'AKT', examDate: '1 May 2027' }, 'examDate', Messages.invalidDate],
    ['an exam of neither kind', { exam: 'BOTH', name: 'AKT', examDate: '2027-05-01' }, 'exam', Messages.invalidEntry],
  ])('bad input (%s) is a 400 and changes nothing', async (_case, body, field, message) => {
    const before = await api.eventCount();
    const response = await save(body);
    expect(response.status).toBe(400);
    expect(firstError(response.body)).toMatchObject({ field, errorMessage: message });
    expect(await api.eventCount()).toBe(before);
    expect(await adminList()).toEqual([past, kfp, akt]);
  });

  test('an unknown sitting is a 404 to update and to remove, and changes nothing', async () => {
    const before = await api.eventCount();
    const unknown = '0190a0b0-0000-7000-8000-00000000abcd';
    for (const response of [
      await save({ sittingID: unknown, exam: 'AKT', name: 'AKT', examDate: '2027-05-01' }),
      await remove({ sittingID: unknown }),
    ]) {
      expect(response.status).toBe(404);
      expect(firstError(response.body)).toMatchObject({
        field: 'sittingID',
        errorMessage: ReviewMessages.sittingNotFound,
      });
    }
    const notAnId = await remove({ sittingID: 'nope' });
    expect(notAnId.status).toBe(400);
    expect(firstError(notAnId.body)).toMatchObject({ field: 'sittingID' });
    expect(await api.eventCount()).toBe(before);
    expect(await adminList()).toEqual([past, kfp, akt]);
  });

  test('an admin removes a sitting: no longer listed, and it cannot be saved or removed again (404)', async () => {
    const response = await remove({ sittingID: kfp.sittingID });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'SUCCESS', message: Messages.successfullyRemoved, result: kfp });
    expect(await adminList()).toEqual([past, akt]);
    expect(await readerList()).toEqual([akt]);

    const before = await api.eventCount();
    expect((await save({ ...kfp, name: 'KFP again' })).status).toBe(404);
    expect((await remove({ sittingID: kfp.sittingID })).status).toBe(404);
    expect(await api.eventCount()).toBe(before);
    expect(await adminList()).toEqual([past, akt]);
  });

  test('who may call: SEO view reads but cannot save or remove, a reader none of the admin routes, a visitor 401', async () => {
    const before = await api.eventCount();
    const body = { exam: 'AKT', name: 'AKT 2027.2', examDate: '2027-08-01' };
    expect((await save(body, viewer)).status).toBe(403);
    expect((await remove({ sittingID: akt.sittingID }, viewer)).status).toBe(403);
    expect((await save(body, reader)).status).toBe(403);
    expect((await remove({ sittingID: akt.sittingID }, reader)).status).toBe(403);
    const readerRead = await api.call(ApiPaths.adminReview.getExamSittings, { token: reader, body: {} });
    expect(readerRead.status).toBe(403);
    expect((await api.call(ApiPaths.reader.getExamSittings, { body: {} })).status).toBe(401);
    expect(await api.eventCount()).toBe(before);
    expect(await adminList(editor)).toEqual([past, akt]);
  });
});
