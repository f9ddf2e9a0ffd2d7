import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { createKysely } from '@notebook/kernel';
import type { ChoiceQuestionState } from '@notebook/question-bank';
import type { Database } from '@notebook/read-models';
import type { BenchContext } from './bench';

/**
 * AKT question rows as the question-bank projection writes them (benchmarks measure practice and
 * mock exams, not authoring): active multiple choice, one correct option of three, in batches of
 * 1,000; `mockExamQuestion` flags them for mock exams.
 */
export async function seedAktQuestions(
  context: BenchContext,
  topicID: string,
  count: number,
  options: { mockExamQuestion?: boolean } = {},
): Promise<void> {
  const mockFlag = options.mockExamQuestion ? 'Y' : 'N';
  for (let from = 0; from < count; from += 1000) {
    const values = [];
    for (let index = from; index < Math.min(count, from + 1000); index += 1) {
      const questionID = randomUUID();
      const answers = [0, 1, 2].map((order) => ({
        answerID: randomUUID(),
        answer: `Option ${order + 1}`,
        correctAnswer: order === 0,
        answerScore: 0,
        displayOrder: order + 1,
        status: 'ACT',
      }));
      const document: ChoiceQuestionState = {
        exists: true,
        removed: false,
        version: 4,
        questionID,
        answerType: 'MULTIPLE_CHOICE',
        answers: answers as ChoiceQuestionState extends { answers: infer A } ? A : never,
        subQuestions: [],
        topicID,
        questionName: `Question ${index + 1}`,
        questionType: 'AKT',
        status: 'ACT',
        mockFlag,
        explanation: `<p>Why option 1 (${index + 1}).</p>`,
        question: `<p>A patient (${index + 1}) presents with raised blood pressure. Which is first line?</p>`,
        noOfAnswers: 3,
        noOfExpectedAnswers: null,
      };
      values.push(
        sql`(${questionID}, ${topicID}, ${document.questionName}, 'AKT', 'MULTIPLE_CHOICE', 'ACT', ${mockFlag}, ${index + 1}, 4, ${JSON.stringify(document)}::jsonb, now(), now(), 'bench')`,
      );
    }
    await sql`INSERT INTO akt_question (akt_question_id, topic_id, question_name, akt_type, akt_answer_type, status, mock_exam_question, display_order, version, document, created_at, updated_at, updated_by)
      VALUES ${sql.join(values)}`.execute(createKysely<Database>(context.pool));
  }
}
