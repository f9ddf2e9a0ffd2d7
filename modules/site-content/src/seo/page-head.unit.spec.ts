import type { SeoPage, SeoPageKey } from '@notebook/contracts';
import { SeoPageHeads, robotsTxt, sitemapXml } from './page-head';

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
const headsOver = (pages: Partial<Record<SeoPageKey, Partial<SeoPage> | null>>) =>
  new SeoPageHeads(
    {
      seoPage: async (pageKey) =>
        pages[pageKey] === null || pages[pageKey] === undefined
          ? saved(pageKey, { title: null, description: null })
          : saved(pageKey, pages[pageKey]),
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
