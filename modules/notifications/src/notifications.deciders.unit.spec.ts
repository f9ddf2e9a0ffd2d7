import { Messages, NOTIFICATION_TOPIC_MAX } from '@notebook/contracts';
import { ConflictError, NotFoundError, ValidationError } from '@notebook/kernel';
import { given } from '@notebook/kernel/testing';
import { composed, details, later, now, save, sent, topicID, withdrawn } from './notifications.fixtures';
import { type NotificationSave, notificationDecider } from './notifications/notification.decider';
import { type AnnouncedWebinar, webinarAnnouncement } from './notifications/webinar-announcement';
import { readerNotificationsDecider } from './reader-notifications/reader-notification.decider';

const notificationID = '0190a0b0-0000-7000-8000-0000000000c1';
const readerID = '0190a0b0-0000-7000-8000-0000000000d1';
const compose = (changes: Partial<NotificationSave> = {}) =>
  ({ type: 'Compose', data: { ...save(changes), notificationID } }) as const;
const revise = (changes: Partial<NotificationSave> = {}) => ({ type: 'Revise', data: save(changes) }) as const;
const scheduled = composed(notificationID, {}, later);

describe('notification', () => {
  test('given none, when it is composed without a time, then it is composed and sent at once', () => {
    given(notificationDecider)
      .when(compose())
      .then([composed(notificationID), sent(notificationID)]);
  });

  test('given none, when it is composed for later, then only the composition is recorded', () => {
    given(notificationDecider)
      .when(compose({ sendAt: later }))
      .then([scheduled]);
  });

  test('its content is sanitised and a target of the other type is dropped', () => {
    const messy = { ...details, content: '<p>Hi<script>alert(1)</script></p>', topicID };
    given(notificationDecider)
      .when(compose({ details: messy, sendAt: later }))
      .then([composed(notificationID, { content: '<p>Hi</p>', topicID: null }, later)]);
  });

  test.each<[string, Partial<NotificationSave>, string]>([
    ['a webinar notification without its webinar', { details: { ...details, webinarID: null } }, Messages.required],
    [
      'a topic notification without its topic',
      { details: { ...details, notificationType: 'TOPIC' } },
      Messages.required,
    ],
    ['an unknown webinar', { targetFound: false }, Messages.webinarNotFound],
    [
      'an unknown topic',
      { details: { ...details, notificationType: 'TOPIC', topicID }, targetFound: false },
      Messages.topicNotFound,
    ],
    [
      'SELECTED with nobody',
      { details: { ...details, publishingType: 'SELECTED' } },
      Messages.notificationAudienceRequired,
    ],
    ['an unknown reader group', { unknownGroupIDs: [readerID] }, Messages.readerGroupNotFound],
    ['an unknown reader', { unknownReaderIDs: [readerID] }, Messages.readerNotFound],
    ['a time in the past', { sendAt: now.toISOString() }, Messages.notificationSendAtPast],
    ['blank content', { details: { ...details, content: '<p> </p>' } }, Messages.required],
  ])('refuses %s', (_case, changes, message) => {
    given(notificationDecider).when(compose(changes)).thenThrows(ValidationError, message);
  });

  test('given a scheduled one, when it is revised, then the revision is recorded (sent at once without a time)', () => {
    given(notificationDecider, [scheduled])
      .when(revise({ sendAt: '2026-03-12T08:00:00.000Z' }))
      .then([composed(notificationID, {}, '2026-03-12T08:00:00.000Z', 'NotificationRevised')]);
    given(notificationDecider, [scheduled])
      .when(revise())
      .then([composed(notificationID, {}, null, 'NotificationRevised'), sent(notificationID)]);
  });

  test('given a sent or withdrawn one, when it is revised, then it conflicts', () => {
    given(notificationDecider, [composed(notificationID), sent(notificationID)])
      .when(revise())
      .thenThrows(ConflictError, Messages.notificationAlreadySent);
    given(notificationDecider, [scheduled, withdrawn(notificationID)])
      .when(revise())
      .thenThrows(ConflictError, Messages.notificationWithdrawn);
  });

  test('given none, when it is revised or withdrawn, then it is not found', () => {
    given(notificationDecider).when(revise()).thenThrows(NotFoundError, Messages.notificationNotFound);
    given(notificationDecider).when({ type: 'Withdraw' }).thenThrows(NotFoundError, Messages.notificationNotFound);
  });

  test('the scheduled send records it once, at the time it is scheduled for now, unless withdrawn', () => {
    const send = { type: 'Send', data: { sendAt: later } } as const;
    given(notificationDecider, [scheduled])
      .when(send)
      .then([sent(notificationID)]);
    given(notificationDecider, [scheduled, sent(notificationID)])
      .when(send)
      .thenNothingHappened();
    given(notificationDecider, [scheduled, withdrawn(notificationID)])
      .when(send)
      .thenNothingHappened();
    const rescheduled = composed(notificationID, {}, '2026-03-12T08:00:00.000Z', 'NotificationRevised');
    given(notificationDecider, [scheduled, rescheduled]).when(send).thenNothingHappened();
  });

  test("the system's announcement is composed and sent at once, and recorded once: its repeat records nothing", () => {
    const announce = { type: 'Announce', data: { ...save(), notificationID } } as const;
    given(notificationDecider)
      .when(announce)
      .then([composed(notificationID), sent(notificationID)]);
    given(notificationDecider, [composed(notificationID), sent(notificationID)])
      .when(announce)
      .thenNothingHappened();
  });

  test('a withdrawal is recorded once', () => {
    given(notificationDecider, [composed(notificationID), sent(notificationID)])
      .when({ type: 'Withdraw' })
      .then([withdrawn(notificationID)]);
    given(notificationDecider, [scheduled, withdrawn(notificationID)])
      .when({ type: 'Withdraw' })
      .thenNothingHappened();
  });
});

describe("a webinar's automatic notification", () => {
  const announced: AnnouncedWebinar = {
    kind: 'added',
    webinarID: details.webinarID!,
    webinarName: 'Chest pain & <b>dyspnoea</b>',
    // 22:00 UTC on 30 June is 08:00 on 1 July in Sydney (winter time, UTC+10).
    startsAt: '2026-06-30T22:00:00.000Z',
    durationMinutes: 60,
    audienceReaderGroupIDs: [],
  };

  test("names the webinar (its markup escaped) and its start on Sydney's clock, for every reader", () => {
    expect(webinarAnnouncement(announced)).toEqual({
      ...details,
      notificationTopic: 'New webinar: Chest pain & <b>dyspnoea</b>',
      content:
        '<p><strong>Chest pain &amp; &lt;b&gt;dyspnoea&lt;/b&gt;</strong> starts on 01/07/2026 08:00 Sydney time and runs for 60 minutes.</p>',
    });
  });

  test('a rescheduled one for groups says so and goes to those groups; a long name is shortened to fit the topic', () => {
    const groups = [readerID];
    const notice = webinarAnnouncement({
      ...announced,
      kind: 'rescheduled',
      webinarName: 'x'.repeat(300),
      audienceReaderGroupIDs: groups,
    });
    expect(notice).toMatchObject({ publishingType: 'SELECTED', readerGroupIDs: groups, readerIDs: [] });
    expect(notice.notificationTopic).toHaveLength(NOTIFICATION_TOPIC_MAX);
    expect(notice.notificationTopic).toMatch(/^Webinar rescheduled: x+…$/);
    expect(notice.content).toContain('now starts on 01/07/2026 08:00 Sydney time');
  });
});

describe("a reader's notifications", () => {
  const markRead = { type: 'MarkRead', data: { readerID, notificationID } } as const;

  test('marking one read records it once', () => {
    given(readerNotificationsDecider)
      .when(markRead)
      .then([{ type: 'NotificationRead', data: markRead.data }]);
    given(readerNotificationsDecider, [{ type: 'NotificationRead', data: markRead.data }])
      .when(markRead)
      .thenNothingHappened();
  });
});
