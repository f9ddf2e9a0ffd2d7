import type { SearchHighlightText } from '@notebook/contracts';

/** Marks a hit in ts_headline output; stripped from every stored text by the projection. */
export const HIT_START = '\u0002';
export const HIT_STOP = '\u0003';

/** The longest prefix token sent to to_tsquery (longer ones are no longer "being typed"). */
const PREFIX_MAX = 60;
/** At most this many words are checked for 'Did you mean'. */
const SUGGEST_WORDS_MAX = 8;

export type SearchTerms = {
  /** Given to websearch_to_tsquery('english', ...): any text is valid there. */
  websearch: string;
  /** Only [a-z0-9], given to to_tsquery as `<prefix>:*`; null when the last word is not being typed. */
  prefix: string | null;
};

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/**
 * Splits a normalised search key into the complete words (for websearch_to_tsquery, which accepts
 * anything) and the last word as it is being typed (for a prefix term). The prefix term is only
 * built from a plain [a-z0-9] token at the very end, so nothing the user types reaches to_tsquery's
 * syntax. A last word that is negated (`-word`), inside an open quote, the `or` operator, or part of
 * a longer non-ASCII word stays with websearch_to_tsquery. Returns null when there is nothing to find.
 */
export function parseSearchKey(key: string): SearchTerms | null {
  const text = key.trim();
  if (!LETTER_OR_DIGIT.test(text)) return null;
  const lower = text.toLowerCase();
  const match = /[a-z0-9]+$/.exec(lower);
  if (!match) return { websearch: text, prefix: null };
  const token = match[0];
  const before = lower.slice(0, match.index);
  const previous = before.slice(-1);
  const negated = previous === '-' && (before.length === 1 || /\s/.test(before.slice(-2, -1)));
  const inOpenQuote = (before.match(/"/g)?.length ?? 0) % 2 === 1;
  const partOfWord = previous !== '' && LETTER_OR_DIGIT.test(previous);
  if (negated || inOpenQuote || partOfWord || token === 'or' || token.length > PREFIX_MAX)
    return { websearch: text, prefix: null };
  return { websearch: text.slice(0, match.index), prefix: token };
}

/**
 * The terms that find notes holding any of the key's words, for when none holds them all: each
 * plain word (negated ones and the `or` operator left out, quotes dropped) joined with `or`. Null
 * when the key has fewer than two such words (nothing to fall back to).
 */
export function anyWordTerms(key: string): SearchTerms | null {
  const words = [...key.toLowerCase().matchAll(/(^|[^\p{L}\p{N}])(-?)([\p{L}\p{N}]+)/gu)]
    .filter((match) => match[2] !== '-' && match[3] !== 'or')
    .map((match) => match[3]!);
  const distinct = [...new Set(words)];
  return distinct.length >= 2 ? { websearch: distinct.join(' or '), prefix: null } : null;
}

/** Words worth a spelling suggestion: letters only, 3 to 40 long, lower case, at most 8. */
export function suggestionWords(key: string): string[] {
  const words = key.toLowerCase().match(/\p{L}+/gu) ?? [];
  return [...new Set(words.filter((word) => word.length >= 3 && word.length <= 40))].slice(0, SUGGEST_WORDS_MAX);
}

/** Replaces whole words of `key` (case-insensitively) by their suggestions; null when nothing changes. */
export function applySuggestions(key: string, replacements: ReadonlyMap<string, string>): string | null {
  let changed = false;
  const suggestion = key.replace(/\p{L}+/gu, (word) => {
    const replacement = replacements.get(word.toLowerCase());
    if (!replacement || replacement === word.toLowerCase()) return word;
    changed = true;
    return replacement;
  });
  return changed ? suggestion : null;
}

/** How far a snippet reaches back to the start of its sentence, or on to its end, in words. */
const SENTENCE_REACH_WORDS = 12;
const FRAGMENT_DELIMITER = ' … ';

/**
 * Widens each fragment of a content headline to whole sentences: ts_headline cuts fragments at
 * arbitrary words ('pain include fever' of 'Red flags in back pain include fever'), losing the words
 * that give the hit its sense. A fragment grows back to the start of its sentence and on to its end
 * when that is at most 12 words away; otherwise it says it is cut with '…'. `text` is the note's
 * plain text the headline was made from.
 */
export function widenSnippet(headline: string, text: string): string {
  return headline
    .split(FRAGMENT_DELIMITER)
    .map((fragment) => widenFragment(fragment, text))
    .join(FRAGMENT_DELIMITER);
}

function widenFragment(fragment: string, text: string): string {
  const plain = fragment.replaceAll(HIT_START, '').replaceAll(HIT_STOP, '');
  const at = plain ? text.indexOf(plain) : -1;
  if (at < 0) return fragment;
  const before = text.slice(0, at);
  const sentenceStart = Math.max(0, ...[...before.matchAll(/[.!?]\s+/g)].map((match) => match.index + match[0].length));
  const lead = text.slice(sentenceStart, at);
  const after = text.slice(at + plain.length);
  const sentenceEnd = /[.!?](?=\s|$)/.exec(after);
  const tail = sentenceEnd ? after.slice(0, sentenceEnd.index + 1) : after;
  const words = (part: string) => part.split(/\s+/).filter(Boolean).length;
  const start = words(lead) <= SENTENCE_REACH_WORDS ? lead : '… ';
  const end = words(tail) <= SENTENCE_REACH_WORDS ? tail : ' …';
  return `${start}${fragment}${end}`;
}

/**
 * Turns ts_headline output into the spec's texts: marked runs are hits, the rest plain.
 * Returns null when there is no hit at all (the field did not match).
 */
export function parseHeadline(headline: string | null | undefined): SearchHighlightText[] | null {
  if (!headline || !headline.includes(HIT_START)) return null;
  const texts: SearchHighlightText[] = [];
  const push = (type: 'hit' | 'plain', value: string) => {
    if (!value) return;
    const last = texts[texts.length - 1];
    if (last && last.type === type) last.value += value;
    else texts.push({ type, value });
  };
  for (const [index, part] of headline.split(HIT_START).entries()) {
    if (index === 0) {
      push('plain', part.replaceAll(HIT_STOP, ''));
      continue;
    }
    const stop = part.indexOf(HIT_STOP);
    if (stop < 0) push('hit', part);
    else {
      push('hit', part.slice(0, stop));
      push('plain', part.slice(stop + 1).replaceAll(HIT_STOP, ''));
    }
  }
  return texts.some((text) => text.type === 'hit') ? texts : null;
}
