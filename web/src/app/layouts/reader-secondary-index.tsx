import type { ReaderTopicResult } from '@notebook/contracts';
import { useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { SecondaryIndex, type LessonMarks } from '@/features/reader-index/components/secondary-index';
import { useLessonNotes } from '@/features/reading/api/get-lesson-notes';
import { useSecondaryIndex } from '@/features/reading/api/get-secondary-index';
import { useReaderTopic } from '@/features/reading/api/load-reader-topic';
import { readingMarkLabel } from '@/features/reading/components/study-controls';

/**
 * Feeds the reader-index panel with the reading feature's calls. The pages make the same calls
 * under the same keys, so the panel adds no request of its own. The reader layout shows it only on
 * the lessons and lesson notes pages.
 */
export function ReaderSecondaryIndex() {
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const topicIDFromUrl = searchParams.get('topicID');
  const currentLessonID = pathname === paths.public.lessonNotes.path ? searchParams.get('lessonID') : null;
  // A lesson link without its topic (e.g. from elsewhere) still shows the lesson's topic.
  const lesson = useLessonNotes(topicIDFromUrl ? null : currentLessonID);
  const topicID = topicIDFromUrl ?? lesson.data?.topicID ?? null;
  const index = useSecondaryIndex(topicID);
  const readerTopic = useReaderTopic(topicID);
  const marks = useMemo(() => marksByLesson(readerTopic.data), [readerTopic.data]);

  return (
    <SecondaryIndex
      topicID={topicID}
      currentLessonID={currentLessonID}
      topic={index.data}
      loading={lesson.isLoading || index.isLoading}
      marks={marks}
    />
  );
}

function marksByLesson(topic: ReaderTopicResult | undefined): ReadonlyMap<string, LessonMarks> | undefined {
  if (!topic) return undefined;
  return new Map(
    topic.lessons.map((lesson) => [
      lesson.lessonID,
      { readingLabel: readingMarkLabel(lesson.lessonReading), bookmarked: lesson.bookmarked },
    ]),
  );
}
