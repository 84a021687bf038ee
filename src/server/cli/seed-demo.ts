import { inArray } from 'drizzle-orm';
import { TOTP_ENROLMENT_LINK_DAYS } from '../../contract/totp-rules';
import { issueLoggedEnrolmentLink } from '../auth/enrolment-link';
import { openDatabaseForTool, prepareDatabase } from '../boot';
import { loadConfig } from '../config';
import { connectDatabase } from '../db/client';
import { users } from '../db/schema';
import { DemoDataExistsError, firstOrganizationUsername, seedDemo } from './demo-seed';
import { createStorage } from '../storage/create-storage';
import { fail, runTool, toolOptions } from './tool';

const USAGE =
  'Usage: npm run seed:demo -- [--organizations 10000] [--tag demo] [--evidence-per 10] [--activity-per 100] [--findings some|all]\n' +
  'Fills the database the app uses (DATABASE_URL, or the embedded one under DATA_DIR) with demo data:\n' +
  'client organizations with 17 implementations each, evidence, activity, reviews, findings\n' +
  '(--findings all: every organization on all 59 objectives, as in the --huge set of npm run bench).';

function count(value: string | undefined, fallback: number, name: string, max: number): number {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1 || parsed > max)
    fail(`--${name} must be a whole number from 1 to ${max}`);
  return parsed;
}

async function main(): Promise<void> {
  const values = toolOptions(
    {
      organizations: { type: 'string' },
      tag: { type: 'string' },
      'evidence-per': { type: 'string' },
      'activity-per': { type: 'string' },
      findings: { type: 'string' },
    },
    USAGE,
  );
  if (!values) return;
  const organizations = count(values.organizations as string | undefined, 10_000, 'organizations', 100_000);
  const evidencePer = count(values['evidence-per'] as string | undefined, 10, 'evidence-per', 100);
  const activityPer = count(values['activity-per'] as string | undefined, 100, 'activity-per', 1000);
  const findings = values.findings ?? 'some';
  if (findings !== 'some' && findings !== 'all') fail('--findings must be "some" or "all"');
  const config = loadConfig();
  const database = await openDatabaseForTool(config);
  // The seeding statements run for minutes: a connection without the request time limits.
  const unlimited = connectDatabase(database.url, { max: 2, statementTimeoutMs: 0 });
  const started = performance.now();
  try {
    await prepareDatabase(database);
    process.stdout.write(
      `Seeding ${organizations.toLocaleString('en-US')} organizations into ${database.location}\n`,
    );
    const summary = await seedDemo(unlimited.db, {
      organizations,
      evidencePerOrganization: evidencePer,
      activityPerOrganization: activityPer,
      findings,
      storage: await createStorage(config),
      log: (line) => process.stdout.write(`${line}\n`),
      ...(typeof values.tag === 'string' ? { tag: values.tag } : {}),
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    process.stdout.write(
      [
        `Done in ${seconds} s: ${summary.organizations} organizations, ${summary.implementations} implementations,`,
        `${summary.evidence} evidence files, ${summary.activity} activity entries, ${summary.reviews} reviews,`,
        `${summary.findings} objective findings, ${summary.diagnostics} diagnostic runs, ${summary.affirmed} affirmed cycles.`,
        `Accounts (password "${summary.password}"): ${summary.staff.admin} (admin), ${summary.staff.auditors.join(', ')}`,
        `(auditors), ${firstOrganizationUsername(summary.tag, summary.organizations)} ... (clients).`,
      ].join('\n') + '\n',
    );
    // Staff sign in only once enrolled in two-step sign-in (D33): a link for each.
    const staff = [summary.staff.admin, ...summary.staff.auditors];
    const rows = await database.db
      .select({ id: users.id, username: users.username })
      .from(users)
      .where(inArray(users.username, staff));
    process.stdout.write(
      `Staff accounts turn on two-step sign-in through these single-use links first (${TOTP_ENROLMENT_LINK_DAYS} days):\n`,
    );
    for (const row of rows) {
      const { link } = await database.db.transaction((tx) =>
        issueLoggedEnrolmentLink(tx, row.id, {
          publicUrl: config.publicUrl,
          actorUserId: null,
          by: 'by the demo seeding',
        }),
      );
      process.stdout.write(`  ${row.username}: ${link}\n`);
    }
  } finally {
    await unlimited.close();
    await database.close();
  }
}

// Demo data already there is a plain refusal; anything else gets its stack for whoever debugs it.
runTool(main, 'Seeding failed', (error) =>
  error instanceof DemoDataExistsError
    ? error.message
    : (error instanceof Error ? (error.stack ?? error.message) : String(error)) +
      (error instanceof Error && error.cause ? `\nCause: ${String(error.cause)}` : ''),
);
