import { ImageUrlSigner, mayHoldImageUrl } from './image-url-signer';
import { sanitizeRichText } from './rich-text';

const NAME = '0190a3b4-0000-7000-8000-000000000001.png';
const signer = new ImageUrlSigner('a-secret-of-the-test-suite-32-bytes!');
const at = (iso: string) => new Date(iso);

test('signs every editor image URL in a text until the hour after next, the same URL for the whole hour', () => {
  const html = `<p><img src="/uploads/images/${NAME}"> and <img src="/uploads/images/${NAME}?exp=1&sig=00"></p>`;
  const early = signer.signAll(html, at('2026-11-24T10:00:05Z'));
  const late = signer.signAll(html, at('2026-11-24T10:59:55Z'));
  expect(early).toBe(late);
  const expires = Date.parse('2026-11-24T12:00:00Z') / 1000;
  expect(early.match(new RegExp(`/uploads/images/${NAME}\\?exp=${expires}&sig=[0-9a-f]{64}`, 'g'))).toHaveLength(2);
  expect(signer.signAll('<p>no images</p>', new Date())).toBe('<p>no images</p>');
});

test('a text may hold an image URL wherever the path starts, even after near misses; without the whole path it holds none', () => {
  expect(mayHoldImageUrl(`/uploads/images/${NAME}`)).toBe(true);
  expect(mayHoldImageUrl(`<p>See</p><img src="/uploads/images/${NAME}">`)).toBe(true);
  expect(mayHoldImageUrl(`/upl /uploads/imag /uploads/images/`)).toBe(true);
  expect(mayHoldImageUrl(`/upl/uploads/images/${NAME}`)).toBe(true);
  expect(mayHoldImageUrl('<p>no images</p>')).toBe(false);
  expect(mayHoldImageUrl('/uploads/imag /upl /uploads/image/ /uploads/images')).toBe(false);
  expect(mayHoldImageUrl('')).toBe(false);
});

test('a signature verifies for its name until it expires, and never with another secret or name', () => {
  const now = at('2026-11-24T10:00:00Z');
  const [, exp, sig] = /exp=(\d+)&sig=([0-9a-f]+)/.exec(signer.signAll(`/uploads/images/${NAME}`, now))!;
  expect(signer.verify(NAME, exp, sig, now)).toBe(true);
  expect(signer.verify(NAME, exp, sig, at('2026-11-24T12:00:00Z'))).toBe(false);
  expect(signer.verify(NAME.replace('1.png', '2.png'), exp, sig, now)).toBe(false);
  expect(new ImageUrlSigner('another-secret-of-the-suite-32-bytes').verify(NAME, exp, sig, now)).toBe(false);
  expect(signer.verify(NAME, exp, 'zz', now)).toBe(false);
  expect(signer.verify(NAME, undefined, sig, now)).toBe(false);
});

test('stored rich text keeps the bare URL of an image the editor inserted signed', () => {
  expect(sanitizeRichText(`<img src="/uploads/images/${NAME}?exp=1&amp;sig=ab" alt="x">`)).toBe(
    `<img src="/uploads/images/${NAME}" alt="x" />`,
  );
});
