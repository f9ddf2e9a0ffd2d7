import { Kysely, sql } from 'kysely';

/**
 * A second, small tsvector of a note's titles only (topic and lesson names A, note header B) under
 * its own GIN index. The search ranks a capped set of content matches; this index finds every
 * title match directly, however common the term, so a note whose header (or topic, or lesson)
 * matches is always among the ranked candidates (docs/search.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE search_document ADD COLUMN title_document tsvector GENERATED ALWAYS AS (
      setweight(to_tsvector('english'::regconfig, topic_name), 'A') ||
      setweight(to_tsvector('english'::regconfig, lesson_name), 'A') ||
      setweight(to_tsvector('english'::regconfig, note_header), 'B')
    ) STORED;
    CREATE INDEX search_document_title_idx ON search_document USING gin (title_document);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX search_document_title_idx; ALTER TABLE search_document DROP COLUMN title_document;`.execute(db);
}
