/**
 * The other modules' events the reports read, with only the fields they read (each module's own
 * schema has more). The reports never import another module's events or read its tables: they fold
 * these into their own tables (ARCHITECTURE.md: a module asks another through its events).
 */

type Event<T extends string, D> = { type: T; data: D };

// identity
export type ReaderRegistered = Event<'ReaderRegistered', { userId: string }>;
export type ReaderPaidPeriodStarted = Event<
  'ReaderPaidPeriodStarted',
  { userId: string; pricingPlanID: string; paymentID: string; periodStart: string; periodEnd: string }
>;
export type ReaderPaidPeriodRefunded = Event<
  'ReaderPaidPeriodRefunded',
  { userId: string; paymentID: string; periodEnd: string }
>;

// billing
export type PaymentInitiated = Event<
  'PaymentInitiated',
  { paymentID: string; readerID: string; pricingPlanID: string; planName: string; amountCents: number }
>;
export type PaymentSucceeded = Event<'PaymentSucceeded', { paymentID: string; paidAt: string }>;
export type PaymentRefunded = Event<'PaymentRefunded', { paymentID: string; refundedCents: number }>;

// catalog (author items: ownerReaderID null)
type Status = 'ACT' | 'INA';
export type ChapterCreated = Event<'ChapterCreated', { chapterID: string; chapterName: string; status: Status }>;
export type ChapterRenamed = Event<'ChapterRenamed', { chapterID: string; chapterName: string }>;
export type ChapterStatusChanged = Event<'ChapterStatusChanged', { chapterID: string; status: Status }>;
export type TopicCreated = Event<
  'TopicCreated',
  { topicID: string; chapterID: string; status: Status; ownerReaderID: string | null }
>;
export type TopicStatusChanged = Event<'TopicStatusChanged', { topicID: string; status: Status }>;
export type TopicMoved = Event<'TopicMoved', { topicID: string; toChapterID: string }>;
export type TopicDeleted = Event<'TopicDeleted', { topicID: string }>;
export type LessonCreated = Event<
  'LessonCreated',
  { lessonID: string; topicID: string; status: Status; ownerReaderID: string | null }
>;
export type LessonStatusChanged = Event<'LessonStatusChanged', { lessonID: string; status: Status }>;
export type LessonMoved = Event<'LessonMoved', { lessonID: string; toTopicID: string }>;
export type LessonDeleted = Event<'LessonDeleted', { lessonID: string }>;
export type NoteCreated = Event<'NoteCreated', { noteID: string; status: Status; ownerReaderID: string | null }>;
export type NoteStatusChanged = Event<'NoteStatusChanged', { noteID: string; status: Status }>;
export type NoteDeleted = Event<'NoteDeleted', { noteID: string }>;

// question bank
type QuestionHeader = { questionID: string; topicID: string; status: Status };
export type AktQuestionCreated = Event<'AktQuestionCreated', QuestionHeader>;
export type AktQuestionUpdated = Event<'AktQuestionUpdated', QuestionHeader>;
export type AktQuestionRemoved = Event<'AktQuestionRemoved', { questionID: string }>;
export type MsqQuestionCreated = Event<'MsqQuestionCreated', QuestionHeader>;
export type MsqQuestionUpdated = Event<'MsqQuestionUpdated', QuestionHeader>;
export type MsqQuestionRemoved = Event<'MsqQuestionRemoved', { questionID: string }>;
export type KfpCaseCreated = Event<'KfpCaseCreated', { kfpCaseID: string; status: Status }>;
export type KfpCaseUpdated = Event<'KfpCaseUpdated', { kfpCaseID: string; status: Status }>;
export type KfpCaseRemoved = Event<'KfpCaseRemoved', { kfpCaseID: string }>;

// reading and practice
export type LessonReadingMarked = Event<
  'LessonReadingMarked',
  { readerID: string; lessonID: string; lessonReading: string | null }
>;
export type AktAnswerSubmitted = Event<
  'AktAnswerSubmitted',
  { readerID: string; aktQuestionID: string; marks: number; outOf: number }
>;
export type MsqAnswerSubmitted = Event<
  'MsqAnswerSubmitted',
  { readerID: string; msqQuestionID: string; marks: number; outOf: number }
>;

// mock exams
export type MockExamSaved = Event<
  'MockExamSaved',
  { mockExamID: string; mockExamName: string; mockExamType: string; passMark: number | null }
>;
export type MockExamDeleted = Event<'MockExamDeleted', { mockExamID: string }>;
export type MockAttemptStarted = Event<
  'MockAttemptStarted',
  { mockAttemptID: string; readerID: string; mockExamID: string; startedAt: string }
>;
export type MockAttemptSubmitted = Event<
  'MockAttemptSubmitted',
  { mockAttemptID: string; mockExamID: string; score: number; submittedAt: string }
>;

// contact us
export type ContactMessageReceived = Event<'ContactMessageReceived', { contactMessageID: string }>;
export type ContactMessageAcknowledged = Event<'ContactMessageAcknowledged', { contactMessageID: string }>;
