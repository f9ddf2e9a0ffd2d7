import type { ReaderMockExam } from '@notebook/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '@/testing/fake-api';
import { subscribedReader } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';

const list = 'POST /api/reader/getReaderMockExams';

function exam(state: ReaderMockExam['state']): ReaderMockExam {
  return {
    mockExamID: '0190a3b4-0000-7000-8000-00000000d0ff',
    mockExamName: 'Sprint mock',
    mockExamType: 'AKT',
    instructions: null,
    state,
    // The window opened a moment ago by this page's clock.
    windowStart: new Date(Date.now() - 1_000).toISOString(),
    windowEnd: new Date(Date.now() + 3_600_000).toISOString(),
    durationMinutes: 30,
    noOfQuestions: 10,
  };
}

describe('reader mock exams page', () => {
  it('asks again until the server says an exam whose window has opened is open (issue 28: one early read kept it upcoming)', async () => {
    const api = fakeApi({
      ...subscribedReader(),
      'POST /api/notification/getPagedNotificationsByReaderID': ok({ content: [], totalElements: 0 }),
      [list]: [ok([exam('UPCOMING')]), ok([exam('UPCOMING')]), ok([exam('OPEN')])],
    });
    renderApp('/public/mock-exams');
    const card = await screen.findByRole('listitem', { name: 'Sprint mock' }, { timeout: 20_000 });
    expect(await within(card).findByRole('button', { name: 'Start' }, { timeout: 20_000 })).toBeTruthy();
    expect(api.callsTo(list).length).toBeGreaterThanOrEqual(3);
  }, 60_000);
});
