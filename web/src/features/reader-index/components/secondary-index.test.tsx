import type { PublicWebinar } from '@notebook/contracts';
import { Messages, type LessonNotesResult, type SecondaryIndexResult } from '@notebook/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ok, type RecordedCall } from '@/testing/fake-api';
import { ids, subscribedReader } from '@/testing/fixtures';
import {
  anonymousVisitor,
  heartFailureIndex,
  heartFailureLessonIDs,
  heartFailureReaderTopic,
  lessonNotesHref,
} from '@/testing/reading-fixtures';
import { renderApp } from '@/testing/render-app';
import { SecondaryIndex } from './secondary-index';

/** The one webinar the single webinar page shows (its public details). */
const WEBINAR: PublicWebinar = {
  webinarID: '0190a3b4-0000-7000-8000-00000000a001',
  webinarName: 'Chest pain in general practice',
  webinarCategoryID: '0190a3b4-0000-7000-8000-00000000c001',
  categoryName: 'AKT revision',
  categoryCode: '2025.2',
  categoryType: 'AKT',
  presenter: 'Dr Jane Citizen',
  description: '<p>Red flags</p>',
  startsAt: '2026-12-01T08:30:00.000Z',
  endsAt: '2026-12-01T09:30:00.000Z',
  durationMinutes: 60,
  bannerSlug: null,
  resourceCount: 0,
};

const calls = {
  secondaryIndex: 'POST /api/public/getSecondaryIndex',
  notes: 'POST /api/public/getNotesPublic',
  readerSecondaryIndex: 'POST /api/reader/getRegisteredUserSecondaryIndex',
  readerNotes: 'POST /api/reader/getRegisteredReadingSectionLessonNotes',
  readerTopic: 'POST /api/reader/loadReaderTopic',
} as const;

const noteIDs = ['0190a3b4-0000-7000-8000-0000000002b1', '0190a3b4-0000-7000-8000-0000000002b2'] as const;

function topic({ lockedFrom = 99 } = {}): SecondaryIndexResult {
  const lesson = (position: number, lessonName: string) => ({
    lessonID: heartFailureLessonIDs[position]!,
    lessonName,
    lessonType: 'AUTHOR' as const,
    displayOrder: position + 1,
    locked: position >= lockedFrom,
    notes: [
      { noteID: noteIDs[1], noteHeader: `${lessonName}: pitfalls`, displayOrder: 2 },
      { noteID: noteIDs[0], noteHeader: `${lessonName}: key points`, displayOrder: 1 },
    ],
  });
  // Listed out of order on purpose: the panel sorts by displayOrder.
  const lessons = [lesson(2, 'Follow-up'), lesson(0, 'Diagnosis'), lesson(1, 'Treatment')];
  return heartFailureIndex(lessons);
}

function lessonNotes(lessonID: string): LessonNotesResult {
  return {
    topicID: ids.heartFailure,
    topicName: 'Heart failure',
    lessonID,
    lessonName: 'Treatment',
    lessonType: 'AUTHOR',
    freeContent: false,
    locked: false,
    notes: [
      {
        noteID: noteIDs[0],
        lessonID,
        noteHeader: 'Treatment: key points',
        displayOrder: 1,
        locked: false,
        noteContent: '<p>Diuretics.</p>',
      },
    ],
  };
}

async function lessonsNav() {
  const panel = await screen.findByRole('complementary', { name: 'Secondary index' });
  return within(panel).findByRole('navigation', { name: 'Lessons in this topic' });
}

beforeEach(() => window.localStorage.clear());

describe('secondary index', () => {
  it("lists the topic's lessons in order, each linking to its lesson page", async () => {
    fakeApi({ ...anonymousVisitor, [calls.secondaryIndex]: ok(topic()) });
    renderApp(`/public/lessons?topicID=${ids.heartFailure}`);

    const nav = await lessonsNav();
    const links = within(within(nav).getByRole('list')).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Diagnosis', 'Treatment', 'Follow-up']);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(heartFailureLessonIDs.map(lessonNotesHref));
    // On the lessons page no lesson is open.
    expect(links.some((link) => link.hasAttribute('aria-current'))).toBe(false);
    const panel = screen.getByRole('complementary', { name: 'Secondary index' });
    expect(within(panel).getByText('Cardiology')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: '1. Heart failure' }).getAttribute('href')).toBe(
      `/public/lessons?topicID=${ids.heartFailure}`,
    );
  });

  it('marks the open lesson as current and lists its note titles as links to the notes', async () => {
    fakeApi({
      ...anonymousVisitor,
      [calls.secondaryIndex]: ok(topic()),
      [calls.notes]: ok(lessonNotes(heartFailureLessonIDs[1])),
    });
    renderApp(lessonNotesHref(heartFailureLessonIDs[1]));

    const nav = await lessonsNav();
    const current = within(nav).getByRole('link', { name: 'Treatment' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Diagnosis' }).hasAttribute('aria-current')).toBe(false);
    const notes = within(nav).getByRole('list', { name: 'Notes of Treatment' });
    const noteLinks = within(notes).getAllByRole('link');
    expect(noteLinks.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Treatment: key points', `#note-${noteIDs[0]}`],
      ['Treatment: pitfalls', `#note-${noteIDs[1]}`],
    ]);
    // Only the open lesson shows its notes.
    expect(within(nav).queryByRole('list', { name: 'Notes of Diagnosis' })).toBeNull();
  });

  it('opens another lesson from the panel, which then marks that one current', async () => {
    const byLesson = (call: RecordedCall) => ok(lessonNotes((call.body as { lessonID: string }).lessonID));
    fakeApi({ ...anonymousVisitor, [calls.secondaryIndex]: ok(topic()), [calls.notes]: byLesson });
    const { user, location } = renderApp(lessonNotesHref(heartFailureLessonIDs[1]));

    await user.click(within(await lessonsNav()).getByRole('link', { name: 'Follow-up' }));
    expect(location()).toBe(lessonNotesHref(heartFailureLessonIDs[2]));
    await waitFor(async () =>
      expect(
        within(await lessonsNav())
          .getByRole('link', { name: 'Follow-up' })
          .getAttribute('aria-current'),
      ).toBe('page'),
    );
    expect(
      within(await lessonsNav())
        .getByRole('link', { name: 'Treatment' })
        .hasAttribute('aria-current'),
    ).toBe(false);
  });

  it('finds the topic of a lesson link that does not name it', async () => {
    const api = fakeApi({
      ...anonymousVisitor,
      [calls.secondaryIndex]: ok(topic()),
      [calls.notes]: ok(lessonNotes(heartFailureLessonIDs[1])),
    });
    renderApp(`/public/lesson/notes?lessonID=${heartFailureLessonIDs[1]}`);

    const nav = await lessonsNav();
    expect(within(nav).getByRole('link', { name: 'Treatment' }).getAttribute('aria-current')).toBe('page');
    expect(api.callsTo(calls.secondaryIndex)[0]?.body).toEqual({ topicID: ids.heartFailure });
    // The page and the panel share one call per query.
    expect(api.callsTo(calls.notes)).toHaveLength(1);
  });

  it('shows locked lessons and their note titles with a lock, the titles not linked', async () => {
    fakeApi({
      ...anonymousVisitor,
      [calls.secondaryIndex]: ok(topic({ lockedFrom: 1 })),
      [calls.notes]: ok({ ...lessonNotes(heartFailureLessonIDs[1]), locked: true }),
    });
    renderApp(lessonNotesHref(heartFailureLessonIDs[1]));

    const nav = await lessonsNav();
    const items = within(nav)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.tagName === 'OL');
    expect(items.map((item) => within(item).queryAllByRole('img', { name: 'Locked' }).length > 0)).toEqual([
      false,
      true,
      true,
    ]);
    const notes = within(nav).getByRole('list', { name: 'Notes of Treatment' });
    expect(within(notes).queryAllByRole('link')).toHaveLength(0);
    expect(within(notes).getByText('Treatment: key points')).toBeTruthy();
    expect(within(notes).getAllByRole('img', { name: 'Locked' })).toHaveLength(2);
  });

  it("shows a signed-in reader's bookmarks and reading marks, from the reader calls", async () => {
    const readerTopic = heartFailureReaderTopic(
      topic().lessons.map((lesson) => ({
        lessonID: lesson.lessonID,
        lessonName: lesson.lessonName,
        lessonType: 'AUTHOR',
        editable: false,
        lessonReading: lesson.lessonName === 'Diagnosis' ? 'SECOND' : null,
        bookmarked: lesson.lessonName === 'Follow-up',
      })),
    );
    const api = fakeApi({
      ...subscribedReader(),
      [calls.readerSecondaryIndex]: ok(topic()),
      [calls.readerTopic]: ok(readerTopic),
    });
    renderApp(`/public/lessons?topicID=${ids.heartFailure}`);

    const nav = await lessonsNav();
    await waitFor(() => expect(within(nav).getByRole('img', { name: 'Bookmarked' })).toBeTruthy());
    const [diagnosis, , followUp] = within(nav).getAllByRole('listitem');
    expect(within(diagnosis!).getByText('2nd reading')).toBeTruthy();
    expect(within(followUp!).getByRole('img', { name: 'Bookmarked' })).toBeTruthy();
    expect(api.callsTo(calls.readerSecondaryIndex)).toHaveLength(1);
    expect(api.callsTo(calls.readerTopic)).toHaveLength(1);
  });

  it("says 'No lessons' for a topic without lessons", async () => {
    fakeApi({ ...anonymousVisitor, [calls.secondaryIndex]: ok({ ...topic(), lessons: [] }) });
    renderApp(`/public/lessons?topicID=${ids.heartFailure}`);

    const panel = await screen.findByRole('complementary', { name: 'Secondary index' });
    expect(await within(panel).findByText(Messages.noLessons)).toBeTruthy();
    expect(within(panel).queryByRole('navigation')).toBeNull();
  });

  it('asks for a topic on pages without one', async () => {
    fakeApi(anonymousVisitor);
    renderApp('/public/lessons');

    const panel = await screen.findByRole('complementary', { name: 'Secondary index' });
    expect(within(panel).getByText('Choose a topic from the index to see its lessons.')).toBeTruthy();
  });

  const oneWebinar = `/public/webinars/webinar?webinarID=${WEBINAR.webinarID}`;
  it.each([
    ['/public/search', 'Search'],
    ['/public/webinars', 'Webinars'],
    ['/public/next-webinars', 'Next Webinars'],
    [oneWebinar, WEBINAR.webinarName],
    ['/public/kfp-questions', 'KFP Questions'],
    ['/public/kfp-question', 'KFP Question'],
    ['/public/akt-questions', 'AKT Questions'],
    ['/public/msq-questions', 'KFP(MSQ) Questions'],
  ])('is not shown on %s, a page without a topic', async (path, title) => {
    fakeApi({ ...anonymousVisitor, [`GET /api/public/getWebinarDetails?webinarID=${WEBINAR.webinarID}`]: ok(WEBINAR) });
    renderApp(path);

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Primary index' })).toBeTruthy();
    expect(screen.queryByRole('complementary', { name: 'Secondary index' })).toBeNull();
    expect(screen.queryByText('In this topic')).toBeNull();
    expect(screen.queryByText('Choose a topic from the index to see its lessons.')).toBeNull();
  });

  it('is cleared when the reader chooses Webinars, KFP or AKT in the primary index', async () => {
    fakeApi({ ...anonymousVisitor, [calls.secondaryIndex]: ok(topic()) });
    const { user, location } = renderApp(`/public/lessons?topicID=${ids.heartFailure}`);
    await lessonsNav();

    const index = screen.getByRole('navigation', { name: 'Primary index' });
    for (const [name, path] of [
      ['Webinars', '/public/webinars'],
      ['Next Webinars', '/public/next-webinars'],
      ['KFP Questions', '/public/kfp-questions'],
      ['AKT Questions', '/public/akt-questions'],
      ['KFP(MSQ) Questions', '/public/msq-questions'],
    ] as const) {
      await user.click(within(index).getByRole('link', { name }));
      expect(location()).toBe(path);
      expect(await screen.findByRole('heading', { level: 1, name })).toBeTruthy();
      expect(screen.queryByRole('complementary', { name: 'Secondary index' })).toBeNull();
    }

    await user.click(within(index).getByRole('link', { name: '1. Heart failure' }));
    expect(await lessonsNav()).toBeTruthy();
  });

  it("says 'Loading ...' while the lessons load", () => {
    render(
      <MemoryRouter>
        <SecondaryIndex topicID={ids.heartFailure} currentLessonID={null} topic={undefined} loading />
      </MemoryRouter>,
    );
    const panel = screen.getByRole('complementary', { name: 'Secondary index' });
    expect(within(panel).getByRole('status').textContent).toBe(Messages.loading);
  });
});
