/**
 * i. The front end, measured by scripts/bench-frontend.ts (another part of issue 14) when it
 * exists: `measureFrontend({ baseUrl, clientCookie, chromiumPath, runs })` against this run's app
 * (the production build), signed in as the realistic organization for the dashboard. Expected
 * result (FrontendResult): first-load JS and CSS in KB gzip of `landing` and `dashboard`, and the
 * dashboard's LCP and CLS (medians of cold loads). Whatever else it returns is recorded as is.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BenchContext } from '../context';
import { projectRoot } from '../processes';

export const FRONTEND_BUDGET = { firstLoadJsKbGzip: 150, lcpMs: 500, cls: 0 };

interface FirstLoad {
  path?: string;
  jsGzipKB?: number;
  cssGzipKB?: number;
}

interface FrontendResult {
  landing?: FirstLoad;
  dashboard?: FirstLoad;
  lcpMs?: number;
  cls?: number;
}

type MeasureFrontend = (options: {
  baseUrl: string;
  clientCookie?: string;
  chromiumPath?: string;
  runs?: number;
}) => Promise<unknown>;

export async function frontendSection(context: BenchContext): Promise<void> {
  const { report, options } = context;
  report.heading(
    'i. Front end (first load, dashboard paint; headless Chromium against the production build)',
  );
  const file = path.join(projectRoot, 'scripts', 'bench-frontend.ts');
  if (!fs.existsSync(file)) {
    report.say('front end: not measured (scripts/bench-frontend.ts missing)');
    report.record('i_frontend', { measured: false, reason: 'scripts/bench-frontend.ts missing' });
    return;
  }
  const app = await context.needApp();
  const org = await context.needRealistic();
  const module = (await import(pathToFileURL(file).href)) as { measureFrontend?: MeasureFrontend };
  if (typeof module.measureFrontend !== 'function') {
    report.problem('scripts/bench-frontend.ts exports no measureFrontend function');
    return;
  }
  const result = (await module.measureFrontend({
    baseUrl: app.url,
    clientCookie: org.client.cookie('cmmc_session') ?? org.client.cookieHeader,
    chromiumPath: options.chromium,
    runs: options.quick ? 2 : 5,
  })) as FrontendResult;
  report.record('i_frontend', { measured: true, result });

  const rows: (string | number)[][] = [['figure', 'measured', 'budget', '']];
  for (const [label, load] of [
    ['landing page (/)', result.landing],
    ['dashboard', result.dashboard],
  ] as const) {
    if (typeof load?.jsGzipKB !== 'number') continue;
    const met = report.check(
      'i',
      `${label} first-load JS`,
      `${load.jsGzipKB} KB gzip`,
      `< ${FRONTEND_BUDGET.firstLoadJsKbGzip} KB`,
      load.jsGzipKB < FRONTEND_BUDGET.firstLoadJsKbGzip,
    );
    rows.push([
      `${label}: first-load JS`,
      `${load.jsGzipKB} KB gzip`,
      `< ${FRONTEND_BUDGET.firstLoadJsKbGzip} KB`,
      met,
    ]);
    if (typeof load.cssGzipKB === 'number')
      rows.push([`${label}: first-load CSS`, `${load.cssGzipKB} KB gzip`, '', '']);
  }
  if (typeof result.lcpMs === 'number') {
    const met = report.check(
      'i',
      'dashboard LCP',
      `${result.lcpMs} ms`,
      `< ${FRONTEND_BUDGET.lcpMs} ms`,
      result.lcpMs < FRONTEND_BUDGET.lcpMs,
    );
    rows.push([
      'dashboard LCP (median of cold loads)',
      `${result.lcpMs} ms`,
      `< ${FRONTEND_BUDGET.lcpMs} ms`,
      met,
    ]);
  }
  if (typeof result.cls === 'number') {
    const met = report.check(
      'i',
      'dashboard CLS',
      String(result.cls),
      '0',
      result.cls === FRONTEND_BUDGET.cls,
    );
    rows.push(['dashboard CLS (median of cold loads)', String(result.cls), '0', met]);
  }
  if (rows.length > 1) report.table(rows);
  else
    report.say(
      `(result without the expected figures; recorded as is)\n${JSON.stringify(result, null, 2).slice(0, 3000)}`,
    );
}
