import { Controller } from '@nestjs/common';
import { z } from 'zod';
import { type EndpointPath, Messages, mockQuestionCountQuery } from '@notebook/contracts';
import {
  type Input,
  type Actor,
  type AuthenticatedUser,
  CurrentUser,
  actorOf,
  ok,
  ReleasesContent,
  AdminCall,
  ValidBody,
  ValidQuery,
} from '@notebook/kernel';
import { QuestionBankQueries } from '../queries/question-bank.queries';
import { QuestionBankService } from '../question-bank.service';

/** One admin command of a choice question kind: its route, the body it takes and what it answers. */
export type ChoiceQuestionCommand = {
  path: EndpointPath;
  body: z.ZodType;
  run(service: QuestionBankService, body: unknown, actor: Actor): Promise<unknown>;
};

/** A command whose `run` is typed by its body schema. */
export function choiceQuestionCommand<S extends z.ZodType>(
  path: EndpointPath,
  body: S,
  run: (service: QuestionBankService, body: Input<S>, actor: Actor) => Promise<unknown>,
): ChoiceQuestionCommand {
  return { path, body, run: run as ChoiceQuestionCommand['run'] };
}

/**
 * What tells the AKT and KFP(MSQ) admin routes apart: privileges, paths, body schemas and service
 * calls. Everything else (access rules, messages, the answer's shape) is the same for both.
 */
export type ChoiceQuestionKind = {
  privileges: { view: string; addEdit: string };
  mockQuestionCount: { path: EndpointPath; count(queries: QuestionBankQueries, topicID?: string): Promise<number> };
  saveMultipleChoice: ChoiceQuestionCommand;
  saveExtendedMatchAnswers: ChoiceQuestionCommand;
  saveSubQuestion: ChoiceQuestionCommand;
  removeQuestion: ChoiceQuestionCommand;
  removeSubQuestion: ChoiceQuestionCommand;
};

/**
 * The routes an AKT or KFP(MSQ) question kind shares, as a controller class to extend (Nest wants one
 * class per route set). Each route's decorators sit on its own method, where the access guard and the
 * route table read them; the kind's own list and by-id routes live in the class that extends this one.
 */
export function adminChoiceQuestionsController(kind: ChoiceQuestionKind) {
  const { view, addEdit } = kind.privileges;
  const { saveMultipleChoice, saveExtendedMatchAnswers, saveSubQuestion, removeQuestion, removeSubQuestion } = kind;

  @Controller()
  class AdminChoiceQuestionsController {
    constructor(
      protected readonly service: QuestionBankService,
      protected readonly queries: QuestionBankQueries,
    ) {}

    @AdminCall(kind.mockQuestionCount.path, [view, addEdit])
    async mockCount(@ValidQuery(mockQuestionCountQuery) query: Input<typeof mockQuestionCountQuery>) {
      return ok({ mockQuestionCount: await kind.mockQuestionCount.count(this.queries, query.topicID) });
    }

    @ReleasesContent()
    @AdminCall(saveMultipleChoice.path, addEdit)
    async saveMo(@ValidBody(saveMultipleChoice.body) body: unknown, @CurrentUser() user: AuthenticatedUser) {
      return this.answer(saveMultipleChoice, body, user, Messages.successfullySaved);
    }

    @ReleasesContent()
    @AdminCall(saveExtendedMatchAnswers.path, addEdit)
    async saveEmAnswers(
      @ValidBody(saveExtendedMatchAnswers.body) body: unknown,
      @CurrentUser() user: AuthenticatedUser,
    ) {
      return this.answer(saveExtendedMatchAnswers, body, user, Messages.successfullySaved);
    }

    @ReleasesContent()
    @AdminCall(saveSubQuestion.path, addEdit)
    async saveEmQuestion(@ValidBody(saveSubQuestion.body) body: unknown, @CurrentUser() user: AuthenticatedUser) {
      return this.answer(saveSubQuestion, body, user, Messages.successfullySaved);
    }

    @AdminCall(removeQuestion.path, addEdit)
    async remove(@ValidBody(removeQuestion.body) body: unknown, @CurrentUser() user: AuthenticatedUser) {
      return this.answer(removeQuestion, body, user, Messages.successfullyRemoved);
    }

    @AdminCall(removeSubQuestion.path, addEdit)
    async removeEmQuestion(@ValidBody(removeSubQuestion.body) body: unknown, @CurrentUser() user: AuthenticatedUser) {
      return this.answer(removeSubQuestion, body, user, Messages.successfullyRemoved);
    }

    private async answer(command: ChoiceQuestionCommand, body: unknown, user: AuthenticatedUser, message: string) {
      return ok(await command.run(this.service, body, actorOf(user)), message);
    }
  }
  return AdminChoiceQuestionsController;
}
