import { z } from 'zod';
import type {
  AktQuestionDetail,
  ContentStatus,
  AktemResponseDTO,
  AktmoSaveDTO,
  KfpCaseDTO,
  MsqQuestionDetail,
  MsqemResponseDTO,
  MsqmoSaveDTO,
  removeAktEmQuestionRequest,
  removeAktQuestionRequest,
  removeKfpCaseQuestionRequest,
  removeKfpCaseRequest,
  removeMsqEmQuestionRequest,
  removeMsqQuestionRequest,
  saveAktEmAnswerListRequest,
  saveAktEmQuestionRequest,
  saveAktMoQuestionRequest,
  saveKfpCaseQuestionRequest,
  saveKfpCaseRequest,
  saveMsqEmAnswerListRequest,
  saveMsqEmQuestionRequest,
  saveMsqMoQuestionRequest,
  updateKfpCaseDisplayOrderRequest,
  updateKfpCaseQuestionDisplayOrderRequest,
} from '@notebook/contracts';
import { type ContentSourceChange, Messages, QuestionBankLimits, sourceChangeOf } from '@notebook/contracts';
import { Actor, CommandExecutor, NotFoundError, ValidationError, newId } from '@notebook/kernel';
import type { CatalogQueries } from '@notebook/catalog';
import { aktQuestionCommands } from './akt/akt-question.decider';
import { kfpCaseCommands, kfpCaseOrderCommands } from './kfp/kfp-case.decider';
import { msqQuestionCommands } from './msq/msq-question.decider';
import { QuestionBankQueries } from './queries/question-bank.queries';
import type { AnswerInput } from './shared/answers';
import type { ChoiceQuestionCommand, HeaderInput } from './shared/choice-question.decider';

type In<S extends z.ZodType> = z.output<S>;

export type QuestionBankOptions = { msqAnswerOptions: number };

/** What tells the AKT and KFP(MSQ) admin commands apart: their streams, read model and most answers. */
type ChoiceKind<Detail> = {
  commands: {
    handle(executor: CommandExecutor, id: string, command: ChoiceQuestionCommand, actor: Actor): Promise<unknown>;
  };
  load(queries: QuestionBankQueries, id: string): Promise<Detail | undefined>;
  maxAnswers(options: QuestionBankOptions): number;
};

const aktKind: ChoiceKind<AktQuestionDetail> = {
  commands: aktQuestionCommands,
  load: (queries, id) => queries.aktQuestion(id),
  maxAnswers: () => QuestionBankLimits.aktMaxAnswers,
};

const msqKind: ChoiceKind<MsqQuestionDetail> = {
  commands: msqQuestionCommands,
  load: (queries, id) => queries.msqQuestion(id),
  maxAnswers: (options) => options.msqAnswerOptions,
};

/** A save's question header, with the question's id (none: a new question) and the version the client loaded. */
type SavedHeader = {
  questionID?: string;
  version?: number;
  header: HeaderInput;
  source?: ContentSourceChange;
  /** The lesson the save names: undefined leaves the link, null clears it (issue 29). */
  lessonID?: string | null;
};

/** The answers a save sends, with the command that saves them. */
type AnswersSave =
  | {
      type: 'SaveMultipleChoice';
      question: string;
      noOfAnswers: number;
      noOfExpectedAnswers?: number;
      answers: AnswerInput[];
    }
  | { type: 'SaveExtendedMatchAnswers'; noOfAnswers: number; answers: AnswerInput[] };

/** One extended-match sub-question as a save sends it (no id: a new one). */
type SubQuestionSave = {
  subQuestionID?: string;
  question: string;
  correctAnswerID: string;
  status?: ContentStatus;
  version?: number;
};

/**
 * Admin commands on the question bank. Every rule lives in the deciders, sanitising rich text too (a
 * field that sanitises to nothing is then 'Required'). Each call answers from the read model, which
 * the executor has waited for.
 */
export class QuestionBankService {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly queries: QuestionBankQueries,
    /** The catalog's exported query: a question's topic must exist. */
    private readonly catalog: Pick<CatalogQueries, 'topicExists'>,
    private readonly options: QuestionBankOptions = { msqAnswerOptions: QuestionBankLimits.defaultMsqAnswerOptions },
  ) {}

  /** The configured most answers of an MSQ question (the application property msqAnswerOptions). */
  get msqAnswerOptions(): number {
    return this.options.msqAnswerOptions;
  }

  // ------------------------------------------------------------ AKT

  async saveAktMoQuestion(input: In<typeof saveAktMoQuestionRequest>, actor: Actor): Promise<AktmoSaveDTO> {
    const mo = input.aktmoQuestionDTO;
    const answers = mo.aktmoAnswerDTOList.map((a) => answerInput(a.aktMoAnswerID, a.answer, a.correctAnswer));
    const choice: AnswersSave = {
      type: 'SaveMultipleChoice',
      question: mo.question,
      noOfAnswers: mo.noOfAnswers,
      answers,
    };
    return (await this.saveQuestion(aktKind, aktHeader(input.aktQuestionDTO), choice, actor)) as AktmoSaveDTO;
  }

  async saveAktEmAnswerList(input: In<typeof saveAktEmAnswerListRequest>, actor: Actor): Promise<AktemResponseDTO> {
    const dto = input.aktQuestionDTO;
    const answers = input.aktemAnswerDTOList.map((a) => answerInput(a.aktEmAnswerID, a.answer));
    const extendedMatch: AnswersSave = { type: 'SaveExtendedMatchAnswers', noOfAnswers: dto.noOfAnswers, answers };
    return (await this.saveQuestion(aktKind, aktHeader(dto), extendedMatch, actor)) as AktemResponseDTO;
  }

  async saveAktEmQuestion(input: In<typeof saveAktEmQuestionRequest>, actor: Actor): Promise<AktemResponseDTO> {
    const { aktQuestionID, aktEmQuestionID: subQuestionID, ...subQuestion } = input;
    const saved = await this.saveSubQuestion(aktKind, aktQuestionID, { subQuestionID, ...subQuestion }, actor);
    return saved as AktemResponseDTO;
  }

  async removeAktQuestion(input: In<typeof removeAktQuestionRequest>, actor: Actor): Promise<void> {
    await this.removeQuestion(aktKind, input.aktQuestionID, input.version, actor);
  }

  async removeAktEmQuestion(input: In<typeof removeAktEmQuestionRequest>, actor: Actor): Promise<AktQuestionDetail> {
    return this.removeSubQuestion(aktKind, input.aktQuestionID, input.aktEmQuestionID, input.version, actor);
  }

  // ------------------------------------------------------------ MSQ

  async saveMsqMoQuestion(input: In<typeof saveMsqMoQuestionRequest>, actor: Actor): Promise<MsqmoSaveDTO> {
    const { question, noOfAnswers, noOfExpectedAnswers, msqmoAnswerDTOList } = input.msqmoQuestionDTO;
    const answers = msqmoAnswerDTOList.map((a) => ({
      ...answerInput(a.msqMoAnswerID, a.answer, a.correctAnswer),
      answerScore: a.answerScore,
    }));
    const choice: AnswersSave = { type: 'SaveMultipleChoice', question, noOfAnswers, noOfExpectedAnswers, answers };
    return (await this.saveQuestion(msqKind, msqHeader(input.msqQuestionDTO), choice, actor)) as MsqmoSaveDTO;
  }

  async saveMsqEmAnswerList(input: In<typeof saveMsqEmAnswerListRequest>, actor: Actor): Promise<MsqemResponseDTO> {
    const dto = input.msqQuestionDTO;
    const answers = input.msqemAnswerDTOList.map((a) => answerInput(a.msqEmAnswerID, a.answer));
    const extendedMatch: AnswersSave = { type: 'SaveExtendedMatchAnswers', noOfAnswers: dto.noOfAnswers, answers };
    return (await this.saveQuestion(msqKind, msqHeader(dto), extendedMatch, actor)) as MsqemResponseDTO;
  }

  async saveMsqEmQuestion(input: In<typeof saveMsqEmQuestionRequest>, actor: Actor): Promise<MsqemResponseDTO> {
    const { msqQuestionID, msqEmQuestionID: subQuestionID, ...subQuestion } = input;
    const saved = await this.saveSubQuestion(msqKind, msqQuestionID, { subQuestionID, ...subQuestion }, actor);
    return saved as MsqemResponseDTO;
  }

  async removeMsqQuestion(input: In<typeof removeMsqQuestionRequest>, actor: Actor): Promise<void> {
    await this.removeQuestion(msqKind, input.msqQuestionID, input.version, actor);
  }

  async removeMsqEmQuestion(input: In<typeof removeMsqEmQuestionRequest>, actor: Actor): Promise<MsqQuestionDetail> {
    return this.removeSubQuestion(msqKind, input.msqQuestionID, input.msqEmQuestionID, input.version, actor);
  }

  // ------------------------------------------------------------ AKT and MSQ alike

  /** Saves a question's header with its multiple-choice or extended-match answers, creating it when new. */
  private async saveQuestion<Detail>(
    kind: ChoiceKind<Detail>,
    saved: SavedHeader,
    { type, ...answersSave }: AnswersSave,
    actor: Actor,
  ): Promise<Detail> {
    const id = saved.questionID ?? newId();
    const data = {
      questionID: id,
      create: await this.creating(saved.questionID, saved.header.topicID),
      header: saved.header,
      ...answersSave,
      newAnswerIDs: answersSave.answers.map(() => newId()),
      maxAnswers: kind.maxAnswers(this.options),
      expectedVersion: saved.version,
      source: saved.source,
      lessonID: await this.lessonOfTopic(saved.lessonID, saved.header.topicID),
    };
    // Destructuring loses which command `type` goes with these answers; AnswersSave keeps them paired.
    await kind.commands.handle(this.executor, id, { type, data } as ChoiceQuestionCommand, actor);
    return found(await kind.load(this.queries, id));
  }

  private async saveSubQuestion<Detail>(
    kind: ChoiceKind<Detail>,
    questionID: string,
    { version, ...subQuestion }: SubQuestionSave,
    actor: Actor,
  ): Promise<Detail> {
    const data = { ...subQuestion, newSubQuestionID: newId(), expectedVersion: version };
    await kind.commands.handle(this.executor, questionID, { type: 'SaveSubQuestion', data }, actor);
    return found(await kind.load(this.queries, questionID));
  }

  private async removeQuestion<Detail>(
    kind: ChoiceKind<Detail>,
    questionID: string,
    version: number | undefined,
    actor: Actor,
  ): Promise<void> {
    await kind.commands.handle(
      this.executor,
      questionID,
      { type: 'RemoveQuestion', data: { expectedVersion: version } },
      actor,
    );
  }

  private async removeSubQuestion<Detail>(
    kind: ChoiceKind<Detail>,
    questionID: string,
    subQuestionID: string,
    version: number | undefined,
    actor: Actor,
  ): Promise<Detail> {
    const data = { subQuestionID, expectedVersion: version };
    await kind.commands.handle(this.executor, questionID, { type: 'RemoveSubQuestion', data }, actor);
    return found(await kind.load(this.queries, questionID));
  }

  // ------------------------------------------------------------ KFP

  async saveKfpCase(input: In<typeof saveKfpCaseRequest>, actor: Actor): Promise<KfpCaseDTO> {
    const id = input.kfpCaseID ?? newId();
    await kfpCaseCommands.handle(
      this.executor,
      id,
      {
        type: 'SaveKfpCase',
        data: {
          kfpCaseID: id,
          create: await this.creating(input.kfpCaseID, input.topicID),
          topicID: input.topicID,
          caseName: input.caseName,
          caseDescription: input.caseDescription,
          status: input.status,
          expectedVersion: input.version,
          source: sourceChangeOf(input),
          lessonID: await this.lessonOfTopic(input.lessonID, input.topicID),
        },
      },
      actor,
    );
    return found(await this.queries.kfpCase(id));
  }

  async saveKfpCaseQuestion(input: In<typeof saveKfpCaseQuestionRequest>, actor: Actor): Promise<KfpCaseDTO> {
    // On update a client may send updatedAnswers then addedAnswers instead of the whole list.
    const sent =
      input.updatedAnswers || input.addedAnswers
        ? [...(input.updatedAnswers ?? []), ...(input.addedAnswers ?? [])]
        : input.questionAnswers;
    const answers = sent.map((a) => answerInput(a.kfpCaseQuestionAnswerID, a.answer, a.correctAnswer));
    await kfpCaseCommands.handle(
      this.executor,
      input.kfpCaseID,
      {
        type: 'SaveKfpCaseQuestion',
        data: {
          kfpCaseQuestionID: input.kfpCaseQuestionID,
          newKfpCaseQuestionID: newId(),
          question: input.question,
          explanation: input.explanation,
          kfpAnswerType: input.kfpAnswerType,
          noOfAnswers: input.noOfAnswers,
          status: input.status,
          answers,
          newAnswerIDs: answers.map(() => newId()),
          expectedVersion: input.version,
        },
      },
      actor,
    );
    return found(await this.queries.kfpCase(input.kfpCaseID));
  }

  async removeKfpCase(input: In<typeof removeKfpCaseRequest>, actor: Actor): Promise<void> {
    await kfpCaseCommands.handle(
      this.executor,
      input.kfpCaseID,
      { type: 'RemoveKfpCase', data: { expectedVersion: input.version } },
      actor,
    );
  }

  async removeKfpCaseQuestion(input: In<typeof removeKfpCaseQuestionRequest>, actor: Actor): Promise<KfpCaseDTO> {
    const kfpCaseID = input.kfpCaseID ?? (await this.queries.kfpCaseOfQuestion(input.kfpCaseQuestionID));
    if (!kfpCaseID) throw new NotFoundError(Messages.questionNotFound, 'kfpCaseQuestionID');
    await kfpCaseCommands.handle(
      this.executor,
      kfpCaseID,
      {
        type: 'RemoveKfpCaseQuestion',
        data: { kfpCaseQuestionID: input.kfpCaseQuestionID, expectedVersion: input.version },
      },
      actor,
    );
    return found(await this.queries.kfpCase(kfpCaseID));
  }

  async reorderKfpCases(input: In<typeof updateKfpCaseDisplayOrderRequest>, actor: Actor): Promise<KfpCaseDTO[]> {
    await this.requireTopic(input.topicID);
    const currentKfpCaseIDs = await this.queries.kfpCaseIDs(input.topicID);
    await kfpCaseOrderCommands.handle(
      this.executor,
      input.topicID,
      { type: 'ReorderKfpCases', data: { topicID: input.topicID, kfpCaseIDs: input.kfpCaseIDs, currentKfpCaseIDs } },
      actor,
    );
    return this.queries.kfpCases(input.topicID);
  }

  async reorderKfpCaseQuestions(
    input: In<typeof updateKfpCaseQuestionDisplayOrderRequest>,
    actor: Actor,
  ): Promise<KfpCaseDTO> {
    await kfpCaseCommands.handle(
      this.executor,
      input.kfpCaseID,
      {
        type: 'ReorderKfpCaseQuestions',
        data: { kfpCaseQuestionIDs: input.kfpCaseQuestionIDs, expectedVersion: input.version },
      },
      actor,
    );
    return found(await this.queries.kfpCase(input.kfpCaseID));
  }

  // ------------------------------------------------------------ helpers

  /** The topic must exist; no id sent means a new item (placed last in its topic by the projection). */
  private async creating(id: string | undefined, topicID: string): Promise<true | undefined> {
    await this.requireTopic(topicID);
    return id ? undefined : true;
  }

  /** A named lesson must be an author lesson of the save's topic (400 on lessonID); undefined and null pass. */
  private async lessonOfTopic(
    lessonID: string | null | undefined,
    topicID: string,
  ): Promise<string | null | undefined> {
    if (!lessonID) return lessonID;
    if ((await this.queries.topicOfLesson(lessonID)) !== topicID)
      throw new ValidationError(Messages.lessonNotInTopic, 'lessonID');
    return lessonID;
  }

  async requireTopic(topicID: string): Promise<void> {
    if (!(await this.catalog.topicExists(topicID))) throw new NotFoundError(Messages.topicNotFound, 'topicID');
  }
}

function answerInput(answerID: string | undefined, answer: string, correctAnswer?: boolean): AnswerInput {
  return { answerID, answer, correctAnswer };
}

function aktHeader(dto: In<typeof saveAktMoQuestionRequest>['aktQuestionDTO']): SavedHeader {
  const header: HeaderInput = {
    topicID: dto.topicID,
    questionName: dto.questionName,
    questionType: dto.aktType,
    status: dto.status,
    mockFlag: dto.mockExamQuestion,
    explanation: dto.explanation,
  };
  return {
    questionID: dto.aktQuestionID,
    version: dto.version,
    header,
    source: sourceChangeOf(dto),
    lessonID: dto.lessonID,
  };
}

function msqHeader(dto: In<typeof saveMsqMoQuestionRequest>['msqQuestionDTO']): SavedHeader {
  const header: HeaderInput = {
    topicID: dto.topicID,
    questionName: dto.questionName,
    questionType: dto.msqType,
    status: dto.status,
    mockFlag: dto.selectedForMock,
    explanation: dto.explanation,
  };
  return {
    questionID: dto.msqQuestionID,
    version: dto.version,
    header,
    source: sourceChangeOf(dto),
    lessonID: dto.lessonID,
  };
}

function found<T>(item: T | undefined): T {
  if (!item) throw new NotFoundError(Messages.questionNotFound);
  return item;
}
