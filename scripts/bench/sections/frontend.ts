/**
 * i. The front end, measured by scripts/bench-frontend.ts (another part of issue 14) when it
 * exists: `measureFrontend({ baseUrl, chromiumPath, cookie, username, password })` against this
 * run's app (the production build), signed in as the realistic organization for the dashboard.
 * Its result is printed and recorded as it comes; the budgets are checked on the fields it is
 * expected to have (see FrontendFigures), whichever of them are there.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BenchContext } from '../context';
import { projectRoot } from '../processes';

export const FRONTEND_BUDGET = { firstLoadJsKbGzip: 150, lcpMs: 500, cls: 0 };

/** The figures the budgets are checked on, found anywhere in the result by these names. */
interface FrontendFigures {
  /** First-load JavaScript in KB gzip, per page ('/' and '/dashboard'). */
  jsKbGzip?: number;
  cssKbGzip?: number;
  lcpMs?: number;
  cls?: number;
}

/** Every object in `value` that has one of FrontendFigures' names, with the path it was found at. */
function findFigures(
  value: unknown,
  at = 'result',
  found: [string, FrontendFigures][] = [],
): [string, FrontendFigures][] {
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (['jsKbGzip', 'cssKbGzip', 'lcpMs', 'cls'].some((key) => typeof record[key] === 'number')) {
      found.push([at, record as FrontendFigures]);
    }
    for (const [key, child] of Object.entries(record)) findFigures(child, `${at}.${key}`, found);
  }
  return found;
}

export async function frontendSection(context: BenchContext): Promise<void> {
  const { report, options } = context;
  report.heading('i. Front end');
  const file = path.join(projectRoot, 'scripts', 'bench-frontend.ts');
  if (!fs.existsSync(file)) {
    report.say('front end: not measured (scripts/bench-frontend.ts missing)');
    report.record('i_frontend', { measured: false, reason: 'scripts/bench-frontend.ts missing' });
    return;
  }
  const app = await context.needApp();
  const org = await context.needRealistic();
  const module = (await import(pathToFileURL(file).href)) as {
    measureFrontend?: (options: Record<string, unknown>) => Promise<unknown>;
  };
  if (typeof module.measureFrontend !== 'function') {
    report.problem('scripts/bench-frontend.ts exports no measureFrontend function');
    return;
  }
  const result = await module.measureFrontend({
    baseUrl: app.url,
    chromiumPath: options.chromium,
    cookie: org.client.cookieHeader,
    username: org.username,
    password: org.password,
  });
  report.say(JSON.stringify(result, null, 2));
  for (const [where, figures] of findFigures(result)) {
    if (figures.jsKbGzip !== undefined)
      report.check(
        'i',
        `${where} first-load JS`,
        `${figures.jsKbGzip} KB gzip`,
        `< ${FRONTEND_BUDGET.firstLoadJsKbGzip} KB`,
        figures.jsKbGzip < FRONTEND_BUDGET.firstLoadJsKbGzip,
      );
    if (figures.lcpMs !== undefined)
      report.check(
        'i',
        `${where} LCP`,
        `${figures.lcpMs} ms`,
        `< ${FRONTEND_BUDGET.lcpMs} ms`,
        figures.lcpMs < FRONTEND_BUDGET.lcpMs,
      );
    if (figures.cls !== undefined)
      report.check('i', `${where} CLS`, String(figures.cls), '0', figures.cls === FRONTEND_BUDGET.cls);
  }
  report.record('i_frontend', { measured: true, result });
}
