import { Kysely, sql } from 'kysely';
import type { AktSessionListItem, Paged } from '@notebook/contracts';
import type { Database } from '@notebook/read-models';
import type { PracticeQuestion } from '@notebook/question-bank';
import { type AktSessionFound, type AktSessionProgress, type AktSessionTimes, sessionListItem } from '../akt-sessions/akt-session.views';

export type AktSessionRow = { session: AktSessionFound; times: AktSessionTimes };
/** What the reader has met: every question of their sessions, those last answered wrong (where shown), those flagged. */
export type AktHistory = { seen: Set<string>; incorrect: Set<string>; flagged: Set<string> };

/** Reads of the practice read model. A reader reaches only their own sessions; another's is absent. */
export class AktSessionQueries {
  constructor(private readonly db: Kysely<Database>) {}

  async session(aktSessionID: string, readerID: string): Promise<AktSessionRow | undefined> {
    const row = await this.db
      .selectFrom('akt_session')
      .select(['document', 'questions', 'created_at', 'ended_at'])
      .where('akt_session_id', '=', aktSessionID)
      .where('reader_id', '=', readerID)
      .executeTakeFirst();
    if (!row) return undefined;
    const session: AktSessionFound = { ...(row.document as AktSessionProgress), questions: row.questions as PracticeQuestion[] };
    return { session, times: { createdAt: row.created_at, endedAt: row.ended_at } };
  }

  /** Newest first. */
  async page(readerID: string, page: number, rows: number): Promise<Paged<AktSessionListItem>> {
    const [found, total] = await Promise.all([
      this.db
        .selectFrom('akt_session')
        .select(['document', 'no_of_questions', 'created_at', 'ended_at'])
        .where('reader_id', '=', readerID)
        .orderBy('created_at', 'desc')
        .orderBy('akt_session_id')
        .limit(rows)
        .offset(page * rows)
        .execute(),
      this.db
        .selectFrom('akt_session')
        .select(sql<number>`count(*)::int`.as('count'))
        .where('reader_id', '=', readerID)
        .executeTakeFirstOrThrow(),
    ]);
    return {
      pageData: found.map((row) =>
        sessionListItem(row.document as AktSessionProgress, row.no_of_questions, { createdAt: row.created_at, endedAt: row.ended_at }),
      ),
      totalNoOfRecords: total.count,
    };
  }

  /**
   * The reader's history for the session filters. "Last answered wrong" counts only answers the
   * reader has been shown (tutor mode, or an ended exam), so a filter cannot tell an exam's marks early.
   */
  async history(readerID: string): Promise<AktHistory> {
    const { rows } = await sql<{ questionID: string; lastShownStatus: string | null; flagged: boolean }>`
      SELECT q.akt_question_id AS "questionID",
             (array_agg(q.answer_status ORDER BY q.answered_at DESC)
                FILTER (WHERE q.answered AND (s.mode = 'TUTOR' OR s.status = 'ENDED')))[1] AS "lastShownStatus",
             bool_or(q.flagged) AS flagged
      FROM akt_session_question q JOIN akt_session s ON s.akt_session_id = q.akt_session_id
      WHERE q.reader_id = ${readerID}
      GROUP BY q.akt_question_id`.execute(this.db);
    return {
      seen: new Set(rows.map((row) => row.questionID)),
      incorrect: new Set(rows.filter((row) => row.lastShownStatus === 'INCORRECT').map((row) => row.questionID)),
      flagged: new Set(rows.filter((row) => row.flagged).map((row) => row.questionID)),
    };
  }
}
