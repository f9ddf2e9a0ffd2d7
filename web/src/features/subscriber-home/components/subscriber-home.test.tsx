import type {
  DayPlan,
  Paged,
  ReadItem,
  ReaderMockExam,
  ReaderReadiness,
  ReadinessFigure,
  RegisteredPrimaryIndexResult,
} from '@notebook/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '@/testing/fake-api';
import { cardiologyIndexChapter, endpoints, ids, loginResult, makeUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';

const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
const calls = {
  index: 'GET /api/reader/getRegisteredUserPrimaryIndex',
  reads: 'POST /api/reader/getPagedReaderReadsByReaderID',
  exams: 'POST /api/reader/getReaderMockExams',
  readiness: `GET /api/reader/getReaderReadiness?timeZone=${encodeURIComponent(timeZone)}`,
  plans: 'GET /api/public/getAllPricingPlans',
  dayPlan: 'POST /api/reader/getDayPlan',
} as const;

const topic = (
  topicID: string,
  topicName: string,
  index: number,
  lessonCount: number,
  lessonsRead: number,
  locked = false,
) => ({
  topicID,
  topicName,
  index,
  freeContent: false,
  topicType: 'AUTHOR' as const,
  lessonCount,
  lessonsRead,
  readingProgress: lessonCount ? lessonsRead / lessonCount : 0,
  locked,
});
const asthmaID = '0190a3b4-0000-7000-8000-0000000000f2';
const copdID = '0190a3b4-0000-7000-8000-0000000000f3';
const index = (
  topics = [
    topic(ids.heartFailure, 'Heart failure', 1, 2, 2),
    topic(asthmaID, 'Asthma', 2, 3, 1),
    topic(copdID, 'COPD', 3, 4, 0, true),
  ],
): RegisteredPrimaryIndexResult => ({
  chapters: [
    cardiologyIndexChapter(
      [
        ...topics,
        // A reader's own topic is theirs, not the course's: it is not counted.
        { ...topic('0190a3b4-0000-7000-8000-0000000000f9', 'My revision', 0, 1, 1), index: null },
      ],
      3,
    ),
  ],
});
const reads = (items: ReadItem[]): Paged<ReadItem> => ({ pageData: items, totalNoOfRecords: items.length });
const lastRead: ReadItem = {
  lessonID: ids.diagnosisLesson,
  lessonName: 'Diagnosis',
  topicID: ids.heartFailure,
  topicName: 'Heart failure',
  lessonReading: 'FIRST',
  readAt: '2026-11-20T09:30:00.000Z',
};
const hour = 3_600_000;
const iso = (offset: number) => new Date(Date.now() + offset).toISOString();
const exam = (overrides: Partial<ReaderMockExam>): ReaderMockExam => ({
  mockExamID: '0190a3b4-0000-7000-8000-000000000e01',
  mockExamName: 'AKT paper 1',
  mockExamType: 'AKT',
  instructions: null,
  state: 'UPCOMING',
  windowStart: iso(48 * hour),
  windowEnd: iso(72 * hour),
  durationMinutes: 180,
  noOfQuestions: 150,
  ...overrides,
});
const figure = (answered: number, marks: number): ReadinessFigure => ({
  answered,
  marks,
  outOf: answered,
  accuracy: answered ? Math.floor((marks / answered) * 10_000) / 100 : null,
});
const readiness = (
  overall: ReadinessFigure,
  bySource = { AKT: overall, MSQ: figure(0, 0), KFP: figure(0, 0) },
): ReaderReadiness => ({
  overall,
  bySource,
  chapters: [],
  trend: [],
  timeZone,
});

function home(
  answers: Partial<Record<keyof typeof calls, ReturnType<typeof ok>>>,
  user = makeUser('READER', [], { unSubscribedPlan: true, hasPricePlanSubscribed: true }),
) {
  return fakeApi({
    [endpoints.refresh]: ok(loginResult(user)),
    [calls.index]: answers.index ?? ok(index()),
    [calls.reads]: answers.reads ?? ok(reads([lastRead])),
    [calls.exams]: answers.exams ?? ok([]),
    [calls.readiness]: answers.readiness ?? ok(readiness(figure(0, 0))),
    [calls.plans]: ok([]),
    [calls.dayPlan]: answers.dayPlan ?? ok(dayPlan()),
  });
}

const dayPlan = (overrides: Partial<DayPlan> = {}): DayPlan => ({
  date: '2026-11-28',
  examPlan: null,
  daysToExam: null,
  dueReviews: 0,
  weakTopics: [],
  lessonsToRead: [],
  nextMockExam: null,
  ...overrides,
});

const region = (name: string) => screen.findByRole('region', { name });

describe('the subscriber home at /public', () => {
  it('welcomes a reader on a trial and offers the way back to the last lesson they marked read', async () => {
    const api = home({});
    renderApp('/public');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada.' })).toBeTruthy();
    const block = await region('Continue where you left off');
    const link = await within(block).findByRole('link', { name: 'Continue reading Diagnosis' });
    expect(link.getAttribute('href')).toBe(
      `/public/lesson/notes?topicID=${ids.heartFailure}&lessonID=${ids.diagnosisLesson}`,
    );
    expect(within(block).getByText(/Heart failure · last marked read 2[01]\/11\/2026/)).toBeTruthy();
    expect(api.callsTo(calls.reads)[0]?.body).toEqual({ page: 0, rows: 1 });
    // The course's page is not shown, but one link away.
    expect(screen.queryByRole('region', { name: 'Pricing' })).toBeNull();
    expect(screen.getByRole('link', { name: 'About the course' }).getAttribute('href')).toBe(
      '/public#course-structure',
    );
    expect(screen.getByRole('link', { name: 'Pricing' }).getAttribute('href')).toBe('/public#pricing');
    expect(screen.getByRole('link', { name: 'FAQ' }).getAttribute('href')).toBe('/public#faq');
  });

  it('with nothing marked read yet, points to the first open topic with lessons to read', async () => {
    home({ reads: ok(reads([])) });
    renderApp('/public');
    const block = await region('Continue where you left off');
    expect(await within(block).findByText('No lesson marked read yet.')).toBeTruthy();
    expect((await within(block).findByRole('link', { name: 'Start with Asthma' })).getAttribute('href')).toBe(
      `/public/lessons?topicID=${asthmaID}`,
    );
  });

  it('counts the topics read of those the plan opens, and says how many the course holds', async () => {
    home({});
    renderApp('/public');
    const block = await region('Reading progress');
    // Heart failure read through, Asthma 1 of 3, COPD locked (outside the trial), the reader's own topic not counted.
    expect(await within(block).findByText('of 2 topics read')).toBeTruthy();
    expect(within(block).getByText('1').className).toMatch(/text-3xl/);
    const bar = within(block).getByRole('progressbar', { name: 'Lessons marked read' });
    expect(bar.getAttribute('aria-valuenow')).toBe('3');
    expect(bar.getAttribute('aria-valuemax')).toBe('5');
    expect(within(block).getByText('3 of 5 lessons marked read')).toBeTruthy();
    expect(within(block).getByText(/Your plan opens 2 of the course’s 3 topics\./)).toBeTruthy();
    expect(within(block).getByRole('link', { name: 'See the plans' }).getAttribute('href')).toBe('/public#pricing');
  });

  it('says so when no topic is open yet', async () => {
    home({ index: ok(index([])), reads: ok(reads([])) });
    renderApp('/public');
    expect(await within(await region('Reading progress')).findByText('No topics to read yet.')).toBeTruthy();
    expect(
      await within(await region('Continue where you left off')).findByText('No lesson marked read yet.'),
    ).toBeTruthy();
  });

  it('shows the next mock exam: the one being sat first, else an open one, else the next to open', async () => {
    const upcoming = exam({
      mockExamID: '0190a3b4-0000-7000-8000-000000000e02',
      mockExamName: 'KFP paper 2',
      mockExamType: 'MSQ',
      windowStart: iso(24 * hour),
      noOfQuestions: 1,
    });
    const later = exam({ mockExamName: 'AKT paper 3' });
    home({ exams: ok([later, upcoming]) });
    renderApp('/public');
    const block = await region('Next mock exam');
    expect(await within(block).findByText('KFP paper 2')).toBeTruthy();
    expect(within(block).getByText('KFP(MSQ) · 1 question · 180 min')).toBeTruthy();
    expect(within(block).getByText(/^Opens \d\d\/\d\d\/\d{4} \d\d:\d\d:\d\d$/)).toBeTruthy();
    expect(within(block).queryByRole('link', { name: /^Start/ })).toBeNull();
    expect(within(block).getByRole('link', { name: 'All mock exams' }).getAttribute('href')).toBe('/public/mock-exams');
  });

  it('offers Continue for an exam being sat, straight into its sitting', async () => {
    const mockAttemptID = '0190a3b4-0000-7000-8000-000000000a77';
    const open = exam({ mockExamName: 'Open paper', state: 'OPEN', windowStart: iso(-hour), windowEnd: iso(hour) });
    const sitting = exam({
      mockExamID: '0190a3b4-0000-7000-8000-000000000e03',
      mockExamName: 'Running paper',
      state: 'OPEN',
      windowStart: iso(-hour),
      windowEnd: iso(hour),
      attempt: { mockAttemptID, status: 'IN_PROGRESS', deadline: iso(hour / 2), score: null },
    });
    home({ exams: ok([open, sitting]) });
    renderApp('/public');
    const block = await region('Next mock exam');
    const link = await within(block).findByRole('link', { name: 'Continue Running paper' });
    expect(link.getAttribute('href')).toBe(`/public/mock-exams/sitting?mockAttemptID=${mockAttemptID}`);
  });

  it('offers Start (on the mock exams page, where it is confirmed) for an open exam not yet sat', async () => {
    const sat = exam({
      mockExamName: 'Sat paper',
      state: 'OPEN',
      windowStart: iso(-hour),
      windowEnd: iso(hour),
      attempt: {
        mockAttemptID: '0190a3b4-0000-7000-8000-000000000a78',
        status: 'SUBMITTED',
        deadline: iso(-hour / 2),
        score: 50,
      },
    });
    const open = exam({
      mockExamID: '0190a3b4-0000-7000-8000-000000000e04',
      mockExamName: 'Open paper',
      state: 'OPEN',
      windowStart: iso(-hour),
      windowEnd: iso(2 * hour),
    });
    home({ exams: ok([sat, open]) });
    renderApp('/public');
    const block = await region('Next mock exam');
    expect((await within(block).findByRole('link', { name: 'Start Open paper' })).getAttribute('href')).toBe(
      '/public/mock-exams',
    );
    expect(within(block).getByText(/^Open until /)).toBeTruthy();
  });

  it('offers Start for an exam listed as upcoming whose window has opened since', async () => {
    home({ exams: ok([exam({ mockExamName: 'Just opened', windowStart: iso(-60_000), windowEnd: iso(hour) })]) });
    renderApp('/public');
    const block = await region('Next mock exam');
    expect(await within(block).findByRole('link', { name: 'Start Just opened' })).toBeTruthy();
  });

  it('says when no mock exam is open or coming', async () => {
    home({ exams: ok([exam({ state: 'CLOSED', windowStart: iso(-72 * hour), windowEnd: iso(-48 * hour) })]) });
    renderApp('/public');
    expect(await within(await region('Next mock exam')).findByText('No mock exam is open or coming up.')).toBeTruthy();
  });

  it('shows readiness overall and by kind, with the way to the details on the profile', async () => {
    home({ readiness: ok(readiness(figure(4, 3), { AKT: figure(3, 3), MSQ: figure(1, 0), KFP: figure(0, 0) })) });
    renderApp('/public');
    const block = await region('Readiness');
    const overall = await within(block).findByText('Overall');
    expect(within(overall.parentElement!).getByText('75%')).toBeTruthy();
    expect(within(overall.parentElement!).getByText('4 answers')).toBeTruthy();
    expect(within(within(block).getByText('AKT').parentElement!).getByText('100%')).toBeTruthy();
    expect(within(within(block).getByText('KFP(MSQ)').parentElement!).getByText('0%')).toBeTruthy();
    expect(within(within(block).getByText('KFP cases').parentElement!).getByText('–')).toBeTruthy();
    expect(within(block).getByRole('link', { name: 'By chapter on your profile' }).getAttribute('href')).toBe(
      '/public/profile',
    );
  });

  it('before any marked answer, says readiness will show here', async () => {
    home({});
    renderApp('/public');
    expect(await within(await region('Readiness')).findByText(/No practice marked yet/)).toBeTruthy();
  });

  it('links to practice and mock exams', async () => {
    home({});
    renderApp('/public');
    const links = await screen.findByRole('navigation', { name: 'Practice and mock exams' });
    const hrefs = within(links)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(hrefs).toEqual([
      ['Today’s review', '/public/review'],
      ['AKT questions', '/public/akt-questions'],
      ['KFP(MSQ) questions', '/public/msq-questions'],
      ['KFP cases', '/public/kfp-questions'],
      ['Mock exams', '/public/mock-exams'],
      ['Your profile', '/public/profile'],
    ]);
  });

  it('a paying subscriber gets the home too; a reader without a plan and a link to a section get the course’s page', async () => {
    home({}, makeUser('READER', [], { hasActiveSubscription: true, hasPricePlanSubscribed: true }));
    const { router } = renderApp('/public');
    expect(await region('Continue where you left off')).toBeTruthy();
    expect(screen.queryByText(/Your free trial is running/)).toBeNull();
    await router.navigate('/public#pricing');
    expect(await region('Pricing')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Continue where you left off' })).toBeNull();
  });

  it('a reader without a plan lands on the course’s page', async () => {
    home({}, makeUser('READER'));
    renderApp('/public');
    expect(await region('Pricing')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Continue where you left off' })).toBeNull();
  });

  it('shows today’s plan: the reviews due, days to the exam, the weakest topics and the lessons to read in them', async () => {
    home({
      dayPlan: ok(
        dayPlan({
          dueReviews: 7,
          examPlan: { exam: 'AKT', examDate: '2027-02-03' },
          daysToExam: 67,
          weakTopics: [
            { topicID: asthmaID, topicName: 'Asthma', readinessPercent: 33.33 },
            { topicID: copdID, topicName: 'COPD', readinessPercent: null },
          ],
          lessonsToRead: [
            { lessonID: ids.diagnosisLesson, lessonName: 'Spirometry', topicID: asthmaID, topicName: 'Asthma' },
          ],
        }),
      ),
    });
    renderApp('/public');
    const block = await region('Today’s plan');
    expect(await within(block).findByText('7')).toBeTruthy();
    expect(within(block).getByText(/reviews due today/)).toBeTruthy();
    expect(within(block).getByText(/AKT exam on 03\/02\/2027: 67 days to go/)).toBeTruthy();
    expect(within(block).getByRole('link', { name: 'Start review' }).getAttribute('href')).toBe('/public/review');
    const weakest = within(block).getByRole('list', { name: 'Weakest topics' });
    expect(
      within(weakest)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Asthma · 33%', 'COPD · not practised yet']);
    expect(within(weakest).getByRole('link', { name: 'Asthma' }).getAttribute('href')).toBe(
      `/public/lessons?topicID=${asthmaID}`,
    );
    const lessons = within(block).getByRole('list', { name: 'Lessons to read' });
    expect(within(lessons).getByRole('link', { name: 'Spirometry' }).getAttribute('href')).toBe(
      `/public/lesson/notes?topicID=${asthmaID}&lessonID=${ids.diagnosisLesson}`,
    );
  });

  it('with nothing due and no exam date: no Start review, and the way to set the date', async () => {
    home({});
    renderApp('/public');
    const block = await region('Today’s plan');
    expect(await within(block).findByText(/reviews due today/)).toBeTruthy();
    expect(within(block).queryByRole('link', { name: 'Start review' })).toBeNull();
    expect(within(block).getByRole('link', { name: 'Set your exam date' }).getAttribute('href')).toBe(
      '/public/profile',
    );
  });
});
