import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import {
  ApiPaths,
  CATALOG_MENU_PRIVILEGES,
  Privileges,
  moveTopicRequest,
  saveChapterGroupRequest,
  saveChapterRequest,
  saveTopicRequest,
  updateChapterDisplayOrderRequest,
  updateChapterGroupDisplayOrderRequest,
  updateChapterGroupStatusRequest,
  updateChapterStatusRequest,
  updateTopicDisplayOrderRequest,
  updateTopicStatusRequest,
} from '@notebook/contracts';
import {
  type Input,
  AdminAccess,
  AdminSaveAccess,
  actorOf,
  type AuthenticatedUser,
  CurrentUser,
  ZodPipe,
  ok,
} from '@notebook/kernel';
import { saved, updated } from './admin-answers';
import { CatalogService } from '../catalog.service';
import { CatalogQueries } from '../queries/catalog.queries';

const { chapterGroup, chapter, topic } = Privileges;

@Controller()
export class AdminCatalogController {
  constructor(
    private readonly catalog: CatalogService,
    private readonly queries: CatalogQueries,
  ) {}

  @Post(ApiPaths.adminChapter.getChapterMenu)
  @HttpCode(200)
  @AdminAccess(CATALOG_MENU_PRIVILEGES)
  async getChapterMenu() {
    return ok(await this.queries.chapterMenu());
  }

  @Get(ApiPaths.adminChapter.getTopicMenu)
  @AdminAccess(CATALOG_MENU_PRIVILEGES)
  async getTopicMenu() {
    return ok({ topics: await this.queries.topicMenu() });
  }

  @Post(ApiPaths.adminChapter.saveUpdateChapterGroup)
  @HttpCode(200)
  @AdminSaveAccess({ idField: 'chapterGroupID', add: chapterGroup.add, update: chapterGroup.update })
  async saveChapterGroup(
    @Body(new ZodPipe(saveChapterGroupRequest)) body: Input<typeof saveChapterGroupRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return saved(this.catalog.saveChapterGroup(body, actorOf(user)));
  }

  @Post(ApiPaths.adminChapter.updateChapterGroupStatus)
  @HttpCode(200)
  @AdminAccess(chapterGroup.update)
  async updateChapterGroupStatus(
    @Body(new ZodPipe(updateChapterGroupStatusRequest)) body: Input<typeof updateChapterGroupStatusRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return updated(this.catalog.changeChapterGroupStatus(body.chapterGroupID, body.status, actorOf(user)));
  }

  @Post(ApiPaths.adminChapter.updateChapterGroupDisplayOrder)
  @HttpCode(200)
  @AdminAccess(chapterGroup.displayOrder)
  async updateChapterGroupDisplayOrder(
    @Body(new ZodPipe(updateChapterGroupDisplayOrderRequest)) body: Input<typeof updateChapterGroupDisplayOrderRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    await this.catalog.reorderChapterGroups(body.chapterGroupIDs, actorOf(user));
    return updated(this.queries.chapterMenu());
  }

  @Post(ApiPaths.adminChapter.saveUpdateChapter)
  @HttpCode(200)
  @AdminSaveAccess({ idField: 'chapterID', add: chapter.add, update: chapter.update })
  async saveChapter(
    @Body(new ZodPipe(saveChapterRequest)) body: Input<typeof saveChapterRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return saved(this.catalog.saveChapter(body, actorOf(user)));
  }

  @Post(ApiPaths.adminChapter.updateChapterStatus)
  @HttpCode(200)
  @AdminAccess(chapter.status)
  async updateChapterStatus(
    @Body(new ZodPipe(updateChapterStatusRequest)) body: Input<typeof updateChapterStatusRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return updated(this.catalog.changeChapterStatus(body.chapterID, body.status, actorOf(user)));
  }

  @Post(ApiPaths.adminChapter.updateChapterDisplayOrder)
  @HttpCode(200)
  @AdminAccess(chapter.move)
  async updateChapterDisplayOrder(
    @Body(new ZodPipe(updateChapterDisplayOrderRequest)) body: Input<typeof updateChapterDisplayOrderRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    await this.catalog.reorderChapters(body.chapterGroupID, body.chapterIDs, actorOf(user));
    return updated(this.queries.chapterMenu());
  }

  @Post(ApiPaths.adminChapter.saveUpdateTopic)
  @HttpCode(200)
  @AdminSaveAccess({ idField: 'topicID', add: topic.add, update: topic.update })
  async saveTopic(
    @Body(new ZodPipe(saveTopicRequest)) body: Input<typeof saveTopicRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return saved(this.catalog.saveTopic(body, actorOf(user)));
  }

  @Post(ApiPaths.adminChapter.updateTopicStatus)
  @HttpCode(200)
  @AdminAccess(topic.status)
  async updateTopicStatus(
    @Body(new ZodPipe(updateTopicStatusRequest)) body: Input<typeof updateTopicStatusRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return updated(this.catalog.changeTopicStatus(body.topicID, body.status, actorOf(user)));
  }

  @Post(ApiPaths.adminChapter.updateTopicDisplayOrder)
  @HttpCode(200)
  @AdminAccess(topic.move)
  async updateTopicDisplayOrder(
    @Body(new ZodPipe(updateTopicDisplayOrderRequest)) body: Input<typeof updateTopicDisplayOrderRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    await this.catalog.reorderTopics(body.chapterID, body.topicIDs, actorOf(user));
    return updated(this.queries.chapterMenu());
  }

  @Post(ApiPaths.adminChapter.moveTopic)
  @HttpCode(200)
  @AdminAccess(topic.move)
  async moveTopic(
    @Body(new ZodPipe(moveTopicRequest)) body: Input<typeof moveTopicRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return updated(this.catalog.moveTopic(body.topicID, body.chapterID, actorOf(user)));
  }
}
