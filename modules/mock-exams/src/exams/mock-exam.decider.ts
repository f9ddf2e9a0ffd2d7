import { type MockExamStatus, Messages } from '@notebook/contracts';
import { ConflictError, Decider, NotFoundError, ValidationError, commandHandler } from '@notebook/kernel';
import type { PracticeQuestion } from '@notebook/question-bank';
import { type MockExamDefinition, type MockExamEvent, mockExamStream } from './mock-exam.events';

export type MockExamState =
  | { exists: false }
  | {
      exists: true;
      deleted: boolean;
      mockExamID: string;
      definition: MockExamDefinition;
      status: MockExamStatus;
      paper: PracticeQuestion[];
      penaltyPoints: number;
      frozen: boolean;
      opened: boolean;
      closed: boolean;
      version: number;
    };

export type MockExamCommand =
  | {
      type: 'SaveMockExam';
      data: {
        mockExamID: string;
        definition: MockExamDefinition;
        expectedVersion?: number;
        paper?: PracticeQuestion[];
        penaltyPoints?: number;
      };
    }
  | { type: 'ActivateMockExam'; data: { paper: PracticeQuestion[]; penaltyPoints: number } }
  | { type: 'ChangeMockExamStatus'; data: { status: Exclude<MockExamStatus, 'ACTIVE'> } }
  | { type: 'DeleteMockExam'; data: Record<string, never> }
  | { type: 'FreezeMockExamPaper'; data: Record<string, never> }
  | { type: 'OpenMockExam'; data: { now: Date } }
  | { type: 'CloseMockExam'; data: { now: Date } };

type Existing = Extract<MockExamState, { exists: true }>;

/**
 * A mock exam: DRAFT → ACTIVE → CANCEL (ACTIVE may go back to DRAFT while nobody has started it).
 * Its paper is copied when it becomes ACTIVE, so it is the same for every reader, and frozen once the
 * first reader starts. The jobs record its opening and closing; each is recorded once and only when
 * due (a job delivered twice, or early, records nothing).
 */
export const mockExamDecider: Decider<MockExamState, MockExamCommand, MockExamEvent> = {
  initialState: () => ({ exists: false }),
  evolve(state, event) {
    if (event.type === 'MockExamSaved') {
      const { mockExamID, ...definition } = event.data;
      if (!state.exists) {
        return {
          exists: true,
          deleted: false,
          mockExamID,
          definition,
          status: 'DRAFT',
          paper: [],
          penaltyPoints: 0,
          frozen: false,
          opened: false,
          closed: false,
          version: 1,
        };
      }
      return { ...state, definition, version: state.version + 1 };
    }
    if (!state.exists) return state;
    const next = { ...state, version: state.version + 1 };
    switch (event.type) {
      case 'MockExamActivated':
        return {
          ...next,
          status: 'ACTIVE',
          paper: event.data.paper,
          penaltyPoints: event.data.penaltyPoints,
          opened: false,
          closed: false,
        };
      case 'MockExamDeactivated':
        return { ...next, status: 'DRAFT', paper: [] };
      case 'MockExamCancelled':
        return { ...next, status: 'CANCEL' };
      case 'MockExamDeleted':
        return { ...next, deleted: true };
      case 'MockExamPaperFrozen':
        return { ...next, frozen: true };
      case 'MockExamOpened':
        return { ...next, opened: true };
      case 'MockExamClosed':
        return { ...next, closed: true };
    }
  },
  decide(command, state) {
    if (command.type === 'SaveMockExam') return save(command.data, state);
    const exam = existing(state);
    const ofExam = { mockExamID: exam.mockExamID };
    switch (command.type) {
      case 'ActivateMockExam':
        if (exam.status === 'ACTIVE') return [];
        if (exam.status === 'CANCEL') throw new ConflictError(Messages.mockExamStatusChange('cancelled', 'active'));
        if (command.data.paper.length === 0) throw new ValidationError(Messages.mockExamEmptyPool, 'questionIDs');
        return [{ type: 'MockExamActivated', data: { ...ofExam, ...command.data, ...window(exam.definition) } }];
      case 'ChangeMockExamStatus': {
        const { status } = command.data;
        if (exam.status === status) return [];
        if (exam.status === 'CANCEL')
          throw new ConflictError(Messages.mockExamStatusChange('cancelled', status.toLowerCase()));
        if (status === 'CANCEL') return [{ type: 'MockExamCancelled', data: ofExam }];
        if (exam.frozen) throw new ConflictError(Messages.mockExamPaperFrozen);
        return [{ type: 'MockExamDeactivated', data: ofExam }];
      }
      case 'DeleteMockExam':
        if (exam.status !== 'DRAFT') throw new ConflictError(Messages.mockExamDeleteDraftOnly);
        return [{ type: 'MockExamDeleted', data: ofExam }];
      case 'FreezeMockExamPaper':
        return exam.frozen ? [] : [{ type: 'MockExamPaperFrozen', data: ofExam }];
      case 'OpenMockExam': {
        const due =
          exam.status === 'ACTIVE' &&
          !exam.opened &&
          !exam.closed &&
          command.data.now >= new Date(exam.definition.windowStart);
        return due ? [{ type: 'MockExamOpened', data: ofExam }] : [];
      }
      case 'CloseMockExam': {
        const due = exam.status === 'ACTIVE' && !exam.closed && command.data.now >= new Date(exam.definition.windowEnd);
        return due ? [{ type: 'MockExamClosed', data: ofExam }] : [];
      }
    }
  },
};

function save(data: Extract<MockExamCommand, { type: 'SaveMockExam' }>['data'], state: MockExamState): MockExamEvent[] {
  const saved: MockExamEvent = { type: 'MockExamSaved', data: { mockExamID: data.mockExamID, ...data.definition } };
  if (!state.exists) return [saved];
  const exam = existing(state);
  if (data.expectedVersion !== undefined && data.expectedVersion !== exam.version) throw new ConflictError();
  if (exam.status === 'CANCEL') throw new ConflictError(Messages.mockExamStatusChange('cancelled', 'edited'));
  if (exam.definition.mockExamType !== data.definition.mockExamType)
    throw new ValidationError(Messages.invalidEntry, 'mockExamType');
  if (JSON.stringify(exam.definition) === JSON.stringify(data.definition)) return [];
  if (exam.status !== 'ACTIVE') return [saved];
  // An ACTIVE exam takes the change only while nobody has started it, with its paper copied again.
  if (exam.frozen) throw new ConflictError(Messages.mockExamPaperFrozen);
  if (!data.paper || data.paper.length === 0) throw new ValidationError(Messages.mockExamEmptyPool, 'questionIDs');
  return [
    saved,
    {
      type: 'MockExamActivated',
      data: {
        mockExamID: exam.mockExamID,
        paper: data.paper,
        penaltyPoints: data.penaltyPoints ?? 0,
        ...window(data.definition),
      },
    },
  ];
}

function window(definition: MockExamDefinition) {
  return { windowStart: definition.windowStart, windowEnd: definition.windowEnd };
}

function existing(state: MockExamState): Existing {
  if (!state.exists || state.deleted) throw new NotFoundError(Messages.mockExamNotFound, 'mockExamID');
  return state;
}

export const mockExamCommands = commandHandler({ decider: mockExamDecider, streamName: mockExamStream });
