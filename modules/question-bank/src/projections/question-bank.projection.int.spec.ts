import { randomUUID } from 'node:crypto';
import { projectionSpec } from '../../../../test/support/projection-spec';
import type { AktQuestionEvent } from '../akt/akt-question.events';
import type { KfpCaseEvent } from '../kfp/kfp-case.events';
import type { MsqQuestionEvent } from '../msq/msq-question.events';
import { PracticeQuestionQueries } from '../queries/practice-question.queries';
import { QuestionBankQueries } from '../queries/question-bank.queries';
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

  describe('what the queries read back', () => {
    const answer = (answerID: string, text: string, correct: boolean, displayOrder: number) => ({
      answerID,
      answer: text,
      correctAnswer: correct,
      answerScore: 0,
      displayOrder,
      status: 'ACT' as const,
    });

    it('an extended-match question: its active answers and sub-questions in order, its version counting every event', async () => {
      const [topicID, questionID] = [randomUUID(), randomUUID()];
      const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()];
      const [kept, dropped] = [randomUUID(), randomUUID()];
      const events: MsqQuestionEvent[] = [
        {
          type: 'MsqQuestionCreated',
          data: {
            questionID,
            topicID,
            questionName: 'Chest pain',
            questionType: 'MSQ',
            answerType: 'EXTENDED_MATCH',
            status: 'ACT',
            mockFlag: 'Y',
            explanation: '<p>Why</p>',
            question: null,
            noOfAnswers: 3,
            noOfExpectedAnswers: null,
          },
        },
        { type: 'MsqAnswerAdded', data: { questionID, ...answer(a, 'Angina', false, 1) } },
        { type: 'MsqAnswerAdded', data: { questionID, ...answer(b, 'Reflux', false, 2) } },
        { type: 'MsqAnswerAdded', data: { questionID, ...answer(c, 'Costochondritis', false, 3) } },
        { type: 'MsqAnswerUpdated', data: { questionID, ...answer(b, 'Reflux', false, 2), status: 'INA' } },
        {
          type: 'MsqSubQuestionAdded',
          data: {
            questionID,
            subQuestionID: kept,
            question: 'Second',
            correctAnswerID: a,
            status: 'ACT',
            displayOrder: 2,
          },
        },
        {
          type: 'MsqSubQuestionAdded',
          data: {
            questionID,
            subQuestionID: dropped,
            question: 'Gone',
            correctAnswerID: c,
            status: 'ACT',
            displayOrder: 1,
          },
        },
        {
          type: 'MsqSubQuestionUpdated',
          data: {
            questionID,
            subQuestionID: kept,
            question: 'First',
            correctAnswerID: c,
            status: 'ACT',
            displayOrder: 2,
          },
        },
        { type: 'MsqSubQuestionRemoved', data: { questionID, subQuestionID: dropped } },
      ];
      await spec.given(...events);

      const detail = await new QuestionBankQueries(spec.db).msqQuestion(questionID);
      expect(detail).toEqual({
        msqemAnswerListDTO: {
          msqQuestionDTO: expect.objectContaining({ questionName: 'Chest pain', selectedForMock: 'Y', version: 9 }),
          msqemAnswerDTOList: [
            { msqEmAnswerID: a, answer: 'Angina', displayOrder: 1, status: 'ACT' },
            { msqEmAnswerID: c, answer: 'Costochondritis', displayOrder: 3, status: 'ACT' },
          ],
        },
        msqemQuestionDTOList: [
          {
            msqEmQuestionID: kept,
            msqQuestionID: questionID,
            question: 'First',
            correctAnswerID: c,
            status: 'ACT',
            displayOrder: 2,
          },
        ],
      });
      const [copy] = await new PracticeQuestionQueries(spec.db).practiceQuestions('MSQ', [questionID]);
      expect(copy).toMatchObject({
        version: 9,
        answers: [{ answerID: a }, { answerID: c }],
        subQuestions: [{ subQuestionID: kept, correctAnswerID: c }],
      });
    });

    it('a KFP case: its questions in their new order with their answers; a removed question is gone', async () => {
      const event = caseCreated(randomUUID(), 'Headache');
      const kfpCaseID = idOf(event);
      const [first, second, removed] = [randomUUID(), randomUUID(), randomUUID()];
      const question = (kfpCaseQuestionID: string, text: string, displayOrder: number): KfpCaseEvent => ({
        type: 'KfpCaseQuestionAdded',
        data: {
          kfpCaseID,
          kfpCaseQuestionID,
          displayOrder,
          question: text,
          explanation: null,
          kfpAnswerType: 'MULTIPLE_CHOICE',
          noOfAnswers: 1,
          status: 'ACT',
        },
      });
      const right = randomUUID();
      await spec.given(
        event,
        question(first, 'Which test?', 1),
        question(second, 'Which drug?', 2),
        question(removed, 'Removed', 3),
        {
          type: 'KfpCaseQuestionAnswerAdded',
          data: { kfpCaseID, kfpCaseQuestionID: second, ...answer(right, 'Aspirin', true, 1) },
        },
        { type: 'KfpCaseQuestionRemoved', data: { kfpCaseID, kfpCaseQuestionID: removed } },
        { type: 'KfpCaseQuestionsReordered', data: { kfpCaseID, kfpCaseQuestionIDs: [second, first] } },
      );

      const found = await new QuestionBankQueries(spec.db).kfpCase(kfpCaseID);
      expect(found).toMatchObject({ caseName: 'Headache', version: 7, noOfQuestions: 2 });
      expect(found?.kfpCaseQuestions.map((each) => [each.question, each.displayOrder])).toEqual([
        ['Which drug?', 1],
        ['Which test?', 2],
      ]);
      expect(found?.kfpCaseQuestions[0]?.questionAnswers).toEqual([
        { kfpCaseQuestionAnswerID: right, answer: 'Aspirin', correctAnswer: true, displayOrder: 1, status: 'ACT' },
      ]);
      // Practice serves only the questions it can mark: the one with a correct answer.
      expect(await new PracticeQuestionQueries(spec.db).kfpCase(kfpCaseID)).toMatchObject({
        kfpCaseID,
        questions: [{ kfpCaseQuestionID: second, answers: [{ answerID: right, correct: true }] }],
      });
    });
  });
});
