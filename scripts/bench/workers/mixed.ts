/**
 * Load worker of the mixed workload: `users` simulated clients, each registered with its own
 * session, each looping as a person would: open the dashboard (its reads, in parallel as the
 * browser sends them), save a control's status, save an objective's finding, upload a small
 * file through the uploader's flow, with a think time between steps. Registration and a warm-up
 * of the same loop (`@phase warm-up` marks its start) happen before `@ready` and are not measured,
 * so that the server's memory at the start of the measured stretch is that of a warm process. Every request's status and time is recorded; anything but 2xx is
 * an error, counted by operation and status.
 */
import { BenchClient, textFile, type Recorder } from '../client';
import type { CatalogControl } from '../realistic-org';
import { percentile } from '../stats';
import { progress, readyThenWait, runWorker, workerInput } from './protocol';

export interface MixedInput {
  baseUrl: string;
  users: number;
  seconds: number;
  warmupSeconds: number;
  thinkMs: [min: number, max: number];
  runId: string;
  password: string;
  controls: CatalogControl[];
  uploadBytes: number;
}

export interface MixedOutput {
  users: number;
  seconds: number;
  loops: number;
  requests: number;
  requestsPerSecond: number;
  latency: { p50: number; p90: number; p99: number; max: number };
  operations: Record<string, { count: number; p50: number; p99: number; max: number }>;
  errors: number;
  errorsByOperation: Record<string, number>;
  errorSamples: string[];
  registrationSeconds: number;
  /** Failed requests during the warm-up (not in `errors`). */
  warmupErrors: number;
}

const DASHBOARD: [string, string][] = [
  ['dashboard: auth/user', '/api/auth/user'],
  ['dashboard: controls', '/api/controls'],
  ['dashboard: progress/overall', '/api/progress/overall'],
  ['dashboard: progress/domains', '/api/progress/domains'],
  ['dashboard: implementations', '/api/implementations'],
  ['dashboard: activity', '/api/activity?page=1&pageSize=5'],
  ['dashboard: current cycle', '/api/assessment/cycles/current'],
];
const STATUSES = ['not_started', 'in_progress', 'completed'];

const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)]!;

runWorker(async () => {
  const input = workerInput<MixedInput>();
  const objectives = input.controls.flatMap((control) => control.objectives.map((o) => o.id));
  const times = new Map<string, number[]>();
  const all: number[] = [];
  const errors = new Map<string, number>();
  const samples: string[] = [];
  let measuring = false;
  let warming = false;
  let warmupErrors = 0;
  const record: Recorder = (operation, status, ms, text) => {
    if (warming && !(status >= 200 && status < 300)) {
      warmupErrors++;
      if (samples.length < 10)
        samples.push(`(warm-up) ${operation} -> ${status || 'network error'}: ${(text ?? '').slice(0, 200)}`);
    }
    if (!measuring) return;
    all.push(ms);
    let list = times.get(operation);
    if (!list) times.set(operation, (list = []));
    list.push(ms);
    if (status >= 200 && status < 300) return;
    const key = `${operation} -> ${status || 'network error'}`;
    errors.set(key, (errors.get(key) ?? 0) + 1);
    if (samples.length < 10) samples.push(`${key}: ${(text ?? '').slice(0, 200)}`);
  };

  // Registration: a few at a time (each hashes a password on the server), not measured.
  const registering = performance.now();
  const clients: BenchClient[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < input.users) {
        const index = next++;
        const client = new BenchClient(input.baseUrl, record);
        await client.register({
          username: `bench_mixed_${input.runId}_${index}`,
          password: input.password,
          businessName: `Mixed Load ${index}`,
        });
        clients[index] = client;
      }
    }),
  );
  const registrationSeconds = (performance.now() - registering) / 1000;
  progress(`${input.users} users registered in ${registrationSeconds.toFixed(1)} s`);

  const [minThink, maxThink] = input.thinkMs;
  const think = () =>
    new Promise((resolve) => setTimeout(resolve, minThink + Math.random() * (maxThink - minThink)));
  /** Every user loops until `deadline`; resolves with the number of complete loops. */
  const runUsers = async (deadline: number): Promise<number> => {
    const open = () => performance.now() < deadline;
    let loops = 0;
    await Promise.all(
      clients.map(async (client, index) => {
        // Users do not all start in the same millisecond.
        await new Promise((resolve) => setTimeout(resolve, Math.random() * maxThink));
        for (let round = 0; open(); round++) {
          await Promise.all(DASHBOARD.map(([operation, path]) => client.get(operation, path)));
          await think();
          if (!open()) break;
          await client.put('save status', '/api/implementations', {
            controlId: pick(input.controls).id,
            status: pick(STATUSES),
            notes: `Round ${round}: updated by the mixed workload.`,
          });
          await think();
          if (!open()) break;
          await client.put(
            'save finding',
            `/api/assessment/objectives/${encodeURIComponent(pick(objectives))}`,
            {
              finding: pick(['met', 'not_met']),
              methods: ['examine'],
              note: `Round ${round}: checked.`,
            },
          );
          await think();
          if (!open()) break;
          await client.uploadEvidence({
            controlId: pick(input.controls).id,
            fileName: `mixed-${index}-${round}-${Math.random().toString(36).slice(2, 6)}.txt`,
            type: 'text/plain',
            bytes: textFile(input.uploadBytes, `mixed ${index}`),
          });
          await think();
          loops++;
        }
      }),
    );
    return loops;
  };

  process.stdout.write('@phase warm-up\n');
  warming = true;
  await runUsers(performance.now() + input.warmupSeconds * 1000);
  warming = false;
  progress(`warm-up of ${input.warmupSeconds} s done (${warmupErrors} failed requests)`);

  await readyThenWait();
  measuring = true;
  const started = performance.now();
  const loops = await runUsers(started + input.seconds * 1000);
  const seconds = (performance.now() - started) / 1000;
  measuring = false;

  const output: MixedOutput = {
    users: input.users,
    seconds,
    loops,
    requests: all.length,
    requestsPerSecond: all.length / seconds,
    latency: {
      p50: percentile(all, 50),
      p90: percentile(all, 90),
      p99: percentile(all, 99),
      max: percentile(all, 100),
    },
    operations: Object.fromEntries(
      [...times].map(([operation, values]) => [
        operation,
        {
          count: values.length,
          p50: percentile(values, 50),
          p99: percentile(values, 99),
          max: percentile(values, 100),
        },
      ]),
    ),
    errors: [...errors.values()].reduce((a, b) => a + b, 0),
    errorsByOperation: Object.fromEntries(errors),
    errorSamples: samples,
    registrationSeconds,
    warmupErrors,
  };
  return output;
});
