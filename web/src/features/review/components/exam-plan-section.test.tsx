import type { ExamPlan, ExamSitting, ReviewForecast } from '@notebook/contracts';
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
  sittings: 'POST /api/reader/getExamSittings',
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

function profile(plan: ExamPlan | null, forecast: ReviewForecast, saved?: ExamPlan, sittings: ExamSitting[] = []) {
  return fakeApi({
    [endpoints.refresh]: ok(loginResult(makeUser('READER', [], { hasActiveSubscription: true }))),
    'GET /api/reader/getReaderSubscriptionDetails': ok({ status: 'ACTIVE', pricingPlan: null }),
    [`GET /api/reader/getReaderReadiness?timeZone=${encodeURIComponent(timeZone)}`]: ok(noReadiness),
    'POST /api/reader/getPagedBookMarksByReaderID': empty,
    'POST /api/reader/getMyContentReports': empty,
    [calls.examPlan]: saved ? [ok(plan), ok(saved)] : ok(plan),
    [calls.forecast]: ok(forecast),
    [calls.sittings]: ok(sittings),
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

  describe('with the RACGP sittings admins listed', () => {
    const sitting = (exam: 'AKT' | 'KFP', name: string, days: number): ExamSitting => ({
      sittingID: crypto.randomUUID(),
      exam,
      name,
      examDate: dayFromToday(days),
    });
    const akt1 = sitting('AKT', 'AKT 2027.1', 40);
    const akt2 = sitting('AKT', 'AKT 2027.2', 200);
    const kfp1 = sitting('KFP', 'KFP 2027.1', 70);
    const sittings = [akt1, kfp1, akt2];
    const shown = (day: string) => day.split('-').reverse().join('/');

    it("offers the chosen exam's sittings and Another date; a sitting fills the date, Another date shows it to type", async () => {
      const api = profile(null, { weeks: [], examDate: null }, { exam: 'AKT', examDate: akt2.examDate }, sittings);
      renderApp('/public/profile');
      const plan = await section();
      const choice = (await within(plan).findByLabelText('Sitting')) as HTMLSelectElement;
      expect(
        within(choice)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual([`AKT 2027.1 (${shown(akt1.examDate)})`, `AKT 2027.2 (${shown(akt2.examDate)})`, 'Another date']);
      // A new plan starts on the first sitting: its date is filled, so there is none to type.
      expect(choice.value).toBe(akt1.sittingID);
      expect(within(plan).queryByLabelText('Exam date')).toBeNull();

      await userEvent.selectOptions(choice, 'Another date');
      const typed = within(plan).getByLabelText('Exam date') as HTMLInputElement;
      expect(typed.value).toBe(akt1.examDate);

      await userEvent.selectOptions(choice, `AKT 2027.2 (${shown(akt2.examDate)})`);
      expect(within(plan).queryByLabelText('Exam date')).toBeNull();
      await userEvent.click(within(plan).getByRole('button', { name: 'Save' }));
      await waitFor(() =>
        expect(api.callsTo(calls.saveExamPlan)[0]?.body).toEqual({ exam: 'AKT', examDate: akt2.examDate }),
      );
    });

    it('AKT and KFP offers both kinds by date; an exam without sittings is typed as before', async () => {
      profile(null, { weeks: [], examDate: null }, undefined, [akt1, kfp1]);
      renderApp('/public/profile');
      const plan = await section();
      await within(plan).findByLabelText('Sitting');
      await userEvent.selectOptions(within(plan).getByLabelText('Exam'), 'AKT and KFP');
      const choice = within(plan).getByLabelText('Sitting');
      expect(
        within(choice)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual([`AKT 2027.1 (${shown(akt1.examDate)})`, `KFP 2027.1 (${shown(kfp1.examDate)})`, 'Another date']);
    });

    it("a saved plan on a sitting's date shows that sitting, with no date to type", async () => {
      profile({ exam: 'KFP', examDate: kfp1.examDate }, { weeks: [], examDate: kfp1.examDate }, undefined, sittings);
      renderApp('/public/profile');
      const plan = await section();
      expect(((await within(plan).findByLabelText('Sitting')) as HTMLSelectElement).value).toBe(kfp1.sittingID);
      expect(within(plan).queryByLabelText('Exam date')).toBeNull();
    });

    it('a saved plan on another date shows Another date and the date', async () => {
      const typedDate = dayFromToday(90);
      profile({ exam: 'AKT', examDate: typedDate }, { weeks: [], examDate: typedDate }, undefined, sittings);
      renderApp('/public/profile');
      const plan = await section();
      const choice = (await within(plan).findByLabelText('Sitting')) as HTMLSelectElement;
      expect(choice.selectedOptions[0]?.textContent).toBe('Another date');
      expect((within(plan).getByLabelText('Exam date') as HTMLInputElement).value).toBe(typedDate);
    });

    it('no sittings for the chosen exam: no Sitting choice, the date is typed', async () => {
      profile({ exam: 'AKT', examDate: dayFromToday(30) }, { weeks: [], examDate: null }, undefined, [kfp1]);
      renderApp('/public/profile');
      const plan = await section();
      expect(await within(plan).findByLabelText('Exam date')).toBeTruthy();
      expect(within(plan).queryByLabelText('Sitting')).toBeNull();
    });
  });
});
