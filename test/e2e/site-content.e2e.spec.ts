import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ApiPaths,
  type Envelope,
  Messages,
  Privileges,
  type SeoPage,
  type StatisticsImage,
  type Testimonial,
} from '@notebook/contracts';
import { WEB_DIST } from '@notebook/api';
import { TestApi, firstError } from '../support/test-api';

/**
 * Site content over HTTP (issue 27): testimonials (admin CRUD, the public list), the statistics image
 * (upload checked by its bytes and size, the public URI), SEO (saveUpdateSeo, the HTML the server
 * sends for the SEO pages, with no JavaScript run), sitemap.xml and robots.txt.
 */
let api: TestApi;
let uploadDir: string;
let editor: string;

const ORIGIN = 'https://notebook.example';
/** A 1x1 transparent PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

beforeAll(async () => {
  uploadDir = mkdtempSync(join(tmpdir(), 'notebook-site-content-'));
  api = await TestApi.start({ serveWeb: true, env: { UPLOAD_DIR: uploadDir, PUBLIC_BASE_URL: ORIGIN } });
  editor = await api.adminToken([
    Privileges.testimonial.addEdit,
    Privileges.statistics.addEdit,
    Privileges.seo.addEdit,
  ]);
});
afterAll(async () => {
  await api.stop();
  rmSync(uploadDir, { recursive: true, force: true });
});

const saveTestimonial = (body: unknown, token = editor) =>
  api.call<Testimonial>(ApiPaths.adminTestimonial.saveUpdateTestimonial, { token, body });
const publicTestimonials = async () =>
  (await api.ok(ApiPaths.public.getTestimonialList, { method: 'GET' })).map((item) => item.authorName);

describe('testimonials', () => {
  test('an admin adds two and edits one; the public list shows the active ones in order', async () => {
    const first = await saveTestimonial({
      authorName: ' Dr Priya Raman ',
      authorRole: 'GP registrar, Ballarat VIC',
      text: 'The KFP cases felt like the real exam.',
      colour: 'MINT',
    });
    expect(first.status).toBe(200);
    if (first.body.status !== 'SUCCESS') throw new Error(JSON.stringify(first.body));
    expect(first.body.message).toBe(Messages.successfullySaved);
    expect(first.body.result).toMatchObject({ authorName: 'Dr Priya Raman', status: 'ACT', colour: 'MINT' });
    const second = await api.ok(ApiPaths.adminTestimonial.saveUpdateTestimonial, {
      token: editor,
      body: { authorName: 'Dr Tom Fletcher', text: 'Notes I could read between shifts.' },
    });
    // A new one goes last.
    expect(second.displayOrder).toBe(first.body.result.displayOrder + 1);
    expect(await publicTestimonials()).toEqual(['Dr Priya Raman', 'Dr Tom Fletcher']);

    // Moved first, then made inactive: the public list follows each save.
    await api.ok(ApiPaths.adminTestimonial.saveUpdateTestimonial, {
      token: editor,
      body: { ...second, authorRole: undefined, displayOrder: 1 },
    });
    await api.ok(ApiPaths.adminTestimonial.saveUpdateTestimonial, {
      token: editor,
      body: { ...first.body.result, authorRole: first.body.result.authorRole ?? undefined, displayOrder: 2 },
    });
    expect(await publicTestimonials()).toEqual(['Dr Tom Fletcher', 'Dr Priya Raman']);
    const inactive = await api.ok(ApiPaths.adminTestimonial.saveUpdateTestimonial, {
      token: editor,
      body: { ...second, authorRole: undefined, displayOrder: 1, status: 'INA' },
    });
    expect(inactive.status).toBe('INA');
    expect(await publicTestimonials()).toEqual(['Dr Priya Raman']);

    // Admins with the contact-us view privilege see every one (spec section 6).
    const viewer = await api.adminToken([Privileges.contactUs.view]);
    const all = await api.ok(ApiPaths.adminTestimonial.getTestimonials, { token: viewer, body: {} });
    expect(all.map((item) => [item.authorName, item.status])).toEqual([
      ['Dr Tom Fletcher', 'INA'],
      ['Dr Priya Raman', 'ACT'],
    ]);
  });

  test('a photo uploaded for a testimonial is saved with it (bare) and shown to the public by a signed URL that loads', async () => {
    const uploaded = await fetch(`${api.baseUrl}/api/${ApiPaths.adminTestimonial.uploadTestimonialPhoto}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${editor}`, 'content-type': 'image/png' },
      body: PNG,
    });
    expect(uploaded.status).toBe(200);
    const { url } = ((await uploaded.json()) as Envelope<{ url: string }> & { result: { url: string } }).result;
    expect(url).toMatch(/^\/uploads\/images\/[0-9a-f-]{36}\.png\?exp=\d+&sig=[0-9a-f]{64}$/);

    const saved = await api.ok(ApiPaths.adminTestimonial.saveUpdateTestimonial, {
      token: editor,
      body: { authorName: 'Dr Photo Candidate', text: 'With a photo.', photoURI: url },
    });
    const stored = await api.resources.db
      .selectFrom('testimonial')
      .select('photo_uri')
      .where('testimonial_id', '=', saved.testimonialID)
      .executeTakeFirstOrThrow();
    expect(stored.photo_uri).toBe(url.split('?')[0]);

    const shown = (await api.ok(ApiPaths.public.getTestimonialList, { method: 'GET' })).find(
      (item) => item.testimonialID === saved.testimonialID,
    );
    expect(shown?.photoURI).toMatch(/\?exp=\d+&sig=[0-9a-f]{64}$/);
    const photo = await fetch(`${api.baseUrl}${shown!.photoURI}`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/png');
    // Not the public list's business any more once inactive.
    await api.ok(ApiPaths.adminTestimonial.saveUpdateTestimonial, {
      token: editor,
      // What the read gave, sent back as it is (nulls included).
      body: { ...saved, status: 'INA' },
    });
  });

  test('updating one that does not exist is a 404 and writes nothing', async () => {
    const before = await api.eventCount();
    const response = await saveTestimonial({
      testimonialID: '0190a0b0-0000-7000-8000-0000000000ff',
      authorName: 'Nobody',
      text: 'Nothing',
    });
    expect(response.status).toBe(404);
    expect(firstError(response.body)).toMatchObject({
      field: 'testimonialID',
      errorMessage: Messages.testimonialNotFound,
    });
    expect(await api.eventCount()).toBe(before);
  });

  test.each([
    [{ authorName: ' ' }, 'authorName', Messages.required],
    [{ authorName: 'x'.repeat(101) }, 'authorName', Messages.maxLength(100)],
    [{ text: 'x'.repeat(1001) }, 'text', Messages.maxLength(1000)],
    [{ text: 'Great course <script>alert(1)</script>' }, 'text', Messages.notAllowed('Markup')],
    [{ authorRole: '<img src=x onerror=alert(1)>' }, 'authorRole', Messages.notAllowed('Markup')],
    [{ colour: 'PURPLE' }, 'colour', Messages.invalidEntry],
    [{ status: 'GONE' }, 'status', undefined],
    [{ displayOrder: 0 }, 'displayOrder', Messages.minValue(1)],
    [{ photoURI: 'https://evil.example/me.png' }, 'photoURI', Messages.invalidEntry],
    [{ photoURI: '/uploads/images/../../etc/passwd' }, 'photoURI', Messages.invalidEntry],
  ])('bad input %j is a 400 on %s and writes nothing', async (change, field, message) => {
    const before = await api.eventCount();
    const response = await saveTestimonial({ authorName: 'Dr Mei Chen', text: 'Helpful.', ...change });
    expect(response.status).toBe(400);
    expect(firstError(response.body)).toMatchObject(message ? { field, errorMessage: message } : { field });
    expect(await api.eventCount()).toBe(before);
  });
});

describe('statistics image', () => {
  const upload = async (body: Buffer | string, token: string | null = editor, contentType = 'image/png') => {
    const headers: Record<string, string> = { 'content-type': contentType };
    if (token) headers.authorization = `Bearer ${token}`;
    const response = await fetch(`${api.baseUrl}/api/${ApiPaths.adminStatistics.uploadStatisticsImage}`, {
      method: 'POST',
      headers,
      body,
    });
    return { status: response.status, body: (await response.json()) as Envelope<StatisticsImage> };
  };
  const storedImages = () => readdirSync(join(uploadDir, 'images')).filter((name) => !name.startsWith('.'));

  test('none at first; an upload is shown to the public by a URL that serves the image; a second replaces it', async () => {
    expect(await api.ok(ApiPaths.public.getStatisticsImageURI, { method: 'GET' })).toEqual({
      imageURI: null,
      uploadedAt: null,
    });
    const first = await upload(PNG);
    expect(first.status).toBe(200);
    if (first.body.status !== 'SUCCESS') throw new Error(JSON.stringify(first.body));
    expect(first.body.message).toBe(Messages.successfullyUploaded);

    const shown = await api.ok(ApiPaths.public.getStatisticsImageURI, { method: 'GET' });
    expect(shown.imageURI).toMatch(/^\/uploads\/images\/[0-9a-f-]{36}\.png\?exp=\d+&sig=[0-9a-f]{64}$/);
    const image = await fetch(`${api.baseUrl}${shown.imageURI}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer())).toEqual(PNG);

    await upload(PNG);
    const replaced = await api.ok(ApiPaths.public.getStatisticsImageURI, { method: 'GET' });
    expect(replaced.imageURI!.split('?')[0]).not.toBe(shown.imageURI!.split('?')[0]);
  });

  test('not an image is a 400 naming the file; too large is a 413; nothing is stored or recorded', async () => {
    const before = await api.eventCount();
    const storedBefore = storedImages().length;
    const notImage = await upload('%PDF-1.7 not an image', editor, 'image/png');
    expect(notImage.status).toBe(400);
    expect(firstError(notImage.body)).toMatchObject({ field: 'file', errorMessage: Messages.notAnImage });
    const tooLarge = await upload(Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]));
    expect(tooLarge.status).toBe(413);
    expect(await api.eventCount()).toBe(before);
    expect(storedImages()).toHaveLength(storedBefore);
  });

  test('an admin who may only view it cannot upload (403); a visitor is refused before the body is read (401)', async () => {
    const viewer = await api.adminToken([Privileges.statistics.view]);
    expect((await upload(PNG, viewer)).status).toBe(403);
    expect((await upload(PNG, null)).status).toBe(401);
  });
});

describe('SEO', () => {
  const save = (body: unknown, token = editor) => api.call<SeoPage>(ApiPaths.adminSeo.saveUpdateSeo, { token, body });

  test('every page key is listed, and a save replaces the key’s SEO', async () => {
    const viewer = await api.adminToken([Privileges.seo.view]);
    const before = await api.ok(ApiPaths.adminSeo.getSeoPages, { token: viewer, body: {} });
    expect(before.map((page) => page.pageKey)).toEqual([
      'HOME',
      'AKT_QUESTIONS',
      'KFP_QUESTIONS',
      'KFP_PRINCIPLES',
      'NEXT_WEBINARS',
      'WEBINARS_BY_PERIOD',
      'CCE_RESOURCES',
    ]);
    const response = await save({
      pageKey: 'NEXT_WEBINARS',
      title: ' Upcoming webinars ',
      description: 'Live webinars for GP candidates.',
      keywords: '',
    });
    if (response.body.status !== 'SUCCESS') throw new Error(JSON.stringify(response.body));
    expect(response.body.message).toBe(Messages.successfullySaved);
    expect(response.body.result).toMatchObject({
      pageKey: 'NEXT_WEBINARS',
      path: '/public/next-webinars',
      title: 'Upcoming webinars',
      keywords: null,
      imageURI: null,
    });
    // Only the SEO view privilege cannot save.
    expect((await save({ pageKey: 'HOME', title: 'x', description: 'y' }, viewer)).status).toBe(403);
  });

  test.each([
    [{ pageKey: 'ABOUT' }, 'pageKey', Messages.invalidEntry],
    [{ title: '' }, 'title', Messages.required],
    [{ title: 'x'.repeat(121) }, 'title', Messages.maxLength(120)],
    [{ description: 'x'.repeat(321) }, 'description', Messages.maxLength(320)],
    [{ keywords: 'x'.repeat(301) }, 'keywords', Messages.maxLength(300)],
    [{ title: 'Home <script>alert(1)</script>' }, 'title', Messages.notAllowed('Markup')],
    [{ description: '<b>bold</b>' }, 'description', Messages.notAllowed('Markup')],
    [{ imageURI: 'javascript:alert(1)' }, 'imageURI', Messages.notAUrl],
    [{ imageURI: '//evil.example/x.png' }, 'imageURI', Messages.notAUrl],
  ])('bad input %j is a 400 on %s and writes nothing', async (change, field, message) => {
    const before = await api.eventCount();
    const response = await save({ pageKey: 'HOME', title: 'Home', description: 'The home page.', ...change });
    expect(response.status).toBe(400);
    expect(firstError(response.body)).toMatchObject({ field, errorMessage: message });
    expect(await api.eventCount()).toBe(before);
  });

  const builtWeb = existsSync(join(WEB_DIST, 'index.html'));
  (builtWeb ? test : test.skip)(
    'a crawler fetching /public (no JavaScript) sees the SEO title, description, keywords and Open Graph tags, escaped',
    async () => {
      await api.ok(ApiPaths.adminSeo.saveUpdateSeo, {
        token: editor,
        body: {
          pageKey: 'HOME',
          title: 'GP exam notes & "AKT" practice',
          description: 'Notes for candidates > 2025; KFP & AKT.',
          keywords: 'RACGP, AKT, KFP',
          imageURI: '/favicon.svg',
        },
      });
      const response = await fetch(`${api.baseUrl}/public`, { headers: { 'user-agent': 'Googlebot/2.1' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      const html = await response.text();
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head.match(/<title>/g)).toHaveLength(1);
      expect(head).toContain('<title>GP exam notes &amp; &quot;AKT&quot; practice</title>');
      expect(head).toContain('<meta name="description" content="Notes for candidates &gt; 2025; KFP &amp; AKT." />');
      expect(head.match(/name="description"/g)).toHaveLength(1);
      expect(head).toContain('<meta name="keywords" content="RACGP, AKT, KFP" />');
      expect(head).toContain('<meta property="og:title" content="GP exam notes &amp; &quot;AKT&quot; practice" />');
      expect(head).toContain(`<meta property="og:image" content="${ORIGIN}/favicon.svg" />`);
      // The app still loads from the same page.
      expect(html).toContain('<div id="root"></div>');

      expect(head).toContain(`<link rel="canonical" href="${ORIGIN}/public" />`);

      // Another SEO page by its path (a query aside); a page that is not one keeps the built head.
      await api.ok(ApiPaths.adminSeo.saveUpdateSeo, {
        token: editor,
        body: { pageKey: 'NEXT_WEBINARS', title: 'Upcoming webinars', description: 'Live webinars.' },
      });
      const webinars = await (await fetch(`${api.baseUrl}/public/next-webinars?from=share`)).text();
      expect(webinars).toContain('<title>Upcoming webinars</title>');
      const other = await (await fetch(`${api.baseUrl}/public/search`)).text();
      expect(other).not.toContain('og:title');
    },
  );

  test('sitemap.xml lists the public pages as absolute URLs of the public origin; robots.txt points to it', async () => {
    const sitemap = await fetch(`${api.baseUrl}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get('content-type')).toContain('application/xml');
    const xml = await sitemap.text();
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual(
      expect.arrayContaining([
        `${ORIGIN}/public`,
        `${ORIGIN}/public/akt-questions`,
        `${ORIGIN}/public/kfp-questions`,
        `${ORIGIN}/public/next-webinars`,
        `${ORIGIN}/public/webinars`,
      ]),
    );
    expect(locations.every((url) => url!.startsWith(`${ORIGIN}/public`))).toBe(true);
    expect(xml).not.toContain('/admin');

    const robots = await fetch(`${api.baseUrl}/robots.txt`);
    expect(robots.status).toBe(200);
    const text = await robots.text();
    expect(text).toContain('Disallow: /admin');
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});
