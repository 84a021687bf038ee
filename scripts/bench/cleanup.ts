/**
 * Everything the bench starts (processes, temporary folders, a database) registers how to undo it
 * here; `cleanupAll` undoes it all, newest first, on success, failure, Ctrl+C or SIGTERM.
 */
import fs from 'node:fs';

interface Task {
  label: string;
  run: () => Promise<unknown> | unknown;
}

const tasks = new Set<Task>();
/** Undone synchronously at process exit, should the asynchronous cleanup never have run. */
const atExit = new Set<() => void>();
let cleaning: Promise<void> | undefined;

/** Registers an undo step; the returned function drops it (the thing was already undone). */
export function deferCleanup(label: string, run: Task['run'], sync?: () => void): () => void {
  const task = { label, run };
  tasks.add(task);
  if (sync) atExit.add(sync);
  return () => {
    tasks.delete(task);
    if (sync) atExit.delete(sync);
  };
}

export function cleanupAll(): Promise<void> {
  cleaning ??= (async () => {
    for (const task of [...tasks].reverse()) {
      tasks.delete(task);
      try {
        await task.run();
      } catch (error) {
        process.stderr.write(`cleanup (${task.label}) failed: ${(error as Error).message}\n`);
      }
    }
    atExit.clear();
  })();
  return cleaning;
}

/** A temporary folder that is removed at the end, whatever happens. */
export function makeTempDir(prefix: string, parent: string): string {
  fs.mkdirSync(parent, { recursive: true });
  const dir = fs.mkdtempSync(`${parent.replace(/\/$/, '')}/${prefix}`);
  const remove = () => fs.rmSync(dir, { recursive: true, force: true });
  deferCleanup(`remove ${dir}`, remove, remove);
  return dir;
}

let interrupted = false;

/** Whether Ctrl+C (or SIGTERM, SIGHUP) came: the bench then starts nothing more. */
export const wasInterrupted = () => interrupted;

/** Ctrl+C, SIGTERM or SIGHUP: undo everything, then exit 130. A second signal is reported only. */
export function installInterruptHandlers(): void {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      if (interrupted) {
        process.stderr.write(`${signal}: still stopping what the bench started...\n`);
        return;
      }
      interrupted = true;
      process.stderr.write(`\n${signal}: stopping every process the bench started...\n`);
      setTimeout(() => process.exit(130), 60_000).unref();
      void cleanupAll().finally(() => process.exit(130));
    });
  }
  process.on('exit', () => {
    for (const undo of atExit) {
      try {
        undo();
      } catch {
        // Last resort at exit: nothing more can be done.
      }
    }
  });
}
