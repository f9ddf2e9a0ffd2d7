import { Messages } from '@notebook/contracts';
import { ForbiddenError, NotFoundError } from '@notebook/kernel';
import type { ReadingQueries, Viewer } from '@notebook/reading';

/**
 * Practice serves a topic's questions by the reading-access rule of the topic: unknown or hidden
 * topics are not found (404 naming `field`), locked ones refused (403).
 */
export async function requireOpenTopics(
  reading: ReadingQueries,
  viewer: Viewer,
  topicIDs: readonly string[],
  field: string,
): Promise<void> {
  const access = await reading.topicAccess(viewer, topicIDs);
  if (topicIDs.some((topicID) => (access.get(topicID)?.access ?? 'hidden') === 'hidden'))
    throw new NotFoundError(Messages.topicNotFound, field);
  if (topicIDs.some((topicID) => access.get(topicID)?.access === 'locked'))
    throw new ForbiddenError(Messages.practiceTopicLocked);
}
