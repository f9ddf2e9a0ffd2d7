import type { MockExam, Paged } from '@notebook/contracts';
import { Messages, Privileges } from '@notebook/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '@/testing/fake-api';
import { endpoints, loginResult, makeUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';

const page = 'POST /api/adminMockExam/getPagedMockExams';
const status = 'POST /api/adminMockExam/updateMockExamStatus';

function exam(no: number, overrides: Partial<MockExam> = {}): MockExam {
  return {
    mockExamID: `0190a3b4-0000-7000-8000-00000000a10${no}`,
    mockExamType: 'AKT',
    mockExamName: `Mock ${no}`,
    instructions: null,
    status: 'DRAFT',
    state: 'UPCOMING',
    questionIDs: [],
    randomQuestionCount: 150,
    randomByChapter: [],
    noOfQuestions: 150,
    durationMinutes: 240,
    windowStart: '2026-12-01T09:00:00.000Z',
    windowEnd: '2026-12-08T09:00:00.000Z',
    resultRelease: 'ON_SUBMIT',
    audience: 'PLAN_HOLDERS',
    passMark: null,
    paperFrozen: false,
    attempts: 0,
    version: 1,
    ...overrides,
  };
}

const admin = (privileges: string[]) => ({ [endpoints.refresh]: ok(loginResult(makeUser('ADMIN', privileges))) });
const listed = (exams: MockExam[]): Paged<MockExam> => ({ pageData: exams, totalNoOfRecords: exams.length });

describe('admin mock exams page', () => {
  it('shows each status in the spec colour: active green, draft amber, cancelled red', async () => {
    fakeApi({
      ...admin([Privileges.mockExam.view]),
      [page]: ok(
        listed([exam(1, { status: 'ACTIVE', state: 'OPEN', attempts: 3 }), exam(2), exam(3, { status: 'CANCEL' })]),
      ),
    });
    renderApp('/admin/akt-mock-exam');
    const table = await screen.findByRole('table', { name: 'Mock exams' });
    const dot = (name: string) => within(within(table).getByRole('row', { name: new RegExp(name) })).getByRole('img');
    expect(dot('Mock 1').className).toContain('bg-success');
    expect(dot('Mock 2').className).toContain('bg-warning');
    expect(dot('Mock 3').className).toContain('bg-danger');
    // A viewer gets no buttons that change anything.
    expect(within(table).queryByRole('button', { name: 'Activate' })).toBeNull();
  });

  it('activates a draft and says it will be scheduled', async () => {
    const api = fakeApi({
      ...admin([Privileges.mockExam.view, Privileges.mockExam.update]),
      [page]: ok(listed([exam(1)])),
      [status]: ok(exam(1, { status: 'ACTIVE' }), Messages.mockExamScheduled),
    });
    renderApp('/admin/akt-mock-exam');
    fireEvent.click(await screen.findByRole('button', { name: 'Activate' }));
    await waitFor(() =>
      expect(api.callsTo(status)[0]?.body).toEqual({ mockExamID: exam(1).mockExamID, status: 'ACTIVE' }),
    );
    expect(await screen.findByText(Messages.mockExamScheduled)).toBeTruthy();
  });

  it('says so when there are none', async () => {
    fakeApi({ ...admin([Privileges.mockExam.view]), [page]: ok(listed([])) });
    renderApp('/admin/msq-mock-exam');
    expect(await screen.findByText(Messages.noMockExams)).toBeTruthy();
  });
});
