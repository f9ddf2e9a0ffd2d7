import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ApiPaths,
  type Envelope,
  Messages,
  Privileges,
  type PublicWebinar,
  type ReaderWebinar,
  type SaveWebinarRequest,
  type Webinar,
  type WebinarCategory,
} from '@notebook/contracts';
import { TestApi, firstError } from '../support/test-api';

/**
 * A webinar's PDFs, who may join it, and the notify flag over HTTP (issue 26): admins with the
 * upload privilege add PDFs (raw body, magic bytes, size limit, a title), with the remove privilege
 * remove them; a reader on a plan in the webinar's audience sees and downloads them; a reader without
 * a plan, or outside a named audience, is told why and cannot download; the public sees how many
 * there are, never their names. A save with Notify readers records the flag on the event.
 */
let api: TestApi;
let uploadDir: string;
let editor: string;
let uploader: string;
let remover: string;
let categoryID: string;
let webinar: Webinar;

const { adminWebinar } = ApiPaths;
const HOUR = 3_600_000;
const at = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();
const pdf = (text: string) =>
  Buffer.from(`%PDF-1.7\n% ${text}\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n`, 'latin1');
const storedFiles = () => readdirSync(join(uploadDir, 'webinar-resources')).filter((name) => !name.startsWith('.'));

const webinarBody = (overrides: Partial<SaveWebinarRequest> = {}): SaveWebinarRequest => ({
  webinarName: 'Asthma in general practice',
  webinarCategoryID: categoryID,
  presenter: 'Dr Priya Raman',
  startsAt: at(48),
  durationMinutes: 60,
  joinLink: 'https://meet.example.com/asthma',
  ...overrides,
});

async function upload(token: string | undefined, query: Record<string, string>, body: Buffer | string) {
  const headers: Record<string, string> = { 'content-type': 'application/pdf' };
  if (token) headers.authorization = `Bearer ${token}`;
  const url = `${api.baseUrl}/api/${adminWebinar.uploadWebinarResourcePDF}?${new URLSearchParams(query)}`;
  const response = await fetch(url, { method: 'POST', headers, body });
  return { status: response.status, body: (await response.json()) as Envelope<Webinar> };
}
async function download(path: string, token: string | undefined, body: unknown) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${api.baseUrl}/api/${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const bytes = Buffer.from(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, bytes };
}
/** The webinar an upload answered, throwing with the envelope when it failed. */
function uploaded(response: { status: number; body: Envelope<Webinar> }): { message?: string; result: Webinar } {
  if (response.body.status !== 'SUCCESS')
    throw new Error(`upload: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}
const readerPage = (token: string, webinarID: string) =>
  api.ok<ReaderWebinar>(ApiPaths.reader.getReaderWebinar, { token, body: { webinarID } });

beforeAll(async () => {
  uploadDir = mkdtempSync(join(tmpdir(), 'notebook-webinar-uploads-'));
  api = await TestApi.start({ env: { UPLOAD_DIR: uploadDir } });
  editor = await api.adminToken([Privileges.webinar.addEdit]);
  uploader = await api.adminToken([Privileges.webinar.uploadPdf]);
  remover = await api.adminToken([Privileges.webinar.removeResource]);
  categoryID = (
    await api.ok<WebinarCategory>(adminWebinar.saveUpdateWebinarCategory, {
      token: await api.adminToken([]),
      body: { categoryType: 'AKT', categoryCode: '2025.2', categoryName: 'AKT 2025.2' },
    })
  ).webinarCategoryID;
  webinar = await api.ok<Webinar>(adminWebinar.saveUpdateWebinar, { token: editor, body: webinarBody() });
});
afterAll(async () => {
  await api.stop();
  rmSync(uploadDir, { recursive: true, force: true });
});

describe('PDF resources', () => {
  let slides: string;

  test('an admin with the upload privilege adds a PDF, titled by its file name or as given: Successfully uploaded', async () => {
    const first = await upload(uploader, { webinarID: webinar.webinarID, fileName: 'Asthma slides.pdf' }, pdf('a'));
    expect([first.status, uploaded(first).message]).toEqual([200, Messages.successfullyUploaded]);
    const second = await upload(
      uploader,
      { webinarID: webinar.webinarID, fileName: 'x.pdf', title: 'Inhaler technique handout' },
      pdf('b'),
    );
    const { resources } = uploaded(second).result;
    expect(resources.map((resource) => resource.title)).toEqual(['Asthma slides', 'Inhaler technique handout']);
    expect(resources[0]!.resourceName).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect(storedFiles().sort()).toEqual(resources.map((resource) => resource.resourceName).sort());
    slides = resources[0]!.resourceName;
  });

  test('the same file uploaded again keeps one copy', async () => {
    const again = await upload(uploader, { webinarID: webinar.webinarID, fileName: 'copy.pdf' }, pdf('a'));
    expect(uploaded(again).result.resources).toHaveLength(2);
    expect(storedFiles()).toHaveLength(2);
  });

  test.each([
    ['not a PDF', pdf('x').toString('latin1').replace('%PDF-', 'MZ\x90'), 400, Messages.notAPdf],
    ['an empty body', '', 400, Messages.sendPdfAsBody],
    ['over 20 MiB', Buffer.concat([pdf('big'), Buffer.alloc(20 * 1024 * 1024)]), 413, undefined],
  ])('%s: refused, nothing recorded or stored', async (_, body, status, message) => {
    const before = await api.eventCount();
    const response = await upload(uploader, { webinarID: webinar.webinarID, fileName: 'bad.pdf' }, body);
    expect(response.status).toBe(status);
    if (message) expect(firstError(response.body)).toMatchObject({ field: 'file', errorMessage: message });
    expect(await api.eventCount()).toBe(before);
    expect(storedFiles()).toHaveLength(2);
  });

  test('an unknown webinar is 404 and nothing is stored; without the upload privilege 403; without a token 401', async () => {
    const unknown = await upload(uploader, { webinarID: '0190a0b0-0000-7000-8000-00000000dead' }, pdf('c'));
    expect([unknown.status, firstError(unknown.body)?.errorMessage]).toEqual([404, Messages.webinarNotFound]);
    expect((await upload(editor, { webinarID: webinar.webinarID }, pdf('c'))).status).toBe(403);
    expect((await upload(undefined, { webinarID: webinar.webinarID }, pdf('c'))).status).toBe(401);
    expect(storedFiles()).toHaveLength(2);
  });

  test('the public sees how many PDFs there are, never their names', async () => {
    const shown = await api.ok<PublicWebinar>(ApiPaths.public.getWebinarDetails, {
      query: { webinarID: webinar.webinarID },
    });
    expect(shown.resourceCount).toBe(2);
    expect(JSON.stringify(shown)).not.toContain(slides);
  });

  test('a reader on a plan sees the PDFs and downloads one as an attachment', async () => {
    const reader = await api.signedInReader('ACTIVE');
    const page = await readerPage(reader.token, webinar.webinarID);
    expect(page.resources.map((resource) => resource.title)).toEqual(['Asthma slides', 'Inhaler technique handout']);
    const file = await download(ApiPaths.reader.getReaderWebinarResourcePDF, reader.token, {
      webinarID: webinar.webinarID,
      resourceName: slides,
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="Asthma slides.pdf"');
    expect(file.headers.get('cache-control')).toBe('private, no-store');
    expect(file.bytes.equals(pdf('a'))).toBe(true);
  });

  test('a reader without a plan sees no PDFs and is refused the download, told why; a visitor is 401', async () => {
    const reader = await api.signedInReader();
    const page = await readerPage(reader.token, webinar.webinarID);
    expect(page).toMatchObject({ resources: [], linkHidden: 'PLAN_REQUIRED', resourceCount: 2 });
    const refused = await api.call(ApiPaths.reader.getReaderWebinarResourcePDF, {
      token: reader.token,
      body: { webinarID: webinar.webinarID, resourceName: slides },
    });
    expect([refused.status, firstError(refused.body)?.errorMessage]).toEqual([403, Messages.webinarPlanRequired]);
    const visitor = await download(ApiPaths.reader.getReaderWebinarResourcePDF, undefined, {
      webinarID: webinar.webinarID,
      resourceName: slides,
    });
    expect(visitor.status).toBe(401);
  });

  test('a resource name with a path in it is refused (400); one of another webinar is 404', async () => {
    const reader = await api.signedInReader('ACTIVE');
    const traversal = await api.call(ApiPaths.reader.getReaderWebinarResourcePDF, {
      token: reader.token,
      body: { webinarID: webinar.webinarID, resourceName: '../../etc/passwd' },
    });
    expect([traversal.status, firstError(traversal.body)?.field]).toEqual([400, 'resourceName']);
    const other = await api.ok<Webinar>(adminWebinar.saveUpdateWebinar, {
      token: editor,
      body: webinarBody({ webinarName: 'Other' }),
    });
    const elsewhere = await api.call(ApiPaths.reader.getReaderWebinarResourcePDF, {
      token: reader.token,
      body: { webinarID: other.webinarID, resourceName: slides },
    });
    expect([elsewhere.status, firstError(elsewhere.body)?.errorMessage]).toEqual([404, Messages.resourceNotFound]);
  });

  test('an admin with the view privilege downloads one; the remove privilege removes one (file gone), the upload privilege may not', async () => {
    const viewer = await api.adminToken([Privileges.webinar.view]);
    const file = await download(adminWebinar.getWebinarResourcePDF, viewer, {
      webinarID: webinar.webinarID,
      resourceName: slides,
    });
    expect(file.bytes.equals(pdf('a'))).toBe(true);
    const body = { webinarID: webinar.webinarID, resourceName: slides };
    expect((await api.call(adminWebinar.removeWebinarResource, { token: uploader, body })).status).toBe(403);
    const removed = await api.success<Webinar>(adminWebinar.removeWebinarResource, { token: remover, body });
    expect(removed.message).toBe(Messages.successfullyRemoved);
    expect(removed.result.resources.map((resource) => resource.title)).toEqual(['Inhaler technique handout']);
    expect(storedFiles()).not.toContain(slides);
    const again = await api.call(adminWebinar.removeWebinarResource, { token: remover, body });
    expect([again.status, firstError(again.body)?.errorMessage]).toEqual([404, Messages.resourceNotFound]);
  });
});

describe('who may join', () => {
  test('a webinar for one plan and one group: readers of that plan or group join, others on a plan are told they are not in the audience', async () => {
    const admin = await api.adminToken();
    const [planA, planB] = [await api.createPricingPlan(admin, []), await api.createPricingPlan(admin, [])];
    const { readerGroupID } = await api.ok(ApiPaths.adminReaderGroup.saveUpdateReaderGroup, {
      token: admin,
      body: { groupName: 'Registrars 2026' },
    });
    const forSome = await api.ok<Webinar>(adminWebinar.saveUpdateWebinar, {
      token: editor,
      body: webinarBody({
        webinarName: 'For some',
        audiencePricingPlanIDs: [planA.pricingPlanID],
        audienceReaderGroupIDs: [readerGroupID],
      }),
    });
    expect(forSome.audience).toEqual({ pricingPlanIDs: [planA.pricingPlanID], readerGroupIDs: [readerGroupID] });
    await upload(uploader, { webinarID: forSome.webinarID, fileName: 'For some.pdf' }, pdf('some'));

    const onPlanA = await api.readerOnPlanTrial(planA.pricingPlanID);
    const onPlanB = await api.readerOnPlanTrial(planB.pricingPlanID);
    const grouped = await api.readerOnPlanTrial(planB.pricingPlanID);
    await api.ok(ApiPaths.adminReader.bulkUpdateReaderGroups, {
      token: admin,
      body: { readerIDs: [grouped.userId], addReaderGroupIDs: [readerGroupID] },
    });

    for (const reader of [onPlanA, grouped]) {
      const page = await readerPage(reader.token, forSome.webinarID);
      expect(page).toMatchObject({ joinLink: forSome.joinLink, linkHidden: null });
      expect(page.resources).toHaveLength(1);
    }
    const outside = await readerPage(onPlanB.token, forSome.webinarID);
    expect(outside).toMatchObject({ joinLink: null, resources: [], linkHidden: 'NOT_IN_AUDIENCE' });
    const listed = await api.ok(ApiPaths.reader.getReaderNextWebinars, { token: onPlanB.token, body: {} });
    expect(listed.pageData.find((shown) => shown.webinarID === forSome.webinarID)?.linkHidden).toBe('NOT_IN_AUDIENCE');
    const refused = await api.call(ApiPaths.reader.getReaderWebinarResourcePDF, {
      token: onPlanB.token,
      body: {
        webinarID: forSome.webinarID,
        resourceName: (await readerPage(onPlanA.token, forSome.webinarID)).resources[0]!.resourceName,
      },
    });
    expect([refused.status, firstError(refused.body)?.errorMessage]).toEqual([403, Messages.webinarNotInAudience]);

    // Opened to everyone on a plan again.
    const everyone = await api.ok<Webinar>(adminWebinar.saveUpdateWebinar, {
      token: editor,
      body: { ...webinarBody({ webinarName: 'For some' }), webinarID: forSome.webinarID },
    });
    expect(everyone.audience).toEqual({ pricingPlanIDs: [], readerGroupIDs: [] });
    expect((await readerPage(onPlanB.token, forSome.webinarID)).linkHidden).toBeNull();
  });

  const MISSING = '0190a0b0-0000-7000-8000-00000000dead';
  test.each([
    [
      'an audience id that is not an id',
      { audienceReaderGroupIDs: ['everyone'] },
      /^audienceReaderGroupIDs/,
      undefined,
    ],
    [
      'a pricing plan that does not exist',
      { audiencePricingPlanIDs: [MISSING] },
      /^audiencePricingPlanIDs$/,
      Messages.planNotFound,
    ],
    [
      'a reader group that does not exist',
      { audienceReaderGroupIDs: [MISSING] },
      /^audienceReaderGroupIDs$/,
      Messages.readerGroupNotFound,
    ],
  ])('%s: 400 naming the field, nothing recorded', async (_, audience, field, message) => {
    const before = await api.eventCount();
    const response = await api.call(adminWebinar.saveUpdateWebinar, {
      token: editor,
      body: { ...webinarBody(), ...audience },
    });
    expect(response.status).toBe(400);
    expect(firstError(response.body)?.field).toMatch(field);
    if (message) expect(firstError(response.body)?.errorMessage).toBe(message);
    expect(await api.eventCount()).toBe(before);
  });
});

describe('notify readers', () => {
  test('a create with Notify readers, and a save moving the start with it, record notifyReaders and the audience groups; other saves do not', async () => {
    const admin = await api.adminToken();
    const { readerGroupID } = await api.ok(ApiPaths.adminReaderGroup.saveUpdateReaderGroup, {
      token: admin,
      body: { groupName: 'Notified' },
    });
    const body = webinarBody({ webinarName: 'Notified', audienceReaderGroupIDs: [readerGroupID], notifyReaders: true });
    const created = await api.ok<Webinar>(adminWebinar.saveUpdateWebinar, { token: editor, body });
    const save = (changes: Partial<SaveWebinarRequest>) =>
      api.ok<Webinar>(adminWebinar.saveUpdateWebinar, {
        token: editor,
        body: { ...body, webinarID: created.webinarID, ...changes },
      });
    await save({ webinarName: 'Notified, renamed' });
    await save({ webinarName: 'Notified, renamed', startsAt: at(72), notifyReaders: true });
    await save({ webinarName: 'Notified, renamed', startsAt: at(96), notifyReaders: false });
    const events = await api.resources.eventStore.readStream(`webinar-${created.webinarID}`);
    expect(
      events.map((event) => [
        event.type,
        (event.data as { notifyReaders?: true }).notifyReaders,
        (event.data as { audienceReaderGroupIDs?: string[] }).audienceReaderGroupIDs,
      ]),
    ).toEqual([
      ['WebinarAdded', true, [readerGroupID]],
      ['WebinarUpdated', undefined, [readerGroupID]],
      ['WebinarUpdated', true, [readerGroupID]],
      ['WebinarUpdated', undefined, [readerGroupID]],
    ]);
  });
});
