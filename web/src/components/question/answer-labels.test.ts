import { describe, expect, it } from 'vitest';
import { optionLetter, toggleChoice } from './answer-labels';

describe('toggleChoice', () => {
  it('replaces the single choice of a radio question', () => {
    expect(toggleChoice(['a1'], 'a2', false)).toEqual(['a2']);
    expect(toggleChoice(['a1'], 'a1', false)).toEqual(['a1']);
  });

  it('adds or removes an option of a choose-several question, keeping the order chosen', () => {
    expect(toggleChoice(['a3'], 'a1', true)).toEqual(['a3', 'a1']);
    expect(toggleChoice(['a3', 'a1'], 'a3', true)).toEqual(['a1']);
  });
});

describe('optionLetter', () => {
  it('letters options from A', () => {
    expect([0, 1, 25].map(optionLetter)).toEqual(['A', 'B', 'Z']);
  });
});
