import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { API_PREFIX, ErrorCodes, Messages } from '@notebook/contracts';
import { type Clock, ImageUrlSigner, failed } from '@notebook/kernel';
import type { PageHead } from '@notebook/site-content';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json',
};

/**
 * Serves the built web app: files under web/dist as they are (hashed assets cached for a year),
 * every other GET outside /api gets index.html so client-side routes load. Nest owns the
 * not-found handler, so this is a wildcard route that loses to every specific one.
 */
export function serveWebApp(fastify: FastifyInstance, root: string, pageHeads?: PageHeads): void {
  fastify.get('/*', async (request, reply) => {
    const path = decodeURIComponent(request.url.split('?')[0]!);
    if (path.startsWith(`${API_PREFIX}/`) || path === API_PREFIX) {
      return reply.status(404).send(failed(ErrorCodes.NOT_FOUND, Messages.notFound));
    }
    const file = await existingFile(root, path);
    if (file) return sendFile(reply, file, path.startsWith('/assets/'));
    const head = await pageHeads?.headFor(path);
    if (head) return sendPageWithHead(reply, join(root, 'index.html'), head);
    return sendFile(reply, join(root, 'index.html'), false);
  });
}

export type PageHeads = { headFor(path: string): Promise<PageHead | undefined> };

const htmlText = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/**
 * The <head> tags of a page's SEO: title, description, keywords, the canonical URL and the Open Graph
 * tags link previews read (og:url, og:title, og:description, og:image), every value escaped.
 */
export function headTags(head: PageHead): string {
  const meta = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${htmlText(value)}" />`;
  return [
    `<title>${htmlText(head.title)}</title>`,
    meta('name', 'description', head.description),
    ...(head.keywords ? [meta('name', 'keywords', head.keywords)] : []),
    `<link rel="canonical" href="${htmlText(head.url)}" />`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:url', head.url),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    ...(head.imageURL ? [meta('property', 'og:image', head.imageURL)] : []),
  ].join('\n    ');
}

/** index.html with the built title and description replaced by the page's own tags (crawlers run no JavaScript). */
export function withPageHead(html: string, head: PageHead): string {
  const bare = html.replace(/<title>[\s\S]*?<\/title>\s*/i, '').replace(/<meta\s+name="description"[^>]*>\s*/i, '');
  // A function, not a replacement string: a `$&` or `$'` in a saved title must stay text.
  return bare.replace(/<\/head>/i, () => `  ${headTags(head)}\n  </head>`);
}

async function sendPageWithHead(reply: FastifyReply, indexFile: string, head: PageHead): Promise<FastifyReply> {
  const html = withPageHead(await readFile(indexFile, 'utf8'), head);
  return reply
    .header('content-type', CONTENT_TYPES['.html']!)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'no-cache')
    .send(html);
}

/** `/sitemap.xml` and `/robots.txt` at the origin (site content builds them from the public origin). */
export function serveCrawlerFiles(fastify: FastifyInstance, files: { sitemapXml: string; robotsTxt: string }): void {
  fastify.get('/sitemap.xml', async (_request, reply) =>
    reply
      .header('content-type', 'application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(files.sitemapXml),
  );
  fastify.get('/robots.txt', async (_request, reply) =>
    reply
      .header('content-type', CONTENT_TYPES['.txt']!)
      .header('cache-control', 'public, max-age=3600')
      .send(files.robotsTxt),
  );
}

/** The file a path names inside root, or null; `..` can never leave root. */
async function existingFile(root: string, urlPath: string): Promise<string | null> {
  const candidate = normalize(join(root, urlPath));
  if (!candidate.startsWith(root + sep)) return null;
  try {
    return (await stat(candidate)).isFile() ? candidate : null;
  } catch {
    return null;
  }
}

function sendFile(reply: FastifyReply, file: string, immutable: boolean): FastifyReply {
  return reply
    .header('content-type', CONTENT_TYPES[extname(file)] ?? 'application/octet-stream')
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
    .send(createReadStream(file));
}

/** What serveUploadedImages needs: the image store's lookup by stored name (anything else is undefined). */
export type UploadedImages = {
  open(name: string): Promise<{ stream: NodeJS.ReadableStream; sizeBytes: number; contentType: string } | undefined>;
};

/**
 * Serves the note editor's images, read-only, at `/uploads/images/<uuid>.<ext>?exp=…&sig=…` from
 * `<UPLOAD_DIR>/images/`, to whoever holds a URL the server signed (it signs them only in the author
 * content a `@ReleasesContent` route answers: `signReleasedContentOnReply`). A bare, tampered or expired URL,
 * or any name not of the stored form, is a 404. Cached privately until the URL expires.
 */
export function serveUploadedImages(
  fastify: FastifyInstance,
  images: UploadedImages,
  signer: ImageUrlSigner,
  clock: Clock,
): void {
  fastify.get('/uploads/images/*', async (request, reply) => {
    const name = (request.params as { '*'?: string })['*'] ?? '';
    const { exp, sig } = request.query as { exp?: string; sig?: string };
    const now = clock.now();
    const file = signer.verify(name, exp, sig, now) ? await images.open(name) : undefined;
    if (!file) return reply.status(404).send(failed(ErrorCodes.NOT_FOUND, Messages.notFound));
    const maxAge = Math.max(0, Number(exp) - Math.ceil(now.getTime() / 1000));
    return reply
      .header('content-type', file.contentType)
      .header('content-length', file.sizeBytes)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', `private, max-age=${maxAge}`)
      .send(file.stream);
  });
}
