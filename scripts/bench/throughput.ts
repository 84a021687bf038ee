/** One throughput measurement: a load worker against one URL, with the CPU each side used. */
import { cpuMeter } from './proc';
import { runWorker } from './worker-runner';
import type { AutocannonInput, AutocannonOutput } from './workers/autocannon';

export interface Throughput extends AutocannonOutput {
  label: string;
  /** Share of one core used during the measurement, by group (server, postgres, load). */
  cpu: Record<string, number>;
  /**
   * When the CPU was measured, in µs of the system's monotonic clock: the clock of a V8 CPU
   * profile's sample times, so that scripts/bench/profile-summary.ts can keep this run's samples.
   */
  monotonicMicros: { from: number; to: number };
}

/** Now on the system's monotonic clock, in µs: the clock of a V8 CPU profile's sample times. */
export const monotonicMicros = () => Number(process.hrtime.bigint() / 1000n);

export async function measureThroughput(
  label: string,
  input: AutocannonInput,
  serverPids: number[],
  postmasterPid: number | undefined,
): Promise<Throughput> {
  const groups: Record<string, number | undefined> = { postgres: postmasterPid };
  serverPids.forEach((pid, i) => (groups[serverPids.length > 1 ? `server ${i + 1}` : 'server'] = pid));
  let meter: ReturnType<typeof cpuMeter> | undefined;
  let cpu: Record<string, number> = {};
  const window = { from: 0, to: 0 };
  const { result } = await runWorker<AutocannonOutput>(
    `load ${label}`,
    'scripts/bench/workers/autocannon.ts',
    input,
    {
      onReady: (child) => {
        meter = cpuMeter({ ...groups, load: child.pid });
        meter.start();
        window.from = monotonicMicros();
      },
      onResult: () => {
        cpu = meter!.stop();
        window.to = monotonicMicros();
      },
    },
  );
  // The server processes added up, for the table.
  const servers = Object.entries(cpu).filter(([name]) => name.startsWith('server'));
  if (servers.length > 1) cpu.server = servers.reduce((total, [, share]) => total + share, 0);
  return { label, ...result, cpu, monotonicMicros: window };
}

/** "97% / 41% / 88% / 3%": app, PostgreSQL, load, everything else on the machine */
export function cpuText(cpu: Record<string, number>): string {
  const pct = (name: string) => (cpu[name] === undefined ? '-' : `${Math.round(cpu[name] * 100)}%`);
  return `${pct('server')} / ${pct('postgres')} / ${pct('load')} / ${pct('other')}`;
}

/** CPU time of one request in µs, by group (server, postgres, load): what a call costs, whatever the rate. */
export function cpuPerRequest(run: Throughput): Record<string, number> {
  const perRequest: Record<string, number> = {};
  for (const name of ['server', 'postgres', 'load']) {
    const share = run.cpu[name];
    if (share !== undefined && run.requestsPerSecond > 0)
      perRequest[name] = (share * 1e6) / run.requestsPerSecond;
  }
  return perRequest;
}

/**
 * The most requests per second `cores` could serve at the CPU cost measured, app, PostgreSQL and
 * load generator together (they share this machine): a read cannot go faster without costing less.
 */
export function coreBound(run: Throughput, cores: number): number | undefined {
  const costs = Object.values(cpuPerRequest(run));
  const total = costs.reduce((sum, cost) => sum + cost, 0);
  return total > 0 ? (cores * 1e6) / total : undefined;
}

export function perRequestText(run: Throughput): string {
  const perRequest = cpuPerRequest(run);
  const us = (name: string) => (perRequest[name] === undefined ? '-' : String(Math.round(perRequest[name])));
  return `${us('server')} / ${us('postgres')} / ${us('load')}`;
}

/** Other programs took more than this share of a core during a measurement: its figures are suspect. */
export const NOISY_OTHER_SHARE = 0.25;
