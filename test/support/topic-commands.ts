import { ApiPaths, apiUrl } from '@notebook/contracts';
import { type EventStore, START } from '@notebook/kernel';

/** A topic as its TopicCreated event logs it. */
export type LoggedTopic = { topicID: string; topicName: string; chapterID: string };

/**
 * Creates a topic over HTTP on an API process (the fault tests' command): its id when answered 200,
 * null when the process answered otherwise or not at all (killed, restarting).
 */
export async function createTopicOver(
  baseUrl: string,
  token: string,
  chapterID: string,
  topicName: string,
): Promise<string | null> {
  const response = await fetch(`${baseUrl}${apiUrl(ApiPaths.adminChapter.saveUpdateTopic)}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ chapterID, topicName, freeContent: false }),
  }).catch(() => null);
  if (response?.status !== 200) return null;
  return ((await response.json()) as { result: { topicID: string } }).result.topicID;
}

/**
 * The chapter's topics as the log holds them, once it is checked that no topic was logged twice and
 * that every answered command (name -> id answered) is logged with the id it was answered with.
 */
export async function expectAnsweredTopicsLoggedOnce(
  eventStore: EventStore,
  chapterID: string,
  answered: ReadonlyMap<string, string>,
): Promise<LoggedTopic[]> {
  const logged = (await eventStore.readAll(START, 100_000, { eventTypes: ['TopicCreated'] }))
    .map((event) => event.data as LoggedTopic)
    .filter((topic) => topic.chapterID === chapterID);
  const loggedNames = logged.map((topic) => topic.topicName);
  expect(loggedNames.filter((name, index) => loggedNames.indexOf(name) !== index)).toEqual([]);
  const loggedIDs = new Map(logged.map((topic) => [topic.topicName, topic.topicID]));
  for (const [topicName, topicID] of answered)
    expect([topicName, loggedIDs.get(topicName)]).toEqual([topicName, topicID]);
  return logged;
}
