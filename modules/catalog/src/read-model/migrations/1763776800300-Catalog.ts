import { Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE chapter_group (
      chapter_group_id uuid NOT NULL,
      chapter_group_name text NOT NULL,
      status text NOT NULL,
      display_order integer NOT NULL,
      created_at timestamptz NOT NULL,
      CONSTRAINT chapter_group_pkey PRIMARY KEY (chapter_group_id)
    );
    CREATE TABLE chapter (
      chapter_id uuid NOT NULL,
      chapter_group_id uuid NOT NULL,
      chapter_name text NOT NULL,
      status text NOT NULL,
      display_order integer NOT NULL,
      topic_start integer,
      topic_end integer,
      created_at timestamptz NOT NULL,
      CONSTRAINT chapter_pkey PRIMARY KEY (chapter_id)
    );
    CREATE INDEX chapter_group_order_idx ON chapter (chapter_group_id, display_order);
    CREATE TABLE topic (
      topic_id uuid NOT NULL,
      chapter_id uuid NOT NULL,
      topic_name text NOT NULL,
      status text NOT NULL,
      topic_type text NOT NULL,
      owner_reader_id uuid,
      free_content boolean NOT NULL DEFAULT false,
      display_order integer NOT NULL,
      topic_index integer,
      created_at timestamptz NOT NULL,
      CONSTRAINT topic_pkey PRIMARY KEY (topic_id)
    );
    CREATE INDEX topic_chapter_order_idx ON topic (chapter_id, display_order);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE topic; DROP TABLE chapter; DROP TABLE chapter_group;`.execute(db);
}
