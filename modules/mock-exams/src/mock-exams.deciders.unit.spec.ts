import { randomUUID } from 'node:crypto';
import { ConflictError, NotFoundError } from '@notebook/kernel';
import { given } from '@notebook/kernel/testing';
import { mockAttemptDecider, mockAttemptIdOf } from './attempts/mock-attempt.decider';
import { mockExamDecider } from './exams/mock-exam.decider';
import type { MockExamEvent } from './exams/mock-exam.events';
import {
  EXAM_WINDOW,
  attemptStarted,
  examActivated,
  examDefinition,
  examSaved,
  paperQuestion,
} from './mock-exams.fixtures';

const mockExamID = randomUUID();
const readerID = randomUUID();
const mockAttemptID = mockAttemptIdOf(mockExamID, readerID);
const START = new Date(EXAM_WINDOW.windowStart);
const END = new Date(EXAM_WINDOW.windowEnd);
const DEADLINE = new Date('2026-12-01T11:00:00Z');
const at = (date: Date, minutes: number) => new Date(date.getTime() + minutes * 60_000);

const paper = [paperQuestion(), paperQuestion()];

const definition = examDefinition({ questionIDs: paper.map((each) => each.questionID), resultRelease: 'ON_SUBMIT' });
const saved: MockExamEvent = examSaved(mockExamID, definition);
const activated: MockExamEvent = examActivated(mockExamID, paper);
const started = attemptStarted(mockAttemptID, {
  readerID,
  mockExamID,
  questions: paper,
  startedAt: at(START, 10).toISOString(),
  deadline: DEADLINE.toISOString(),
});

describe('a mock exam', () => {
  test('is opened by its job only once the window has started, and only once', () => {
    given(mockExamDecider, [saved, activated])
      .when({ type: 'OpenMockExam', data: { now: at(START, -1) } })
      .thenNothingHappened();
    given(mockExamDecider, [saved, activated])
      .when({ type: 'OpenMockExam', data: { now: START } })
      .then([{ type: 'MockExamOpened', data: { mockExamID } }]);
    given(mockExamDecider, [saved, activated, { type: 'MockExamOpened', data: { mockExamID } }])
      .when({ type: 'OpenMockExam', data: { now: at(START, 5) } })
      .thenNothingHappened();
  });

  test('is closed once, at the end of its window; a cancelled exam is neither opened nor closed', () => {
    given(mockExamDecider, [saved, activated])
      .when({ type: 'CloseMockExam', data: { now: END } })
      .then([{ type: 'MockExamClosed', data: { mockExamID } }]);
    given(mockExamDecider, [saved, activated, { type: 'MockExamClosed', data: { mockExamID } }])
      .when({ type: 'CloseMockExam', data: { now: at(END, 1) } })
      .thenNothingHappened();
    given(mockExamDecider, [saved, activated, { type: 'MockExamCancelled', data: { mockExamID } }])
      .when({ type: 'OpenMockExam', data: { now: START } })
      .thenNothingHappened();
  });

  test('deletes only a draft, and goes back to draft only while nobody has started it', () => {
    given(mockExamDecider, [saved, activated])
      .when({ type: 'DeleteMockExam', data: {} })
      .thenThrows(ConflictError, 'Only a draft mock exam can be deleted');
    given(mockExamDecider, [saved, activated, { type: 'MockExamPaperFrozen', data: { mockExamID } }])
      .when({ type: 'ChangeMockExamStatus', data: { status: 'DRAFT' } })
      .thenThrows(ConflictError, 'readers have started this exam');
    given(mockExamDecider, [saved, activated, { type: 'MockExamPaperFrozen', data: { mockExamID } }])
      .when({
        type: 'SaveMockExam',
        data: { mockExamID, definition: { ...definition, mockExamName: 'Renamed' }, paper },
      })
      .thenThrows(ConflictError, 'readers have started this exam');
  });
});

describe('an attempt', () => {
  const answer = (now: Date) => ({
    type: 'SaveMockAnswer' as const,
    data: {
      readerID,
      questionID: paper[0]!.questionID,
      answerIDs: [paper[0]!.answers[0]!.answerID],
      subAnswers: [],
      now,
    },
  });

  test('has one id per reader and exam, so a second start finds the first attempt', () => {
    expect(mockAttemptIdOf(mockExamID, readerID)).toBe(mockAttemptID);
    expect(mockAttemptIdOf(mockExamID, randomUUID())).not.toBe(mockAttemptID);
    given(mockAttemptDecider, [started])
      .when({ type: 'StartMockAttempt', data: { ...started.data, now: START, deadline: DEADLINE } })
      .thenNothingHappened();
  });

  test('takes answers, marked as they are saved, until the deadline and not after', () => {
    given(mockAttemptDecider, [started])
      .when(answer(at(DEADLINE, -1)))
      .thenEvents((events) =>
        expect(events[0]).toMatchObject({
          type: 'MockAnswerSaved',
          data: { answerStatus: 'CORRECT', marks: 1, outOf: 1 },
        }),
      );
    given(mockAttemptDecider, [started]).when(answer(DEADLINE)).thenThrows(ConflictError, 'Time is up');
  });

  test("refuses another reader's commands as not found", () => {
    given(mockAttemptDecider, [started])
      .when({ type: 'SubmitMockAttempt', data: { readerID: randomUUID(), now: START } })
      .thenThrows(NotFoundError);
  });

  test('is submitted by the deadline job only when due, and once', () => {
    given(mockAttemptDecider, [started])
      .when({ type: 'SubmitMockAttempt', data: { readerID: null, now: at(DEADLINE, -1) } })
      .thenNothingHappened();
    given(mockAttemptDecider, [started])
      .when({ type: 'SubmitMockAttempt', data: { readerID: null, now: at(DEADLINE, 3) } })
      .then([
        {
          type: 'MockAttemptSubmitted',
          data: {
            mockAttemptID,
            readerID,
            mockExamID,
            auto: true,
            marks: 0,
            penalties: 0,
            outOf: 2,
            score: 0,
            submittedAt: DEADLINE.toISOString(),
          },
        },
      ]);
    const submitted = {
      type: 'MockAttemptSubmitted' as const,
      data: {
        mockAttemptID,
        readerID,
        mockExamID,
        auto: false,
        marks: 0,
        penalties: 0,
        outOf: 2,
        score: 0,
        submittedAt: START.toISOString(),
      },
    };
    given(mockAttemptDecider, [started, submitted])
      .when({ type: 'SubmitMockAttempt', data: { readerID: null, now: at(DEADLINE, 3) } })
      .thenNothingHappened();
  });
});
