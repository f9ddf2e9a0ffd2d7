import { sql, type Transaction } from 'kysely';
import { occurredAt } from '@notebook/kernel';
import type { Database, Projection, Recorded } from '@notebook/read-models';
import { monthOf } from './months';
import type {
  AktAnswerSubmitted,
  AktQuestionCreated,
  AktQuestionUpdated,
  ChapterCreated,
  ChapterRenamed,
  LessonCreated,
  LessonMoved,
  LessonReadingMarked,
  MsqAnswerSubmitted,
  MsqQuestionCreated,
  MsqQuestionUpdated,
  TopicCreated,
  TopicMoved,
} from './report-events';

type StudyEvent =
  | ChapterCreated
  | ChapterRenamed
  | TopicCreated
  | TopicMoved
  | LessonCreated
  | LessonMoved
  | AktQuestionCreated
  | AktQuestionUpdated
  | MsqQuestionCreated
  | MsqQuestionUpdated
  | LessonReadingMarked
  | AktAnswerSubmitted
  | MsqAnswerSubmitted;

type AnswerTally = {
  questionID: string;
  month: string;
  answers: number;
  fullMarks: number;
  marks: number;
  outOf: number;
};

/**
 * STUDY: readers' progress per chapter (lessons marked read) and their practice answers per chapter
 * (how many, how many with full marks, marks of out-of). The catalog's shape (which chapter a lesson
 * or question is under) is folded from the catalog's and question bank's events into this
 * projection's own tables, so a moved topic carries its answers to its new chapter.
 */
export const studyReportProjection: Projection<StudyEvent> = {
  name: 'report-study',
  version: 1,
  canHandle: [
    'ChapterCreated',
    'ChapterRenamed',
    'TopicCreated',
    'TopicMoved',
    'LessonCreated',
    'LessonMoved',
    'AktQuestionCreated',
    'AktQuestionUpdated',
    'MsqQuestionCreated',
    'MsqQuestionUpdated',
    'LessonReadingMarked',
    'AktAnswerSubmitted',
    'MsqAnswerSubmitted',
  ],
  tables: [
    'report_study_chapter',
    'report_study_topic',
    'report_study_lesson',
    'report_study_question',
    'report_study_reading',
    'report_study_answers',
  ],
  async handle(events, trx) {
    // Answers are the many events: tallied per (question, month) and written once per batch.
    const tallies = new Map<string, AnswerTally>();
    for (const event of events) {
      if (event.type === 'AktAnswerSubmitted' || event.type === 'MsqAnswerSubmitted') {
        const questionID = event.type === 'AktAnswerSubmitted' ? event.data.aktQuestionID : event.data.msqQuestionID;
        const month = monthOf(occurredAt(event));
        const key = `${questionID} ${month}`;
        const tally = tallies.get(key) ?? { questionID, month, answers: 0, fullMarks: 0, marks: 0, outOf: 0 };
        tally.answers += 1;
        tally.fullMarks += event.data.marks >= event.data.outOf ? 1 : 0;
        tally.marks += event.data.marks;
        tally.outOf += event.data.outOf;
        tallies.set(key, tally);
      } else {
        await applyShape(event, trx);
      }
    }
    if (tallies.size > 0) await addTallies([...tallies.values()], trx);
  },
};

async function applyShape(
  event: Exclude<Recorded<StudyEvent>, Recorded<AktAnswerSubmitted | MsqAnswerSubmitted>>,
  trx: Transaction<Database>,
): Promise<void> {
  switch (event.type) {
    case 'ChapterCreated':
    case 'ChapterRenamed':
      await sql`INSERT INTO report_study_chapter (chapter_id, chapter_name) VALUES (${event.data.chapterID}, ${event.data.chapterName})
        ON CONFLICT (chapter_id) DO UPDATE SET chapter_name = EXCLUDED.chapter_name`.execute(trx);
      return;
    case 'TopicCreated':
      if (event.data.ownerReaderID === null) await placeTopic(event.data.topicID, event.data.chapterID, trx);
      return;
    case 'TopicMoved':
      await sql`UPDATE report_study_topic SET chapter_id = ${event.data.toChapterID} WHERE topic_id = ${event.data.topicID}`.execute(
        trx,
      );
      return;
    case 'LessonCreated':
      if (event.data.ownerReaderID === null)
        await sql`INSERT INTO report_study_lesson (lesson_id, topic_id) VALUES (${event.data.lessonID}, ${event.data.topicID})
          ON CONFLICT (lesson_id) DO NOTHING`.execute(trx);
      return;
    case 'LessonMoved':
      await sql`UPDATE report_study_lesson SET topic_id = ${event.data.toTopicID} WHERE lesson_id = ${event.data.lessonID}`.execute(
        trx,
      );
      return;
    case 'AktQuestionCreated':
    case 'AktQuestionUpdated':
    case 'MsqQuestionCreated':
    case 'MsqQuestionUpdated':
      await sql`INSERT INTO report_study_question (question_id, topic_id) VALUES (${event.data.questionID}, ${event.data.topicID})
        ON CONFLICT (question_id) DO UPDATE SET topic_id = EXCLUDED.topic_id`.execute(trx);
      return;
    case 'LessonReadingMarked':
      if (event.data.lessonReading === null)
        await sql`DELETE FROM report_study_reading WHERE lesson_id = ${event.data.lessonID} AND reader_id = ${event.data.readerID}`.execute(
          trx,
        );
      else
        await sql`INSERT INTO report_study_reading (reader_id, lesson_id) VALUES (${event.data.readerID}, ${event.data.lessonID})
          ON CONFLICT DO NOTHING`.execute(trx);
      return;
  }
}

function placeTopic(topicID: string, chapterID: string, trx: Transaction<Database>) {
  return sql`INSERT INTO report_study_topic (topic_id, chapter_id) VALUES (${topicID}, ${chapterID})
    ON CONFLICT (topic_id) DO NOTHING`.execute(trx);
}

function addTallies(tallies: AnswerTally[], trx: Transaction<Database>) {
  return sql`INSERT INTO report_study_answers (question_id, month, answers, full_marks, marks, out_of)
    SELECT * FROM unnest(
      ${tallies.map((t) => t.questionID)}::uuid[], ${tallies.map((t) => t.month)}::date[],
      ${tallies.map((t) => t.answers)}::int[], ${tallies.map((t) => t.fullMarks)}::int[],
      ${tallies.map((t) => t.marks)}::numeric[], ${tallies.map((t) => t.outOf)}::numeric[])
    ON CONFLICT (question_id, month) DO UPDATE SET
      answers = report_study_answers.answers + EXCLUDED.answers,
      full_marks = report_study_answers.full_marks + EXCLUDED.full_marks,
      marks = report_study_answers.marks + EXCLUDED.marks,
      out_of = report_study_answers.out_of + EXCLUDED.out_of`.execute(trx);
}
