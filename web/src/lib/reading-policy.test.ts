import { describe, expect, it } from 'vitest';
import { makeUser } from '@/testing/fixtures';
import { isTopicLocked, mayShapeOwnStudy } from './reading-policy';

describe('mayShapeOwnStudy', () => {
  it('offers adding and renaming own topics and lessons to a reader paying or on a trial', () => {
    expect(mayShapeOwnStudy(makeUser('READER', [], { hasActiveSubscription: true }))).toBe(true);
    expect(mayShapeOwnStudy(makeUser('READER', [], { unSubscribedPlan: true }))).toBe(true);
  });

  it('does not offer it to a reader without a plan, an admin or a visitor', () => {
    expect(mayShapeOwnStudy(makeUser('READER'))).toBe(false);
    expect(mayShapeOwnStudy(makeUser('ADMIN', [], { hasActiveSubscription: true, unSubscribedPlan: true }))).toBe(
      false,
    );
    expect(mayShapeOwnStudy(null)).toBe(false);
  });
});

describe('isTopicLocked', () => {
  it("follows the server's answer for the reader when the index carries one", () => {
    expect(isTopicLocked({ freeContent: false, locked: false })).toBe(false);
    expect(isTopicLocked({ freeContent: true, locked: true })).toBe(true);
  });

  it('opens only free topics in the public index, which has no reader', () => {
    expect(isTopicLocked({ freeContent: true })).toBe(false);
    expect(isTopicLocked({ freeContent: false })).toBe(true);
  });
});
