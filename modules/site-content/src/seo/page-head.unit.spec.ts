import { type LegalPage, type LegalPageKey, LegalPageRoutes, type SeoPage, type SeoPageKey } from '@notebook/contracts';
import { SeoPageHeads, legalPageDescription, robotsTxt, sitemapXml } from './page-head';

const ORIGIN = 'https://notebook.example';
const saved = (pageKey: SeoPageKey, change: Partial<SeoPage> = {}): SeoPage => ({
  pageKey,
  path: '',
  title: `${pageKey} title`,
  description: `${pageKey} description`,
  keywords: null,
  imageURI: null,
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...change,
});
const legal = (page: LegalPageKey, content: string | null): LegalPage => ({
  page,
  ...LegalPageRoutes[page],
  content,
  updatedAt: content ? '2026-01-01T00:00:00.000Z' : null,
});
const headsOver = (
  pages: Partial<Record<SeoPageKey, Partial<SeoPage> | null>>,
  legalPages: Partial<Record<LegalPageKey, string>> = {},
) =>
  new SeoPageHeads(
    {
      seoPage: async (pageKey) =>
        pages[pageKey] === null || pages[pageKey] === undefined
          ? saved(pageKey, { title: null, description: null })
          : saved(pageKey, pages[pageKey]),
      legalPage: async (page) => legal(page, legalPages[page] ?? null),
    },
    ORIGIN,
  );

describe('a path’s head', () => {
  const heads = headsOver({
    HOME: { imageURI: '/images/share.png', keywords: 'AKT, KFP' },
    NEXT_WEBINARS: { imageURI: 'https://cdn.example/webinars.png' },
    CCE_RESOURCES: {},
  });

  test('each SEO page by its route; a trailing slash is the same page; the URL is absolute and canonical', async () => {
    expect(await heads.headFor('/public')).toEqual({
      title: 'HOME title',
      description: 'HOME description',
      keywords: 'AKT, KFP',
      imageURL: `${ORIGIN}/images/share.png`,
      url: `${ORIGIN}/public`,
    });
    expect(await heads.headFor('/public/next-webinars/')).toMatchObject({
      title: 'NEXT_WEBINARS title',
      imageURL: 'https://cdn.example/webinars.png',
      url: `${ORIGIN}/public/next-webinars`,
    });
  });

  test('every banner page of a series is a CCE resources page, the family’s root is not', async () => {
    expect(await heads.headFor('/public/webinars/banner/cce-2025')).toMatchObject({
      title: 'CCE_RESOURCES title',
      url: `${ORIGIN}/public/webinars/banner/cce-2025`,
    });
    expect(await heads.headFor('/public/webinars/banner/')).toBeUndefined();
  });

  test('a page that is not an SEO page, or one never saved, keeps the built head', async () => {
    expect(await heads.headFor('/public/search')).toBeUndefined();
    expect(await heads.headFor('/admin/dashboard')).toBeUndefined();
    expect(await heads.headFor('/public/akt-questions')).toBeUndefined();
  });
});

test('sitemap.xml lists the public pages without an id as absolute URLs', () => {
  const locations = [...sitemapXml(ORIGIN).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(locations).toEqual([
    `${ORIGIN}/public`,
    `${ORIGIN}/public/akt-questions`,
    `${ORIGIN}/public/kfp-questions`,
    `${ORIGIN}/public/next-webinars`,
    `${ORIGIN}/public/webinars`,
    `${ORIGIN}/public/register`,
    `${ORIGIN}/public/terms-and-conditions`,
    `${ORIGIN}/public/privacy-policy`,
  ]);
});

test('robots.txt keeps crawlers out of the admin area and the API and names the sitemap', () => {
  const robots = robotsTxt(ORIGIN).split('\n');
  expect(robots).toEqual(
    expect.arrayContaining(['Disallow: /admin', 'Disallow: /api/', `Sitemap: ${ORIGIN}/sitemap.xml`]),
  );
});

describe('the terms and privacy pages’ heads', () => {
  test('a saved page: its title, its first paragraph as the description, its absolute URL', async () => {
    const heads = headsOver({}, { TERMS: '<h2>About</h2><p></p><p>These terms &amp; rules apply.</p><p>More.</p>' });
    expect(await heads.headFor('/public/terms-and-conditions/')).toEqual({
      title: 'Terms and conditions',
      description: 'These terms & rules apply.',
      keywords: null,
      imageURL: null,
      url: `${ORIGIN}/public/terms-and-conditions`,
    });
  });

  test('a page never saved keeps the built head', async () => {
    expect(await headsOver({}, { TERMS: '<p>Terms.</p>' }).headFor('/public/privacy-policy')).toBeUndefined();
  });

  test('a long first paragraph is cut at a word, within 300 characters', () => {
    const description = legalPageDescription(`<p>${'privacy '.repeat(60)}</p>`);
    expect(description.length).toBeLessThanOrEqual(300);
    expect(description).toMatch(/privacy…$/);
  });
});
