/**
 * --large and --huge: the 10,000- or 100,000-organization demo set, loaded with the project's own
 * seeder (`npm run seed:demo -- --organizations N`, bulk INSERT ... SELECT statements) into the
 * run's database and DATA_DIR. The seeded files carry the SHA-256 of the placeholder they point at,
 * so no app process started later hashes them in the background while being measured.
 */
import type { BenchContext } from '../context';
import type { SeededSet } from '../options';
import { spawnTs } from '../processes';

async function runCli(context: BenchContext, name: string, entry: string, args: string[]): Promise<number> {
  const started = performance.now();
  const cli = spawnTs(name, entry, args, { env: await context.appEnv(0), echoStderr: true });
  cli.onLine((line) => context.report.say(`  [${name}] ${line}`));
  const { code } = await cli.exited;
  if (code !== 0) throw new Error(`${name} failed (exit code ${code}):\n${cli.output().slice(-3000)}`);
  return (performance.now() - started) / 1000;
}

export async function loadLargeSet(context: BenchContext): Promise<void> {
  const { report } = context;
  const set: SeededSet | undefined = context.options.set;
  if (!set) return;
  report.heading(`Loading the ${set.organizations.toLocaleString('en-US')}-organization set (${set.flag})`);
  const seedSeconds = await runCli(context, 'seed:demo', 'src/server/cli/seed-demo.ts', [
    '--organizations',
    String(set.organizations),
    '--findings',
    set.findings,
  ]);
  report.say(`seeded in ${seedSeconds.toFixed(1)} s`);
  report.record('large', { ...set, seedSeconds });
}
