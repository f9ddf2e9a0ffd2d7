import { z } from 'zod';
import { ContentStatus, ContentType } from './enums';
import { entityId, flagField, idListField, requiredText } from './fields';

export const contentStatus = z.enum(ContentStatus, { error: 'Must be ACT or INA' });

export const saveChapterGroupRequest = z.object({
  chapterGroupID: entityId.optional(),
  chapterGroupName: requiredText(200),
  status: contentStatus.default('ACT'),
});
export type SaveChapterGroupRequest = z.input<typeof saveChapterGroupRequest>;

export const saveChapterRequest = z.object({
  chapterID: entityId.optional(),
  chapterGroupID: entityId,
  chapterName: requiredText(200),
  status: contentStatus.default('ACT'),
});
export type SaveChapterRequest = z.input<typeof saveChapterRequest>;

export const saveTopicRequest = z.object({
  topicID: entityId.optional(),
  chapterID: entityId,
  topicName: requiredText(200),
  status: contentStatus.default('ACT'),
  freeContent: flagField.default(false),
});
export type SaveTopicRequest = z.input<typeof saveTopicRequest>;

export const updateChapterGroupStatusRequest = z.object({ chapterGroupID: entityId, status: contentStatus });
export const updateChapterStatusRequest = z.object({ chapterID: entityId, status: contentStatus });
export const updateTopicStatusRequest = z.object({ topicID: entityId, status: contentStatus });

const idList = idListField(1000);
export const updateChapterGroupDisplayOrderRequest = z.object({ chapterGroupIDs: idList });
export const updateChapterDisplayOrderRequest = z.object({ chapterGroupID: entityId, chapterIDs: idList });
export const updateTopicDisplayOrderRequest = z.object({ chapterID: entityId, topicIDs: idList });
export const moveTopicRequest = z.object({ topicID: entityId, chapterID: entityId });

/** Result of GET adminChapter/getTopicMenu: `{ topics: TopicMenuEntry[] }`, every author topic in reading order. */
export type TopicMenuEntry = TopicMenuItem & { chapterName: string };

export type TopicMenuItem = {
  topicID: string;
  topicName: string;
  chapterID: string;
  status: ContentStatus;
  topicType: ContentType;
  freeContent: boolean;
  /** Position across all visible author topics; null while the topic or its chapter is hidden. */
  index: number | null;
  displayOrder: number;
};
export type ChapterMenuItem = {
  chapterID: string;
  chapterGroupID: string;
  chapterName: string;
  status: ContentStatus;
  displayOrder: number;
  topicStart: number | null;
  topicEnd: number | null;
  topics: TopicMenuItem[];
};
export type ChapterGroupMenuItem = {
  chapterGroupID: string;
  chapterGroupName: string;
  status: ContentStatus;
  displayOrder: number;
  chapters: ChapterMenuItem[];
};
/** Result of POST adminChapter/getChapterMenu. */
export type ChapterMenuResult = { chapterGroups: ChapterGroupMenuItem[] };

/** Result of GET public/getPrimaryIndex: active chapters with their active topics, in order. */
export type PrimaryIndexResult = {
  chapters: Array<{
    chapterID: string;
    chapterName: string;
    chapterGroupID: string;
    chapterGroupName: string;
    topicStart: number | null;
    topicEnd: number | null;
    topics: Array<{ topicID: string; topicName: string; index: number; freeContent: boolean; topicType: ContentType }>;
  }>;
};
