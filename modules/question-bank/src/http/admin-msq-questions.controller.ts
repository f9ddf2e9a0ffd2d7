import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { z } from 'zod';
import {
  ApiPaths,
  Messages,
  Privileges,
  entityId,
  mockQuestionCountQuery,
  msqQuestionByIdQuery,
  msqQuestionListQuery,
  removeMsqEmQuestionRequest,
  removeMsqQuestionRequest,
  saveMsqEmAnswerListRequest,
  saveMsqEmQuestionRequest,
  saveMsqMoQuestionRequest,
} from '@notebook/contracts';
import {
  AdminAccess,
  type AuthenticatedUser,
  CurrentUser,
  NotFoundError,
  ZodPipe,
  actorOf,
  ok,
  ReleasesContent,
} from '@notebook/kernel';
import { QuestionBankQueries } from '../queries/question-bank.queries';
import { QuestionBankService } from '../question-bank.service';

const { msqQuestion } = Privileges;
const viewers = [msqQuestion.view, msqQuestion.addEdit];
type Input<S extends z.ZodType> = z.output<S>;
const topicParam = z.object({ topicID: entityId });
const idParam = z.object({ id: entityId });

@Controller()
export class AdminMsqQuestionsController {
  constructor(
    private readonly service: QuestionBankService,
    private readonly queries: QuestionBankQueries,
  ) {}

  @Get(ApiPaths.adminChapter.getMSQQuestionList)
  @AdminAccess(viewers)
  async list(@Query(new ZodPipe(msqQuestionListQuery)) query: Input<typeof msqQuestionListQuery>) {
    return ok(await this.queries.msqQuestionList(query.topicID));
  }

  @ReleasesContent()
  @Get(ApiPaths.adminChapter.getAllMSQQuestions)
  @AdminAccess(viewers)
  async listByPath(@Param(new ZodPipe(topicParam)) params: Input<typeof topicParam>) {
    return ok(await this.queries.msqQuestionList(params.topicID));
  }

  @ReleasesContent()
  @Get(ApiPaths.adminChapter.getMSQQuestionByID)
  @AdminAccess(viewers)
  async byId(@Query(new ZodPipe(msqQuestionByIdQuery)) query: Input<typeof msqQuestionByIdQuery>) {
    return ok(await this.load(query.msqQuestionID, 'msqQuestionID'));
  }

  @ReleasesContent()
  @Get(ApiPaths.adminChapter.getMSQQuestionById)
  @AdminAccess(viewers)
  async byIdPath(@Param(new ZodPipe(idParam)) params: Input<typeof idParam>) {
    return ok(await this.load(params.id, 'id'));
  }

  @Get(ApiPaths.adminChapter.getMSQMockQuestionCount)
  @AdminAccess(viewers)
  async mockCount(@Query(new ZodPipe(mockQuestionCountQuery)) query: Input<typeof mockQuestionCountQuery>) {
    return ok({ mockQuestionCount: await this.queries.msqMockQuestionCount(query.topicID) });
  }

  @ReleasesContent()
  @Post(ApiPaths.adminChapter.saveUpdateMSQMOQuestion)
  @HttpCode(200)
  @AdminAccess(msqQuestion.addEdit)
  async saveMo(
    @Body(new ZodPipe(saveMsqMoQuestionRequest)) body: Input<typeof saveMsqMoQuestionRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.service.saveMsqMoQuestion(body, actorOf(user)), Messages.successfullySaved);
  }

  @ReleasesContent()
  @Post(ApiPaths.adminChapter.saveUpdateMSQEMAnswerList)
  @HttpCode(200)
  @AdminAccess(msqQuestion.addEdit)
  async saveEmAnswers(
    @Body(new ZodPipe(saveMsqEmAnswerListRequest)) body: Input<typeof saveMsqEmAnswerListRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.service.saveMsqEmAnswerList(body, actorOf(user)), Messages.successfullySaved);
  }

  @ReleasesContent()
  @Post(ApiPaths.adminChapter.saveUpdateMSQEMQuestion)
  @HttpCode(200)
  @AdminAccess(msqQuestion.addEdit)
  async saveEmQuestion(
    @Body(new ZodPipe(saveMsqEmQuestionRequest)) body: Input<typeof saveMsqEmQuestionRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.service.saveMsqEmQuestion(body, actorOf(user)), Messages.successfullySaved);
  }

  @Post(ApiPaths.adminChapter.removeMSQQuestion)
  @HttpCode(200)
  @AdminAccess(msqQuestion.addEdit)
  async remove(
    @Body(new ZodPipe(removeMsqQuestionRequest)) body: Input<typeof removeMsqQuestionRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    await this.service.removeMsqQuestion(body, actorOf(user));
    return ok({ removedID: body.msqQuestionID }, Messages.successfullyRemoved);
  }

  @Post(ApiPaths.adminChapter.removeMSQEMQuestion)
  @HttpCode(200)
  @AdminAccess(msqQuestion.addEdit)
  async removeEmQuestion(
    @Body(new ZodPipe(removeMsqEmQuestionRequest)) body: Input<typeof removeMsqEmQuestionRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.service.removeMsqEmQuestion(body, actorOf(user)), Messages.successfullyRemoved);
  }

  private async load(id: string, field: string) {
    const question = await this.queries.msqQuestion(id);
    if (!question) throw new NotFoundError(undefined, field);
    return question;
  }
}
