import type { INestApplicationContext } from '@nestjs/common';
import { CatalogService } from '@notebook/catalog';
import { IdentityService } from '@notebook/identity';
import { type Clock, SYSTEM_ACTOR } from '@notebook/kernel';
import { MockExamService } from '@notebook/mock-exams';
// Not exported by the catalog module (the API reaches it through Nest only); the same class Nest holds.
import { LessonNoteService } from '../../modules/catalog/src/lesson-note.service';
import type { BenchContext } from './bench';
import { seedAktQuestions } from './akt-questions';

/** What the load bench's readers read, practise and sit. */
export type LoadContent = {
  lessonID: string;
  noteIDs: string[];
  practiceTopicID: string;
  mockExamID: string;
  /** Words of the notes, searched in turn. */
  searchTerms: string[];
};

export const READER_PASSWORD = 'Bench-pass-1';
const CHAPTERS = 3;
const TOPICS_PER_CHAPTER = 8;
const NOTES = 20;
const PRACTICE_QUESTIONS = 500;
export const MOCK_PAPER = 70;
/** Readers registered at once: each hashes a password (argon2id), which is the slow part. */
const REGISTERING_AT_ONCE = 16;

const CONDITIONS = [
  ['heart failure', 'Breathlessness, orthopnoea and ankle swelling suggest heart failure; measure NT-proBNP.'],
  ['hypertension', 'Confirm hypertension with ambulatory monitoring before starting treatment.'],
  ['asthma', 'Asthma is variable airflow obstruction; check inhaler technique at every review.'],
  ['diabetes', 'Type 2 diabetes is diagnosed with an HbA1c of 48 mmol/mol or more on two occasions.'],
  ['anaemia', 'Iron deficiency anaemia in an older adult needs investigation of the gut.'],
] as const;

/**
 * Through the application's services, as an editor would make them: a chapter group of
 * 3 chapters x 8 topics (none free: the readers' subscription opens them), a published lesson of
 * 20 published notes in the first topic, 500 AKT questions there and 70 mock exam questions in the
 * second (read-model rows, as the practice and mock-exam benches seed them), and a 70-question AKT
 * mock exam of them, open now.
 */
export async function seedLoadContent(
  context: BenchContext,
  services: INestApplicationContext,
  clock: Clock,
): Promise<LoadContent> {
  const topicIDs = await seedTopics(services.get(CatalogService));
  const practiceTopicID = topicIDs[0]!;
  const { lessonID, noteIDs } = await seedLesson(services.get(LessonNoteService), practiceTopicID);
  await seedAktQuestions(context, practiceTopicID, PRACTICE_QUESTIONS);
  // In a topic of their own: a practice session may not hold a question of the reader's mock exam.
  await seedAktQuestions(context, topicIDs[1]!, MOCK_PAPER, { mockExamQuestion: true });
  const mockExamID = await openMockExam(services.get(MockExamService), clock);
  return { lessonID, noteIDs, practiceTopicID, mockExamID, searchTerms: CONDITIONS.map(([term]) => term) };
}

async function seedTopics(catalog: CatalogService): Promise<string[]> {
  const group = await catalog.saveChapterGroup({ chapterGroupName: 'Load bench', status: 'ACT' }, SYSTEM_ACTOR);
  const topicIDs: string[] = [];
  for (let chapterNo = 1; chapterNo <= CHAPTERS; chapterNo += 1) {
    const { chapterID } = await catalog.saveChapter(
      { chapterGroupID: group.chapterGroupID, chapterName: `Load chapter ${chapterNo}`, status: 'ACT' },
      SYSTEM_ACTOR,
    );
    for (let topicNo = 1; topicNo <= TOPICS_PER_CHAPTER; topicNo += 1) {
      const topicName = `Load topic ${chapterNo}.${topicNo}`;
      const topic = await catalog.saveTopic({ chapterID, topicName, status: 'ACT', freeContent: false }, SYSTEM_ACTOR);
      topicIDs.push(topic.topicID);
    }
  }
  return topicIDs;
}

/** A lesson of notes of about 2 KB of HTML, each on one of the conditions searched. */
async function seedLesson(
  lessons: LessonNoteService,
  topicID: string,
): Promise<{ lessonID: string; noteIDs: string[] }> {
  const { lessonID } = await lessons.saveLesson({ topicID, lessonName: 'Assessment', status: 'ACT' }, SYSTEM_ACTOR);
  const noteIDs: string[] = [];
  for (let noteNo = 1; noteNo <= NOTES; noteNo += 1) {
    const [condition, sentence] = CONDITIONS[noteNo % CONDITIONS.length]!;
    const paragraphs = Array.from({ length: 8 }, () => `<p>${`${sentence} `.repeat(3)}</p>`).join('');
    const { noteID } = await lessons.saveNote(
      {
        lessonID,
        noteHeader: `Note ${noteNo}: ${condition}`,
        noteContent: `<h2>Assessment</h2>${paragraphs}`,
        status: 'ACT',
      },
      SYSTEM_ACTOR,
    );
    await lessons.publishNote(noteID, true, SYSTEM_ACTOR);
    noteIDs.push(noteID);
  }
  await lessons.publishLesson(lessonID, true, SYSTEM_ACTOR);
  return { lessonID, noteIDs };
}

/** An AKT paper of every flagged question, for every reader, open from a minute ago for two hours. */
async function openMockExam(exams: MockExamService, clock: Clock): Promise<string> {
  const now = clock.now().getTime();
  const { mockExamID } = await exams.save(
    {
      mockExamType: 'AKT',
      mockExamName: 'Load bench mock',
      randomQuestionCount: MOCK_PAPER,
      durationMinutes: 120,
      windowStart: new Date(now - 60_000).toISOString(),
      windowEnd: new Date(now + 2 * 3_600_000).toISOString(),
      resultRelease: 'ON_SUBMIT',
      audience: 'ALL_READERS',
    },
    SYSTEM_ACTOR,
  );
  await exams.changeStatus(mockExamID, 'ACTIVE', SYSTEM_ACTOR);
  return mockExamID;
}

/** `count` readers with confirmed addresses and an active subscription; their e-mail addresses. */
export async function registerReaders(identity: IdentityService, count: number): Promise<string[]> {
  const emails = Array.from({ length: count }, (_, index) => `load-reader-${index}@bench.example`);
  let next = 0;
  const registerNext = async () => {
    while (next < emails.length) {
      const email = emails[next++]!;
      const readerID = await identity.registerReader(
        { email, firstName: 'Load', lastName: 'Reader', password: READER_PASSWORD, emailConfirmed: true },
        SYSTEM_ACTOR,
      );
      await identity.changeSubscriptionStatus(readerID, 'ACTIVE', SYSTEM_ACTOR);
    }
  };
  await Promise.all(Array.from({ length: REGISTERING_AT_ONCE }, registerNext));
  return emails;
}
