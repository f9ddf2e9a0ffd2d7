import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { z } from 'zod';
import {
  ApiPaths,
  Messages,
  Privileges,
  entityId,
  mockQuestionCountQuery,
  removeAktEmQuestionRequest,
  removeAktQuestionRequest,
  saveAktEmAnswerListRequest,
  saveAktEmQuestionRequest,
  saveAktMoQuestionRequest,
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

const { aktQuestion } = Privileges;
const viewers = [aktQuestion.view, aktQuestion.addEdit];
type Input<S extends z.ZodType> = z.output<S>;
const topicParam = z.object({ topicID: entityId });
const idParam = z.object({ id: entityId });

@Controller()
export class AdminAktQuestionsController {
  constructor(
    private readonly service: QuestionBankService,
    private readonly queries: QuestionBankQueries,
  ) {}

  @Get(ApiPaths.adminChapter.getAKTQuestionList)
  @AdminAccess(viewers)
  async list(@Param(new ZodPipe(topicParam)) params: Input<typeof topicParam>) {
    return ok(await this.queries.aktQuestionList(params.topicID));
  }

  @ReleasesContent()
  @Get(ApiPaths.adminChapter.getAKTQuestionByID)
  @AdminAccess(viewers)
  async byId(@Param(new ZodPipe(idParam)) params: Input<typeof idParam>) {
    const question = await this.queries.aktQuestion(params.id);
    if (!question) throw new NotFoundError(undefined, 'id');
    return ok(question);
  }

  @Get(ApiPaths.adminChapter.getAKTMockQuestionCount)
  @AdminAccess(viewers)
  async mockCount(@Query(new ZodPipe(mockQuestionCountQuery)) query: Input<typeof mockQuestionCountQuery>) {
    return ok({ mockQuestionCount: await this.queries.aktMockQuestionCount(query.topicID) });
  }

  @ReleasesContent()
  @Post(ApiPaths.adminChapter.saveUpdateAKTMOQuestion)
  @HttpCode(200)
  @AdminAccess(aktQuestion.addEdit)
  async saveMo(
    @Body(new ZodPipe(saveAktMoQuestionRequest)) body: Input<typeof saveAktMoQuestionRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.service.saveAktMoQuestion(body, actorOf(user)), Messages.successfullySaved);
  }

  @ReleasesContent()
  @Post(ApiPaths.adminChapter.saveUpdateAKTEMAnswerList)
  @HttpCode(200)
  @AdminAccess(aktQuestion.addEdit)
  async saveEmAnswers(
    @Body(new ZodPipe(saveAktEmAnswerListRequest)) body: Input<typeof saveAktEmAnswerListRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.service.saveAktEmAnswerList(body, actorOf(user)), Messages.successfullySaved);
  }

  @ReleasesContent()
  @Post(ApiPaths.adminChapter.saveUpdateAKTEMQuestion)
  @HttpCode(200)
  @AdminAccess(aktQuestion.addEdit)
  async saveEmQuestion(
    @Body(new ZodPipe(saveAktEmQuestionRequest)) body: Input<typeof saveAktEmQuestionRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.service.saveAktEmQuestion(body, actorOf(user)), Messages.successfullySaved);
  }

  @Post(ApiPaths.adminChapter.removeAKTQuestion)
  @HttpCode(200)
  @AdminAccess(aktQuestion.addEdit)
  async remove(
    @Body(new ZodPipe(removeAktQuestionRequest)) body: Input<typeof removeAktQuestionRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    await this.service.removeAktQuestion(body, actorOf(user));
    return ok({ removedID: body.aktQuestionID }, Messages.successfullyRemoved);
  }

  @Post(ApiPaths.adminChapter.removeAKTEMQuestion)
  @HttpCode(200)
  @AdminAccess(aktQuestion.addEdit)
  async removeEmQuestion(
    @Body(new ZodPipe(removeAktEmQuestionRequest)) body: Input<typeof removeAktEmQuestionRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.service.removeAktEmQuestion(body, actorOf(user)), Messages.successfullyRemoved);
  }
}
