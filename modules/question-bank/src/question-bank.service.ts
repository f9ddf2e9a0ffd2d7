import { z } from 'zod';
import type {
  AktQuestionDetail,
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
import { Messages, QuestionBankLimits } from '@notebook/contracts';
import { Actor, CommandExecutor, NotFoundError, newId } from '@notebook/kernel';
import type { CatalogQueries } from '@notebook/catalog';
import { aktQuestionCommands } from './akt/akt-question.decider';
import { kfpCaseCommands, kfpCaseOrderCommands } from './kfp/kfp-case.decider';
import { msqQuestionCommands } from './msq/msq-question.decider';
import { QuestionBankQueries } from './queries/question-bank.queries';
import type { AnswerInput } from './shared/answers';
import type { HeaderInput } from './shared/choice-question.decider';

type In<S extends z.ZodType> = z.output<S>;

export type QuestionBankOptions = { msqAnswerOptions: number };

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
    const dto = input.aktQuestionDTO;
    const id = dto.aktQuestionID ?? newId();
    const answers = input.aktmoQuestionDTO.aktmoAnswerDTOList.map((a) =>
      answerInput(a.aktMoAnswerID, a.answer, a.correctAnswer),
    );
    await aktQuestionCommands.handle(
      this.executor,
      id,
      {
        type: 'SaveMultipleChoice',
        data: {
          questionID: id,
          create: await this.creating(dto.aktQuestionID, dto.topicID),
          header: aktHeader(dto),
          question: input.aktmoQuestionDTO.question,
          noOfAnswers: input.aktmoQuestionDTO.noOfAnswers,
          answers,
          newAnswerIDs: answers.map(() => newId()),
          maxAnswers: QuestionBankLimits.aktMaxAnswers,
          expectedVersion: dto.version,
        },
      },
      actor,
    );
    return found(await this.queries.aktQuestion(id)) as AktmoSaveDTO;
  }

  async saveAktEmAnswerList(input: In<typeof saveAktEmAnswerListRequest>, actor: Actor): Promise<AktemResponseDTO> {
    const dto = input.aktQuestionDTO;
    const id = dto.aktQuestionID ?? newId();
    const answers = input.aktemAnswerDTOList.map((a) => answerInput(a.aktEmAnswerID, a.answer));
    await aktQuestionCommands.handle(
      this.executor,
      id,
      {
        type: 'SaveExtendedMatchAnswers',
        data: {
          questionID: id,
          create: await this.creating(dto.aktQuestionID, dto.topicID),
          header: aktHeader(dto),
          noOfAnswers: dto.noOfAnswers,
          answers,
          newAnswerIDs: answers.map(() => newId()),
          maxAnswers: QuestionBankLimits.aktMaxAnswers,
          expectedVersion: dto.version,
        },
      },
      actor,
    );
    return found(await this.queries.aktQuestion(id)) as AktemResponseDTO;
  }

  async saveAktEmQuestion(input: In<typeof saveAktEmQuestionRequest>, actor: Actor): Promise<AktemResponseDTO> {
    await aktQuestionCommands.handle(
      this.executor,
      input.aktQuestionID,
      {
        type: 'SaveSubQuestion',
        data: {
          subQuestionID: input.aktEmQuestionID,
          newSubQuestionID: newId(),
          question: input.question,
          correctAnswerID: input.correctAnswerID,
          status: input.status,
          expectedVersion: input.version,
        },
      },
      actor,
    );
    return found(await this.queries.aktQuestion(input.aktQuestionID)) as AktemResponseDTO;
  }

  async removeAktQuestion(input: In<typeof removeAktQuestionRequest>, actor: Actor): Promise<void> {
    await aktQuestionCommands.handle(
      this.executor,
      input.aktQuestionID,
      { type: 'RemoveQuestion', data: { expectedVersion: input.version } },
      actor,
    );
  }

  async removeAktEmQuestion(input: In<typeof removeAktEmQuestionRequest>, actor: Actor): Promise<AktQuestionDetail> {
    await aktQuestionCommands.handle(
      this.executor,
      input.aktQuestionID,
      { type: 'RemoveSubQuestion', data: { subQuestionID: input.aktEmQuestionID, expectedVersion: input.version } },
      actor,
    );
    return found(await this.queries.aktQuestion(input.aktQuestionID));
  }

  // ------------------------------------------------------------ MSQ

  async saveMsqMoQuestion(input: In<typeof saveMsqMoQuestionRequest>, actor: Actor): Promise<MsqmoSaveDTO> {
    const dto = input.msqQuestionDTO;
    const mo = input.msqmoQuestionDTO;
    const id = dto.msqQuestionID ?? newId();
    const answers = mo.msqmoAnswerDTOList.map((a) => ({
      ...answerInput(a.msqMoAnswerID, a.answer, a.correctAnswer),
      answerScore: a.answerScore,
    }));
    await msqQuestionCommands.handle(
      this.executor,
      id,
      {
        type: 'SaveMultipleChoice',
        data: {
          questionID: id,
          create: await this.creating(dto.msqQuestionID, dto.topicID),
          header: msqHeader(dto),
          question: mo.question,
          noOfAnswers: mo.noOfAnswers,
          noOfExpectedAnswers: mo.noOfExpectedAnswers,
          answers,
          newAnswerIDs: answers.map(() => newId()),
          maxAnswers: this.options.msqAnswerOptions,
          expectedVersion: dto.version,
        },
      },
      actor,
    );
    return found(await this.queries.msqQuestion(id)) as MsqmoSaveDTO;
  }

  async saveMsqEmAnswerList(input: In<typeof saveMsqEmAnswerListRequest>, actor: Actor): Promise<MsqemResponseDTO> {
    const dto = input.msqQuestionDTO;
    const id = dto.msqQuestionID ?? newId();
    const answers = input.msqemAnswerDTOList.map((a) => answerInput(a.msqEmAnswerID, a.answer));
    await msqQuestionCommands.handle(
      this.executor,
      id,
      {
        type: 'SaveExtendedMatchAnswers',
        data: {
          questionID: id,
          create: await this.creating(dto.msqQuestionID, dto.topicID),
          header: msqHeader(dto),
          noOfAnswers: dto.noOfAnswers,
          answers,
          newAnswerIDs: answers.map(() => newId()),
          maxAnswers: this.options.msqAnswerOptions,
          expectedVersion: dto.version,
        },
      },
      actor,
    );
    return found(await this.queries.msqQuestion(id)) as MsqemResponseDTO;
  }

  async saveMsqEmQuestion(input: In<typeof saveMsqEmQuestionRequest>, actor: Actor): Promise<MsqemResponseDTO> {
    await msqQuestionCommands.handle(
      this.executor,
      input.msqQuestionID,
      {
        type: 'SaveSubQuestion',
        data: {
          subQuestionID: input.msqEmQuestionID,
          newSubQuestionID: newId(),
          question: input.question,
          correctAnswerID: input.correctAnswerID,
          status: input.status,
          expectedVersion: input.version,
        },
      },
      actor,
    );
    return found(await this.queries.msqQuestion(input.msqQuestionID)) as MsqemResponseDTO;
  }

  async removeMsqQuestion(input: In<typeof removeMsqQuestionRequest>, actor: Actor): Promise<void> {
    await msqQuestionCommands.handle(
      this.executor,
      input.msqQuestionID,
      { type: 'RemoveQuestion', data: { expectedVersion: input.version } },
      actor,
    );
  }

  async removeMsqEmQuestion(input: In<typeof removeMsqEmQuestionRequest>, actor: Actor): Promise<MsqQuestionDetail> {
    await msqQuestionCommands.handle(
      this.executor,
      input.msqQuestionID,
      { type: 'RemoveSubQuestion', data: { subQuestionID: input.msqEmQuestionID, expectedVersion: input.version } },
      actor,
    );
    return found(await this.queries.msqQuestion(input.msqQuestionID));
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

  async requireTopic(topicID: string): Promise<void> {
    if (!(await this.catalog.topicExists(topicID))) throw new NotFoundError(Messages.topicNotFound, 'topicID');
  }
}

function answerInput(answerID: string | undefined, answer: string, correctAnswer?: boolean): AnswerInput {
  return { answerID, answer, correctAnswer };
}

function aktHeader(dto: In<typeof saveAktMoQuestionRequest>['aktQuestionDTO']): HeaderInput {
  return {
    topicID: dto.topicID,
    questionName: dto.questionName,
    questionType: dto.aktType,
    status: dto.status,
    mockFlag: dto.mockExamQuestion,
    explanation: dto.explanation,
  };
}

function msqHeader(dto: In<typeof saveMsqMoQuestionRequest>['msqQuestionDTO']): HeaderInput {
  return {
    topicID: dto.topicID,
    questionName: dto.questionName,
    questionType: dto.msqType,
    status: dto.status,
    mockFlag: dto.selectedForMock,
    explanation: dto.explanation,
  };
}

function found<T>(item: T | undefined): T {
  if (!item) throw new NotFoundError(Messages.questionNotFound);
  return item;
}
