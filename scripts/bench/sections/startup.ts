/**
 * f. Start-up to healthy, as `npm start` on a fresh machine: the app WITHOUT DATABASE_URL, so it
 * starts its own embedded PostgreSQL under a fresh DATA_DIR. First start (initdb, migrations,
 * catalog) and warm start (the same DATA_DIR again): time from spawn to the first 200 of
 * /api/health, then SIGTERM and the time to a clean exit.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deferCleanup, makeTempDir } from '../cleanup';
import type { BenchContext } from '../context';
import { memoryOf } from '../proc';
import { baseEnv, spawnTs, waitForHttp } from '../processes';
import { fmt, mb, round } from '../stats';

/** A relocated cluster (as root, when the postgres user cannot enter DATA_DIR) lives elsewhere: see postgres/cluster-location.ts. */
function removeRelocatedCluster(dataDir: string): void {
  try {
    const clusterDir = fs.readFileSync(path.join(dataDir, 'pg-location'), 'utf8').trim();
    if (clusterDir.includes('/clusters/'))
      fs.rmSync(path.dirname(clusterDir), { recursive: true, force: true });
  } catch {
    // No pointer: the cluster was inside DATA_DIR.
  }
}

async function startOnce(label: string, env: Record<string, string>) {
  const started = performance.now();
  const app = spawnTs(`app (${label})`, 'src/server/main.ts', [], { env });
  await waitForHttp(`http://127.0.0.1:${env.PORT}/api/health`, app, 180_000);
  const healthyMs = performance.now() - started;
  const rss = memoryOf(app.pid);
  const stopping = performance.now();
  await app.stop('SIGTERM', 60_000);
  const stopMs = performance.now() - stopping;
  const { code, signal } = await app.exited;
  return { healthyMs, stopMs, rssMb: mb(rss), exit: signal ?? code, output: app.output() };
}

export async function startupSection(context: BenchContext): Promise<void> {
  const { report } = context;
  report.heading('f. Start-up to healthy (npm start without DATABASE_URL: its own embedded PostgreSQL)');
  const dataDir = makeTempDir('cmmc-bench-startup-', os.tmpdir());
  deferCleanup(`remove the cluster of ${dataDir}`, () => removeRelocatedCluster(dataDir));
  const env = baseEnv({
    PORT: String(await context.nextPort()),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  });
  const first = await startOnce('first start', env);
  const warm = await startOnce('warm start', env);
  const rows: (string | number)[][] = [
    ['start', 'spawn to healthy', 'SIGTERM to exit', 'exit', 'RSS when healthy'],
  ];
  for (const [label, run] of [
    ['first (empty DATA_DIR)', first],
    ['warm (same DATA_DIR)', warm],
  ] as const) {
    rows.push([
      label,
      `${fmt(run.healthyMs / 1000, 2)} s`,
      `${fmt(run.stopMs / 1000, 2)} s`,
      String(run.exit),
      `${fmt(run.rssMb)} MB`,
    ]);
    const logged = run.output.split('\n').filter((line) => /"level":(4|5|6)0/.test(line));
    if (logged.length > 0) report.problem(`start-up (${label}) logged: ${logged[0]!.slice(0, 400)}`);
    if (run.exit !== 0)
      report.problem(`start-up (${label}): exit ${run.exit} after SIGTERM:\n${run.output.slice(-1500)}`);
  }
  report.table(rows);
  report.record('f_startup', {
    first: {
      healthyMs: round(first.healthyMs),
      stopMs: round(first.stopMs),
      exit: first.exit,
      rssMb: round(first.rssMb),
    },
    warm: {
      healthyMs: round(warm.healthyMs),
      stopMs: round(warm.stopMs),
      exit: warm.exit,
      rssMb: round(warm.rssMb),
    },
  });
}
