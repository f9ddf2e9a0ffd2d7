import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  API_PREFIX,
  ApiPaths,
  EDITOR_IMAGE_CONTENT_TYPES,
  EDITOR_IMAGE_MAX_BYTES,
  ImagePaths,
  NOTE_PDF_CONTENT_TYPES,
  NOTE_PDF_MAX_BYTES,
  ResourcePaths,
} from '@notebook/contracts';
import { AccessTokenService, UnauthorizedError, bearerToken } from '@notebook/kernel';
import { ImageTooLargeError } from '@notebook/catalog';
import { PdfTooLargeError, UnsupportedUploadError } from '../resources/pdf-store';

/** The routes that take a raw PDF body (spec section 7: uploadNotePdf "file upload, sent raw"). */
export const PDF_UPLOAD_ROUTES: readonly string[] = [ApiPaths.reader.uploadNotePdf, ResourcePaths.uploadNoteResourcePDF].map((path) => `${API_PREFIX}/${path}`);
/** The routes that take a raw image body (the note editor's file picker). */
export const IMAGE_UPLOAD_ROUTES: readonly string[] = [ImagePaths.uploadEditorImage].map((path) => `${API_PREFIX}/${path}`);

/** Each raw-upload route with its own size limit and 413 error; the magic bytes are checked by the route. */
function uploadLimit(route: string, pdfLimit: number): { limit: number; tooLarge: () => Error } | undefined {
  if (PDF_UPLOAD_ROUTES.includes(route)) return { limit: pdfLimit, tooLarge: () => new PdfTooLargeError() };
  if (IMAGE_UPLOAD_ROUTES.includes(route)) return { limit: EDITOR_IMAGE_MAX_BYTES, tooLarge: () => new ImageTooLargeError() };
  return undefined;
}

/**
 * Buffers `application/pdf`, `image/png|jpeg|gif|webp` (and `application/octet-stream`) bodies for the
 * raw-upload routes only (PDFs up to NOTE_PDF_MAX_BYTES, editor images up to EDITOR_IMAGE_MAX_BYTES);
 * every other route refuses such a body (415) without reading it. The global
 * 1 MiB body limit keeps applying to JSON everywhere. A body over the limit is refused as soon as its
 * Content-Length (or the bytes received) say so: 413 with the envelope's message.
 */
export function registerPdfUploadParser(fastify: FastifyInstance, accessTokens: AccessTokenService, limit = NOTE_PDF_MAX_BYTES): void {
  const contentTypes = [...new Set<string>([...NOTE_PDF_CONTENT_TYPES, ...EDITOR_IMAGE_CONTENT_TYPES])];
  fastify.addContentTypeParser(contentTypes, (request: FastifyRequest, payload, done) => {
    const refuse = (error: Error) => {
      payload.removeAllListeners('data');
      payload.resume(); // drain what is still coming, so the client reads the answer rather than a reset
      done(error, undefined);
    };
    const route = uploadLimit(request.routeOptions.url ?? '', limit);
    if (!route) return refuse(new UnsupportedUploadError());
    // Body parsing runs before the access guard: without this, anyone could make us read 20 MiB.
    // The guard still checks the user, type and privilege once the body is in.
    if (!accessTokens.verify(bearerToken(request.headers.authorization) ?? '')) return refuse(new UnauthorizedError());
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > route.limit) return refuse(route.tooLarge());
    const chunks: Buffer[] = [];
    let received = 0;
    let finished = false;
    payload.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > route.limit) {
        finished = true;
        return refuse(route.tooLarge());
      }
      chunks.push(chunk);
    });
    payload.on('end', () => {
      if (finished) return;
      finished = true;
      done(null, Buffer.concat(chunks, received));
    });
    payload.on('error', (error) => {
      if (finished) return;
      finished = true;
      done(error, undefined);
    });
  });
}
