import type { ChapterGroupMenuItem, ChapterMenuItem, ContentStatus, TopicMenuItem } from '@notebook/contracts';
import { Privileges, hasPrivilege } from '@notebook/contracts';
import { AuthenticatedUser, Clock, CommandExecutor, Decider, DomainEvent, ForbiddenError, NotFoundError, actorOf, newId } from '@notebook/kernel';
import { CHAPTER_GROUP_ORDER_STREAM, chapterGroupStream, chapterStream, topicStream } from './catalog.events';
import { chapterGroupDecider, chapterGroupOrderDecider } from './chapter-groups/chapter-group.decider';
import { chapterDecider } from './chapters/chapter.decider';
import { CatalogQueries } from './queries/catalog.queries';
import { topicDecider } from './topics/topic.decider';

type SaveChapterGroup = { chapterGroupID?: string; chapterGroupName: string; status: ContentStatus };
type SaveChapter = { chapterID?: string; chapterGroupID: string; chapterName: string; status: ContentStatus };
type SaveTopic = { topicID?: string; chapterID: string; topicName: string; status: ContentStatus; freeContent: boolean };

/** Admin commands on chapter groups, chapters and topics. Every write is an event. */
export class CatalogService {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly queries: CatalogQueries,
    private readonly clock: Clock,
  ) {}

  async saveChapterGroup(input: SaveChapterGroup, user: AuthenticatedUser): Promise<ChapterGroupMenuItem> {
    const isNew = !input.chapterGroupID;
    requirePrivilege(user, isNew ? Privileges.chapterGroup.add : Privileges.chapterGroup.update);
    const id = input.chapterGroupID ?? newId();
    await this.run(chapterGroupStream(id), chapterGroupDecider, user, isNew
      ? { type: 'CreateChapterGroup', data: { chapterGroupID: id, chapterGroupName: input.chapterGroupName, status: input.status } }
      : { type: 'UpdateChapterGroup', data: { chapterGroupName: input.chapterGroupName, status: input.status } });
    return found(await this.queries.chapterGroup(id));
  }

  async changeChapterGroupStatus(chapterGroupID: string, status: ContentStatus, user: AuthenticatedUser): Promise<ChapterGroupMenuItem> {
    await this.run(chapterGroupStream(chapterGroupID), chapterGroupDecider, user, { type: 'ChangeChapterGroupStatus', data: { status } });
    return found(await this.queries.chapterGroup(chapterGroupID));
  }

  async reorderChapterGroups(chapterGroupIDs: string[], user: AuthenticatedUser): Promise<void> {
    const currentChapterGroupIDs = await this.queries.chapterGroupIDs();
    await this.run(CHAPTER_GROUP_ORDER_STREAM, chapterGroupOrderDecider, user, { type: 'ReorderChapterGroups', data: { chapterGroupIDs, currentChapterGroupIDs } });
  }

  async saveChapter(input: SaveChapter, user: AuthenticatedUser): Promise<ChapterMenuItem> {
    const isNew = !input.chapterID;
    requirePrivilege(user, isNew ? Privileges.chapter.add : Privileges.chapter.update);
    await this.requireExists(chapterGroupStream(input.chapterGroupID), chapterGroupDecider, 'Chapter group not found', 'chapterGroupID');
    const id = input.chapterID ?? newId();
    await this.run(chapterStream(id), chapterDecider, user, isNew
      ? { type: 'CreateChapter', data: { chapterID: id, chapterGroupID: input.chapterGroupID, chapterName: input.chapterName, status: input.status } }
      : { type: 'UpdateChapter', data: { chapterGroupID: input.chapterGroupID, chapterName: input.chapterName, status: input.status } });
    return found(await this.queries.chapter(id));
  }

  async changeChapterStatus(chapterID: string, status: ContentStatus, user: AuthenticatedUser): Promise<ChapterMenuItem> {
    await this.run(chapterStream(chapterID), chapterDecider, user, { type: 'ChangeChapterStatus', data: { status } });
    return found(await this.queries.chapter(chapterID));
  }

  async reorderChapters(chapterGroupID: string, chapterIDs: string[], user: AuthenticatedUser): Promise<void> {
    const currentChapterIDs = await this.queries.chapterIDsOfGroup(chapterGroupID);
    await this.run(chapterGroupStream(chapterGroupID), chapterGroupDecider, user, { type: 'ReorderChapters', data: { chapterIDs, currentChapterIDs } });
  }

  async saveTopic(input: SaveTopic, user: AuthenticatedUser): Promise<TopicMenuItem> {
    const isNew = !input.topicID;
    requirePrivilege(user, isNew ? Privileges.topic.add : Privileges.topic.update);
    await this.requireExists(chapterStream(input.chapterID), chapterDecider, 'Chapter not found', 'chapterID');
    const id = input.topicID ?? newId();
    await this.run(topicStream(id), topicDecider, user, isNew
      ? { type: 'CreateTopic', data: { topicID: id, chapterID: input.chapterID, topicName: input.topicName, status: input.status, freeContent: input.freeContent, topicType: 'AUTHOR', ownerReaderID: null } }
      : { type: 'UpdateTopic', data: { chapterID: input.chapterID, topicName: input.topicName, status: input.status, freeContent: input.freeContent } });
    return found(await this.queries.topic(id));
  }

  async changeTopicStatus(topicID: string, status: ContentStatus, user: AuthenticatedUser): Promise<TopicMenuItem> {
    await this.run(topicStream(topicID), topicDecider, user, { type: 'ChangeTopicStatus', data: { status } });
    return found(await this.queries.topic(topicID));
  }

  async moveTopic(topicID: string, toChapterID: string, user: AuthenticatedUser): Promise<TopicMenuItem> {
    await this.requireExists(chapterStream(toChapterID), chapterDecider, 'Chapter not found', 'chapterID');
    await this.run(topicStream(topicID), topicDecider, user, { type: 'MoveTopic', data: { toChapterID } });
    return found(await this.queries.topic(topicID));
  }

  async reorderTopics(chapterID: string, topicIDs: string[], user: AuthenticatedUser): Promise<void> {
    const currentTopicIDs = await this.queries.authorTopicIDsOfChapter(chapterID);
    await this.run(chapterStream(chapterID), chapterDecider, user, { type: 'ReorderTopics', data: { topicIDs, currentTopicIDs } });
  }

  private run<State, Command, Event extends DomainEvent>(streamName: string, decider: Decider<State, Command, Event>, user: AuthenticatedUser, command: Command) {
    return this.executor.execute({ streamName, decider, command, actor: actorOf(user) });
  }

  private async requireExists<State extends { exists: boolean }, Event extends DomainEvent>(
    streamName: string,
    decider: Decider<State, never, Event>,
    message: string,
    field: string,
  ): Promise<void> {
    const state = await this.executor.load(streamName, decider);
    if (!state.exists) throw new NotFoundError(message, field);
  }
}

function requirePrivilege(user: AuthenticatedUser, code: string): void {
  if (!hasPrivilege(user.privileges, code)) throw new ForbiddenError();
}

function found<T>(item: T | undefined): T {
  if (!item) throw new NotFoundError();
  return item;
}
