#!/usr/bin/env node
// The whole test suite, as the README's `npm test`: unit and API tests (Vitest, real PostgreSQL),
// then the browser tests (Playwright on Debian's Chromium), then one summary line. With
// TEST_DATABASE_URL, both run on that PostgreSQL server: the browser tests' app on a database made
// for the run and dropped after it. TEST_LAYERS (comma-separated: unit, api, e2e; all by default)
// narrows the run, as CI's second pass on the external PostgreSQL does. Each layer prints its wall time.
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { fullChromiumPath } from './chromium-path.mjs';

const chromium = fullChromiumPath();
const ci = process.env.CI === 'true' || process.env.CI === '1';
fs.mkdirSync('.tmp', { recursive: true });
const LAYERS = ['unit', 'api', 'e2e'];
const layers = (process.env.TEST_LAYERS ?? LAYERS.join(','))
  .split(',')
  .map((layer) => layer.trim())
  .filter(Boolean);
const unknownLayer = layers.find((layer) => !LAYERS.includes(layer));
if (unknownLayer) {
  console.error(`TEST_LAYERS: unknown layer "${unknownLayer}"; the layers are ${LAYERS.join(', ')}.`);
  process.exit(2);
}
// E2E_PROJECTS (comma-separated: desktop, phone; both by default) narrows the browser tests, as CI's
// second pass does: the phone project draws the same flows narrower, which no database changes.
const e2eProjects = (process.env.E2E_PROJECTS ?? '')
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const wallTimes = [];

/** Runs one layer and records its wall time for the summary. */
function timed(label, work) {
  const started = Date.now();
  const result = work();
  wallTimes.push(`${label} ${((Date.now() - started) / 60_000).toFixed(1)} min`);
  return result;
}

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

async function onServer(serverUrl, statement) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A fresh database on TEST_DATABASE_URL's server for the browser tests' app, or none. */
async function createE2eDatabase() {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return undefined;
  const name = `cmmc_e2e_${Date.now().toString(36)}_${crypto.randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
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
/** What failed, named again after the summary: CI keeps only the end of a long log. */
const failures = [];

/** The first line of an error message, without its colours, short enough for a summary. */
const firstLine = (message) =>
  (
    String(message ?? '')
      // eslint-disable-next-line no-control-regex -- terminal colour codes
      .replace(/\u001b\[[0-9;]*m/g, '')
      .split('\n')
      .find((line) => line.trim()) ?? ''
  ).trim();

function vitestFailures(report) {
  return (report?.testResults ?? []).flatMap((file) => {
    const where = path.relative(process.cwd(), file.name);
    const tests = file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => `${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    // A file can fail outside its tests (a hook, an import): its message says why.
    return tests.length === 0 && file.status === 'failed' ? [`${where}: ${firstLine(file.message)}`] : tests;
  });
}

function playwrightFailures(suites = [], rootDir = '') {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((test) => test.status === 'unexpected' || test.status === 'flaky')
        .map((test) => {
          const error = test.results.find((result) => result.error)?.error?.message;
          return `[${test.projectName}] ${path.relative(process.cwd(), path.join(rootDir, spec.file))}:${spec.line} › ${spec.title}${test.status === 'flaky' ? ' (flaky)' : ''}: ${firstLine(error)}`;
        }),
    ),
    ...playwrightFailures(suite.suites, rootDir),
  ]);
}

const vitestProjects = layers.filter((layer) => layer !== 'e2e');
if (vitestProjects.length > 0) {
  fs.rmSync('.tmp/vitest.json', { force: true });
  const vitestStatus = timed(`vitest (${vitestProjects.join(', ')})`, () =>
    run('npx', [
      'vitest',
      'run',
      ...vitestProjects.flatMap((project) => ['--project', project]),
      '--reporter=default',
      '--reporter=json',
      '--outputFile.json=.tmp/vitest.json',
    ]),
  );
  const vitest = readJson('.tmp/vitest.json');
  passed += vitest?.numPassedTests ?? 0;
  failed += vitest?.numFailedTests ?? 0;
  failures.push(...vitestFailures(vitest));
  if (vitestStatus !== 0) exitCode = 1;
  if (!vitest?.numTotalTests) {
    console.error('\nVitest ran no test: treating the run as failed.');
    exitCode = 1;
  }
}

if (!layers.includes('e2e')) {
  // Browser tests not asked for.
} else if (fs.existsSync(chromium)) {
  fs.rmSync('.tmp/playwright.json', { force: true });
  const database = await createE2eDatabase();
  const playwrightStatus = timed('playwright (e2e)', () =>
    run(
      'npx',
      ['playwright', 'test', '--reporter=list,json', ...e2eProjects.flatMap((name) => ['--project', name])],
      {
        PLAYWRIGHT_JSON_OUTPUT_NAME: '.tmp/playwright.json',
        ...(database ? { E2E_DATABASE_URL: database.url } : {}),
      },
    ),
  );
  await database?.drop();
  const report = readJson('.tmp/playwright.json');
  const stats = report?.stats;
  failures.push(...playwrightFailures(report?.suites, report?.config?.rootDir));
  passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  failed += stats?.unexpected ?? 0;
  if (playwrightStatus !== 0 || !stats?.expected) exitCode = 1;
} else if (ci) {
  console.error(
    `\nBrowser tests cannot run: no Chromium at ${chromium}. Install it with: apt-get install -y chromium chromium-headless-shell`,
  );
  exitCode = 1;
} else {
  console.log(
    `\nBrowser tests SKIPPED: no Chromium at ${chromium}. Install Debian's chromium (sudo apt-get install chromium chromium-headless-shell) ` +
      'or set CHROMIUM_PATH to run them.',
  );
}

if (exitCode !== 0 && failed === 0) failed = 1;
if (failures.length > 0) console.log(`\nfailed:\n${failures.map((failure) => `- ${failure}`).join('\n')}`);
console.log(`\nwall time: ${wallTimes.join('; ')}`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(exitCode);
