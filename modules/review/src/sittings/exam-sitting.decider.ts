import { ReviewMessages } from '@notebook/contracts';
import { type Decider, assertCreatable, assertExists, commandHandler } from '@notebook/kernel';
import { type ExamSittingEvent, type ExamSittingFields, examSittingStream } from './exam-sitting.events';

/** A sitting as saved, or none: never saved, or removed (`removed`), which no save brings back. */
export type ExamSittingState = { exists: false; removed: boolean } | { exists: true; fields: ExamSittingFields };

export type ExamSittingCommand =
  | { type: 'AddExamSitting'; data: ExamSittingFields }
  | { type: 'UpdateExamSitting'; data: ExamSittingFields }
  | { type: 'RemoveExamSitting'; data: { sittingID: string } };

const sameFields = (a: ExamSittingFields, b: ExamSittingFields) =>
  a.exam === b.exam && a.name === b.name && a.examDate === b.examDate;

/**
 * One stream per RACGP exam sitting (admins enter the RACGP's published dates). Adding one under an
 * id already used is a 409; updating or removing one that does not exist, or was removed, is a 404;
 * saving an untouched form records nothing.
 */
export const examSittingDecider: Decider<ExamSittingState, ExamSittingCommand, ExamSittingEvent> = {
  initialState: () => ({ exists: false, removed: false }),
  evolve(_state, event) {
    if (event.type === 'ExamSittingRemoved') return { exists: false, removed: true };
    return { exists: true, fields: event.data };
  },
  decide(command, state) {
    if (command.type === 'AddExamSitting') {
      assertCreatable({ exists: state.exists || state.removed }, 'exam sitting');
      return [{ type: 'ExamSittingSaved', data: command.data }];
    }
    assertExists(state, ReviewMessages.sittingNotFound, 'sittingID');
    if (command.type === 'RemoveExamSitting') return [{ type: 'ExamSittingRemoved', data: command.data }];
    if (sameFields(state.fields, command.data)) return [];
    return [{ type: 'ExamSittingSaved', data: command.data }];
  },
};

export const examSittingCommands = commandHandler({ decider: examSittingDecider, streamName: examSittingStream });
