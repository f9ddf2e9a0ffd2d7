import sanitizeHtml from 'sanitize-html';
import { unsignedImageUrl } from './image-url-signer';

/**
 * Rich text (notes, questions, answers, explanations, case descriptions) is stored only after this
 * allowlist (ARCHITECTURE.md section 6): what the tiptap editors produce for headings, lists, tables,
 * links and images survives; scripts, event handlers, styles, SVG/MathML, frames and any URL that is
 * not http(s), mailto or one of our uploads do not.
 */
export const RICH_TEXT_TAGS: readonly string[] = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'ul',
  'ol',
  'li',
  'table',
  'caption',
  'colgroup',
  'col',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'b',
  'i',
  'u',
  's',
  'strong',
  'em',
  'sub',
  'sup',
  'span',
  'div',
  'blockquote',
  'code',
  'pre',
  'a',
  'img',
];

/** Absolute web links and mail links; anything else (javascript:, data:, relative) loses its href. */
const SAFE_LINK = /^(?:https?:\/\/|mailto:)[^\s]*$/i;
/**
 * Only images uploaded through the editor's file picker (no path tricks). Remote images are dropped:
 * a reader's browser must not call third parties from a note (tracking), and the CSP refuses them.
 */
const SAFE_IMAGE = /^\/uploads\/(?!.*\.\.)[A-Za-z0-9._\-/]+$/i;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: {
    a: ['href', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    col: ['span'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: [] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  allowVulnerableTags: false,
  disallowedTagsMode: 'discard',
  // The parser has already decoded entities here, so `jav&#x09;ascript:` is seen as what a browser sees.
  transformTags: {
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = (attribs.href ?? '').trim();
      return SAFE_LINK.test(href)
        ? { tagName, attribs: { href, rel: 'noopener noreferrer' } }
        : { tagName, attribs: {} };
    },
    img: (tagName, attribs): sanitizeHtml.Tag => {
      // An image inserted by the editor carries the signature it was shown with; content keeps the bare URL.
      const src = unsignedImageUrl((attribs.src ?? '').trim());
      const { alt, title, width, height } = attribs;
      const kept = Object.fromEntries(
        Object.entries({ alt, title, width, height }).filter(([, value]) => value !== undefined),
      ) as Record<string, string>;
      return SAFE_IMAGE.test(src) ? { tagName, attribs: { src, ...kept } } : { tagName, attribs: {} };
    },
  },
  // An image whose source was refused is dropped rather than kept as an empty box.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
};

/**
 * The words of sanitised rich text as plain text, for search: tags become spaces so that
 * `<p>a</p><p>b</p>` reads "a b". Sanitised output escapes only &, <, > and quotes.
 */
export function richTextToPlainText(sanitisedHtml: string): string {
  return sanitisedHtml
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(?:amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}

/** True when the HTML shows nothing: no text and no image (e.g. '<p></p>', '<p>&nbsp;</p>'). */
export function isBlankRichText(html: string): boolean {
  if (/<img\s/i.test(html)) return false;
  return richTextToPlainText(html).length === 0;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Plain text made safe to put inside HTML (a name in a notification, a line of a mail). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}
