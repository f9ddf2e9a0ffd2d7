import {
  type QuestionPeerStats,
  type ReaderReadiness,
  ReadinessLimits,
  ReadinessSource,
  type ReadinessChapter,
  type ReadinessFigure,
} from '@notebook/contracts';
import { CommandExecutor } from '@notebook/kernel';
import { type ReaderCaller, ReadingQueries } from '@notebook/reading';
import { readinessProjection } from './projections/readiness.projection';
import { percentage, points } from './shared/session-rules';
import { type MarkSums, ReadinessQueries } from './queries/readiness.queries';

const none: MarkSums = { answered: 0, marks: 0, outOf: 0 };

/**
 * A group's questions as the reader sees them, each on one scale (its share of its own marks, see
 * readiness.queries.ts): the accuracy is the mean share, null until something was marked.
 */
function figureOf(sums: MarkSums): ReadinessFigure {
  return {
    answered: sums.answered,
    marks: points(sums.marks),
    outOf: sums.outOf,
    accuracy: sums.outOf > 0 ? percentage(sums.marks, sums.outOf) : null,
  };
}

function add(a: MarkSums, b: MarkSums): MarkSums {
  return { answered: a.answered + b.answered, marks: a.marks + b.marks, outOf: a.outOf + b.outOf };
}

/** Readiness (issue 14): the reader's accuracy over all their practice, and how all readers did on a question. */
export class ReadinessService {
  constructor(
    private readonly readiness: ReadinessQueries,
    private readonly reading: ReadingQueries,
    private readonly executor: CommandExecutor,
  ) {}

  async readinessOf(reader: ReaderCaller, timeZone: string): Promise<ReaderReadiness> {
    await this.caughtUp();
    const [topics, sources, days] = await Promise.all([
      this.readiness.byTopic(reader.readerID),
      this.readiness.bySource(reader.readerID),
      this.readiness.byDay(reader.readerID, timeZone, ReadinessLimits.trendDays),
    ]);
    const bySource = Object.fromEntries(
      ReadinessSource.map((source) => [source, figureOf(sources.find((each) => each.source === source) ?? none)]),
    ) as ReaderReadiness['bySource'];
    return {
      overall: figureOf(sources.reduce(add, none)),
      bySource,
      chapters: await this.chaptersOf(reader, new Map(topics.map((topic) => [topic.topicID, topic]))),
      trend: days.map((day) => ({ date: day.date, ...figureOf(day) })),
      timeZone,
    };
  }

  async peerStats(
    reader: ReaderCaller,
    source: ReadinessSource,
    questionIDs: readonly string[],
  ): Promise<QuestionPeerStats[]> {
    await this.caughtUp();
    return this.readiness.peerStats(reader.readerID, source, questionIDs);
  }

  /** Practice answers do not wait for the read models (shared/session-rules.ts): readiness catches up before it reads. */
  private caughtUp(): Promise<boolean> {
    return this.executor.catchUpReadModels(readinessProjection.canHandle);
  }

  /** Topics with marks, grouped by chapter in reading order (a topic the reader can no longer see is left out). */
  private async chaptersOf(reader: ReaderCaller, sumsByTopic: Map<string, MarkSums>): Promise<ReadinessChapter[]> {
    if (sumsByTopic.size === 0) return [];
    const chapters = new Map<
      string,
      { chapterID: string; chapterName: string; sums: MarkSums; topics: ReadinessChapter['topics'] }
    >();
    for (const [topicID, topic] of await this.reading.topicAccess(reader.viewer, [...sumsByTopic.keys()])) {
      if (topic.access === 'hidden') continue;
      const sums = sumsByTopic.get(topicID)!;
      const chapter = chapters.get(topic.chapterID) ?? {
        chapterID: topic.chapterID,
        chapterName: topic.chapterName,
        sums: none,
        topics: [],
      };
      chapter.topics.push({ topicID, topicName: topic.topicName, ...figureOf(sums) });
      chapters.set(topic.chapterID, { ...chapter, sums: add(chapter.sums, sums) });
    }
    return [...chapters.values()].map(({ sums, ...chapter }) => ({ ...chapter, ...figureOf(sums) }));
  }
}
