import { Kysely, sql } from 'kysely';

/**
 * 'Did you mean' by access scope (issue 24): `search_topic_word` holds, per topic, the unstemmed
 * words of the listed author notes in it, `in_title` when the word is in a note's titles (topic,
 * lesson, header: anyone who finds the note finds it by them), else content only (only callers who
 * may open the topic). The search offers a caller only words of the topics they may open and of
 * titles, so text they could not find never shapes their suggestions. `search_word` stays the
 * distinct words under the trigram index: the candidates, each then checked here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE search_topic_word (
      word text NOT NULL,
      topic_id uuid NOT NULL,
      in_title boolean NOT NULL,
      CONSTRAINT search_topic_word_pkey PRIMARY KEY (word, topic_id)
    );
    CREATE INDEX search_topic_word_topic_idx ON search_topic_word (topic_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE search_topic_word;`.execute(db);
}
