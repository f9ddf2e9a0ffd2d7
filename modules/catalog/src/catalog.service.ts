import type { ChapterGroupMenuItem, ChapterMenuItem, ContentStatus, TopicMenuItem } from '@notebook/contracts';
import { Messages } from '@notebook/contracts';
import { type Actor, CommandExecutor, NotFoundError, assertExists, newId } from '@notebook/kernel';
import {
  type ChapterGroupCommand,
  chapterGroupCommands,
  chapterGroupOrderCommands,
} from './chapter-groups/chapter-group.decider';
import { type ChapterCommand, chapterCommands } from './chapters/chapter.decider';
import { CatalogQueries } from './queries/catalog.queries';
import { type TopicCommand, topicCommands } from './topics/topic.decider';

type SaveChapterGroup = { chapterGroupID?: string; chapterGroupName: string; status: ContentStatus };
type SaveChapter = { chapterID?: string; chapterGroupID: string; chapterName: string; status: ContentStatus };
type SaveTopic = {
  topicID?: string;
  chapterID: string;
  topicName: string;
  status: ContentStatus;
  freeContent: boolean;
};

/** Admin commands on chapter groups, chapters and topics. Every write is an event. */
export class CatalogService {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly queries: CatalogQueries,
  ) {}

  async saveChapterGroup(input: SaveChapterGroup, actor: Actor): Promise<ChapterGroupMenuItem> {
    const { chapterGroupName, status } = input;
    if (input.chapterGroupID)
      return this.onChapterGroup(
        input.chapterGroupID,
        { type: 'UpdateChapterGroup', data: { chapterGroupName, status } },
        actor,
      );
    const chapterGroupID = newId();
    const data = { chapterGroupID, chapterGroupName, status };
    return this.onChapterGroup(chapterGroupID, { type: 'CreateChapterGroup', data }, actor);
  }

  async changeChapterGroupStatus(
    chapterGroupID: string,
    status: ContentStatus,
    actor: Actor,
  ): Promise<ChapterGroupMenuItem> {
    return this.onChapterGroup(chapterGroupID, { type: 'ChangeChapterGroupStatus', data: { status } }, actor);
  }

  async reorderChapterGroups(chapterGroupIDs: string[], actor: Actor): Promise<void> {
    const currentChapterGroupIDs = await this.queries.chapterGroupIDs();
    const command = { type: 'ReorderChapterGroups', data: { chapterGroupIDs, currentChapterGroupIDs } } as const;
    await chapterGroupOrderCommands.handle(this.executor, undefined, command, actor);
  }

  async saveChapter(input: SaveChapter, actor: Actor): Promise<ChapterMenuItem> {
    const { chapterGroupID, chapterName, status } = input;
    const group = await chapterGroupCommands.load(this.executor, chapterGroupID);
    assertExists(group, Messages.chapterGroupNotFound, 'chapterGroupID');
    const fields = { chapterGroupID, chapterName, status };
    if (input.chapterID) return this.onChapter(input.chapterID, { type: 'UpdateChapter', data: fields }, actor);
    const chapterID = newId();
    return this.onChapter(chapterID, { type: 'CreateChapter', data: { chapterID, ...fields } }, actor);
  }

  async changeChapterStatus(chapterID: string, status: ContentStatus, actor: Actor): Promise<ChapterMenuItem> {
    return this.onChapter(chapterID, { type: 'ChangeChapterStatus', data: { status } }, actor);
  }

  async reorderChapters(chapterGroupID: string, chapterIDs: string[], actor: Actor): Promise<void> {
    const currentChapterIDs = await this.queries.chapterIDsOfGroup(chapterGroupID);
    const command = { type: 'ReorderChapters', data: { chapterIDs, currentChapterIDs } } as const;
    await chapterGroupCommands.handle(this.executor, chapterGroupID, command, actor);
  }

  async saveTopic(input: SaveTopic, actor: Actor): Promise<TopicMenuItem> {
    const { chapterID, topicName, status, freeContent } = input;
    await this.requireChapter(chapterID);
    const fields = { chapterID, topicName, status, freeContent };
    if (input.topicID) return this.onTopic(input.topicID, { type: 'UpdateTopic', data: fields }, actor);
    const topicID = newId();
    const data = { topicID, ...fields, topicType: 'AUTHOR', ownerReaderID: null } as const;
    return this.onTopic(topicID, { type: 'CreateTopic', data }, actor);
  }

  async changeTopicStatus(topicID: string, status: ContentStatus, actor: Actor): Promise<TopicMenuItem> {
    return this.onTopic(topicID, { type: 'ChangeTopicStatus', data: { status } }, actor);
  }

  async moveTopic(topicID: string, toChapterID: string, actor: Actor): Promise<TopicMenuItem> {
    await this.requireChapter(toChapterID);
    return this.onTopic(topicID, { type: 'MoveTopic', data: { toChapterID } }, actor);
  }

  async reorderTopics(chapterID: string, topicIDs: string[], actor: Actor): Promise<void> {
    const currentTopicIDs = await this.queries.authorTopicIDsOfChapter(chapterID);
    await chapterCommands.handle(
      this.executor,
      chapterID,
      { type: 'ReorderTopics', data: { topicIDs, currentTopicIDs } },
      actor,
    );
  }

  /** Runs a command on a group and answers the group as the read model then holds it. */
  private async onChapterGroup(id: string, command: ChapterGroupCommand, actor: Actor): Promise<ChapterGroupMenuItem> {
    await chapterGroupCommands.handle(this.executor, id, command, actor);
    return found(await this.queries.chapterGroup(id));
  }

  private async onChapter(chapterID: string, command: ChapterCommand, actor: Actor): Promise<ChapterMenuItem> {
    await chapterCommands.handle(this.executor, chapterID, command, actor);
    return found(await this.queries.chapter(chapterID));
  }

  private async onTopic(topicID: string, command: TopicCommand, actor: Actor): Promise<TopicMenuItem> {
    await topicCommands.handle(this.executor, topicID, command, actor);
    return found(await this.queries.topic(topicID));
  }

  private async requireChapter(chapterID: string): Promise<void> {
    assertExists(await chapterCommands.load(this.executor, chapterID), Messages.chapterNotFound, 'chapterID');
  }
}

function found<T>(item: T | undefined): T {
  if (!item) throw new NotFoundError();
  return item;
}
