import { randomUUID } from 'node:crypto';
import { projectionSpec } from '../../../../test/support/projection-spec';
import { ContentReviewQueries } from '../queries/content-review.queries';
import { type ContentReviewEvent, contentReviewProjection } from './content-review.projection';

const spec = projectionSpec(contentReviewProjection);
const today = '2026-11-28';
const page = { page: 0, rows: 20 };
const everyKind = ['NOTE', 'AKT', 'MSQ', 'KFP'] as const;

const [topicID, otherTopicID, lessonID] = [randomUUID(), randomUUID(), randomUUID()];
const lessonCreated: ContentReviewEvent = { type: 'LessonCreated', data: { lessonID, topicID } };
const noteCreated = (noteID: string, noteHeader: string, noteType = 'AUTHOR'): ContentReviewEvent => ({
  type: 'NoteCreated',
  data: { noteID, lessonID, noteHeader, status: 'ACT', noteType },
});
const aktCreated = (questionID: string, questionName: string): ContentReviewEvent => ({
  type: 'AktQuestionCreated',
  data: { questionID, topicID: otherTopicID, questionName, status: 'ACT' },
});
const source = (lastReviewedOn: string | null) => ({
  sourceTitle: 'Therapeutic Guidelines: Respiratory',
  sourceUrl: 'https://www.tg.org.au',
  lastReviewedOn,
});

describe('content review projection and list (issue 29)', () => {
  const queries = () => new ContentReviewQueries(spec.db);
  const listed = async (kinds: readonly (typeof everyKind)[number][] = everyKind, extra = {}) =>
    (await queries().needingReview({ ...page, ...extra }, kinds, today)).pageData.map((item) => [
      item.contentName,
      item.lastReviewedOn,
      item.openReports,
      item.reviewDue,
    ]);

  beforeEach(() => spec.db.deleteFrom('content_report').execute());

  it('lists author notes and questions never reviewed or reviewed more than 12 months ago; not readers’ notes, not recent reviews', async () => {
    const [never, old, recent, exactly, mine, question] = [1, 2, 3, 4, 5, 6].map(() => randomUUID());
    await spec.given(
      lessonCreated,
      noteCreated(never!, 'Spirometry'),
      noteCreated(old!, 'Peak flow'),
      noteCreated(recent!, 'Inhaler technique'),
      noteCreated(exactly!, 'Action plans'),
      noteCreated(mine!, 'My own note', 'READER'),
      aktCreated(question!, 'First-line preventer'),
      { type: 'NoteSourceChanged', data: { noteID: old!, ...source('2025-11-27') } },
      { type: 'NoteSourceChanged', data: { noteID: recent!, ...source('2026-06-01') } },
      { type: 'NoteSourceChanged', data: { noteID: exactly!, ...source('2025-11-28') } },
    );

    expect(await listed()).toEqual([
      ['First-line preventer', null, 0, true],
      ['Spirometry', null, 0, true],
      ['Peak flow', '2025-11-27', 0, true],
    ]);
    expect(await listed(['NOTE'])).toHaveLength(2);
    expect(await listed(['AKT'], { contentType: 'NOTE' })).toEqual([]);
    const [note] = (await queries().needingReview({ ...page, contentType: 'NOTE' }, everyKind, today)).pageData;
    expect(note).toMatchObject({ contentType: 'NOTE', topicID, lessonID });
  });

  it('content with open reports comes first, even when reviewed recently; answered reports do not count', async () => {
    const [reported, closed] = [randomUUID(), randomUUID()];
    await spec.given(
      lessonCreated,
      noteCreated(reported!, 'Spirometry'),
      noteCreated(closed!, 'Peak flow'),
      { type: 'NoteSourceChanged', data: { noteID: reported!, ...source('2026-11-01') } },
      { type: 'NoteSourceChanged', data: { noteID: closed!, ...source('2026-11-01') } },
    );
    const report = (contentID: string, status: 'NEW' | 'ACCEPTED' | 'FIXED') => ({
      content_report_id: randomUUID(),
      reader_id: randomUUID(),
      content_type: 'NOTE' as const,
      content_id: contentID,
      content_name: 'x',
      topic_id: topicID,
      lesson_id: lessonID,
      reason: 'TYPO' as const,
      text: 'x',
      status,
      reported_at: new Date(),
    });
    await spec.db
      .insertInto('content_report')
      .values([report(reported!, 'NEW'), report(reported!, 'ACCEPTED'), report(closed!, 'FIXED')])
      .execute();

    expect(await listed()).toEqual([['Spirometry', '2026-11-01', 2, false]]);
    expect(await listed(everyKind, { reason: 'NOT_REVIEWED' })).toEqual([]);
    expect(await listed(everyKind, { reason: 'OPEN_REPORTS' })).toHaveLength(1);
  });

  it('follows renames, status, moves and removals; a source change is read back for readers', async () => {
    const [note, question] = [randomUUID(), randomUUID()];
    await spec.given(
      lessonCreated,
      noteCreated(note!, 'Spirometry'),
      aktCreated(question!, 'Preventer'),
      { type: 'NoteRetitled', data: { noteID: note!, noteHeader: 'Spirometry in adults' } },
      { type: 'AktQuestionSourceChanged', data: { questionID: question!, ...source('2026-10-01') } },
    );
    expect(await listed()).toEqual([['Spirometry in adults', null, 0, true]]);
    expect(await queries().sources('AKT', [question!, randomUUID()])).toEqual([
      { contentID: question, ...source('2026-10-01') },
    ]);
    expect(await queries().sources('NOTE', [note!])).toEqual([]);

    await spec.given(
      { type: 'NoteStatusChanged', data: { noteID: note!, status: 'INA' } },
      { type: 'AktQuestionRemoved', data: { questionID: question! } },
    );
    expect(await listed()).toEqual([]);
    expect(await queries().sources('AKT', [question!])).toEqual([]);
  });
});
