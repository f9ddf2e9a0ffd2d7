import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { Client } from 'pg';
import { loadConfig } from '@notebook/kernel';

/**
 * `npm run bench:seed`: what a newcomer's first `npm start` spends seeding. Drops a throwaway
 * database (`<database>_seed_measure`), runs the seed into it as `npm start` does, prints the wall
 * time (migrations included) and the seed's own stage lines, then drops the database again.
 */
async function measure(): Promise<void> {
  const base = new URL(loadConfig().DATABASE_URL);
  const name = `${base.pathname.slice(1)}_seed_measure`;
  const target = new URL(base.toString());
  target.pathname = `/${name}`;
  await dropDatabase(base, name);
  const started = Date.now();
  const code = await new Promise<number>((resolve) => {
    const child = spawn(process.execPath, ['-r', '@swc-node/register', join(__dirname, 'seed.ts')], {
      cwd: join(__dirname, '..'),
      env: { ...process.env, DATABASE_URL: target.toString() },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('exit', (exitCode) => resolve(exitCode ?? 1));
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  await dropDatabase(base, name);
  if (code !== 0) throw new Error(`The seed failed (exit ${code}) after ${seconds} s`);
  console.log(`Seed from a dropped database: ${seconds} s wall time (migrations, seed and read models caught up)`);
}

async function dropDatabase(base: URL, name: string): Promise<void> {
  const admin = new URL(base.toString());
  admin.pathname = '/postgres';
  const client = new Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name.replaceAll('"', '""')}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

measure().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
