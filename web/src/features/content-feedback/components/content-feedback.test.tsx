import {
  type AdminContentReport,
  ContentFeedbackMessages,
  type ContentReportsPageRequest,
  type MyContentReport,
  Privileges,
} from '@notebook/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { authStore } from '@/lib/auth-store';
import { createQueryClient } from '@/lib/query-client';
import { failed, fakeApi, ok, type RecordedCall } from '@/testing/fake-api';
import { makeUser, signedInAs } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { ReportProblemButton } from './report-problem-dialog';
import { YourReports } from './your-reports';

const calls = {
  report: 'POST /api/reader/reportContentProblem',
  mine: 'POST /api/reader/getMyContentReports',
  queue: 'POST /api/adminContentReport/getPagedContentReports',
  answer: 'POST /api/adminContentReport/answerContentReport',
} as const;

const questionID = '0190a3b4-0000-7000-8000-000000000201';
const reportID = (n: number) => `0190a3b4-0000-7000-8000-0000000003${String(n).padStart(2, '0')}`;

const myReport = (overrides: Partial<MyContentReport> = {}): MyContentReport => ({
  contentReportID: reportID(1),
  contentType: 'AKT',
  contentID: questionID,
  contentName: 'Asthma: first-line preventer',
  reason: 'OUTDATED_GUIDELINE',
  text: 'The 2025 handbook changed it.',
  status: 'NEW',
  reply: null,
  reportedAt: '2026-03-10T09:00:00.000Z',
  answeredAt: null,
  ...overrides,
});
const adminReport = (n: number, overrides: Partial<AdminContentReport> = {}): AdminContentReport => ({
  ...myReport({ contentReportID: reportID(n), contentName: `Question ${n}` }),
  readerID: '0190a3b4-0000-7000-8000-000000000099',
  topicID: '0190a3b4-0000-7000-8000-000000000401',
  lessonID: null,
  ...overrides,
});

function renderWithReader(ui: React.ReactNode) {
  authStore.signIn({ accessToken: 'token', accessTokenExpiresAt: Date.now() / 1000 + 900, user: makeUser('READER') });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={createQueryClient()}>
      {ui}
      <Toaster />
    </QueryClientProvider>,
  );
  return user;
}

afterEach(() => authStore.reset());

describe('report a problem (reader)', () => {
  it('sends the reason and text for the content it stands by, thanks the reader and closes', async () => {
    const api = fakeApi({ [calls.report]: ok({ reportID: reportID(1) }, ContentFeedbackMessages.reported) });
    const user = renderWithReader(<ReportProblemButton contentType="AKT" contentID={questionID} />);

    await user.click(screen.getByRole('button', { name: 'Report a problem' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report a problem' });
    await user.selectOptions(within(dialog).getByLabelText('Reason'), 'Outdated guideline');
    await user.type(within(dialog).getByLabelText('What is wrong?'), 'The 2025 handbook changed it.');
    expect(within(dialog).getByText('29 / 2000 characters')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));

    expect(await screen.findByText(ContentFeedbackMessages.reported)).toBeTruthy();
    expect(api.callsTo(calls.report).map((call) => call.body)).toEqual([
      {
        contentType: 'AKT',
        contentID: questionID,
        reason: 'OUTDATED_GUIDELINE',
        text: 'The 2025 handbook changed it.',
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps Send disabled until there is text; a duplicate is told and the dialog stays open', async () => {
    fakeApi({ [calls.report]: failed(409, ContentFeedbackMessages.alreadyReported) });
    const user = renderWithReader(<ReportProblemButton contentType="NOTE" contentID={questionID} />);
    await user.click(screen.getByRole('button', { name: 'Report a problem' }));
    const dialog = await screen.findByRole('dialog');
    const send = within(dialog).getByRole('button', { name: 'Send report' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    await user.type(within(dialog).getByLabelText('What is wrong?'), 'Typo in the second line');
    await waitFor(() => expect(send.disabled).toBe(false));
    await user.click(send);
    expect(await screen.findByText(ContentFeedbackMessages.alreadyReported)).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('is not offered to an admin', () => {
    fakeApi({});
    authStore.signIn({ accessToken: 't', accessTokenExpiresAt: Date.now() / 1000 + 900, user: makeUser('ADMIN') });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ReportProblemButton contentType="NOTE" contentID={questionID} />
      </QueryClientProvider>,
    );
    expect(screen.queryByRole('button', { name: 'Report a problem' })).toBeNull();
  });

  it('"Your reports" shows each report with its status and the editor\'s reply', async () => {
    fakeApi({
      [calls.mine]: ok({
        pageData: [
          myReport({ status: 'REJECTED', reply: 'The handbook keeps it.', answeredAt: '2026-03-11T09:00:00.000Z' }),
        ],
        totalNoOfRecords: 1,
      }),
    });
    renderWithReader(<YourReports />);
    expect(await screen.findByText('AKT question: Asthma: first-line preventer')).toBeTruthy();
    expect(screen.getByText('Rejected')).toBeTruthy();
    expect(screen.getByText('The handbook keeps it.')).toBeTruthy();
  });

  it('"Your reports" with none says so', async () => {
    fakeApi({ [calls.mine]: ok({ pageData: [], totalNoOfRecords: 0 }) });
    renderWithReader(<YourReports />);
    expect(await screen.findByText(ContentFeedbackMessages.noMyReports)).toBeTruthy();
  });
});

describe('admin content reports', () => {
  const queueOf = (reports: AdminContentReport[]) => (call: RecordedCall) => {
    const { contentType, status, reason } = call.body as ContentReportsPageRequest;
    const matching = reports.filter(
      (report) =>
        (!contentType || report.contentType === contentType) &&
        (!status || report.status === status) &&
        (!reason || report.reason === reason),
    );
    return ok({ pageData: matching, totalNoOfRecords: matching.length });
  };

  it(
    'lists the reports with a link to edit the content, filters, and rejects only with a reply',
    { timeout: 30_000 },
    async () => {
      const note = adminReport(2, {
        contentType: 'NOTE',
        contentName: 'Spirometry',
        reason: 'TYPO',
        lessonID: '0190a3b4-0000-7000-8000-000000000501',
      });
      const akt = adminReport(1);
      const api = fakeApi({
        ...signedInAs(makeUser('ADMIN', [Privileges.note.update, Privileges.aktQuestion.addEdit])),
        [calls.queue]: queueOf([note, akt]),
        [calls.answer]: ok({ ...akt, status: 'REJECTED', reply: 'It is right.' }, 'Successfully updated'),
      });
      const { user } = renderApp('/admin/content-reports');

      // The first admin page of the run loads the admin app's chunks.
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Content Reports' }, { timeout: 15_000 }),
      ).toBeTruthy();
      const list = await screen.findByRole('list', { name: 'Content reports' });
      const items = within(list).getAllByRole('listitem');
      expect(items).toHaveLength(2);
      const noteLink = within(items[0]!).getByRole('link', { name: /Note: Spirometry/ });
      expect(noteLink.getAttribute('href')).toBe(
        `/admin/chapter/notes?topicID=${note.topicID}&lessonID=${note.lessonID}`,
      );
      // The content filter offers only the kinds this admin edits.
      const content = screen.getByLabelText('Content') as HTMLSelectElement;
      expect([...content.options].map((option) => option.text)).toEqual(['All', 'Note', 'AKT question']);
      await user.selectOptions(content, 'AKT question');
      await waitFor(() =>
        expect(within(screen.getByRole('list', { name: 'Content reports' })).getAllByRole('listitem')).toHaveLength(1),
      );
      expect((api.callsTo(calls.queue).at(-1)!.body as ContentReportsPageRequest).contentType).toBe('AKT');

      const form = screen.getByRole('form', { name: 'Answer the report on Question 1' });
      await user.selectOptions(within(form).getByLabelText('New status'), 'Rejected');
      expect(within(form).getByText(ContentFeedbackMessages.replyRequired)).toBeTruthy();
      expect((within(form).getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
      await user.type(within(form).getByLabelText('Reply to the reader'), 'It is right.');
      await user.click(within(form).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(api.callsTo(calls.answer)).toHaveLength(1));
      expect(api.callsTo(calls.answer)[0]!.body).toEqual({
        contentReportID: akt.contentReportID,
        status: 'REJECTED',
        reply: 'It is right.',
      });
    },
  );

  it('with no reports says so', async () => {
    fakeApi({ ...signedInAs(makeUser('ADMIN', [Privileges.kfpQuestion.addEdit])), [calls.queue]: queueOf([]) });
    renderApp('/admin/content-reports');
    expect(await screen.findByText(ContentFeedbackMessages.noReports)).toBeTruthy();
  });
});
