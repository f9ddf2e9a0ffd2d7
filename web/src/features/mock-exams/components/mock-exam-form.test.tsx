import type { MockExamPoolQuestion } from '@notebook/contracts';
import { Messages, Privileges } from '@notebook/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '@/testing/fake-api';
import { endpoints, loginResult, makeUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';

const save = 'POST /api/adminMockExam/saveUpdateMockExam';
const poolCall = 'GET /api/adminMockExam/getMockExamQuestionPool?mockExamType=AKT';
const id = (no: number) => `0190a3b4-0000-7000-8000-00000000a2${String(no).padStart(2, '0')}`;
const cardiology = id(90);
const endocrine = id(91);

const pool: MockExamPoolQuestion[] = [1, 2, 3, 4, 5].map((no) => ({
  questionID: id(no),
  questionName: `Question ${no}`,
  topicID: id(80),
  topicName: no <= 3 ? 'Hypertension' : 'Diabetes',
  chapterID: no <= 3 ? cardiology : endocrine,
  chapterName: no <= 3 ? 'Cardiology' : 'Endocrine',
}));

function admin() {
  return {
    [endpoints.refresh]: ok(loginResult(makeUser('ADMIN', [Privileges.mockExam.create, Privileges.mockExam.update]))),
    [poolCall]: ok(pool),
  };
}

describe('mock exam form', () => {
  it('draws a number from each chapter: the counts are capped at what each chapter holds and sent per chapter', async () => {
    const api = fakeApi({
      ...admin(),
      [save]: ok({ mockExamID: id(99) }, Messages.successfullySaved),
      [`GET /api/adminMockExam/getMockExam?mockExamID=${id(99)}`]: ok(null),
    });
    renderApp('/admin/akt-mock-exam/add-edit');
    const form = await screen.findByRole('form', { name: 'Mock exam' });
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Per chapter' } });
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Draw a number from each chapter' }));
    const counts = await within(form).findByRole('list', { name: 'Questions per chapter' });
    fireEvent.change(within(counts).getByLabelText(/Cardiology/), { target: { value: '2' } });
    fireEvent.change(within(counts).getByLabelText(/Endocrine/), { target: { value: '9' } });
    expect(within(form).getByText('4 question(s) in all')).toBeTruthy();

    const saveButton = within(form).getByRole('button', { name: 'Save' });
    await waitFor(() => expect((saveButton as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(saveButton);
    await waitFor(() => expect(api.callsTo(save)).toHaveLength(1));
    expect(api.callsTo(save)[0]?.body).toMatchObject({
      mockExamType: 'AKT',
      mockExamName: 'Per chapter',
      randomByChapter: [
        { chapterID: cardiology, count: 2 },
        { chapterID: endocrine, count: 2 },
      ],
    });
    expect(api.callsTo(save)[0]?.body).not.toHaveProperty('randomQuestionCount');
  });
});
