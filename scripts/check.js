#!/usr/bin/env node
/**
 * `npm run check`: formatting, the three type-checks and lint. Each is one single-threaded process, so
 * they run two at a time (the CI machine has two cores); every failure is shown, then the exit code says
 * whether all passed.
 */
const { spawn } = require('node:child_process');

const checks = [
  ['lint', 'npx', ['eslint', '.']],
  ['formatting', 'npx', ['prettier', '--check', '.']],
  ['types', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']],
  ['browser test types', 'npx', ['tsc', '-p', 'tsconfig.browser-tests.json', '--noEmit']],
  ['web types', 'npm', ['run', 'typecheck', '-w', 'web']],
];
const lanes = Number(process.env.CHECK_LANES ?? 2);

function run([label, command, args]) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: `${__dirname}/..`, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`${code === 0 ? 'ok' : 'FAILED'}: ${label} (${seconds} s)`);
      if (code !== 0) console.log(output.trimEnd());
      resolve(code === 0);
    });
  });
}

async function main() {
  const queue = [...checks];
  const results = [];
  const lane = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) results.push(await run(next));
  };
  await Promise.all(Array.from({ length: lanes }, lane));
  process.exit(results.every(Boolean) ? 0 : 1);
}

void main();
