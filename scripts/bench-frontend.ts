/**
 * The front end's weight and paint, measured in Debian's Chromium against a running production
 * server (`npm run build`, then `npx tsx src/server/main.ts`):
 *   npx tsx scripts/bench-frontend.ts http://127.0.0.1:5000 [--runs 5] [--json]
 * Reports the JavaScript and CSS a first visit downloads for the landing page and the client
 * dashboard (every script and style sheet fetched until the page shows its content), and the
 * dashboard's Largest Contentful Paint and Cumulative Layout Shift: the median of cold loads
 * (new browser context, cache disabled) and one warm load. Prints figures; asserts nothing.
 */
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Page, type Response } from '@playwright/test';
import { chromiumLaunchOptions } from '../playwright.config';

export interface AssetLoad {
  url: string;
  type: 'script' | 'stylesheet';
  /** Bytes on the wire (body as sent: compressed when the server compressed it). */
  transferBytes: number;
  /** The body's gzip size (zlib level 9): what the budget counts, whatever the server sent. */
  gzipBytes: number;
  encoding: string;
}

export interface FirstLoad {
  path: string;
  jsGzipKB: number;
  cssGzipKB: number;
  jsTransferKB: number;
  cssTransferKB: number;
  assets: AssetLoad[];
}

export interface PaintRun {
  lcpMs: number;
  lcpElement: string;
  cls: number;
  shifts: { value: number; sources: string[] }[];
}

export interface FrontendMeasurement {
  landing: FirstLoad;
  dashboard: FirstLoad;
  dashboardCold: PaintRun[];
  dashboardWarm: PaintRun;
  /** Medians of the cold runs. */
  lcpMs: number;
  cls: number;
}

export interface MeasureOptions {
  baseUrl: string;
  /** "name=value" of a signed-in client's session cookie; a new client registers when absent. */
  clientCookie?: string;
  chromiumPath?: string;
  /** Cold loads of the dashboard (median taken); default 5. */
  runs?: number;
}

const KB = 1024;
const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * Collected in the page from its first script on; buffered entries include what came before.
 * Plain JavaScript in a string: tsx would wrap a function's inner functions in a helper the page
 * does not have.
 */
const INSTALL_VITALS = `(() => {
  const describe = (node) => {
    if (!node) return '(none)';
    if (!(node instanceof Element)) return node.nodeName;
    const id = node.id ? '#' + node.id : '';
    const cls = typeof node.className === 'string' && node.className
      ? '.' + node.className.split(' ').slice(0, 3).join('.') : '';
    return node.tagName.toLowerCase() + id + cls + ' "' + (node.textContent || '').trim().slice(0, 40) + '"';
  };
  const vitals = { lcp: [], shifts: [] };
  window.__vitals = vitals;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) vitals.lcp.push({ time: entry.startTime, element: describe(entry.element) });
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      vitals.shifts.push({
        value: entry.value,
        time: entry.startTime,
        sources: (entry.sources || []).map((source) => describe(source.node)),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
})();`;

interface Vitals {
  lcp: { time: number; element: string }[];
  shifts: { value: number; time: number; sources: string[] }[];
}

/** CLS as browsers define it: the largest session window (gaps under 1 s, at most 5 s long). */
function cumulativeLayoutShift(shifts: { value: number; time: number }[]): number {
  let best = 0;
  let current = 0;
  let windowStart = -Infinity;
  let last = -Infinity;
  for (const shift of shifts) {
    if (shift.time - last > 1000 || shift.time - windowStart > 5000) {
      current = 0;
      windowStart = shift.time;
    }
    current += shift.value;
    last = shift.time;
    best = Math.max(best, current);
  }
  return best;
}

/** Records every script and style sheet the page fetches. */
function recordAssets(page: Page): () => Promise<AssetLoad[]> {
  const pending: Promise<AssetLoad | undefined>[] = [];
  page.on('response', (response: Response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      (async () => {
        const body = await response.body();
        const sizes = await response.request().sizes();
        return {
          url: new URL(response.url()).pathname,
          type: type as AssetLoad['type'],
          transferBytes: sizes.responseBodySize,
          gzipBytes: gzipSync(body, { level: 9 }).length,
          encoding: (await response.headerValue('content-encoding')) ?? 'identity',
        };
      })().catch(() => undefined),
    );
  });
  return async () => (await Promise.all(pending)).filter((asset): asset is AssetLoad => Boolean(asset));
}

function summarize(path: string, assets: AssetLoad[]): FirstLoad {
  const sum = (type: AssetLoad['type'], key: 'gzipBytes' | 'transferBytes') =>
    round1(assets.filter((a) => a.type === type).reduce((total, a) => total + a[key], 0) / KB);
  return {
    path,
    jsGzipKB: sum('script', 'gzipBytes'),
    cssGzipKB: sum('stylesheet', 'gzipBytes'),
    jsTransferKB: sum('script', 'transferBytes'),
    cssTransferKB: sum('stylesheet', 'transferBytes'),
    assets: assets.sort((a, b) => b.gzipBytes - a.gzipBytes),
  };
}

/** The dashboard with its data: its cards' headings, and no placeholder left. */
async function dashboardShown(page: Page): Promise<void> {
  await page.getByRole('heading', { name: 'Priority Actions' }).waitFor();
  await page.getByRole('heading', { name: 'Recent Activity' }).waitFor();
  await page.locator('.animate-pulse').first().waitFor({ state: 'detached' });
  await settled(page);
}

async function landingShown(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Get Started' }).waitFor();
  await settled(page);
}

/** Two frames after the content appeared: its paint, and the observers' reports of it, are in. */
async function settled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))),
      ),
  );
}

async function readPaint(page: Page): Promise<PaintRun> {
  const vitals = await page.evaluate(() => (window as unknown as { __vitals: Vitals }).__vitals);
  const lcp = vitals.lcp.at(-1);
  return {
    lcpMs: Math.round(lcp?.time ?? NaN),
    lcpElement: lcp?.element ?? '(none)',
    cls: Math.round(cumulativeLayoutShift(vitals.shifts) * 10000) / 10000,
    shifts: vitals.shifts.map(({ value, sources }) => ({
      value: Math.round(value * 10000) / 10000,
      sources,
    })),
  };
}

async function coldContext(browser: Browser, cookies: { name: string; value: string }[], baseUrl: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL: baseUrl });
  if (cookies.length) await context.addCookies(cookies.map((c) => ({ ...c, url: baseUrl })));
  await context.addInitScript({ content: INSTALL_VITALS });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  return { context, page };
}

async function registerClient(baseUrl: string): Promise<string> {
  const id = Date.now().toString(36) + Math.random().toString(36).slice(2, 6);
  const response = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: `benchfront_${id}`,
      password: 'bench-front-password',
      confirmPassword: 'bench-front-password',
      email: `benchfront_${id}@example.com`,
      businessName: 'Riverside Machining LLC',
      industry: 'Manufacturing',
    }),
  });
  if (response.status !== 201)
    throw new Error(`registration failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers.getSetCookie()[0]!.split(';')[0]!;
  // A dashboard with some work on it, as a client sees it after a first session.
  for (const [controlId, status] of [
    ['AC.L1-3.1.1', 'completed'],
    ['IA.L1-3.5.1', 'completed'],
    ['PE.L1-3.10.1', 'in_progress'],
  ]) {
    await fetch(`${baseUrl}/api/implementations`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie, origin: baseUrl },
      body: JSON.stringify({ controlId, status, notes: 'bench' }),
    });
  }
  return cookie;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

export async function measureFrontend(options: MeasureOptions): Promise<FrontendMeasurement> {
  const { baseUrl, runs = 5 } = options;
  const cookie = options.clientCookie ?? (await registerClient(baseUrl));
  const [name, ...value] = cookie.split('=');
  const cookies = [{ name: name!, value: value.join('=') }];
  const browser = await chromium.launch({
    ...chromiumLaunchOptions,
    executablePath: options.chromiumPath ?? chromiumLaunchOptions.executablePath,
  });
  try {
    const firstLoad = async (path: string, signedIn: boolean, shown: (page: Page) => Promise<void>) => {
      const { context, page } = await coldContext(browser, signedIn ? cookies : [], baseUrl);
      const assets = recordAssets(page);
      await page.goto(path);
      await shown(page);
      const result = summarize(path, await assets());
      await context.close();
      return result;
    };
    const landing = await firstLoad('/', false, landingShown);
    const dashboard = await firstLoad('/dashboard', true, dashboardShown);

    const dashboardCold: PaintRun[] = [];
    for (let run = 0; run < runs; run++) {
      const { context, page } = await coldContext(browser, cookies, baseUrl);
      await page.goto('/dashboard');
      await dashboardShown(page);
      dashboardCold.push(await readPaint(page));
      await context.close();
    }

    const warmContext: BrowserContext = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      baseURL: baseUrl,
    });
    await warmContext.addCookies(cookies.map((c) => ({ ...c, url: baseUrl })));
    await warmContext.addInitScript({ content: INSTALL_VITALS });
    const warmPage = await warmContext.newPage();
    await warmPage.goto('/dashboard');
    await dashboardShown(warmPage);
    await warmPage.goto('/dashboard');
    await dashboardShown(warmPage);
    const dashboardWarm = await readPaint(warmPage);
    await warmContext.close();

    return {
      landing,
      dashboard,
      dashboardCold,
      dashboardWarm,
      lcpMs: median(dashboardCold.map((r) => r.lcpMs)),
      cls: median(dashboardCold.map((r) => r.cls)),
    };
  } finally {
    await browser.close();
  }
}

function print(result: FrontendMeasurement): void {
  const out = (line: string) => process.stdout.write(`${line}\n`);
  out('page         JS gzip KB  CSS gzip KB  JS sent KB  CSS sent KB  files');
  for (const load of [result.landing, result.dashboard]) {
    out(
      `${load.path.padEnd(12)} ${String(load.jsGzipKB).padStart(10)}  ${String(load.cssGzipKB).padStart(11)}  ${String(load.jsTransferKB).padStart(10)}  ${String(load.cssTransferKB).padStart(11)}  ${load.assets.length}`,
    );
  }
  for (const load of [result.landing, result.dashboard]) {
    out(`\n${load.path}: every file fetched (gzip KB, sent KB, encoding)`);
    for (const asset of load.assets) {
      out(
        `  ${asset.url.padEnd(48)} ${round1(asset.gzipBytes / KB)
          .toFixed(1)
          .padStart(6)} ${round1(asset.transferBytes / KB)
          .toFixed(1)
          .padStart(7)}  ${asset.encoding}`,
      );
    }
  }
  out('\ndashboard paint (1280x800, signed-in client)');
  result.dashboardCold.forEach((run, i) =>
    out(`  cold ${i + 1}: LCP ${run.lcpMs} ms  CLS ${run.cls}  LCP element ${run.lcpElement}`),
  );
  out(`  warm:   LCP ${result.dashboardWarm.lcpMs} ms  CLS ${result.dashboardWarm.cls}`);
  out(`  median of cold loads: LCP ${result.lcpMs} ms, CLS ${result.cls}`);
  const shifts = [...result.dashboardCold, result.dashboardWarm].flatMap((run) => run.shifts);
  for (const shift of shifts.slice(0, 10)) out(`  layout shift ${shift.value}: ${shift.sources.join(' | ')}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const baseUrl = args.find((arg) => /^https?:/.test(arg)) ?? 'http://127.0.0.1:5000';
  const runsAt = args.indexOf('--runs');
  const result = await measureFrontend({
    baseUrl,
    runs: runsAt === -1 ? 5 : Number(args[runsAt + 1]),
    ...(process.env.CHROMIUM_PATH ? { chromiumPath: process.env.CHROMIUM_PATH } : {}),
  });
  if (args.includes('--json')) process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  else print(result);
}
