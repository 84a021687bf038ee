/**
 * b. The mixed workload (workers/mixed.ts) in a load process of its own, with the app's resident
 * memory read when the measured stretch starts and ends, its peak in between, and every 10 s (so
 * that growth that levels off can be told from growth that goes on).
 */
import { benchPassword } from '../client';
import type { BenchContext } from '../context';
import { cpuMeter, memoryOf, peakMeter, type PeakMemory } from '../proc';
import { monotonicMicros } from '../throughput';
import { fetchCatalog } from '../realistic-org';
import { fmt, mb, round, table } from '../stats';
import { cpuText } from '../throughput';
import { runWorker } from '../worker-runner';
import type { MixedInput, MixedOutput } from '../workers/mixed';

export const MIXED_BUDGET = { errors: 0, memoryGrowthPercent: 10 };
const TIMELINE_EVERY_MS = 10_000;

export async function mixedSection(context: BenchContext): Promise<void> {
  const { report, options } = context;
  const app = await context.needApp();
  const org = await context.needRealistic();
  const database = await context.needDatabase();
  const thinkMs: [number, number] = [200, 600];
  report.heading(
    `b. Mixed workload: ${options.users} users for ${options.mixedSeconds} s after ${options.mixedWarmupSeconds} s warm-up (dashboard, status, finding, 2 KB upload; think ${thinkMs[0]}-${thinkMs[1]} ms)`,
  );
  const input: MixedInput = {
    baseUrl: app.url,
    users: options.users,
    seconds: options.mixedSeconds,
    warmupSeconds: options.mixedWarmupSeconds,
    thinkMs,
    runId: context.runId,
    password: benchPassword(),
    controls: (await fetchCatalog(org.client)).map(({ id, objectives }) => ({
      id,
      objectives: objectives.map((o) => ({ id: o.id })),
    })),
    uploadBytes: 2048,
  };
  const memory = peakMeter(app.pids, 100);
  let peak: PeakMemory | undefined;
  let cpu: Record<string, number> = {};
  let meter: ReturnType<typeof cpuMeter> | undefined;
  let beforeWarmup = 0;
  const timeline: number[] = [];
  let sampler: NodeJS.Timeout | undefined;
  // The measured stretch on the monotonic clock of a V8 profile's samples (profile-summary.ts).
  const window = { from: 0, to: 0 };
  const { result } = await runWorker<MixedOutput>('mixed load', 'scripts/bench/workers/mixed.ts', input, {
    onReady: (child) => {
      meter = cpuMeter({ server: app.pids[0], postgres: database.postmasterPid(), load: child.pid });
      meter.start();
      memory.start();
      timeline.push(memoryOf(app.pids[0]!));
      sampler = setInterval(() => timeline.push(memoryOf(app.pids[0]!)), TIMELINE_EVERY_MS);
      window.from = monotonicMicros();
    },
    onResult: () => {
      window.to = monotonicMicros();
      clearInterval(sampler);
      peak = memory.stop();
      cpu = meter!.stop();
    },
    onLine: (line) => {
      if (line === '@phase warm-up') beforeWarmup = memoryOf(app.pids[0]!);
    },
  });
  const growth = ((peak!.end - peak!.baseline) / peak!.baseline) * 100;
  const ceiling = context.ceilingRequestsPerSecond;

  report.table([
    ['operation', 'requests', 'p50 ms', 'p99 ms', 'max ms'],
    ...Object.entries(result.operations).map(([operation, s]) => [
      operation,
      fmt(s.count),
      fmt(s.p50, 1),
      fmt(s.p99, 1),
      fmt(s.max),
    ]),
    [
      'all',
      fmt(result.requests),
      fmt(result.latency.p50, 1),
      fmt(result.latency.p99, 1),
      fmt(result.latency.max),
    ],
  ]);
  report.say(
    `${fmt(result.requestsPerSecond)} req/s over ${result.seconds.toFixed(1)} s` +
      (ceiling
        ? ` (ratio ${fmt(result.requestsPerSecond / ceiling, 3)} of the ceiling's ${fmt(ceiling)})`
        : '') +
      `, ${fmt(result.loops)} complete user loops; CPU app/pg/load/other ${cpuText(cpu)}`,
  );
  report.say(
    `server memory: ${fmt(mb(peak!.baseline))} MB at the start of the measured stretch (${fmt(mb(beforeWarmup))} MB before the ` +
      `${options.mixedWarmupSeconds} s warm-up), ${fmt(mb(peak!.end))} MB at its end (${growth >= 0 ? '+' : ''}${fmt(growth, 1)} %), ` +
      `peak ${fmt(mb(peak!.peak))} MB`,
  );
  report.say(
    `server memory every ${TIMELINE_EVERY_MS / 1000} s of the measured stretch (MB): ${timeline.map((bytes) => fmt(mb(bytes))).join(', ')}`,
  );
  if (result.warmupErrors > 0)
    report.problem(`mixed workload: ${result.warmupErrors} failed requests during the warm-up`);
  if (result.errors > 0) {
    report.problem(`mixed workload: ${result.errors} failed requests`);
    report.say(table([['operation -> status', 'count'], ...Object.entries(result.errorsByOperation)]));
    for (const sample of result.errorSamples) report.say(`    ${sample}`);
  }
  const errorsMet = report.check(
    'b',
    'mixed workload errors',
    String(result.errors),
    '0',
    result.errors === 0,
  );
  const memoryMet = report.check(
    'b',
    'mixed workload memory growth',
    `${fmt(growth, 1)} %`,
    `< ${MIXED_BUDGET.memoryGrowthPercent} %`,
    growth < MIXED_BUDGET.memoryGrowthPercent,
  );
  report.say(`errors: ${errorsMet}; memory growth: ${memoryMet}`);
  report.record('b_mixed', {
    ...result,
    thinkMs,
    ratio: ceiling ? round(result.requestsPerSecond / ceiling, 4) : undefined,
    memory: {
      ...peak,
      beforeWarmup,
      growthPercent: round(growth, 2),
      timeline,
      timelineEveryMs: TIMELINE_EVERY_MS,
    },
    cpu,
    monotonicMicros: window,
  });
}
