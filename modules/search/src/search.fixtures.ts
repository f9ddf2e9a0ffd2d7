import { randomUUID } from 'node:crypto';
import type { CatalogEvent, LessonNoteEvent } from '@notebook/catalog';

export type SearchEvent = CatalogEvent | LessonNoteEvent;

/**
 * The specs' group > chapter > topic > lesson chain, in fresh ids and all active: an author chain, or a
 * reader's own when `ownerReaderID` is given; the lesson published unless `publishState` says DRAFT.
 */
export function lessonChain(options: {
  topicName: string;
  lessonName: string;
  freeContent?: boolean;
  ownerReaderID?: string;
  publishState?: 'DRAFT' | 'PUBLISHED';
}) {
  const [chapterGroupID, chapterID, topicID, lessonID] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
  const ownerReaderID = options.ownerReaderID ?? null;
  const type = ownerReaderID ? ('READER' as const) : ('AUTHOR' as const);
  const events: SearchEvent[] = [
    { type: 'ChapterGroupCreated', data: { chapterGroupID, chapterGroupName: 'Clinical', status: 'ACT' } },
    { type: 'ChapterCreated', data: { chapterID, chapterGroupID, chapterName: 'Cardiology', status: 'ACT' } },
    {
      type: 'TopicCreated',
      data: {
        topicID,
        chapterID,
        topicName: options.topicName,
        status: 'ACT',
        freeContent: options.freeContent ?? false,
        topicType: type,
        ownerReaderID,
      },
    },
    {
      type: 'LessonCreated',
      data: {
        lessonID,
        topicID,
        lessonName: options.lessonName,
        status: 'ACT',
        lessonType: type,
        ownerReaderID,
        publishState: options.publishState ?? 'PUBLISHED',
      },
    },
  ];
  return { events, chapterID, topicID, lessonID, type, ownerReaderID };
}
