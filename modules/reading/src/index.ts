// The module's definition the application composes, and its Nest module (practice and mock exams import it).
export { ReadingModule, readingDefinition } from './reading.module';

// The one reading-access policy every module that shows study content asks: who is reading, and what they may list or open (SQL and its TypeScript twin).
export {
  ANONYMOUS,
  accessOf,
  accessTo,
  listedTo,
  mayList,
  mayOpen,
  mayShapeOwnStudy,
  maySitMockExam,
  onAPlan,
  openTo,
  opensEveryListedItem,
  planStandingOf,
  readerCallerOf,
  viewerOf,
} from './access/reading-access';
export type { Access, AccessColumns, AccessFacts, PlanStanding, ReaderCaller, Viewer } from './access/reading-access';

// Queries: topic access and the reading calls, the reader's own study, annotations and PDFs.
export { ReadingQueries } from './queries/reading.queries';
export type { TopicAccess } from './queries/reading.queries';
export { ReaderStudyQueries } from './queries/reader-study.queries';
export { AnnotationQueries } from './queries/annotation.queries';
export type { NoteAccess } from './queries/annotation.queries';

// The projections and event schemas the apps register.
export { annotationProjection } from './projections/annotation.projection';
export { noteResourceProjection } from './projections/note-resource.projection';
export { readerStudyProjection } from './projections/reader-study.projection';
export { readingEventSchemas } from './reading.event-schemas';

// PDF uploads, which the API wires into Fastify before Nest: the store, the raw-body parser and the upload routes it serves.
export { PdfStore, checkPdfUpload, isStagedPdf, safeOriginalName } from './resources/pdf-store';
export type { PdfDownload, StagedPdf } from './resources/pdf-store';
// A stored PDF sent as an attachment (notes' and webinars' downloads).
export { pdfAttachment } from './http/pdf-attachment';
export { IMAGE_UPLOAD_ROUTES, PDF_UPLOAD_ROUTES, registerPdfUploadParser } from './http/pdf-upload.parser';
