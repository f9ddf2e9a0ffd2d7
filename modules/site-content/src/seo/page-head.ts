import {
  type LegalPage,
  type LegalPageKey,
  SITEMAP_EXTRA_PATHS,
  type SeoPage,
  SeoPageKeys,
  SeoPageRoutes,
  legalPageKeyOf,
  seoPageKeyOf,
} from '@notebook/contracts';
import { richTextToPlainText } from '@notebook/kernel';

/** What the server writes into a public page's <head> (the HTML itself is escaped by the web app's server). */
export type PageHead = {
  title: string;
  description: string;
  keywords: string | null;
  imageURL: string | null;
  /** The page's absolute URL (canonical, og:url). */
  url: string;
};

/**
 * A saved page's head for the page at `path`: its share image made absolute against the public origin
 * (link previews need that), and the page's own absolute URL.
 */
export function pageHeadOf(page: SeoPage, origin: string, path: string): PageHead | undefined {
  if (!page.title || !page.description) return undefined;
  const imageURL = page.imageURI?.startsWith('/') ? `${origin}${page.imageURI}` : page.imageURI;
  return {
    title: page.title,
    description: page.description,
    keywords: page.keywords,
    imageURL,
    url: `${origin}${path}`,
  };
}

const LEGAL_DESCRIPTION_MAX = 300;

/** A legal page's description: the words of its first paragraph, cut at a word within the limit. */
export function legalPageDescription(content: string): string {
  const paragraphs = content.match(/<p[\s>][\s\S]*?<\/p>/gi) ?? [content];
  const text = paragraphs.map(richTextToPlainText).find((words) => words.length > 0) ?? '';
  if (text.length <= LEGAL_DESCRIPTION_MAX) return text;
  const cut = text.slice(0, LEGAL_DESCRIPTION_MAX - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/** A saved legal page's head: its title, its first paragraph as the description; none before it is written. */
export function legalPageHeadOf(page: LegalPage, origin: string): PageHead | undefined {
  if (!page.content) return undefined;
  return {
    title: page.title,
    description: legalPageDescription(page.content),
    keywords: null,
    imageURL: null,
    url: `${origin}${page.path}`,
  };
}

const xmlText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** sitemap.xml: the public pages a visitor opens without an id or a sign-in, as absolute URLs. */
export function sitemapXml(origin: string): string {
  const paths = [
    ...SeoPageKeys.filter((key) => SeoPageRoutes[key].inSitemap).map((key) => SeoPageRoutes[key].path),
    ...SITEMAP_EXTRA_PATHS,
  ];
  const urls = paths.map((path) => `  <url><loc>${xmlText(`${origin}${path}`)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** robots.txt: crawl the public pages, not the admin area, the API or the sign-in; where the sitemap is. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /public',
    'Disallow: /admin',
    'Disallow: /api/',
    'Disallow: /auth/',
    'Disallow: /public/profile',
    'Disallow: /public/do-payment',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** The reads the HTML server needs: a path's head (from the page's SEO, when the path is one of the SEO pages, or from a saved terms or privacy page). */
export class SeoPageHeads {
  constructor(
    private readonly queries: {
      seoPage(pageKey: SeoPage['pageKey']): Promise<SeoPage>;
      legalPage(page: LegalPageKey): Promise<LegalPage>;
    },
    /** The public origin (PUBLIC_BASE_URL), e.g. https://notebook.example. */
    readonly origin: string,
  ) {}

  async headFor(path: string): Promise<PageHead | undefined> {
    const legalPage = legalPageKeyOf(path);
    if (legalPage) return legalPageHeadOf(await this.queries.legalPage(legalPage), this.origin);
    const pageKey = seoPageKeyOf(path);
    const canonical = path.length > 1 ? path.replace(/\/+$/, '') : path;
    return pageKey && pageHeadOf(await this.queries.seoPage(pageKey), this.origin, encodeURI(canonical));
  }
}
