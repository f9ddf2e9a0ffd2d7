/**
 * The reports' read model as Kysely sees it. The augmentation adds these tables to the application's
 * one `Database` type; only this module's projections and queries name them (modules.shape).
 */
declare module '@notebook/read-models' {
  interface Database extends ReportsTables {}
}

/** A payment (projection `report-revenue`): amount in cents, paid once the provider said so. */
export interface ReportPaymentTable {
  payment_id: string;
  reader_id: string;
  plan_id: string;
  plan_name: string;
  amount_cents: number;
  paid_at: Date | null;
  refunded_cents: number;
}
/** A paid period of a reader's subscription (`report-revenue`); a full refund ends it early. */
export interface ReportPaidPeriodTable {
  payment_id: string;
  reader_id: string;
  plan_id: string;
  period_start: Date;
  period_end: Date;
}
/** A registered reader (`report-readers`). */
export interface ReportReaderTable {
  reader_id: string;
  registered_at: Date;
}
/** A month (its first day, UTC) in which a reader studied (`report-readers`). */
export interface ReportReaderActivityTable {
  reader_id: string;
  month: Date;
}
/** An author item or a question (`report-content`): kind, ACT/INA, when it was added. */
export interface ReportContentItemTable {
  item_id: string;
  kind: string;
  status: string;
  created_at: Date;
}
/** `report-study`: the catalog's shape (chapter > topic > lesson, question > topic), folded from its events. */
export interface ReportStudyChapterTable {
  chapter_id: string;
  chapter_name: string;
}
export interface ReportStudyTopicTable {
  topic_id: string;
  chapter_id: string;
}
export interface ReportStudyLessonTable {
  lesson_id: string;
  topic_id: string;
}
export interface ReportStudyQuestionTable {
  question_id: string;
  topic_id: string;
}
/** A lesson a reader marked as read (any reading). */
export interface ReportStudyReadingTable {
  reader_id: string;
  lesson_id: string;
}
/** Practice answers to one question in one month: how many, how many with full marks, marks of out_of. */
export interface ReportStudyAnswersTable {
  question_id: string;
  month: Date;
  answers: number;
  full_marks: number;
  marks: string;
  out_of: string;
}
/** `report-mock-exams`. */
export interface ReportMockExamTable {
  mock_exam_id: string;
  mock_exam_name: string;
  mock_exam_type: string;
  pass_mark: string | null;
}
export interface ReportMockAttemptTable {
  mock_attempt_id: string;
  mock_exam_id: string;
  reader_id: string;
  started_at: Date;
  submitted_at: Date | null;
  score: string | null;
}
/** `report-contact-messages`: received, and handled (read by an admin). */
export interface ReportContactMessageTable {
  contact_message_id: string;
  received_at: Date;
  acknowledged_at: Date | null;
}

export interface ReportsTables {
  report_payment: ReportPaymentTable;
  report_paid_period: ReportPaidPeriodTable;
  report_reader: ReportReaderTable;
  report_reader_activity: ReportReaderActivityTable;
  report_content_item: ReportContentItemTable;
  report_study_chapter: ReportStudyChapterTable;
  report_study_topic: ReportStudyTopicTable;
  report_study_lesson: ReportStudyLessonTable;
  report_study_question: ReportStudyQuestionTable;
  report_study_reading: ReportStudyReadingTable;
  report_study_answers: ReportStudyAnswersTable;
  report_mock_exam: ReportMockExamTable;
  report_mock_attempt: ReportMockAttemptTable;
  report_contact_message: ReportContactMessageTable;
}
