/** Starts the processes the bench measures: the app as `npm start` runs it, the ceiling, the cluster. */
import fs from 'node:fs';
import path from 'node:path';
import { baseEnv, failOnExit, projectRoot, spawnTs, waitForHttp, type Child } from '../processes';

export interface Server {
  name: string;
  url: string;
  /** The processes that serve (the app; the cluster's workers, not its primary). */
  pids: number[];
  child: Child;
}

/** The environment of an app process (src/server/config.ts), for `env` of this run. */
export function appEnvironment(settings: {
  databaseUrl?: string;
  dataDir: string;
  sessionSecret: string;
  port: number;
}): Record<string, string> {
  return baseEnv({
    ...(settings.databaseUrl ? { DATABASE_URL: settings.databaseUrl } : {}),
    PORT: String(settings.port),
    HOST: '127.0.0.1',
    DATA_DIR: settings.dataDir,
    SESSION_SECRET: settings.sessionSecret,
    LOG_LEVEL: 'warn',
    // The console without its two-step sign-in (D20), for the bench's admin only.
    ADMIN_TOTP_REQUIRED: 'false',
    // Hundreds of accounts are registered from 127.0.0.1; sign-ins are not throttled beyond 1 s.
    REGISTRATIONS_PER_HOUR: '1000000',
    SIGN_IN_DELAY_SECONDS: '1',
    // The uploads of the bench must not hit an organization's quota (D26).
    EVIDENCE_QUOTA_FILES: '1000000',
    EVIDENCE_QUOTA_BYTES: String(1024 ** 4),
  });
}

/** The app as its own process, `node --import tsx src/server/main.ts` (npm start); waits for /api/health. */
export async function startApp(name: string, env: Record<string, string>): Promise<Server> {
  // To look inside the app during a run (BENCH_APP_NODE_ARGS="--trace-gc", "--cpu-prof"): flags
  // for the app's node only, and what it prints goes to .tmp/bench/<name>.out.
  const nodeArgs = process.env.BENCH_APP_NODE_ARGS?.split(/\s+/).filter(Boolean) ?? [];
  const child = spawnTs(name, 'src/server/main.ts', [], { env, nodeArgs });
  if (nodeArgs.length > 0) {
    const folder = path.join(projectRoot, '.tmp/bench');
    fs.mkdirSync(folder, { recursive: true });
    const out = fs.createWriteStream(path.join(folder, `${name.replace(/[^\w-]+/g, '-')}.out`));
    child.onLine((line) => out.write(`${line}\n`));
  }
  const url = `http://127.0.0.1:${env.PORT}`;
  await waitForHttp(`${url}/api/health`, child);
  return { name, url, pids: [child.pid], child };
}

export async function startCeiling(port: number): Promise<Server> {
  const child = spawnTs('ceiling', 'scripts/bench/servers/ceiling.ts', [String(port)], {
    env: baseEnv({}),
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/ceiling`, child, 30_000);
  return { name: 'bare Fastify', url, pids: [child.pid], child };
}

/** `workers` app processes behind a cluster primary (servers/cluster.ts), sharing one port. */
export async function startCluster(workers: number, env: Record<string, string>): Promise<Server> {
  const child = spawnTs(`cluster of ${workers}`, 'scripts/bench/servers/cluster.ts', [String(workers)], {
    env: { ...env, PORT: '0' },
  });
  const listening = new Promise<{ port: number; pids: number[] }>((resolve) =>
    child.onLine((line) => {
      if (line.startsWith('@listening ')) resolve(JSON.parse(line.slice('@listening '.length)));
    }),
  );
  const { port, pids } = await Promise.race([listening, failOnExit(child)]);
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/api/health`, child);
  return { name: `${workers} app process${workers > 1 ? 'es' : ''} (cluster)`, url, pids, child };
}

/** Warnings and errors the app logged (pino levels 40 and up): a clean run has none. */
export function loggedProblems(server: Server): string[] {
  return server.child
    .output()
    .split('\n')
    .filter((line) => /"level":(4|5|6)0/.test(line) || /^Could not start|Error:/.test(line));
}
