import { Messages, type LessonNotesResult } from '@notebook/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ok, type RecordedCall } from '@/testing/fake-api';
import { endpoints, ids, loginResult, makeUser, primaryIndex } from '@/testing/fixtures';
import {
  anonymousVisitor,
  heartFailureIndex,
  heartFailureLessonIDs,
  lessonNotesHref,
} from '@/testing/reading-fixtures';
import { renderApp } from '@/testing/render-app';
import { READING_POSITION_KEY, loadReadingPosition } from './reading-position';

const reading = {
  secondaryIndex: 'POST /api/public/getSecondaryIndex',
  readerSecondaryIndex: 'POST /api/reader/getRegisteredUserSecondaryIndex',
  notes: 'POST /api/public/getNotesPublic',
  readerNotes: 'POST /api/reader/getRegisteredReadingSectionLessonNotes',
} as const;

const lessonNames = ['Diagnosis', 'Treatment', 'Follow-up'] as const;

const reader = (subscribed = true) => ({
  [endpoints.refresh]: ok(loginResult(makeUser('READER', [], { hasActiveSubscription: subscribed }))),
  [endpoints.primaryIndex]: ok(primaryIndex()),
});

const threeLessons = (locked = false) =>
  heartFailureIndex(
    heartFailureLessonIDs.map((lessonID, index) => ({
      lessonID,
      lessonName: lessonNames[index] ?? '',
      lessonType: 'AUTHOR' as const,
      displayOrder: index + 1,
      locked,
      notes: [
        {
          noteID: `0190a3b4-0000-7000-8000-0000000002a${index + 1}`,
          noteHeader: `${lessonNames[index]} notes`,
          displayOrder: 1,
        },
      ],
    })),
    locked,
  );

function lessonNotes(
  lessonID: string,
  { locked = false, content = '<p>Start a loop diuretic for <strong>fluid overload</strong>.</p>' } = {},
): LessonNotesResult {
  const index = heartFailureLessonIDs.indexOf(lessonID as (typeof heartFailureLessonIDs)[number]);
  const name = lessonNames[index] ?? 'Lesson';
  return {
    topicID: ids.heartFailure,
    topicName: 'Heart failure',
    lessonID,
    lessonName: name,
    lessonType: 'AUTHOR',
    freeContent: false,
    locked,
    notes: [
      {
        noteID: `${lessonID.slice(0, -2)}b1`,
        lessonID,
        noteHeader: `${name}: key points`,
        displayOrder: 1,
        locked,
        noteContent: locked ? null : content,
      },
      {
        noteID: `${lessonID.slice(0, -2)}b2`,
        lessonID,
        noteHeader: `${name}: pitfalls`,
        displayOrder: 2,
        locked,
        noteContent: locked ? null : '<p>Check potassium.</p>',
      },
    ],
  };
}

const notesByLesson = (options?: Parameters<typeof lessonNotes>[1]) => (call: RecordedCall) =>
  ok(lessonNotes((call.body as { lessonID: string }).lessonID, options));

beforeEach(() => window.localStorage.clear());

describe('lessons page', () => {
  it("says 'No lessons' for a topic without lessons, asking the public call without a token", async () => {
    const api = fakeApi({ ...anonymousVisitor, [reading.secondaryIndex]: ok(heartFailureIndex([])) });
    renderApp(`/public/lessons?topicID=${ids.heartFailure}`);

    expect(await within(await screen.findByRole('main')).findByText(Messages.noLessons)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Heart failure' })).toBeTruthy();
    const [call] = api.callsTo(reading.secondaryIndex);
    expect(call?.body).toEqual({ topicID: ids.heartFailure });
    expect(call?.authorization).toBeNull();
  });

  it("lists a topic's lessons, linking to their notes, with a locked mark and the upgrade prompt", async () => {
    fakeApi({ ...anonymousVisitor, [reading.secondaryIndex]: ok(threeLessons(true)) });
    renderApp(`/public/lessons?topicID=${ids.heartFailure}`);

    const list = await screen.findByRole('list', { name: 'Lessons' });
    const link = within(list).getByRole('link', { name: 'Treatment' });
    expect(link.getAttribute('href')).toBe(lessonNotesHref(heartFailureLessonIDs[1]));
    expect(within(list).getAllByRole('img', { name: 'Locked' })).toHaveLength(3);
    expect(screen.getByRole('region', { name: 'Upgrade to read' })).toBeTruthy();
  });

  it('uses the registered call for a signed-in reader', async () => {
    const api = fakeApi({ ...reader(), [reading.readerSecondaryIndex]: ok(threeLessons()) });
    renderApp(`/public/lessons?topicID=${ids.heartFailure}`);

    expect(await screen.findByRole('link', { name: 'Diagnosis' })).toBeTruthy();
    expect(api.callsTo(reading.readerSecondaryIndex)[0]?.authorization).toBe('Bearer access-token-1');
    expect(screen.queryByRole('region', { name: 'Upgrade to read' })).toBeNull();
  });
});

describe('lesson notes page', () => {
  it("shows a locked lesson's note titles and the upgrade prompt, never content", async () => {
    fakeApi({
      ...anonymousVisitor,
      [reading.notes]: notesByLesson({ locked: true }),
      [reading.secondaryIndex]: ok(threeLessons(true)),
    });
    renderApp(lessonNotesHref(heartFailureLessonIDs[0]));

    expect(await screen.findByRole('heading', { level: 1, name: 'Diagnosis' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: /Diagnosis: key points/ })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: /Diagnosis: pitfalls/ })).toBeTruthy();
    const prompt = screen.getByRole('region', { name: 'Upgrade to read' });
    expect(within(prompt).getByRole('link', { name: 'Subscribe' }).getAttribute('href')).toBe(
      '/public/profile/upgrade',
    );
    expect(within(prompt).queryByRole('link', { name: 'Buy' })).toBeNull();
    expect(screen.queryByTestId('note-content')).toBeNull();
  });

  it('tells a reader on a free trial that the lesson is not in their trial', async () => {
    const onTrial = {
      [endpoints.refresh]: ok(
        loginResult(makeUser('READER', [], { hasActiveSubscription: false, unSubscribedPlan: true })),
      ),
      [endpoints.primaryIndex]: ok(primaryIndex()),
    };
    fakeApi({
      ...onTrial,
      [reading.readerNotes]: notesByLesson({ locked: true }),
      [reading.readerSecondaryIndex]: ok(threeLessons(true)),
    });
    renderApp(lessonNotesHref(heartFailureLessonIDs[0]));

    const prompt = await screen.findByRole('region', { name: 'Upgrade to read' });
    expect(prompt.textContent).toContain('Your free trial does not include this lesson.');
    expect(screen.queryByTestId('note-content')).toBeNull();
  });

  it("renders an open note's HTML from the registered call", async () => {
    const api = fakeApi({
      ...reader(),
      [reading.readerNotes]: notesByLesson(),
      [reading.readerSecondaryIndex]: ok(threeLessons()),
    });
    renderApp(lessonNotesHref(heartFailureLessonIDs[1]));

    const note = await screen.findByRole('region', { name: 'Treatment: key points' });
    expect(within(note).getByText('fluid overload').tagName).toBe('STRONG');
    expect(screen.getByRole('region', { name: 'Treatment: pitfalls' }).textContent).toContain('Check potassium.');
    expect(screen.queryByRole('region', { name: 'Upgrade to read' })).toBeNull();
    expect(api.callsTo(reading.readerNotes)[0]?.body).toEqual({ lessonID: heartFailureLessonIDs[1] });
    expect(screen.getByRole('navigation', { name: 'Notes in this lesson' })).toBeTruthy();
  });

  it('moves to the previous and next lesson with [ and ], Alt+arrows and the visible links', async () => {
    fakeApi({ ...anonymousVisitor, [reading.notes]: notesByLesson(), [reading.secondaryIndex]: ok(threeLessons()) });
    const { user, location } = renderApp(lessonNotesHref(heartFailureLessonIDs[1]));

    const pager = await screen.findByRole('navigation', { name: 'Lesson navigation' });
    expect(within(pager).getByRole('link', { name: 'Previous lesson: Diagnosis' })).toBeTruthy();
    expect(within(pager).getByRole('link', { name: 'Next lesson: Follow-up' })).toBeTruthy();

    await user.keyboard(']');
    await waitFor(() => expect(location()).toBe(lessonNotesHref(heartFailureLessonIDs[2])));
    expect(await screen.findByRole('heading', { level: 1, name: 'Follow-up' })).toBeTruthy();
    // The last lesson has no next one.
    expect(
      within(screen.getByRole('navigation', { name: 'Lesson navigation' })).queryByRole('link', {
        name: /Next lesson/,
      }),
    ).toBeNull();

    fireEvent.keyDown(window, { key: 'ArrowLeft', altKey: true });
    await waitFor(() => expect(location()).toBe(lessonNotesHref(heartFailureLessonIDs[1])));
    await screen.findByRole('heading', { level: 1, name: 'Treatment' });

    await user.keyboard('[[');
    await waitFor(() => expect(location()).toBe(lessonNotesHref(heartFailureLessonIDs[0])));
    await screen.findByRole('heading', { level: 1, name: 'Diagnosis' });

    // Typing a bracket in the search box is just typing.
    await user.type(screen.getByRole('searchbox', { name: 'Search notes' }), ']');
    expect(location()).toBe(lessonNotesHref(heartFailureLessonIDs[0]));

    await user.click(screen.getByRole('link', { name: 'Next lesson: Treatment' }));
    await waitFor(() => expect(location()).toBe(lessonNotesHref(heartFailureLessonIDs[1])));
  });

  it('remembers the last lesson and scroll position and returns to them', async () => {
    window.localStorage.setItem(
      READING_POSITION_KEY,
      JSON.stringify({
        topicID: ids.heartFailure,
        topicName: 'Heart failure',
        lessonID: heartFailureLessonIDs[2],
        lessonName: 'Follow-up',
        scrollY: 640,
        savedAt: 1,
      }),
    );
    const scrolls: unknown[] = [];
    window.scrollTo = ((options: unknown) => scrolls.push(options)) as typeof window.scrollTo;
    fakeApi({ ...anonymousVisitor, [reading.notes]: notesByLesson(), [reading.secondaryIndex]: ok(threeLessons()) });
    const { location } = renderApp('/public/lesson/notes');

    await waitFor(() => expect(location()).toBe(lessonNotesHref(heartFailureLessonIDs[2])));
    expect(await screen.findByRole('heading', { level: 1, name: 'Follow-up' })).toBeTruthy();
    await waitFor(() => expect(scrolls).toContainEqual({ top: 640, behavior: 'instant' }));

    Object.defineProperty(window, 'scrollY', { value: 900, configurable: true });
    fireEvent.scroll(window);
    await waitFor(() => expect(loadReadingPosition()?.scrollY).toBe(900));
    expect(loadReadingPosition()?.lessonID).toBe(heartFailureLessonIDs[2]);
  });

  it("offers to continue reading on the topic's lessons page", async () => {
    window.localStorage.setItem(
      READING_POSITION_KEY,
      JSON.stringify({
        topicID: ids.heartFailure,
        topicName: 'Heart failure',
        lessonID: heartFailureLessonIDs[1],
        lessonName: 'Treatment',
        scrollY: 0,
        savedAt: 1,
      }),
    );
    fakeApi({ ...anonymousVisitor, [reading.secondaryIndex]: ok(threeLessons()) });
    renderApp(`/public/lessons?topicID=${ids.heartFailure}`);

    const resume = await screen.findByRole('link', { name: 'Continue reading: Treatment' });
    expect(resume.getAttribute('href')).toBe(lessonNotesHref(heartFailureLessonIDs[1]));
  });
});
