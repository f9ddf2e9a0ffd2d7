import { useEffect, type RefObject } from 'react';

/** Marks the search's hits carry, to find and remove them again (the reader's highlights are other marks). */
const HIT_ATTRIBUTE = 'data-search-hit';
const SKIP = new Set(['SCRIPT', 'STYLE', 'TEXTAREA', 'INPUT', 'BUTTON', 'SVG']);

/**
 * The words of a search term worth marking: letters and digits only, lowercased, at least two
 * characters; negated words ('-word') and the operator 'or' are left out. A plural 's' is dropped
 * so 'failures' also marks 'failure' (the server stems; this is a rough match on the page).
 */
export function hitWords(term: string | null | undefined): string[] {
  if (!term) return [];
  const words = new Set<string>();
  for (const raw of term.split(/\s+/u)) {
    if (raw.startsWith('-')) continue;
    for (const part of raw.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
      if (part.length < 2 || part === 'or') continue;
      words.add(part.length > 3 && part.endsWith('s') && !part.endsWith('ss') ? part.slice(0, -1) : part);
    }
  }
  return [...words];
}

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');

/** Words that start with a hit word (so a typed prefix 'thyro' marks 'thyroxine'). */
export function hitPattern(words: readonly string[]): RegExp | null {
  if (!words.length) return null;
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${words.map(escape).join('|')})[\\p{L}\\p{N}]*`, 'giu');
}

/**
 * Wraps the hit words in the rendered text under `root` in `<mark data-search-hit>`, by walking its
 * text nodes and splitting them; the HTML is never rewritten as a string, so the note's markup, its
 * event handlers and the reader's highlight marks stay as they are. Returns the marks made.
 */
export function markHits(root: Element, words: readonly string[]): HTMLElement[] {
  const pattern = hitPattern(words);
  if (!pattern) return [];
  const doc = root.ownerDocument;
  const walker = doc.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode(node) {
      for (let parent = node.parentElement; parent && parent !== root.parentElement; parent = parent.parentElement) {
        if (SKIP.has(parent.tagName.toUpperCase()) || parent.hasAttribute(HIT_ATTRIBUTE))
          return NodeFilter.FILTER_REJECT;
      }
      return node.nodeValue && node.nodeValue.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_REJECT;
    },
  });
  const nodes: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);

  const marks: HTMLElement[] = [];
  for (const node of nodes) {
    const text = node.nodeValue ?? '';
    const found = [...text.matchAll(pattern)];
    const inNode: HTMLElement[] = [];
    // From the end, so the offsets of earlier matches stay valid while the node is split.
    for (const match of found.reverse()) {
      const start = match.index;
      const hit = node.splitText(start);
      hit.splitText(match[0].length);
      const mark = doc.createElement('mark');
      mark.setAttribute(HIT_ATTRIBUTE, '');
      // The theme's warning tint, as the note typography gives marks: a fixed amber under light ink was unreadable in dark mode.
      mark.className = 'rounded-sm bg-warning/30 px-0.5 text-ink';
      hit.parentNode!.replaceChild(mark, hit);
      mark.appendChild(hit);
      inNode.unshift(mark);
    }
    marks.push(...inNode);
  }
  return marks;
}

/** Takes the search marks out again, joining the text back. */
export function unmarkHits(root: Element): void {
  for (const mark of [...root.querySelectorAll(`mark[${HIT_ATTRIBUTE}]`)]) {
    const parent = mark.parentNode;
    if (!parent) continue;
    while (mark.firstChild) parent.insertBefore(mark.firstChild, mark);
    parent.removeChild(mark);
    parent.normalize();
  }
}

/**
 * On the note a search result opened: scrolls it into view once and keeps its hits marked. The
 * note's content is repainted by its own effects (the reader's highlights arrive later and reset
 * its HTML), so a MutationObserver marks the hits again after any such change.
 */
export function useSearchHit(ref: RefObject<HTMLElement | null>, active: boolean, term: string | null) {
  const key = hitWords(term).join(' ');
  useEffect(() => {
    const root = ref.current;
    if (!active || !root) return;
    root.scrollIntoView?.({ block: 'start' });
    const words = key ? key.split(' ') : [];
    if (!words.length) return;
    let observer: MutationObserver | null = null;
    const mark = () => {
      observer?.disconnect();
      unmarkHits(root);
      markHits(root, words);
      observer?.observe(root, { childList: true, subtree: true, characterData: true });
    };
    observer = new MutationObserver(mark);
    mark();
    return () => {
      observer?.disconnect();
      unmarkHits(root);
    };
  }, [ref, active, key]);
}
