import { Kysely, sql } from 'kysely';
import type {
  AktQuestionDTO,
  AktQuestionDetail,
  AktemResponseDTO,
  AktmoSaveDTO,
  AktType,
  KfpCaseDTO,
  KfpCaseQuestionDTO,
  MsqQuestionDTO,
  MsqQuestionDetail,
  MsqType,
  MsqemResponseDTO,
  MsqmoSaveDTO,
} from '@notebook/contracts';
import { NO_CONTENT_SOURCE } from '@notebook/contracts';
import type { Database } from '@notebook/read-models';
import { catalogItems } from '@notebook/catalog';
import type {
  ChoiceQuestionDocument,
  KfpCaseDocument,
  QuestionBankAnswer,
  QuestionBankSubQuestion,
} from '../read-model/schema';
import { activeAnswers } from '../shared/answers';

/** A question with its place in the topic (a column of the read model, set by the projection). */
type Question = ChoiceQuestionDocument & { displayOrder: number };

/** The two choice-question tables: each row's key, and the column that marks a question for mock exams. */
const CHOICE_TABLES = {
  akt_question: { key: 'akt_question_id', mockFlag: 'mock_exam_question' },
  msq_question: { key: 'msq_question_id', mockFlag: 'selected_for_mock' },
} as const;
type ChoiceTable = keyof typeof CHOICE_TABLES;
type TopicTable = ChoiceTable | 'kfp_case';
type TopicRow<Table extends TopicTable> = {
  document: Table extends 'kfp_case' ? KfpCaseDocument : ChoiceQuestionDocument;
  display_order: number;
};

const placed = (row: { document: ChoiceQuestionDocument; display_order: number }): Question => ({
  ...row.document,
  displayOrder: row.display_order,
});

/** Reads of the question bank read model, shaped as the spec's DTOs. Removed items are absent. */
export class QuestionBankQueries {
  constructor(private readonly db: Kysely<Database>) {}

  async aktQuestionList(topicID: string): Promise<AktQuestionDTO[]> {
    return (await this.topicRows('akt_question', topicID)).map((row) => aktHeader(placed(row)));
  }

  async aktQuestion(id: string): Promise<AktQuestionDetail | undefined> {
    const question = await this.choiceQuestion('akt_question', id);
    return question && (question.answerType === 'EXTENDED_MATCH' ? aktEm(question) : aktMo(question));
  }

  async aktMockQuestionCount(topicID?: string): Promise<number> {
    return this.mockQuestionCount('akt_question', topicID);
  }

  async msqQuestionList(topicID: string): Promise<MsqQuestionDTO[]> {
    return (await this.topicRows('msq_question', topicID)).map((row) => msqHeader(placed(row)));
  }

  async msqQuestion(id: string): Promise<MsqQuestionDetail | undefined> {
    const question = await this.choiceQuestion('msq_question', id);
    return question && (question.answerType === 'EXTENDED_MATCH' ? msqEm(question) : msqMo(question));
  }

  async msqMockQuestionCount(topicID?: string): Promise<number> {
    return this.mockQuestionCount('msq_question', topicID);
  }

  /** Every (not removed) case of a topic, active or not, in display order, without its questions. */
  async kfpCases(topicID: string): Promise<KfpCaseDTO[]> {
    const rows = await this.topicRows('kfp_case', topicID);
    return rows.map((row) => ({ ...kfpCase(row.document, row.display_order), kfpCaseQuestions: [] }));
  }

  async kfpCase(id: string): Promise<KfpCaseDTO | undefined> {
    const row = await this.db
      .selectFrom('kfp_case')
      .select(['document', 'display_order'])
      .where('kfp_case_id', '=', id)
      .executeTakeFirst();
    return row && kfpCase(row.document, row.display_order);
  }

  async kfpCaseIDs(topicID: string): Promise<string[]> {
    const rows = await this.db.selectFrom('kfp_case').select('kfp_case_id').where('topic_id', '=', topicID).execute();
    return rows.map((row) => row.kfp_case_id);
  }

  async kfpCaseOfQuestion(kfpCaseQuestionID: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('kfp_case')
      .select('kfp_case_id')
      .where(sql<boolean>`question_ids @> ARRAY[${kfpCaseQuestionID}]::uuid[]`)
      .executeTakeFirst();
    return row?.kfp_case_id;
  }

  /** The topic of an author lesson (issue 29: a question links to a lesson of its topic); undefined: no such lesson. */
  async topicOfLesson(lessonID: string): Promise<string | undefined> {
    const { rows } = await sql<{ topic_id: string }>`SELECT topic_id FROM ${catalogItems.lessons} l
      WHERE lesson_id = ${lessonID} AND lesson_type = 'AUTHOR'`.execute(this.db);
    return rows[0]?.topic_id;
  }

  /** A topic's items in their places (ties, which a reorder never leaves, by creation). */
  private async topicRows<Table extends TopicTable>(table: Table, topicID: string): Promise<Array<TopicRow<Table>>> {
    const rows = await this.db
      .selectFrom(table as TopicTable)
      .select(['document', 'display_order'])
      .where('topic_id', '=', topicID)
      .orderBy('display_order')
      .orderBy('created_at')
      .execute();
    return rows as Array<TopicRow<Table>>;
  }

  private async choiceQuestion(table: ChoiceTable, id: string): Promise<Question | undefined> {
    const row = await this.db
      .selectFrom(table)
      .select(['document', 'display_order'])
      .where(this.db.dynamic.ref(CHOICE_TABLES[table].key), '=', id)
      .executeTakeFirst();
    return row && placed(row);
  }

  private async mockQuestionCount(table: ChoiceTable, topicID?: string): Promise<number> {
    let query = this.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where(this.db.dynamic.ref(CHOICE_TABLES[table].mockFlag), '=', 'Y')
      .where('status', '=', 'ACT');
    if (topicID) query = query.where('topic_id', '=', topicID);
    return Number((await query.executeTakeFirstOrThrow()).n);
  }
}

function aktHeader(q: Question): AktQuestionDTO {
  return {
    aktQuestionID: q.questionID,
    questionName: q.questionName,
    topicID: q.topicID,
    aktType: q.questionType as AktType,
    aktAnswerType: q.answerType,
    status: q.status,
    mockExamQuestion: q.mockFlag,
    ...headerTail(q),
  };
}

function aktMo(q: Question): AktmoSaveDTO {
  return {
    aktQuestionDTO: aktHeader(q),
    aktmoQuestionDTO: {
      question: q.question ?? '',
      noOfAnswers: q.noOfAnswers,
      aktmoAnswerDTOList: activeAnswers(q.answers).map((a) => ({
        aktMoAnswerID: a.answerID,
        answer: a.answer,
        correctAnswer: a.correctAnswer,
        displayOrder: a.displayOrder,
        status: a.status,
      })),
    },
  };
}

function aktEm(q: Question): AktemResponseDTO {
  return {
    aktemAnswerListDTO: {
      aktQuestionDTO: aktHeader(q),
      aktemAnswerDTOList: activeAnswers(q.answers).map((a) => ({ aktEmAnswerID: a.answerID, ...emAnswer(a) })),
    },
    aktemQuestionDTOList: subQuestions(q).map((s) => ({
      aktEmQuestionID: s.subQuestionID,
      aktQuestionID: q.questionID,
      ...emSubQuestion(s),
    })),
  };
}

function msqHeader(q: Question): MsqQuestionDTO {
  return {
    msqQuestionID: q.questionID,
    questionName: q.questionName,
    topicID: q.topicID,
    msqType: q.questionType as MsqType,
    msqAnswerType: q.answerType,
    status: q.status,
    selectedForMock: q.mockFlag,
    ...headerTail(q),
  };
}

function msqMo(q: Question): MsqmoSaveDTO {
  return {
    msqQuestionDTO: msqHeader(q),
    msqmoQuestionDTO: {
      question: q.question ?? '',
      noOfAnswers: q.noOfAnswers,
      noOfExpectedAnswers: q.noOfExpectedAnswers ?? 1,
      status: q.status,
      msqmoAnswerDTOList: activeAnswers(q.answers).map((a) => ({
        msqMoAnswerID: a.answerID,
        answer: a.answer,
        answerScore: a.answerScore,
        correctAnswer: a.correctAnswer,
        displayOrder: a.displayOrder,
        status: a.status,
      })),
    },
  };
}

function msqEm(q: Question): MsqemResponseDTO {
  return {
    msqemAnswerListDTO: {
      msqQuestionDTO: msqHeader(q),
      msqemAnswerDTOList: activeAnswers(q.answers).map((a) => ({ msqEmAnswerID: a.answerID, ...emAnswer(a) })),
    },
    msqemQuestionDTOList: subQuestions(q).map((s) => ({
      msqEmQuestionID: s.subQuestionID,
      msqQuestionID: q.questionID,
      ...emSubQuestion(s),
    })),
  };
}

/** The fields both banks' question headers end with, after the bank's own names. */
function headerTail(q: Question) {
  return {
    explanation: q.explanation,
    noOfAnswers: q.noOfAnswers,
    displayOrder: q.displayOrder,
    version: q.version,
    ...(q.source ?? NO_CONTENT_SOURCE),
    lessonID: q.lessonID ?? null,
  };
}

/** An extended-matching option as both banks show it, after its id. */
function emAnswer(a: QuestionBankAnswer) {
  return { answer: a.answer, displayOrder: a.displayOrder, status: a.status };
}

/** An extended-matching sub-question as both banks show it, after its ids. */
function emSubQuestion(s: QuestionBankSubQuestion) {
  return { question: s.question, correctAnswerID: s.correctAnswerID, status: s.status, displayOrder: s.displayOrder };
}

function subQuestions(q: Question) {
  return [...q.subQuestions].sort((a, b) => a.displayOrder - b.displayOrder);
}

function kfpCase(c: KfpCaseDocument, displayOrder: number): KfpCaseDTO {
  const questions: KfpCaseQuestionDTO[] = [...c.questions]
    .sort((a, b) => a.displayOrder - b.displayOrder)
    .map((q) => ({
      kfpCaseQuestionID: q.kfpCaseQuestionID,
      kfpCaseID: c.kfpCaseID,
      question: q.question,
      explanation: q.explanation,
      kfpAnswerType: q.kfpAnswerType,
      noOfAnswers: q.noOfAnswers,
      displayOrder: q.displayOrder,
      status: q.status,
      questionAnswers: activeAnswers(q.answers).map((a) => ({
        kfpCaseQuestionAnswerID: a.answerID,
        answer: a.answer,
        correctAnswer: a.correctAnswer,
        displayOrder: a.displayOrder,
        status: a.status,
      })),
    }));
  return {
    kfpCaseID: c.kfpCaseID,
    topicID: c.topicID,
    caseName: c.caseName,
    caseDescription: c.caseDescription,
    status: c.status,
    displayOrder,
    version: c.version,
    kfpCaseQuestions: questions,
    noOfQuestions: questions.length,
    ...(c.source ?? NO_CONTENT_SOURCE),
    lessonID: c.lessonID ?? null,
  };
}
