/** The command line of `npm run bench`. */
import { parseArgs } from 'node:util';

export const SECTIONS = {
  reads: 'a. client reads at N connections, beside the bare-Fastify ceiling',
  mixed: 'b. mixed workload of simulated users',
  admin: 'c. admin console lists (only with --large or --huge)',
  uploads: 'd. 10 MB uploads through the upload link',
  documents: 'e. compliance PDF and evidence package',
  startup: 'f. start-up to healthy, first and warm',
  sql: 'g. SQL statements per client read, small and grown',
  scale: 'h. one app process against two',
  frontend: 'i. front end (scripts/bench-frontend.ts)',
} as const;
export type SectionName = keyof typeof SECTIONS;
const LETTERS = Object.fromEntries(
  Object.keys(SECTIONS).map((name, i) => [String.fromCharCode(97 + i), name]),
);

export const USAGE = `Usage: npm run bench -- [options]

Builds the web app, starts its own PostgreSQL (embedded, or a fresh database on the server of
BENCH_DATABASE_URL / DATABASE_URL), the app as its own process (as npm start does) and a bare
Fastify ceiling, drives them from separate load processes, and prints every figure beside its
budget. Results also go to .tmp/bench/latest.json.

  --quick               short runs (a CI smoke run: about two minutes)
  --large               first load the 10,000-organization demo set (npm run seed:demo, about
                        70 s on 2 cores; its 100,000 files carry their SHA-256 already)
  --huge                first load the 100,000-organization set instead (seed:demo --findings
                        all: 5.9 million findings, a million files, ten million activity entries;
                        never in CI), then run only a, b and c on it unless --only says otherwise
  --only <sections>     run only these (comma-separated names or letters, repeatable):
${Object.entries(SECTIONS)
  .map(([name, text]) => `                          ${name.padEnd(10)} ${text}`)
  .join('\n')}
  --reads <labels>      section a measures only these reads, by their label (comma-separated,
                        e.g. "GET /api/progress/overall,L2 GET /api/implementations"): to profile one read
                        with BENCH_APP_NODE_ARGS (BENCHMARKS.md, "How to profile")
  --no-build            reuse dist/web when it exists
  --seconds <n>         seconds per throughput measurement (default 10, --quick 2)
  --connections <n>     connections of the throughput measurements (default 50)
  --users <n>           simulated users of the mixed workload (default 200, --quick 50)
  --mixed-seconds <n>   length of the mixed workload (default 60, --quick 20)
  --port-base <n>       ports of the app, ceiling and start-up processes, from n upwards
                        (BENCH_PORT_BASE; default: any free port). The embedded PostgreSQL and
                        the cluster of section h always take a free port of the system's choosing.
  --out <dir>           where the JSON results go (default .tmp/bench)
  --chromium <path>     Chromium for the front-end section (default /usr/bin/chromium)`;

/** The demo set loaded before the sections measured on it (npm run seed:demo). */
export interface SeededSet {
  flag: '--large' | '--huge';
  organizations: number;
  findings: 'some' | 'all';
}

export const SEEDED_SETS: Record<'large' | 'huge', SeededSet> = {
  large: { flag: '--large', organizations: 10_000, findings: 'some' },
  huge: { flag: '--huge', organizations: 100_000, findings: 'all' },
};

export interface BenchOptions {
  quick: boolean;
  /** The seeded set, if any (--large or --huge). */
  set: SeededSet | undefined;
  only: Set<SectionName>;
  /** Section a's reads, by their label; undefined: all. */
  reads: string[] | undefined;
  build: boolean;
  seconds: number;
  warmupSeconds: number;
  connections: number;
  users: number;
  mixedSeconds: number;
  mixedWarmupSeconds: number;
  uploadRuns: number;
  documentRuns: number;
  adminRequests: number;
  portBase: number | undefined;
  outDir: string;
  chromium: string;
  databaseServerUrl: string | undefined;
}

function positive(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed <= 0) throw new Error(`--${name} must be a positive number`);
  return parsed;
}

export function parseOptions(argv: string[]): BenchOptions | 'help' {
  const { values } = parseArgs({
    args: argv,
    options: {
      quick: { type: 'boolean', default: false },
      large: { type: 'boolean', default: false },
      huge: { type: 'boolean', default: false },
      only: { type: 'string', multiple: true },
      reads: { type: 'string', multiple: true },
      'no-build': { type: 'boolean', default: false },
      seconds: { type: 'string' },
      connections: { type: 'string' },
      users: { type: 'string' },
      'mixed-seconds': { type: 'string' },
      'port-base': { type: 'string' },
      out: { type: 'string' },
      chromium: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
    strict: true,
  });
  if (values.help) return 'help';
  const quick = values.quick;
  const only = new Set<SectionName>();
  for (const entry of (values.only ?? []).flatMap((v) => v.split(','))) {
    const name = (LETTERS[entry.trim()] ?? entry.trim()) as SectionName;
    if (!(name in SECTIONS))
      throw new Error(`--only: no section "${entry}" (${Object.keys(SECTIONS).join(', ')})`);
    only.add(name);
  }
  if (values.large && values.huge) throw new Error('--large and --huge: choose one set');
  const set = values.huge ? SEEDED_SETS.huge : values.large ? SEEDED_SETS.large : undefined;
  // The huge set is for what grows with the data: the reads, the mixed workload, the admin lists.
  const defaults: SectionName[] = values.huge
    ? ['reads', 'mixed', 'admin']
    : (Object.keys(SECTIONS) as SectionName[]);
  if (only.size === 0) for (const name of defaults) only.add(name);
  const portBase = values['port-base'] ?? process.env.BENCH_PORT_BASE;
  return {
    quick,
    set,
    only,
    reads: values.reads?.flatMap((v) => v.split(',')).map((v) => v.trim()),
    build: !values['no-build'],
    seconds: positive(values.seconds ?? process.env.BENCH_SECONDS, 'seconds', quick ? 2 : 10),
    warmupSeconds: quick ? 0.5 : 2,
    connections: positive(values.connections, 'connections', 50),
    users: positive(values.users, 'users', quick ? 50 : 200),
    mixedSeconds: positive(values['mixed-seconds'], 'mixed-seconds', quick ? 20 : 60),
    mixedWarmupSeconds: quick ? 3 : 10,
    uploadRuns: quick ? 3 : 5,
    documentRuns: quick ? 3 : 5,
    adminRequests: quick ? 20 : 50,
    portBase: portBase === undefined ? undefined : positive(portBase, 'port-base', 0),
    outDir: values.out ?? '.tmp/bench',
    chromium: values.chromium ?? process.env.BENCH_CHROMIUM ?? '/usr/bin/chromium',
    databaseServerUrl: process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL,
  };
}
