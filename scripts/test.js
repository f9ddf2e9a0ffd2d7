#!/usr/bin/env node
/**
 * `npm test`: every tier, fastest first, stopping at the first failing tier.
 *   1. type-check and lint   2. unit (jest)   3. web (vitest)   4. integration (jest, real PostgreSQL/Redis)
 *   5. web build and its size budget   6. end to end (jest: the whole app over HTTP and in Chromium)
 * Ends with one line "N passed, N failed, N skipped" counted over every tier's tests.
 */
const { spawnSync } = require('node:child_process');
const { mkdtempSync, readFileSync, existsSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');

const root = join(__dirname, '..');
const reports = mkdtempSync(join(tmpdir(), 'notebook-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };

function step(label, command, args, cwd = root) {
  console.log(`\n=== ${label} ===`);
  const started = Date.now();
  const ok = spawnSync(command, args, { cwd, stdio: 'inherit' }).status === 0;
  console.log(`--- ${label}: ${ok ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return ok;
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
  const report = join(reports, `${project}.json`);
  const args = ['jest', '--selectProjects', project, '--json', `--outputFile=${report}`, ...extraArgs];
  return count(report, step(`${project} tests`, 'npx', args));
}

// Every e2e file has its own database, Redis keys, ports and folders, so two run at once (E2E_WORKERS
// overrides). Since the committed fence reads only the event store's own writers (issue 30), one file's
// transactions no longer hold the other's projections back: on 2 cores the tier fell from about 1,030 s
// (one at a time) to 343 s.
const e2eArgs = [`--maxWorkers=${process.env.E2E_WORKERS ?? 2}`];
// Jest's default is the cores less one: a single worker on the 2-core CI machine. The unit files share
// nothing, and each int file has its own database; two at a time took the int tier from 102 s to 54 s.
const twoWorkers = [`--maxWorkers=${process.env.JEST_WORKERS ?? 2}`];

function webTier() {
  const report = join(reports, 'web.json');
  const args = ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
  return count(report, step('web tests', 'npx', args, join(root, 'web')));
}

function mustPass(ok) {
  if (!ok) totals.failed += 1;
  return ok;
}

/** The web build, then the reader's first-load size budget on what it built (docs/web.md, "Size budget"). */
function webBuildTier() {
  const built = step('build web app', 'npm', ['run', 'build', '-w', 'web']);
  return mustPass(built && step('web size budget', 'node', [join(__dirname, 'web-size-budget.js')]));
}

// A file that fails part-way may leave a connection open; after the results are written, jest must
// still end (a run that hangs there keeps CI from finishing at all). `--detectOpenHandles` finds it locally.
const slowTierArgs = ['--forceExit'];

const tiers = [
  () => mustPass(step('type-check and lint', 'npm', ['run', 'check'])),
  () => jestTier('unit', twoWorkers),
  () => webTier(),
  () => jestTier('int', [...slowTierArgs, ...twoWorkers]),
  () => webBuildTier(),
  () => jestTier('e2e', [...slowTierArgs, ...e2eArgs]),
];

const allOk = tiers.every((tier) => tier());
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(allOk ? 0 : 1);
