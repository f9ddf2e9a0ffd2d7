import type { ChapterMenuResult, ContentStatus } from '@notebook/contracts';
import { useOptimisticMutation } from '@/lib/api-hooks';
import { chapterMenuQueryOptions } from '@/lib/chapter-menu';

/** Pure edits of the cached chapter menu, applied before the server answers. */
export const menuEdits = {
  groupStatus:
    (chapterGroupID: string, status: ContentStatus) =>
    (menu: ChapterMenuResult): ChapterMenuResult => ({
      chapterGroups: menu.chapterGroups.map((group) =>
        group.chapterGroupID === chapterGroupID ? { ...group, status } : group,
      ),
    }),
  chapterStatus:
    (chapterID: string, status: ContentStatus) =>
    (menu: ChapterMenuResult): ChapterMenuResult => ({
      chapterGroups: menu.chapterGroups.map((group) => ({
        ...group,
        chapters: group.chapters.map((chapter) => (chapter.chapterID === chapterID ? { ...chapter, status } : chapter)),
      })),
    }),
  topicStatus:
    (topicID: string, status: ContentStatus) =>
    (menu: ChapterMenuResult): ChapterMenuResult => ({
      chapterGroups: menu.chapterGroups.map((group) => ({
        ...group,
        chapters: group.chapters.map((chapter) => ({
          ...chapter,
          topics: chapter.topics.map((topic) => (topic.topicID === topicID ? { ...topic, status } : topic)),
        })),
      })),
    }),
  groupOrder:
    (chapterGroupIDs: readonly string[]) =>
    (menu: ChapterMenuResult): ChapterMenuResult => ({
      chapterGroups: orderBy(menu.chapterGroups, chapterGroupIDs, (group) => group.chapterGroupID),
    }),
  chapterOrder:
    (chapterGroupID: string, chapterIDs: readonly string[]) =>
    (menu: ChapterMenuResult): ChapterMenuResult => ({
      chapterGroups: menu.chapterGroups.map((group) =>
        group.chapterGroupID === chapterGroupID
          ? { ...group, chapters: orderBy(group.chapters, chapterIDs, (chapter) => chapter.chapterID) }
          : group,
      ),
    }),
  topicOrder:
    (chapterID: string, topicIDs: readonly string[]) =>
    (menu: ChapterMenuResult): ChapterMenuResult => ({
      chapterGroups: menu.chapterGroups.map((group) => ({
        ...group,
        chapters: group.chapters.map((chapter) =>
          chapter.chapterID === chapterID
            ? { ...chapter, topics: orderBy(chapter.topics, topicIDs, (topic) => topic.topicID) }
            : chapter,
        ),
      })),
    }),
  /** The topic leaves its chapter for the end of another (where the server puts it). */
  moveTopic:
    (topicID: string, chapterID: string) =>
    (menu: ChapterMenuResult): ChapterMenuResult => {
      const topic = menu.chapterGroups
        .flatMap((group) => group.chapters.flatMap((chapter) => chapter.topics))
        .find((item) => item.topicID === topicID);
      if (!topic) return menu;
      return {
        chapterGroups: menu.chapterGroups.map((group) => ({
          ...group,
          chapters: group.chapters.map((chapter) => {
            const others = chapter.topics.filter((item) => item.topicID !== topicID);
            return {
              ...chapter,
              topics: chapter.chapterID === chapterID ? [...others, { ...topic, chapterID }] : others,
            };
          }),
        })),
      };
    },
};

function orderBy<T>(items: readonly T[], orderedIDs: readonly string[], idOf: (item: T) => string): T[] {
  const position = new Map(orderedIDs.map((id, index) => [id, index]));
  return [...items].sort((a, b) => (position.get(idOf(a)) ?? Infinity) - (position.get(idOf(b)) ?? Infinity));
}

/**
 * The hook of a mutation that changes the tree in the cache at once and puts it back if the server
 * refuses; the menu is refetched afterwards either way so it ends up as the server has it.
 */
export function chapterMenuMutation<Input>(
  mutationFn: (input: Input) => Promise<unknown>,
  edit: (input: Input) => (menu: ChapterMenuResult) => ChapterMenuResult,
) {
  return function useChapterMenuMutation() {
    const { queryKey } = chapterMenuQueryOptions();
    return useOptimisticMutation(
      mutationFn,
      () => queryKey,
      (menu: ChapterMenuResult, input) => edit(input)(menu),
      [queryKey],
    );
  };
}
