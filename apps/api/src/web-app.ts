import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { API_PREFIX, ErrorCodes, Messages } from '@notebook/contracts';
import { type Clock, ImageUrlSigner, failed } from '@notebook/kernel';

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
export function serveWebApp(fastify: FastifyInstance, root: string): void {
  fastify.get('/*', async (request, reply) => {
    const path = decodeURIComponent(request.url.split('?')[0]!);
    if (path.startsWith(`${API_PREFIX}/`) || path === API_PREFIX) {
      return reply.status(404).send(failed(ErrorCodes.NOT_FOUND, Messages.notFound));
    }
    const file = await existingFile(root, path);
    if (file) return sendFile(reply, file, path.startsWith('/assets/'));
    return sendFile(reply, join(root, 'index.html'), false);
  });
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
