/**
 * The small balancer of the bench's one-process-against-two measurement: Node's cluster primary,
 * round-robin, forking `workers` processes that each run the app exactly as `npm start` does
 * (src/server/main.ts under tsx), with this process's environment. The primary accepts each
 * connection and hands its socket to a worker, which then serves it directly: no per-byte proxy.
 *
 * PORT must be 0: start.ts checks that a fixed PORT is free with an exclusive listen, which the
 * second worker would fail while the primary holds the shared port; with 0 every worker gets the
 * same port from the primary (Node's cluster documentation). It prints `@listening {"port", "pids"}`
 * once every worker listens. Usage: cluster.ts <workers>
 */
import cluster, { type Worker } from 'node:cluster';
import path from 'node:path';

const count = Number(process.argv[2] ?? 2);
const main = path.resolve(import.meta.dirname, '../../../src/server/main.ts');

cluster.schedulingPolicy = cluster.SCHED_RR;
cluster.setupPrimary({ exec: main, execArgv: ['--import', 'tsx'], args: [] });

let stopping = false;
const workers: Worker[] = [];
const listening = new Map<number, number>();

cluster.on('listening', (worker, address) => {
  listening.set(worker.id, address.port);
  if (listening.size === count) {
    const ports = new Set(listening.values());
    if (ports.size !== 1) {
      process.stderr.write(`workers listen on different ports: ${[...ports].join(', ')}\n`);
      process.exit(1);
    }
    const pids = workers.map((w) => w.process.pid);
    process.stdout.write(`@listening ${JSON.stringify({ port: [...ports][0], pids })}\n`);
  }
});

cluster.on('exit', (worker, code, signal) => {
  if (stopping) return;
  process.stderr.write(`worker ${worker.process.pid} stopped (${signal ?? `exit code ${code}`})\n`);
  process.exit(1);
});

for (let i = 0; i < count; i++) workers.push(cluster.fork());

async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await Promise.all(
    workers.map(
      (worker) =>
        new Promise<void>((resolve) => {
          if (worker.isDead()) return resolve();
          worker.once('exit', () => resolve());
          worker.process.kill('SIGTERM');
        }),
    ),
  );
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
