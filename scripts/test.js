#!/usr/bin/env node
/**
 * `npm test`: every tier, in stages, stopping after the first stage with a failing tier.
 *   1. type-check and lint, beside unit (jest)
 *   2. web (vitest), beside integration (jest, real PostgreSQL/Redis) and the web build
 *   3. end to end (jest, two files at a time: the whole app over HTTP and in Chromium)
 * The tiers of a stage share the machine's two cores: each waits on a different thing (one process's
 * type checker, another's database round trips), so side by side they finish well before one after
 * the other would. A stage's tiers print their output whole, each as it ends.
 * Ends with one line "N passed, N failed, N skipped" counted over every tier's tests.
 */
const { spawn } = require('node:child_process');
const { mkdtempSync, readFileSync, existsSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');

const root = join(__dirname, '..');
const reports = mkdtempSync(join(tmpdir(), 'notebook-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };

/** Runs one tier; alone in its stage it prints as it goes, beside others its output is held until it ends. */
function step(label, command, args, { cwd = root, alone }) {
  const started = Date.now();
  const child = spawn(command, args, { cwd, stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
  const output = [];
  if (alone) console.log(`\n=== ${label} ===`);
  else for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('error', (error) => output.push(Buffer.from(`${error.stack}\n`)));
    child.on('close', (code) => {
      if (!alone) process.stdout.write(`\n=== ${label} ===\n${Buffer.concat(output).toString()}`);
      const ok = code === 0;
      console.log(`--- ${label}: ${ok ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      resolve(ok);
    });
  });
}

/** Adds a jest- or vitest-style JSON report to the totals; a tier that died without one counts as a failure. */
function count(reportFile, ok) {
  if (!existsSync(reportFile)) {
    if (!ok) totals.failed += 1;
    return ok;
  }
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  return ok;
}

function jestTier(project, extraArgs = []) {
  return async (alone) => {
    const report = join(reports, `${project}.json`);
    const args = ['jest', '--selectProjects', project, '--json', `--outputFile=${report}`, ...extraArgs];
    return count(report, await step(`${project} tests`, 'npx', args, { alone }));
  };
}

async function webTier(alone) {
  const report = join(reports, 'web.json');
  const args = ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
  return count(report, await step('web tests', 'npx', args, { cwd: join(root, 'web'), alone }));
}

function mustPass(label, command, args) {
  return async (alone) => {
    const ok = await step(label, command, args, { alone });
    if (!ok) totals.failed += 1;
    return ok;
  };
}

const stages = [
  [mustPass('type-check and lint', 'npm', ['run', 'check']), jestTier('unit')],
  [webTier, jestTier('int'), mustPass('build web app', 'npm', ['run', 'build', '-w', 'web'])],
  // Every e2e file has its own database, Redis keys, ports and folders, so two can run at once
  // (E2E_WORKERS=1: one after another).
  [jestTier('e2e', [`--maxWorkers=${process.env.E2E_WORKERS ?? 2}`])],
];

async function main() {
  let allOk = true;
  for (const stage of stages) {
    const results = await Promise.all(stage.map((tier) => tier(stage.length === 1)));
    allOk = results.every(Boolean);
    if (!allOk) break;
  }
  console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  process.exit(allOk ? 0 : 1);
}

void main();
