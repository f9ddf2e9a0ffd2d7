import type { Kysely } from 'kysely';
import type { Database } from '@notebook/read-models';
import type { ChoiceQuestionState } from '../shared/choice-question.decider';
import { type PracticeQuestion, practiceQuestionOf } from '../shared/practice-question';

export type PracticeQuestionRef = { questionID: string; topicID: string };

/** What reader practice asks of the question bank: the active AKT questions of topics, and their practice copies. */
export class PracticeQuestionQueries {
  constructor(private readonly db: Kysely<Database>) {}

  /** Active AKT questions of these topics (ids only: a pool to draw from). */
  async activeAktQuestions(topicIDs: readonly string[]): Promise<PracticeQuestionRef[]> {
    if (topicIDs.length === 0) return [];
    const rows = await this.db
      .selectFrom('akt_question')
      .select(['akt_question_id as questionID', 'topic_id as topicID'])
      .where('status', '=', 'ACT')
      .where('topic_id', 'in', [...topicIDs])
      .execute();
    return rows;
  }

  /** The practice copies of these AKT questions, in the order asked; those that cannot be practised are left out. */
  async aktPracticeQuestions(questionIDs: readonly string[]): Promise<PracticeQuestion[]> {
    if (questionIDs.length === 0) return [];
    const rows = await this.db
      .selectFrom('akt_question')
      .select(['akt_question_id', 'document'])
      .where('akt_question_id', 'in', [...questionIDs])
      .execute();
    const byID = new Map(rows.map((row) => [row.akt_question_id, practiceQuestionOf(row.document as ChoiceQuestionState)]));
    return questionIDs.map((id) => byID.get(id)).filter((question): question is PracticeQuestion => !!question);
  }
}
