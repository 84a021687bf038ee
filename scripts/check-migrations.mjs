#!/usr/bin/env node
// `npm run db:check`: fails when src/server/db/schema.ts and the committed migrations have drifted
// apart, i.e. when `npm run db:generate` would write a new migration. It runs drizzle-kit generate
// into a temporary copy of the migrations folder, so the working tree is never touched, and also
// checks that the journal and the SQL files name each other and that the snapshots are consistent
// (drizzle-kit check). It needs no database.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const migrationsDir = path.join(root, 'src/server/db/migrations');
// drizzle-kit prefixes the paths it is given with './', so it gets them relative to the root.
const relative = (dir) => path.relative(root, dir) || '.';
const schemaFile = 'src/server/db/schema.ts';
const drizzleKit = path.join(root, 'node_modules/.bin/drizzle-kit');
const TIMEOUT_MS = 120_000;

const problems = [];

function drizzle(args) {
  // stdin closed: if drizzle-kit wants to ask (a rename or a drop), it must not wait for an answer.
  const result = spawnSync(drizzleKit, args, {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: TIMEOUT_MS,
    env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
  });
  return { ...result, output: `${result.stdout ?? ''}${result.stderr ?? ''}`.trim() };
}

const sqlFiles = (dir) =>
  fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort();

// 1. The journal and the SQL files name each other (an SQL file outside the journal never runs).
const journal = JSON.parse(fs.readFileSync(path.join(migrationsDir, 'meta/_journal.json'), 'utf8'));
const journalTags = journal.entries.map((entry) => entry.tag);
const committedTags = sqlFiles(migrationsDir).map((name) => name.replace(/\.sql$/, ''));
for (const tag of journalTags.filter((tag) => !committedTags.includes(tag)))
  problems.push(`meta/_journal.json lists ${tag}, but ${tag}.sql is missing.`);
for (const tag of committedTags.filter((tag) => !journalTags.includes(tag)))
  problems.push(`${tag}.sql is not in meta/_journal.json, so it would never run.`);
for (const tag of journalTags) {
  const index = tag.split('_')[0];
  if (!fs.existsSync(path.join(migrationsDir, `meta/${index}_snapshot.json`)))
    problems.push(`meta/${index}_snapshot.json (the snapshot of ${tag}) is missing.`);
}

// 2. The snapshots chain up without collisions.
const check = drizzle(['check', '--dialect', 'postgresql', '--out', relative(migrationsDir)]);
if (check.status !== 0) problems.push(`drizzle-kit check failed:\n${check.output}`);

// 3. Generating from schema.ts against the committed snapshots produces nothing.
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cmmc-migrations-check-'));
try {
  const copy = path.join(tmp, 'migrations');
  fs.cpSync(migrationsDir, copy, { recursive: true });
  const generate = drizzle([
    'generate',
    '--dialect',
    'postgresql',
    '--schema',
    schemaFile,
    '--out',
    relative(copy),
    '--name',
    'uncommitted_schema_change',
  ]);
  const added = sqlFiles(copy).filter((name) => !committedTags.includes(name.replace(/\.sql$/, '')));
  if (added.length > 0) {
    const statements = added.map((name) => fs.readFileSync(path.join(copy, name), 'utf8').trim()).join('\n');
    problems.push(
      'src/server/db/schema.ts differs from the committed migrations: `npm run db:generate` would write\n' +
        `a new migration with:\n\n${statements.replace(/^/gm, '    ')}\n\n` +
        'Run `npm run db:generate`, review (and hand-edit if needed) the SQL, and commit it with its snapshot.',
    );
  } else if (/Interactive prompts require a TTY/i.test(generate.output)) {
    problems.push(
      'src/server/db/schema.ts differs from the committed migrations: drizzle-kit wants to ask whether ' +
        'a column or table was renamed or dropped, so a migration is missing. Run `npm run db:generate` ' +
        'in a terminal, answer, and commit the migration with its snapshot.',
    );
  } else if (generate.error?.code === 'ETIMEDOUT' || generate.signal) {
    problems.push(
      `drizzle-kit generate did not finish within ${TIMEOUT_MS / 1000}s; it probably wants to ask ` +
        'whether a column or table was renamed, so schema.ts has changed. Run `npm run db:generate`.\n' +
        generate.output,
    );
  } else if (generate.status !== 0) {
    problems.push(`drizzle-kit generate failed; run \`npm run db:generate\` to see why:\n${generate.output}`);
  } else if (!/No schema changes/i.test(generate.output)) {
    problems.push(
      `drizzle-kit generate wrote no migration but did not say "No schema changes":\n${generate.output}`,
    );
  }
} finally {
  fs.rmSync(tmp, { recursive: true, force: true });
}

if (problems.length > 0) {
  console.error(
    `db:check FAILED: the schema and the migrations have drifted apart.\n\n${problems.join('\n\n')}`,
  );
  process.exit(1);
}
console.log(
  `db:check: schema.ts matches the ${journalTags.length} committed migrations (drizzle-kit generates nothing).`,
);
