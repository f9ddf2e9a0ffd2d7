import type { Kysely } from 'kysely';
import type { Database } from '@notebook/read-models';
import type { ChoiceQuestionDocument, KfpCaseDocument } from '../read-model/schema';
import {
  type PracticeKfpCase,
  type PracticeQuestion,
  practiceKfpCaseOf,
  practiceQuestionOf,
} from '../shared/practice-question';

export type PracticeQuestionRef = { questionID: string; topicID: string };
/** A question a mock exam's paper may draw: its name and topic. */
export type MockPoolQuestion = { questionID: string; questionName: string; topicID: string };
/** The two banks of choice questions a practice session draws from. */
export type ChoiceQuestionKind = 'AKT' | 'MSQ';

/** What reader practice asks of the question bank: the active AKT and MSQ questions of topics, and their practice copies. */
export class PracticeQuestionQueries {
  constructor(private readonly db: Kysely<Database>) {}

  /** Active AKT or KFP(MSQ) questions of these topics (ids only: a pool to draw from). */
  async activeQuestions(kind: ChoiceQuestionKind, topicIDs: readonly string[]): Promise<PracticeQuestionRef[]> {
    if (topicIDs.length === 0) return [];
    if (kind === 'AKT')
      return this.db
        .selectFrom('akt_question')
        .select(['akt_question_id as questionID', 'topic_id as topicID'])
        .where('status', '=', 'ACT')
        .where('topic_id', 'in', [...topicIDs])
        .execute();
    return this.db
      .selectFrom('msq_question')
      .select(['msq_question_id as questionID', 'topic_id as topicID'])
      .where('status', '=', 'ACT')
      .where('topic_id', 'in', [...topicIDs])
      .execute();
  }

  /** The active questions of a kind flagged for mock exams, in each topic's order (display order, then name). */
  async mockQuestionPool(kind: ChoiceQuestionKind): Promise<MockPoolQuestion[]> {
    if (kind === 'AKT')
      return this.db
        .selectFrom('akt_question')
        .select(['akt_question_id as questionID', 'question_name as questionName', 'topic_id as topicID'])
        .where('status', '=', 'ACT')
        .where('mock_exam_question', '=', 'Y')
        .orderBy('display_order')
        .orderBy('question_name')
        .execute();
    return this.db
      .selectFrom('msq_question')
      .select(['msq_question_id as questionID', 'question_name as questionName', 'topic_id as topicID'])
      .where('status', '=', 'ACT')
      .where('selected_for_mock', '=', 'Y')
      .orderBy('display_order')
      .orderBy('question_name')
      .execute();
  }

  /** The practice copies of these questions, in the order asked; those that cannot be practised are left out. */
  async practiceQuestions(kind: ChoiceQuestionKind, questionIDs: readonly string[]): Promise<PracticeQuestion[]> {
    if (questionIDs.length === 0) return [];
    const rows =
      kind === 'AKT'
        ? await this.db
            .selectFrom('akt_question')
            .select(['akt_question_id as id', 'document'])
            .where('akt_question_id', 'in', [...questionIDs])
            .execute()
        : await this.db
            .selectFrom('msq_question')
            .select(['msq_question_id as id', 'document'])
            .where('msq_question_id', 'in', [...questionIDs])
            .execute();
    const byID = new Map(rows.map((row) => [row.id, practiceQuestionOf(present(row.document))]));
    return questionIDs.map((id) => byID.get(id)).filter((question): question is PracticeQuestion => !!question);
  }

  /** The active KFP cases of every topic that has one, in each topic's order (the copies, for practice). */
  async activeKfpCases(topicIDs?: readonly string[]): Promise<PracticeKfpCase[]> {
    if (topicIDs && topicIDs.length === 0) return [];
    let query = this.db
      .selectFrom('kfp_case')
      .select('document')
      .where('status', '=', 'ACT')
      .orderBy('topic_id')
      .orderBy('display_order')
      .orderBy('created_at');
    if (topicIDs) query = query.where('topic_id', 'in', [...topicIDs]);
    const rows = await query.execute();
    return rows
      .map((row) => practiceKfpCaseOf(present(row.document)))
      .filter((kfpCase): kfpCase is PracticeKfpCase => !!kfpCase);
  }

  async kfpCase(kfpCaseID: string): Promise<PracticeKfpCase | null> {
    const row = await this.db
      .selectFrom('kfp_case')
      .select('document')
      .where('kfp_case_id', '=', kfpCaseID)
      .executeTakeFirst();
    return row ? practiceKfpCaseOf(present(row.document)) : null;
  }

  /** The lesson a question (AKT, MSQ) or KFP case is linked to (issue 29); null when none or not in the bank. */
  async lessonOf(kind: ChoiceQuestionKind | 'KFP', questionID: string): Promise<string | null> {
    const row =
      kind === 'KFP'
        ? await this.db
            .selectFrom('kfp_case')
            .select('document')
            .where('kfp_case_id', '=', questionID)
            .executeTakeFirst()
        : kind === 'AKT'
          ? await this.db
              .selectFrom('akt_question')
              .select('document')
              .where('akt_question_id', '=', questionID)
              .executeTakeFirst()
          : await this.db
              .selectFrom('msq_question')
              .select('document')
              .where('msq_question_id', '=', questionID)
              .executeTakeFirst();
    return row?.document.lessonID ?? null;
  }
}

/**
 * The copies are made from an item as its decider holds it; a row of the read model is an item that
 * exists and is not removed (the projection deletes a removed one). Spelled out, so a change to the
 * deciders' state fails to compile here rather than changing what practice reads.
 */
function present<D extends ChoiceQuestionDocument | KfpCaseDocument>(document: D) {
  return { exists: true as const, removed: false, ...document };
}
