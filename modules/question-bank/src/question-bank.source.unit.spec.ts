import type { Decider, DomainEvent } from '@notebook/kernel';
import { ValidationError } from '@notebook/kernel';
import { given } from '@notebook/kernel/testing';
import { aktQuestionDecider } from './akt/akt-question.decider';
import type { AktQuestionEvent } from './akt/akt-question.events';
import { kfpCaseDecider } from './kfp/kfp-case.decider';
import type { KfpCaseEvent } from './kfp/kfp-case.events';
import type { ChoiceQuestionCommand } from './shared/choice-question.decider';

const redBook = {
  sourceTitle: 'RACGP Guidelines for preventive activities in general practice (Red Book)',
  sourceUrl: 'https://www.racgp.org.au/red-book',
  lastReviewedOn: '2026-01-15',
};
type Source = { [Part in keyof typeof redBook]?: string | null };
const noSource = { sourceTitle: null, sourceUrl: null, lastReviewedOn: null };

const saveAkt = (source?: Source, create?: true): ChoiceQuestionCommand => ({
  type: 'SaveMultipleChoice',
  data: {
    questionID: 'q1',
    ...(create ? { create } : {}),
    header: { topicID: 't1', questionName: 'Screening', questionType: 'AKT', status: 'ACT', mockFlag: 'N' },
    question: '<p>Which?</p>',
    noOfAnswers: 2,
    // A save of the existing question names its answers (n1, n2), as the editor does.
    answers: create
      ? [{ answer: 'A', correctAnswer: true }, { answer: 'B' }]
      : [
          { answerID: 'n1', answer: 'A', correctAnswer: true },
          { answerID: 'n2', answer: 'B' },
        ],
    newAnswerIDs: ['n1', 'n2'],
    maxAnswers: 15,
    ...(source ? { source } : {}),
  },
});
const aktSource = (source: Source): AktQuestionEvent => ({
  type: 'AktQuestionSourceChanged',
  data: { questionID: 'q1', ...noSource, ...source },
});

/** The events a command records after the given ones (the whole save, answers included). */
function recorded<S, C, E extends DomainEvent>(decider: Decider<S, C, E>, history: E[], command: C): E[] {
  return decider.decide(command, history.reduce(decider.evolve, decider.initialState()));
}

describe('an AKT or MSQ question’s source (issue 29)', () => {
  const created = recorded(aktQuestionDecider, [], saveAkt(undefined, true));

  test('given a new question saved with a source, then the source is recorded after its creation', () => {
    const events = recorded(aktQuestionDecider, [], saveAkt(redBook, true));
    expect(events.slice(0, -1)).toEqual(created);
    expect(events.at(-1)).toEqual(aktSource(redBook));
  });

  test('given a question, when the same save names a review date only, then only the source changes', () => {
    const withSource = [...created, aktSource(redBook)];
    given(aktQuestionDecider, withSource)
      .when(saveAkt({ lastReviewedOn: '2026-02-01' }))
      .then([aktSource({ ...redBook, lastReviewedOn: '2026-02-01' })]);
    given(aktQuestionDecider, withSource).when(saveAkt(redBook)).thenNothingHappened();
    given(aktQuestionDecider, withSource).when(saveAkt()).thenNothingHappened();
  });

  test('given a question without a source, when a link comes without a title, then it is refused', () => {
    given(aktQuestionDecider, created)
      .when(saveAkt({ sourceUrl: redBook.sourceUrl }))
      .thenThrows(ValidationError);
  });
});

describe('a KFP case’s source (issue 29)', () => {
  const fields = {
    topicID: 't1',
    caseName: 'Chest pain',
    caseDescription: '<p>A man of 58</p>',
    status: 'ACT' as const,
  };
  const caseCreated: KfpCaseEvent = { type: 'KfpCaseCreated', data: { kfpCaseID: 'c1', ...fields } };
  const caseSource = (source: Source): KfpCaseEvent => ({
    type: 'KfpCaseSourceChanged',
    data: { kfpCaseID: 'c1', ...noSource, ...source },
  });
  const save = (source?: Source, create?: true) => ({
    type: 'SaveKfpCase' as const,
    data: { kfpCaseID: 'c1', ...fields, ...(create ? { create } : {}), ...(source ? { source } : {}) },
  });

  test('given no case, when it is created with a source, then both are recorded', () => {
    given(kfpCaseDecider)
      .when(save(redBook, true))
      .then([caseCreated, caseSource(redBook)]);
  });

  test('given a case, when a save clears the link, then the source without it is recorded; the version counts it', () => {
    given(kfpCaseDecider, [caseCreated, caseSource(redBook)])
      .when(save({ sourceUrl: null }))
      .then([caseSource({ ...redBook, sourceUrl: null })]);
    const state = [caseCreated, caseSource(redBook)].reduce(kfpCaseDecider.evolve, kfpCaseDecider.initialState());
    expect(state.version).toBe(2);
  });
});
