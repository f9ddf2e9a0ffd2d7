import {
  type PlanStanding,
  type Viewer,
  ANONYMOUS,
  mayOpen,
  mayShapeOwnStudy,
  maySitMockExam,
  opensEveryListedItem,
  planStandingOf,
} from './reading-access';

/**
 * What a reader's plan opens beyond single items: sitting mock exams and shaping their own study.
 * The readers are those the identity module can report: a token names a pricing plan only while its
 * trial runs, so "holds a plan" is a paid period or a running trial.
 */
const PLAN = '0190b000-0000-7000-8000-00000000a001';
const readers: Record<string, Viewer> = {
  'reader without a plan': { readerID: '0190b000-0000-7000-8000-00000000b001', subscribed: false, pricingPlanID: null },
  'reader on a trial': { readerID: '0190b000-0000-7000-8000-00000000b002', subscribed: false, pricingPlanID: PLAN },
  'subscribed reader': { readerID: '0190b000-0000-7000-8000-00000000b003', subscribed: true, pricingPlanID: null },
};

describe('maySitMockExam', () => {
  const expected: Record<string, { ALL_READERS: boolean; PLAN_HOLDERS: boolean }> = {
    'reader without a plan': { ALL_READERS: true, PLAN_HOLDERS: false },
    'reader on a trial': { ALL_READERS: true, PLAN_HOLDERS: true },
    'subscribed reader': { ALL_READERS: true, PLAN_HOLDERS: true },
  };

  it.each(Object.entries(expected))('%s: may sit %j', (name, audiences) => {
    const viewer = readers[name]!;
    expect(maySitMockExam(viewer, 'ALL_READERS')).toBe(audiences.ALL_READERS);
    expect(maySitMockExam(viewer, 'PLAN_HOLDERS')).toBe(audiences.PLAN_HOLDERS);
  });
});

describe('mayShapeOwnStudy', () => {
  const cases: Array<[string, boolean, PlanStanding]> = [
    ['no plan', false, { hasActiveSubscription: false, unSubscribedPlan: false }],
    ['a running trial', true, { hasActiveSubscription: false, unSubscribedPlan: true }],
    ['a paid period', true, { hasActiveSubscription: true, unSubscribedPlan: false }],
  ];

  it.each(cases)('a reader with %s may shape their own study: %s', (_name, allowed, standing) => {
    expect(mayShapeOwnStudy(standing)).toBe(allowed);
  });

  it('reads the token the same way the identity module reports the reader', () => {
    expect(mayShapeOwnStudy(planStandingOf(readers['reader without a plan']!))).toBe(false);
    expect(mayShapeOwnStudy(planStandingOf(readers['reader on a trial']!))).toBe(true);
    expect(mayShapeOwnStudy(planStandingOf(readers['subscribed reader']!))).toBe(true);
    expect(mayShapeOwnStudy(planStandingOf(ANONYMOUS))).toBe(false);
  });
});

describe('a plan and the items it opens', () => {
  const paidTopicOutsidePlan = { freeContent: false, eligibleForPlan: false, readerOwners: [null] };

  it('a paid period opens paid content; a trial opens only its plan topics', () => {
    expect(mayOpen(readers['subscribed reader']!, paidTopicOutsidePlan)).toBe(true);
    expect(mayOpen(readers['reader on a trial']!, paidTopicOutsidePlan)).toBe(false);
    expect(mayOpen(readers['reader on a trial']!, { ...paidTopicOutsidePlan, eligibleForPlan: true })).toBe(true);
  });

  it('only a paid period lets search match every listed note on its whole text', () => {
    expect(opensEveryListedItem(readers['subscribed reader']!)).toBe(true);
    expect(opensEveryListedItem(readers['reader on a trial']!)).toBe(false);
    expect(opensEveryListedItem(ANONYMOUS)).toBe(false);
  });
});
