import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_PREFIX, ApiPaths, NOTE_PDF_CONTENT_TYPES, NOTE_PDF_MAX_BYTES, ResourcePaths } from '@notebook/contracts';
import { AccessTokenService, UnauthorizedError, bearerToken } from '@notebook/kernel';
import { PdfTooLargeError, UnsupportedUploadError } from '../resources/pdf-store';

/** The routes that take a raw PDF body (spec section 7: uploadNotePdf "file upload, sent raw"). */
export const PDF_UPLOAD_ROUTES: readonly string[] = [ApiPaths.reader.uploadNotePdf, ResourcePaths.uploadNoteResourcePDF].map((path) => `${API_PREFIX}/${path}`);

/**
 * Buffers `application/pdf` (and `application/octet-stream`) bodies, up to NOTE_PDF_MAX_BYTES, for the
 * upload routes only; every other route refuses such a body (415) without reading it. The global
 * 1 MiB body limit keeps applying to JSON everywhere. A body over the limit is refused as soon as its
 * Content-Length (or the bytes received) say so: 413 with the envelope's message.
 */
export function registerPdfUploadParser(fastify: FastifyInstance, accessTokens: AccessTokenService, limit = NOTE_PDF_MAX_BYTES): void {
  fastify.addContentTypeParser([...NOTE_PDF_CONTENT_TYPES], (request: FastifyRequest, payload, done) => {
    const refuse = (error: Error) => {
      payload.removeAllListeners('data');
      payload.resume(); // drain what is still coming, so the client reads the answer rather than a reset
      done(error, undefined);
    };
    if (!PDF_UPLOAD_ROUTES.includes(request.routeOptions.url ?? '')) return refuse(new UnsupportedUploadError());
    // Body parsing runs before the access guard: without this, anyone could make us read 20 MiB.
    // The guard still checks the user, type and privilege once the body is in.
    if (!accessTokens.verify(bearerToken(request.headers.authorization) ?? '')) return refuse(new UnauthorizedError());
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) return refuse(new PdfTooLargeError());
    const chunks: Buffer[] = [];
    let received = 0;
    let finished = false;
    payload.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > limit) {
        finished = true;
        return refuse(new PdfTooLargeError());
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
