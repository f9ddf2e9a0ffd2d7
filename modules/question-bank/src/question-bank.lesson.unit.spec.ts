import type { Decider, DomainEvent } from '@notebook/kernel';
import { given } from '@notebook/kernel/testing';
import { aktQuestionDecider } from './akt/akt-question.decider';
import type { AktQuestionEvent } from './akt/akt-question.events';
import { kfpCaseDecider } from './kfp/kfp-case.decider';
import type { KfpCaseEvent } from './kfp/kfp-case.events';
import type { ChoiceQuestionCommand } from './shared/choice-question.decider';

const SPIROMETRY = '0190a0b0-0000-7000-8000-000000000001';
const INHALERS = '0190a0b0-0000-7000-8000-000000000002';

const saveAkt = (options: { lessonID?: string | null; topicID?: string; create?: true }): ChoiceQuestionCommand => ({
  type: 'SaveMultipleChoice',
  data: {
    questionID: 'q1',
    ...(options.create ? { create: options.create } : {}),
    header: {
      topicID: options.topicID ?? 't1',
      questionName: 'Diagnosis',
      questionType: 'AKT',
      status: 'ACT',
      mockFlag: 'N',
    },
    question: '<p>Which?</p>',
    noOfAnswers: 2,
    answers: options.create
      ? [{ answer: 'A', correctAnswer: true }, { answer: 'B' }]
      : [
          { answerID: 'n1', answer: 'A', correctAnswer: true },
          { answerID: 'n2', answer: 'B' },
        ],
    newAnswerIDs: ['n1', 'n2'],
    maxAnswers: 15,
    ...(options.lessonID !== undefined ? { lessonID: options.lessonID } : {}),
  },
});
const linked = (lessonID: string | null): AktQuestionEvent => ({
  type: 'AktQuestionLessonLinked',
  data: { questionID: 'q1', lessonID },
});

function recorded<S, C, E extends DomainEvent>(decider: Decider<S, C, E>, history: E[], command: C): E[] {
  return decider.decide(command, history.reduce(decider.evolve, decider.initialState()));
}

describe('an AKT or MSQ question’s lesson (issue 29)', () => {
  const created = recorded(aktQuestionDecider, [], saveAkt({ create: true }));

  test('given no question, when it is created with a lesson, then the link is recorded after its creation', () => {
    const events = recorded(aktQuestionDecider, [], saveAkt({ create: true, lessonID: SPIROMETRY }));
    expect(events.slice(0, -1)).toEqual(created);
    expect(events.at(-1)).toEqual(linked(SPIROMETRY));
    expect(created.some((event) => event.type === 'AktQuestionLessonLinked')).toBe(false);
  });

  test('given a linked question, a save without a lesson or with the same one records nothing; another lesson or null does', () => {
    const withLesson = [...created, linked(SPIROMETRY)];
    given(aktQuestionDecider, withLesson).when(saveAkt({})).thenNothingHappened();
    given(aktQuestionDecider, withLesson)
      .when(saveAkt({ lessonID: SPIROMETRY }))
      .thenNothingHappened();
    given(aktQuestionDecider, withLesson)
      .when(saveAkt({ lessonID: INHALERS }))
      .then([linked(INHALERS)]);
    given(aktQuestionDecider, withLesson)
      .when(saveAkt({ lessonID: null }))
      .then([linked(null)]);
  });

  test('given a linked question, when it moves to another topic without a lesson, then the link is cleared', () => {
    const events = recorded(aktQuestionDecider, [...created, linked(SPIROMETRY)], saveAkt({ topicID: 't2' }));
    expect(events.map((event) => event.type)).toEqual(['AktQuestionUpdated', 'AktQuestionLessonLinked']);
    expect(events.at(-1)).toEqual(linked(null));
    const unlinked = recorded(aktQuestionDecider, created, saveAkt({ topicID: 't2' }));
    expect(unlinked.map((event) => event.type)).toEqual(['AktQuestionUpdated']);
  });
});

describe('a KFP case’s lesson (issue 29)', () => {
  const fields = { topicID: 't1', caseName: 'Wheeze', caseDescription: '<p>A woman of 30</p>', status: 'ACT' as const };
  const caseCreated: KfpCaseEvent = { type: 'KfpCaseCreated', data: { kfpCaseID: 'c1', ...fields } };
  const caseLinked = (lessonID: string | null): KfpCaseEvent => ({
    type: 'KfpCaseLessonLinked',
    data: { kfpCaseID: 'c1', lessonID },
  });
  const save = (extra: { lessonID?: string | null; topicID?: string; create?: true }) => ({
    type: 'SaveKfpCase' as const,
    data: { kfpCaseID: 'c1', ...fields, ...extra },
  });

  test('given no case, when it is created with a lesson, then both are recorded', () => {
    given(kfpCaseDecider)
      .when(save({ create: true, lessonID: SPIROMETRY }))
      .then([caseCreated, caseLinked(SPIROMETRY)]);
  });

  test('given a linked case, a save without a lesson leaves it; a move clears it; the version counts the link', () => {
    const history = [caseCreated, caseLinked(SPIROMETRY)];
    given(kfpCaseDecider, history).when(save({})).thenNothingHappened();
    given(kfpCaseDecider, history)
      .when(save({ topicID: 't2' }))
      .then([{ type: 'KfpCaseUpdated', data: { kfpCaseID: 'c1', ...fields, topicID: 't2' } }, caseLinked(null)]);
    expect(history.reduce(kfpCaseDecider.evolve, kfpCaseDecider.initialState()).version).toBe(2);
  });
});
