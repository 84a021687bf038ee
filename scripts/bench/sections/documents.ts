/**
 * e. The compliance PDF and the evidence package of the realistic organization: the time to the
 * last byte (median of N, after one warm-up) and the app's peak memory beyond its baseline.
 */
import type { BenchContext } from '../context';
import { peakMeter } from '../proc';
import { fmt, mb, median, round } from '../stats';

const DOCUMENTS: [label: string, path: string][] = [
  ['compliance PDF', '/api/reports/compliance.pdf'],
  ['evidence package ZIP', '/api/evidence/package.zip'],
];

async function download(url: string, cookie: string): Promise<{ ms: number; bytes: number; status: number }> {
  const started = performance.now();
  const response = await fetch(url, { headers: { cookie } });
  let bytes = 0;
  const reader = response.body!.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) bytes += read.value.length;
  return { ms: performance.now() - started, bytes, status: response.status };
}

export async function documentsSection(context: BenchContext): Promise<void> {
  const { report, options } = context;
  const app = await context.needApp();
  const org = await context.needRealistic();
  const files = [...org.evidence.values()].flat().length;
  report.heading(
    `e. Documents of the realistic organization (${files} evidence files): median of ${options.documentRuns}, after a warm-up`,
  );
  const rows: (string | number)[][] = [
    ['document', 'size', 'first ms', 'median ms', 'peak memory beyond baseline'],
  ];
  const results: Record<string, unknown> = {};
  for (const [label, path] of DOCUMENTS) {
    const url = `${app.url}${path}`;
    const first = await download(url, org.client.cookieHeader);
    if (first.status !== 200) {
      report.problem(`${label}: ${first.status}`);
      continue;
    }
    const times: number[] = [];
    const extras: number[] = [];
    for (let i = 0; i < options.documentRuns; i++) {
      const memory = peakMeter(app.pids, 20);
      memory.start();
      const run = await download(url, org.client.cookieHeader);
      const peak = memory.stop();
      if (run.status !== 200) report.problem(`${label}: ${run.status}`);
      times.push(run.ms);
      extras.push(peak.peak - peak.baseline);
    }
    const extra = mb(Math.max(...extras));
    rows.push([
      label,
      `${fmt(first.bytes / 1024)} KB`,
      fmt(first.ms),
      fmt(median(times)),
      `+${fmt(extra, 1)} MB`,
    ]);
    results[label] = {
      bytes: first.bytes,
      firstMs: round(first.ms),
      ms: times.map((t) => round(t)),
      medianMs: round(median(times)),
      peakExtraMb: extras.map((e) => round(mb(e), 2)),
    };
  }
  report.table(rows);
  report.say('(no budget in issue 14 for these: time and memory are reported)');
  report.record('e_documents', results);
}
