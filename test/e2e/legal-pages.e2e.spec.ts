import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ApiPaths, type LegalPage, Messages, Privileges } from '@notebook/contracts';
import { WEB_DIST } from '@notebook/api';
import { TestApi, firstError } from '../support/test-api';

/**
 * The footer's terms and privacy pages over HTTP (issue 28): admins with SEO add/edit write them
 * (rich text, sanitised), SEO view reads them, anyone reads them publicly; bad input writes nothing;
 * the HTML the server sends for the two pages carries the saved title and first paragraph.
 */
let api: TestApi;
let editor: string;
let viewer: string;

const ORIGIN = 'https://notebook.example';

beforeAll(async () => {
  api = await TestApi.start({ serveWeb: true, env: { PUBLIC_BASE_URL: ORIGIN } });
  [editor, viewer] = await Promise.all([
    api.adminToken([Privileges.seo.addEdit]),
    api.adminToken([Privileges.seo.view]),
  ]);
});
afterAll(() => api.stop());

const save = (body: unknown, token = editor) =>
  api.call<LegalPage>(ApiPaths.adminSiteContent.saveLegalPage, { token, body });
const publicPage = (page: string) => api.call<LegalPage>(ApiPaths.public.getLegalPage, { query: { page } });

describe('terms and privacy pages', () => {
  test('before any save both pages are listed empty, and the public page answers null content', async () => {
    const pages = await api.ok(ApiPaths.adminSiteContent.getLegalPages, { token: viewer, body: {} });
    expect(pages).toEqual([
      {
        page: 'TERMS',
        title: 'Terms and conditions',
        path: '/public/terms-and-conditions',
        content: null,
        updatedAt: null,
      },
      { page: 'PRIVACY', title: 'Privacy policy', path: '/public/privacy-policy', content: null, updatedAt: null },
    ]);
    const terms = await publicPage('TERMS');
    expect(terms.status).toBe(200);
    expect(terms.body).toMatchObject({ status: 'SUCCESS', result: { page: 'TERMS', content: null } });
  });

  test('an admin saves the terms: sanitised, shown publicly at once, recorded once; the same text again records nothing', async () => {
    const response = await save({
      page: 'TERMS',
      content: '<h2>1. About</h2><p onclick="steal()">These terms apply.<script>alert(1)</script></p>',
    });
    if (response.body.status !== 'SUCCESS') throw new Error(JSON.stringify(response.body));
    expect(response.body.message).toBe(Messages.successfullySaved);
    const content = '<h2>1. About</h2><p>These terms apply.</p>';
    expect(response.body.result).toMatchObject({ page: 'TERMS', content });
    expect(response.body.result.updatedAt).toEqual(expect.any(String));

    const shown = await publicPage('TERMS');
    expect(shown.body).toMatchObject({ result: { page: 'TERMS', title: 'Terms and conditions', content } });
    const privacy = await publicPage('PRIVACY');
    expect(privacy.body).toMatchObject({ result: { content: null } });

    const before = await api.eventCount();
    expect((await save({ page: 'TERMS', content })).status).toBe(200);
    expect(await api.eventCount()).toBe(before);
    const pages = await api.ok(ApiPaths.adminSiteContent.getLegalPages, { token: viewer, body: {} });
    expect(pages.map((page) => [page.page, page.content])).toEqual([
      ['TERMS', content],
      ['PRIVACY', null],
    ]);
  });

  test('who may call: SEO view reads but cannot save (403), a reader 403, a visitor 401; the public read needs nothing', async () => {
    const reader = await api.signedInReader();
    const noPrivilege = await api.adminToken([Privileges.testimonial.addEdit]);
    const before = await api.eventCount();
    expect((await save({ page: 'PRIVACY', content: '<p>x</p>' }, viewer)).status).toBe(403);
    expect((await save({ page: 'PRIVACY', content: '<p>x</p>' }, reader.token)).status).toBe(403);
    const anonymous = await api.call(ApiPaths.adminSiteContent.saveLegalPage, {
      body: { page: 'PRIVACY', content: '<p>x</p>' },
    });
    expect(anonymous.status).toBe(401);
    expect((await api.call(ApiPaths.adminSiteContent.getLegalPages, { token: reader.token, body: {} })).status).toBe(
      403,
    );
    expect((await api.call(ApiPaths.adminSiteContent.getLegalPages, { token: noPrivilege, body: {} })).status).toBe(
      403,
    );
    expect(await api.eventCount()).toBe(before);
  });

  test.each([
    ['an unknown page', { page: 'COOKIES', content: '<p>x</p>' }, 'page', Messages.invalidEntry],
    ['no page', { content: '<p>x</p>' }, 'page', Messages.invalidEntry],
    ['no text', { page: 'PRIVACY', content: '' }, 'content', Messages.required],
    [
      'a text blank once sanitised',
      { page: 'PRIVACY', content: '<p> </p><script>alert(1)</script>' },
      'content',
      Messages.required,
    ],
    [
      'a text over 100,000 characters',
      { page: 'PRIVACY', content: 'x'.repeat(100_001) },
      'content',
      Messages.maxLength(100_000),
    ],
  ])('bad input (%s) is a 400 on %s and writes nothing', async (_case, body, field, message) => {
    const before = await api.eventCount();
    const response = await save(body);
    expect(response.status).toBe(400);
    expect(firstError(response.body)).toMatchObject({ field, errorMessage: message });
    expect(await api.eventCount()).toBe(before);
  });

  test('the public read refuses an unknown page (400 on page)', async () => {
    const response = await publicPage('COOKIES');
    expect(response.status).toBe(400);
    expect(firstError(response.body)).toMatchObject({ field: 'page', errorMessage: Messages.invalidEntry });
  });

  const builtWeb = existsSync(join(WEB_DIST, 'index.html'));
  (builtWeb ? test : test.skip)(
    'a crawler fetching a saved legal page sees its title and first paragraph; an unsaved one keeps the built head',
    async () => {
      await save({
        page: 'PRIVACY',
        content: '<h2>Our commitment</h2><p>We follow the Privacy Act 1988 (Cth) & the APPs.</p>',
      });
      const html = await (await fetch(`${api.baseUrl}/public/privacy-policy`)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).toContain('<title>Privacy policy</title>');
      expect(head).toContain(
        '<meta name="description" content="We follow the Privacy Act 1988 (Cth) &amp; the APPs." />',
      );
      expect(head).toContain(`<link rel="canonical" href="${ORIGIN}/public/privacy-policy" />`);
      const register = await (await fetch(`${api.baseUrl}/public/register`)).text();
      expect(register).not.toContain('Privacy Act');
    },
  );
});
