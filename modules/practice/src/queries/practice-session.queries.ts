import { Kysely } from 'kysely';
import type { Paged } from '@notebook/contracts';
import { pagedRows } from '@notebook/kernel';
import type { Database } from '@notebook/read-models';
import type { AktTypes } from '../akt-sessions/akt-session.kind';
import type { MsqTypes } from '../msq-sessions/msq-session.kind';
import type { KindTypes, SessionKind, SessionTimes } from '../sessions/session-kind';
import { type PracticeHistory, practiceHistory } from './practice-history';

/**
 * Reads of the practice read model's sessions of one kind (akt_session, msq_session). A reader reaches
 * only their own sessions; another's is absent.
 */
export class PracticeSessionQueries<T extends KindTypes> {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly kind: SessionKind<T>,
  ) {}

  /** When a session started and ended (what its stream's state does not hold). */
  async times(sessionID: string): Promise<SessionTimes | undefined> {
    const { table } = this.kind;
    const row = await this.db
      .selectFrom(table)
      .select(['created_at', 'ended_at'])
      .where(`${table}_id`, '=', sessionID)
      .executeTakeFirst();
    return row && { createdAt: row.created_at, endedAt: row.ended_at };
  }

  /** Newest first. */
  async page(readerID: string, page: number, rows: number): Promise<Paged<T['listItem']>> {
    const { table, views } = this.kind;
    const own = this.db.selectFrom(table).where('reader_id', '=', readerID);
    const ordered = (filtered: typeof own) =>
      filtered
        .select(['document', 'no_of_questions', 'answered_count', 'created_at', 'ended_at'])
        .orderBy('created_at', 'desc')
        .orderBy(`${table}_id`);
    return pagedRows(own, ordered, { page, rows }, (row) =>
      views.listItem(
        row.document,
        { noOfQuestions: row.no_of_questions, answeredCount: row.answered_count },
        { createdAt: row.created_at, endedAt: row.ended_at },
      ),
    );
  }

  history(readerID: string): Promise<PracticeHistory> {
    return practiceHistory(this.db, this.kind.kind, readerID);
  }
}

/** The tokens the two kinds' queries are provided under. */
export class AktSessionQueries extends PracticeSessionQueries<AktTypes> {}
export class MsqSessionQueries extends PracticeSessionQueries<MsqTypes> {}
