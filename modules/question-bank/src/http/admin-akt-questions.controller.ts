import { Controller } from '@nestjs/common';
import { z } from 'zod';
import {
  ApiPaths,
  Privileges,
  entityId,
  removeAktEmQuestionRequest,
  removeAktQuestionRequest,
  saveAktEmAnswerListRequest,
  saveAktEmQuestionRequest,
  saveAktMoQuestionRequest,
} from '@notebook/contracts';
import { type Input, NotFoundError, ok, ReleasesContent, AdminCall, ValidParams } from '@notebook/kernel';
import { adminChoiceQuestionsController, choiceQuestionCommand } from './admin-choice-questions.controller';

const { aktQuestion } = Privileges;
const paths = ApiPaths.adminChapter;
const viewers = [aktQuestion.view, aktQuestion.addEdit];
const topicParam = z.object({ topicID: entityId });
const idParam = z.object({ id: entityId });

const aktRoutes = adminChoiceQuestionsController({
  privileges: aktQuestion,
  mockQuestionCount: {
    path: paths.getAKTMockQuestionCount,
    count: (queries, topicID) => queries.aktMockQuestionCount(topicID),
  },
  saveMultipleChoice: choiceQuestionCommand(
    paths.saveUpdateAKTMOQuestion,
    saveAktMoQuestionRequest,
    (service, body, actor) => service.saveAktMoQuestion(body, actor),
  ),
  saveExtendedMatchAnswers: choiceQuestionCommand(
    paths.saveUpdateAKTEMAnswerList,
    saveAktEmAnswerListRequest,
    (service, body, actor) => service.saveAktEmAnswerList(body, actor),
  ),
  saveSubQuestion: choiceQuestionCommand(
    paths.saveUpdateAKTEMQuestion,
    saveAktEmQuestionRequest,
    (service, body, actor) => service.saveAktEmQuestion(body, actor),
  ),
  removeQuestion: choiceQuestionCommand(
    paths.removeAKTQuestion,
    removeAktQuestionRequest,
    async (service, body, actor) => {
      await service.removeAktQuestion(body, actor);
      return { removedID: body.aktQuestionID };
    },
  ),
  removeSubQuestion: choiceQuestionCommand(
    paths.removeAKTEMQuestion,
    removeAktEmQuestionRequest,
    (service, body, actor) => service.removeAktEmQuestion(body, actor),
  ),
});

/** AKT questions: the routes every choice question kind has, and AKT's list and by-id reads by path. */
@Controller()
export class AdminAktQuestionsController extends aktRoutes {
  @AdminCall(paths.getAKTQuestionList, viewers)
  async list(@ValidParams(topicParam) params: Input<typeof topicParam>) {
    return ok(await this.queries.aktQuestionList(params.topicID));
  }

  @ReleasesContent()
  @AdminCall(paths.getAKTQuestionByID, viewers)
  async byId(@ValidParams(idParam) params: Input<typeof idParam>) {
    const question = await this.queries.aktQuestion(params.id);
    if (!question) throw new NotFoundError(undefined, 'id');
    return ok(question);
  }
}
