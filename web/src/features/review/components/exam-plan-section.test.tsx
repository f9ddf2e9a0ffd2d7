import type { ExamPlan, ReviewForecast } from '@notebook/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '@/testing/fake-api';
import { endpoints, loginResult, makeUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { daysUntil } from './review-labels';

const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
const calls = {
  examPlan: 'POST /api/reader/getExamPlan',
  saveExamPlan: 'POST /api/reader/saveExamPlan',
  forecast: 'POST /api/reader/getReviewForecast',
} as const;
const empty = ok({ pageData: [], totalNoOfRecords: 0 });
const noReadiness = {
  overall: { answered: 0, marks: 0, outOf: 0, accuracy: null },
  bySource: {
    AKT: { answered: 0, marks: 0, outOf: 0, accuracy: null },
    MSQ: { answered: 0, marks: 0, outOf: 0, accuracy: null },
    KFP: { answered: 0, marks: 0, outOf: 0, accuracy: null },
  },
  chapters: [],
  trend: [],
  timeZone,
};

/** YYYY-MM-DD `days` from the reader's today. */
function dayFromToday(days: number): string {
  const day = new Date();
  day.setDate(day.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

function profile(plan: ExamPlan | null, forecast: ReviewForecast, saved?: ExamPlan) {
  return fakeApi({
    [endpoints.refresh]: ok(loginResult(makeUser('READER', [], { hasActiveSubscription: true }))),
    'GET /api/reader/getReaderSubscriptionDetails': ok({ status: 'ACTIVE', pricingPlan: null }),
    [`GET /api/reader/getReaderReadiness?timeZone=${encodeURIComponent(timeZone)}`]: ok(noReadiness),
    'POST /api/reader/getPagedBookMarksByReaderID': empty,
    'POST /api/reader/getMyContentReports': empty,
    [calls.examPlan]: saved ? [ok(plan), ok(saved)] : ok(plan),
    [calls.forecast]: ok(forecast),
    ...(saved && { [calls.saveExamPlan]: ok(saved, 'Exam plan saved') }),
  });
}

const section = () => screen.findByRole('region', { name: 'Exam plan' });

describe('the exam plan on the profile', () => {
  it('without a plan: the reader chooses the exam and types its date; Save sends them and the days to go show', async () => {
    const examDate = dayFromToday(60);
    const api = profile(null, { weeks: [], examDate: null }, { exam: 'BOTH', examDate });
    renderApp('/public/profile');
    const plan = await section();
    expect(await within(plan).findByText(/Set your exam and its date/)).toBeTruthy();
    const save = within(plan).getByRole('button', { name: 'Save' });
    expect(save).toHaveProperty('disabled', true);
    await userEvent.selectOptions(within(plan).getByLabelText('Exam'), 'AKT and KFP');
    await userEvent.type(within(plan).getByLabelText('Exam date'), examDate);
    await waitFor(() => expect(save).toHaveProperty('disabled', false));
    await userEvent.click(save);
    await waitFor(() => expect(api.callsTo(calls.saveExamPlan)[0]?.body).toEqual({ exam: 'BOTH', examDate }));
    expect(await within(plan).findByText(/60 days to go/)).toBeTruthy();
    expect(within(plan).getByText('AKT and KFP', { selector: 'strong' })).toBeTruthy();
    expect(within(plan).getByText(/No card falls due over the next 12 weeks\./)).toBeTruthy();
  });

  it('with a plan: its days to go and a bar per week of the cards falling due until the exam', async () => {
    const examDate = dayFromToday(1);
    profile(
      { exam: 'AKT', examDate },
      {
        weeks: [
          { weekStart: '2026-11-30', due: 12 },
          { weekStart: '2026-12-07', due: 3 },
        ],
        examDate,
      },
    );
    renderApp('/public/profile');
    const plan = await section();
    expect(await within(plan).findByText(/1 day to go/)).toBeTruthy();
    expect(daysUntil(examDate)).toBe(1);
    expect((within(plan).getByLabelText('Exam') as HTMLSelectElement).value).toBe('AKT');
    expect((within(plan).getByLabelText('Exam date') as HTMLInputElement).value).toBe(examDate);
    const weeks = await within(plan).findByRole('list', { name: 'Cards due per week' });
    expect(within(weeks).getByText('Week from 30/11/2026: 12 cards')).toBeTruthy();
    expect(within(weeks).getByText('Week from 07/12/2026: 3 cards')).toBeTruthy();
    expect(within(plan).getByText(/^15 cards due until your exam on/)).toBeTruthy();
  });
});
