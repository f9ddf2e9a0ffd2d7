/**
 * The lesson a save leaves a question or case linked to (issue 29), or undefined when the link stays.
 * `named`: the lesson the save sends (undefined: not named, null: cleared); the service has checked a
 * named lesson sits under the save's topic. A move to another topic without naming a lesson clears
 * the link, since a lesson belongs to one topic.
 */
export function changedLesson(
  current: { topicID: string; lessonID?: string | null } | null,
  named: string | null | undefined,
  topicID: string,
): string | null | undefined {
  const before = current?.lessonID ?? null;
  const moved = current !== null && current.topicID !== topicID;
  const next = named !== undefined ? named : moved ? null : before;
  return next === before ? undefined : next;
}
