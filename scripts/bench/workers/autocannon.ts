/**
 * Load worker: drives one URL with autocannon, in this process of its own (never inside the
 * server nor the bench's orchestrator). Warms up first (not counted), says it is ready, and on
 * "go" measures for `seconds`. Prints the figures as `@result` JSON (workers/protocol.ts).
 */
import autocannon from 'autocannon';
import { readyThenWait, runWorker, workerInput } from './protocol';

export interface AutocannonInput {
  url: string;
  connections: number;
  seconds: number;
  warmupSeconds: number;
  headers?: Record<string, string>;
}

export interface AutocannonOutput {
  requestsPerSecond: number;
  total: number;
  seconds: number;
  latency: { p50: number; p90: number; p99: number; max: number; mean: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  /** CPU seconds this load process used while measuring. */
  cpuSeconds: number;
}

runWorker(async () => {
  const input = workerInput<AutocannonInput>();
  const options = { url: input.url, connections: input.connections, headers: input.headers ?? {} };
  if (input.warmupSeconds > 0) await autocannon({ ...options, duration: input.warmupSeconds });
  await readyThenWait();
  const cpu = process.cpuUsage();
  const result = await autocannon({ ...options, duration: input.seconds });
  const used = process.cpuUsage(cpu);
  const output: AutocannonOutput = {
    requestsPerSecond: result.requests.average,
    total: result.requests.total,
    seconds: result.duration,
    latency: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
      mean: result.latency.average,
    },
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes: Object.fromEntries(
      Object.entries(
        (result as unknown as { statusCodeStats: Record<string, { count: number }> }).statusCodeStats ?? {},
      ).map(([code, stats]) => [code, stats.count]),
    ),
    cpuSeconds: (used.user + used.system) / 1e6,
  };
  return output;
});
