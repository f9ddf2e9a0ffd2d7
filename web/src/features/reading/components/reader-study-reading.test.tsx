import {
  ErrorCodes,
  Messages,
  type ReaderNoteItem,
  type ReaderTopicResult,
  type RegisteredLessonNotesResult,
} from '@notebook/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failed, fakeApi, ok } from '@/testing/fake-api';
import { endpoints, ids, loginResult, makeUser, primaryIndex } from '@/testing/fixtures';
import { heartFailureIndex, heartFailureReaderTopic, lessonNotesHref } from '@/testing/reading-fixtures';
import { renderApp } from '@/testing/render-app';
import { noteHtmlToText, textToNoteHtml } from './personal-notes';

const calls = {
  registeredIndex: 'GET /api/reader/getRegisteredUserPrimaryIndex',
  secondaryIndex: 'POST /api/reader/getRegisteredUserSecondaryIndex',
  notes: 'POST /api/reader/getRegisteredReadingSectionLessonNotes',
  topic: 'POST /api/reader/loadReaderTopic',
  mark: 'POST /api/reader/updateLessonReading',
  bookmark: 'POST /api/reader/updateReaderLessonBookMark',
  addLesson: 'POST /api/reader/addLessonToTopic',
  addNote: 'POST /api/reader/addNoteToLesson',
  updateNote: 'POST /api/reader/updateNoteOfLesson',
  noteStatus: 'POST /api/reader/updateNoteStatus',
} as const;
const authorLessonID = '0190a3b4-0000-7000-8000-0000000001a1';
const ownLessonID = '0190a3b4-0000-7000-8000-0000000001a2';
const ownNoteID = '0190a3b4-0000-7000-8000-0000000002b9';

const secondary = () =>
  heartFailureIndex([
    {
      lessonID: authorLessonID,
      lessonName: 'Diagnosis',
      lessonType: 'AUTHOR',
      displayOrder: 1,
      locked: false,
      notes: [],
    },
    {
      lessonID: ownLessonID,
      lessonName: 'My revision',
      lessonType: 'READER',
      displayOrder: 2,
      locked: false,
      notes: [],
    },
  ]);

const readerTopic = (overrides: Partial<ReaderTopicResult['lessons'][number]> = {}) =>
  heartFailureReaderTopic([
    {
      lessonID: authorLessonID,
      lessonName: 'Diagnosis',
      lessonType: 'AUTHOR',
      editable: false,
      lessonReading: null,
      bookmarked: false,
      ...overrides,
    },
    {
      lessonID: ownLessonID,
      lessonName: 'My revision',
      lessonType: 'READER',
      editable: true,
      lessonReading: null,
      bookmarked: false,
    },
  ]);

const personalNote: ReaderNoteItem = {
  noteID: ownNoteID,
  noteHeader: 'Mnemonic',
  noteContent: '<p>FACES</p>',
  lessonID: authorLessonID,
  lessonName: 'Diagnosis',
  topicID: ids.heartFailure,
  topicName: 'Heart failure',
  status: 'ACT',
  updatedAt: '2026-01-02T10:00:00.000Z',
};

const lessonNotes = (withPersonal: boolean): RegisteredLessonNotesResult => ({
  topicID: ids.heartFailure,
  topicName: 'Heart failure',
  lessonID: authorLessonID,
  lessonName: 'Diagnosis',
  lessonType: 'AUTHOR',
  freeContent: false,
  locked: false,
  notes: [
    {
      noteID: '0190a3b4-0000-7000-8000-0000000002b1',
      lessonID: authorLessonID,
      noteHeader: 'Key points',
      displayOrder: 1,
      locked: false,
      noteContent: '<p>BNP first.</p>',
    },
    ...(withPersonal
      ? [
          {
            noteID: ownNoteID,
            lessonID: authorLessonID,
            noteHeader: 'Mnemonic',
            displayOrder: 2,
            locked: false,
            noteContent: '<p>FACES</p>',
          },
        ]
      : []),
  ],
  readerNotes: withPersonal ? [personalNote] : [],
});

const reader = {
  [endpoints.refresh]: ok(loginResult(makeUser('READER', [], { hasActiveSubscription: true }))),
  [calls.registeredIndex]: ok({
    chapters: primaryIndex().chapters.map((c) => ({
      ...c,
      topics: c.topics.map((t) => ({ ...t, lessonCount: 2, lessonsRead: 0, readingProgress: 0 })),
    })),
  }),
  [calls.secondaryIndex]: ok(secondary()),
};
const study = (lessonReading: string | null, bookmarked: boolean) => ({
  lessonID: authorLessonID,
  lessonReading,
  bookmarked,
});
const notesHref = lessonNotesHref(authorLessonID);

describe('lessons page for a signed-in reader', () => {
  it('marks a lesson read and bookmarks it from its row, then shows what the server now has', async () => {
    const api = fakeApi({
      ...reader,
      [calls.topic]: [
        ok(readerTopic()),
        ok(readerTopic({ lessonReading: 'SECOND' })),
        ok(readerTopic({ lessonReading: 'SECOND', bookmarked: true })),
      ],
      [calls.mark]: ok(study('SECOND', false)),
      [calls.bookmark]: ok(study('SECOND', true)),
    });
    const { user } = renderApp(`/public/lessons?topicID=${ids.heartFailure}`);

    const select = await screen.findByRole('combobox', { name: 'Reading mark of Diagnosis' });
    await user.selectOptions(select, '2nd reading');
    await waitFor(() =>
      expect(api.callsTo(calls.mark)[0]?.body).toEqual({ lessonID: authorLessonID, lessonReading: 'SECOND' }),
    );
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: 'Reading mark of Diagnosis' }) as HTMLSelectElement).value).toBe(
        'SECOND',
      ),
    );

    const bookmark = screen.getByRole('button', { name: 'Bookmark Diagnosis' });
    expect(bookmark.getAttribute('aria-pressed')).toBe('false');
    await user.click(bookmark);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Bookmark Diagnosis' }).getAttribute('aria-pressed')).toBe('true'),
    );
    expect(api.callsTo(calls.bookmark)[0]?.body).toEqual({ lessonID: authorLessonID, bookmarked: true });
    // The index's progress is fetched again.
    await waitFor(() => expect(api.callsTo(calls.registeredIndex).length).toBeGreaterThan(1));
  });

  it('a topic outside the trial offers no reading mark or bookmark, though its own lessons can still be removed (issue 28)', async () => {
    const lockedTopic = heartFailureIndex(
      secondary().lessons.map((lesson) => ({ ...lesson, locked: lesson.lessonType === 'AUTHOR' })),
      true,
    );
    fakeApi({
      [endpoints.refresh]: ok(loginResult(makeUser('READER', [], { unSubscribedPlan: true }))),
      [calls.registeredIndex]: reader[calls.registeredIndex],
      [calls.secondaryIndex]: ok(lockedTopic),
      [calls.topic]: ok(readerTopic({ lessonReading: 'FIRST', bookmarked: true })),
    });
    renderApp(`/public/lessons?topicID=${ids.heartFailure}`);

    expect(await screen.findByRole('region', { name: 'Upgrade to read' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Remove lesson My revision' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Reading mark of Diagnosis' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Bookmark Diagnosis' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: /^Reading mark of/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Bookmark / })).toBeNull();
  });

  it("adds an own lesson with 'Lesson added'; own lessons alone offer edit and remove", async () => {
    const api = fakeApi({
      ...reader,
      [calls.topic]: ok(readerTopic()),
      [calls.addLesson]: ok(
        { lessonID: ownLessonID, lessonName: 'Drugs', topicID: ids.heartFailure, lessonType: 'READER' },
        'Lesson added',
      ),
    });
    const { user } = renderApp(`/public/lessons?topicID=${ids.heartFailure}`);

    expect(await screen.findByRole('button', { name: 'Remove lesson My revision' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit lesson My revision' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove lesson Diagnosis' })).toBeNull();
    expect(screen.getByRole('img', { name: 'Your lesson' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Add lesson' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add lesson' });
    await user.type(within(dialog).getByLabelText('Lesson name'), 'Drugs');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Lesson added')).toBeTruthy();
    expect(api.callsTo(calls.addLesson)[0]?.body).toEqual({ topicID: ids.heartFailure, lessonName: 'Drugs' });
  });

  it('removes an own lesson after confirmation and stays on the lessons page', async () => {
    const remove = `GET /api/reader/deleteMyOwnLessson/${ownLessonID}`;
    const api = fakeApi({ ...reader, [calls.topic]: ok(readerTopic()), [remove]: ok({ lessonID: ownLessonID }) });
    const { user, location } = renderApp(`/public/lessons?topicID=${ids.heartFailure}`);

    await user.click(await screen.findByRole('button', { name: 'Remove lesson My revision' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove lesson' });
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(api.callsTo(remove)).toHaveLength(1));
    expect(location()).toBe(`/public/lessons?topicID=${ids.heartFailure}`);
  });
});

describe('removing an own lesson from its notes page', () => {
  it('confirms, says so, opens the lessons page and never asks for the removed lesson again', async () => {
    const remove = `GET /api/reader/deleteMyOwnLessson/${ownLessonID}`;
    const ownLesson: RegisteredLessonNotesResult = {
      ...lessonNotes(false),
      lessonID: ownLessonID,
      lessonName: 'My revision',
      lessonType: 'READER',
      notes: [],
    };
    const api = fakeApi({
      ...reader,
      [calls.topic]: ok(readerTopic()),
      [calls.notes]: [ok(ownLesson), failed(404, 'Lesson not found')],
      [remove]: ok({ lessonID: ownLessonID }, 'Successfully removed'),
    });
    const { user, location } = renderApp(lessonNotesHref(ownLessonID));

    await user.click(await screen.findByRole('button', { name: 'Remove lesson My revision' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Remove lesson' })).getByRole('button', { name: 'Yes' }),
    );
    await waitFor(() => expect(location()).toBe(`/public/lessons?topicID=${ids.heartFailure}`));
    expect(await screen.findByText('Successfully removed')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(api.callsTo(calls.notes)).toHaveLength(1);
    expect(screen.queryByText('Lesson not found')).toBeNull();
  });
});

describe('lesson notes page for a signed-in reader', () => {
  it('marks the lesson with the study bar (pressing the current mark clears it) and toggles the bookmark', async () => {
    const api = fakeApi({
      ...reader,
      [calls.notes]: ok(lessonNotes(false)),
      [calls.topic]: [
        ok(readerTopic()),
        ok(readerTopic({ lessonReading: 'FIRST' })),
        ok(readerTopic({ lessonReading: null })),
        ok(readerTopic({ bookmarked: true })),
      ],
      [calls.mark]: ok(study('FIRST', false)),
      [calls.bookmark]: ok(study(null, true)),
    });
    const { user } = renderApp(notesHref);

    const marks = await screen.findByRole('group', { name: 'Reading mark' });
    await user.click(within(marks).getByRole('button', { name: 'First reading' }));
    await waitFor(() =>
      expect(within(marks).getByRole('button', { name: 'First reading' }).getAttribute('aria-pressed')).toBe('true'),
    );
    await user.click(within(marks).getByRole('button', { name: 'First reading' }));
    await waitFor(() =>
      expect(within(marks).getByRole('button', { name: 'First reading' }).getAttribute('aria-pressed')).toBe('false'),
    );
    expect(api.callsTo(calls.mark).map((call) => call.body)).toEqual([
      { lessonID: authorLessonID, lessonReading: 'FIRST' },
      { lessonID: authorLessonID, lessonReading: null },
    ]);

    await user.click(screen.getByRole('button', { name: 'Bookmark' }));
    expect(await screen.findByRole('button', { name: 'Bookmarked' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Bookmarked' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('a locked lesson offers no reading mark, bookmark or note of the reader’s own', async () => {
    fakeApi({
      ...reader,
      [calls.notes]: ok({
        ...lessonNotes(false),
        locked: true,
        notes: lessonNotes(false).notes.map((note) => ({ ...note, locked: true, noteContent: null })),
      }),
      [calls.topic]: ok(readerTopic()),
    });
    renderApp(notesHref);
    await screen.findByRole('region', { name: 'Upgrade to read' });
    expect(screen.queryByRole('group', { name: 'Reading mark' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add my note' })).toBeNull();
  });

  it('adds a personal note as paragraphs', async () => {
    const api = fakeApi({
      ...reader,
      [calls.notes]: [ok(lessonNotes(false)), ok(lessonNotes(true))],
      [calls.topic]: ok(readerTopic()),
      [calls.addNote]: ok(personalNote, 'Successfully added'),
    });
    const { user } = renderApp(notesHref);

    await user.click(await screen.findByRole('button', { name: 'Add my note' }));
    const form = screen.getByRole('form', { name: 'Add my note' });
    await user.type(within(form).getByLabelText('Note title'), 'Mnemonic');
    await user.type(within(form).getByLabelText('My note'), 'FACES{Enter}{Enter}<b>fatigue</b>');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(api.callsTo(calls.addNote)[0]?.body).toEqual({
        noteID: expect.stringMatching(/^[0-9a-f-]{36}$/),
        lessonID: authorLessonID,
        noteHeader: 'Mnemonic',
        noteContent: '<p>FACES</p><p>&lt;b&gt;fatigue&lt;/b&gt;</p>',
      }),
    );
    const mine = await screen.findByRole('region', { name: 'Mnemonic' });
    expect(within(mine).getByText('My note')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Add my note' })).toBeNull();
  });

  it("a save that outran the read models ('Saved. It will show in a moment…') closes the form; a second save of one form sends the same id", async () => {
    const api = fakeApi({
      ...reader,
      [calls.notes]: ok(lessonNotes(false)),
      [calls.topic]: ok(readerTopic()),
      [calls.addNote]: [
        failed(500, 'Please contact system administrator'),
        failed(503, Messages.savedNotYetVisible, { errorCode: ErrorCodes.NOT_YET_VISIBLE }),
      ],
    });
    const { user } = renderApp(notesHref);
    await user.click(await screen.findByRole('button', { name: 'Add my note' }));
    const form = screen.getByRole('form', { name: 'Add my note' });
    await user.type(within(form).getByLabelText('Note title'), 'Mnemonic');
    await user.type(within(form).getByLabelText('My note'), 'FACES');
    // A first try fails outright: the form stays, filled, to try again.
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo(calls.addNote)).toHaveLength(1));
    expect(screen.getByRole('form', { name: 'Add my note' })).toBeTruthy();
    // The second lands but is not shown yet: the form closes, and both tries carried one id.
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(Messages.savedNotYetVisible)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Add my note' })).toBeNull());
    const [first, second] = api.callsTo(calls.addNote).map((call) => (call.body as { noteID: string }).noteID);
    expect(second).toBe(first);
  });

  it("edits a personal note and deletes it to the trash with 'Note successfully deleted'", async () => {
    const api = fakeApi({
      ...reader,
      [calls.notes]: [ok(lessonNotes(true)), ok(lessonNotes(true)), ok(lessonNotes(false))],
      [calls.topic]: ok(readerTopic()),
      [calls.updateNote]: ok(personalNote, 'Successfully updated'),
      [calls.noteStatus]: ok({ ...personalNote, status: 'INA' }, 'Note successfully deleted'),
    });
    const { user } = renderApp(notesHref);

    await user.click(await screen.findByRole('button', { name: 'Edit note Mnemonic' }));
    const form = screen.getByRole('form', { name: 'Edit my note' });
    expect((within(form).getByLabelText('My note') as HTMLTextAreaElement).value).toBe('FACES');
    await user.type(within(form).getByLabelText('My note'), ' and more');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.callsTo(calls.updateNote)[0]?.body).toEqual({
        noteID: ownNoteID,
        noteHeader: 'Mnemonic',
        noteContent: '<p>FACES and more</p>',
      }),
    );

    // Its annotations and PDFs are not asked for again once it is in the trash (they would answer 404).
    const askedAbout = () =>
      api.calls.filter(
        (call) =>
          !call.url.endsWith('updateNoteStatus') &&
          (call.body as { noteID?: string } | undefined)?.noteID === ownNoteID,
      ).length;
    // The edit's own refetches first finish (on a busy machine they may still be running here).
    let seen = -1;
    await waitFor(
      () => {
        const now = api.calls.length;
        const quiet = now === seen;
        seen = now;
        expect(quiet).toBe(true);
      },
      { interval: 150 },
    );
    const before = askedAbout();
    await user.click(await screen.findByRole('button', { name: 'Delete note Mnemonic' }));
    expect(await screen.findByText('Note successfully deleted')).toBeTruthy();
    expect(api.callsTo(calls.noteStatus)[0]?.body).toEqual({ noteID: ownNoteID, status: 'INA' });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Mnemonic' })).toBeNull());
    expect(askedAbout()).toBe(before);
    // Author notes have no personal controls.
    expect(screen.queryByRole('button', { name: 'Edit note Key points' })).toBeNull();
  });
});

describe('personal note text', () => {
  it('round-trips paragraphs and line breaks, escaping markup', () => {
    const html = textToNoteHtml('One\nline two\n\n<i>Two</i>\n');
    expect(html).toBe('<p>One<br>line two</p><p>&lt;i&gt;Two&lt;/i&gt;</p>');
    expect(noteHtmlToText(html)).toBe('One\nline two\n\n<i>Two</i>');
  });
});
