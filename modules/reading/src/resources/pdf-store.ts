import { createReadStream, type ReadStream } from 'node:fs';
import { createHash } from 'node:crypto';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
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

/** A stored PDF on its way to the caller, under the name it is saved as. */
export type PdfDownload = { stream: ReadStream; sizeBytes: number; fileName: string };

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

/**
 * A PDF upload as it arrived, already on disk under a temporary name (the upload parser streams the
 * body there, hashing it on the way, so no PDF is ever held whole in memory). The service keeps it
 * (`PdfStore.keep`); the parser removes it after the response otherwise. `head` is its first bytes,
 * for the magic-bytes check.
 */
export type StagedPdf = { kind: 'staged-pdf'; path: string; sizeBytes: number; sha256: string; head: Buffer };

export const isStagedPdf = (body: unknown): body is StagedPdf => (body as StagedPdf | null)?.kind === 'staged-pdf';

/** The checks every upload passes, in order: a file was sent, not empty, not too large, really a PDF. */
export function checkPdfUpload(staged: StagedPdf): StagedPdf {
  if (staged.sizeBytes === 0) throw new BusinessRuleError(Messages.sendPdfAsBody, 'file');
  if (staged.sizeBytes > NOTE_PDF_MAX_BYTES) throw new PdfTooLargeError();
  if (!isPdf(staged.head)) throw new BusinessRuleError(Messages.notAPdf, 'file');
  return staged;
}

/** A staged file older than this is a crashed upload's leftover, removed on start. */
const STALE_UPLOAD_MS = 60 * 60 * 1000;

/**
 * PDFs on disk under `<UPLOAD_DIR>/<folder>/` (`note-resources` for notes, the store the upload
 * parser stages into; `webinar-resources` for webinars), each under a generated name (`<uuid>.pdf`);
 * the client's name never reaches the file system. A file is written to a temporary name and renamed,
 * so a reader never sees half a file. Nothing here is served statically: downloads go through the
 * access checks of the API.
 */
export class PdfStore {
  readonly directory: string;

  constructor(uploadDir: string, folder = 'note-resources') {
    this.directory = join(resolve(uploadDir), folder);
  }

  /** Creates the folder and removes what crashed uploads left staged. */
  async init(): Promise<void> {
    await mkdir(this.directory, { recursive: true });
    const now = Date.now();
    for (const name of await readdir(this.directory)) {
      if (!name.startsWith('.upload-')) continue;
      const info = await stat(join(this.directory, name)).catch(() => undefined);
      if (info && now - info.mtimeMs > STALE_UPLOAD_MS) await rm(join(this.directory, name), { force: true });
    }
  }

  /** Where the upload parser writes an arriving PDF. */
  stagingPath(): string {
    return join(this.directory, `.upload-${newId()}`);
  }

  /** Bytes made on the server (a seed's generated PDF) staged as an upload would be, for `keep`. */
  async stage(bytes: Buffer): Promise<StagedPdf> {
    const path = this.stagingPath();
    await writeFile(path, bytes, { flag: 'wx', mode: 0o640 });
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    return { kind: 'staged-pdf', path, sizeBytes: bytes.length, sha256, head: bytes.subarray(0, 16) };
  }

  /** Keeps a staged upload under a generated name (a rename: a reader never sees half a file). */
  async keep(staged: StagedPdf): Promise<{ resourceName: string; sizeBytes: number; sha256: string }> {
    const resourceName = `${newId()}.pdf`;
    await rename(staged.path, this.pathOf(resourceName));
    return { resourceName, sizeBytes: staged.sizeBytes, sha256: staged.sha256 };
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
