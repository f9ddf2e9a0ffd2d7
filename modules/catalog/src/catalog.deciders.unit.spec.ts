import { ConflictError, NotFoundError, ValidationError } from '@notebook/kernel';
import { given } from '@notebook/kernel/testing';
import type { TopicCreated } from './catalog.events';
import { topicCreated } from './catalog.fixtures';
import { chapterGroupDecider, chapterGroupOrderDecider } from './chapter-groups/chapter-group.decider';
import { chapterDecider } from './chapters/chapter.decider';
import { curriculumEvents } from './testing/curriculum-events';
import { type TopicCommand, topicDecider } from './topics/topic.decider';

const groupCreated = curriculumEvents.group('g1', 'Clinical Medicine');
const chapterCreated = curriculumEvents.chapter('g1', 'c1', 'Cardiology');

describe('chapter group', () => {
  test('is created once', () => {
    given(chapterGroupDecider).when({ type: 'CreateChapterGroup', data: groupCreated.data }).then([groupCreated]);
    given(chapterGroupDecider, [groupCreated])
      .when({ type: 'CreateChapterGroup', data: groupCreated.data })
      .thenThrows(ConflictError);
  });

  test('an update records only what changed', () => {
    given(chapterGroupDecider, [groupCreated])
      .when({ type: 'UpdateChapterGroup', data: { chapterGroupName: 'Clinical Medicine', status: 'INA' } })
      .then([{ type: 'ChapterGroupStatusChanged', data: { chapterGroupID: 'g1', status: 'INA' } }]);
    given(chapterGroupDecider, [groupCreated])
      .when({ type: 'UpdateChapterGroup', data: { chapterGroupName: 'Clinical Medicine', status: 'ACT' } })
      .thenNothingHappened();
  });

  test('updating a group that does not exist is refused', () => {
    given(chapterGroupDecider)
      .when({ type: 'ChangeChapterGroupStatus', data: { status: 'INA' } })
      .thenThrows(NotFoundError);
  });

  test('a new chapter order must list every chapter exactly once', () => {
    given(chapterGroupDecider, [groupCreated])
      .when({ type: 'ReorderChapters', data: { chapterIDs: ['b', 'a'], currentChapterIDs: ['a', 'b'] } })
      .then([{ type: 'ChaptersReordered', data: { chapterGroupID: 'g1', chapterIDs: ['b', 'a'] } }]);
    given(chapterGroupDecider, [groupCreated])
      .when({ type: 'ReorderChapters', data: { chapterIDs: ['a', 'a'], currentChapterIDs: ['a', 'b'] } })
      .thenThrows(ValidationError);
    given(chapterGroupDecider, [groupCreated])
      .when({ type: 'ReorderChapters', data: { chapterIDs: ['a'], currentChapterIDs: ['a', 'b'] } })
      .thenThrows(ValidationError);
  });

  test('the order of groups names every group', () => {
    given(chapterGroupOrderDecider)
      .when({ type: 'ReorderChapterGroups', data: { chapterGroupIDs: ['x', 'y'], currentChapterGroupIDs: ['y', 'x'] } })
      .then([{ type: 'ChapterGroupsReordered', data: { chapterGroupIDs: ['x', 'y'] } }]);
    given(chapterGroupOrderDecider)
      .when({ type: 'ReorderChapterGroups', data: { chapterGroupIDs: ['x', 'z'], currentChapterGroupIDs: ['y', 'x'] } })
      .thenThrows(ValidationError);
  });
});

describe('chapter', () => {
  test('renaming and deactivating in one save records both', () => {
    given(chapterDecider, [chapterCreated])
      .when({ type: 'UpdateChapter', data: { chapterGroupID: 'g1', chapterName: 'Cardiovascular', status: 'INA' } })
      .then([
        { type: 'ChapterRenamed', data: { chapterID: 'c1', chapterName: 'Cardiovascular' } },
        { type: 'ChapterStatusChanged', data: { chapterID: 'c1', status: 'INA' } },
      ]);
  });

  test('a chapter stays in its group', () => {
    given(chapterDecider, [chapterCreated])
      .when({ type: 'UpdateChapter', data: { chapterGroupID: 'other', chapterName: 'Cardiology', status: 'ACT' } })
      .thenThrows(ConflictError);
  });
});

describe('topic', () => {
  test('an update may move, rename, deactivate and free it at once', () => {
    given(topicDecider, [topicCreated])
      .when({
        type: 'UpdateTopic',
        data: { chapterID: 'c2', topicName: 'Hypertension in adults', status: 'INA', freeContent: true },
      })
      .then([
        { type: 'TopicMoved', data: { topicID: 't1', fromChapterID: 'c1', toChapterID: 'c2' } },
        { type: 'TopicRenamed', data: { topicID: 't1', topicName: 'Hypertension in adults' } },
        { type: 'TopicStatusChanged', data: { topicID: 't1', status: 'INA' } },
        { type: 'TopicFreeContentChanged', data: { topicID: 't1', freeContent: true } },
      ]);
  });

  test('moving to the same chapter does nothing', () => {
    given(topicDecider, [topicCreated])
      .when({ type: 'MoveTopic', data: { toChapterID: 'c1' } })
      .thenNothingHappened();
  });

  test("the admin's commands do not find a reader's own topic (404)", () => {
    const readerTopic: TopicCreated = {
      ...topicCreated,
      data: { ...topicCreated.data, topicType: 'READER', ownerReaderID: 'r1' },
    };
    for (const command of [
      { type: 'UpdateTopic', data: { chapterID: 'c1', topicName: 'Mine now', status: 'ACT', freeContent: true } },
      { type: 'ChangeTopicStatus', data: { status: 'INA' } },
      { type: 'MoveTopic', data: { toChapterID: 'c2' } },
      { type: 'ReorderLessons', data: { lessonIDs: [], currentLessonIDs: [] } },
    ] satisfies TopicCommand[]) {
      given(topicDecider, [readerTopic]).when(command).thenThrows(NotFoundError);
    }
  });
});
