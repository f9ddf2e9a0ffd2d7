import { Kysely, sql } from 'kysely';
import type { AktSessionListItem, Paged } from '@notebook/contracts';
import type { Database } from '@notebook/read-models';
import { type PracticeHistory, practiceHistory } from './practice-history';
import { type AktSessionProgress, type AktSessionTimes, sessionListItem } from '../akt-sessions/akt-session.views';

export type AktHistory = PracticeHistory;

/** Reads of the practice read model. A reader reaches only their own sessions; another's is absent. */
export class AktSessionQueries {
  constructor(private readonly db: Kysely<Database>) {}

  /** When a session started and ended (what its stream's state does not hold). */
  async times(aktSessionID: string): Promise<AktSessionTimes | undefined> {
    const row = await this.db
      .selectFrom('akt_session')
      .select(['created_at', 'ended_at'])
      .where('akt_session_id', '=', aktSessionID)
      .executeTakeFirst();
    return row && { createdAt: row.created_at, endedAt: row.ended_at };
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
        sessionListItem(row.document as AktSessionProgress, row.no_of_questions, {
          createdAt: row.created_at,
          endedAt: row.ended_at,
        }),
      ),
      totalNoOfRecords: total.count,
    };
  }

  history(readerID: string): Promise<AktHistory> {
    return practiceHistory(this.db, 'AKT', readerID);
  }
}
