import { randomUUID } from 'node:crypto';
import { AUDIT_REDACTED } from '@notebook/contracts';
import type { DomainEvent, EventMetadata } from '@notebook/kernel';
import { projectionSpec, recordedForSpec } from '../../../../test/support/projection-spec';
import { AuditQueries } from '../queries/audit.queries';
import { auditProjection } from './audit.projection';

const spec = projectionSpec(auditProjection);
let sequence = 0;

type Given = DomainEvent & { stream: string; metadata?: EventMetadata };

/** The events as one batch, each on the stream it names (the audit reads the entity from the stream). */
async function given(...events: Given[]): Promise<void> {
  const recorded = events.map(({ stream, ...event }) => ({
    ...recordedForSpec(event, ++sequence),
    streamName: stream,
  }));
  await spec.db.transaction().execute((trx) => auditProjection.handle(recorded, trx));
}

const admin = { actorId: randomUUID(), actorType: 'ADMIN' };
const page = (filter: Record<string, string> = {}) => new AuditQueries(spec.db).page({ page: 0, rows: 20, ...filter });

describe('audit trail projection', () => {
  it("a topic's rename shows its old and new name, by the admin named in identity's events", async () => {
    const topicID = randomUUID();
    await given(
      {
        stream: `user-${admin.actorId}`,
        type: 'AdminUserCreated',
        data: {
          userId: admin.actorId,
          email: 'a@x.test',
          firstName: 'Ada',
          lastName: 'Lovelace',
          passwordHash: 'argon',
          roleIds: [],
          superAdmin: false,
        },
        metadata: { actorId: 'system', actorType: 'SYSTEM' },
      },
      {
        stream: `topic-${topicID}`,
        type: 'TopicCreated',
        data: {
          topicID,
          chapterID: 'c1',
          topicName: 'Asthma',
          status: 'ACT',
          freeContent: false,
          topicType: 'AUTHOR',
          ownerReaderID: null,
        },
        metadata: admin,
      },
    );
    await given({
      stream: `topic-${topicID}`,
      type: 'TopicRenamed',
      data: { topicID, topicName: 'Asthma in adults' },
      metadata: admin,
    });

    const { pageData, totalNoOfRecords } = await page({ entityID: topicID });
    expect(totalNoOfRecords).toBe(2);
    expect(pageData[0]).toMatchObject({
      actorID: admin.actorId,
      actorType: 'ADMIN',
      actorName: 'Ada Lovelace',
      category: 'TOPIC',
      subCategory: 'RENAMED',
      entityID: topicID,
      changes: [{ field: 'topicName', before: 'Asthma', after: 'Asthma in adults' }],
    });
    // The creation: every field from nothing; the topic's own id is the entity, not a change.
    expect(pageData[1]!.subCategory).toBe('CREATED');
    expect(pageData[1]!.changes).toContainEqual({ field: 'topicName', before: null, after: 'Asthma' });
    expect(pageData[1]!.changes.map((change) => change.field)).not.toContain('topicID');
  });

  it("a question's answer edit is diffed against that answer, not another; unchanged fields are not listed", async () => {
    const questionID = randomUUID();
    // Time-ordered ids, as the application makes them: they share their first characters.
    const [first, second] = ['01a21fc0-4971-7aaa-b184-4c5fa0583f0e', '01a21fc0-4971-7aab-9c1d-90be3d12aa41'];
    const answer = (answerID: string, text: string, correct: boolean) => ({
      answerID,
      answer: text,
      correctAnswer: correct,
      answerScore: 0,
      displayOrder: 1,
      status: 'ACT',
      questionID,
    });
    const stream = `aktQuestion-${questionID}`;
    await given(
      { stream, type: 'AktAnswerAdded', data: answer(first, 'Salbutamol', true), metadata: admin },
      { stream, type: 'AktAnswerAdded', data: answer(second, 'Aspirin', false), metadata: admin },
    );
    await given({ stream, type: 'AktAnswerUpdated', data: answer(second, 'Ibuprofen', false), metadata: admin });

    const [latest] = (await page({ entityID: questionID })).pageData;
    expect(latest).toMatchObject({ category: 'AKT_QUESTION', subCategory: 'ANSWER_UPDATED' });
    expect(latest!.changes).toEqual([
      { field: `answer ${second.slice(-8)}.answer`, before: 'Aspirin', after: 'Ibuprofen' },
    ]);
  });

  it('password hashes and tokens never appear, nor are they kept; that they changed does', async () => {
    const userId = randomUUID();
    await given(
      {
        stream: `user-${userId}`,
        type: 'ReaderRegistered',
        data: {
          userId,
          email: 'r@x.test',
          firstName: 'Rae',
          lastName: 'Reader',
          passwordHash: '$argon2id$secret-hash',
          title: 'DR',
          emailConfirmed: false,
        },
        metadata: { actorId: 'visitor', actorType: 'VISITOR' },
      },
      {
        stream: `user-${userId}`,
        type: 'UserPasswordReset',
        data: { userId, tokenId: 'tok-123', passwordHash: '$argon2id$other-hash' },
        metadata: { actorId: 'visitor', actorType: 'VISITOR' },
      },
    );
    const { pageData } = await page({ entityID: userId });
    expect(pageData.map((entry) => [entry.category, entry.subCategory, entry.actorName])).toEqual([
      ['READER', 'PASSWORD_RESET', 'Visitor'],
      ['READER', 'REGISTERED', 'Visitor'],
    ]);
    expect(pageData[0]!.changes).toEqual([
      { field: 'tokenId', before: null, after: AUDIT_REDACTED },
      { field: 'passwordHash', before: AUDIT_REDACTED, after: AUDIT_REDACTED },
    ]);
    const stored =
      JSON.stringify(await spec.db.selectFrom('audit_entity').selectAll().execute()) +
      JSON.stringify(await spec.db.selectFrom('audit_entry').selectAll().execute());
    expect(stored).not.toContain('argon2id');
    expect(stored).not.toContain('tok-123');
  });

  it('filters by date range, actor and category, newest first; events it does not audit leave no entry', async () => {
    const other = { actorId: randomUUID(), actorType: 'ADMIN' };
    const groupID = randomUUID();
    await given(
      {
        stream: `chapterGroup-${groupID}`,
        type: 'ChapterGroupCreated',
        data: { chapterGroupID: groupID, chapterGroupName: 'A', status: 'ACT' },
        metadata: { ...admin, occurredAt: '2026-03-01T10:00:00.000Z' },
      },
      {
        stream: `chapterGroup-${groupID}`,
        type: 'ChapterGroupRenamed',
        data: { chapterGroupID: groupID, chapterGroupName: 'B' },
        metadata: { ...other, occurredAt: '2026-03-05T10:00:00.000Z' },
      },
      {
        stream: `chapterGroup-${groupID}`,
        type: 'ChapterGroupStatusChanged',
        data: { chapterGroupID: groupID, status: 'INA' },
        metadata: { ...admin, occurredAt: '2026-03-09T10:00:00.000Z' },
      },
      {
        stream: `readerStudy-x_y`,
        type: 'LessonBookmarkChanged',
        data: { readerID: 'x', lessonID: 'y', bookmarked: true },
      },
    );
    const subCategories = async (filter: Record<string, string>) =>
      (await page(filter)).pageData.map((entry) => entry.subCategory);
    expect(await subCategories({ category: 'CHAPTER_GROUP' })).toEqual(['STATUS_CHANGED', 'RENAMED', 'CREATED']);
    expect(await subCategories({ fromDate: '2026-03-02', toDate: '2026-03-05' })).toEqual(['RENAMED']);
    expect(await subCategories({ actorID: admin.actorId, category: 'CHAPTER_GROUP' })).toEqual([
      'STATUS_CHANGED',
      'CREATED',
    ]);
    expect(await spec.db.selectFrom('audit_entry').select('category').execute()).toHaveLength(3);
  });
});
