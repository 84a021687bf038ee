/**
 * h. One app process against two: the app's processes behind the bench's cluster primary
 * (servers/cluster.ts, round-robin, no per-byte proxy), one worker then two, on the same
 * PostgreSQL and DATA_DIR, each read at N connections. The ratio two ÷ one is the figure; one
 * process behind the primary (not the bare process of section a) is its denominator, so that
 * both sides pay the same balancer.
 */
import os from 'node:os';
import type { BenchContext } from '../context';
import { loggedProblems, startCluster } from '../servers/start';
import { fmt, round } from '../stats';
import { cpuText, measureThroughput, type Throughput } from '../throughput';
import { measureCeiling, reportFailures, warnIfNoisy } from './reads';

export const SCALE_BUDGET = { ratio: 1.6 };
const READS: [label: string, path: string][] = [
  ['GET /api/progress/overall', '/api/progress/overall'],
  ['GET /api/auth/user', '/api/auth/user'],
];

export async function scaleSection(context: BenchContext): Promise<void> {
  const { report, options } = context;
  const org = await context.needRealistic();
  const database = await context.needDatabase();
  report.heading(
    `h. One app process against two (cluster primary, round-robin): ${options.connections} connections, ${options.seconds} s each`,
  );
  if (context.ceilingRequestsPerSecond === undefined) {
    context.ceilingRequestsPerSecond = (await measureCeiling(context, 'bare Fastify')).requestsPerSecond;
  }
  const ceiling = context.ceilingRequestsPerSecond;
  const headers = { cookie: org.client.cookieHeader };
  const runs: Record<number, Throughput[]> = {};
  for (const workers of [1, 2]) {
    const started = performance.now();
    const cluster = await startCluster(workers, await context.appEnv(0));
    report.say(
      `  ${cluster.name}: pids ${cluster.pids.join(', ')}, healthy after ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    try {
      runs[workers] = [];
      for (const [label, path] of READS) {
        const url = `${cluster.url}${path}`;
        const run = await measureThroughput(
          `${label} on ${workers}`,
          {
            url,
            connections: options.connections,
            seconds: options.seconds,
            warmupSeconds: options.warmupSeconds,
            headers,
          },
          cluster.pids,
          database.postmasterPid(),
        );
        await reportFailures(context, run, url, headers);
        warnIfNoisy(context, run);
        runs[workers].push(run);
      }
    } finally {
      await cluster.child.stop();
      const logged = loggedProblems(cluster);
      if (logged.length > 0) {
        report.problem(
          `${cluster.name} logged ${logged.length} warning/error line(s), the first: ${logged[0]!.slice(0, 400)}`,
        );
      }
    }
  }
  const rows: (string | number)[][] = [
    [
      'call',
      'processes',
      'req/s',
      'p50 ms',
      'p99 ms',
      'ratio to ceiling',
      'non-2xx',
      'CPU app/pg/load/other',
      'two ÷ one',
    ],
  ];
  const results: Record<string, unknown> = {};
  for (const [i, [label]] of READS.entries()) {
    const one = runs[1]![i]!;
    const two = runs[2]![i]!;
    const factor = two.requestsPerSecond / one.requestsPerSecond;
    const met = report.check(
      'h',
      `${label} two processes ÷ one`,
      `${fmt(factor, 2)}x`,
      `>= ${SCALE_BUDGET.ratio}x`,
      factor >= SCALE_BUDGET.ratio,
    );
    for (const [count, run] of [
      [1, one],
      [2, two],
    ] as const) {
      rows.push([
        label,
        count,
        fmt(run.requestsPerSecond),
        fmt(run.latency.p50),
        fmt(run.latency.p99),
        fmt(run.requestsPerSecond / ceiling, 3),
        run.non2xx + run.errors,
        cpuText(run.cpu),
        count === 2 ? `${fmt(factor, 2)}x (${met})` : '',
      ]);
    }
    results[label] = { one, two, factor: round(factor, 3) };
  }
  report.table(rows);
  report.say(
    `CPU: app = all app processes together, as a share of one core (this machine has ${os.cpus().length} cores).`,
  );
  report.record('h_scale', { ceilingRequestsPerSecond: round(ceiling, 0), ...results });
}
