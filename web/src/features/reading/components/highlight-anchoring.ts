import { ANNOTATION_CONTEXT_MAX, type AnnotationColour } from '@notebook/contracts';

/**
 * Highlights are anchored by character offsets in the note's rendered plain text (the concatenation
 * of its text nodes, i.e. `textContent`), verified by the quote, and re-found by quote and context
 * when an edited note has shifted the offsets.
 */
export type TextRange = { startOffset: number; endOffset: number };
export type Highlight = TextRange & { quote: string; prefix: string; suffix: string };

function textNodes(root: Node): Text[] {
  const walker = root.ownerDocument!.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const nodes: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
  return nodes;
}

/** Character offset of a DOM position (container + offset) inside `root`'s text. */
function offsetOf(root: Node, container: Node, offset: number): number {
  const range = root.ownerDocument!.createRange();
  range.selectNodeContents(root);
  range.setEnd(container, offset);
  return range.toString().length;
}

/** The highlight a DOM range inside `root` describes, or null when it is empty or leaves `root`. */
export function highlightFromRange(root: HTMLElement, range: Range): Highlight | null {
  if (range.collapsed || !root.contains(range.startContainer) || !root.contains(range.endContainer)) return null;
  const text = root.textContent ?? '';
  let startOffset = offsetOf(root, range.startContainer, range.startOffset);
  let endOffset = offsetOf(root, range.endContainer, range.endOffset);
  // Leading and trailing white space is not part of what the reader meant to mark.
  while (startOffset < endOffset && /\s/.test(text[startOffset] ?? '')) startOffset += 1;
  while (endOffset > startOffset && /\s/.test(text[endOffset - 1] ?? '')) endOffset -= 1;
  if (endOffset <= startOffset) return null;
  return {
    startOffset,
    endOffset,
    quote: text.slice(startOffset, endOffset),
    prefix: text.slice(Math.max(0, startOffset - ANNOTATION_CONTEXT_MAX), startOffset),
    suffix: text.slice(endOffset, endOffset + ANNOTATION_CONTEXT_MAX),
  };
}

function commonSuffixLength(a: string, b: string): number {
  let n = 0;
  while (n < a.length && n < b.length && a[a.length - 1 - n] === b[b.length - 1 - n]) n += 1;
  return n;
}

function commonPrefixLength(a: string, b: string): number {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n += 1;
  return n;
}

/**
 * Where a stored highlight is in `text` now: at its offsets when the quote is still there, else the
 * occurrence of the quote whose surrounding text matches the stored context best (ties: nearest to
 * the old offset). Null when the quote is gone.
 */
export function anchorHighlight(text: string, highlight: Highlight): TextRange | null {
  const { startOffset, endOffset, quote } = highlight;
  if (text.slice(startOffset, endOffset) === quote) return { startOffset, endOffset };
  let best: { start: number; score: number } | null = null;
  for (let at = text.indexOf(quote); at !== -1; at = text.indexOf(quote, at + 1)) {
    const score =
      commonSuffixLength(text.slice(Math.max(0, at - highlight.prefix.length), at), highlight.prefix) +
      commonPrefixLength(text.slice(at + quote.length, at + quote.length + highlight.suffix.length), highlight.suffix);
    if (
      !best ||
      score > best.score ||
      (score === best.score && Math.abs(at - startOffset) < Math.abs(best.start - startOffset))
    )
      best = { start: at, score };
  }
  return best ? { startOffset: best.start, endOffset: best.start + quote.length } : null;
}

export const highlightColourClass: Record<AnnotationColour, string> = {
  // Important: the note typography gives every <mark> a default background.
  yellow: 'bg-yellow-200/80! dark:bg-yellow-500/40!',
  green: 'bg-green-200/80! dark:bg-green-500/40!',
  blue: 'bg-sky-200/80! dark:bg-sky-500/40!',
  pink: 'bg-pink-200/80! dark:bg-pink-500/40!',
};

export type PaintedHighlight = TextRange & { id: string; colour: AnnotationColour; comment: string | null };

/**
 * Wraps each highlight's text in `<mark data-annotation-id>` elements (one per text node it
 * crosses). The first mark of a highlight is focusable and named, so keyboard users can open it.
 */
export function paintHighlights(root: HTMLElement, highlights: readonly PaintedHighlight[]): void {
  const ordered = [...highlights].sort((a, b) => b.startOffset - a.startOffset);
  for (const highlight of ordered) {
    let position = 0;
    const pieces: Array<{ node: Text; from: number; to: number }> = [];
    for (const node of textNodes(root)) {
      const length = node.data.length;
      const from = Math.max(highlight.startOffset - position, 0);
      const to = Math.min(highlight.endOffset - position, length);
      if (from < to) pieces.push({ node, from, to });
      position += length;
      if (position >= highlight.endOffset) break;
    }
    pieces.forEach(({ node, from, to }, index) => {
      let target = node;
      if (from > 0) target = target.splitText(from);
      if (to - from < target.data.length) target.splitText(to - from);
      const mark = root.ownerDocument.createElement('mark');
      mark.dataset.annotationId = highlight.id;
      mark.dataset.colour = highlight.colour;
      mark.className = `rounded-sm text-ink cursor-pointer ${highlightColourClass[highlight.colour]}`;
      if (highlight.comment) mark.title = highlight.comment;
      if (index === 0) {
        mark.tabIndex = 0;
        mark.setAttribute('role', 'button');
        // The label starts with the marked words, so it holds what is seen (WCAG 2.5.3, label in name).
        mark.setAttribute(
          'aria-label',
          `${target.data}. Highlight (${highlight.colour})${highlight.comment ? `: ${highlight.comment}` : ''}`,
        );
      }
      target.parentNode!.replaceChild(mark, target);
      mark.appendChild(target);
    });
  }
}
