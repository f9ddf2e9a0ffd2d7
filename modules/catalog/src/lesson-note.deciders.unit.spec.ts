import type { ContentStatus, ContentType } from '@notebook/contracts';
import { ConflictError, type Decider, type DomainEvent, NotFoundError, ValidationError } from '@notebook/kernel';
import { given } from '@notebook/kernel/testing';
import type { LessonCreated, NoteCreated } from './catalog.events';
import { lessonCreated, noteCreated, topicCreated } from './catalog.fixtures';
import { type LessonCommand, lessonDecider } from './lessons/lesson.decider';
import { type NoteCommand, noteDecider } from './notes/note.decider';
import { topicDecider } from './topics/topic.decider';

/** An author item is created once, and only into an author parent: a reader's parent does not exist (404). */
function expectAuthorCreateRules<State, Command, Event extends DomainEvent>(
  decider: Decider<State, Command, Event>,
  create: { intoAuthorParent: Command; intoReaderParent: Command },
  created: Event,
) {
  given(decider).when(create.intoAuthorParent).then([created]);
  given(decider, [created]).when(create.intoAuthorParent).thenThrows(ConflictError);
  given(decider).when(create.intoReaderParent).thenThrows(NotFoundError);
}

/** Each admin command answers 404 on a reader's own item, as if it were not there. */
export function expectAdminCommandsMiss<State, Command, Event extends DomainEvent>(
  decider: Decider<State, Command, Event>,
  readerItemCreated: Event,
  adminCommands: Command[],
) {
  for (const command of adminCommands) given(decider, [readerItemCreated]).when(command).thenThrows(NotFoundError);
}

/** An author lesson or note: its commands and events for status, publishing and moving, and its parents' ids. */
type Publishable<Command, Event> = {
  created: Event;
  parent: { name: string; own: string; other: string };
  commands: {
    status: (status: ContentStatus) => Command;
    publish: Command;
    draft: Command;
    move: (toParentID: string, toParentType: ContentType) => Command;
  };
  events: {
    statusChanged: (status: ContentStatus) => Event;
    published: Event;
    drafted: Event;
    moved: (fromParentID: string, toParentID: string) => Event;
  };
};

/** Status, publishing and moving record only a change; a move goes to another author parent (a reader's is not found). */
function publishableRules<State, Command, Event extends DomainEvent>(
  decider: Decider<State, Command, Event>,
  { created, parent, commands, events }: NoInfer<Publishable<Command, Event>>,
) {
  test('status changes only when it differs', () => {
    given(decider, [created])
      .when(commands.status('INA'))
      .then([events.statusChanged('INA')]);
    given(decider, [created]).when(commands.status('ACT')).thenNothingHappened();
  });

  test('publish and draft toggle, and repeating one does nothing', () => {
    given(decider, [created]).when(commands.publish).then([events.published]);
    given(decider, [created, events.published]).when(commands.publish).thenNothingHappened();
    given(decider, [created, events.published]).when(commands.draft).then([events.drafted]);
    given(decider, [created]).when(commands.draft).thenNothingHappened();
  });

  test(`a move goes to another author ${parent.name}; to the same ${parent.name} it does nothing`, () => {
    given(decider, [created])
      .when(commands.move(parent.other, 'AUTHOR'))
      .then([events.moved(parent.own, parent.other)]);
    given(decider, [created]).when(commands.move(parent.own, 'AUTHOR')).thenNothingHappened();
    given(decider, [created]).when(commands.move(parent.other, 'READER')).thenThrows(NotFoundError);
  });
}

const readerLesson: LessonCreated = {
  ...lessonCreated,
  data: { ...lessonCreated.data, lessonType: 'READER', ownerReaderID: 'r1', publishState: 'PUBLISHED' },
};
const createLesson = {
  lessonID: 'l1',
  topicID: 't1',
  topicType: 'AUTHOR' as const,
  lessonName: 'Diagnosis',
  status: 'ACT' as const,
  lessonType: 'AUTHOR' as const,
  ownerReaderID: null,
};
const createNote = {
  noteID: 'n1',
  lessonID: 'l1',
  lessonType: 'AUTHOR' as const,
  noteHeader: 'Thresholds',
  noteContent: '<p>140/90</p>',
  status: 'ACT' as const,
};

describe('lesson', () => {
  test("an author lesson is created once, as a draft, in an author topic (a reader's topic is not found)", () => {
    const intoAuthorParent: LessonCommand = { type: 'CreateLesson', data: createLesson };
    const intoReaderParent: LessonCommand = { type: 'CreateLesson', data: { ...createLesson, topicType: 'READER' } };
    expectAuthorCreateRules(lessonDecider, { intoAuthorParent, intoReaderParent }, lessonCreated);
  });

  test("a reader's own lesson needs no publishing", () => {
    given(lessonDecider)
      .when({
        type: 'CreateLesson',
        data: {
          ...createLesson,
          topicType: 'READER',
          topicOwnerReaderID: 'r1',
          lessonType: 'READER',
          ownerReaderID: 'r1',
        },
      })
      .then([readerLesson]);
  });

  test('an update records only what changed', () => {
    given(lessonDecider, [lessonCreated])
      .when({ type: 'UpdateLesson', data: { topicID: 't1', lessonName: 'Diagnosis and staging', status: 'INA' } })
      .then([
        { type: 'LessonRenamed', data: { lessonID: 'l1', lessonName: 'Diagnosis and staging' } },
        { type: 'LessonStatusChanged', data: { lessonID: 'l1', status: 'INA' } },
      ]);
    given(lessonDecider, [lessonCreated])
      .when({ type: 'UpdateLesson', data: { topicID: 't1', lessonName: 'Diagnosis', status: 'ACT' } })
      .thenNothingHappened();
  });

  test('a save does not move a lesson: a move is its own privilege', () => {
    given(lessonDecider, [lessonCreated])
      .when({ type: 'UpdateLesson', data: { topicID: 't2', lessonName: 'Diagnosis', status: 'ACT' } })
      .thenThrows(ConflictError, /move/);
  });

  test('a lesson that does not exist is not found', () => {
    given(lessonDecider)
      .when({ type: 'ChangeLessonStatus', data: { status: 'INA' } })
      .thenThrows(NotFoundError);
    given(lessonDecider).when({ type: 'PublishLesson' }).thenThrows(NotFoundError);
  });

  publishableRules(lessonDecider, {
    created: lessonCreated,
    parent: { name: 'topic', own: 't1', other: 't2' },
    commands: {
      status: (status) => ({ type: 'ChangeLessonStatus', data: { status } }),
      publish: { type: 'PublishLesson' },
      draft: { type: 'DraftLesson' },
      move: (toTopicID, toTopicType) => ({ type: 'MoveLesson', data: { toTopicID, toTopicType } }),
    },
    events: {
      statusChanged: (status) => ({ type: 'LessonStatusChanged', data: { lessonID: 'l1', status } }),
      published: { type: 'LessonPublished', data: { lessonID: 'l1' } },
      drafted: { type: 'LessonDrafted', data: { lessonID: 'l1' } },
      moved: (fromTopicID, toTopicID) => ({ type: 'LessonMoved', data: { lessonID: 'l1', fromTopicID, toTopicID } }),
    },
  });

  test("the admin's commands do not find a reader's own lesson (404)", () => {
    expectAdminCommandsMiss(lessonDecider, readerLesson, [
      { type: 'UpdateLesson', data: { topicID: 't1', lessonName: 'Mine now', status: 'ACT' } },
      { type: 'ChangeLessonStatus', data: { status: 'INA' } },
      { type: 'PublishLesson' },
      { type: 'DraftLesson' },
      { type: 'MoveLesson', data: { toTopicID: 't2', toTopicType: 'AUTHOR' } },
      { type: 'ReorderNotes', data: { noteIDs: [], currentNoteIDs: [] } },
    ]);
  });

  test('a new note order lists every note of the lesson exactly once', () => {
    given(lessonDecider, [lessonCreated])
      .when({ type: 'ReorderNotes', data: { noteIDs: ['b', 'a'], currentNoteIDs: ['a', 'b'] } })
      .then([{ type: 'NotesReordered', data: { lessonID: 'l1', noteIDs: ['b', 'a'] } }]);
    given(lessonDecider, [lessonCreated])
      .when({ type: 'ReorderNotes', data: { noteIDs: ['a'], currentNoteIDs: ['a', 'b'] } })
      .thenThrows(ValidationError);
    given(lessonDecider, [lessonCreated])
      .when({ type: 'ReorderNotes', data: { noteIDs: ['a', 'a'], currentNoteIDs: ['a', 'b'] } })
      .thenThrows(ValidationError);
  });
});

describe('topic owns the order of its lessons', () => {
  test('a new lesson order lists every lesson exactly once', () => {
    given(topicDecider, [topicCreated])
      .when({ type: 'ReorderLessons', data: { lessonIDs: ['y', 'x'], currentLessonIDs: ['x', 'y'] } })
      .then([{ type: 'LessonsReordered', data: { topicID: 't1', lessonIDs: ['y', 'x'] } }]);
    given(topicDecider, [topicCreated])
      .when({ type: 'ReorderLessons', data: { lessonIDs: ['x', 'z'], currentLessonIDs: ['x', 'y'] } })
      .thenThrows(ValidationError);
  });
});

describe('note', () => {
  test("a note is created once, as an active draft, in an author lesson (a reader's lesson is not found)", () => {
    const intoAuthorParent: NoteCommand = { type: 'CreateNote', data: createNote };
    const intoReaderParent: NoteCommand = { type: 'CreateNote', data: { ...createNote, lessonType: 'READER' } };
    expectAuthorCreateRules(noteDecider, { intoAuthorParent, intoReaderParent }, noteCreated);
  });

  test("the admin's commands do not find a reader's own note (404)", () => {
    const readerNote: NoteCreated = {
      ...noteCreated,
      data: { ...noteCreated.data, noteType: 'READER', ownerReaderID: 'r1', publishState: 'PUBLISHED' },
    };
    expectAdminCommandsMiss(noteDecider, readerNote, [
      { type: 'UpdateNote', data: { lessonID: 'l1', noteHeader: 'Mine now', noteContent: '<p>x</p>', status: 'ACT' } },
      { type: 'ChangeNoteStatus', data: { status: 'INA' } },
      { type: 'PublishNote' },
      { type: 'DraftNote' },
      { type: 'MoveNote', data: { toLessonID: 'l2', toLessonType: 'AUTHOR' } },
    ]);
  });

  test('its HTML is sanitised before it is recorded', () => {
    given(noteDecider)
      .when({
        type: 'CreateNote',
        data: { ...createNote, noteContent: '<p onclick="steal()">140/90</p><script>steal()</script>' },
      })
      .then([noteCreated]);
    given(noteDecider, [noteCreated])
      .when({
        type: 'UpdateNote',
        data: {
          lessonID: 'l1',
          noteHeader: 'Thresholds',
          noteContent: '<p>150/95<img src=x onerror=steal()></p>',
          status: 'ACT',
        },
      })
      .then([{ type: 'NoteContentChanged', data: { noteID: 'n1', noteContent: '<p>150/95</p>' } }]);
  });

  test('an update records only what changed, judged after sanitising', () => {
    given(noteDecider, [noteCreated])
      .when({
        type: 'UpdateNote',
        data: {
          lessonID: 'l1',
          noteHeader: 'Thresholds',
          noteContent: '<p style="color:red">140/90</p>',
          status: 'ACT',
        },
      })
      .thenNothingHappened();
    given(noteDecider, [noteCreated])
      .when({
        type: 'UpdateNote',
        data: { lessonID: 'l1', noteHeader: 'Targets', noteContent: '<p>140/90</p>', status: 'INA' },
      })
      .then([
        { type: 'NoteRetitled', data: { noteID: 'n1', noteHeader: 'Targets' } },
        { type: 'NoteStatusChanged', data: { noteID: 'n1', status: 'INA' } },
      ]);
  });

  test('a save does not move a note to another lesson', () => {
    given(noteDecider, [noteCreated])
      .when({
        type: 'UpdateNote',
        data: { lessonID: 'l2', noteHeader: 'Thresholds', noteContent: '<p>140/90</p>', status: 'ACT' },
      })
      .thenThrows(ConflictError);
  });

  test('a note that does not exist is not found', () => {
    given(noteDecider).when({ type: 'PublishNote' }).thenThrows(NotFoundError);
  });

  publishableRules(noteDecider, {
    created: noteCreated,
    parent: { name: 'lesson', own: 'l1', other: 'l2' },
    commands: {
      status: (status) => ({ type: 'ChangeNoteStatus', data: { status } }),
      publish: { type: 'PublishNote' },
      draft: { type: 'DraftNote' },
      move: (toLessonID, toLessonType) => ({ type: 'MoveNote', data: { toLessonID, toLessonType } }),
    },
    events: {
      statusChanged: (status) => ({ type: 'NoteStatusChanged', data: { noteID: 'n1', status } }),
      published: { type: 'NotePublished', data: { noteID: 'n1' } },
      drafted: { type: 'NoteDrafted', data: { noteID: 'n1' } },
      moved: (fromLessonID, toLessonID) => ({ type: 'NoteMoved', data: { noteID: 'n1', fromLessonID, toLessonID } }),
    },
  });
});
