import { randomUUID } from 'node:crypto';
import type { ContentType } from '@notebook/contracts';
import type { ChapterGroupCreated } from '../chapter-groups/chapter-group.events';
import type { ChapterCreated } from '../chapters/chapter.events';
import type { TopicCreated } from '../topics/topic.events';

type TopicOptions = { topicType?: ContentType; ownerReaderID?: string | null; freeContent?: boolean };

/**
 * The specs' curriculum, as the catalog records it: active groups, chapters and topics, each under
 * the parent named first, with a fresh id unless one is given. A reader's topic has a fresh owner
 * unless `ownerReaderID` names one.
 */
export const curriculumEvents = {
  group: (chapterGroupID: string = randomUUID(), chapterGroupName = 'Group'): ChapterGroupCreated => ({
    type: 'ChapterGroupCreated',
    data: { chapterGroupID, chapterGroupName, status: 'ACT' },
  }),
  chapter: (chapterGroupID: string, chapterID: string = randomUUID(), chapterName = 'Chapter'): ChapterCreated => ({
    type: 'ChapterCreated',
    data: { chapterID, chapterGroupID, chapterName, status: 'ACT' },
  }),
  topic: (
    chapterID: string,
    topicID: string = randomUUID(),
    topicName = 'Topic',
    { topicType = 'AUTHOR', ownerReaderID, freeContent = false }: TopicOptions = {},
  ): TopicCreated => ({
    type: 'TopicCreated',
    data: {
      topicID,
      chapterID,
      topicName,
      status: 'ACT',
      freeContent,
      topicType,
      ownerReaderID: ownerReaderID ?? (topicType === 'READER' ? randomUUID() : null),
    },
  }),
};
