import type { ColumnType, Generated } from 'kysely';

/** numeric comes back from pg as text. */
type Numeric = ColumnType<string, number, number>;

/** Where a readiness answer came from: an AKT session, a KFP(MSQ) session or a KFP case attempt. */
export type ReadinessSource = 'AKT' | 'MSQ' | 'KFP';

/**
 * One question a reader met in a session or attempt (projection `readiness`). `marks` of `out_of`
 * once answered and marked; `revealed` once the reader was shown the mark (tutor or KFP: on answering;
 * exam: when the session ended), so readiness never tells a running exam's marks.
 */
export interface ReadinessAnswerTable {
  source: ReadinessSource;
  session_id: string;
  question_id: string;
  reader_id: string;
  topic_id: string;
  revealed_on_answer: boolean;
  revealed: Generated<boolean>;
  marks: Numeric | null;
  out_of: Numeric | null;
  answered_at: Date | null;
}

export interface ReadinessTables {
  readiness_answer: ReadinessAnswerTable;
}
