import type { ContentStatus, ContentType } from '@notebook/contracts';
import type { DomainEvent } from '@notebook/kernel';

export type ChapterGroupCreated = DomainEvent<'ChapterGroupCreated', { chapterGroupID: string; chapterGroupName: string; status: ContentStatus }>;
export type ChapterGroupRenamed = DomainEvent<'ChapterGroupRenamed', { chapterGroupID: string; chapterGroupName: string }>;
export type ChapterGroupStatusChanged = DomainEvent<'ChapterGroupStatusChanged', { chapterGroupID: string; status: ContentStatus }>;
/** The order of the chapters inside a group; recorded on the group's stream. */
export type ChaptersReordered = DomainEvent<'ChaptersReordered', { chapterGroupID: string; chapterIDs: string[] }>;
/** The order of the groups themselves; recorded on the single `catalogOrder-chapterGroups` stream. */
export type ChapterGroupsReordered = DomainEvent<'ChapterGroupsReordered', { chapterGroupIDs: string[] }>;

export type ChapterCreated = DomainEvent<'ChapterCreated', { chapterID: string; chapterGroupID: string; chapterName: string; status: ContentStatus }>;
export type ChapterRenamed = DomainEvent<'ChapterRenamed', { chapterID: string; chapterName: string }>;
export type ChapterStatusChanged = DomainEvent<'ChapterStatusChanged', { chapterID: string; status: ContentStatus }>;
/** The order of the topics inside a chapter; recorded on the chapter's stream. */
export type TopicsReordered = DomainEvent<'TopicsReordered', { chapterID: string; topicIDs: string[] }>;

export type TopicCreated = DomainEvent<
  'TopicCreated',
  { topicID: string; chapterID: string; topicName: string; status: ContentStatus; freeContent: boolean; topicType: ContentType; ownerReaderID: string | null }
>;
export type TopicRenamed = DomainEvent<'TopicRenamed', { topicID: string; topicName: string }>;
export type TopicStatusChanged = DomainEvent<'TopicStatusChanged', { topicID: string; status: ContentStatus }>;
export type TopicFreeContentChanged = DomainEvent<'TopicFreeContentChanged', { topicID: string; freeContent: boolean }>;
export type TopicMoved = DomainEvent<'TopicMoved', { topicID: string; fromChapterID: string; toChapterID: string }>;

export type ChapterGroupEvent = ChapterGroupCreated | ChapterGroupRenamed | ChapterGroupStatusChanged | ChaptersReordered;
export type ChapterEvent = ChapterCreated | ChapterRenamed | ChapterStatusChanged | TopicsReordered;
export type TopicEvent = TopicCreated | TopicRenamed | TopicStatusChanged | TopicFreeContentChanged | TopicMoved;
export type CatalogEvent = ChapterGroupEvent | ChapterEvent | TopicEvent | ChapterGroupsReordered;

export const CatalogEventTypes: ReadonlyArray<CatalogEvent['type']> = [
  'ChapterGroupCreated', 'ChapterGroupRenamed', 'ChapterGroupStatusChanged', 'ChaptersReordered', 'ChapterGroupsReordered',
  'ChapterCreated', 'ChapterRenamed', 'ChapterStatusChanged', 'TopicsReordered',
  'TopicCreated', 'TopicRenamed', 'TopicStatusChanged', 'TopicFreeContentChanged', 'TopicMoved',
];

export const chapterGroupStream = (id: string) => `chapterGroup-${id}`;
export const chapterStream = (id: string) => `chapter-${id}`;
export const topicStream = (id: string) => `topic-${id}`;
export const CHAPTER_GROUP_ORDER_STREAM = 'catalogOrder-chapterGroups';
