/**
 * g. SQL statements per client read (workers/sql-count.ts), on the realistic organization while
 * the database is small, and again once it has grown: the organization itself (two dozen more
 * evidence files, its findings saved again resting on them) and the database around it (the mixed
 * workload's organizations, the 10,000 of --large). The counts must not grow with the data.
 */
import pg from 'pg';
import type { BenchContext } from '../context';
import { addEvidence, saveFindings } from '../realistic-org';
import { runWorker } from '../worker-runner';
import type { SqlCountInput, SqlCountOutput } from '../workers/sql-count';
import { CLIENT_READS, LEVEL2_READS } from './reads';

async function countStatements(context: BenchContext, level: 1 | 2 = 1): Promise<SqlCountOutput> {
  const database = await context.needDatabase();
  const org = level === 2 ? await context.needRealisticLevel2() : await context.needRealistic();
  const input: SqlCountInput = {
    databaseUrl: database.url,
    dataDir: context.dataDir,
    sessionSecret: context.sessionSecret,
    cookie: org.client.cookieHeader,
    paths: [...CLIENT_READS, ...(level === 2 ? LEVEL2_READS : [])].map(([, path]) => path),
    runs: 3,
  };
  const { result } = await runWorker<SqlCountOutput>(
    'sql count',
    'scripts/bench/workers/sql-count.ts',
    input,
  );
  for (const [path, count] of Object.entries(result)) {
    if (count.status !== 200) context.report.problem(`sql count: ${path} answered ${count.status}`);
  }
  return result;
}

/** The counts on the small database, kept for the second half. */
let small: SqlCountOutput | undefined;
let smallSize: Record<string, number> | undefined;

async function sizes(context: BenchContext): Promise<Record<string, number>> {
  const org = await context.needRealistic();
  const database = await context.needDatabase();
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const count = async (sql: string) => Number((await client.query<{ count: string }>(sql)).rows[0]!.count);
    return {
      organizations: await count(`select count(*) from users where role = 'client'`),
      evidenceFiles: await count('select count(*) from evidence_files'),
      activityEntries: await count('select count(*) from activity_log'),
      evidenceOfTheOrganization: [...org.evidence.values()].flat().length,
    };
  } finally {
    await client.end();
  }
}

export async function sqlSmallSection(context: BenchContext): Promise<void> {
  const { report } = context;
  report.heading('g. SQL statements per client read (1 of 2: small database)');
  small = await countStatements(context);
  smallSize = await sizes(context);
  report.say(`counted on: ${JSON.stringify(smallSize)}; the grown counts come at the end`);
  // Issue 26: the same reads of an organization at Level 2 (110 requirements, 320 objectives)
  // send no more statements than at Level 1.
  const level2 = await countStatements(context, 2);
  const rows: (string | number)[][] = [['read', 'Level 1', 'Level 2', '']];
  for (const [label, path] of CLIENT_READS) {
    const one = small[path]!.statements;
    const two = level2[path]!.statements;
    report.check('g', `${label} statements at Level 2`, `${one} -> ${two}`, 'no growth', two <= one);
    rows.push([label, one, two, two <= one ? '' : 'GREW']);
  }
  for (const [label, path] of LEVEL2_READS) rows.push([label, '-', level2[path]!.statements, 'Level 2 only']);
  report.table(rows);
  report.record('g_sql_levels', { level1: small, level2 });
}

export async function sqlGrownSection(context: BenchContext): Promise<void> {
  const { report } = context;
  const org = await context.needRealistic();
  report.heading('g. SQL statements per client read (2 of 2: grown data)');
  await addEvidence(
    org,
    Array.from({ length: 24 }, () => 2048),
    'grown',
  );
  await saveFindings(org, 2);
  const grown = await countStatements(context);
  const grownSize = await sizes(context);
  const rows: (string | number)[][] = [['read', 'small', 'grown', 'of which session', '']];
  for (const [label, path] of CLIENT_READS) {
    const before = small?.[path]?.statements;
    const after = grown[path]!.statements;
    const same = before === undefined || after <= before;
    if (before !== undefined)
      report.check('g', `${label} statements`, `${before} -> ${after}`, 'no growth', same);
    rows.push([label, before ?? '-', after, grown[path]!.sessionStatements, same ? '' : 'GREW']);
  }
  report.table(rows);
  report.say(`small: ${JSON.stringify(smallSize ?? '(not counted: --only sql runs both halves)')}`);
  report.say(`grown: ${JSON.stringify(grownSize)}`);
  report.record('g_sql', { small, smallSize, grown, grownSize });
}
