import { Messages } from '@notebook/contracts';
import { Search } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { SearchInput } from '@/components/ui/input';
import { StatusDot } from '@/components/ui/status-dot';
import { TickBox } from '@/components/ui/tick-box';
import type { TopicMenuEntry } from '../api/get-topic-menu';
import { topicCount } from './plan-format';

type ChapterTopics = { chapterID: string; chapterName: string; topics: TopicMenuEntry[] };

type EligibleTopicsPickerProps = {
  topics: readonly TopicMenuEntry[];
  value: readonly string[];
  onChange: (topicIDs: string[]) => void;
  error?: string;
};

/** Chapters > topics as checkboxes, with a filter and the number ticked (the plan's eligibleTopicIDs). */
export function EligibleTopicsPicker({ topics, value, onChange, error }: EligibleTopicsPickerProps) {
  const [filter, setFilter] = useState('');
  const hintId = useId();
  const errorId = useId();
  const selected = useMemo(() => new Set(value), [value]);
  const chapters = useMemo(() => byChapter(topics, filter), [topics, filter]);

  // Ticking keeps the reading order of the menu, so the saved list reads like the index.
  const setTicked = (topicIDs: readonly string[], ticked: boolean) => {
    const next = new Set(selected);
    for (const topicID of topicIDs) {
      if (ticked) next.add(topicID);
      else next.delete(topicID);
    }
    const ordered = topics.map((topic) => topic.topicID).filter((topicID) => next.has(topicID));
    const unknown = value.filter((topicID) => next.has(topicID) && !topics.some((topic) => topic.topicID === topicID));
    onChange([...ordered, ...unknown]);
  };

  return (
    <fieldset aria-describedby={error ? `${hintId} ${errorId}` : hintId} className="flex min-w-0 flex-col gap-3">
      <legend className="mb-1 text-sm font-medium text-ink">Eligible topics</legend>
      <p id={hintId} className="text-sm text-ink-muted">
        A reader holding this plan may open these topics, during the free trial too.
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <div className="relative min-w-48 flex-1">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-faint"
          />
          <SearchInput
            aria-label="Filter topics"
            placeholder="Filter topics"
            value={filter}
            onSearch={setFilter}
            className="pl-9"
          />
        </div>
        <p aria-live="polite" className="text-sm font-medium whitespace-nowrap text-ink tabular-nums">
          {value.length} selected
        </p>
        {value.length > 0 && (
          <Button variant="ghost" size="sm" onClick={() => onChange([])}>
            Clear
          </Button>
        )}
      </div>
      <div className="max-h-[28rem] overflow-y-auto rounded-xl border border-line bg-surface">
        {topics.length === 0 ? (
          <p className="p-4 text-sm text-ink-muted">{Messages.noTopics}</p>
        ) : chapters.length === 0 ? (
          <p className="p-4 text-sm text-ink-muted">No topics match “{filter.trim()}”.</p>
        ) : (
          <ul aria-label="Chapters" className="divide-y divide-line">
            {chapters.map((chapter) => (
              <ChapterTopicsGroup key={chapter.chapterID} chapter={chapter} selected={selected} onTick={setTicked} />
            ))}
          </ul>
        )}
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}

type ChapterTopicsGroupProps = {
  chapter: ChapterTopics;
  selected: ReadonlySet<string>;
  onTick: (topicIDs: readonly string[], ticked: boolean) => void;
};

function ChapterTopicsGroup({ chapter, selected, onTick }: ChapterTopicsGroupProps) {
  const topicIDs = chapter.topics.map((topic) => topic.topicID);
  const ticked = topicIDs.filter((topicID) => selected.has(topicID)).length;
  return (
    <li className="px-3 py-2.5">
      <div className="flex items-center gap-3">
        <TickBox
          checked={ticked === topicIDs.length}
          indeterminate={ticked > 0 && ticked < topicIDs.length}
          onChange={(checked) => onTick(topicIDs, checked)}
          label={
            <>
              <span className="font-semibold text-ink">{chapter.chapterName}</span>{' '}
              <span className="sr-only">(all topics)</span>
            </>
          }
        />
        <span className="ml-auto text-xs text-ink-faint tabular-nums">
          {ticked} of {topicCount(topicIDs.length)}
        </span>
      </div>
      <ul aria-label={`Topics of ${chapter.chapterName}`} className="mt-1 flex flex-col pl-7">
        {chapter.topics.map((topic) => (
          <li key={topic.topicID} className="flex items-center gap-2">
            <TickBox
              checked={selected.has(topic.topicID)}
              onChange={(checked) => onTick([topic.topicID], checked)}
              label={<span className={topic.status === 'ACT' ? 'text-ink' : 'text-ink-muted'}>{topic.topicName}</span>}
            />
            {topic.freeContent && (
              <span className="rounded-full bg-accent-soft px-2 py-0.5 text-xs font-medium text-accent-strong">
                Free
              </span>
            )}
            {topic.status !== 'ACT' && <StatusDot status={topic.status} />}
          </li>
        ))}
      </ul>
    </li>
  );
}

/** Groups the menu's topics under their chapters (menu order); a filter keeps matching topics, or a whole chapter matched by name. */
function byChapter(topics: readonly TopicMenuEntry[], filter: string): ChapterTopics[] {
  const wanted = filter.trim().toLowerCase();
  const chapters = new Map<string, ChapterTopics>();
  for (const topic of topics) {
    const chapterMatches = topic.chapterName.toLowerCase().includes(wanted);
    if (wanted && !chapterMatches && !topic.topicName.toLowerCase().includes(wanted)) continue;
    const chapter = chapters.get(topic.chapterID) ?? {
      chapterID: topic.chapterID,
      chapterName: topic.chapterName,
      topics: [],
    };
    chapter.topics.push(topic);
    chapters.set(topic.chapterID, chapter);
  }
  return [...chapters.values()];
}
