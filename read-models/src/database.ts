import type { AnnotationTables } from './schema/annotations';
import type { BillingTables } from './schema/billing';
import type { ContactUsTables } from './schema/contact-us';
import type { CatalogTables } from './schema/catalog';
import type { IdentityTables } from './schema/identity';
import type { PracticeTables } from './schema/practice';
import type { ProjectionTables } from './schema/projection';
import type { QuestionBankTables } from './schema/question-bank';
import type { ReaderStudyTables } from './schema/reader-study';
import type { ReadinessTables } from './schema/readiness';
import type { MockExamTables } from './schema/mock-exams';
import type { SearchTables } from './schema/search';

/** Every table the queries read, as Kysely sees it. Each area adds its tables in schema/<area>.ts. */
export interface Database
  extends
    ProjectionTables,
    IdentityTables,
    CatalogTables,
    QuestionBankTables,
    ReaderStudyTables,
    SearchTables,
    AnnotationTables,
    BillingTables,
    ContactUsTables,
    PracticeTables,
    ReadinessTables,
    MockExamTables {}
