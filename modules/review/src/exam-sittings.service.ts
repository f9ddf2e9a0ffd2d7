import { type ExamSitting, type ExamSittingKind, ReviewMessages } from '@notebook/contracts';
import { type Actor, type Clock, type CommandExecutor, NotFoundError, newId, sydneyDate } from '@notebook/kernel';
import type { ExamSittingQueries } from './queries/exam-sitting.queries';
import { examSittingCommands } from './sittings/exam-sitting.decider';

export type SaveExamSitting = { sittingID?: string; exam: ExamSittingKind; name: string; examDate: string };

/**
 * The RACGP exam sittings admins keep from the RACGP's published calendar (issue 29): the reader's
 * exam plan offers the upcoming ones as choices. The demo seed adds none: no one here can vouch
 * for the dates.
 */
export class ExamSittingsService {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly queries: ExamSittingQueries,
    private readonly clock: Clock,
  ) {}

  /** Every sitting, past ones too, by date then name (the admins' list). */
  async all(): Promise<ExamSitting[]> {
    return this.queries.sittings();
  }

  /** The sittings from today (Sydney) on, by date then name: the reader's choices. */
  async upcoming(): Promise<ExamSitting[]> {
    return this.queries.sittings(sydneyDate(this.clock.now()));
  }

  /** Adds a sitting (no `sittingID`) or updates the one named (unknown or removed: 404). */
  async save(input: SaveExamSitting, actor: Actor): Promise<ExamSitting> {
    const { sittingID: givenID, exam, name, examDate } = input;
    const sittingID = givenID ?? newId();
    const data = { sittingID, exam, name, examDate };
    await examSittingCommands.handle(
      this.executor,
      sittingID,
      givenID ? { type: 'UpdateExamSitting', data } : { type: 'AddExamSitting', data },
      actor,
    );
    return this.sitting(sittingID);
  }

  /** Removes a sitting (unknown or removed already: 404) and answers it as it was. */
  async remove(sittingID: string, actor: Actor): Promise<ExamSitting> {
    const removed = await this.queries.sitting(sittingID);
    await examSittingCommands.handle(
      this.executor,
      sittingID,
      { type: 'RemoveExamSitting', data: { sittingID } },
      actor,
    );
    if (!removed) throw new NotFoundError(ReviewMessages.sittingNotFound, 'sittingID');
    return removed;
  }

  private async sitting(sittingID: string): Promise<ExamSitting> {
    const sitting = await this.queries.sitting(sittingID);
    if (!sitting) throw new NotFoundError(ReviewMessages.sittingNotFound, 'sittingID');
    return sitting;
  }
}
