import 'reflect-metadata';
import { Controller, Module, RequestMethod } from '@nestjs/common';
import { HTTP_CODE_METADATA, METHOD_METADATA } from '@nestjs/common/constants';
import { DiscoveryModule, NestFactory } from '@nestjs/core';
import type { EndpointPath } from '@notebook/contracts';
import { z } from 'zod';
import { ValidBody, ValidParams, ValidQuery } from '../http/zod.pipe';
import { ACCESS_METADATA, type AccessRule } from './access.decorators';
import { AdminCall, AdminSaveCall, AnyUserCall, EndpointRoute, PublicCall, ReaderCall } from './call.decorators';
import { describedRouteTableOf } from './route-table';

const chapterPrivileges = { add: 'CHAPTER.ADD', update: 'CHAPTER.UPDATE', status: 'CHAPTER.STATUS' };
const save = { idField: 'chapterID', add: 'CHAPTER.ADD', update: 'CHAPTER.UPDATE' };
const bodySchema = z.object({ lessonID: z.string() });
const querySchema = z.object({ topicID: z.string().optional() });
const paramsSchema = z.object({ topicID: z.string() });

@Controller()
class CallsController {
  @PublicCall('public/getAllPricingPlans')
  testimonials() {}

  @AnyUserCall('security/current-user')
  currentUser() {}

  @ReaderCall('reader/searchNote')
  search() {}

  @AdminCall('adminChapter/getTopicMenu', 'TOPIC.VIEW')
  topicMenu() {}

  @AdminSaveCall('adminChapter/saveUpdateChapter', 'chapterID', chapterPrivileges)
  saveChapter() {}

  @AdminCall('adminChapter/getLessonNotes')
  lessonNotes(@ValidBody(bodySchema) body: unknown) {
    return body;
  }

  @AdminCall('adminChapter/getMSQQuestionList')
  questionList(@ValidQuery(querySchema) query: unknown) {
    return query;
  }

  @AdminCall('adminChapter/getAKTQuestionList/:topicID')
  questionListByPath(@ValidParams(paramsSchema) params: unknown) {
    return params;
  }
}

const handler = (name: keyof CallsController) => CallsController.prototype[name];
const methodOf = (name: keyof CallsController) => RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler(name))];
const httpCodeOf = (name: keyof CallsController) => Reflect.getMetadata(HTTP_CODE_METADATA, handler(name)) as unknown;
const ruleOf = (name: keyof CallsController) => Reflect.getMetadata(ACCESS_METADATA, handler(name)) as AccessRule;

describe('a call decorator declares a contracts endpoint and who may call it', () => {
  test('with the method of the contract: a POST answers 200, a GET stays a GET', () => {
    expect([methodOf('search'), httpCodeOf('search')]).toEqual(['POST', 200]);
    expect([methodOf('topicMenu'), httpCodeOf('topicMenu')]).toEqual(['GET', undefined]);
  });

  test('with the access rule its name says', () => {
    expect(ruleOf('testimonials')).toEqual({ kind: 'public' });
    expect(ruleOf('currentUser')).toEqual({ kind: 'any-user' });
    expect(ruleOf('search')).toEqual({ kind: 'reader' });
    expect(ruleOf('topicMenu')).toEqual({ kind: 'admin', privileges: 'TOPIC.VIEW' });
    expect(ruleOf('saveChapter')).toEqual({ kind: 'admin', privileges: [save.add, save.update], save });
  });

  test('a path the contracts do not list is refused when the class is declared', () => {
    expect(() => EndpointRoute('not/anEndpoint' as EndpointPath)).toThrow('not/anEndpoint is not an endpoint');
  });
});

describe('the route table reads the schemas of the Valid… parameter decorators', () => {
  test('body, query and path parameters, each with its route and rule', async () => {
    @Module({ imports: [DiscoveryModule], controllers: [CallsController] })
    class TestModule {}
    const app = await NestFactory.createApplicationContext(TestModule, { logger: false });
    const routes = describedRouteTableOf(app);
    await app.close();
    const inputsOf = (path: string) => routes.find((route) => route.path === path)?.inputs;

    expect(routes).toHaveLength(8);
    expect(routes.find((route) => route.path === 'reader/searchNote')).toMatchObject({
      method: 'POST',
      handler: 'CallsController.search',
      rule: { kind: 'reader' },
    });
    expect(inputsOf('adminChapter/getLessonNotes')).toEqual({ body: bodySchema, named: [], unvalidatedBody: false });
    expect(inputsOf('adminChapter/getMSQQuestionList')).toEqual({
      query: querySchema,
      named: [],
      unvalidatedBody: false,
    });
    expect(inputsOf('adminChapter/getAKTQuestionList/:topicID')).toEqual({
      params: paramsSchema,
      named: [],
      unvalidatedBody: false,
    });
  });
});
