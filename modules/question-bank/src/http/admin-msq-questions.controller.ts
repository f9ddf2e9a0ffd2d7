import { Controller } from '@nestjs/common';
import { z } from 'zod';
import {
  ApiPaths,
  Privileges,
  entityId,
  msqQuestionByIdQuery,
  msqQuestionListQuery,
  removeMsqEmQuestionRequest,
  removeMsqQuestionRequest,
  saveMsqEmAnswerListRequest,
  saveMsqEmQuestionRequest,
  saveMsqMoQuestionRequest,
} from '@notebook/contracts';
import { type Input, NotFoundError, ok, ReleasesContent, AdminCall, ValidQuery, ValidParams } from '@notebook/kernel';
import { adminChoiceQuestionsController, choiceQuestionCommand } from './admin-choice-questions.controller';

const { msqQuestion } = Privileges;
const paths = ApiPaths.adminChapter;
const viewers = [msqQuestion.view, msqQuestion.addEdit];
const topicParam = z.object({ topicID: entityId });
const idParam = z.object({ id: entityId });

const msqRoutes = adminChoiceQuestionsController({
  privileges: msqQuestion,
  mockQuestionCount: {
    path: paths.getMSQMockQuestionCount,
    count: (queries, topicID) => queries.msqMockQuestionCount(topicID),
  },
  saveMultipleChoice: choiceQuestionCommand(
    paths.saveUpdateMSQMOQuestion,
    saveMsqMoQuestionRequest,
    (service, body, actor) => service.saveMsqMoQuestion(body, actor),
  ),
  saveExtendedMatchAnswers: choiceQuestionCommand(
    paths.saveUpdateMSQEMAnswerList,
    saveMsqEmAnswerListRequest,
    (service, body, actor) => service.saveMsqEmAnswerList(body, actor),
  ),
  saveSubQuestion: choiceQuestionCommand(
    paths.saveUpdateMSQEMQuestion,
    saveMsqEmQuestionRequest,
    (service, body, actor) => service.saveMsqEmQuestion(body, actor),
  ),
  removeQuestion: choiceQuestionCommand(
    paths.removeMSQQuestion,
    removeMsqQuestionRequest,
    async (service, body, actor) => {
      await service.removeMsqQuestion(body, actor);
      return { removedID: body.msqQuestionID };
    },
  ),
  removeSubQuestion: choiceQuestionCommand(
    paths.removeMSQEMQuestion,
    removeMsqEmQuestionRequest,
    (service, body, actor) => service.removeMsqEmQuestion(body, actor),
  ),
});

/**
 * KFP(MSQ) questions: the routes every choice question kind has, and MSQ's list and by-id reads,
 * each both by query (the spec's calls) and by path.
 */
@Controller()
export class AdminMsqQuestionsController extends msqRoutes {
  @AdminCall(paths.getMSQQuestionList, viewers)
  async list(@ValidQuery(msqQuestionListQuery) query: Input<typeof msqQuestionListQuery>) {
    return ok(await this.queries.msqQuestionList(query.topicID));
  }

  @ReleasesContent()
  @AdminCall(paths.getAllMSQQuestions, viewers)
  async listByPath(@ValidParams(topicParam) params: Input<typeof topicParam>) {
    return ok(await this.queries.msqQuestionList(params.topicID));
  }

  @ReleasesContent()
  @AdminCall(paths.getMSQQuestionByID, viewers)
  async byId(@ValidQuery(msqQuestionByIdQuery) query: Input<typeof msqQuestionByIdQuery>) {
    return ok(await this.load(query.msqQuestionID, 'msqQuestionID'));
  }

  @ReleasesContent()
  @AdminCall(paths.getMSQQuestionById, viewers)
  async byIdPath(@ValidParams(idParam) params: Input<typeof idParam>) {
    return ok(await this.load(params.id, 'id'));
  }

  private async load(id: string, field: string) {
    const question = await this.queries.msqQuestion(id);
    if (!question) throw new NotFoundError(undefined, field);
    return question;
  }
}
