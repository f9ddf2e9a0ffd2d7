#!/usr/bin/env node
/**
 * The reader's first load stays small: the JavaScript a browser fetches before the first page shows
 * (the entry chunk and everything it imports statically, by web/dist/.vite/manifest.json) must stay
 * within BUDGET_KB of gzip. Screens loaded later (lazy routes, the admin app, the editor) are not
 * counted. Run after `npm run build -w web`; exits 1 naming each chunk and its size when over.
 *   node scripts/web-size-budget.js [distDir]
 */
const { existsSync, readFileSync } = require('node:fs');
const { join } = require('node:path');
const { gzipSync } = require('node:zlib');

/**
 * Issue 30's limit. The first load is the sign-in page (`/` opens it): React, the router, the query
 * cache, the API client, the toaster and the sign-in form (zod and react-hook-form with it). The
 * reader's shell, the home page and the contracts' unused schemas load later (docs/web.md, "Size budget").
 */
const BUDGET_KB = 200;
/** kB as Vite's build output prints them, so the two compare. */
const BYTES_PER_KB = 1000;

const distDir = process.argv[2] ?? join(__dirname, '..', 'web', 'dist');
const manifestFile = join(distDir, '.vite', 'manifest.json');

function readManifest() {
  if (!existsSync(manifestFile)) {
    console.error(`web size budget: ${manifestFile} is missing; build the web app first (npm run build -w web).`);
    process.exit(1);
  }
  return JSON.parse(readFileSync(manifestFile, 'utf8'));
}

/** The manifest keys of the entry chunk and of every chunk it reaches through static imports. */
function firstLoadKeys(manifest) {
  const entryKeys = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  entryKeys.forEach(visit);
  return [...seen];
}

const formatKb = (bytes) => `${(bytes / BYTES_PER_KB).toFixed(2)} kB`;

function measure(manifest) {
  return firstLoadKeys(manifest)
    .map((key) => manifest[key].file)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, gzipBytes: gzipSync(readFileSync(join(distDir, file))).length }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
}

function main() {
  const chunks = measure(readManifest());
  const total = chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0);
  const overBudget = total > BUDGET_KB * BYTES_PER_KB;
  console.log(`Reader first load (entry and its static imports), gzip:`);
  for (const chunk of chunks) console.log(`  ${formatKb(chunk.gzipBytes).padStart(10)}  ${chunk.file}`);
  const verdict = overBudget ? 'OVER the budget' : 'within the budget';
  console.log(`  ${formatKb(total).padStart(10)}  in all: ${verdict} of ${BUDGET_KB} kB`);
  if (overBudget) {
    console.error(
      `web size budget: the first load is ${formatKb(total)} of gzip JavaScript, over ${BUDGET_KB} kB. ` +
        'Load what the first page does not show lazily (docs/web.md, "Size budget").',
    );
    process.exit(1);
  }
}

main();
