/**
 * `npx tsx scripts/bench/profile-summary.ts [--results <bench json> --read <label>] <file.cpuprofile>`:
 * where an app process spent its CPU, from the V8 profile that
 * `BENCH_APP_NODE_ARGS="--cpu-prof --cpu-prof-dir=<dir>"` writes when the bench stops the app.
 * With `--results` and `--read`, only the samples taken while that read of section a was measured
 * (its `monotonicMicros`, the clock of the profile's sample times; `--read "mixed workload"`: the
 * measured stretch of section b). Prints the share of the busy
 * samples by part of the stack (the app's code, Fastify, pg, zod, Node's HTTP and sockets, garbage
 * collection...), then the functions with the most self time. Idle samples (the event loop
 * waiting) are left out of the shares, and their own share is printed first: an app that is never
 * idle is CPU-bound. BENCHMARKS.md, "How to profile".
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** What `--read` names to keep the mixed workload's measured stretch instead of a read's. */
const MIXED = 'mixed workload';

interface Window {
  from: number;
  to: number;
}

/** The part of the stack a frame belongs to, by where its code lives. */
const PARTS: [name: string, test: (url: string, fn: string) => boolean][] = [
  ['garbage collection', (_, fn) => fn === '(garbage collector)'],
  ['the app (src/)', (url) => url.includes('/src/')],
  [
    'fastify and its plugins',
    (url) => /node_modules\/(@fastify|fastify|find-my-way|avvio|light-my-request)/.test(url),
  ],
  ['pg (PostgreSQL client)', (url) => /node_modules\/(pg|pg-protocol|pg-pool|pg-types)\//.test(url)],
  ['drizzle-orm', (url) => url.includes('node_modules/drizzle-orm')],
  ['zod', (url) => url.includes('node_modules/zod')],
  ['pino (logging)', (url) => /node_modules\/(pino|thread-stream|sonic-boom)/.test(url)],
  ['other packages', (url) => url.includes('node_modules/')],
  [
    "Node's HTTP, streams and sockets",
    (url) =>
      /node:(_http|http|net|stream|internal\/(streams|http|net|stream_base))/.test(url) || /^node:/.test(url),
  ],
  ['V8 and native (no script)', (url) => url === ''],
];

function partOf(url: string, fn: string): string {
  return PARTS.find(([, test]) => test(url, fn))?.[0] ?? 'other';
}

/** Self time per profile node, from the samples taken inside the window (all without one). */
function selfTimes(profile: CpuProfile, window: Window | undefined): Map<number, number> {
  const selfMicros = new Map<number, number>();
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    at += delta;
    if (window && (at < window.from || at > window.to)) return;
    selfMicros.set(id, (selfMicros.get(id) ?? 0) + delta);
  });
  return selfMicros;
}

/** The measured window of one read of section a (or of the mixed workload), from the bench's JSON results. */
function readWindow(resultsFile: string, label: string): Window {
  const results = JSON.parse(fs.readFileSync(resultsFile, 'utf8')) as {
    sections: {
      a_reads?: { reads: { label: string; monotonicMicros?: Window }[] };
      b_mixed?: { monotonicMicros?: Window };
    };
  };
  if (label === MIXED) {
    const window = results.sections.b_mixed?.monotonicMicros;
    if (!window) throw new Error(`${resultsFile} has no measured mixed workload`);
    return window;
  }
  const reads = results.sections.a_reads?.reads ?? [];
  const run = reads.find((read) => read.label === label);
  if (!run?.monotonicMicros)
    throw new Error(
      `${resultsFile} has no measured read "${label}" (it has: ${reads.map((r) => r.label).join(', ')})`,
    );
  return run.monotonicMicros;
}

function summarize(file: string, window: Window | undefined): void {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfMicros = selfTimes(profile, window);
  let idle = 0;
  let busy = 0;
  const parts = new Map<string, number>();
  const functions = new Map<string, number>();
  for (const [id, micros] of selfMicros) {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    if (functionName === '(idle)') {
      idle += micros;
      continue;
    }
    busy += micros;
    const part = partOf(url, functionName);
    parts.set(part, (parts.get(part) ?? 0) + micros);
    const where = url ? `${url.replace(/^.*\/(node_modules|src)\//, '$1/')}:${lineNumber + 1}` : '';
    const key = `${functionName || '(anonymous)'} ${where}`.trim();
    functions.set(key, (functions.get(key) ?? 0) + micros);
  }
  const total = idle + busy;
  const pct = (micros: number, of: number) => `${((100 * micros) / of).toFixed(1).padStart(5)} %`;
  console.log(`${file}`);
  console.log(
    `  sampled ${(total / 1e6).toFixed(1)} s: busy ${pct(busy, total)}, idle ${pct(idle, total)} (the event loop waiting)`,
  );
  console.log('  busy time by part of the stack (self time):');
  for (const [part, micros] of [...parts].sort((a, b) => b[1] - a[1]))
    console.log(`    ${pct(micros, busy)}  ${part}`);
  console.log('  the 15 functions with the most self time:');
  for (const [key, micros] of [...functions].sort((a, b) => b[1] - a[1]).slice(0, 15))
    console.log(`    ${pct(micros, busy)}  ${key.slice(0, 110)}`);
}

const { values, positionals: files } = parseArgs({
  options: { results: { type: 'string' }, read: { type: 'string' } },
  allowPositionals: true,
});
if (files.length === 0 || Boolean(values.results) !== Boolean(values.read)) {
  console.error(
    'Usage: npx tsx scripts/bench/profile-summary.ts [--results <bench json> --read <label>] <file.cpuprofile> ...',
  );
  process.exit(2);
}
const window = values.results && values.read ? readWindow(values.results, values.read) : undefined;
for (const file of files) summarize(file, window);
