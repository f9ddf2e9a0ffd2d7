import { BusinessRuleError, ConflictError, ForbiddenError, NotFoundError } from '@notebook/kernel';
import { given } from '@notebook/kernel/testing';
import { type LessonCreated, curriculumEvents, lessonDecider, noteDecider, topicDecider } from '@notebook/catalog';
import { authorNote, personalNote, trashed } from '../reading.fixtures';
import { lessonStudyDecider } from './lesson-study.decider';

const authorTopic = curriculumEvents.topic('c1', 't1', 'Hypertension');
const readerTopic = curriculumEvents.topic('c1', 't2', 'My revision', { topicType: 'READER', ownerReaderID: 'r1' });
const readerLesson: LessonCreated = {
  type: 'LessonCreated',
  data: {
    lessonID: 'l2',
    topicID: 't2',
    lessonName: 'My lesson',
    status: 'ACT',
    lessonType: 'READER',
    ownerReaderID: 'r1',
    publishState: 'PUBLISHED',
  },
};
const authorLesson: LessonCreated = {
  type: 'LessonCreated',
  data: {
    ...readerLesson.data,
    lessonID: 'l1',
    topicID: 't1',
    lessonType: 'AUTHOR',
    ownerReaderID: null,
    publishState: 'PUBLISHED',
  },
};

describe('reader topics', () => {
  test('a reader topic is created with its owner; an owner is required', () => {
    given(topicDecider).when({ type: 'CreateTopic', data: readerTopic.data }).then([readerTopic]);
    given(topicDecider)
      .when({ type: 'CreateTopic', data: { ...readerTopic.data, ownerReaderID: null } })
      .thenThrows(BusinessRuleError);
  });

  test('the owner renames their topic; the same name records nothing', () => {
    given(topicDecider, [readerTopic])
      .when({ type: 'RenameReaderTopic', data: { readerID: 'r1', topicName: 'Cardio revision' } })
      .then([{ type: 'TopicRenamed', data: { topicID: 't2', topicName: 'Cardio revision' } }]);
    given(topicDecider, [readerTopic])
      .when({ type: 'RenameReaderTopic', data: { readerID: 'r1', topicName: 'My revision' } })
      .thenNothingHappened();
  });

  test("another reader's topic does not exist for them (404)", () => {
    given(topicDecider, [readerTopic])
      .when({ type: 'RenameReaderTopic', data: { readerID: 'r2', topicName: 'x' } })
      .thenThrows(NotFoundError);
    given(topicDecider, [readerTopic])
      .when({ type: 'MoveReaderTopic', data: { readerID: 'r2', toChapterID: 'c2' } })
      .thenThrows(NotFoundError);
    given(topicDecider, [readerTopic])
      .when({ type: 'DeleteReaderTopic', data: { readerID: 'r2' } })
      .thenThrows(NotFoundError);
  });

  test('only reader-type topics may be edited, moved or removed by readers (403)', () => {
    given(topicDecider, [authorTopic])
      .when({ type: 'RenameReaderTopic', data: { readerID: 'r1', topicName: 'x' } })
      .thenThrows(ForbiddenError);
    given(topicDecider, [authorTopic])
      .when({ type: 'MoveReaderTopic', data: { readerID: 'r1', toChapterID: 'c2' } })
      .thenThrows(ForbiddenError);
    given(topicDecider, [authorTopic])
      .when({ type: 'DeleteReaderTopic', data: { readerID: 'r1' } })
      .thenThrows(ForbiddenError);
  });

  test('drag to another chapter moves; dropping in the same chapter does nothing', () => {
    given(topicDecider, [readerTopic])
      .when({ type: 'MoveReaderTopic', data: { readerID: 'r1', toChapterID: 'c2' } })
      .then([{ type: 'TopicMoved', data: { topicID: 't2', fromChapterID: 'c1', toChapterID: 'c2' } }]);
    given(topicDecider, [readerTopic])
      .when({ type: 'MoveReaderTopic', data: { readerID: 'r1', toChapterID: 'c1' } })
      .thenNothingHappened();
  });

  test('an admin move does not find a reader topic (admin commands reach author content only)', () => {
    given(topicDecider, [readerTopic])
      .when({ type: 'MoveTopic', data: { toChapterID: 'c2' } })
      .thenThrows(NotFoundError, 'Topic not found');
  });

  test('removing is an event; a removed topic is not found afterwards', () => {
    given(topicDecider, [readerTopic])
      .when({ type: 'DeleteReaderTopic', data: { readerID: 'r1' } })
      .then([{ type: 'TopicDeleted', data: { topicID: 't2', chapterID: 'c1' } }]);
    const deleted = { type: 'TopicDeleted' as const, data: { topicID: 't2', chapterID: 'c1' } };
    given(topicDecider, [readerTopic, deleted])
      .when({ type: 'DeleteReaderTopic', data: { readerID: 'r1' } })
      .thenThrows(NotFoundError);
    given(topicDecider, [readerTopic, deleted])
      .when({ type: 'RenameReaderTopic', data: { readerID: 'r1', topicName: 'x' } })
      .thenThrows(NotFoundError);
  });
});

describe('reader lessons', () => {
  const create = {
    lessonID: 'l2',
    topicID: 't2',
    topicType: 'READER' as const,
    topicOwnerReaderID: 'r1',
    lessonName: 'My lesson',
    status: 'ACT' as const,
    lessonType: 'READER' as const,
    ownerReaderID: 'r1',
  };

  test('a reader adds a lesson to their own topic or to an author topic', () => {
    given(lessonDecider).when({ type: 'CreateLesson', data: create }).then([readerLesson]);
    given(lessonDecider)
      .when({ type: 'CreateLesson', data: { ...create, topicID: 't1', topicType: 'AUTHOR', topicOwnerReaderID: null } })
      .then([{ ...readerLesson, data: { ...readerLesson.data, topicID: 't1' } }]);
  });

  test("a reader cannot add a lesson to another reader's topic (404)", () => {
    given(lessonDecider)
      .when({ type: 'CreateLesson', data: { ...create, topicOwnerReaderID: 'r2' } })
      .thenThrows(NotFoundError);
  });

  test('a reader lesson has an owner', () => {
    given(lessonDecider)
      .when({ type: 'CreateLesson', data: { ...create, ownerReaderID: null } })
      .thenThrows(BusinessRuleError);
  });

  test('the owner renames their lesson; others 404; author lessons 403', () => {
    given(lessonDecider, [readerLesson])
      .when({ type: 'RenameReaderLesson', data: { readerID: 'r1', lessonName: 'Renamed' } })
      .then([{ type: 'LessonRenamed', data: { lessonID: 'l2', lessonName: 'Renamed' } }]);
    given(lessonDecider, [readerLesson])
      .when({ type: 'RenameReaderLesson', data: { readerID: 'r1', lessonName: 'My lesson' } })
      .thenNothingHappened();
    given(lessonDecider, [readerLesson])
      .when({ type: 'RenameReaderLesson', data: { readerID: 'r2', lessonName: 'x' } })
      .thenThrows(NotFoundError);
    given(lessonDecider, [authorLesson])
      .when({ type: 'RenameReaderLesson', data: { readerID: 'r1', lessonName: 'x' } })
      .thenThrows(ForbiddenError);
  });

  test('the owner removes their lesson once; others cannot', () => {
    const deleted = { type: 'LessonDeleted' as const, data: { lessonID: 'l2', topicID: 't2' } };
    given(lessonDecider, [readerLesson])
      .when({ type: 'DeleteReaderLesson', data: { readerID: 'r1' } })
      .then([deleted]);
    given(lessonDecider, [readerLesson, deleted])
      .when({ type: 'DeleteReaderLesson', data: { readerID: 'r1' } })
      .thenThrows(NotFoundError);
    given(lessonDecider, [readerLesson])
      .when({ type: 'DeleteReaderLesson', data: { readerID: 'r2' } })
      .thenThrows(NotFoundError);
    given(lessonDecider, [authorLesson])
      .when({ type: 'DeleteReaderLesson', data: { readerID: 'r1' } })
      .thenThrows(ForbiddenError);
  });
});

describe('reading marks and bookmarks', () => {
  const mark = (lessonReading: 'FIRST' | 'SECOND' | 'THIRD_READING' | null) => ({
    readerID: 'r1',
    lessonID: 'l1',
    lessonReading,
  });
  const bookmark = (bookmarked: boolean) => ({ readerID: 'r1', lessonID: 'l1', bookmarked });

  test('a reading mark is recorded when it changes, and can be cleared', () => {
    given(lessonStudyDecider)
      .when({ type: 'MarkLessonReading', data: mark('FIRST') })
      .then([{ type: 'LessonReadingMarked', data: mark('FIRST') }]);
    given(lessonStudyDecider, [{ type: 'LessonReadingMarked', data: mark('FIRST') }])
      .when({ type: 'MarkLessonReading', data: mark('THIRD_READING') })
      .then([{ type: 'LessonReadingMarked', data: mark('THIRD_READING') }]);
    given(lessonStudyDecider, [{ type: 'LessonReadingMarked', data: mark('FIRST') }])
      .when({ type: 'MarkLessonReading', data: mark('FIRST') })
      .thenNothingHappened();
    given(lessonStudyDecider, [{ type: 'LessonReadingMarked', data: mark('FIRST') }])
      .when({ type: 'MarkLessonReading', data: mark(null) })
      .then([{ type: 'LessonReadingMarked', data: mark(null) }]);
    given(lessonStudyDecider)
      .when({ type: 'MarkLessonReading', data: mark(null) })
      .thenNothingHappened();
  });

  test('bookmarking is idempotent both ways', () => {
    given(lessonStudyDecider)
      .when({ type: 'SetLessonBookmark', data: bookmark(true) })
      .then([{ type: 'LessonBookmarkChanged', data: bookmark(true) }]);
    given(lessonStudyDecider, [{ type: 'LessonBookmarkChanged', data: bookmark(true) }])
      .when({ type: 'SetLessonBookmark', data: bookmark(true) })
      .thenNothingHappened();
    given(lessonStudyDecider, [{ type: 'LessonBookmarkChanged', data: bookmark(true) }])
      .when({ type: 'SetLessonBookmark', data: bookmark(false) })
      .then([{ type: 'LessonBookmarkChanged', data: bookmark(false) }]);
    given(lessonStudyDecider)
      .when({ type: 'SetLessonBookmark', data: bookmark(false) })
      .thenNothingHappened();
  });
});

describe('personal notes and the trash', () => {
  const create = {
    noteID: 'n2',
    lessonID: 'l1',
    noteHeader: 'Mine',
    noteContent: '<p>remember</p>',
    ownerReaderID: 'r1',
  };

  test('a personal note is a READER note, active and published from the start, with sanitised HTML', () => {
    given(noteDecider).when({ type: 'CreateReaderNote', data: create }).then([personalNote]);
    given(noteDecider)
      .when({
        type: 'CreateReaderNote',
        data: { ...create, noteContent: '<p onclick="x()">remember</p><script>alert(1)</script>' },
      })
      .then([personalNote]);
  });

  test("the same form saved again (its client-chosen id) records nothing; the id of another reader's note is a conflict", () => {
    given(noteDecider, [personalNote]).when({ type: 'CreateReaderNote', data: create }).thenNothingHappened();
    given(noteDecider, [personalNote])
      .when({ type: 'CreateReaderNote', data: { ...create, ownerReaderID: 'r2' } })
      .thenThrows(ConflictError);
  });

  test('the owner edits it; only what changed is recorded', () => {
    given(noteDecider, [personalNote])
      .when({
        type: 'UpdateReaderNote',
        data: { readerID: 'r1', noteHeader: 'Mine', noteContent: '<p>remember this</p>' },
      })
      .then([{ type: 'NoteContentChanged', data: { noteID: 'n2', noteContent: '<p>remember this</p>' } }]);
  });

  test("another reader's note is not found; an author note is refused", () => {
    for (const command of [
      { type: 'UpdateReaderNote' as const, data: { readerID: 'r2', noteHeader: 'x', noteContent: '' } },
      { type: 'TrashReaderNote' as const, data: { readerID: 'r2' } },
      { type: 'RestoreReaderNote' as const, data: { readerID: 'r2' } },
      { type: 'DeleteReaderNoteFromTrash' as const, data: { readerID: 'r2' } },
    ]) {
      given(noteDecider, [personalNote, trashed]).when(command).thenThrows(NotFoundError);
    }
    given(noteDecider, [authorNote])
      .when({ type: 'TrashReaderNote', data: { readerID: 'r1' } })
      .thenThrows(ForbiddenError);
    given(noteDecider, [authorNote])
      .when({ type: 'UpdateReaderNote', data: { readerID: 'r1', noteHeader: 'x', noteContent: '' } })
      .thenThrows(ForbiddenError);
  });

  test('removing puts it in the trash by a status update; repeating records nothing', () => {
    given(noteDecider, [personalNote])
      .when({ type: 'TrashReaderNote', data: { readerID: 'r1' } })
      .then([trashed]);
    given(noteDecider, [personalNote, trashed])
      .when({ type: 'TrashReaderNote', data: { readerID: 'r1' } })
      .thenNothingHappened();
  });

  test('a note in the trash is restored, and is not edited until then', () => {
    given(noteDecider, [personalNote, trashed])
      .when({ type: 'RestoreReaderNote', data: { readerID: 'r1' } })
      .then([{ type: 'NoteStatusChanged', data: { noteID: 'n2', status: 'ACT' } }]);
    given(noteDecider, [personalNote])
      .when({ type: 'RestoreReaderNote', data: { readerID: 'r1' } })
      .thenNothingHappened();
    given(noteDecider, [personalNote, trashed])
      .when({ type: 'UpdateReaderNote', data: { readerID: 'r1', noteHeader: 'x', noteContent: '' } })
      .thenThrows(BusinessRuleError);
  });

  test('only a note in the trash is deleted permanently, once', () => {
    const deleted = { type: 'NoteDeleted' as const, data: { noteID: 'n2', lessonID: 'l1' } };
    given(noteDecider, [personalNote])
      .when({ type: 'DeleteReaderNoteFromTrash', data: { readerID: 'r1' } })
      .thenThrows(BusinessRuleError, /trash/);
    given(noteDecider, [personalNote, trashed])
      .when({ type: 'DeleteReaderNoteFromTrash', data: { readerID: 'r1' } })
      .then([deleted]);
    given(noteDecider, [personalNote, trashed, deleted])
      .when({ type: 'DeleteReaderNoteFromTrash', data: { readerID: 'r1' } })
      .thenThrows(NotFoundError);
    given(noteDecider, [personalNote, trashed, deleted])
      .when({ type: 'RestoreReaderNote', data: { readerID: 'r1' } })
      .thenThrows(NotFoundError);
  });
});
