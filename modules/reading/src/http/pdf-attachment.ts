import { StreamableFile } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { PdfDownload } from '../resources/pdf-store';

/** Always a download: the browser must not sniff or render it in our origin (note and webinar PDFs). */
export function pdfAttachment(file: PdfDownload, reply: FastifyReply): StreamableFile {
  void reply.header('X-Content-Type-Options', 'nosniff');
  void reply.header('Cache-Control', 'private, no-store');
  return new StreamableFile(file.stream, {
    type: 'application/pdf',
    length: file.sizeBytes,
    disposition: `attachment; filename="${file.fileName}"`,
  });
}
