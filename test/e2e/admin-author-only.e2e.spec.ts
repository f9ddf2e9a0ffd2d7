import { ApiPaths, ResourcePaths } from '@notebook/contracts';
import { type CallPath, TestApi } from '../support/test-api';

/**
 * Admin commands and queries on topics, lessons and notes reach AUTHOR content only (issue 12): a
 * reader's own topic, lesson or note, named by its id, is not found (404) and nothing is written.
 */
let api: TestApi;
let admin: string;
const ids = {
  chapterID: '',
  otherChapterID: '',
  authorTopicID: '',
  authorLessonID: '',
  authorNoteID: '',
  topicID: '',
  lessonID: '',
  noteID: '',
};

beforeAll(async () => {
  api = await TestApi.start();
  admin = await api.adminToken();
  const chapter = await api.createChapter(admin);
  ids.chapterID = chapter.chapterID;
  ids.otherChapterID = (
    await api.ok<{ chapterID: string }>('adminChapter/saveUpdateChapter', {
      token: admin,
      body: { chapterGroupID: chapter.chapterGroupID, chapterName: 'Other' },
    })
  ).chapterID;
  ids.authorTopicID = await api.addTopic(admin, chapter.chapterID, 'Author topic', { freeContent: true });
  ids.authorLessonID = await api.createLesson(admin, ids.authorTopicID, 'Author lesson', { publish: true });
  ids.authorNoteID = await api.createNote(admin, ids.authorLessonID, 'Author note', '<p>Author</p>', { publish: true });
  const reader = await api.signedInReader('ACTIVE');
  ids.topicID = (
    await api.ok<{ topicID: string }>('reader/addTopicToChapter', {
      token: reader.token,
      body: { chapterID: ids.chapterID, topicName: 'My topic' },
    })
  ).topicID;
  ids.lessonID = (
    await api.ok<{ lessonID: string }>('reader/addLessonToTopic', {
      token: reader.token,
      body: { topicID: ids.topicID, lessonName: 'My lesson' },
    })
  ).lessonID;
  ids.noteID = (
    await api.ok<{ noteID: string }>('reader/addNoteToLesson', {
      token: reader.token,
      body: { lessonID: ids.lessonID, noteHeader: 'My note', noteContent: '<p>Private</p>' },
    })
  ).noteID;
});
afterAll(() => api.stop());

const a = ApiPaths.adminChapter;
const calls = (): Array<[CallPath, Record<string, unknown>]> => [
  [a.saveUpdateTopic, { topicID: ids.topicID, chapterID: ids.chapterID, topicName: 'Taken over', freeContent: true }],
  [a.updateTopicStatus, { topicID: ids.topicID, status: 'INA' }],
  [a.moveTopic, { topicID: ids.topicID, chapterID: ids.otherChapterID }],
  [a.getTopicLessons, { topicID: ids.topicID }],
  [a.updateLessonDisplayOrder, { topicID: ids.topicID, lessonIDs: [ids.lessonID] }],
  [a.saveUpdateLesson, { topicID: ids.topicID, lessonName: 'Into their topic' }],
  [a.saveUpdateLesson, { lessonID: ids.lessonID, topicID: ids.topicID, lessonName: 'Taken over' }],
  [a.updateLessonStatus, { lessonID: ids.lessonID, status: 'INA' }],
  [a.publishLesson, { lessonID: ids.lessonID }],
  [a.draftLesson, { lessonID: ids.lessonID }],
  [a.moveLesson, { lessonID: ids.lessonID, topicID: ids.authorTopicID }],
  [a.moveLesson, { lessonID: ids.authorLessonID, topicID: ids.topicID }],
  [a.getLessonNotes, { lessonID: ids.lessonID }],
  [a.updateNoteDisplayOrder, { lessonID: ids.lessonID, noteIDs: [ids.noteID] }],
  [a.saveUpdateNote, { lessonID: ids.lessonID, noteHeader: 'Into their lesson', noteContent: '<p>x</p>' }],
  [a.saveUpdateNote, { noteID: ids.noteID, lessonID: ids.lessonID, noteHeader: 'Taken over', noteContent: '<p>x</p>' }],
  [a.updateNoteStatus, { noteID: ids.noteID, status: 'INA' }],
  [a.publishNote, { noteID: ids.noteID }],
  [a.draftNote, { noteID: ids.noteID }],
  [a.moveNote, { noteID: ids.noteID, lessonID: ids.authorLessonID }],
  [a.moveNote, { noteID: ids.authorNoteID, lessonID: ids.lessonID }],
  [ResourcePaths.getAdminNoteResources, { noteID: ids.noteID }],
];

test("every admin command and query on a reader's own topic, lesson or note answers 404 and writes nothing", async () => {
  const before = await api.eventCount();
  const answers = [];
  for (const [path, body] of calls()) {
    const response = await api.call(path, { token: admin, body });
    answers.push({
      path,
      body: Object.keys(body).join(','),
      status: response.status,
      text: JSON.stringify(response.body).includes('Private') ? 'leaked' : 'no content',
    });
  }
  expect(answers).toEqual(
    calls().map(([path, body]) => ({ path, body: Object.keys(body).join(','), status: 404, text: 'no content' })),
  );
  expect(await api.eventCount()).toBe(before);
});

test("the admin's lists leave the reader's items out, and their author items still work", async () => {
  const lessons = await api.ok<{ lessons: Array<{ lessonID: string }> }>('adminChapter/getTopicLessons', {
    token: admin,
    body: { topicID: ids.authorTopicID },
  });
  expect(lessons.lessons.map((lesson) => lesson.lessonID)).toEqual([ids.authorLessonID]);
  expect(
    (
      await api.call('adminChapter/updateNoteStatus', {
        token: admin,
        body: { noteID: ids.authorNoteID, status: 'ACT' },
      })
    ).status,
  ).toBe(200);
});
