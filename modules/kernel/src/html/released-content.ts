import {
  CallHandler,
  ExecutionContext,
  Injectable,
  NestInterceptor,
  SetMetadata,
  UseInterceptors,
  applyDecorators,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { Observable, map } from 'rxjs';
import { Clock } from '../clock/clock';
import { ImageUrlSigner } from './image-url-signer';

export const RELEASED_CONTENT = 'notebook:released-content';

/** The properties that hold author rich text in the answers of the content routes (notes, questions, answers, explanations, cases). */
export const AUTHOR_RICH_TEXT = [
  'noteContent',
  'question',
  'answer',
  'explanation',
  'caseDescription',
  'modelAnswers',
] as const;

/**
 * Where a content route's answer holds author content: image URLs are signed only in the strings
 * under `fields` (anywhere in the answer), never under `readerText` (properties holding a user's
 * own text), nor in an item a reader made (`noteType`, `lessonType` or `topicType` READER).
 */
export type ContentRelease = { fields: readonly string[]; readerText: readonly string[] };

/**
 * The route answers author content the reading-access rule (or the admin's privilege) released to
 * the caller: the editor images in it are signed as it leaves, so the caller can load them. No other
 * answer has an image URL signed, so a path a user writes into their name, note or annotation stays bare.
 * The signing interceptor runs on these routes only: the others do not pay for it.
 */
export const ReleasesContent = (release: Partial<ContentRelease> = {}) =>
  applyDecorators(
    SetMetadata(RELEASED_CONTENT, {
      fields: release.fields ?? AUTHOR_RICH_TEXT,
      readerText: release.readerText ?? [],
    } satisfies ContentRelease),
    UseInterceptors(ReleasedContentInterceptor),
  );

const READER_MADE = ['noteType', 'lessonType', 'topicType'] as const;

/**
 * `answer` with `sign` applied to the author content `release` names (see ContentRelease); everything
 * else as it was. Copy on write: a node none of whose strings `sign` changed is returned as it is, so an
 * answer without images (most of them) is walked but not copied.
 */
export function signReleasedContent(answer: unknown, release: ContentRelease, sign: (text: string) => string): unknown {
  const fields = new Set(release.fields);
  const readerText = new Set(release.readerText);
  const walk = (node: unknown, inContent: boolean): unknown => {
    if (typeof node === 'string') return inContent ? sign(node) : node;
    if (Array.isArray(node)) return signedItems(node, (item) => walk(item, inContent));
    if (!isPlainObject(node) || READER_MADE.some((key) => node[key] === 'READER')) return node;
    return signedProperties(node, (key, child) =>
      readerText.has(key) ? child : walk(child, inContent || fields.has(key)),
    );
  };
  return walk(answer, false);
}

function signedItems(items: unknown[], walk: (item: unknown) => unknown): unknown[] {
  let copy: unknown[] | undefined;
  for (let index = 0; index < items.length; index++) {
    const item = items[index];
    const walked = walk(item);
    if (walked === item) continue;
    copy ??= items.slice();
    copy[index] = walked;
  }
  return copy ?? items;
}

function signedProperties(
  node: Record<string, unknown>,
  walk: (key: string, child: unknown) => unknown,
): Record<string, unknown> {
  let copy: Record<string, unknown> | undefined;
  for (const key of Object.keys(node)) {
    const child = node[key];
    const walked = walk(key, child);
    if (walked === child) continue;
    copy ??= { ...node };
    copy[key] = walked;
  }
  return copy ?? node;
}

function isPlainObject(node: unknown): node is Record<string, unknown> {
  if (!node || typeof node !== 'object') return false;
  const prototype = Object.getPrototypeOf(node) as unknown;
  return prototype === Object.prototype || prototype === null;
}

/** Signs the editor images in the answers of `@ReleasesContent` routes (the decorator puts it on them). */
@Injectable()
export class ReleasedContentInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly signer: ImageUrlSigner,
    private readonly clock: Clock,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const release = this.reflector.getAllAndOverride<ContentRelease | undefined>(RELEASED_CONTENT, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!release) return next.handle();
    return next.handle().pipe(
      map((answer) => {
        const now = this.clock.now();
        return signReleasedContent(answer, release, (text) => this.signer.signAll(text, now));
      }),
    );
  }
}
