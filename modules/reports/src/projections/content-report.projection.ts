import { sql, type Transaction } from 'kysely';
import { occurredAt } from '@notebook/kernel';
import type { Database, Projection, Recorded } from '@notebook/read-models';
import type {
  AktQuestionCreated,
  AktQuestionRemoved,
  AktQuestionUpdated,
  ChapterCreated,
  ChapterStatusChanged,
  KfpCaseCreated,
  KfpCaseRemoved,
  KfpCaseUpdated,
  LessonCreated,
  LessonDeleted,
  LessonStatusChanged,
  MsqQuestionCreated,
  MsqQuestionRemoved,
  MsqQuestionUpdated,
  NoteCreated,
  NoteDeleted,
  NoteStatusChanged,
  TopicCreated,
  TopicDeleted,
  TopicStatusChanged,
} from './report-events';

type ContentEvent =
  | ChapterCreated
  | ChapterStatusChanged
  | TopicCreated
  | TopicStatusChanged
  | TopicDeleted
  | LessonCreated
  | LessonStatusChanged
  | LessonDeleted
  | NoteCreated
  | NoteStatusChanged
  | NoteDeleted
  | AktQuestionCreated
  | AktQuestionUpdated
  | AktQuestionRemoved
  | MsqQuestionCreated
  | MsqQuestionUpdated
  | MsqQuestionRemoved
  | KfpCaseCreated
  | KfpCaseUpdated
  | KfpCaseRemoved;

/** The kinds the CONTENT report counts, in its order. */
export const ContentKinds = ['CHAPTER', 'TOPIC', 'LESSON', 'NOTE', 'AKT_QUESTION', 'MSQ_QUESTION', 'KFP_CASE'] as const;
export type ContentKind = (typeof ContentKinds)[number];

/**
 * CONTENT: every author chapter, topic, lesson and note and every AKT, KFP(MSQ) question and KFP case
 * with its status (ACT/INA) and when it was added. Readers' own topics, lessons and notes are not
 * content: they are skipped, and so are their later changes (no row to change).
 */
export const contentReportProjection: Projection<ContentEvent> = {
  name: 'report-content',
  version: 1,
  canHandle: [
    'ChapterCreated',
    'ChapterStatusChanged',
    'TopicCreated',
    'TopicStatusChanged',
    'TopicDeleted',
    'LessonCreated',
    'LessonStatusChanged',
    'LessonDeleted',
    'NoteCreated',
    'NoteStatusChanged',
    'NoteDeleted',
    'AktQuestionCreated',
    'AktQuestionUpdated',
    'AktQuestionRemoved',
    'MsqQuestionCreated',
    'MsqQuestionUpdated',
    'MsqQuestionRemoved',
    'KfpCaseCreated',
    'KfpCaseUpdated',
    'KfpCaseRemoved',
  ],
  tables: ['report_content_item'],
  async handle(events, trx) {
    for (const event of events) await apply(event, trx);
  },
};

async function apply(event: Recorded<ContentEvent>, trx: Transaction<Database>): Promise<void> {
  const add = (kind: ContentKind, itemID: string, status: string) =>
    sql`INSERT INTO report_content_item (item_id, kind, status, created_at)
      VALUES (${itemID}, ${kind}, ${status}, ${occurredAt(event)}) ON CONFLICT (item_id) DO NOTHING`.execute(trx);
  const setStatus = (itemID: string, status: string) =>
    sql`UPDATE report_content_item SET status = ${status} WHERE item_id = ${itemID}`.execute(trx);
  const remove = (itemID: string) => sql`DELETE FROM report_content_item WHERE item_id = ${itemID}`.execute(trx);
  switch (event.type) {
    case 'ChapterCreated':
      return void (await add('CHAPTER', event.data.chapterID, event.data.status));
    case 'TopicCreated':
      if (event.data.ownerReaderID === null) await add('TOPIC', event.data.topicID, event.data.status);
      return;
    case 'LessonCreated':
      if (event.data.ownerReaderID === null) await add('LESSON', event.data.lessonID, event.data.status);
      return;
    case 'NoteCreated':
      if (event.data.ownerReaderID === null) await add('NOTE', event.data.noteID, event.data.status);
      return;
    case 'AktQuestionCreated':
      return void (await add('AKT_QUESTION', event.data.questionID, event.data.status));
    case 'MsqQuestionCreated':
      return void (await add('MSQ_QUESTION', event.data.questionID, event.data.status));
    case 'KfpCaseCreated':
      return void (await add('KFP_CASE', event.data.kfpCaseID, event.data.status));
    case 'ChapterStatusChanged':
      return void (await setStatus(event.data.chapterID, event.data.status));
    case 'TopicStatusChanged':
      return void (await setStatus(event.data.topicID, event.data.status));
    case 'LessonStatusChanged':
      return void (await setStatus(event.data.lessonID, event.data.status));
    case 'NoteStatusChanged':
      return void (await setStatus(event.data.noteID, event.data.status));
    case 'AktQuestionUpdated':
    case 'MsqQuestionUpdated':
      return void (await setStatus(event.data.questionID, event.data.status));
    case 'KfpCaseUpdated':
      return void (await setStatus(event.data.kfpCaseID, event.data.status));
    case 'TopicDeleted':
      return void (await remove(event.data.topicID));
    case 'LessonDeleted':
      return void (await remove(event.data.lessonID));
    case 'NoteDeleted':
      return void (await remove(event.data.noteID));
    case 'AktQuestionRemoved':
    case 'MsqQuestionRemoved':
      return void (await remove(event.data.questionID));
    case 'KfpCaseRemoved':
      return void (await remove(event.data.kfpCaseID));
  }
}
