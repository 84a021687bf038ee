/**
 * What the sections share, made when a section first needs it: the database, the app process,
 * the ceiling, the realistic organization, the admin account.
 */
import crypto from 'node:crypto';
import os from 'node:os';
import { makeTempDir } from './cleanup';
import { openBenchDatabase, type BenchDatabase } from './database';
import type { BenchOptions } from './options';
import { portAllocator } from './processes';
import { createRealisticOrg, type RealisticOrg } from './realistic-org';
import type { Report } from './report';
import { appEnvironment, startApp, startCeiling, type Server } from './servers/start';

export class BenchContext {
  readonly runId = `${Date.now().toString(36)}${crypto.randomBytes(2).toString('hex')}`;
  readonly sessionSecret = crypto.randomBytes(32).toString('base64url');
  readonly nextPort: () => Promise<number>;
  /** The ceiling's req/s in this run, once measured (section a, or h alone). */
  ceilingRequestsPerSecond: number | undefined;
  /** Measurements during which other programs competed for the cores. */
  readonly noisyMeasurements: string[] = [];
  /** PostgreSQL is someone else's server: its CPU cannot be told from other programs'. */
  externalDatabase = false;
  private dataDirPath: string | undefined;
  private database: Promise<BenchDatabase> | undefined;
  private app: Promise<Server> | undefined;
  private ceiling: Promise<Server> | undefined;
  private realistic: Promise<RealisticOrg> | undefined;
  private realisticLevel2: Promise<RealisticOrg> | undefined;

  constructor(
    readonly options: BenchOptions,
    readonly report: Report,
  ) {
    this.nextPort = portAllocator(options.portBase);
  }

  /** The app's DATA_DIR (evidence objects), shared by every app process of the run. */
  get dataDir(): string {
    this.dataDirPath ??= makeTempDir('cmmc-bench-data-', os.tmpdir());
    return this.dataDirPath;
  }

  needDatabase(): Promise<BenchDatabase> {
    this.database ??= openBenchDatabase(this.options.databaseServerUrl).then((database) => {
      this.externalDatabase = database.kind === 'external';
      this.report.say(`PostgreSQL ${database.version} (${database.kind}); fresh database for this run`);
      return database;
    });
    return this.database;
  }

  /** The environment of an app process of this run on `port` (0 for the cluster). */
  async appEnv(port: number): Promise<Record<string, string>> {
    const database = await this.needDatabase();
    return appEnvironment({
      databaseUrl: database.url,
      dataDir: this.dataDir,
      sessionSecret: this.sessionSecret,
      port,
    });
  }

  needApp(): Promise<Server> {
    this.app ??= (async () => {
      const env = await this.appEnv(await this.nextPort());
      const started = performance.now();
      const app = await startApp('app', env);
      this.report.say(
        `App process pid ${app.pids[0]} on ${app.url}, healthy after ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
      return app;
    })();
    return this.app;
  }

  /** The app process, if it was started (it is stopped before the start-up section). */
  startedApp(): Promise<Server> | undefined {
    return this.app;
  }

  needCeiling(): Promise<Server> {
    this.ceiling ??= (async () => startCeiling(await this.nextPort()))();
    return this.ceiling;
  }

  needRealistic(): Promise<RealisticOrg> {
    this.realistic ??= (async () => {
      const app = await this.needApp();
      const started = performance.now();
      const org = await createRealisticOrg(app.url, this.runId);
      const files = [...org.evidence.values()].flat().length;
      this.report.say(
        `Realistic organization ${org.username}: ${org.controls.length} statuses, findings on all objectives, ${files} evidence files ` +
          `(set up in ${((performance.now() - started) / 1000).toFixed(1)} s)`,
      );
      return org;
    })();
    return this.realistic;
  }

  /** The same organization at Level 2: 110 requirements, 320 objectives (issue 26). */
  needRealisticLevel2(): Promise<RealisticOrg> {
    this.realisticLevel2 ??= (async () => {
      const app = await this.needApp();
      const started = performance.now();
      const org = await createRealisticOrg(app.url, this.runId, 2);
      const files = [...org.evidence.values()].flat().length;
      this.report.say(
        `Level 2 organization ${org.username}: ${org.controls.length} statuses, findings on all objectives, ${files} evidence files ` +
          `(set up in ${((performance.now() - started) / 1000).toFixed(1)} s)`,
      );
      return org;
    })();
    return this.realisticLevel2;
  }

  /** Stops the app and the ceiling (before the start-up section, which starts apps of its own). */
  async stopServers(): Promise<void> {
    for (const server of [this.app, this.ceiling]) await (await server?.catch(() => undefined))?.child.stop();
  }
}
