/**
 * The load bench's baseline server, run as its own process (`node -r @swc-node/register`): a bare
 * Fastify server answering a signed-in reader's three reading calls on the API's URLs, with the same
 * rows from the same database through the same query classes and the same envelope, and nothing
 * else: no guard, no zod pipe, no interceptors, no security headers. The caller is the subject of
 * the bearer token, read without checking its signature (the guard's work is what it leaves out);
 * every bench reader holds an active subscription and no plan, so that is the viewer.
 *
 * Environment: DATABASE_URL, PORT. Prints `listening` once it answers.
 */
import Fastify, { type FastifyRequest } from 'fastify';
import { ApiPaths } from '@notebook/contracts';
import { Pool } from 'pg';
import { createKysely, ok } from '@notebook/kernel';
import type { Database } from '@notebook/read-models';
import { ReaderStudyQueries, ReadingQueries, type Viewer } from '@notebook/reading';
import { SearchQueries } from '@notebook/search';

/** The API's pool size (buildResources' default), so both servers wait on the database alike. */
const POOL_SIZE = 20;

async function main(): Promise<void> {
  // Its connections stay open while the API phases run (the API's stay in use by the writes), so a
  // bare phase does not open them again, on a server other work may have filled.
  const pool = new Pool({ connectionString: requiredEnv('DATABASE_URL'), max: POOL_SIZE, idleTimeoutMillis: 0 });
  const db = createKysely<Database>(pool);
  const study = new ReaderStudyQueries(db);
  const reading = new ReadingQueries(db);
  const search = new SearchQueries(db);
  const server = Fastify({ logger: false });

  server.get(`/api/${ApiPaths.reader.getRegisteredUserPrimaryIndex}`, async (request) =>
    ok(await study.primaryIndex(viewerOf(request))),
  );
  server.post(`/api/${ApiPaths.reader.getRegisteredReadingSectionLessonNotes}`, async (request, reply) => {
    const viewer = viewerOf(request);
    const { lessonID } = request.body as { lessonID: string };
    const result = await reading.lessonNotes(lessonID, viewer);
    if (!result) return reply.status(404).send({ status: 'FAILED' });
    return ok({ ...result, readerNotes: await study.readerNotesOfLesson(lessonID, viewer.readerID) });
  });
  server.post(`/api/${ApiPaths.reader.searchNote}`, async (request) => {
    const { searchKey, limit, offset } = request.body as { searchKey: string; limit: number; offset: number };
    return ok(await search.search(searchKey, viewerOf(request), { limit, offset }));
  });

  await server.listen({ port: Number(requiredEnv('PORT')), host: '127.0.0.1' });
  console.log('listening');
  process.once('SIGTERM', () => void server.close().finally(() => process.exit(0)));
}

/** The token's subject as a subscribed reader without a plan (what the guard would find for a bench reader). */
function viewerOf(request: FastifyRequest): Viewer & { readerID: string } {
  const token = (request.headers.authorization ?? '').replace(/^Bearer /, '');
  const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sub: string };
  return { readerID: claims.sub, subscribed: true, pricingPlanID: null };
}

function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} must be set`);
  return value;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
