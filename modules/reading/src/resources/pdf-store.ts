import { createHash } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { ErrorCodes, NOTE_PDF_MAX_BYTES, Messages } from '@notebook/contracts';
import { BusinessRuleError, DomainError, newId } from '@notebook/kernel';

/** 413, with the envelope's clear message (the filter maps any DomainError by its httpStatus). */
export class PdfTooLargeError extends DomainError {
  readonly httpStatus = 413;
  readonly errorCode = ErrorCodes.VALIDATION;
  constructor() {
    super(`The PDF is larger than ${NOTE_PDF_MAX_BYTES / (1024 * 1024)} MiB`, 'file');
  }
}

/** 415: a PDF body sent to a route that does not take one. */
export class UnsupportedUploadError extends DomainError {
  readonly httpStatus = 415;
  readonly errorCode = ErrorCodes.VALIDATION;
  constructor() {
    super('This call does not take a file upload');
  }
}

const PDF_MAGIC = Buffer.from('%PDF-', 'ascii');
const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.pdf$/;

/** A file starts with `%PDF-` (the magic bytes); the client's Content-Type and file name prove nothing. */
export function isPdf(bytes: Buffer): boolean {
  return bytes.length > PDF_MAGIC.length && bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC);
}

/**
 * The uploader's file name, made safe for a Content-Disposition header and nothing else: no path,
 * only letters, digits, space, dot, dash and underscore, at most 100 characters, ending in `.pdf`.
 */
export function safeOriginalName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9 ._-]+/g, '_')
    .replace(/\.{2,}/g, '.')
    .replace(/^[ ._-]+/, '')
    .replace(/\.pdf$/i, '')
    .trim()
    .slice(0, 96);
  return `${cleaned || 'document'}.pdf`;
}

/** The checks every upload passes, in order: not empty, not too large, really a PDF. */
export function checkPdfUpload(body: unknown): Buffer {
  if (!Buffer.isBuffer(body) || body.length === 0) throw new BusinessRuleError(Messages.sendPdfAsBody, 'file');
  if (body.length > NOTE_PDF_MAX_BYTES) throw new PdfTooLargeError();
  if (!isPdf(body)) throw new BusinessRuleError(Messages.notAPdf, 'file');
  return body;
}

/**
 * PDFs on disk under `<UPLOAD_DIR>/note-resources/`, each under a generated name (`<uuid>.pdf`); the
 * client's name never reaches the file system. A file is written to a temporary name and renamed,
 * so a reader never sees half a file. Nothing here is served statically: downloads go through the
 * access checks of the API.
 */
export class PdfStore {
  readonly directory: string;

  constructor(uploadDir: string) {
    this.directory = join(resolve(uploadDir), 'note-resources');
  }

  async init(): Promise<void> {
    await mkdir(this.directory, { recursive: true });
  }

  async save(bytes: Buffer): Promise<{ resourceName: string; sizeBytes: number; sha256: string }> {
    const resourceName = `${newId()}.pdf`;
    const temporary = join(this.directory, `.upload-${newId()}`);
    await writeFile(temporary, bytes, { flag: 'wx', mode: 0o640 });
    await rename(temporary, this.pathOf(resourceName));
    return { resourceName, sizeBytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
  }

  async remove(resourceName: string): Promise<void> {
    await rm(this.pathOf(resourceName), { force: true });
  }

  /** The file, or undefined when it is not on disk. */
  async open(resourceName: string): Promise<{ stream: ReadStream; sizeBytes: number } | undefined> {
    const path = this.pathOf(resourceName);
    const info = await stat(path).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    return { stream: createReadStream(path), sizeBytes: info.size };
  }

  private pathOf(resourceName: string): string {
    if (!STORED_NAME.test(resourceName)) throw new Error(`Not a stored resource name: ${resourceName}`);
    return join(this.directory, resourceName);
  }
}
