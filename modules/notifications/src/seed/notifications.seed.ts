import { seededTopics } from '@notebook/catalog';
import { demoReaders } from '@notebook/identity';
import { Clock, type ModuleSeed, SYSTEM_ACTOR } from '@notebook/kernel';
import { WebinarListings } from '@notebook/webinars';
import { NotificationsService } from '../notifications.service';

/**
 * A few notifications for the demo readers, sent through the real service: one to everyone about
 * the next webinar, one to the subscriber about a topic, and one about the same topic for later.
 */
export const notificationsSeed: ModuleSeed = {
  after: ['identity', 'catalog', 'webinars'],
  async run(context) {
    const stage = context.stage('Notifications', 3, 'notifications');
    const notifications = context.services.get(NotificationsService);
    const { subscriberID } = context.need(demoReaders);
    const [topic] = context.need(seededTopics);
    const [webinar] = (await context.services.get(WebinarListings).publicList({ page: 0, rows: 1 }, 'upcoming'))
      .pageData;
    const save = (input: Parameters<NotificationsService['save']>[0]) => notifications.save(input, SYSTEM_ACTOR);
    if (webinar)
      await save({
        notificationTopic: `Next webinar: ${webinar.webinarName}`,
        content: `<p>Join <strong>${webinar.presenter}</strong> for ${webinar.webinarName}. Add it to your calendar from the webinar's page.</p>`,
        notificationType: 'WEBINAR',
        webinarID: webinar.webinarID,
        publishingType: 'ALL',
      });
    if (topic) {
      const aboutTopic = { notificationType: 'TOPIC', topicID: topic.topicID, publishingType: 'SELECTED' } as const;
      await save({
        ...aboutTopic,
        notificationTopic: `New notes in ${topic.topicName}`,
        content: `<p>The notes of <em>${topic.topicName}</em> have been revised. Take a look.</p>`,
        readerIDs: [subscriberID],
      });
      await save({
        ...aboutTopic,
        notificationTopic: `Revision week: ${topic.topicName}`,
        content: `<p>Next week we revise <em>${topic.topicName}</em> together.</p>`,
        readerIDs: [subscriberID],
        sendAt: new Date(context.services.get(Clock).now().getTime() + 7 * 86_400_000).toISOString(),
      });
    }
    stage.done(`${webinar ? 1 : 0} about a webinar, ${topic ? 2 : 0} about a topic (one scheduled)`);
  },
};
