/**
 * e. The compliance PDF and the evidence package of the realistic organization, at Level 1 and at
 * Level 2: the time to the last byte of the first download and the median of the later ones, and
 * the app's peak memory beyond its baseline.
 *
 * The evidence package is built once per version of the organization's data and kept (issue 38):
 * its first download builds it, the later ones stream the kept copy. A member may ask for it
 * EVIDENCE_PACKAGE_LIMIT.requests times a minute, so its later downloads stop one short of that.
 */
import { EVIDENCE_PACKAGE_LIMIT } from '../../../src/contract/exports';
import type { BenchContext } from '../context';
import { peakMeter } from '../proc';
import type { RealisticOrg } from '../realistic-org';
import { fmt, mb, median, round } from '../stats';

interface Document {
  label: string;
  path: string;
  /** At most this many downloads after the first. */
  maxRuns: number;
}

const DOCUMENTS: Document[] = [
  { label: 'compliance PDF', path: '/api/reports/compliance.pdf', maxRuns: Infinity },
  {
    label: 'evidence package ZIP',
    path: '/api/evidence/package.zip',
    maxRuns: EVIDENCE_PACKAGE_LIMIT.requests - 1,
  },
];

async function download(url: string, cookie: string): Promise<{ ms: number; bytes: number; status: number }> {
  const started = performance.now();
  const response = await fetch(url, { headers: { cookie } });
  let bytes = 0;
  const reader = response.body!.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) bytes += read.value.length;
  return { ms: performance.now() - started, bytes, status: response.status };
}

/** One document of one organization: its first download, then up to `documentRuns` more. */
async function measure(context: BenchContext, org: RealisticOrg, document: Document) {
  const app = await context.needApp();
  const url = `${app.url}${document.path}`;
  const first = await download(url, org.client.cookieHeader);
  if (first.status !== 200) {
    context.report.problem(`${document.label}: ${first.status}`);
    return undefined;
  }
  const times: number[] = [];
  const extras: number[] = [];
  for (let i = 0; i < Math.min(context.options.documentRuns, document.maxRuns); i++) {
    const memory = peakMeter(app.pids, 20);
    memory.start();
    const run = await download(url, org.client.cookieHeader);
    const peak = memory.stop();
    if (run.status !== 200) context.report.problem(`${document.label}: ${run.status}`);
    times.push(run.ms);
    extras.push(peak.peak - peak.baseline);
  }
  return { first, times, extras };
}

export async function documentsSection(context: BenchContext): Promise<void> {
  const { report, options } = context;
  const organizations: [level: string, org: RealisticOrg][] = [
    ['Level 1', await context.needRealistic()],
    ['Level 2', await context.needRealisticLevel2()],
  ];
  report.heading(
    `e. Documents of the realistic organizations: the first download, then the median of up to ${options.documentRuns} more`,
  );
  const rows: (string | number)[][] = [
    ['document', 'files', 'size', 'first ms', 'runs', 'median ms', 'peak memory beyond baseline'],
  ];
  const results: Record<string, unknown> = {};
  for (const [level, org] of organizations) {
    const files = [...org.evidence.values()].flat().length;
    for (const document of DOCUMENTS) {
      const measured = await measure(context, org, document);
      if (!measured) continue;
      const { first, times, extras } = measured;
      const label = `${level} ${document.label}`;
      rows.push([
        label,
        files,
        `${fmt(first.bytes / 1024)} KB`,
        fmt(first.ms),
        times.length,
        fmt(median(times)),
        `+${fmt(mb(Math.max(...extras)), 1)} MB`,
      ]);
      results[label] = {
        bytes: first.bytes,
        firstMs: round(first.ms),
        ms: times.map((t) => round(t)),
        medianMs: round(median(times)),
        peakExtraMb: extras.map((e) => round(mb(e), 2)),
      };
    }
  }
  report.table(rows);
  report.say(
    '(no budget in issue 14 for these: time and memory are reported; the package is built by its first download and kept for the later ones)',
  );
  report.record('e_documents', results);
}
