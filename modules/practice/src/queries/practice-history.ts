import { type Kysely, sql } from 'kysely';
import type { Database } from '@notebook/read-models';

/** What the reader has met: every question of their sessions, those last answered wrong (where shown), those flagged. */
export type PracticeHistory = { seen: Set<string>; incorrect: Set<string>; flagged: Set<string> };

const TABLES = {
  AKT: {
    sessions: 'akt_session',
    questions: 'akt_session_question',
    sessionID: 'akt_session_id',
    questionID: 'akt_question_id',
  },
  MSQ: {
    sessions: 'msq_session',
    questions: 'msq_session_question',
    sessionID: 'msq_session_id',
    questionID: 'msq_question_id',
  },
} as const;

/**
 * A reader's history of AKT or KFP(MSQ) questions, for the session filters and the faced count.
 * Flagged follows the latest flag set or cleared on the question in any session (issue 28): meeting
 * it again leaves the flag as it was, clearing it in a later session ends it.
 * "Last answered wrong" counts only answers the reader has been shown (tutor mode, or an ended
 * exam), so a filter cannot tell an exam's marks early.
 */
export async function practiceHistory(
  db: Kysely<Database>,
  kind: keyof typeof TABLES,
  readerID: string,
): Promise<PracticeHistory> {
  const t = TABLES[kind];
  const { rows } = await sql<{ questionID: string; lastShownStatus: string | null; flagged: boolean }>`
    SELECT q.${sql.ref(t.questionID)} AS "questionID",
           (array_agg(q.answer_status ORDER BY q.answered_at DESC)
              FILTER (WHERE q.answered AND (s.mode = 'TUTOR' OR s.status = 'ENDED')))[1] AS "lastShownStatus",
           coalesce((array_agg(q.flagged ORDER BY q.flagged_at DESC) FILTER (WHERE q.flagged_at IS NOT NULL))[1], false) AS flagged
    FROM ${sql.table(t.questions)} q JOIN ${sql.table(t.sessions)} s ON s.${sql.ref(t.sessionID)} = q.${sql.ref(t.sessionID)}
    WHERE q.reader_id = ${readerID}
    GROUP BY q.${sql.ref(t.questionID)}`.execute(db);
  return {
    seen: new Set(rows.map((row) => row.questionID)),
    incorrect: new Set(rows.filter((row) => row.lastShownStatus === 'INCORRECT').map((row) => row.questionID)),
    flagged: new Set(rows.filter((row) => row.flagged).map((row) => row.questionID)),
  };
}
