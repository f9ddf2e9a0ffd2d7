import type { ChapterMenuResult, TopicMenuItem } from '@notebook/contracts';

const everyTopic = () => true;

/** "<index>. <topic name>" as in the primary index; hidden topics have no index. */
function topicLabel(topic: TopicMenuItem): string {
  return topic.index === null ? topic.topicName : `${topic.index}. ${topic.topicName}`;
}

/** The menu's topics as options grouped by chapter, in display order; chapters left empty are skipped. */
export function TopicOptions({
  menu,
  include = everyTopic,
}: {
  menu: ChapterMenuResult;
  include?: (topic: TopicMenuItem) => boolean;
}) {
  const chapters = menu.chapterGroups
    .flatMap((group) => group.chapters)
    .map((chapter) => ({
      ...chapter,
      topics: chapter.topics.filter(include).sort((a, b) => a.displayOrder - b.displayOrder),
    }))
    .filter((chapter) => chapter.topics.length > 0);
  return chapters.map((chapter) => (
    <optgroup key={chapter.chapterID} label={chapter.chapterName}>
      {chapter.topics.map((topic) => (
        <option key={topic.topicID} value={topic.topicID}>
          {topicLabel(topic)}
        </option>
      ))}
    </optgroup>
  ));
}
