/**
 * Child processes of the bench: each one its own OS process whose pid is the program's own
 * (`node --import tsx entry`, as tests/support/processes.ts runTs and `npm start` do), stopped by
 * its pid at the end whatever happens (cleanup.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { deferCleanup } from './cleanup';

export const projectRoot = path.resolve(import.meta.dirname, '../..');

const TAIL_CHARS = 200_000;

export interface Child {
  name: string;
  pid: number;
  process: ChildProcess;
  /** The last part of what it printed (stdout and stderr together). */
  output(): string;
  /** Each complete line it prints on stdout. */
  onLine(listener: (line: string) => void): void;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  running(): boolean;
  /** SIGTERM (or `signal`), then SIGKILL after `graceMs`; resolves once it has exited. */
  stop(signal?: NodeJS.Signals, graceMs?: number): Promise<void>;
}

/** Only what a program needs from our environment: no DATABASE_URL or secrets leak in by accident. */
export function baseEnv(extra: Record<string, string>): Record<string, string> {
  const keep = ['PATH', 'HOME', 'TMPDIR', 'LANG', 'TZ'];
  const env: Record<string, string> = {};
  for (const key of keep) if (process.env[key]) env[key] = process.env[key]!;
  return { ...env, ...extra };
}

export interface SpawnOptions {
  env: Record<string, string>;
  /** Keep stdin open (the workers wait for "go" on it). */
  stdin?: boolean;
  /** Copy its stderr to ours as it comes, prefixed with its name. */
  echoStderr?: boolean;
  /** Flags for node itself, before the program (`--trace-gc`, `--cpu-prof`). */
  nodeArgs?: string[];
}

/** Runs one of our TypeScript programs as its own process. */
export function spawnTs(name: string, entry: string, args: string[], options: SpawnOptions): Child {
  const nodeArgs = options.nodeArgs ?? [];
  return spawnNode(
    name,
    [...nodeArgs, '--import', 'tsx', path.resolve(projectRoot, entry), ...args],
    options,
  );
}

export function spawnNode(name: string, args: string[], options: SpawnOptions): Child {
  const child = spawn(process.execPath, args, {
    cwd: projectRoot,
    env: options.env,
    stdio: [options.stdin ? 'pipe' : 'ignore', 'pipe', 'pipe'],
  });
  if (child.pid === undefined) throw new Error(`${name} could not start`);
  let text = '';
  let partial = '';
  const lineListeners: ((line: string) => void)[] = [];
  const keep = (chunk: string) => {
    text += chunk;
    if (text.length > TAIL_CHARS * 2) text = text.slice(-TAIL_CHARS);
  };
  child.stdout!.setEncoding('utf8');
  child.stderr!.setEncoding('utf8');
  child.stdout!.on('data', (chunk: string) => {
    keep(chunk);
    partial += chunk;
    const lines = partial.split('\n');
    partial = lines.pop()!;
    for (const line of lines) for (const listener of lineListeners) listener(line);
  });
  child.stderr!.on('data', (chunk: string) => {
    keep(chunk);
    if (options.echoStderr) process.stderr.write(chunk.replace(/^(?=.)/gm, `  [${name}] `));
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  const running = () => child.exitCode === null && child.signalCode === null;
  const stop = async (signal: NodeJS.Signals = 'SIGTERM', graceMs = 15_000) => {
    if (!running()) return;
    child.kill(signal);
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    await exited;
    clearTimeout(timer);
  };
  const undo = deferCleanup(
    `stop ${name} (pid ${child.pid})`,
    () => stop(),
    () => {
      if (running()) child.kill('SIGKILL');
    },
  );
  void exited.then(undo);
  return {
    name,
    pid: child.pid,
    process: child,
    output: () => text,
    onLine: (listener) => lineListeners.push(listener),
    exited,
    running,
    stop,
  };
}

/** The exit of a child as an error, with the end of its output: for a child that should not stop. */
export async function failOnExit(child: Child): Promise<never> {
  const { code, signal } = await child.exited;
  throw new Error(
    `${child.name} (pid ${child.pid}) stopped (${signal ?? `exit code ${code}`}):\n${child.output().slice(-3000)}`,
  );
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** Ports for what the bench starts: free ones from `base` upwards, or any free port without one. */
export function portAllocator(base: number | undefined, last = (base ?? 0) + 18): () => Promise<number> {
  let next = base;
  return async () => {
    if (next === undefined) {
      return new Promise((resolve, reject) => {
        const server = net.createServer();
        server.once('error', reject);
        server.listen(0, '127.0.0.1', () => {
          const { port } = server.address() as net.AddressInfo;
          server.close(() => resolve(port));
        });
      });
    }
    while (next <= last) {
      const port = next++;
      if (await portIsFree(port)) return port;
    }
    throw new Error(`No free port left in ${base}-${last}`);
  };
}

/** Polls `url` until it answers 200; fails when `child` stops first or after `timeoutMs`. */
export async function waitForHttp(
  url: string,
  child: Child | undefined,
  timeoutMs = 120_000,
): Promise<number> {
  const started = performance.now();
  const deadline = started + timeoutMs;
  for (;;) {
    if (child && !child.running()) await failOnExit(child);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer();
      if (response.status === 200) return performance.now() - started;
    } catch {
      // Not listening yet.
    }
    if (performance.now() > deadline)
      throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
