import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { TestDatabase, createTestDatabase } from '../../test/support/test-database';

/**
 * `npm run seed` as `npm start` runs it, as its own process against a real database: production
 * must never get the demo readers and their published password.
 */
const root = join(__dirname, '..', '..');

function runSeed(env: Record<string, string>, args: string[] = []): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['-r', '@swc-node/register', join(root, 'scripts', 'seed.ts'), ...args], {
      cwd: root,
      env: { PATH: process.env.PATH, REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379', ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describe('what the seed creates depends on NODE_ENV', () => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(() => database.drop());

  const production = () => ({
    NODE_ENV: 'production',
    DATABASE_URL: database.url,
    JWT_SECRET: 'seed-gating-secret-of-at-least-32-bytes',
    ADMIN_EMAIL: 'Owner@Example.com',
    ADMIN_PASSWORD: 'a-real-admin-password-1',
  });
  const accounts = async () =>
    (await database.db.selectFrom('user_account').select(['email', 'user_type']).execute()).map(
      (row) => `${row.user_type} ${row.email}`,
    );

  test('production seeds the super admin from ADMIN_EMAIL and nothing else', async () => {
    const run = await runSeed(production());
    expect(run).toMatchObject({ code: 0 });
    expect(await accounts()).toEqual(['ADMIN owner@example.com']);
    expect(
      Number(
        (
          await database.db
            .selectFrom('topic')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ).toBe(0);
  });

  test('production refuses --demo and writes nothing', async () => {
    const run = await runSeed(production(), ['--demo']);
    expect(run.code).not.toBe(0);
    expect(run.output).toContain('Refusing to seed the demo');
    expect(await accounts()).toEqual([]);
  });

  test('test without --demo seeds only the admin too', async () => {
    const run = await runSeed({
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      ADMIN_PASSWORD: 'a-real-admin-password-1',
    });
    expect(run).toMatchObject({ code: 0 });
    expect(await accounts()).toEqual(['ADMIN admin@notebook.test']);
  });
});
