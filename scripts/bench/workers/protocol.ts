/**
 * The worker side of the bench's worker protocol: the input comes as JSON in the environment
 * (BENCH_WORKER_INPUT: not on the command line, where every user of the machine sees it); a worker
 * that must start on a signal prints `@ready` and waits for a line on stdin; the result goes out
 * as one `@result <json>` line on stdout. Progress goes to stderr.
 */
import readline from 'node:readline';

export function workerInput<T>(): T {
  const raw = process.env.BENCH_WORKER_INPUT;
  if (!raw) throw new Error('worker input (JSON) missing: BENCH_WORKER_INPUT');
  return JSON.parse(raw) as T;
}

let lines: AsyncIterator<string> | undefined;

/** Says it is ready and waits for the bench to say go (after it has read the server's memory). */
export async function readyThenWait(): Promise<void> {
  lines ??= readline.createInterface({ input: process.stdin })[Symbol.asyncIterator]();
  process.stdout.write('@ready\n');
  await lines.next();
}

export function progress(message: string): void {
  process.stderr.write(`${message}\n`);
}

/**
 * Runs the worker and prints its result, then stays until the bench closes its stdin or stops it
 * (so that the bench can still read its CPU time), and exits whatever sockets are left open.
 */
export function runWorker(main: () => Promise<unknown>): void {
  main().then(
    (result) => {
      process.stdout.write(`@result ${JSON.stringify(result)}\n`);
      process.stdin.on('end', () => process.exit(0));
      process.stdin.on('close', () => process.exit(0));
      process.stdin.resume();
    },
    (error: unknown) => {
      process.stderr.write(
        `worker failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
      );
      process.exit(1);
    },
  );
}
