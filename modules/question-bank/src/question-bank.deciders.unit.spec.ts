import {
  BusinessRuleError,
  ConflictError,
  EventSchemaRegistry,
  NotFoundError,
  START,
  ValidationError,
} from '@notebook/kernel';
import { given } from '@notebook/kernel/testing';
import { aktQuestionDecider } from './akt/akt-question.decider';
import type { AktQuestionEvent } from './akt/akt-question.events';
import { kfpCaseDecider, kfpCaseOrderDecider } from './kfp/kfp-case.decider';
import type { KfpCaseEvent } from './kfp/kfp-case.events';
import { msqQuestionDecider } from './msq/msq-question.decider';
import type { MsqQuestionEvent } from './msq/msq-question.events';
import type { ChoiceQuestionCommand, HeaderInput } from './shared/choice-question.decider';
import { questionBankEventSchemas } from './question-bank.event-schemas';

const ids = (prefix: string, n = 30) => Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`);
const header: HeaderInput = {
  topicID: 't1',
  questionName: '  Chest pain  ',
  questionType: 'AKT',
  status: 'ACT',
  mockFlag: 'N',
};
const baseHeader = {
  topicID: 't1',
  questionName: 'Chest pain',
  questionType: 'AKT',
  status: 'ACT' as const,
  mockFlag: 'N' as const,
  explanation: null,
};

function saveMo(
  overrides: Partial<Extract<ChoiceQuestionCommand, { type: 'SaveMultipleChoice' }>['data']> = {},
): ChoiceQuestionCommand {
  return {
    type: 'SaveMultipleChoice',
    data: {
      questionID: 'q1',
      header,
      question: '<p>Which?</p>',
      noOfAnswers: 2,
      answers: [{ answer: 'A', correctAnswer: true }, { answer: 'B' }],
      newAnswerIDs: ids('n'),
      maxAnswers: 15,
      ...overrides,
    },
  };
}
function saveEm(
  overrides: Partial<Extract<ChoiceQuestionCommand, { type: 'SaveExtendedMatchAnswers' }>['data']> = {},
): ChoiceQuestionCommand {
  return {
    type: 'SaveExtendedMatchAnswers',
    data: {
      questionID: 'q1',
      header,
      noOfAnswers: 3,
      answers: [{ answer: 'X' }, { answer: 'Y' }, { answer: 'Z' }],
      newAnswerIDs: ids('e'),
      maxAnswers: 15,
      ...overrides,
    },
  };
}
const answer = (
  answerID: string,
  text: string,
  displayOrder: number,
  correctAnswer = false,
  status: 'ACT' | 'INA' = 'ACT',
  answerScore = 0,
) => ({
  questionID: 'q1',
  answerID,
  answer: text,
  correctAnswer,
  answerScore,
  displayOrder,
  status,
});

/** The data of q1's sub-question events (added and updated alike). */
const subQuestion = (
  subQuestionID: string,
  question: string,
  correctAnswerID: string | null,
  displayOrder: number,
  status: 'ACT' | 'INA' = 'ACT',
) => ({ questionID: 'q1', subQuestionID, question, correctAnswerID, status, displayOrder });

const aktCreated: AktQuestionEvent = {
  type: 'AktQuestionCreated',
  data: {
    questionID: 'q1',
    answerType: 'MULTIPLE_CHOICE',
    ...baseHeader,
    question: '<p>Which?</p>',
    noOfAnswers: 2,
    noOfExpectedAnswers: null,
  },
};
const aktMo: AktQuestionEvent[] = [
  aktCreated,
  { type: 'AktAnswerAdded', data: answer('a1', 'A', 1, true) },
  { type: 'AktAnswerAdded', data: answer('a2', 'B', 2) },
];
const aktEmCreated: AktQuestionEvent = {
  type: 'AktQuestionCreated',
  data: {
    questionID: 'q1',
    answerType: 'EXTENDED_MATCH',
    ...baseHeader,
    explanation: '<p>Why</p>',
    question: null,
    noOfAnswers: 2,
    noOfExpectedAnswers: null,
  },
};
/** An MSQ extended-match question q1 with `noOfAnswers` answers. */
const msqEmCreated = (noOfAnswers: number): MsqQuestionEvent => ({
  type: 'MsqQuestionCreated',
  data: {
    questionID: 'q1',
    answerType: 'EXTENDED_MATCH',
    ...baseHeader,
    question: null,
    noOfAnswers,
    noOfExpectedAnswers: null,
  },
});
const aktEm: AktQuestionEvent[] = [
  aktEmCreated,
  { type: 'AktAnswerAdded', data: answer('x1', 'X', 1) },
  { type: 'AktAnswerAdded', data: answer('x2', 'Y', 2) },
];

describe('AKT question', () => {
  test('a new question is created trimmed, with its answers at position + 1 (the projection places it in the topic)', () => {
    given(aktQuestionDecider)
      .when(saveMo({ create: true }))
      .then([
        aktCreated,
        { type: 'AktAnswerAdded', data: answer('n1', 'A', 1, true) },
        { type: 'AktAnswerAdded', data: answer('n2', 'B', 2) },
      ]);
  });

  test('a multiple-choice AKT question is single best answer: exactly one correct option', () => {
    const refused = 'Mark exactly one answer as correct';
    given(aktQuestionDecider)
      .when(saveMo({ create: true, answers: [{ answer: 'A' }, { answer: 'B' }] }))
      .thenThrows(ValidationError, refused);
    given(aktQuestionDecider)
      .when(
        saveMo({
          create: true,
          answers: [
            { answer: 'A', correctAnswer: true },
            { answer: 'B', correctAnswer: true },
          ],
        }),
      )
      .thenThrows(ValidationError, refused);
    given(aktQuestionDecider, aktMo)
      .when(
        saveMo({
          answers: [
            { answerID: 'a1', answer: 'A' },
            { answerID: 'a2', answer: 'B' },
          ],
        }),
      )
      .thenThrows(ValidationError, refused);
  });

  test('required fields and max lengths', () => {
    given(aktQuestionDecider)
      .when(saveMo({ create: true, header: { ...header, questionName: '   ' } }))
      .thenThrows(ValidationError, 'Required');
    given(aktQuestionDecider)
      .when(saveMo({ create: true, header: { ...header, questionName: 'x'.repeat(401) } }))
      .thenThrows(ValidationError, 'Max length is 400');
    given(aktQuestionDecider)
      .when(saveMo({ create: true, question: ' ' }))
      .thenThrows(ValidationError, 'Required');
    given(aktQuestionDecider)
      .when(saveMo({ create: true, answers: [{ answer: 'A' }, { answer: '  ' }] }))
      .thenThrows(ValidationError, 'Required');
    given(aktQuestionDecider)
      .when(saveMo({ create: true, answers: [{ answer: 'A' }] }))
      .thenThrows(ValidationError, 'Required');
  });

  test('answer counts run 1..15', () => {
    given(aktQuestionDecider)
      .when(saveMo({ create: true, noOfAnswers: 0 }))
      .thenThrows(ValidationError, 'Min Value is 1');
    given(aktQuestionDecider)
      .when(saveMo({ create: true, noOfAnswers: 16, answers: ids('a', 16).map((a) => ({ answer: a })) }))
      .thenThrows(ValidationError, 'Max Value is 15');
    given(aktQuestionDecider)
      .when(saveEm({ create: true, noOfAnswers: 16, answers: ids('a', 16).map((a) => ({ answer: a })) }))
      .thenThrows(ValidationError, 'Max Value is 15');
  });

  test('the mock exam flag is kept only for type AKT', () => {
    given(aktQuestionDecider)
      .when(saveMo({ create: true, header: { ...header, questionType: 'KT', mockFlag: 'Y' } }))
      .thenEvents((events) => {
        expect(events[0]!.data).toMatchObject({ questionType: 'KT', mockFlag: 'N' });
      });
    given(aktQuestionDecider)
      .when(saveMo({ create: true, header: { ...header, mockFlag: 'Y' } }))
      .thenEvents((events) => {
        expect(events[0]!.data).toMatchObject({ questionType: 'AKT', mockFlag: 'Y' });
      });
  });

  test('reducing the answer count keeps the removed answers, marked inactive', () => {
    given(aktQuestionDecider, aktMo)
      .when(
        saveMo({
          noOfAnswers: 1,
          answers: [
            { answerID: 'a1', answer: 'A', correctAnswer: true },
            { answerID: 'a2', answer: 'B' },
          ],
        }),
      )
      .then([
        {
          type: 'AktQuestionUpdated',
          data: {
            questionID: 'q1',
            ...baseHeader,
            question: '<p>Which?</p>',
            noOfAnswers: 1,
            noOfExpectedAnswers: null,
          },
        },
        { type: 'AktAnswerUpdated', data: answer('a2', 'B', 2, false, 'INA') },
      ]);
  });

  test('raising the answer count adds active answers with displayOrder = position + 1', () => {
    given(aktQuestionDecider, aktMo)
      .when(
        saveMo({
          noOfAnswers: 3,
          answers: [
            { answerID: 'a1', answer: 'A', correctAnswer: true },
            { answerID: 'a2', answer: 'B' },
            { answer: 'C' },
          ],
        }),
      )
      .thenEvents((events) => expect(events).toContainEqual({ type: 'AktAnswerAdded', data: answer('n1', 'C', 3) }));
  });

  test('an edited answer is one event naming that answer (for the audit trail)', () => {
    given(aktQuestionDecider, aktMo)
      .when(
        saveMo({
          answers: [
            { answerID: 'a1', answer: 'A', correctAnswer: true },
            { answerID: 'a2', answer: 'B changed' },
          ],
        }),
      )
      .then([{ type: 'AktAnswerUpdated', data: answer('a2', 'B changed', 2) }]);
  });

  test('an answer id of another question is refused', () => {
    given(aktQuestionDecider, aktMo)
      .when(
        saveMo({
          answers: [
            { answerID: 'zz', answer: 'A' },
            { answerID: 'a2', answer: 'B' },
          ],
        }),
      )
      .thenThrows(ValidationError, 'This answer does not belong to the question');
  });

  test('changing the answer type retires the old answers and starts from the new ones', () => {
    given(aktQuestionDecider, aktMo)
      .when(saveEm({ noOfAnswers: 2, answers: [{ answerID: 'a1', answer: 'X' }, { answer: 'Y' }] }))
      .then([
        { type: 'AktAnswerTypeChanged', data: { questionID: 'q1', answerType: 'EXTENDED_MATCH' } },
        {
          type: 'AktQuestionUpdated',
          data: { questionID: 'q1', ...baseHeader, question: null, noOfAnswers: 2, noOfExpectedAnswers: null },
        },
        { type: 'AktAnswerAdded', data: answer('e1', 'X', 1) },
        { type: 'AktAnswerAdded', data: answer('e2', 'Y', 2) },
        { type: 'AktAnswerUpdated', data: answer('a1', 'A', 1, true, 'INA') },
        { type: 'AktAnswerUpdated', data: answer('a2', 'B', 2, false, 'INA') },
      ]);
  });

  test('extended-match answers carry no correct flag', () => {
    given(aktQuestionDecider)
      .when(saveEm({ create: true, answers: [{ answer: 'X', correctAnswer: true }, { answer: 'Y' }, { answer: 'Z' }] }))
      .thenThrows(ValidationError);
  });

  test('saving the EM explanation merges it into the question and saves the answers list with it', () => {
    given(aktQuestionDecider, aktEm)
      .when(
        saveEm({
          header: { ...header, explanation: '<p>Because</p>' },
          noOfAnswers: 2,
          answers: [
            { answerID: 'x1', answer: 'X' },
            { answerID: 'x2', answer: 'Y2' },
          ],
        }),
      )
      .then([
        {
          type: 'AktQuestionUpdated',
          data: {
            questionID: 'q1',
            ...baseHeader,
            explanation: '<p>Because</p>',
            question: null,
            noOfAnswers: 2,
            noOfExpectedAnswers: null,
          },
        },
        { type: 'AktAnswerUpdated', data: answer('x2', 'Y2', 2) },
      ]);
    // Without an explanation the stored one is kept.
    given(aktQuestionDecider, aktEm)
      .when(
        saveEm({
          noOfAnswers: 2,
          answers: [
            { answerID: 'x1', answer: 'X' },
            { answerID: 'x2', answer: 'Y' },
          ],
        }),
      )
      .thenNothingHappened();
  });

  test('a sub-question defaults to ACT, goes last, and needs a correct answer among the answers', () => {
    const sub = {
      type: 'SaveSubQuestion' as const,
      data: { newSubQuestionID: 's1', question: '<p>A 60-year-old</p>', correctAnswerID: 'x2' },
    };
    given(aktQuestionDecider, aktEm)
      .when(sub)
      .then([{ type: 'AktSubQuestionAdded', data: subQuestion('s1', '<p>A 60-year-old</p>', 'x2', 1) }]);
    given(aktQuestionDecider, aktEm)
      .when({ ...sub, data: { ...sub.data, correctAnswerID: 'nope' } })
      .thenThrows(ValidationError, 'The correct answer must be one of the answers');
    given(aktQuestionDecider, aktEm)
      .when({ ...sub, data: { ...sub.data, question: '' } })
      .thenThrows(ValidationError, 'Required');
    given(aktQuestionDecider, [aktEmCreated])
      .when(sub)
      .thenThrows(BusinessRuleError, 'Add the answers before adding a question');
    given(aktQuestionDecider, aktMo).when(sub).thenThrows(BusinessRuleError);
    const added: AktQuestionEvent = { type: 'AktSubQuestionAdded', data: subQuestion('s1', 'Q', 'x1', 1) };
    given(aktQuestionDecider, [...aktEm, added])
      .when({ ...sub, data: { ...sub.data, newSubQuestionID: 's2' } })
      .thenEvents((events) => expect(events[0]!.data).toMatchObject({ displayOrder: 2 }));
    given(aktQuestionDecider, [...aktEm, added])
      .when({ type: 'RemoveSubQuestion', data: { subQuestionID: 's1' } })
      .then([{ type: 'AktSubQuestionRemoved', data: { questionID: 'q1', subQuestionID: 's1' } }]);
    given(aktQuestionDecider, aktEm)
      .when({ type: 'RemoveSubQuestion', data: { subQuestionID: 's9' } })
      .thenThrows(NotFoundError);
  });

  test('given a sub-question pointing at an answer, when the answer count is lowered so that answer is retired, then the sub-question loses its correct answer and becomes INA', () => {
    const onX2: AktQuestionEvent = { type: 'AktSubQuestionAdded', data: subQuestion('s1', 'Q', 'x2', 1) };
    const onX1: AktQuestionEvent = { type: 'AktSubQuestionAdded', data: subQuestion('s2', 'R', 'x1', 2) };
    given(aktQuestionDecider, [...aktEm, onX2, onX1])
      .when(saveEm({ noOfAnswers: 1, answers: [{ answerID: 'x1', answer: 'X' }] }))
      .then([
        {
          type: 'AktQuestionUpdated',
          data: {
            questionID: 'q1',
            ...baseHeader,
            explanation: '<p>Why</p>',
            question: null,
            noOfAnswers: 1,
            noOfExpectedAnswers: null,
          },
        },
        { type: 'AktAnswerUpdated', data: answer('x2', 'Y', 2, false, 'INA') },
        { type: 'AktSubQuestionUpdated', data: subQuestion('s1', 'Q', null, 1, 'INA') },
      ]);
    // Its state: the sub-question stays, without a correct answer, until one is chosen again.
    const cleared: AktQuestionEvent = { type: 'AktSubQuestionUpdated', data: subQuestion('s1', 'Q', null, 1, 'INA') };
    given(aktQuestionDecider, [...aktEm, onX2, cleared])
      .when({
        type: 'SaveSubQuestion',
        data: { subQuestionID: 's1', newSubQuestionID: 'unused', question: 'Q', correctAnswerID: 'x1', status: 'ACT' },
      })
      .then([{ type: 'AktSubQuestionUpdated', data: subQuestion('s1', 'Q', 'x1', 1) }]);
  });

  test('given sub-questions, when the answer type changes, then every sub-question is removed and no sub-question points at a retired answer', () => {
    const onX2: AktQuestionEvent = { type: 'AktSubQuestionAdded', data: subQuestion('s1', 'Q', 'x2', 1) };
    given(aktQuestionDecider, [...aktEm, onX2])
      .when(saveMo())
      .thenEvents((events) => {
        expect(events.slice(0, 2)).toEqual([
          { type: 'AktAnswerTypeChanged', data: { questionID: 'q1', answerType: 'MULTIPLE_CHOICE' } },
          { type: 'AktSubQuestionRemoved', data: { questionID: 'q1', subQuestionID: 's1' } },
        ]);
        expect(events.some((event) => event.type === 'AktSubQuestionUpdated')).toBe(false);
      });
  });

  test('a removed question cannot be changed; an unknown one is not found', () => {
    given(aktQuestionDecider, aktMo)
      .when({ type: 'RemoveQuestion', data: {} })
      .then([{ type: 'AktQuestionRemoved', data: { questionID: 'q1' } }]);
    const removed: AktQuestionEvent = { type: 'AktQuestionRemoved', data: { questionID: 'q1' } };
    given(aktQuestionDecider, [...aktMo, removed])
      .when(saveMo())
      .thenThrows(NotFoundError);
    given(aktQuestionDecider).when(saveMo()).thenThrows(NotFoundError);
    given(aktQuestionDecider, aktMo)
      .when(saveMo({ create: true }))
      .thenThrows(ConflictError);
  });

  test('a save from an older version is a conflict; from the current one it goes through', () => {
    given(aktQuestionDecider, aktMo)
      .when(saveMo({ expectedVersion: 2, noOfAnswers: 1 }))
      .thenThrows(ConflictError);
    given(aktQuestionDecider, aktMo)
      .when(
        saveMo({ expectedVersion: 3, noOfAnswers: 1, answers: [{ answerID: 'a1', answer: 'A', correctAnswer: true }] }),
      )
      .thenEvents((events) => expect(events.length).toBe(2));
  });
});

describe('MSQ question', () => {
  const msqHeader: HeaderInput = { ...header, questionType: 'MSQ', mockFlag: 'Y' };
  const create = (
    answers: Array<{ answer: string; correctAnswer?: boolean; answerScore?: number }>,
    extra: object = {},
  ) =>
    saveMo({
      create: true,
      header: msqHeader,
      noOfAnswers: answers.length,
      answers,
      maxAnswers: 24,
      noOfExpectedAnswers: 1,
      ...extra,
    });

  test('answerScore must be between 0 and 100', () => {
    given(msqQuestionDecider)
      .when(create([{ answer: 'A', correctAnswer: true, answerScore: 101 }]))
      .thenThrows(ValidationError, 'Answer Score must be between 0 and 100.');
    given(msqQuestionDecider)
      .when(create([{ answer: 'A', correctAnswer: true, answerScore: -1 }]))
      .thenThrows(ValidationError, 'Answer Score must be between 0 and 100.');
  });

  test('the score resets to 0 on answers not marked correct', () => {
    given(msqQuestionDecider)
      .when(
        create([
          { answer: 'A', correctAnswer: true, answerScore: 60 },
          { answer: 'B', answerScore: 40 },
        ]),
      )
      .thenEvents((events) => {
        expect(
          events
            .filter((event) => event.type === 'MsqAnswerAdded')
            .map((event) => (event.data as { answerScore: number }).answerScore),
        ).toEqual([60, 0]);
      });
  });

  test('invalid when fewer answers are correct than expected', () => {
    given(msqQuestionDecider)
      .when(create([{ answer: 'A', correctAnswer: true }, { answer: 'B' }], { noOfExpectedAnswers: 2 }))
      .thenThrows(ValidationError, 'Select at least 2 correct answer(s)');
  });

  test('answer counts run 1..msqAnswerOptions, and so do expected answers', () => {
    const many = ids('a', 25).map((a) => ({ answer: a, correctAnswer: true }));
    given(msqQuestionDecider).when(create(many)).thenThrows(ValidationError, 'Max Value is 24');
    given(msqQuestionDecider)
      .when(create(many.slice(0, 24)))
      .thenEvents((events) => expect(events.length).toBe(25));
    given(msqQuestionDecider)
      .when(create(many.slice(0, 3), { maxAnswers: 2 }))
      .thenThrows(ValidationError, 'Max Value is 2');
    given(msqQuestionDecider)
      .when(create(many.slice(0, 3), { noOfExpectedAnswers: 0 }))
      .thenThrows(ValidationError, 'Min Value is 1');
  });

  test('a question of type KFP may be selected for the mock (the AKT-only rule does not apply)', () => {
    given(msqQuestionDecider)
      .when(create([{ answer: 'A', correctAnswer: true }], { header: { ...msqHeader, questionType: 'KFP' } }))
      .thenEvents((events) => {
        expect(events[0]!.data).toMatchObject({ mockFlag: 'Y', noOfExpectedAnswers: 1 });
      });
  });

  test('extended match sub-questions follow the same rules', () => {
    const history: MsqQuestionEvent[] = [msqEmCreated(1), { type: 'MsqAnswerAdded', data: answer('x1', 'X', 1) }];
    given(msqQuestionDecider, history)
      .when({ type: 'SaveSubQuestion', data: { newSubQuestionID: 's1', question: 'Q', correctAnswerID: 'x1' } })
      .thenEvents((events) =>
        expect(events[0]).toMatchObject({ type: 'MsqSubQuestionAdded', data: { status: 'ACT', displayOrder: 1 } }),
      );
  });
});

describe('MSQ sub-question of a retired answer', () => {
  test('given an MSQ sub-question on answer x2, when the count drops to 1, then it is cleared and INA', () => {
    const sub: MsqQuestionEvent = { type: 'MsqSubQuestionAdded', data: subQuestion('s1', 'Q', 'x2', 1) };
    const history: MsqQuestionEvent[] = [
      msqEmCreated(2),
      { type: 'MsqAnswerAdded', data: answer('x1', 'X', 1) },
      { type: 'MsqAnswerAdded', data: answer('x2', 'Y', 2) },
      sub,
    ];
    given(msqQuestionDecider, history)
      .when(saveEm({ noOfAnswers: 1, answers: [{ answerID: 'x1', answer: 'X' }], maxAnswers: 24 }))
      .thenEvents((events) =>
        expect(events.at(-1)).toEqual({
          type: 'MsqSubQuestionUpdated',
          data: { ...sub.data, correctAnswerID: null, status: 'INA' },
        }),
      );
  });
});

describe('KFP case', () => {
  const caseCreated: KfpCaseEvent = {
    type: 'KfpCaseCreated',
    data: { kfpCaseID: 'c1', topicID: 't1', caseName: 'Mrs Smith, 54', caseDescription: '<p>Tired</p>', status: 'ACT' },
  };
  const questionAdded: KfpCaseEvent = {
    type: 'KfpCaseQuestionAdded',
    data: {
      kfpCaseID: 'c1',
      kfpCaseQuestionID: 'k1',
      displayOrder: 1,
      question: 'Q1',
      explanation: null,
      kfpAnswerType: 'MULTIPLE_CHOICE',
      noOfAnswers: 2,
      status: 'ACT',
    },
  };
  const kfpAnswer = (
    answerID: string,
    text: string,
    displayOrder: number,
    correctAnswer = false,
    status: 'ACT' | 'INA' = 'ACT',
  ) => ({
    kfpCaseID: 'c1',
    kfpCaseQuestionID: 'k1',
    answerID,
    answer: text,
    correctAnswer,
    answerScore: 0,
    displayOrder,
    status,
  });
  const withQuestion: KfpCaseEvent[] = [
    caseCreated,
    questionAdded,
    { type: 'KfpCaseQuestionAnswerAdded', data: kfpAnswer('a1', 'TSH', 1, true) },
    { type: 'KfpCaseQuestionAnswerAdded', data: kfpAnswer('a2', 'FBC', 2) },
  ];
  const saveQuestion = (
    data: Partial<Extract<Parameters<typeof kfpCaseDecider.decide>[0], { type: 'SaveKfpCaseQuestion' }>['data']> = {},
  ) => ({
    type: 'SaveKfpCaseQuestion' as const,
    data: {
      newKfpCaseQuestionID: 'k2',
      question: ' Q2 ',
      kfpAnswerType: 'MULTIPLE_CHOICE' as const,
      noOfAnswers: 1,
      status: 'ACT' as const,
      answers: [{ answer: 'Iron studies', correctAnswer: true }],
      newAnswerIDs: ids('n'),
      ...data,
    },
  });

  /** A save creating case c1 in topic t1. */
  const newCase = (caseName: string, caseDescription: string) => ({
    type: 'SaveKfpCase' as const,
    data: { kfpCaseID: 'c1', create: true as const, topicID: 't1', caseName, caseDescription, status: 'ACT' as const },
  });
  /** Question k1 ("Q1") saved with an answer type and count. */
  const k1Updated = (kfpAnswerType: 'TEXT' | 'MULTIPLE_CHOICE', noOfAnswers: number): KfpCaseEvent => ({
    type: 'KfpCaseQuestionUpdated',
    data: {
      kfpCaseID: 'c1',
      kfpCaseQuestionID: 'k1',
      question: 'Q1',
      explanation: null,
      kfpAnswerType,
      noOfAnswers,
      status: 'ACT',
    },
  });

  test('a new case goes last in its topic, trimmed; name and description are required, name max 400', () => {
    const save = newCase(' Mrs Smith, 54 ', '<p>Tired</p>');
    given(kfpCaseDecider).when(save).then([caseCreated]);
    given(kfpCaseDecider)
      .when({ ...save, data: { ...save.data, caseName: 'x'.repeat(401) } })
      .thenThrows(ValidationError, 'Max length is 400');
    given(kfpCaseDecider)
      .when({ ...save, data: { ...save.data, caseDescription: ' ' } })
      .thenThrows(ValidationError, 'Required');
    given(kfpCaseDecider, [caseCreated])
      .when({ ...save, data: { ...save.data, create: undefined, status: 'INA' as const } })
      .then([
        {
          type: 'KfpCaseUpdated',
          data: {
            kfpCaseID: 'c1',
            topicID: 't1',
            caseName: 'Mrs Smith, 54',
            caseDescription: '<p>Tired</p>',
            status: 'INA',
          },
        },
      ]);
  });

  test('the decider sanitises rich text before its rules: markup outside the allowlist is dropped, markup with no text left is Required', () => {
    const save = newCase('Mrs Smith, 54', '<p>Tired</p><script>alert(1)</script>');
    given(kfpCaseDecider).when(save).then([caseCreated]);
    given(kfpCaseDecider)
      .when({ ...save, data: { ...save.data, caseDescription: '<p>&nbsp;</p><script>x</script>' } })
      .thenThrows(ValidationError, 'Required');
    given(kfpCaseDecider, withQuestion)
      .when(
        saveQuestion({
          question: '<p onclick="steal()">Q2</p>',
          answers: [{ answer: '<img src=x onerror=steal()>', correctAnswer: true }],
        }),
      )
      .thenThrows(ValidationError, 'Required');
    given(aktQuestionDecider)
      .when(saveMo({ question: '<script>x</script>' }))
      .thenThrows(ValidationError, 'Required');
  });

  test('a new question goes last in the case, with status as sent', () => {
    given(kfpCaseDecider, withQuestion)
      .when(saveQuestion())
      .then([
        {
          type: 'KfpCaseQuestionAdded',
          data: {
            kfpCaseID: 'c1',
            kfpCaseQuestionID: 'k2',
            displayOrder: 2,
            question: 'Q2',
            explanation: null,
            kfpAnswerType: 'MULTIPLE_CHOICE',
            noOfAnswers: 1,
            status: 'ACT',
          },
        },
        {
          type: 'KfpCaseQuestionAnswerAdded',
          data: { ...kfpAnswer('n1', 'Iron studies', 1, true), kfpCaseQuestionID: 'k2' },
        },
      ]);
  });

  test('answers run 1..15', () => {
    given(kfpCaseDecider, withQuestion)
      .when(saveQuestion({ noOfAnswers: 16, answers: ids('a', 16).map((a) => ({ answer: a })) }))
      .thenThrows(ValidationError, 'Max Value is 15');
    given(kfpCaseDecider, withQuestion)
      .when(saveQuestion({ noOfAnswers: 0 }))
      .thenThrows(ValidationError, 'Min Value is 1');
  });

  test('a correct answer only for non-TEXT questions', () => {
    given(kfpCaseDecider, withQuestion)
      .when(saveQuestion({ kfpAnswerType: 'TEXT' }))
      .thenThrows(ValidationError, 'A correct answer can only be marked for multiple choice answers');
    given(kfpCaseDecider, withQuestion)
      .when(saveQuestion({ kfpAnswerType: 'TEXT', answers: [{ answer: 'Iron studies' }] }))
      .thenEvents((events) => expect(events.length).toBe(2));
  });

  test('changing the answer type retires the old answers (the count is kept by the form)', () => {
    given(kfpCaseDecider, withQuestion)
      .when(
        saveQuestion({
          kfpCaseQuestionID: 'k1',
          question: 'Q1',
          kfpAnswerType: 'TEXT',
          noOfAnswers: 2,
          answers: [{ answerID: 'a1', answer: 'one' }, { answer: 'two' }],
        }),
      )
      .then([
        k1Updated('TEXT', 2),
        { type: 'KfpCaseQuestionAnswerAdded', data: kfpAnswer('n1', 'one', 1) },
        { type: 'KfpCaseQuestionAnswerAdded', data: kfpAnswer('n2', 'two', 2) },
        { type: 'KfpCaseQuestionAnswerUpdated', data: kfpAnswer('a1', 'TSH', 1, true, 'INA') },
        { type: 'KfpCaseQuestionAnswerUpdated', data: kfpAnswer('a2', 'FBC', 2, false, 'INA') },
      ]);
  });

  test('reducing answers marks the removed ones inactive', () => {
    given(kfpCaseDecider, withQuestion)
      .when(
        saveQuestion({
          kfpCaseQuestionID: 'k1',
          question: 'Q1',
          noOfAnswers: 1,
          answers: [{ answerID: 'a1', answer: 'TSH', correctAnswer: true }],
        }),
      )
      .then([
        k1Updated('MULTIPLE_CHOICE', 1),
        { type: 'KfpCaseQuestionAnswerUpdated', data: kfpAnswer('a2', 'FBC', 2, false, 'INA') },
      ]);
  });

  test('questions are reordered and removed; unknown ones are not found', () => {
    const second: KfpCaseEvent = {
      ...questionAdded,
      data: { ...questionAdded.data, kfpCaseQuestionID: 'k2', displayOrder: 2 },
    };
    given(kfpCaseDecider, [caseCreated, questionAdded, second])
      .when({ type: 'ReorderKfpCaseQuestions', data: { kfpCaseQuestionIDs: ['k2', 'k1'] } })
      .then([{ type: 'KfpCaseQuestionsReordered', data: { kfpCaseID: 'c1', kfpCaseQuestionIDs: ['k2', 'k1'] } }]);
    given(kfpCaseDecider, [caseCreated, questionAdded, second])
      .when({ type: 'ReorderKfpCaseQuestions', data: { kfpCaseQuestionIDs: ['k2'] } })
      .thenThrows(ValidationError);
    given(kfpCaseDecider, withQuestion)
      .when({ type: 'RemoveKfpCaseQuestion', data: { kfpCaseQuestionID: 'k1' } })
      .then([{ type: 'KfpCaseQuestionRemoved', data: { kfpCaseID: 'c1', kfpCaseQuestionID: 'k1' } }]);
    given(kfpCaseDecider, withQuestion)
      .when({ type: 'RemoveKfpCaseQuestion', data: { kfpCaseQuestionID: 'k9' } })
      .thenThrows(NotFoundError);
    given(kfpCaseDecider, withQuestion)
      .when(saveQuestion({ kfpCaseQuestionID: 'k9' }))
      .thenThrows(NotFoundError);
    given(kfpCaseDecider).when(saveQuestion()).thenThrows(NotFoundError);
    const caseRemoved: KfpCaseEvent = { type: 'KfpCaseRemoved', data: { kfpCaseID: 'c1' } };
    given(kfpCaseDecider, [...withQuestion, caseRemoved])
      .when(saveQuestion())
      .thenThrows(NotFoundError);
    given(kfpCaseDecider, withQuestion)
      .when(saveQuestion({ expectedVersion: 1 }))
      .thenThrows(ConflictError);
  });

  test('the cases of a topic are reordered only as a complete list', () => {
    given(kfpCaseOrderDecider)
      .when({ type: 'ReorderKfpCases', data: { topicID: 't1', kfpCaseIDs: ['b', 'a'], currentKfpCaseIDs: ['a', 'b'] } })
      .then([{ type: 'KfpCasesReordered', data: { topicID: 't1', kfpCaseIDs: ['b', 'a'] } }]);
    given(kfpCaseOrderDecider)
      .when({ type: 'ReorderKfpCases', data: { topicID: 't1', kfpCaseIDs: ['a', 'a'], currentKfpCaseIDs: ['a', 'b'] } })
      .thenThrows(ValidationError);
  });
});

describe('created events stored at version 1', () => {
  test('reach readers without the displayOrder they carried (the projection places a new item last)', () => {
    const registry = new EventSchemaRegistry([...questionBankEventSchemas]);
    const stored = (type: string, data: object) => ({
      eventId: 'e1',
      type,
      data,
      metadata: {},
      schemaVersion: 1,
      streamName: 's-1',
      revision: 0n,
      position: START,
      createdAt: new Date(0),
    });
    const topicID = '0190a0b0-0000-7000-8000-000000000001';
    const kfpCaseID = '0190a0b0-0000-7000-8000-000000000002';
    const [kfp] = registry.upcast([
      stored('KfpCaseCreated', {
        kfpCaseID,
        topicID,
        caseName: 'Case',
        caseDescription: '<p>D</p>',
        status: 'ACT',
        displayOrder: 4,
      }),
    ]);
    expect(kfp!.data).toEqual({ kfpCaseID, topicID, caseName: 'Case', caseDescription: '<p>D</p>', status: 'ACT' });
    const questionID = '0190a0b0-0000-7000-8000-000000000003';
    const [akt] = registry.upcast([
      stored('AktQuestionCreated', { ...aktCreated.data, questionID, topicID, displayOrder: 4 }),
    ]);
    expect(akt!.data).toEqual({ ...aktCreated.data, questionID, topicID });
  });
});
