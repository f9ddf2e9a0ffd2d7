import { usePrimaryIndex } from '../api/get-primary-index';
import { useSelectedTopicID } from './selected-topic';

/** The right-hand index: where the selected topic sits, and (from the secondary-index call) its lessons. */
export function SecondaryIndex() {
  const selectedTopicID = useSelectedTopicID();
  const primaryIndex = usePrimaryIndex();
  const chapter = primaryIndex.data?.chapters.find((candidate) =>
    candidate.topics.some((topic) => topic.topicID === selectedTopicID),
  );
  const topic = chapter?.topics.find((candidate) => candidate.topicID === selectedTopicID);

  return (
    <aside aria-label="Secondary index" className="flex flex-col gap-2 text-sm">
      <h2 className="text-xs font-semibold tracking-wider text-ink-muted uppercase">In this topic</h2>
      {chapter && topic ? (
        <div className="flex flex-col gap-1">
          <p className="text-ink-muted">{chapter.chapterName}</p>
          <p className="font-medium text-ink">
            {topic.index !== null ? `${topic.index}. ` : ''}
            {topic.topicName}
          </p>
        </div>
      ) : (
        <p className="text-ink-muted">Choose a topic from the index to see its lessons.</p>
      )}
    </aside>
  );
}
