import { Kysely, RawBuilder, sql } from 'kysely';
import { SEARCH_FULL_LIMIT, type SearchHighlight, type SearchResponse, type SearchResult } from '@notebook/contracts';
import type { AuthenticatedUser } from '@notebook/kernel';
import type { Database } from '@notebook/read-models';
import { type Viewer, listedTo, openTo as openToPolicy, opensEveryListedItem, viewerOf } from '@notebook/reading';
import {
  HIT_START,
  HIT_STOP,
  SearchTerms,
  anyWordTerms,
  applySuggestions,
  parseHeadline,
  parseSearchKey,
  suggestionWords,
  widenSnippet,
} from './search-query';

/** Who is searching: the reading calls' viewer (a reader, subscribed or not, with a plan or not; or a visitor). */
export type SearchViewer = Viewer;

/** As in the reading calls, an admin's token on the public call reads as a visitor. */
export const searchViewerOf = (user: AuthenticatedUser | undefined): SearchViewer => viewerOf(user);

export type SearchOptions = { limit: number; offset: number };

/** Weights for D, C, B, A: content 0.1, header 0.4, topic and lesson names 1. */
const RANK_WEIGHTS = '{0.05,0.1,0.4,1.0}';
const TITLE_HEADLINE = `StartSel=${HIT_START}, StopSel=${HIT_STOP}, HighlightAll=true`;
const CONTENT_HEADLINE = `StartSel=${HIT_START}, StopSel=${HIT_STOP}, MaxWords=24, MinWords=8, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`;

/**
 * The tsquery of a parsed key. The complete words go through websearch_to_tsquery (no input is a
 * syntax error there); the word being typed, already reduced to [a-z0-9], becomes a prefix term.
 * A stop word being typed ("the" of "therapy") is kept as a simple, unstemmed prefix.
 */
export function tsQuery(terms: SearchTerms): RawBuilder<unknown> {
  const words = sql`websearch_to_tsquery('english', ${terms.websearch})`;
  if (!terms.prefix) return words;
  const prefix = `${terms.prefix}:*`;
  return sql`(${words} && CASE WHEN numnode(to_tsquery('english', ${prefix})) = 0 THEN to_tsquery('simple', ${prefix})
    ELSE to_tsquery('english', ${prefix}) END)`;
}

/** The order of results: rank, then names (the `page` CTE's columns). */
const PAGE_ORDER = sql`page.rank DESC, page.topic_name, page.lesson_name, page.note_header, page.note_id`;

/**
 * The reading-access policy (`@notebook/reading`) over a search row, which carries its own access
 * fields (copied by the search projection): `listed`, `free_content`, `topic_id`, and in
 * `owner_reader_id` the reader owning the note or what holds it when that is a READER item.
 */
const rowAccess = {
  listed: sql`d.listed`,
  freeContent: sql`d.free_content`,
  topicID: sql`d.topic_id`,
  readerOwners: [sql`d.owner_reader_id`],
};
/** Notes this viewer may find: listed, and not another reader's. */
const visibleTo = (viewer: SearchViewer) => listedTo(viewer, rowAccess);
/** Notes whose content this viewer may read. */
const openTo = (viewer: SearchViewer) => openToPolicy(viewer, rowAccess);

/**
 * Notes this viewer finds with `query`: by their whole text when they may open them, else by their
 * titles only (topic, lesson, note header), so a search is never an oracle for locked content (a
 * quoted phrase cannot confirm a sentence of a paid note). A viewer the policy opens every listed
 * note to (`opensEveryListedItem`: a subscribed reader) is matched on the one `document` index.
 */
const matchesFor = (viewer: SearchViewer, query: RawBuilder<unknown>) =>
  opensEveryListedItem(viewer)
    ? sql`d.document @@ ${query}`
    : sql`(d.title_document @@ ${query} OR (d.document @@ ${query} AND ${openTo(viewer)}))`;

/** What a note is ranked on: the same texts it may be found by. */
const rankedDocument = (viewer: SearchViewer) =>
  opensEveryListedItem(viewer)
    ? sql`d.document`
    : sql`CASE WHEN ${openTo(viewer)} THEN d.document ELSE d.title_document END`;

/**
 * SQL: `word` is in this viewer's 'Did you mean' vocabulary (search_topic_word, listed author notes
 * only): in the titles of a note (anyone finds the note by them) or in the content of a topic the
 * reading-access policy opens to the viewer (free, subscribed, or on their plan; a reader's own items
 * never feed the vocabulary).
 */
const wordKnownTo = (viewer: SearchViewer, word: RawBuilder<unknown>) => sql<boolean>`EXISTS (
  SELECT 1 FROM search_topic_word tw JOIN search_topic t ON t.topic_id = tw.topic_id
  WHERE tw.word = ${word} AND (tw.in_title OR ${openToPolicy(viewer, { freeContent: sql`t.free_content`, topicID: sql`tw.topic_id`, readerOwners: [] })}))`;

type Row = {
  topicID: string;
  topicName: string;
  lessonID: string;
  lessonName: string;
  noteID: string;
  noteHeader: string;
  total: string;
  topicHL: string;
  lessonHL: string;
  headerHL: string;
  contentHL: string | null;
  /** The plain text, for notes the viewer may open: the content snippet is widened to whole sentences from it. */
  noteText: string | null;
  open: boolean;
};

/**
 * How many content matches are ranked at most (plus every note whose titles match, up to
 * SEARCH_TITLE_CAP). The spec's SEARCH_FULL_LIMIT: the 500 results a search can page through.
 */
export const SEARCH_CANDIDATE_CAP = SEARCH_FULL_LIMIT;
/** How many title matches are ranked at most. */
export const SEARCH_TITLE_CAP = 1_000;

export class SearchQueries {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly candidateCap: number = SEARCH_CANDIDATE_CAP,
  ) {
    if (candidateCap < SEARCH_FULL_LIMIT) throw new Error(`candidateCap must be at least ${SEARCH_FULL_LIMIT}`);
  }

  async search(searchKey: string, viewer: SearchViewer, options: SearchOptions): Promise<SearchResponse> {
    const terms = parseSearchKey(searchKey);
    if (!terms) return { results: [], totalNoOfRecords: 0, didYouMean: null, partialMatch: false };
    const offset = Math.min(options.offset, SEARCH_FULL_LIMIT);
    const limit = Math.max(0, Math.min(options.limit, SEARCH_FULL_LIMIT - offset));
    const exact = await this.page(terms, viewer, limit, offset);
    if (exact.totalNoOfRecords > 0) return { ...exact, didYouMean: null, partialMatch: false };
    // No note holds every word: suggest a spelling, and show the notes that hold some of the words.
    const didYouMean = await this.suggest(searchKey, viewer);
    const anyWord = anyWordTerms(searchKey);
    const partial = anyWord ? await this.page(anyWord, viewer, limit, offset) : null;
    if (partial && partial.totalNoOfRecords > 0) return { ...partial, didYouMean, partialMatch: true };
    return { results: [], totalNoOfRecords: 0, didYouMean, partialMatch: false };
  }

  private async page(
    terms: SearchTerms,
    viewer: SearchViewer,
    limit: number,
    offset: number,
  ): Promise<Pick<SearchResponse, 'results' | 'totalNoOfRecords'>> {
    const rows = limit > 0 ? await this.rankedPage(terms, viewer, limit, offset) : [];
    const total = rows.length
      ? Math.min(Number(rows[0]!.total), SEARCH_FULL_LIMIT)
      : offset > 0 || limit === 0
        ? await this.count(terms, viewer)
        : 0;
    return { results: rows.map(toResult), totalNoOfRecords: total };
  }

  /**
   * Ranks a capped candidate set (rankingSteps), keeps one page, and only then computes the
   * headlines, for the rows returned. Content headlines are computed only for notes the viewer may
   * open: locked content never leaves the database.
   */
  private async rankedPage(terms: SearchTerms, viewer: SearchViewer, limit: number, offset: number): Promise<Row[]> {
    const query = tsQuery(terms);
    const { rows } = await sql<Row>`
      WITH ${this.rankingSteps(query, viewer, limit, offset)},
      q AS (SELECT ${query} AS query)
      SELECT d.topic_id AS "topicID", d.topic_name AS "topicName", d.lesson_id AS "lessonID", d.lesson_name AS "lessonName",
             d.note_id AS "noteID", d.note_header AS "noteHeader", (SELECT count(*) FROM first_matches)::text AS total,
             ts_headline('english', d.topic_name, q.query, ${TITLE_HEADLINE}) AS "topicHL",
             ts_headline('english', d.lesson_name, q.query, ${TITLE_HEADLINE}) AS "lessonHL",
             ts_headline('english', d.note_header, q.query, ${TITLE_HEADLINE}) AS "headerHL",
             CASE WHEN ${openTo(viewer)} THEN ts_headline('english', d.note_text, q.query, ${CONTENT_HEADLINE}) END AS "contentHL",
             CASE WHEN ${openTo(viewer)} THEN d.note_text END AS "noteText",
             ${openTo(viewer)} AS "open"
      FROM page JOIN search_document d ON d.note_id = page.note_id CROSS JOIN q
      ORDER BY ${PAGE_ORDER}`.execute(this.db);
    return rows;
  }

  /**
   * The same ranking without headlines or names: one page of note ids in order. What the search
   * costs at the least; `npm run bench` measures the endpoint against it.
   */
  async rankedNoteIDs(searchKey: string, viewer: SearchViewer, limit: number): Promise<string[]> {
    const terms = parseSearchKey(searchKey);
    if (!terms) return [];
    const { rows } = await sql<{ noteID: string }>`
      WITH ${this.rankingSteps(tsQuery(terms), viewer, Math.min(limit, SEARCH_FULL_LIMIT), 0)}
      SELECT note_id AS "noteID" FROM page ORDER BY ${PAGE_ORDER}`.execute(this.db);
    return rows.map((row) => row.noteID);
  }

  /**
   * The CTEs `first_matches` and `title_matches` (the candidates, ranked) and `page` (note_id and
   * rank of the rows asked for, in order).
   *
   * Candidates: the first `candidateCap + 1` visible matches (no ordering, so the scan stops
   * there) and, when there are more, every note whose titles match (the small title_document
   * index, up to SEARCH_TITLE_CAP). Only these are ranked with ts_rank_cd, in the scans that find
   * them, so a very common term costs about `candidateCap` rank computations, not one per match,
   * while a topic, lesson or header match is always ranked. The tsquery is written out in each
   * WHERE (not read from a CTE) so that the planner sees how common the term is: a seq scan that
   * stops early for a very common term, the GIN index for a rare one.
   */
  private rankingSteps(
    query: RawBuilder<unknown>,
    viewer: SearchViewer,
    limit: number,
    offset: number,
  ): RawBuilder<unknown> {
    const cap = this.candidateCap;
    // Ranked as the capped scan emits each row (the LIMIT stops both), with the keys of the order.
    const ranked = sql`d.note_id, ts_rank_cd(${RANK_WEIGHTS}::float4[], ${rankedDocument(viewer)}, ${query}) AS rank, d.topic_name, d.lesson_name, d.note_header`;
    return sql`
      first_matches AS MATERIALIZED (
        SELECT ${ranked} FROM search_document d
        WHERE ${matchesFor(viewer, query)} AND ${visibleTo(viewer)}
        LIMIT ${cap + 1}
      ),
      title_matches AS MATERIALIZED (
        SELECT ${ranked} FROM search_document d
        WHERE (SELECT count(*) FROM first_matches) > ${cap}
          AND d.title_document @@ ${query} AND ${visibleTo(viewer)}
        LIMIT ${SEARCH_TITLE_CAP}
      ),
      page AS (
        SELECT c.* FROM (SELECT * FROM first_matches UNION SELECT * FROM title_matches) c
        ORDER BY c.rank DESC, c.topic_name, c.lesson_name, c.note_header, c.note_id
        LIMIT ${limit} OFFSET ${offset}
      )`;
  }

  private async count(terms: SearchTerms, viewer: SearchViewer): Promise<number> {
    const { rows } = await sql<{ total: string }>`
      SELECT count(*)::text AS total FROM (
        SELECT 1 FROM search_document d WHERE ${matchesFor(viewer, tsQuery(terms))} AND ${visibleTo(viewer)} LIMIT ${SEARCH_FULL_LIMIT}
      ) capped`.execute(this.db);
    return Number(rows[0]?.total ?? 0);
  }

  /**
   * 'Did you mean', from the viewer's vocabulary only (`wordKnownTo`): the words of the titles of
   * every listed author note and of the content of the topics they may open. Each word of the key
   * not in it is replaced by its closest word in it by trigram similarity: the candidates come from
   * `search_word` (GIN pg_trgm index over every listed author word) and only those in the viewer's
   * vocabulary count, so no word of a draft or of content they may not open decides either step
   * (adding one changes no answer of theirs). The suggestion is offered only when it finds something
   * for this viewer by the same rule as the search.
   */
  private async suggest(searchKey: string, viewer: SearchViewer): Promise<string | null> {
    const words = suggestionWords(searchKey);
    if (!words.length) return null;
    const { rows } = await sql<{ input: string; word: string | null }>`
      SELECT w.input, s.word
      FROM unnest(${words}::text[]) AS w(input)
      LEFT JOIN LATERAL (
        SELECT v.word FROM search_word v WHERE v.word % w.input AND ${wordKnownTo(viewer, sql`v.word`)}
        ORDER BY similarity(v.word, w.input) DESC, v.word LIMIT 1
      ) s ON NOT ${wordKnownTo(viewer, sql`w.input`)}`.execute(this.db);
    const replacements = new Map(rows.filter((row) => row.word).map((row) => [row.input, row.word!]));
    const suggestion = applySuggestions(searchKey, replacements);
    if (!suggestion) return null;
    const terms = parseSearchKey(suggestion);
    if (!terms) return null;
    const { rows: found } =
      await sql`SELECT 1 FROM search_document d WHERE ${matchesFor(viewer, tsQuery(terms))} AND ${visibleTo(viewer)} LIMIT 1`.execute(
        this.db,
      );
    return found.length ? suggestion : null;
  }
}

function toResult(row: Row): SearchResult {
  const highlights: SearchHighlight[] = [];
  const add = (path: SearchHighlight['path'], headline: string | null) => {
    const texts = parseHeadline(headline);
    if (texts) highlights.push({ path, texts });
  };
  add('topicName', row.topicHL);
  add('lessonName', row.lessonHL);
  add('noteHeader', row.headerHL);
  add('noteContent', row.contentHL && row.noteText ? widenSnippet(row.contentHL, row.noteText) : row.contentHL);
  return {
    topicID: row.topicID,
    topicName: row.topicName,
    lessonID: row.lessonID,
    lessonName: row.lessonName,
    noteID: row.noteID,
    noteHeader: row.noteHeader,
    locked: !row.open,
    highlights,
  };
}
