import type { Transaction } from 'kysely';
import type { ContentReportContentType } from '@notebook/contracts';
import type { DomainEvent } from '@notebook/kernel';
import type { Database, Projection, Recorded } from '@notebook/read-models';

/**
 * The catalog's and the question bank's events this reads, by the few fields it uses (declared here:
 * a module reads another's events, never its internals): what content exists, its name, topic and
 * status, and its source (issue 29).
 */
type Source = { sourceTitle: string | null; sourceUrl: string | null; lastReviewedOn: string | null };
type Status = 'ACT' | 'INA';
type Choice = 'Akt' | 'Msq';
type QuestionFields = { questionID: string; topicID: string; questionName: string; status: Status };
type CaseFields = { kfpCaseID: string; topicID: string; caseName: string; status: Status };
export type ContentReviewEvent =
  | DomainEvent<'LessonCreated', { lessonID: string; topicID: string }>
  | DomainEvent<'LessonMoved', { lessonID: string; toTopicID: string }>
  | DomainEvent<
      'NoteCreated',
      { noteID: string; lessonID: string; noteHeader: string; status: Status; noteType: string }
    >
  | DomainEvent<'NoteRetitled', { noteID: string; noteHeader: string }>
  | DomainEvent<'NoteStatusChanged', { noteID: string; status: Status }>
  | DomainEvent<'NoteMoved', { noteID: string; toLessonID: string }>
  | DomainEvent<'NoteSourceChanged', { noteID: string } & Source>
  | DomainEvent<`${Choice}QuestionCreated` | `${Choice}QuestionUpdated`, QuestionFields>
  | DomainEvent<`${Choice}QuestionRemoved`, { questionID: string }>
  | DomainEvent<`${Choice}QuestionSourceChanged`, { questionID: string } & Source>
  | DomainEvent<'KfpCaseCreated' | 'KfpCaseUpdated', CaseFields>
  | DomainEvent<'KfpCaseRemoved', { kfpCaseID: string }>
  | DomainEvent<'KfpCaseSourceChanged', { kfpCaseID: string } & Source>;

const ContentReviewEventTypes: ContentReviewEvent['type'][] = [
  'LessonCreated',
  'LessonMoved',
  'NoteCreated',
  'NoteRetitled',
  'NoteStatusChanged',
  'NoteMoved',
  'NoteSourceChanged',
  ...(['Akt', 'Msq'] as const).flatMap(
    (kind) =>
      [
        `${kind}QuestionCreated`,
        `${kind}QuestionUpdated`,
        `${kind}QuestionRemoved`,
        `${kind}QuestionSourceChanged`,
      ] as const,
  ),
  'KfpCaseCreated',
  'KfpCaseUpdated',
  'KfpCaseRemoved',
  'KfpCaseSourceChanged',
];

type Trx = Transaction<Database>;

/**
 * content_review: every author note, AKT and MSQ question and KFP case with its name, place, status
 * and source, for the admins' review list (content not reviewed for 12 months, or with open reports).
 * Readers' own notes are not content to review; removed questions and cases leave.
 */
export const contentReviewProjection: Projection<ContentReviewEvent> = {
  name: 'content-review',
  version: 1,
  canHandle: ContentReviewEventTypes,
  tables: ['content_review', 'content_review_lesson'],
  async handle(events, trx) {
    for (const event of events) await apply(event, trx);
  },
};

async function apply(event: Recorded<ContentReviewEvent>, trx: Trx): Promise<unknown> {
  const { type } = event;
  switch (event.type) {
    case 'LessonCreated':
      return trx
        .insertInto('content_review_lesson')
        .values({ lesson_id: event.data.lessonID, topic_id: event.data.topicID })
        .onConflict((conflict) => conflict.column('lesson_id').doNothing())
        .execute();
    case 'LessonMoved':
      return trx
        .updateTable('content_review_lesson')
        .set({ topic_id: event.data.toTopicID })
        .where('lesson_id', '=', event.data.lessonID)
        .execute();
    case 'NoteCreated': {
      const { noteID, lessonID, noteHeader, status, noteType } = event.data;
      if (noteType !== 'AUTHOR') return;
      return upsert(trx, noteID, 'NOTE', { content_name: noteHeader, topic_id: null, lesson_id: lessonID, status });
    }
    case 'NoteRetitled':
      return change(trx, event.data.noteID, { content_name: event.data.noteHeader });
    case 'NoteStatusChanged':
      return change(trx, event.data.noteID, { status: event.data.status });
    case 'NoteMoved':
      return change(trx, event.data.noteID, { lesson_id: event.data.toLessonID });
    case 'NoteSourceChanged':
      return change(trx, event.data.noteID, sourceColumns(event.data));
    case 'KfpCaseCreated':
    case 'KfpCaseUpdated': {
      const { kfpCaseID, topicID, caseName, status } = event.data;
      return upsert(trx, kfpCaseID, 'KFP', { content_name: caseName, topic_id: topicID, lesson_id: null, status });
    }
    case 'KfpCaseRemoved':
      return trx.deleteFrom('content_review').where('content_id', '=', event.data.kfpCaseID).execute();
    case 'KfpCaseSourceChanged':
      return change(trx, event.data.kfpCaseID, sourceColumns(event.data));
  }
  const kind: ContentReportContentType = type.startsWith('Akt') ? 'AKT' : 'MSQ';
  if (type.endsWith('QuestionCreated') || type.endsWith('QuestionUpdated')) {
    const { questionID, topicID, questionName, status } = event.data as QuestionFields;
    return upsert(trx, questionID, kind, { content_name: questionName, topic_id: topicID, lesson_id: null, status });
  }
  const { questionID } = event.data as { questionID: string };
  if (type.endsWith('QuestionRemoved'))
    return trx.deleteFrom('content_review').where('content_id', '=', questionID).execute();
  return change(trx, questionID, sourceColumns(event.data as Source));
}

type Place = { content_name: string; topic_id: string | null; lesson_id: string | null; status: Status };

function upsert(trx: Trx, contentID: string, contentType: ContentReportContentType, place: Place) {
  return trx
    .insertInto('content_review')
    .values({ content_id: contentID, content_type: contentType, ...place })
    .onConflict((conflict) => conflict.column('content_id').doUpdateSet(place))
    .execute();
}

function change(trx: Trx, contentID: string, values: Partial<Place> & Partial<ReturnType<typeof sourceColumns>>) {
  return trx.updateTable('content_review').set(values).where('content_id', '=', contentID).execute();
}

const sourceColumns = (source: Source) => ({
  source_title: source.sourceTitle,
  source_url: source.sourceUrl,
  last_reviewed_on: source.lastReviewedOn,
});
