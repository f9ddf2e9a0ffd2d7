import type { ReaderReadiness, ReadinessDay, ReadinessFigure } from '@notebook/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '@/testing/fake-api';
import { endpoints, loginResult, makeUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { browserTimeZone } from '../api/readiness';

const readinessCall = `GET /api/reader/getReaderReadiness?timeZone=${encodeURIComponent(browserTimeZone())}`;
const empty = ok({ pageData: [], totalNoOfRecords: 0 });
const figure = (answered: number, marks: number, outOf = answered): ReadinessFigure => ({
  answered,
  marks,
  outOf,
  accuracy: outOf ? Math.floor((marks / outOf) * 10_000) / 100 : null,
});
const days = (answeredToday: ReadinessFigure): ReadinessDay[] =>
  Array.from({ length: 30 }, (_, index) => ({
    date: `2026-11-${String(index + 1).padStart(2, '0')}`,
    ...(index === 29 ? answeredToday : figure(0, 0)),
  }));

function profileWith(readiness: ReaderReadiness) {
  return fakeApi({
    [endpoints.refresh]: ok(loginResult(makeUser('READER', [], { hasActiveSubscription: true }))),
    'GET /api/reader/getReaderSubscriptionDetails': ok({ status: 'ACTIVE', pricingPlan: null }),
    [readinessCall]: ok(readiness),
    'POST /api/reader/getPagedBookMarksByReaderID': empty,
  });
}

const nothing: ReaderReadiness = {
  overall: figure(0, 0),
  bySource: { AKT: figure(0, 0), MSQ: figure(0, 0), KFP: figure(0, 0) },
  chapters: [],
  trend: days(figure(0, 0)),
  timeZone: browserTimeZone(),
};

describe('readiness on the profile', () => {
  it('asks for the reader’s own time zone and, before any marked answer, points to the practice pages', async () => {
    const api = profileWith(nothing);
    renderApp('/public/profile');
    const section = await screen.findByRole('region', { name: 'Readiness' });
    expect(await within(section).findByText(/No practice marked yet/)).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'AKT questions' }).getAttribute('href')).toBe(
      '/public/akt-questions',
    );
    expect(within(section).getByRole('link', { name: 'KFP(MSQ) questions' }).getAttribute('href')).toBe(
      '/public/msq-questions',
    );
    expect(within(section).getByRole('link', { name: 'KFP cases' }).getAttribute('href')).toBe('/public/kfp-questions');
    expect(api.callsTo(readinessCall)).toHaveLength(1);
  });

  it('shows accuracy overall and by kind, the 30 days, and chapters that open to their topics', async () => {
    const { user } = renderWith({
      overall: figure(8, 6),
      bySource: { AKT: figure(6, 5), MSQ: figure(0, 0), KFP: figure(2, 1) },
      chapters: [
        {
          chapterID: 'c1',
          chapterName: 'Cardiology',
          ...figure(4, 3),
          topics: [{ topicID: 't1', topicName: 'Hypertension', ...figure(4, 3) }],
        },
        {
          chapterID: 'c2',
          chapterName: 'Respiratory',
          ...figure(4, 3),
          topics: [{ topicID: 't2', topicName: 'Asthma', ...figure(4, 3) }],
        },
      ],
      trend: days(figure(8, 6)),
      timeZone: browserTimeZone(),
    });
    const section = await screen.findByRole('region', { name: 'Readiness' });
    // How it counts, said beside the figures: one scale for every kind (issue 28).
    expect(within(section).getByText(/Each question counts once, as its share of its own marks/)).toBeTruthy();
    const tiles = await within(section).findAllByRole('definition');
    expect(tiles.map((tile) => tile.textContent)).toEqual([
      '75%',
      '8 answers',
      '83%',
      '6 answers',
      '–',
      '0 answers',
      '50%',
      '2 answers',
    ]);
    const trend = within(section).getByRole('list', { name: /last 30 days: 1 day with answers/ });
    expect(within(trend).getAllByRole('listitem')).toHaveLength(30);
    expect(within(trend).getByLabelText(/: 75% of 8 answers$/)).toBeTruthy();

    const cardiology = within(section).getByText('Cardiology').closest('details')!;
    expect(cardiology.open).toBe(false);
    await user.click(within(section).getByText('Cardiology'));
    expect(cardiology.open).toBe(true);
    expect(within(cardiology).getByText('Hypertension')).toBeTruthy();
  });
});

function renderWith(readiness: ReaderReadiness) {
  profileWith(readiness);
  return renderApp('/public/profile');
}
