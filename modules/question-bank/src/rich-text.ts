import sanitizeHtml from 'sanitize-html';

/**
 * The HTML the question editors may store (ARCHITECTURE.md section 6: rich text is sanitised on the
 * server with an allowlist). Everything else (scripts, event handlers, styles, svg, iframes,
 * javascript: URLs) is dropped, keeping the text around it.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'span', 'div', 'blockquote', 'code', 'pre',
    'ul', 'ol', 'li', 'b', 'i', 'u', 's', 'strong', 'em', 'sub', 'sup', 'a', 'img',
    'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption', 'colgroup', 'col',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // Links open outside the app and cannot reach back into it.
    a: (tagName, attribs) => ({ tagName, attribs: attribs.target ? { ...attribs, rel: 'noopener noreferrer' } : attribs }),
  },
  // Images come from our upload path or an http(s) host; anything else (relative, data:) is dropped.
  exclusiveFilter: (frame) => frame.tag === 'img' && !/^(https?:\/\/|\/(?!\/))/i.test(frame.attribs.src ?? ''),
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** True when the HTML shows nothing: no text and no image (e.g. '<p></p>', '<p>&nbsp;</p>'). */
export function isBlankRichText(html: string): boolean {
  if (/<img\s/i.test(html)) return false;
  const text = html.replace(/<[^>]*>/g, '').replace(/&nbsp;|&#160;/g, ' ').trim();
  return text.length === 0;
}
