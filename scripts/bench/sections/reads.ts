/**
 * a. The signed-in client reads at N connections, each beside the bare-Fastify ceiling measured
 * in the same run (before and after the reads; their mean is the denominator).
 */
import type { BenchContext } from '../context';
import { fmt, round } from '../stats';
import os from 'node:os';
import {
  coreBound,
  cpuPerRequest,
  cpuText,
  measureThroughput,
  NOISY_OTHER_SHARE,
  perRequestText,
  type Throughput,
} from '../throughput';

/** The reads of the dashboard and the client's lists, on the realistic organization. */
export const CLIENT_READS: [label: string, path: string][] = [
  ['GET /api/auth/user', '/api/auth/user'],
  ['GET /api/progress/overall', '/api/progress/overall'],
  ['GET /api/progress/domains', '/api/progress/domains'],
  ['GET /api/implementations', '/api/implementations'],
  ['GET /api/controls', '/api/controls'],
  ['GET /api/activity?pageSize=5', '/api/activity?pageSize=5'],
  ['GET /api/assessment', '/api/assessment'],
  ['GET /api/evidence', '/api/evidence'],
];

/** The reads only a Level 2 organization has (issue 26). */
export const LEVEL2_READS: [label: string, path: string][] = [
  ['GET /api/assessment/sprs-score', '/api/assessment/sprs-score'],
  ['GET /api/assessment/poam', '/api/assessment/poam'],
];

export const READ_BUDGET = { ratio: 0.25, p99Ms: 20 };

/** A failed answer is a broken measurement: say so loudly, with what the server said. */
export async function reportFailures(
  context: BenchContext,
  run: Throughput,
  url: string,
  headers: Record<string, string>,
): Promise<void> {
  if (run.non2xx === 0 && run.errors === 0) return;
  const sample = await fetch(url, { headers }).then(
    async (response) => `${response.status} ${(await response.text()).slice(0, 200)}`,
    (error: unknown) => String(error),
  );
  context.report.problem(
    `${run.label}: ${run.non2xx} non-2xx answers and ${run.errors} connection errors (${run.timeouts} timeouts); ` +
      `status codes ${JSON.stringify(run.statusCodes)}; one more request now gives: ${sample}`,
  );
}

/** Other programs competing for the cores make a measurement suspect: say so beside it. */
export function warnIfNoisy(context: BenchContext, run: Throughput, usesDatabase = true): void {
  const other = run.cpu.other ?? 0;
  // An external PostgreSQL's work is in `other`: only the ceiling (no database) can be judged then.
  if (context.externalDatabase && usesDatabase) return;
  if (other > NOISY_OTHER_SHARE) {
    context.noisyMeasurements.push(run.label);
    context.report.say(
      `  (!) other programs used ${Math.round(other * 100)}% of a core during "${run.label}": its figures are suspect`,
    );
  }
}

export async function measureCeiling(context: BenchContext, label: string): Promise<Throughput> {
  const ceiling = await context.needCeiling();
  const { seconds, warmupSeconds, connections } = context.options;
  const run = await measureThroughput(
    label,
    { url: `${ceiling.url}/ceiling`, connections, seconds, warmupSeconds },
    ceiling.pids,
    undefined,
  );
  await reportFailures(context, run, `${ceiling.url}/ceiling`, {});
  context.report.say(
    `  ${label}: ${fmt(run.requestsPerSecond)} req/s, p99 ${run.latency.p99} ms; CPU app/pg/load/other ${cpuText(run.cpu)}`,
  );
  warnIfNoisy(context, run, false);
  return run;
}

export async function readsSection(context: BenchContext): Promise<void> {
  const { report, options } = context;
  const app = await context.needApp();
  const org = await context.needRealistic();
  const database = await context.needDatabase();
  report.heading(
    `a. Client reads: ${options.connections} connections, ${options.seconds} s each (after ${options.warmupSeconds} s warm-up)`,
  );
  const level2 = await context.needRealisticLevel2();
  const before = await measureCeiling(context, 'bare Fastify (before)');
  const runs: Throughput[] = [];
  // Each read at Level 1, then at Level 2 (110 requirements, 320 objectives) with its own reads.
  const passes = [
    { org, prefix: '', reads: CLIENT_READS },
    { org: level2, prefix: 'L2 ', reads: [...CLIENT_READS, ...LEVEL2_READS] },
  ];
  const chosen = (label: string) => !options.reads || options.reads.includes(label);
  for (const { org, prefix, reads } of passes)
    for (const [name, path] of reads) {
      const label = `${prefix}${name}`;
      if (!chosen(label)) continue;
      const headers = { cookie: org.client.cookieHeader };
      const check = await org.client.get('check', path);
      if (check.status !== 200)
        report.problem(`${label} answers ${check.status} before the load: ${check.text.slice(0, 200)}`);
      const run = await measureThroughput(
        label,
        {
          url: `${app.url}${path}`,
          connections: options.connections,
          seconds: options.seconds,
          warmupSeconds: options.warmupSeconds,
          headers,
        },
        app.pids,
        database.postmasterPid(),
      );
      await reportFailures(context, run, `${app.url}${path}`, headers);
      runs.push(run);
      report.say(
        `  ${label}: ${fmt(run.requestsPerSecond)} req/s, p99 ${run.latency.p99} ms; CPU app/pg/load/other ${cpuText(run.cpu)}`,
      );
      warnIfNoisy(context, run);
    }
  const after = await measureCeiling(context, 'bare Fastify (after)');
  const ceiling = (before.requestsPerSecond + after.requestsPerSecond) / 2;
  context.ceilingRequestsPerSecond = ceiling;
  const cores = os.availableParallelism();

  const rows: (string | number)[][] = [
    [
      'call',
      'req/s',
      'p50 ms',
      'p99 ms',
      'ratio',
      'non-2xx',
      'errors',
      'CPU app/pg/load/other',
      'µs/request app/pg/load',
      `bound on ${cores} cores`,
      'budget',
    ],
  ];
  // An external PostgreSQL's CPU is not measured: the bound of a read would leave it out.
  const boundOf = (run: Throughput, usesDatabase = true) =>
    usesDatabase && context.externalDatabase ? undefined : coreBound(run, cores);
  const bound = (run: Throughput, usesDatabase = true) => {
    const value = boundOf(run, usesDatabase);
    return value === undefined ? '-' : fmt(value);
  };
  for (const run of [before, after]) {
    rows.push([
      run.label,
      fmt(run.requestsPerSecond),
      fmt(run.latency.p50),
      fmt(run.latency.p99),
      fmt(run.requestsPerSecond / ceiling, 3),
      run.non2xx,
      run.errors,
      cpuText(run.cpu),
      perRequestText(run),
      bound(run, false),
      '',
    ]);
  }
  for (const run of runs) {
    const ratio = run.requestsPerSecond / ceiling;
    const clean = run.non2xx === 0 && run.errors === 0;
    const ratioMet = report.check(
      'a',
      `${run.label} ratio`,
      fmt(ratio, 3),
      `>= ${READ_BUDGET.ratio}`,
      ratio >= READ_BUDGET.ratio,
    );
    const p99Met = report.check(
      'a',
      `${run.label} p99`,
      `${fmt(run.latency.p99)} ms`,
      `< ${READ_BUDGET.p99Ms} ms`,
      run.latency.p99 < READ_BUDGET.p99Ms,
    );
    report.check('a', `${run.label} errors`, String(run.non2xx + run.errors), '0', clean);
    rows.push([
      run.label,
      fmt(run.requestsPerSecond),
      fmt(run.latency.p50),
      fmt(run.latency.p99),
      fmt(ratio, 3),
      run.non2xx,
      run.errors,
      cpuText(run.cpu),
      perRequestText(run),
      bound(run),
      `ratio ${ratioMet}, p99 ${p99Met}`,
    ]);
  }
  report.table(rows);
  report.say(
    `ratio = req/s / ceiling req/s (${fmt(ceiling)}, mean of before and after); CPU as a share of one core ` +
      (context.externalDatabase
        ? '(pg "-": an external server, whose work counts in other).'
        : '(other: programs outside the bench).') +
      ` µs/request: CPU time per request; bound: the req/s ${cores} cores could give at that cost ` +
      '(app, PostgreSQL and load generator share them), so a read below the budget there must cost less to meet it.',
  );
  report.record('a_reads', {
    connections: options.connections,
    seconds: options.seconds,
    ceilingRequestsPerSecond: round(ceiling, 0),
    ceiling: [before, after],
    cores,
    reads: runs.map((run) => ({
      ...run,
      ratio: round(run.requestsPerSecond / ceiling, 4),
      cpuMicrosecondsPerRequest: cpuPerRequest(run),
      coreBound: boundOf(run),
    })),
  });
}
