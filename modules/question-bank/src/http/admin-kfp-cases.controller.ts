import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { z } from 'zod';
import {
  ApiPaths,
  Messages,
  Privileges,
  entityId,
  removeKfpCaseQuestionRequest,
  removeKfpCaseRequest,
  saveKfpCaseQuestionRequest,
  saveKfpCaseRequest,
  updateKfpCaseDisplayOrderRequest,
  updateKfpCaseQuestionDisplayOrderRequest,
} from '@notebook/contracts';
import {
  type Input,
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

const topicParam = z.object({ topicID: entityId });
const caseParam = z.object({ kfpCaseID: entityId });
const { kfpQuestion } = Privileges;

/** Reading KFP cases needs only the admin type (spec section 6); changing them needs the KFP add/edit code. */
@Controller()
export class AdminKfpCasesController {
  constructor(
    private readonly service: QuestionBankService,
    private readonly queries: QuestionBankQueries,
  ) {}

  @Get(ApiPaths.adminChapter.getAllActiveKFPCasesForTopic)
  @AdminAccess()
  async list(@Param(new ZodPipe(topicParam)) params: Input<typeof topicParam>) {
    return ok(await this.queries.kfpCases(params.topicID));
  }

  @ReleasesContent()
  @Get(ApiPaths.adminChapter.getKFPCaseDTO)
  @AdminAccess()
  async byId(@Param(new ZodPipe(caseParam)) params: Input<typeof caseParam>) {
    const kfpCase = await this.queries.kfpCase(params.kfpCaseID);
    if (!kfpCase) throw new NotFoundError(undefined, 'kfpCaseID');
    return ok(kfpCase);
  }

  @ReleasesContent()
  @Post(ApiPaths.adminChapter.saveUpdateKFPCase)
  @HttpCode(200)
  @AdminAccess(kfpQuestion.addEdit)
  async saveCase(
    @Body(new ZodPipe(saveKfpCaseRequest)) body: Input<typeof saveKfpCaseRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.service.saveKfpCase(body, actorOf(user)), Messages.successfullySaved);
  }

  @ReleasesContent()
  @Post(ApiPaths.adminChapter.saveUpdateKFPCaseQuestion)
  @HttpCode(200)
  @AdminAccess(kfpQuestion.addEdit)
  async saveQuestion(
    @Body(new ZodPipe(saveKfpCaseQuestionRequest)) body: Input<typeof saveKfpCaseQuestionRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.service.saveKfpCaseQuestion(body, actorOf(user)), Messages.successfullySaved);
  }

  @Post(ApiPaths.adminChapter.removeKFPCase)
  @HttpCode(200)
  @AdminAccess(kfpQuestion.addEdit)
  async removeCase(
    @Body(new ZodPipe(removeKfpCaseRequest)) body: Input<typeof removeKfpCaseRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    await this.service.removeKfpCase(body, actorOf(user));
    return ok({ removedID: body.kfpCaseID }, Messages.successfullyRemoved);
  }

  @Post(ApiPaths.adminChapter.removeKFPCaseQuestion)
  @HttpCode(200)
  @AdminAccess(kfpQuestion.addEdit)
  async removeQuestion(
    @Body(new ZodPipe(removeKfpCaseQuestionRequest)) body: Input<typeof removeKfpCaseQuestionRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.service.removeKfpCaseQuestion(body, actorOf(user)), Messages.successfullyRemoved);
  }

  @Post(ApiPaths.adminChapter.updateKFPCaseDisplayOrder)
  @HttpCode(200)
  @AdminAccess(kfpQuestion.addEdit)
  async reorderCases(
    @Body(new ZodPipe(updateKfpCaseDisplayOrderRequest)) body: Input<typeof updateKfpCaseDisplayOrderRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.service.reorderKfpCases(body, actorOf(user)), Messages.successfullyUpdated);
  }

  @Post(ApiPaths.adminChapter.updateKFPCaseQuestionDisplayOrder)
  @HttpCode(200)
  @AdminAccess(kfpQuestion.addEdit)
  async reorderQuestions(
    @Body(new ZodPipe(updateKfpCaseQuestionDisplayOrderRequest))
    body: Input<typeof updateKfpCaseQuestionDisplayOrderRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.service.reorderKfpCaseQuestions(body, actorOf(user)), Messages.successfullyUpdated);
  }
}
