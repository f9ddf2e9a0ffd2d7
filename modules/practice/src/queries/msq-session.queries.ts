import { Kysely, sql } from 'kysely';
import type { MsqSessionListItem, Paged } from '@notebook/contracts';
import type { Database } from '@notebook/read-models';
import { type MsqSessionProgress, type MsqSessionTimes, msqSessionListItem } from '../msq-sessions/msq-session.views';
import { type PracticeHistory, practiceHistory } from './practice-history';

/** Reads of the KFP(MSQ) sessions. A reader reaches only their own sessions; another's is absent. */
export class MsqSessionQueries {
  constructor(private readonly db: Kysely<Database>) {}

  /** When a session started and ended (what its stream's state does not hold). */
  async times(msqSessionID: string): Promise<MsqSessionTimes | undefined> {
    const row = await this.db
      .selectFrom('msq_session')
      .select(['created_at', 'ended_at'])
      .where('msq_session_id', '=', msqSessionID)
      .executeTakeFirst();
    return row && { createdAt: row.created_at, endedAt: row.ended_at };
  }

  /** Newest first. */
  async page(readerID: string, page: number, rows: number): Promise<Paged<MsqSessionListItem>> {
    const [found, total] = await Promise.all([
      this.db
        .selectFrom('msq_session')
        .select(['document', 'no_of_questions', 'created_at', 'ended_at'])
        .where('reader_id', '=', readerID)
        .orderBy('created_at', 'desc')
        .orderBy('msq_session_id')
        .limit(rows)
        .offset(page * rows)
        .execute(),
      this.db
        .selectFrom('msq_session')
        .select(sql<number>`count(*)::int`.as('count'))
        .where('reader_id', '=', readerID)
        .executeTakeFirstOrThrow(),
    ]);
    return {
      pageData: found.map((row) =>
        msqSessionListItem(row.document as MsqSessionProgress, row.no_of_questions, {
          createdAt: row.created_at,
          endedAt: row.ended_at,
        }),
      ),
      totalNoOfRecords: total.count,
    };
  }

  history(readerID: string): Promise<PracticeHistory> {
    return practiceHistory(this.db, 'MSQ', readerID);
  }
}
