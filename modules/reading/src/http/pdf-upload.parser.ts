import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  API_PREFIX,
  ApiPaths,
  EDITOR_IMAGE_CONTENT_TYPES,
  EDITOR_IMAGE_MAX_BYTES,
  ImagePaths,
  Messages,
  NOTE_PDF_CONTENT_TYPES,
  NOTE_PDF_MAX_BYTES,
  ResourcePaths,
} from '@notebook/contracts';
import { AccessTokenService, RateLimitedError, UnauthorizedError, bearerToken } from '@notebook/kernel';
import { ImageTooLargeError } from '@notebook/catalog';
import {
  PdfStore,
  PdfTooLargeError,
  type StagedPdf,
  UnsupportedUploadError,
  isStagedPdf,
} from '../resources/pdf-store';

/** Uploads one user may be sending at once; another is refused (429) until one has arrived. */
export const MAX_CONCURRENT_UPLOADS_PER_USER = 2;
const HEAD_BYTES = 16;

/** The routes that take a raw PDF body (spec section 7: uploadNotePdf "file upload, sent raw"; a webinar's PDF). */
export const PDF_UPLOAD_ROUTES: readonly string[] = [
  ApiPaths.reader.uploadNotePdf,
  ResourcePaths.uploadNoteResourcePDF,
  ApiPaths.adminWebinar.uploadWebinarResourcePDF,
].map((path) => `${API_PREFIX}/${path}`);
/** The routes that take a raw image body (the note editor's file picker, the statistics image, a testimonial's photo). */
export const IMAGE_UPLOAD_ROUTES: readonly string[] = [
  ImagePaths.uploadEditorImage,
  ApiPaths.adminStatistics.uploadStatisticsImage,
  ApiPaths.adminTestimonial.uploadTestimonialPhoto,
].map((path) => `${API_PREFIX}/${path}`);

/** Each raw-upload route with its own size limit and 413 error; the magic bytes are checked by the route. */
function uploadLimit(route: string, pdfLimit: number): Limit | undefined {
  if (PDF_UPLOAD_ROUTES.includes(route)) return { limit: pdfLimit, tooLarge: () => new PdfTooLargeError() };
  if (IMAGE_UPLOAD_ROUTES.includes(route))
    return { limit: EDITOR_IMAGE_MAX_BYTES, tooLarge: () => new ImageTooLargeError() };
  return undefined;
}

/**
 * Takes `application/pdf`, `image/png|jpeg|gif|webp` (and `application/octet-stream`) bodies for the
 * raw-upload routes only; every other route refuses such a body (415) without reading it. The
 * global 1 MiB body limit keeps applying to JSON everywhere.
 *
 * - A PDF (up to NOTE_PDF_MAX_BYTES) is streamed to a staged file of the PDF store as it arrives,
 *   hashed on the way; the route gets a `StagedPdf`, never the bytes in memory.
 * - An editor image (up to EDITOR_IMAGE_MAX_BYTES) is small and is buffered.
 * - A body over its limit is refused as soon as its Content-Length (or the bytes received) say so:
 *   413 with the envelope's message, and a staged file is removed.
 * - One user sends at most MAX_CONCURRENT_UPLOADS_PER_USER bodies at once (429 otherwise).
 * - Before the response is sent (or when the client went away), a staged PDF still at its staged path was
 *   not kept (refused by the access rule, the checks or the quota) and is removed; one kept was
 *   renamed away already. A crash in between leaves it to the store's start-up sweep.
 */
export function registerPdfUploadParser(
  fastify: FastifyInstance,
  accessTokens: AccessTokenService,
  pdfs: PdfStore,
  limit = NOTE_PDF_MAX_BYTES,
): void {
  const contentTypes = [...new Set<string>([...NOTE_PDF_CONTENT_TYPES, ...EDITOR_IMAGE_CONTENT_TYPES])];
  const inFlight = new Map<string, number>();
  const removeUnkept = async (request: FastifyRequest) => {
    if (isStagedPdf(request.body)) await rm(request.body.path, { force: true });
  };
  // Before the answer leaves, so a client that reads it finds nothing left behind.
  fastify.addHook('onSend', async (request, _reply, payload) => {
    await removeUnkept(request);
    return payload;
  });
  fastify.addHook('onRequestAbort', removeUnkept);
  fastify.addContentTypeParser(contentTypes, (request: FastifyRequest, payload, done) => {
    const refuse = (error: Error) => {
      payload.removeAllListeners('data');
      payload.resume(); // drain what is still coming, so the client reads the answer rather than a reset
      done(error, undefined);
    };
    const url = request.routeOptions.url ?? '';
    const route = uploadLimit(url, limit);
    if (!route) return refuse(new UnsupportedUploadError());
    // Body parsing runs before the access guard: without this, anyone could make us read 20 MiB.
    // The guard still checks the user, type and privilege once the body is in.
    const userId = accessTokens.verify(bearerToken(request.headers.authorization) ?? '')?.sub;
    if (!userId) return refuse(new UnauthorizedError());
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > route.limit) return refuse(route.tooLarge());
    const sending = inFlight.get(userId) ?? 0;
    if (sending >= MAX_CONCURRENT_UPLOADS_PER_USER) return refuse(new RateLimitedError(Messages.uploadInProgress, 5));
    inFlight.set(userId, sending + 1);
    const arrived = (error: Error | null, body?: unknown) => {
      const left = (inFlight.get(userId) ?? 1) - 1;
      if (left > 0) inFlight.set(userId, left);
      else inFlight.delete(userId);
      if (error) refuse(error);
      else done(null, body);
    };
    if (PDF_UPLOAD_ROUTES.includes(url)) streamToStaged(payload, pdfs.stagingPath(), route, arrived);
    else buffer(payload, route, arrived);
  });
}

type Limit = { limit: number; tooLarge: () => Error };

/** The whole (small) body in memory. */
function buffer(payload: Readable, route: Limit, arrived: (error: Error | null, body?: Buffer) => void): void {
  const chunks: Buffer[] = [];
  let received = 0;
  let finished = false;
  const finish = (error: Error | null, body?: Buffer) => {
    if (finished) return;
    finished = true;
    arrived(error, body);
  };
  payload.on('data', (chunk: Buffer) => {
    received += chunk.length;
    if (received > route.limit) return finish(route.tooLarge());
    chunks.push(chunk);
  });
  payload.on('end', () => finish(null, Buffer.concat(chunks, received)));
  payload.on('error', (error) => finish(error));
}

/** The body written to `path` as it arrives, hashed, its first bytes kept; the file is removed on any failure. */
function streamToStaged(
  payload: Readable,
  path: string,
  route: Limit,
  arrived: (error: Error | null, body?: StagedPdf) => void,
): void {
  const file = createWriteStream(path, { flags: 'wx', mode: 0o640 });
  const hash = createHash('sha256');
  let head = Buffer.alloc(0);
  let received = 0;
  let finished = false;
  const fail = (error: Error) => {
    if (finished) return;
    finished = true;
    file.destroy();
    void rm(path, { force: true }).finally(() => arrived(error));
  };
  payload.on('data', (chunk: Buffer) => {
    if (finished) return;
    received += chunk.length;
    if (received > route.limit) return fail(route.tooLarge());
    if (head.length < HEAD_BYTES) head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES - head.length)]);
    hash.update(chunk);
    // Back-pressure: a slow disk pauses the upload instead of filling memory.
    if (!file.write(chunk)) {
      payload.pause();
      file.once('drain', () => payload.resume());
    }
  });
  payload.on('end', () => {
    if (finished) return;
    file.end(() => {
      if (finished) return;
      finished = true;
      arrived(null, { kind: 'staged-pdf', path, sizeBytes: received, sha256: hash.digest('hex'), head });
    });
  });
  payload.on('error', fail);
  file.on('error', fail);
}
