import { Controller } from '@nestjs/common';
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
  actorOf,
  type AuthenticatedUser,
  CurrentUser,
  ok,
  AdminCall,
  AdminSaveCall,
  ValidBody,
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

  @AdminCall(ApiPaths.adminChapter.getChapterMenu, CATALOG_MENU_PRIVILEGES)
  async getChapterMenu() {
    return ok(await this.queries.chapterMenu());
  }

  @AdminCall(ApiPaths.adminChapter.getTopicMenu, CATALOG_MENU_PRIVILEGES)
  async getTopicMenu() {
    return ok({ topics: await this.queries.topicMenu() });
  }

  @AdminSaveCall(ApiPaths.adminChapter.saveUpdateChapterGroup, 'chapterGroupID', chapterGroup)
  async saveChapterGroup(
    @ValidBody(saveChapterGroupRequest) body: Input<typeof saveChapterGroupRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return saved(this.catalog.saveChapterGroup(body, actorOf(user)));
  }

  @AdminCall(ApiPaths.adminChapter.updateChapterGroupStatus, chapterGroup.update)
  async updateChapterGroupStatus(
    @ValidBody(updateChapterGroupStatusRequest) body: Input<typeof updateChapterGroupStatusRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return updated(this.catalog.changeChapterGroupStatus(body.chapterGroupID, body.status, actorOf(user)));
  }

  @AdminCall(ApiPaths.adminChapter.updateChapterGroupDisplayOrder, chapterGroup.displayOrder)
  async updateChapterGroupDisplayOrder(
    @ValidBody(updateChapterGroupDisplayOrderRequest) body: Input<typeof updateChapterGroupDisplayOrderRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    await this.catalog.reorderChapterGroups(body.chapterGroupIDs, actorOf(user));
    return updated(this.queries.chapterMenu());
  }

  @AdminSaveCall(ApiPaths.adminChapter.saveUpdateChapter, 'chapterID', chapter)
  async saveChapter(
    @ValidBody(saveChapterRequest) body: Input<typeof saveChapterRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return saved(this.catalog.saveChapter(body, actorOf(user)));
  }

  @AdminCall(ApiPaths.adminChapter.updateChapterStatus, chapter.status)
  async updateChapterStatus(
    @ValidBody(updateChapterStatusRequest) body: Input<typeof updateChapterStatusRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return updated(this.catalog.changeChapterStatus(body.chapterID, body.status, actorOf(user)));
  }

  @AdminCall(ApiPaths.adminChapter.updateChapterDisplayOrder, chapter.move)
  async updateChapterDisplayOrder(
    @ValidBody(updateChapterDisplayOrderRequest) body: Input<typeof updateChapterDisplayOrderRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    await this.catalog.reorderChapters(body.chapterGroupID, body.chapterIDs, actorOf(user));
    return updated(this.queries.chapterMenu());
  }

  @AdminSaveCall(ApiPaths.adminChapter.saveUpdateTopic, 'topicID', topic)
  async saveTopic(
    @ValidBody(saveTopicRequest) body: Input<typeof saveTopicRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return saved(this.catalog.saveTopic(body, actorOf(user)));
  }

  @AdminCall(ApiPaths.adminChapter.updateTopicStatus, topic.status)
  async updateTopicStatus(
    @ValidBody(updateTopicStatusRequest) body: Input<typeof updateTopicStatusRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return updated(this.catalog.changeTopicStatus(body.topicID, body.status, actorOf(user)));
  }

  @AdminCall(ApiPaths.adminChapter.updateTopicDisplayOrder, topic.move)
  async updateTopicDisplayOrder(
    @ValidBody(updateTopicDisplayOrderRequest) body: Input<typeof updateTopicDisplayOrderRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    await this.catalog.reorderTopics(body.chapterID, body.topicIDs, actorOf(user));
    return updated(this.queries.chapterMenu());
  }

  @AdminCall(ApiPaths.adminChapter.moveTopic, topic.move)
  async moveTopic(
    @ValidBody(moveTopicRequest) body: Input<typeof moveTopicRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return updated(this.catalog.moveTopic(body.topicID, body.chapterID, actorOf(user)));
  }
}
