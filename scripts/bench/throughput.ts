/** One throughput measurement: a load worker against one URL, with the CPU each side used. */
import { cpuMeter } from './proc';
import { runWorker } from './worker-runner';
import type { AutocannonInput, AutocannonOutput } from './workers/autocannon';

export interface Throughput extends AutocannonOutput {
  label: string;
  /** Share of one core used during the measurement, by group (server, postgres, load). */
  cpu: Record<string, number>;
}

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
  const { result } = await runWorker<AutocannonOutput>(
    `load ${label}`,
    'scripts/bench/workers/autocannon.ts',
    input,
    {
      onReady: (child) => {
        meter = cpuMeter({ ...groups, load: child.pid });
        meter.start();
      },
      onResult: () => (cpu = meter!.stop()),
    },
  );
  // The server processes added up, for the table.
  const servers = Object.entries(cpu).filter(([name]) => name.startsWith('server'));
  if (servers.length > 1) cpu.server = servers.reduce((total, [, share]) => total + share, 0);
  return { label, ...result, cpu };
}

/** "97% / 41% / 88% / 3%": app, PostgreSQL, load, everything else on the machine */
export function cpuText(cpu: Record<string, number>): string {
  const pct = (name: string) => (cpu[name] === undefined ? '-' : `${Math.round(cpu[name] * 100)}%`);
  return `${pct('server')} / ${pct('postgres')} / ${pct('load')} / ${pct('other')}`;
}

/** Other programs took more than this share of a core during a measurement: its figures are suspect. */
export const NOISY_OTHER_SHARE = 0.25;
