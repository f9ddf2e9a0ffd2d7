import { PublicRoutes } from '@notebook/contracts';

/** Reading pages keep their selection in the query so a reload or a shared link opens the same place. */
export function lessonsHref(topicID: string): string {
  return `${PublicRoutes.lessons}?${new URLSearchParams({ topicID }).toString()}`;
}

export function lessonNotesHref(lessonID: string, topicID?: string | null): string {
  const query = new URLSearchParams(topicID ? { topicID, lessonID } : { lessonID });
  return `${PublicRoutes.lessonNotes}?${query.toString()}`;
}

export const upgradeHref = PublicRoutes.profileUpgrade;
