/** The bench's side of workers/protocol.ts: runs a worker as its own process and returns its result. */
import { baseEnv, failOnExit, spawnTs, type Child } from './processes';

export interface WorkerRun<T> {
  result: T;
  pid: number;
}

/**
 * Starts `entry` with `input`; when it says it is ready, `hooks.onReady` runs (read memory, start
 * the CPU meter) and the worker is told to go. Resolves with its `@result`; rejects if it stops without one.
 */
export function runWorker<T>(
  name: string,
  entry: string,
  input: unknown,
  hooks: {
    onReady?: (child: Child) => void | Promise<void>;
    /** Runs as the result arrives, before the worker is stopped (read its CPU time then). */
    onResult?: (child: Child) => void;
    /** Any other line it prints on stdout (`@phase ...` marks). */
    onLine?: (line: string) => void;
  } = {},
): Promise<WorkerRun<T>> {
  const child = spawnTs(name, entry, [], {
    env: baseEnv({ NODE_ENV: 'production', BENCH_WORKER_INPUT: JSON.stringify(input) }),
    stdin: true,
    echoStderr: true,
  });
  return new Promise<WorkerRun<T>>((resolve, reject) => {
    child.onLine((line) => {
      if (line === '@ready') {
        Promise.resolve(hooks.onReady?.(child)).then(
          () => child.process.stdin!.write('go\n'),
          (error: unknown) => {
            void child.stop('SIGKILL');
            reject(error as Error);
          },
        );
      } else if (line.startsWith('@result ')) {
        hooks.onResult?.(child);
        resolve({ result: JSON.parse(line.slice('@result '.length)) as T, pid: child.pid });
      } else {
        hooks.onLine?.(line);
      }
    });
    failOnExit(child).catch((error: unknown) => reject(error as Error));
  }).finally(() => {
    child.process.stdin!.end();
    return child.stop('SIGTERM', 5000);
  });
}
