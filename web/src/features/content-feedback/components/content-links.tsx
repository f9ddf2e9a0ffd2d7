import {
  type AdminContentReport,
  AdminRoutes,
  ContentReportContentType,
  contentReportContentTypeLabels,
  contentReportKindsFor,
} from '@notebook/contracts';
import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router-dom';
import { FilterSelect, labelledOptions } from '@/components/ui/form';
import { useLoggedInUser } from '@/lib/auth-store';

/** What the admin's content lists know of a piece of content: enough to name it and find its edit page. */
type ListedContent = Pick<AdminContentReport, 'contentType' | 'contentName' | 'topicID' | 'lessonID'>;

/** Where the content is edited: the notes workspace at the note's lesson, or the question list of its topic. */
function contentEditHref(content: Pick<ListedContent, 'contentType' | 'topicID' | 'lessonID'>): string {
  const topic = `topicID=${encodeURIComponent(content.topicID)}`;
  switch (content.contentType) {
    case 'NOTE':
      return `${AdminRoutes.chapterNotes}?${topic}${content.lessonID ? `&lessonID=${encodeURIComponent(content.lessonID)}` : ''}`;
    case 'AKT':
      return `${AdminRoutes.aktQuestions}?${topic}`;
    case 'MSQ':
      return `${AdminRoutes.kfpMsqQuestions}?${topic}`;
    case 'KFP':
      return `${AdminRoutes.kfpQuestions}?${topic}`;
  }
}

/** "Note: <name>" (or the question kind), linking to where it is edited. */
export function ContentEditLink({ content }: { content: ListedContent }) {
  return (
    <Link
      to={contentEditHref(content)}
      className="inline-flex items-center gap-1.5 font-medium text-accent-strong hover:underline [overflow-wrap:anywhere]"
    >
      {contentReportContentTypeLabels[content.contentType]}: {content.contentName}
      <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
    </Link>
  );
}

/** The "Content" filter: all, or one of the kinds the logged-in editor edits. */
export function ContentKindFilter({
  value,
  onChange,
}: {
  value: ContentReportContentType | undefined;
  onChange: (value: ContentReportContentType | undefined) => void;
}) {
  const kinds = contentReportKindsFor(useLoggedInUser()?.privileges ?? []);
  return (
    <FilterSelect
      label="Content"
      value={value}
      options={labelledOptions(
        ContentReportContentType.filter((kind) => kinds.includes(kind)),
        contentReportContentTypeLabels,
      )}
      onChange={onChange}
    />
  );
}
