/**
 * Reading over HTTP: the anonymous primary index (GET public/getPrimaryIndex) and one lesson's notes
 * (POST public/getNotesPublic, a free-content topic, so the notes' HTML is sent), load-tested with
 * autocannon against
 * - the real API (Nest 11 on Fastify: guard, zod pipe, envelope, exception filter, the real queries);
 * - a bare Fastify server (baseline) that answers the same URLs with the same rows from the same
 *   database through the same query classes (`CatalogQueries.primaryIndex`, `ReadingQueries.lessonNotes`)
 *   and the same envelope, and nothing else.
 * The bodies of both are compared before measuring. The ratio is what the framework and the
 * cross-cutting layers cost per request. Both servers live in this process (the load generator runs
 * in autocannon's worker threads), 10 connections, 5 s per run, two alternating rounds, best kept.
 *
 * Seeding: direct inserts into the read-model tables (`chapter_group`, `chapter`, `topic`, `lesson`,
 * `note`), not through the services: the bench measures reads only. At BENCH_SCALE=1: 6 groups x 5
 * chapters x 8 topics (240 topics, 30 chapters in the index) and one lesson of 20 notes of about
 * 2 KB of HTML each. The rows are deleted at the end.
 */
import type { Pool } from 'pg';
import Fastify from 'fastify';
import { buildResources, createApi } from '@notebook/api';
import { CatalogQueries } from '@notebook/catalog';
import { ANONYMOUS, ReadingQueries } from '@notebook/reading';
import { createKysely, loadConfig, newId, ok } from '@notebook/kernel';
import type { Database } from '@notebook/read-models';
import { BenchContext, BenchRow } from './support/bench';

export const name = 'reading';
export const description = 'reading calls over HTTP (autocannon): the API vs a bare Fastify server on the same queries';

type AutocannonResult = {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number };
  non2xx: number;
  errors: number;
};
type AutocannonOptions = {
  url: string;
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  connections: number;
  duration: number;
  workers?: number;
};
// autocannon ships no types; this is the slice used here.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const autocannon = require('autocannon') as (options: AutocannonOptions) => Promise<AutocannonResult>;

const CONNECTIONS = 10;
const DURATION_SECONDS = 5;
/** Rounds per server, alternating bare and API so neither always runs warmer; the best round counts. */
const ROUNDS = 2;
/** The load generator runs in worker threads, off the event loop both servers share. */
const WORKERS = 2;
const MARK = 'bench-reading';

export async function run(context: BenchContext): Promise<BenchRow[]> {
  const shape = { groups: context.scaled(6), chaptersPerGroup: 5, topicsPerChapter: 8, notes: 20 };
  context.log(
    `seeding ${shape.groups * shape.chaptersPerGroup * shape.topicsPerChapter} topics and a lesson of ${shape.notes} notes`,
  );
  const lessonID = await seed(context.pool, shape);

  const config = loadConfig({
    NODE_ENV: 'production',
    DATABASE_URL: context.url,
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    JWT_SECRET: 'bench-secret-for-the-reading-run-0123456789',
    ADMIN_PASSWORD: 'bench-admin-password-1',
  });
  const resources = buildResources(config, { poolSize: 10 });
  const app = await createApi(resources, { logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const apiUrl = urlOf(app.getHttpServer().address());

  const db = createKysely<Database>(context.pool);
  const catalog = new CatalogQueries(db);
  const reading = new ReadingQueries(db);
  const bare = Fastify({ logger: false });
  bare.get('/api/public/getPrimaryIndex', async () => ok(await catalog.primaryIndex()));
  bare.post('/api/public/getNotesPublic', async (request, reply) => {
    const result = await reading.lessonNotes((request.body as { lessonID: string }).lessonID, ANONYMOUS);
    if (!result) return reply.status(404).send({ status: 'FAILED' });
    return ok(result);
  });
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const bareUrl = urlOf(bare.server.address());

  const calls = [
    {
      label: 'primary index (GET public/getPrimaryIndex)',
      path: '/api/public/getPrimaryIndex',
      method: 'GET' as const,
    },
    {
      label: `lesson notes (POST public/getNotesPublic, ${shape.notes} notes)`,
      path: '/api/public/getNotesPublic',
      method: 'POST' as const,
      body: JSON.stringify({ lessonID }),
    },
  ];
  const rows: BenchRow[] = [];
  try {
    for (const call of calls) {
      const [fromApi, fromBare] = await Promise.all([fetchBody(apiUrl, call), fetchBody(bareUrl, call)]);
      if (fromApi !== fromBare) throw new Error(`${call.label}: the API and the bare server answer differently`);
      const bytes = Buffer.byteLength(fromApi);
      const measured: Record<string, AutocannonResult> = {};
      for (let round = 1; round <= ROUNDS; round++) {
        const order =
          round % 2 === 1 ? (['bare Fastify', 'API (Nest)'] as const) : (['API (Nest)', 'bare Fastify'] as const);
        for (const subject of order) {
          const base = subject === 'bare Fastify' ? bareUrl : apiUrl;
          context.log(`${call.label}: ${subject}, round ${round}, ${CONNECTIONS} connections, ${DURATION_SECONDS}s`);
          const options: AutocannonOptions = {
            url: `${base}${call.path}`,
            method: call.method,
            connections: CONNECTIONS,
            duration: DURATION_SECONDS,
            workers: WORKERS,
          };
          if (call.body) Object.assign(options, { body: call.body, headers: { 'content-type': 'application/json' } });
          if (round === 1) await autocannon({ ...options, duration: 2 }); // warm-up
          const result = await autocannon(options);
          if (result.non2xx > 0 || result.errors > 0)
            throw new Error(`${call.label} ${subject}: ${result.non2xx} non-2xx, ${result.errors} errors`);
          const best = measured[subject];
          if (!best || result.requests.average > best.requests.average) measured[subject] = result;
        }
      }
      for (const [subject, result] of Object.entries(measured)) {
        const baseline = subject === 'bare Fastify';
        const details = { requests: result.requests.total, 'body bytes': bytes };
        rows.push(
          {
            group: `${call.label}, throughput`,
            subject,
            value: result.requests.average,
            unit: 'req/s',
            baseline,
            details,
          },
          { group: `${call.label}, latency p50`, subject, value: result.latency.p50, unit: 'ms', baseline },
          { group: `${call.label}, latency p99`, subject, value: result.latency.p99, unit: 'ms', baseline },
        );
      }
    }
  } finally {
    await bare.close();
    await app.close();
    await resources.close();
    await unseed(context.pool, lessonID);
  }
  return rows;
}

function urlOf(address: string | { port: number } | null): string {
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

async function fetchBody(base: string, call: { path: string; method: 'GET' | 'POST'; body?: string }): Promise<string> {
  const response = await fetch(`${base}${call.path}`, {
    method: call.method,
    headers: call.body ? { 'content-type': 'application/json' } : {},
    body: call.body,
  });
  if (!response.ok) throw new Error(`${call.method} ${base}${call.path}: ${response.status}`);
  return response.text();
}

/** The index's groups, chapters and topics (half free), and one published lesson of published notes in a free topic. */
async function seed(
  pool: Pool,
  shape: { groups: number; chaptersPerGroup: number; topicsPerChapter: number; notes: number },
): Promise<string> {
  await pool.query(
    `INSERT INTO chapter_group (chapter_group_id, chapter_group_name, status, display_order, created_at)
     SELECT md5($1 || 'g' || g)::uuid, 'Group ' || g, 'ACT', g, now() FROM generate_series(1, $2) g`,
    [MARK, shape.groups],
  );
  await pool.query(
    `INSERT INTO chapter (chapter_id, chapter_group_id, chapter_name, status, display_order, topic_start, topic_end, created_at)
     SELECT md5($1 || 'c' || g || '-' || c)::uuid, md5($1 || 'g' || g)::uuid, 'Chapter ' || g || '.' || c, 'ACT', c,
            ((g - 1) * $3 + c - 1) * $4 + 1, ((g - 1) * $3 + c) * $4, now()
     FROM generate_series(1, $2) g, generate_series(1, $3) c`,
    [MARK, shape.groups, shape.chaptersPerGroup, shape.topicsPerChapter],
  );
  await pool.query(
    `INSERT INTO topic (topic_id, chapter_id, topic_name, status, topic_type, free_content, display_order, topic_index, created_at)
     SELECT md5($1 || 't' || g || '-' || c || '-' || t)::uuid, md5($1 || 'c' || g || '-' || c)::uuid, 'Topic about cardiology ' || g || '.' || c || '.' || t,
            'ACT', 'AUTHOR', t % 2 = 1, t, ((g - 1) * $3 + c - 1) * $4 + t, now()
     FROM generate_series(1, $2) g, generate_series(1, $3) c, generate_series(1, $4) t`,
    [MARK, shape.groups, shape.chaptersPerGroup, shape.topicsPerChapter],
  );
  const lessonID = newId(); // a UUIDv7, as the API's request schema wants
  await pool.query(
    `INSERT INTO lesson (lesson_id, topic_id, lesson_name, status, lesson_type, publish_state, display_order, created_at)
     VALUES ($2, md5($1 || 't1-1-1')::uuid, 'Diagnosis', 'ACT', 'AUTHOR', 'PUBLISHED', 1, now())`,
    [MARK, lessonID],
  );
  const paragraph =
    'Breathlessness, orthopnoea and ankle swelling suggest heart failure; measure NT-proBNP and arrange an echocardiogram. ';
  const html = `<h2>Assessment</h2>${Array.from({ length: 8 }, (_, i) => `<p>${i % 3 === 0 ? '<strong>Key:</strong> ' : ''}${paragraph.repeat(2)}</p>`).join('')}`;
  await pool.query(
    `INSERT INTO note (note_id, lesson_id, note_header, note_content, note_text, status, note_type, publish_state, display_order, created_at, updated_at)
     SELECT md5($1 || 'n' || n)::uuid, $2, 'Note ' || n, $3, $4, 'ACT', 'AUTHOR', 'PUBLISHED', n, now(), now() FROM generate_series(1, $5) n`,
    [MARK, lessonID, html, html.replace(/<[^>]+>/g, ' '), shape.notes],
  );
  await pool.query('ANALYZE chapter_group, chapter, topic, lesson, note');
  return lessonID;
}

async function unseed(pool: Pool, lessonID: string): Promise<void> {
  await pool.query(`DELETE FROM note WHERE lesson_id = $1`, [lessonID]);
  await pool.query(`DELETE FROM lesson WHERE lesson_id = $1`, [lessonID]);
  await pool.query(`DELETE FROM topic WHERE topic_name LIKE 'Topic about cardiology %'`);
  await pool.query(
    `DELETE FROM chapter WHERE chapter_name LIKE 'Chapter %' AND chapter_group_id IN (SELECT chapter_group_id FROM chapter_group WHERE chapter_group_name LIKE 'Group %')`,
  );
  await pool.query(`DELETE FROM chapter_group WHERE chapter_group_name LIKE 'Group %'`);
}
