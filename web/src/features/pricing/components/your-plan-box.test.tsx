import type { PublicPricingPlan } from '@notebook/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '@/testing/fake-api';
import { endpoints, loginResult, makeUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';

const plan: PublicPricingPlan = {
  pricingPlanID: '0190a3b4-0000-7000-8000-0000000000b1',
  planName: 'Exam season',
  description: null,
  price: 120,
  periodCount: 3,
  periodUnit: 'MONTH',
  eligibleTopics: [],
};

describe('profile plan box', () => {
  it("shows the reader's plan and its status above the profile lists", async () => {
    fakeApi({
      [endpoints.refresh]: ok(loginResult(makeUser('READER', [], { unSubscribedPlan: true, hasPricePlanSubscribed: true }))),
      'GET /api/reader/getReaderSubscriptionDetails': ok({ status: 'UNSUBSCRIBED', pricingPlan: plan }),
      'POST /api/reader/getPagedBookMarksByReaderID': ok({ pageData: [], totalNoOfRecords: 0 }),
    });
    renderApp('/public/profile');

    const box = await screen.findByRole('region', { name: 'Your plan' });
    expect(box.textContent).toContain('Exam season');
    expect(box.textContent).toContain('A$120.00 / 3 months');
    expect(within(box).getByText('Free trial')).toBeTruthy();
    expect(within(box).getByRole('link', { name: 'See the plans' }).getAttribute('href')).toBe('/public#pricing');
  });
});
