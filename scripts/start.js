#!/usr/bin/env node
/**
 * `npm start`: everything a new machine needs after `npm install`, then the platform itself.
 *   1. builds the web app if web/dist is missing (or always with --build)
 *   2. creates the database if missing and migrates it
 *   3. seeds (once; a second run finds the admin and does nothing): the demo content in development
 *      (NODE_ENV unset counts as development), only the super admin with NODE_ENV=production;
 *      `--demo` is passed on to the seed, which refuses it in production (scripts/seed/seed-mode.ts)
 *   4. runs the API (serving the web app) and the worker, until Ctrl-C; outside production without
 *      SMTP_URL also a local mail catcher (scripts/mail-catcher.ts: mails kept in var/mail/, their
 *      links printed), which the API and the worker send to
 * `npm run dev` also starts Vite's dev server on :5173 with hot reload, proxying /api to the API.
 * Honours NODE_ENV, PORT, DATABASE_URL, REDIS_URL, EVENTSTORE_URL, ADMIN_EMAIL, ADMIN_PASSWORD, JWT_SECRET,
 * SMTP_URL, MAIL_FROM, PUBLIC_BASE_URL, MAIL_CATCHER_PORT.
 */
const { spawn, spawnSync } = require('node:child_process');
const { existsSync } = require('node:fs');
const { join } = require('node:path');

const root = join(__dirname, '..');
const dev = process.argv.includes('--dev');
const forceBuild = process.argv.includes('--build');
const ts = (file) => ['-r', '@swc-node/register', join(root, file)];

function runOnce(label, command, args) {
  console.log(`> ${label}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`${label} failed`);
    process.exit(result.status ?? 1);
  }
}

if (!dev && (forceBuild || !existsSync(join(root, 'web', 'dist', 'index.html')))) {
  runOnce('Building the web app', 'npm', ['run', 'build', '-w', 'web']);
}
runOnce('Migrating the database', process.execPath, ts('apps/worker/src/migrate.ts'));
runOnce('Seeding', process.execPath, [
  ...ts('scripts/seed.ts'),
  ...(process.argv.includes('--demo') ? ['--demo'] : []),
]);

const catchMail = !process.env.SMTP_URL && process.env.NODE_ENV !== 'production';
const env = catchMail
  ? { ...process.env, SMTP_URL: `smtp://127.0.0.1:${process.env.MAIL_CATCHER_PORT ?? 1025}` }
  : process.env;
const children = [
  ...(catchMail ? [spawn(process.execPath, ts('scripts/mail-catcher.ts'), { cwd: root, stdio: 'inherit' })] : []),
  spawn(process.execPath, ts('apps/api/src/main.ts'), { cwd: root, stdio: 'inherit', env }),
  spawn(process.execPath, ts('apps/worker/src/main.ts'), { cwd: root, stdio: 'inherit', env }),
];
if (dev) children.push(spawn('npm', ['run', 'dev', '-w', 'web'], { cwd: root, stdio: 'inherit' }));

let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 3000).unref();
}
for (const child of children) {
  child.on('exit', (code) => {
    if (!stopping) console.error(`A process stopped (exit ${code}); stopping the others`);
    stopAll(code ?? 1);
    if (children.every((each) => each.exitCode !== null || each.signalCode !== null)) process.exit(code ?? 0);
  });
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
