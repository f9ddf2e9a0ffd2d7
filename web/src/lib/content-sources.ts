import { ApiPaths, type ContentReportContentType, type ContentSourceItem } from '@notebook/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { silent } from '@/lib/api-hooks';
import { useLoggedInUser } from '@/lib/auth-store';

/**
 * The sources (and last reviews) of the notes, questions or cases on a screen (issue 29), by content
 * id, for a signed-in reader (reader/getContentSources; visitors and admins see none). One request
 * per screen; a failure only leaves the source lines out.
 */
export function useContentSources(
  contentType: ContentReportContentType,
  contentIDs: readonly string[],
): ReadonlyMap<string, ContentSourceItem> {
  const reader = useLoggedInUser()?.user.userType === 'READER';
  const ids = [...contentIDs].sort();
  const query = useQuery({
    queryKey: ['content-sources', contentType, ids] as const,
    queryFn: (): Promise<ContentSourceItem[]> =>
      api.call(ApiPaths.reader.getContentSources, { contentType, contentIDs: ids }, silent),
    enabled: reader && ids.length > 0,
    staleTime: 5 * 60_000,
  });
  return new Map((query.data ?? []).map((item) => [item.contentID, item]));
}
