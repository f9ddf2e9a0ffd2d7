import { randomUUID } from 'node:crypto';
import { projectionSpec } from '../../../../test/support/projection-spec';
import type { AktQuestionEvent } from '../akt/akt-question.events';
import type { KfpCaseEvent } from '../kfp/kfp-case.events';
import { questionBankProjection } from './question-bank.projection';

const spec = projectionSpec(questionBankProjection);

const aktCreated = (topicID: string, questionName: string, questionID = randomUUID()): AktQuestionEvent => ({
  type: 'AktQuestionCreated',
  data: {
    questionID,
    topicID,
    questionName,
    questionType: 'AKT',
    answerType: 'MULTIPLE_CHOICE',
    status: 'ACT',
    mockFlag: 'N',
    explanation: null,
    question: '<p>Which?</p>',
    noOfAnswers: 2,
    noOfExpectedAnswers: null,
  },
});
const caseCreated = (topicID: string, caseName: string, kfpCaseID = randomUUID()): KfpCaseEvent => ({
  type: 'KfpCaseCreated',
  data: { kfpCaseID, topicID, caseName, caseDescription: '<p>A case</p>', status: 'ACT' },
});
const idOf = (event: { data: object }) => Object.values(event.data)[0] as string;

describe('question bank projection', () => {
  it('a new question or case goes last in its topic, in log order; an edit keeps its place', async () => {
    const [topic, other] = [randomUUID(), randomUUID()];
    const first = aktCreated(topic, 'first');
    await spec.given(
      first,
      aktCreated(topic, 'second'),
      aktCreated(other, 'elsewhere'),
      caseCreated(topic, 'case 1'),
      caseCreated(topic, 'case 2'),
    );
    await spec.given({
      type: 'AktQuestionUpdated',
      data: { ...(first.data as object), questionName: 'first, renamed' },
    } as AktQuestionEvent);
    const questions = await spec.db
      .selectFrom('akt_question')
      .select(['question_name', 'display_order', 'version'])
      .orderBy('question_name')
      .execute();
    expect(questions).toEqual([
      { question_name: 'elsewhere', display_order: 1, version: 1 },
      { question_name: 'first, renamed', display_order: 1, version: 2 },
      { question_name: 'second', display_order: 2, version: 1 },
    ]);
    expect(
      await spec.db.selectFrom('kfp_case').select(['case_name', 'display_order']).orderBy('display_order').execute(),
    ).toEqual([
      { case_name: 'case 1', display_order: 1 },
      { case_name: 'case 2', display_order: 2 },
    ]);
  });

  it('a removed question leaves the read model; a reorder of cases sets their places', async () => {
    const topic = randomUUID();
    const question = aktCreated(topic, 'goes');
    const [a, b] = [caseCreated(topic, 'a'), caseCreated(topic, 'b')];
    await spec.given(question, a, b);
    await spec.given(
      { type: 'AktQuestionRemoved', data: { questionID: idOf(question) } },
      { type: 'KfpCasesReordered', data: { topicID: topic, kfpCaseIDs: [idOf(b), idOf(a)] } },
    );
    expect(await spec.db.selectFrom('akt_question').select('akt_question_id').execute()).toEqual([]);
    expect(
      await spec.db.selectFrom('kfp_case').select(['case_name', 'display_order']).orderBy('display_order').execute(),
    ).toEqual([
      { case_name: 'b', display_order: 1 },
      { case_name: 'a', display_order: 2 },
    ]);
  });
});
