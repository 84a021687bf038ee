#!/usr/bin/env node
// The whole test suite, as the README's `npm test`: unit and API tests (Vitest, real PostgreSQL),
// then the browser tests (Playwright on Debian's Chromium), then one summary line.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ci = process.env.CI === 'true' || process.env.CI === '1';
fs.mkdirSync('.tmp', { recursive: true });

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

let passed = 0;
let failed = 0;
let exitCode = 0;

fs.rmSync('.tmp/vitest.json', { force: true });
const vitestStatus = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  '--outputFile.json=.tmp/vitest.json',
]);
const vitest = readJson('.tmp/vitest.json');
passed += vitest?.numPassedTests ?? 0;
failed += vitest?.numFailedTests ?? 0;
if (vitestStatus !== 0) exitCode = 1;
if (!vitest?.numTotalTests) {
  console.error('\nVitest ran no test: treating the run as failed.');
  exitCode = 1;
}

if (fs.existsSync(chromium)) {
  fs.rmSync('.tmp/playwright.json', { force: true });
  const playwrightStatus = run('npx', ['playwright', 'test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: '.tmp/playwright.json',
  });
  const stats = readJson('.tmp/playwright.json')?.stats;
  passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  failed += stats?.unexpected ?? 0;
  if (playwrightStatus !== 0 || !stats?.expected) exitCode = 1;
} else if (ci) {
  console.error(
    `\nBrowser tests cannot run: no Chromium at ${chromium}. Install it with: apt-get install -y chromium`,
  );
  exitCode = 1;
} else {
  console.log(
    `\nBrowser tests SKIPPED: no Chromium at ${chromium}. Install Debian's chromium (sudo apt-get install chromium) ` +
      'or set CHROMIUM_PATH to run them.',
  );
}

if (exitCode !== 0 && failed === 0) failed = 1;
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(exitCode);
