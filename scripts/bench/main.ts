/**
 * `npm run bench`: an honest, out-of-process benchmark of the app (issue 14). The orchestrator
 * (this process) builds the web app, starts PostgreSQL, the app as `npm start` runs it, and a bare
 * Fastify ceiling, each its own process; load comes from worker processes (scripts/bench/workers),
 * never from the orchestrator or the server. Sections print as they go; the budgets and the JSON
 * (.tmp/bench/latest.json) come at the end. Everything started is stopped and removed at the end,
 * on failure and on Ctrl+C too. `npm run bench -- --help` lists the options.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cleanupAll, deferCleanup, installInterruptHandlers, wasInterrupted } from './cleanup';
import { BenchContext } from './context';
import { parseOptions, USAGE, type BenchOptions, type SectionName } from './options';
import { projectRoot } from './processes';
import { Report } from './report';
import { adminSection } from './sections/admin';
import { documentsSection } from './sections/documents';
import { frontendSection } from './sections/frontend';
import { loadLargeSet } from './sections/large';
import { mixedSection } from './sections/mixed';
import { readsSection } from './sections/reads';
import { scaleSection } from './sections/scale';
import { sqlGrownSection, sqlSmallSection } from './sections/sql';
import { startupSection } from './sections/startup';
import { uploadsSection } from './sections/uploads';
import { loggedProblems } from './servers/start';

function git(args: string[]): string | undefined {
  const result = spawnSync('git', args, { cwd: projectRoot, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : undefined;
}

async function build(options: BenchOptions, report: Report): Promise<void> {
  if (!options.build && fs.existsSync(path.join(projectRoot, 'dist', 'web', 'index.html'))) {
    report.say('Web build: reusing dist/web (--no-build)');
    return;
  }
  const started = performance.now();
  const child = spawn('npm', ['run', 'build'], { cwd: projectRoot, stdio: ['ignore', 'pipe', 'pipe'] });
  const undo = deferCleanup('stop npm run build', () => child.kill('SIGTERM'));
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  undo();
  if (code !== 0) throw new Error(`npm run build failed (exit code ${code}):\n${output.slice(-3000)}`);
  report.say(`Web build: npm run build in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** The sections in the order they run; the SQL count has a half before the data grows. */
const PLAN: { name: SectionName | 'large'; run: (context: BenchContext) => Promise<void> }[] = [
  { name: 'sql', run: sqlSmallSection },
  { name: 'large', run: loadLargeSet },
  { name: 'reads', run: readsSection },
  { name: 'scale', run: scaleSection },
  { name: 'mixed', run: mixedSection },
  { name: 'uploads', run: uploadsSection },
  { name: 'documents', run: documentsSection },
  { name: 'admin', run: adminSection },
  { name: 'sql', run: sqlGrownSection },
  { name: 'frontend', run: frontendSection },
  { name: 'startup', run: startupSection },
];

async function main(): Promise<number> {
  let options: BenchOptions | 'help';
  try {
    options = parseOptions(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n\n${USAGE}\n`);
    return 2;
  }
  if (options === 'help') {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  installInterruptHandlers();
  const runStarted = performance.now();
  const commit = git(['rev-parse', '--short', 'HEAD']);
  const dirty = git(['status', '--porcelain'])?.length ? ' (with uncommitted changes)' : '';
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const report = new Report({
    date: new Date().toISOString(),
    machine: {
      cpu,
      cores: os.cpus().length,
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
      os: `${os.type()} ${os.release()}`,
    },
    node: process.version,
    commit: commit ? `${commit}${dirty}` : undefined,
    loadAverageAtStart: os.loadavg().map((v) => Number(v.toFixed(2))),
    // The server's URL may hold a password: only its host goes into the results.
    options: {
      ...options,
      only: [...options.only],
      databaseServerUrl: options.databaseServerUrl ? new URL(options.databaseServerUrl).host : undefined,
    },
  });
  report.say(
    `npm run bench: ${new Date().toISOString()}, ${os.cpus().length} x ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}, commit ${commit ?? '?'}${dirty}`,
  );
  report.say(
    `sections: ${[...options.only].join(', ')}${options.quick ? ' (--quick)' : ''}${options.set ? ` (${options.set.flag})` : ''}`,
  );
  const context = new BenchContext(options, report);
  let failed = 0;
  try {
    await build(options, report);
    const needsApp = [...options.only].some((name) => name !== 'startup');
    if (needsApp) {
      await context.needApp();
      await context.needRealistic();
    }
    for (const step of PLAN) {
      // The large set is loaded after the first SQL count, before everything measured on it.
      if (step.name === 'large') {
        if (options.set && needsApp) await loadLargeSet(context);
        continue;
      }
      if (!options.only.has(step.name)) continue;
      if (wasInterrupted()) break;
      try {
        if (step.name === 'startup') await context.stopServers();
        await step.run(context);
      } catch (error) {
        if (wasInterrupted()) break;
        failed++;
        report.problem(
          `section ${step.name} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
        );
      }
    }
  } catch (error) {
    failed++;
    report.problem(
      `the bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
  } finally {
    const app = await context.startedApp()?.catch(() => undefined);
    if (app) {
      const logged = loggedProblems(app);
      if (logged.length > 0) {
        report.problem(`the app logged ${logged.length} warning/error line(s); the first ones:`);
        for (const line of logged.slice(0, 5)) report.say(`    ${line.slice(0, 400)}`);
      }
    }
    await context.stopServers();
    await cleanupAll();
  }
  if (context.noisyMeasurements.length > 0) {
    report.say();
    report.say(
      `(!) Other programs used more than a quarter of a core during ${context.noisyMeasurements.length} measurement(s) ` +
        `(${context.noisyMeasurements.join('; ')}): run again on a quiet machine before trusting them.`,
    );
  }
  report.meta.loadAverageAtEnd = os.loadavg().map((v) => Number(v.toFixed(2)));
  // --huge must stay under 90 minutes in all (issue 28): the whole run's time is part of its result.
  report.meta.runMinutes = Number(((performance.now() - runStarted) / 60_000).toFixed(1));
  report.say(`\nThe whole run took ${report.meta.runMinutes} min.`);
  report.meta.noisyMeasurements = context.noisyMeasurements;
  report.printBudgets();
  const written = report.write(path.resolve(projectRoot, options.outDir));
  report.say(
    `\nResults: ${path.relative(projectRoot, written)} (and ${path.join(options.outDir, 'latest.json')})`,
  );
  return failed > 0 ? 1 : 0;
}

process.exitCode = await main();
