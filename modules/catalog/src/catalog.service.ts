import type { ChapterGroupMenuItem, ChapterMenuItem, ContentStatus, TopicMenuItem } from '@notebook/contracts';
import { Messages } from '@notebook/contracts';
import { type Actor, CommandExecutor, NotFoundError, newId } from '@notebook/kernel';
import { chapterGroupCommands, chapterGroupOrderCommands } from './chapter-groups/chapter-group.decider';
import { chapterCommands } from './chapters/chapter.decider';
import { CatalogQueries } from './queries/catalog.queries';
import { topicCommands } from './topics/topic.decider';

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
    const isNew = !input.chapterGroupID;
    const id = input.chapterGroupID ?? newId();
    await chapterGroupCommands.handle(
      this.executor,
      id,
      isNew
        ? {
            type: 'CreateChapterGroup',
            data: { chapterGroupID: id, chapterGroupName: input.chapterGroupName, status: input.status },
          }
        : { type: 'UpdateChapterGroup', data: { chapterGroupName: input.chapterGroupName, status: input.status } },
      actor,
    );
    return found(await this.queries.chapterGroup(id));
  }

  async changeChapterGroupStatus(
    chapterGroupID: string,
    status: ContentStatus,
    actor: Actor,
  ): Promise<ChapterGroupMenuItem> {
    await chapterGroupCommands.handle(
      this.executor,
      chapterGroupID,
      { type: 'ChangeChapterGroupStatus', data: { status } },
      actor,
    );
    return found(await this.queries.chapterGroup(chapterGroupID));
  }

  async reorderChapterGroups(chapterGroupIDs: string[], actor: Actor): Promise<void> {
    const currentChapterGroupIDs = await this.queries.chapterGroupIDs();
    await chapterGroupOrderCommands.handle(
      this.executor,
      undefined,
      { type: 'ReorderChapterGroups', data: { chapterGroupIDs, currentChapterGroupIDs } },
      actor,
    );
  }

  async saveChapter(input: SaveChapter, actor: Actor): Promise<ChapterMenuItem> {
    const isNew = !input.chapterID;
    if (!(await chapterGroupCommands.load(this.executor, input.chapterGroupID)).exists)
      throw new NotFoundError(Messages.chapterGroupNotFound, 'chapterGroupID');
    const id = input.chapterID ?? newId();
    await chapterCommands.handle(
      this.executor,
      id,
      isNew
        ? {
            type: 'CreateChapter',
            data: {
              chapterID: id,
              chapterGroupID: input.chapterGroupID,
              chapterName: input.chapterName,
              status: input.status,
            },
          }
        : {
            type: 'UpdateChapter',
            data: { chapterGroupID: input.chapterGroupID, chapterName: input.chapterName, status: input.status },
          },
      actor,
    );
    return found(await this.queries.chapter(id));
  }

  async changeChapterStatus(chapterID: string, status: ContentStatus, actor: Actor): Promise<ChapterMenuItem> {
    await chapterCommands.handle(this.executor, chapterID, { type: 'ChangeChapterStatus', data: { status } }, actor);
    return found(await this.queries.chapter(chapterID));
  }

  async reorderChapters(chapterGroupID: string, chapterIDs: string[], actor: Actor): Promise<void> {
    const currentChapterIDs = await this.queries.chapterIDsOfGroup(chapterGroupID);
    await chapterGroupCommands.handle(
      this.executor,
      chapterGroupID,
      { type: 'ReorderChapters', data: { chapterIDs, currentChapterIDs } },
      actor,
    );
  }

  async saveTopic(input: SaveTopic, actor: Actor): Promise<TopicMenuItem> {
    const isNew = !input.topicID;
    await this.requireChapter(input.chapterID);
    const id = input.topicID ?? newId();
    await topicCommands.handle(
      this.executor,
      id,
      isNew
        ? {
            type: 'CreateTopic',
            data: {
              topicID: id,
              chapterID: input.chapterID,
              topicName: input.topicName,
              status: input.status,
              freeContent: input.freeContent,
              topicType: 'AUTHOR',
              ownerReaderID: null,
            },
          }
        : {
            type: 'UpdateTopic',
            data: {
              chapterID: input.chapterID,
              topicName: input.topicName,
              status: input.status,
              freeContent: input.freeContent,
            },
          },
      actor,
    );
    return found(await this.queries.topic(id));
  }

  async changeTopicStatus(topicID: string, status: ContentStatus, actor: Actor): Promise<TopicMenuItem> {
    await topicCommands.handle(this.executor, topicID, { type: 'ChangeTopicStatus', data: { status } }, actor);
    return found(await this.queries.topic(topicID));
  }

  async moveTopic(topicID: string, toChapterID: string, actor: Actor): Promise<TopicMenuItem> {
    await this.requireChapter(toChapterID);
    await topicCommands.handle(this.executor, topicID, { type: 'MoveTopic', data: { toChapterID } }, actor);
    return found(await this.queries.topic(topicID));
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

  private async requireChapter(chapterID: string): Promise<void> {
    if (!(await chapterCommands.load(this.executor, chapterID)).exists)
      throw new NotFoundError(Messages.chapterNotFound, 'chapterID');
  }
}

function found<T>(item: T | undefined): T {
  if (!item) throw new NotFoundError();
  return item;
}
