import { describe, expect, it } from 'vitest';
import { excerpt } from './profile-page';

describe('trash excerpts', () => {
  it('keep a space between paragraphs, list items and lines', () => {
    expect(excerpt('<p>First line</p><p>Second</p><ul><li>one</li><li>two</li></ul><p>a<br>b</p>')).toBe(
      'First line Second one two a b',
    );
  });

  it('are at most 160 characters, ending with an ellipsis', () => {
    const text = excerpt(`<p>${'word '.repeat(60)}</p>`);
    expect(text).toHaveLength(158);
    expect(text.endsWith('…')).toBe(true);
  });
});
