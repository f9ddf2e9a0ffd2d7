import type { ContentReportContentType } from '@notebook/contracts';
import { ContentSourceLine } from '@/components/ui/content-source';
import { useContentSources } from '@/lib/content-sources';

/**
 * "Source: <title> · Last reviewed DD/MM/YYYY" of a question or KFP case (issue 29). Mount it only
 * where the answer is already marked: exam-mode questions must not show it before the end.
 */
export function QuestionSource({
  contentType,
  contentID,
}: {
  contentType: ContentReportContentType;
  contentID: string;
}) {
  const sources = useContentSources(contentType, [contentID]);
  return <ContentSourceLine source={sources.get(contentID)} />;
}
