/**
 * Screenshots of the review loop (D19) for both sides, at desktop and phone width:
 *   DATA_DIR=.tmp/shots-data npx tsx scripts/screenshots-review.ts http://127.0.0.1:5160
 * DATA_DIR must be the running server's, so that the command-line tool can create the staff
 * accounts. A client with work, an auditor's verdicts and a resubmission are set up first.
 * Output: .tmp/screenshots/review-*.png.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { chromium, type APIRequestContext, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { chromiumLaunchOptions } from '../playwright.config';

const baseUrl = process.argv[2] ?? 'http://127.0.0.1:5160';
const outDir = '.tmp/screenshots';
fs.mkdirSync(outDir, { recursive: true });
const id = Date.now().toString(36);

/** A staff account made by the command-line tool, with its enrolment link when it printed one (D33). */
function staff(role: 'auditor' | 'admin', first: string, last: string) {
  const account = { username: `${role}${id}`, password: `${role}-password-1` };
  const output = execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'src/server/cli/user-create.ts',
      '--username',
      account.username,
      '--password',
      account.password,
      '--email',
      `${account.username}@agency.example`,
      '--role',
      role,
      '--first-name',
      first,
      '--last-name',
      last,
    ],
    { env: { ...process.env, DATABASE_URL: '' }, stdio: 'pipe' },
  ).toString();
  return { ...account, token: /\/enrol\?token=(\S+)$/m.exec(output)?.[1] };
}

/** The sign-in body of a staff account: the password, and a new code where the server requires it (D33). */
const staffSecrets = new Map<string, string>();
const stepsUsed = new Map<string, number>();
async function staffSignIn(
  request: APIRequestContext,
  account: { username: string; password: string; token?: string | undefined },
) {
  const { username, password, token } = account;
  if (!token) return { username, password };
  if (!staffSecrets.has(username)) {
    const start = (await (
      await request.post('/api/auth/totp-enrolment/start', { data: { token } })
    ).json()) as { enrolment: { secret: string } };
    staffSecrets.set(username, start.enrolment.secret);
    stepsUsed.set(username, Math.floor(Date.now() / 30_000) - 1);
    const code = await generate({ secret: start.enrolment.secret, epoch: stepsUsed.get(username)! * 30 });
    await must(await request.post('/api/auth/totp-enrolment/finish', { data: { token, code } }));
  }
  // Each step once (D33): the enrolment took the previous step (one step of drift is accepted
  // either way), each sign-in a later one: three sign-ins fit in 30 s.
  const step = Math.max(Math.floor(Date.now() / 30_000), stepsUsed.get(username)! + 1);
  stepsUsed.set(username, step);
  return {
    username,
    password,
    code: await generate({ secret: staffSecrets.get(username)!, epoch: step * 30 }),
  };
}

async function must(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<{ id: string }> {
  if (!response.ok()) throw new Error(`${response.url()}: ${response.status()} ${await response.text()}`);
  return (await response.json().catch(() => null)) as { id: string };
}

/** Opens the admin console, with a code where the server requires two-step sign-in (D33). */
async function consoleSignIn(
  request: APIRequestContext,
  account: { username: string; password: string; token?: string | undefined },
) {
  await must(await request.post('/api/admin/login', { data: await staffSignIn(request, account) }));
}

const browser = await chromium.launch(chromiumLaunchOptions);
const setup = await browser.newContext({ baseURL: baseUrl });
const api = setup.request;
const client = { username: `riverside${id}`, password: 'screenshot-pass-1' };
const me = await must(
  await api.post('/api/auth/register', {
    data: {
      ...client,
      confirmPassword: client.password,
      email: `${client.username}@example.com`,
      businessName: 'Riverside Machining LLC',
      industry: 'Manufacturing',
    },
  }),
);
const work: [string, string, string][] = [
  ['AC.L1-3.1.1', 'completed', 'User list approved by the owner on Nov 3.'],
  ['IA.L1-3.5.1', 'completed', 'Every account is named; no shared logins.'],
  ['IA.L1-3.5.2', 'in_progress', 'MFA on for email; VPN next.'],
  ['PE.L1-3.10.4', 'completed', 'Paper visitor log at the front desk.'],
];
const ids = new Map<string, string>();
for (const [controlId, status, notes] of work) {
  const saved = await must(await api.put('/api/implementations', { data: { controlId, status, notes } }));
  ids.set(controlId, saved.id);
}
for (const [controlId, fileName, content] of [
  ['AC.L1-3.1.1', 'Authorized-users-list-signed-by-the-owner-2026-11-03.pdf', '%PDF-1.4\n%%EOF\n'],
  ['AC.L1-3.1.1', 'account-review-2026-Q3.csv', 'Name,Role,Approved\nDana Reyes,Owner,Yes\n'],
  ['PE.L1-3.10.4', 'visitor-log-november.txt', 'Nov 3 - J. Smith (HVAC) escorted by Dana\n'],
]) {
  await must(
    await api.post('/api/evidence/upload-direct', {
      multipart: {
        controlId: controlId!,
        fileName: fileName!,
        file: { name: fileName!, mimeType: 'application/octet-stream', buffer: Buffer.from(content!) },
      },
    }),
  );
}
// Findings on a few objectives (D22), so that results and the requirement view show every state.
const findings: [string, Record<string, unknown>][] = [
  ['AC.L1-3.1.1[a]', { finding: 'met', methods: ['examine'], note: 'Signed user list.' }],
  ['AC.L1-3.1.1[b]', { finding: 'not_met', note: 'Service accounts are not listed.' }],
  ['IA.L1-3.5.1[a]', { finding: 'met', methods: ['examine', 'interview'] }],
  ['IA.L1-3.5.1[b]', { finding: 'not_applicable', justification: 'No processes act for users.' }],
  ['IA.L1-3.5.1[c]', { finding: 'met', methods: ['test'] }],
  ['PE.L1-3.10.4[a]', { finding: 'met', methods: ['examine'] }],
];
for (const [objective, body] of findings) {
  await must(await api.put(`/api/assessment/objectives/${encodeURIComponent(objective)}`, { data: body }));
}
await api.post('/api/auth/logout');

const auditor = staff('auditor', 'Morgan', 'Lee');
await must(await api.post('/api/auth/login', { data: await staffSignIn(api, auditor) }));
// A review names the version the auditor read (issue 38).
const read = (await must(await api.get(`/api/auditor/clients/${me.id}/implementations`))) as unknown as {
  id: string | null;
  version: number | null;
}[];
const versionOf = (id: string | undefined) => read.find((item) => item.id === id)?.version;
const review = (controlId: string, auditorStatus: string, auditorNotes: string) =>
  api
    .put(`/api/auditor/review/${ids.get(controlId)}`, {
      data: { auditorStatus, auditorNotes, basedOn: versionOf(ids.get(controlId)) },
    })
    .then(must);
await review('AC.L1-3.1.1', 'rejected', 'The list is not dated and two former staff still have accounts.');
await review('IA.L1-3.5.1', 'approved', 'Named accounts confirmed in the directory export.');
await review('PE.L1-3.10.4', 'needs_clarification', 'Who keeps the log on weekends?');
await api.post('/api/auth/logout');
// The client answers one question: that control goes back to the queue, marked resubmitted.
await must(await api.post('/api/auth/login', { data: client }));
await must(
  await api.put('/api/implementations', {
    data: {
      controlId: 'PE.L1-3.10.4',
      status: 'completed',
      notes: 'Paper visitor log at the front desk; the guard keeps it on weekends.',
    },
  }),
);
await api.post('/api/auth/logout');

// A second business that met everything and affirmed: the SPRS sheet and the frozen cycle (D23).
const affirmedClient = { username: `harbor${id}`, password: 'screenshot-pass-1' };
await must(
  await api.post('/api/auth/register', {
    data: {
      ...affirmedClient,
      confirmPassword: affirmedClient.password,
      email: `${affirmedClient.username}@example.com`,
      // The official affirms in their own name (D27).
      firstName: 'Lee',
      lastName: 'Harbor',
      businessName: 'Harbor Precision Inc',
      industry: 'Manufacturing',
    },
  }),
);
const catalog = (await (await api.get('/api/controls')).json()) as { objectives: { id: string }[] }[];
for (const objective of catalog.flatMap((control) => control.objectives)) {
  await must(
    await api.put(`/api/assessment/objectives/${encodeURIComponent(objective.id)}`, {
      data: { finding: 'met' },
    }),
  );
}
await must(
  await api.put('/api/assessment/scope', {
    data: {
      fciDescription: 'Purchase orders and unmarked drawings from two primes.',
      systems: [
        { name: 'Microsoft 365 tenant', kind: 'cloud_service', fedrampStatus: 'unknown' },
        { name: 'Three laptops', kind: 'endpoints' },
        { name: 'Office file server', kind: 'servers' },
      ],
      people: 'Owner, office manager, two machinists.',
      facilities: 'Office and shop at 40 Harbor Rd.',
      serviceProviders: 'Bayside IT (managed services).',
      specializedAssets: 'Two CNC lathes on their own network.',
      cageCodes: ['7H2K9'],
      holdsCui: false,
    },
  }),
);
await must(
  await api.post('/api/assessment/affirm', {
    data: {
      officialTitle: 'President',
      officialPhone: '+1 555 010 4400',
      statementAccepted: true,
      // No files were linked here: the official confirms the evidence exists outside the tool (D28).
      acknowledgeMissingEvidence: true,
    },
  }),
);
await api.post('/api/auth/logout');
await setup.close();

const admin = staff('admin', 'Avery', 'Stone');
const widths = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };
for (const [device, viewport] of Object.entries(widths)) {
  const context = await browser.newContext({ viewport, baseURL: baseUrl });
  const page = await context.newPage();
  const shoot = async (name: string, path?: string, ready?: (page: Page) => Promise<void>) => {
    if (path) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    if (ready) await ready(page);
    const file = `${outDir}/review-${name}-${device}.png`;
    await page.screenshot({ path: file, fullPage: true });
    process.stdout.write(`${file}\n`);
    // A long phone page shrinks to nothing in one picture: also in screen-high parts.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0, part = 1; device === 'phone' && height > 1200 && y < height; y += 1100, part += 1) {
      const clip = { x: 0, y, width: viewport.width, height: Math.min(1100, height - y) };
      await page.screenshot({ path: file.replace('.png', `-part${part}.png`), fullPage: true, clip });
    }
  };
  await must(await page.request.post('/api/auth/login', { data: await staffSignIn(page.request, auditor) }));
  await shoot('auditor-queue', '/');
  await shoot('auditor-workspace', `/?client=${me.id}`);
  await shoot('auditor-detail', `/auditor/client/${me.id}`);
  await shoot('auditor-review-dialog', `/auditor/client/${me.id}?review=${ids.get('PE.L1-3.10.4')}`, (p) =>
    p.getByRole('dialog').waitFor(),
  );
  await page.request.post('/api/auth/logout');
  await context.clearCookies();

  await must(await page.request.post('/api/auth/login', { data: client }));
  await shoot('client-dashboard', '/dashboard');
  await shoot('client-controls', '/controls');
  await shoot('client-control-dialog', '/controls?control=AC.L1-3.1.1', (p) =>
    p.getByRole('dialog').waitFor(),
  );
  await shoot('client-control-dialog-history', '/controls?control=PE.L1-3.10.4', (p) =>
    p.getByRole('dialog').waitFor(),
  );
  await shoot('client-reports', '/reports');
  await shoot('client-requirements', '/controls?view=requirements');
  await shoot('client-self-assessment', '/assessment');
  await shoot('client-objective-open', '/controls?control=AC.L1-3.1.1', async (p) => {
    await p
      .getByRole('dialog')
      .getByRole('button', { name: /^\[b\]/ })
      .click();
  });
  await shoot('client-diagnostic', '/diagnostic', async (p) => {
    await p.getByRole('button', { name: 'Run Diagnostic', exact: true }).click();
    await p.getByText('Latest Diagnostic Report').waitFor();
  });
  await page.request.post('/api/auth/logout');
  await context.clearCookies();

  await must(await page.request.post('/api/auth/login', { data: affirmedClient }));
  await shoot('client-affirmed', '/assessment');
  await page.request.post('/api/auth/logout');
  await context.clearCookies();

  await consoleSignIn(page.request, admin);
  await page.goto('/admin/dashboard');
  await page.getByRole('tab', { name: 'Users' }).click();
  await shoot('admin-users', undefined, (p) =>
    p
      .getByRole('button', { name: /^Access Platform/ })
      .first()
      .waitFor(),
  );
  await page.getByRole('tab', { name: 'Evidence Files' }).click();
  await shoot('admin-evidence', undefined, (p) =>
    p
      .getByRole('button', { name: /^Download/ })
      .first()
      .waitFor(),
  );
  await context.close();
}
await browser.close();
