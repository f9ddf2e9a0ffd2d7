import { randomUUID } from 'node:crypto';
import { type CatalogEvent, type LessonNoteEvent, curriculumEvents } from '@notebook/catalog';

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
    curriculumEvents.group(chapterGroupID, 'Clinical'),
    curriculumEvents.chapter(chapterGroupID, chapterID, 'Cardiology'),
    curriculumEvents.topic(chapterID, topicID, options.topicName, {
      topicType: type,
      ownerReaderID,
      freeContent: options.freeContent,
    }),
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
