/**
 * c. The admin console's lists on the 10,000-organization set (--large only): p95 of N requests
 * each, one after another, as an admin created with the `user:create` command line and signed in
 * through POST /api/admin/login (two-step sign-in off for the bench's app, ADMIN_TOTP_REQUIRED).
 */
import { ADMIN_CASES, casePath, type AdminCase } from '../admin-cases';
import { BenchClient, benchPassword } from '../client';
import type { BenchContext } from '../context';
import { spawnTs } from '../processes';
import { fmt, percentile, round } from '../stats';

export const ADMIN_BUDGET = { p95Ms: 50 };

async function createAdmin(context: BenchContext): Promise<{ username: string; password: string }> {
  const username = `bench_admin_${context.runId}`;
  const password = benchPassword();
  const cli = spawnTs(
    'user:create',
    'src/server/cli/user-create.ts',
    [
      '--username',
      username,
      '--password',
      password,
      '--email',
      `${username}@agency.example`,
      '--role',
      'admin',
    ],
    { env: await context.appEnv(0) },
  );
  const { code } = await cli.exited;
  if (code !== 0) throw new Error(`user:create failed (exit code ${code}): ${cli.output()}`);
  return { username, password };
}

/** The path a case measures: a middle or last page is found from the total its first page gives. */
async function measuredPath(client: BenchClient, adminCase: AdminCase): Promise<string> {
  if (!adminCase.depth) return adminCase.path;
  const first = await client.get(adminCase.label, adminCase.path);
  if (first.status !== 200)
    throw new Error(`${adminCase.label}: ${first.status} ${first.text.slice(0, 200)}`);
  return casePath(adminCase, first.json<{ total: number }>().total);
}

export async function adminSection(context: BenchContext): Promise<void> {
  const { report, options } = context;
  report.heading(`c. Admin console lists on the seeded set: p95 of ${options.adminRequests} requests each`);
  if (!options.set) {
    report.say('skipped: needs --large or --huge (a seeded set)');
    return;
  }
  const app = await context.needApp();
  const admin = await createAdmin(context);
  const client = new BenchClient(app.url);
  const login = await client.post('admin login', '/api/admin/login', admin);
  if (login.status !== 200) throw new Error(`admin sign-in failed: ${login.status} ${login.text}`);

  const rows: (string | number)[][] = [['list', 'total', 'p50 ms', 'p95 ms', 'max ms', 'budget']];
  const results: Record<string, unknown> = {};
  for (const adminCase of ADMIN_CASES.filter((c) => c.bench)) {
    const path = await measuredPath(client, adminCase);
    const label = adminCase.depth
      ? `${adminCase.label} (${path.replace(/.*[?&]page=/, 'page ')})`
      : adminCase.label;
    const times: number[] = [];
    let total: number | undefined;
    for (let i = 0; i <= options.adminRequests; i++) {
      const answer = await client.get(label, path);
      if (answer.status !== 200) {
        report.problem(`${label}: ${answer.status} ${answer.text.slice(0, 200)}`);
        break;
      }
      // The first request warms up, and is not counted.
      if (i > 0) times.push(answer.ms);
      else {
        const body = answer.json<{ total?: number; summary?: { totalUsers: number } }>();
        total = body.total ?? body.summary?.totalUsers;
      }
    }
    const p95 = percentile(times, 95);
    const met = report.check(
      'c',
      `${label} p95`,
      `${fmt(p95, 1)} ms`,
      `< ${ADMIN_BUDGET.p95Ms} ms`,
      p95 < ADMIN_BUDGET.p95Ms,
    );
    rows.push([
      label,
      fmt(total),
      fmt(percentile(times, 50), 1),
      fmt(p95, 1),
      fmt(percentile(times, 100), 1),
      met,
    ]);
    results[label] = {
      path,
      total,
      p50: round(percentile(times, 50)),
      p95: round(p95),
      max: round(percentile(times, 100)),
      count: times.length,
    };
  }
  report.table(rows);
  report.record('c_admin', results);
}
