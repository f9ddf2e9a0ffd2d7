import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { EDITOR_IMAGE_MAX_BYTES, EDITOR_IMAGE_URL_PREFIX, ErrorCodes, Messages } from '@notebook/contracts';
import { BusinessRuleError, DomainError, newId } from '@notebook/kernel';

/** 413 for an image over EDITOR_IMAGE_MAX_BYTES. */
export class ImageTooLargeError extends DomainError {
  readonly httpStatus = 413;
  readonly errorCode = ErrorCodes.VALIDATION;
  constructor() {
    super(`The image is larger than ${EDITOR_IMAGE_MAX_BYTES / (1024 * 1024)} MiB`, 'file');
  }
}

export type ImageKind = { extension: 'png' | 'jpg' | 'gif' | 'webp'; contentType: string };

const KINDS: Record<ImageKind['extension'], string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

/** The image type by its magic bytes, or undefined (the client's Content-Type and name prove nothing). */
export function imageKind(bytes: Buffer): ImageKind | undefined {
  const starts = (signature: number[], at = 0) =>
    bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte);
  let extension: ImageKind['extension'] | undefined;
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) extension = 'png';
  else if (starts([0xff, 0xd8, 0xff])) extension = 'jpg';
  else if (bytes.length > 6 && ['GIF87a', 'GIF89a'].includes(bytes.subarray(0, 6).toString('latin1')))
    extension = 'gif';
  else if (
    bytes.length > 12 &&
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    extension = 'webp';
  return extension && { extension, contentType: KINDS[extension] };
}

/** The checks every upload passes, in order: not empty, not too large, really a PNG/JPEG/GIF/WebP. */
export function checkImageUpload(body: unknown): { bytes: Buffer; kind: ImageKind } {
  if (!Buffer.isBuffer(body) || body.length === 0) throw new BusinessRuleError(Messages.sendImageAsBody, 'file');
  if (body.length > EDITOR_IMAGE_MAX_BYTES) throw new ImageTooLargeError();
  const kind = imageKind(body);
  if (!kind) throw new BusinessRuleError(Messages.notAnImage, 'file');
  return { bytes: body, kind };
}

const STORED_IMAGE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|gif|webp)$/;

/**
 * Editor images on disk under `<UPLOAD_DIR>/images/`, each under a generated name; written to a
 * temporary name and renamed. They are public once their URL is known (notes embed them), so
 * serving is a read-only file route, but only names of the stored form are ever opened.
 */
export class ImageStore {
  readonly directory: string;

  constructor(uploadDir: string) {
    this.directory = join(resolve(uploadDir), 'images');
  }

  async init(): Promise<void> {
    await mkdir(this.directory, { recursive: true });
  }

  async save(body: unknown): Promise<{ url: string }> {
    const { bytes, kind } = checkImageUpload(body);
    const name = `${newId()}.${kind.extension}`;
    const temporary = join(this.directory, `.upload-${newId()}`);
    await writeFile(temporary, bytes, { flag: 'wx', mode: 0o640 });
    await rename(temporary, join(this.directory, name));
    return { url: `${EDITOR_IMAGE_URL_PREFIX}${name}` };
  }

  /** The stored image by name, or undefined for anything not of the stored form or not on disk. */
  async open(name: string): Promise<{ stream: ReadStream; sizeBytes: number; contentType: string } | undefined> {
    const match = STORED_IMAGE.exec(name);
    if (!match) return undefined;
    const path = join(this.directory, name);
    const info = await stat(path).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    return {
      stream: createReadStream(path),
      sizeBytes: info.size,
      contentType: KINDS[match[1] as ImageKind['extension']],
    };
  }
}
