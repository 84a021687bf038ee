/**
 * d. 10 MB evidence files through the upload link the browser uses (workers/uploads.ts, a load
 * process of its own): single-stream MB/s, then 20 at once: aggregate MB/s and the app's peak
 * memory beyond its baseline (VmHWM reset at the start, and VmRSS sampled every 20 ms).
 */
import { BenchClient, benchPassword } from '../client';
import type { BenchContext } from '../context';
import { cpuMeter, peakMeter, type PeakMemory } from '../proc';
import { fmt, mb, median, round } from '../stats';
import { cpuText } from '../throughput';
import { runWorker } from '../worker-runner';
import type { UploadInput, UploadOutput } from '../workers/uploads';

export const UPLOAD_BUDGET = { mbPerSecond: 200, extraMb: 64 };
const FILE_BYTES = 10 * 1024 * 1024;
const CONCURRENT = 20;

async function uploadRun(context: BenchContext, input: UploadInput, pids: number[]) {
  const memory = peakMeter(pids, 20);
  let peak: PeakMemory | undefined;
  let meter: ReturnType<typeof cpuMeter> | undefined;
  let cpu: Record<string, number> = {};
  const database = await context.needDatabase();
  const { result } = await runWorker<UploadOutput>(
    `uploads x${input.concurrency}`,
    'scripts/bench/workers/uploads.ts',
    input,
    {
      onReady: (child) => {
        meter = cpuMeter({ server: pids[0], postgres: database.postmasterPid(), load: child.pid });
        meter.start();
        memory.start();
      },
      onResult: () => {
        peak = memory.stop();
        cpu = meter!.stop();
      },
    },
  );
  for (const failure of result.failures) context.report.problem(`upload failed: ${failure}`);
  return { result, peak: peak!, cpu };
}

export async function uploadsSection(context: BenchContext): Promise<void> {
  const { report, options } = context;
  const app = await context.needApp();
  report.heading(
    `d. Uploads of 10 MB through the upload link (s3/params, form POST, register); MB = 2^20 bytes`,
  );
  // An organization of its own, so that the realistic one keeps its few files.
  const uploader = new BenchClient(app.url);
  await uploader.register({
    username: `bench_uploader_${context.runId}`,
    password: benchPassword(),
    businessName: 'Upload Bench',
  });
  const base = {
    baseUrl: app.url,
    cookie: uploader.cookieHeader,
    controlId: 'AC.L1-3.1.1',
    bytes: FILE_BYTES,
  };

  const single = await uploadRun(context, { ...base, concurrency: 1, runs: options.uploadRuns }, app.pids);
  const singleMbps = single.result.flowMs.map((ms) => mb(FILE_BYTES) / (ms / 1000));
  const transferMbps = single.result.transferMs.map((ms) => mb(FILE_BYTES) / (ms / 1000));
  const singleMedian = median(singleMbps);

  const many = await uploadRun(context, { ...base, concurrency: CONCURRENT, runs: 1 }, app.pids);
  const aggregate = (CONCURRENT * mb(FILE_BYTES)) / (many.result.wallMs / 1000);
  const extra = mb(many.peak.peak - many.peak.baseline);

  const singleMet = report.check(
    'd',
    'upload single-stream',
    `${fmt(singleMedian)} MB/s`,
    `>= ${UPLOAD_BUDGET.mbPerSecond} MB/s`,
    singleMedian >= UPLOAD_BUDGET.mbPerSecond,
  );
  const aggregateMet = report.check(
    'd',
    `upload ${CONCURRENT} concurrent, aggregate`,
    `${fmt(aggregate)} MB/s`,
    `>= ${UPLOAD_BUDGET.mbPerSecond} MB/s`,
    aggregate >= UPLOAD_BUDGET.mbPerSecond,
  );
  const memoryMet = report.check(
    'd',
    `upload ${CONCURRENT} concurrent, peak memory`,
    `+${fmt(extra)} MB`,
    `< ${UPLOAD_BUDGET.extraMb} MB`,
    extra < UPLOAD_BUDGET.extraMb,
  );
  report.table([
    ['measurement', 'figure', 'budget'],
    [`single stream, median of ${singleMbps.length} (whole flow)`, `${fmt(singleMedian)} MB/s`, singleMet],
    ['single stream, the form POST alone (median)', `${fmt(median(transferMbps))} MB/s`, ''],
    [`${CONCURRENT} concurrent, aggregate`, `${fmt(aggregate)} MB/s`, aggregateMet],
    [`${CONCURRENT} concurrent, slowest upload`, `${fmt(Math.max(...many.result.flowMs))} ms`, ''],
    [`${CONCURRENT} concurrent, server peak memory beyond baseline`, `+${fmt(extra)} MB`, memoryMet],
  ]);
  report.say(
    `CPU app/pg/load/other: single stream ${cpuText(single.cpu)}; ${CONCURRENT} concurrent ${cpuText(many.cpu)}`,
  );
  report.say(
    `server memory: ${fmt(mb(many.peak.baseline))} MB before, peak ${fmt(mb(many.peak.peak))} MB (VmHWM; highest 20 ms sample ${fmt(mb(many.peak.sampledPeak))} MB), ${fmt(mb(many.peak.end))} MB after`,
  );
  report.record('d_uploads', {
    fileBytes: FILE_BYTES,
    single: {
      ...single.result,
      mbPerSecond: singleMbps.map((v) => round(v)),
      medianMbPerSecond: round(singleMedian),
      memory: single.peak,
    },
    concurrent: {
      count: CONCURRENT,
      ...many.result,
      aggregateMbPerSecond: round(aggregate),
      extraMb: round(extra),
      memory: many.peak,
    },
  });
}
