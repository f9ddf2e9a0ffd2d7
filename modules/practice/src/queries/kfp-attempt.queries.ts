import type { Kysely } from 'kysely';
import type { KfpAttemptSummary } from '@notebook/contracts';
import type { Database } from '@notebook/read-models';
import type { KfpAttemptDocument } from '../read-model/schema';
import { attemptSummary } from '../kfp-attempts/kfp-attempt.views';

export type KfpAttemptRow = { attempt: KfpAttemptDocument; startedAt: Date };

/** Reads of readers' KFP attempts. A reader reaches only their own. */
export class KfpAttemptQueries {
  constructor(private readonly db: Kysely<Database>) {}

  async attempt(kfpAttemptID: string, readerID: string): Promise<KfpAttemptRow | undefined> {
    const row = await this.db
      .selectFrom('kfp_attempt')
      .select(['document', 'started_at'])
      .where('kfp_attempt_id', '=', kfpAttemptID)
      .where('reader_id', '=', readerID)
      .executeTakeFirst();
    return row && { attempt: row.document, startedAt: row.started_at };
  }

  /** The reader's attempts at these cases, newest first, by case. */
  async attemptsByCase(readerID: string, kfpCaseIDs: readonly string[]): Promise<Map<string, KfpAttemptSummary[]>> {
    const byCase = new Map<string, KfpAttemptSummary[]>();
    if (kfpCaseIDs.length === 0) return byCase;
    const rows = await this.db
      .selectFrom('kfp_attempt')
      .select(['kfp_case_id', 'document', 'started_at'])
      .where('reader_id', '=', readerID)
      .where('kfp_case_id', 'in', [...kfpCaseIDs])
      .orderBy('started_at', 'desc')
      .execute();
    for (const row of rows)
      byCase.set(row.kfp_case_id, [
        ...(byCase.get(row.kfp_case_id) ?? []),
        attemptSummary(row.document, row.started_at),
      ]);
    return byCase;
  }
}
