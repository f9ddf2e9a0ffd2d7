// The module's definition the application composes, and its Nest module.
export { SiteContentModule, siteContentDefinition } from './site-content.module';

// The HTML server: a public page's head from its SEO, sitemap.xml and robots.txt.
export { SeoPageHeads, robotsTxt, sitemapXml } from './seo/page-head';
export type { PageHead } from './seo/page-head';

// Queries and the service (the seed, and later the dashboard).
export { SiteContentQueries } from './queries/site-content.queries';
export { SiteContentService } from './site-content.service';
