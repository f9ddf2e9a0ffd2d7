import { Controller } from '@nestjs/common';
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
  type AuthenticatedUser,
  CurrentUser,
  NotFoundError,
  actorOf,
  ok,
  ReleasesContent,
  AdminCall,
  ValidBody,
  ValidParams,
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

  @AdminCall(ApiPaths.adminChapter.getAllActiveKFPCasesForTopic)
  async list(@ValidParams(topicParam) params: Input<typeof topicParam>) {
    return ok(await this.queries.kfpCases(params.topicID));
  }

  @ReleasesContent()
  @AdminCall(ApiPaths.adminChapter.getKFPCaseDTO)
  async byId(@ValidParams(caseParam) params: Input<typeof caseParam>) {
    const kfpCase = await this.queries.kfpCase(params.kfpCaseID);
    if (!kfpCase) throw new NotFoundError(undefined, 'kfpCaseID');
    return ok(kfpCase);
  }

  @ReleasesContent()
  @AdminCall(ApiPaths.adminChapter.saveUpdateKFPCase, kfpQuestion.addEdit)
  async saveCase(
    @ValidBody(saveKfpCaseRequest) body: Input<typeof saveKfpCaseRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.service.saveKfpCase(body, actorOf(user)), Messages.successfullySaved);
  }

  @ReleasesContent()
  @AdminCall(ApiPaths.adminChapter.saveUpdateKFPCaseQuestion, kfpQuestion.addEdit)
  async saveQuestion(
    @ValidBody(saveKfpCaseQuestionRequest) body: Input<typeof saveKfpCaseQuestionRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.service.saveKfpCaseQuestion(body, actorOf(user)), Messages.successfullySaved);
  }

  @AdminCall(ApiPaths.adminChapter.removeKFPCase, kfpQuestion.addEdit)
  async removeCase(
    @ValidBody(removeKfpCaseRequest) body: Input<typeof removeKfpCaseRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    await this.service.removeKfpCase(body, actorOf(user));
    return ok({ removedID: body.kfpCaseID }, Messages.successfullyRemoved);
  }

  @AdminCall(ApiPaths.adminChapter.removeKFPCaseQuestion, kfpQuestion.addEdit)
  async removeQuestion(
    @ValidBody(removeKfpCaseQuestionRequest) body: Input<typeof removeKfpCaseQuestionRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.service.removeKfpCaseQuestion(body, actorOf(user)), Messages.successfullyRemoved);
  }

  @AdminCall(ApiPaths.adminChapter.updateKFPCaseDisplayOrder, kfpQuestion.addEdit)
  async reorderCases(
    @ValidBody(updateKfpCaseDisplayOrderRequest) body: Input<typeof updateKfpCaseDisplayOrderRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.service.reorderKfpCases(body, actorOf(user)), Messages.successfullyUpdated);
  }

  @AdminCall(ApiPaths.adminChapter.updateKFPCaseQuestionDisplayOrder, kfpQuestion.addEdit)
  async reorderQuestions(
    @ValidBody(updateKfpCaseQuestionDisplayOrderRequest)
    body: Input<typeof updateKfpCaseQuestionDisplayOrderRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.service.reorderKfpCaseQuestions(body, actorOf(user)), Messages.successfullyUpdated);
  }
}
