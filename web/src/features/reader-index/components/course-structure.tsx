import { Messages } from '@notebook/contracts';
import { Link } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { countOf } from '@/lib/count-of';
import { usePrimaryIndex } from '../api/get-primary-index';

/** The chapters of the course with their topic counts, for the public home page. */
export function CourseStructure() {
  const primaryIndex = usePrimaryIndex();
  if (primaryIndex.isPending) return <Spinner />;
  if (primaryIndex.isError) return <p className="text-ink-muted">{primaryIndex.error.message}</p>;
  if (primaryIndex.data.chapters.length === 0) return <p className="text-ink-muted">{Messages.noChaptersFound}</p>;

  return (
    <ol className="grid gap-3 sm:grid-cols-2">
      {primaryIndex.data.chapters.map((chapter) => {
        const firstTopic = chapter.topics[0];
        return (
          <li key={chapter.chapterID} className="rounded-xl border border-line bg-surface p-4">
            <p className="text-xs font-medium tracking-wide text-ink-faint uppercase">{chapter.chapterGroupName}</p>
            <p className="mt-1 font-medium text-ink">
              {firstTopic ? (
                <Link to={paths.public.lessons.getHref(firstTopic.topicID)}>{chapter.chapterName}</Link>
              ) : (
                chapter.chapterName
              )}
            </p>
            <p className="mt-1 text-sm text-ink-muted">{countOf(chapter.topics.length, 'topic')}</p>
          </li>
        );
      })}
    </ol>
  );
}
