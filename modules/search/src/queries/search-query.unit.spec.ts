import { normaliseSearchKey, searchRequest, SEARCH_KEY_MAX } from '@notebook/contracts';
import {
  HIT_START as S,
  HIT_STOP as E,
  anyWordTerms,
  applySuggestions,
  parseHeadline,
  parseSearchKey,
  suggestionWords,
  widenSnippet,
} from './search-query';

describe('parseSearchKey', () => {
  it('treats the last word as a prefix being typed', () => {
    expect(parseSearchKey('heart fail')).toEqual({ websearch: 'heart ', prefix: 'fail' });
    expect(parseSearchKey('Diabet')).toEqual({ websearch: '', prefix: 'diabet' });
  });

  it('leaves a word closed by punctuation or a quote to websearch_to_tsquery (the key arrives trimmed)', () => {
    expect(parseSearchKey('heart failure.')).toEqual({ websearch: 'heart failure.', prefix: null });
    expect(parseSearchKey('"heart failure"')).toEqual({ websearch: '"heart failure"', prefix: null });
  });

  it('does not prefix a negated word, a word inside an open quote, or the OR operator', () => {
    expect(parseSearchKey('asthma -child')?.prefix).toBeNull();
    expect(parseSearchKey('-child')?.prefix).toBeNull();
    expect(parseSearchKey('"heart fail')?.prefix).toBeNull();
    expect(parseSearchKey('asthma or')?.prefix).toBeNull();
    expect(parseSearchKey('well-being')).toEqual({ websearch: 'well-', prefix: 'being' });
  });

  it('never puts anything but [a-z0-9] into the prefix term', () => {
    const hostile = [
      "'; DROP TABLE search_document; --",
      'a & b | !c',
      'foo:*',
      'x <-> y',
      '(((',
      '))) & !',
      "O'Brien",
      '\\',
      'a:*B',
      'ab:* & cd',
      '😀 heart',
      'heart 😀',
      'naïve',
      'Ärzte',
      '東京',
      'x'.repeat(500),
      '1 = 1 OR 1',
      '$$',
      '${x}',
      '\'"',
      'SELECT pg_sleep(10)',
    ];
    for (const input of hostile) {
      const terms = parseSearchKey(normaliseSearchKey(input));
      if (terms?.prefix != null) expect(terms.prefix).toMatch(/^[a-z0-9]{1,60}$/);
    }
  });

  it('keeps a non-ASCII word whole rather than prefixing its ASCII tail', () => {
    expect(parseSearchKey('cafés')?.prefix).toBeNull();
    expect(parseSearchKey('naïve')).toEqual({ websearch: 'naïve', prefix: null });
  });

  it('returns null when there is nothing to look for', () => {
    for (const input of ['', '   ', '!!!', '😀😀', '& | ! <->', '"', ':*']) expect(parseSearchKey(input)).toBeNull();
  });
});

describe('normaliseSearchKey and the request schema', () => {
  it('trims and cuts long input by code points instead of refusing it', () => {
    expect(normaliseSearchKey('  asthma  ')).toBe('asthma');
    expect(normaliseSearchKey('a'.repeat(10_000))).toHaveLength(SEARCH_KEY_MAX);
    const emoji = normaliseSearchKey('😀'.repeat(300));
    expect(Array.from(emoji)).toHaveLength(SEARCH_KEY_MAX);
    expect(emoji).not.toMatch(/[\uD800-\uDBFF]$/);
  });

  it('turns control characters (NUL included) into spaces', () => {
    expect(normaliseSearchKey('heart\u0000failure\u0002')).toBe('heart failure');
  });

  it('defaults the limit to the dropdown size and bounds it to the full search', () => {
    expect(searchRequest.parse({ searchKey: ' x ' })).toEqual({ searchKey: 'x', limit: 5, offset: 0 });
    expect(searchRequest.safeParse({ searchKey: 'x', limit: 501 }).success).toBe(false);
    expect(searchRequest.safeParse({ searchKey: 'x', limit: 0 }).success).toBe(false);
    expect(searchRequest.parse({ searchKey: 'y'.repeat(10_240), limit: 500 }).searchKey).toHaveLength(SEARCH_KEY_MAX);
  });
});

describe('parseHeadline', () => {
  it('splits marked runs into hits and the rest into plain text', () => {
    expect(parseHeadline(`Acute ${S}heart${E} ${S}failure${E} in adults`)).toEqual([
      { type: 'plain', value: 'Acute ' },
      { type: 'hit', value: 'heart' },
      { type: 'plain', value: ' ' },
      { type: 'hit', value: 'failure' },
      { type: 'plain', value: ' in adults' },
    ]);
  });

  it('returns null when nothing was marked (the field did not match)', () => {
    expect(parseHeadline('Acute heart failure')).toBeNull();
    expect(parseHeadline(null)).toBeNull();
    expect(parseHeadline('')).toBeNull();
  });

  it('survives an unterminated marker', () => {
    expect(parseHeadline(`a ${S}b`)).toEqual([
      { type: 'plain', value: 'a ' },
      { type: 'hit', value: 'b' },
    ]);
  });
});

describe('did you mean', () => {
  it('checks letter words of 3 to 40 characters, at most eight', () => {
    expect(suggestionWords('Diabtes in 2 kids, DIABTES!')).toEqual(['diabtes', 'kids']);
    expect(suggestionWords('a b c')).toEqual([]);
    expect(
      suggestionWords(Array.from({ length: 20 }, (_, i) => `word${String.fromCharCode(97 + i)}x`).join(' ')),
    ).toHaveLength(8);
  });

  it('replaces whole words and reports no change as null', () => {
    expect(applySuggestions('Diabtes mellitus', new Map([['diabtes', 'diabetes']]))).toBe('diabetes mellitus');
    expect(applySuggestions('asthma', new Map())).toBeNull();
    expect(applySuggestions('asthma', new Map([['asthma', 'asthma']]))).toBeNull();
  });
});

describe('anyWordTerms', () => {
  test('joins the plain words with or, leaving out negated words, the or operator, quotes and repeats', () => {
    expect(anyWordTerms('asthma inhaler')).toEqual({ websearch: 'asthma or inhaler', prefix: null });
    expect(anyWordTerms('"asthma inhaler" -child or asthma spacer')).toEqual({
      websearch: 'asthma or inhaler or spacer',
      prefix: null,
    });
  });

  test('is null with fewer than two words to fall back to', () => {
    expect(anyWordTerms('asthma')).toBeNull();
    expect(anyWordTerms('asthma -inhaler')).toBeNull();
    expect(anyWordTerms('  ')).toBeNull();
  });
});

describe('widenSnippet', () => {
  const text =
    'Red flags in back pain include fever, weight loss and saddle anaesthesia. Refer urgently when cauda equina syndrome is suspected.';

  test('grows a fragment back to the start of its sentence and on to its end', () => {
    expect(widenSnippet(`pain include ${S}fever${E}, weight loss`, text)).toBe(
      `Red flags in back pain include ${S}fever${E}, weight loss and saddle anaesthesia.`,
    );
    expect(widenSnippet(`Refer urgently when ${S}cauda${E} ${S}equina${E} syndrome is`, text)).toBe(
      `Refer urgently when ${S}cauda${E} ${S}equina${E} syndrome is suspected.`,
    );
  });

  test('says a fragment is cut when its sentence reaches too far, and widens each fragment on its own', () => {
    const long = `${'word '.repeat(20)}and then the ${'hit'} comes ${'more '.repeat(20)}end.`;
    expect(widenSnippet(`then the ${S}hit${E} comes`, long)).toBe(`… then the ${S}hit${E} comes …`);
    expect(widenSnippet(`back ${S}pain${E} … when ${S}cauda${E}`, text)).toBe(
      `Red flags in back ${S}pain${E} include fever, weight loss and saddle anaesthesia. … Refer urgently when ${S}cauda${E} equina syndrome is suspected.`,
    );
  });

  test('leaves a fragment it cannot find as it is', () => {
    expect(widenSnippet(`not ${S}there${E}`, text)).toBe(`not ${S}there${E}`);
  });
});
