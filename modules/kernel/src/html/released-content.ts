import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';
import { Clock } from '../clock/clock';
import { ImageUrlSigner, mayHoldImageUrl } from './image-url-signer';

/** The key of a content route's `ContentRelease` in its Fastify route config. */
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
 * Put on a route handler; the release goes into its Fastify route config, where the signing hook
 * (`signReleasedContentOnReply`) reads it, so the other routes pay nothing for it.
 */
export const ReleasesContent = (release: Partial<ContentRelease> = {}) =>
  RouteConfig({
    [RELEASED_CONTENT]: {
      fields: release.fields ?? AUTHOR_RICH_TEXT,
      readerText: release.readerText ?? [],
    } satisfies ContentRelease,
  });

/**
 * Signs the editor images in the successful answers of `@ReleasesContent` routes. It reads the
 * answer as sent: one that holds no image path anywhere (most of them) goes out as it is, without a
 * walk; only one that does is read back and walked for the author content to sign.
 */
export function signReleasedContentOnReply(fastify: FastifyInstance, signer: ImageUrlSigner, clock: Clock): void {
  fastify.addHook('onSend', (request, reply, payload, done) => {
    const release = (request.routeOptions.config as { [RELEASED_CONTENT]?: ContentRelease })[RELEASED_CONTENT];
    const json = isJson(reply.getHeader('content-type'), payload) ? payload : undefined;
    if (!release || reply.statusCode >= 400 || !json || !mayHoldImageUrl(json)) {
      done(null, payload);
      return;
    }
    const now = clock.now();
    const answer = JSON.parse(json) as unknown;
    done(null, JSON.stringify(signReleasedContent(answer, release, (text) => signer.signAll(text, now))));
  });
}

/** A JSON answer as Fastify serialized it (a route that sends a stream, a buffer or other text is not read). */
function isJson(contentType: unknown, payload: unknown): payload is string {
  return typeof payload === 'string' && typeof contentType === 'string' && contentType.startsWith('application/json');
}

/** What one signing pass carries down the answer. */
type Pass = { fields: ReadonlySet<string>; readerText: ReadonlySet<string>; sign: (text: string) => string };

/**
 * `answer` with `sign` applied to the author content `release` names (see ContentRelease); everything
 * else as it was. Copy on write: a node none of whose strings `sign` changed is returned as it is, so an
 * answer without images (most of them) is walked but not copied.
 */
export function signReleasedContent(answer: unknown, release: ContentRelease, sign: (text: string) => string): unknown {
  return signedNode(answer, false, { fields: new Set(release.fields), readerText: new Set(release.readerText), sign });
}

function signedNode(node: unknown, inContent: boolean, pass: Pass): unknown {
  if (typeof node === 'string') return inContent ? pass.sign(node) : node;
  if (node === null || typeof node !== 'object') return node;
  if (Array.isArray(node)) return signedItems(node, inContent, pass);
  if (!isPlainObject(node) || isReaderMade(node)) return node;
  return signedProperties(node, inContent, pass);
}

function signedItems(items: unknown[], inContent: boolean, pass: Pass): unknown[] {
  let copy: unknown[] | undefined;
  for (let index = 0; index < items.length; index++) {
    const item = items[index];
    const signed = signedNode(item, inContent, pass);
    if (signed !== item) (copy ??= items.slice())[index] = signed;
  }
  return copy ?? items;
}

function signedProperties(node: Record<string, unknown>, inContent: boolean, pass: Pass): Record<string, unknown> {
  let copy: Record<string, unknown> | undefined;
  for (const key of Object.keys(node)) {
    if (pass.readerText.has(key)) continue;
    const child = node[key];
    const signed = signedNode(child, inContent || pass.fields.has(key), pass);
    if (signed !== child) (copy ??= { ...node })[key] = signed;
  }
  return copy ?? node;
}

/** An item a reader made (their own note, lesson or topic) is theirs through and through. */
function isReaderMade(node: Record<string, unknown>): boolean {
  return node.noteType === 'READER' || node.lessonType === 'READER' || node.topicType === 'READER';
}

function isPlainObject(node: object): node is Record<string, unknown> {
  const prototype = Object.getPrototypeOf(node) as unknown;
  return prototype === Object.prototype || prototype === null;
}
