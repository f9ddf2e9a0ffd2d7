import { Messages, type ChapterGroupMenuItem, type TopicMenuItem } from '@notebook/contracts';
import { cn } from '@/lib/cn';

type TopicMenuProps = {
  groups: ChapterGroupMenuItem[];
  selectedTopicID: string | null;
  onSelect: (topic: TopicMenuItem) => void;
};

/** Chapters and their topics, grouped by chapter group, with the spec's empty states. */
export function TopicMenu({ groups, selectedTopicID, onSelect }: TopicMenuProps) {
  if (groups.length === 0) return <p className="p-4 text-sm text-ink-muted">{Messages.noChaptersFound}</p>;
  return (
    <div className="flex flex-col gap-4">
      {groups.map((group) => (
        <section key={group.chapterGroupID} aria-label={group.chapterGroupName} className="flex flex-col gap-2">
          <h2 className="px-2 text-xs font-semibold tracking-wide text-ink-faint uppercase">
            {group.chapterGroupName}
          </h2>
          {group.chapters.length === 0 ? (
            <p className="px-2 text-sm text-ink-muted">{Messages.noChaptersFound}</p>
          ) : (
            <ul className="flex flex-col gap-2">
              {group.chapters.map((chapter) => (
                <li key={chapter.chapterID} aria-label={chapter.chapterName} className="flex flex-col gap-1">
                  <h3 className="px-2 text-sm font-semibold text-ink">{chapter.chapterName}</h3>
                  {chapter.topics.length === 0 ? (
                    <p className="px-3 text-sm text-ink-muted">{Messages.noTopics}</p>
                  ) : (
                    <ul aria-label={`Topics of ${chapter.chapterName}`} className="flex flex-col">
                      {chapter.topics.map((topic) => {
                        const selected = topic.topicID === selectedTopicID;
                        return (
                          <li key={topic.topicID}>
                            <button
                              type="button"
                              aria-current={selected ? 'true' : undefined}
                              onClick={() => onSelect(topic)}
                              className={cn(
                                'w-full rounded-md px-3 py-1.5 text-left text-sm transition-colors',
                                'focus-visible:outline-2 focus-visible:outline-ring',
                                selected
                                  ? 'bg-accent-soft font-medium text-accent-strong'
                                  : 'text-ink-muted hover:bg-surface-muted hover:text-ink',
                              )}
                            >
                              {topic.topicName}
                            </button>
                          </li>
                        );
                      })}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}
