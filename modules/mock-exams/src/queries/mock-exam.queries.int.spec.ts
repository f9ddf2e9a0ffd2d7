import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { CatalogQueries, catalogProjection, curriculumEvents } from '@notebook/catalog';
import type { MockExamPoolQuestion } from '@notebook/contracts';
import { UserDirectory } from '@notebook/identity';
import { PracticeQuestionQueries } from '@notebook/question-bank';
import { projectionSpec } from '../../../../test/support/projection-spec';
import { MockExamQueries } from './mock-exam.queries';

const spec = projectionSpec(catalogProjection);
const queries = () =>
  new MockExamQueries(
    spec.db,
    new CatalogQueries(spec.db),
    new UserDirectory(spec.db),
    new PracticeQuestionQueries(spec.db),
  );

const { group, chapter, topic } = curriculumEvents;

async function aktQuestion(
  topicID: string,
  questionName: string,
  displayOrder: number,
  more: { status?: 'ACT' | 'INA'; mock?: 'Y' | 'N' } = {},
) {
  await sql`INSERT INTO akt_question (akt_question_id, topic_id, question_name, akt_type, akt_answer_type, status, mock_exam_question, display_order, version, document, created_at, updated_at, updated_by)
    VALUES (${randomUUID()}, ${topicID}, ${questionName}, 'AKT', 'MULTIPLE_CHOICE', ${more.status ?? 'ACT'}, ${more.mock ?? 'Y'}, ${displayOrder}, 1, '{}'::jsonb, now(), now(), 'spec')`.execute(
    spec.db,
  );
}

/** The pool as one SQL statement joining the catalog's tables answered it before issue 25: the oracle. */
async function joinedPool(): Promise<MockExamPoolQuestion[]> {
  const { rows } = await sql<MockExamPoolQuestion>`
    SELECT q.akt_question_id AS "questionID", q.question_name AS "questionName", t.topic_id AS "topicID", t.topic_name AS "topicName",
      c.chapter_id AS "chapterID", c.chapter_name AS "chapterName"
    FROM akt_question q JOIN topic t ON t.topic_id = q.topic_id JOIN chapter c ON c.chapter_id = t.chapter_id
    WHERE q.status = 'ACT' AND q.mock_exam_question = 'Y'
    ORDER BY c.display_order, t.display_order, q.display_order, q.question_name`.execute(spec.db);
  return rows;
}

describe('MockExamQueries.questionPool: own rows, then the catalog by ids', () => {
  it('answers as the joined statement did: flagged active questions of known topics, by chapter order, topic order, question order, name', async () => {
    const [clinical, basic] = [randomUUID(), randomUUID()];
    const [heart, lungs, cells] = [randomUUID(), randomUUID(), randomUUID()];
    const [angina, failure, asthma, mitosis, gone] = [
      randomUUID(),
      randomUUID(),
      randomUUID(),
      randomUUID(),
      randomUUID(),
    ];
    await spec.given(
      group(clinical),
      group(basic),
      chapter(clinical, heart, 'Heart'),
      chapter(clinical, lungs, 'Lungs'),
      chapter(basic, cells, 'Cells'),
      topic(heart, angina, 'Angina'),
      topic(heart, failure, 'Heart failure'),
      topic(lungs, asthma, 'Asthma'),
      topic(cells, mitosis, 'Mitosis'),
      topic(cells, gone, 'Deleted later'),
      { type: 'TopicDeleted', data: { topicID: gone, chapterID: cells } },
    );
    await aktQuestion(asthma, 'Asthma 1', 1);
    await aktQuestion(failure, 'Failure B', 1);
    await aktQuestion(failure, 'Failure A', 1);
    await aktQuestion(angina, 'Angina 2', 2);
    await aktQuestion(angina, 'Angina 1', 1);
    await aktQuestion(mitosis, 'Mitosis 1', 1);
    await aktQuestion(gone, 'Of a deleted topic', 1);
    await aktQuestion(angina, 'Retired', 3, { status: 'INA' });
    await aktQuestion(angina, 'Not flagged', 4, { mock: 'N' });

    const pool = await queries().questionPool('AKT');

    // Chapters by display order alone (Heart and Cells are each first in their group), as before.
    expect(pool.map((question) => question.questionName)).toEqual([
      'Angina 1',
      'Mitosis 1',
      'Angina 2',
      'Failure A',
      'Failure B',
      'Asthma 1',
    ]);
    expect(pool[0]).toMatchObject({ topicID: angina, topicName: 'Angina', chapterID: heart, chapterName: 'Heart' });
    expect(pool).toEqual(await joinedPool());
  });
});
