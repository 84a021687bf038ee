import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import { eq, sql, type SQL } from 'drizzle-orm';
import { INDUSTRIES } from '../../contract/constants';
import type { AffirmInput } from '../../contract/cycles';
import type { Actor } from '../access/actor';
import { affirmCycle } from '../affirmation/service';
import { hashPassword } from '../auth/password';
import type { ObjectStorage } from '../storage/storage';
import type { Db } from '../db/client';
import { organizations, users } from '../db/schema';
import {
  ACTIVITY_MIX,
  EVIDENCE_NAMES,
  FIRST_NAMES,
  LAST_NAMES,
  NAME_CORES,
  NAME_PREFIXES,
  NAME_SUFFIXES,
  PLACEHOLDERS,
  type DemoFileType,
} from './demo-data';

/**
 * The demo data set of issue 12 section 3: client organizations with 17 implementations each
 * (mixed statuses, some reviewed), evidence rows, a long activity history, diagnostic runs,
 * objective findings, and affirmed cycles (a tenth of the organizations, affirmed at dates that
 * make some due soon and some overdue). Everything is written by set-based statements
 * (INSERT ... SELECT over generate_series) in one transaction, so 10,000 organizations take
 * minutes and a failure leaves nothing behind.
 *
 * Every account is tagged by its username (`<tag>_org_00042`, `<tag>_admin`,
 * `<tag>_auditor_1`); a second run with the same tag is refused. All of them share one password,
 * hashed once. Evidence rows point at one small placeholder object per file type (written to
 * storage when a storage is given): downloads work; deleting one seeded file removes the shared
 * object, after which the others answer 404 "The stored file is missing".
 */
export interface DemoOptions {
  organizations: number;
  /** Prefix of every username; letters, digits and underscores. */
  tag?: string;
  evidencePerOrganization?: number;
  activityPerOrganization?: number;
  /**
   * Whose objectives carry findings: 'some' (the model organizations, and two in ten of the others
   * on the controls they have started) or 'all' (every organization on all 59 objectives: the
   * 100,000-organization set of issue 28 holds about six million).
   */
  findings?: 'some' | 'all';
  password?: string;
  storage?: ObjectStorage;
  log?: (line: string) => void;
}

export interface DemoSummary {
  tag: string;
  organizations: number;
  implementations: number;
  evidence: number;
  activity: number;
  reviews: number;
  findings: number;
  diagnostics: number;
  affirmed: number;
  staff: { admin: string; auditors: string[] };
  password: string;
}

export const DEMO_PASSWORD = 'demo-readiness-2025';
const AUDITORS = 5;
const TAG_FORMAT = /^[a-z][a-z0-9_]{0,15}$/;

export class DemoDataExistsError extends Error {}

/** Every table the seed writes (the read versions by its triggers): each gets its statistics. */
const SEEDED_TABLES = [
  'users',
  'organizations',
  'memberships',
  'organization_read_versions',
  'control_implementations',
  'reviews',
  'objective_findings',
  'evidence_files',
  'evidence_control_links',
  'activity_log',
  'list_days',
  'diagnostic_reports',
  'assessment_cycles',
];

/** A JS array as one PostgreSQL array parameter (not a list of parameters). */
const list = (values: readonly (string | number)[], type: 'text' | 'int'): SQL =>
  sql`${sql.param(values)}::${sql.raw(type)}[]`;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Runs a bulk insert into `table` with its plain indexes dropped, then builds them again. Ten million
 * activity entries inserted into six indexes in random order took over a quarter of an hour; built
 * once from the sorted rows, the indexes take a few minutes. Indexes that back a constraint (the
 * primary key, unique keys) stay. The table is locked until the seed commits: seeding is for a
 * database no one else is using.
 */
async function withIndexesRebuilt<T>(tx: Tx, table: string, step: () => Promise<T>): Promise<T> {
  const indexes = (
    await tx.execute(sql`
      select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
      from pg_index i
      where i.indrelid = ${table}::regclass
        and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`)
  ).rows as { name: string; definition: string }[];
  for (const { name } of indexes) await tx.execute(sql.raw(`drop index ${name}`));
  const result = await step();
  await tx.execute(sql`set local maintenance_work_mem = '512MB'`);
  for (const { definition } of indexes) await tx.execute(sql.raw(definition));
  return result;
}

/** Runs a step and reports how long it took and how many rows it wrote. */
async function timed<T>(log: (line: string) => void, label: string, step: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await step();
  const rows = typeof result === 'number' ? ` ${result.toLocaleString('en-US')} rows` : '';
  log(`  ${label}:${rows} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

const rowCount = (result: unknown) => (result as { rowCount: number | null }).rowCount ?? 0;

export async function seedDemo(db: Db, options: DemoOptions): Promise<DemoSummary> {
  const tag = options.tag ?? 'demo';
  if (!TAG_FORMAT.test(tag)) throw new Error(`The tag "${tag}" must be lower-case letters, digits, _`);
  const organizations = options.organizations;
  const evidencePer = options.evidencePerOrganization ?? 10;
  const activityPer = options.activityPerOrganization ?? 100;
  const password = options.password ?? DEMO_PASSWORD;
  const log = options.log ?? (() => undefined);
  const like = `${tag.replaceAll('_', '\\_')}\\_%`;

  const [existing] = (await db.execute(sql`select count(*)::int as n from users where username like ${like}`))
    .rows as { n: number }[];
  if (existing && existing.n > 0) {
    throw new DemoDataExistsError(
      `Demo data tagged "${tag}" exists already (${existing.n} accounts named ${tag}_...). ` +
        'Use another --tag, or a fresh database.',
    );
  }
  const hash = await hashPassword(password);
  if (options.storage) await writePlaceholders(options.storage, log);

  const summary = await db.transaction(async (tx) => {
    await tx.execute(sql`set local statement_timeout = 0`);
    const staff = await timed(log, 'staff accounts', () => insertStaff(tx, tag, hash));
    await timed(log, 'organizations', () => insertOrganizations(tx, tag, hash, organizations));
    await tx.execute(sql`
      create temp table demo_orgs on commit drop as
      select u.id, substring(u.username from '_org_([0-9]+)$')::int as n, u.created_at, o.business_name,
             u.first_name, u.last_name, u.email
      from users u join organizations o on o.id = u.current_organization_id where u.username like ${`${tag.replaceAll('_', '\\_')}\\_org\\_%`}`);
    await tx.execute(sql`create index on demo_orgs (n)`);
    const implementations = await timed(log, 'implementations', () =>
      insertImplementations(tx, staff.auditorIds),
    );
    const reviews = await timed(log, 'reviews', () => insertReviews(tx));
    const findings = await timed(log, 'objective findings', () =>
      insertFindings(tx, options.findings ?? 'some'),
    );
    const evidence = await timed(log, 'evidence', () => insertEvidence(tx, evidencePer));
    await timed(log, 'evidence links', () => insertEvidenceLinks(tx));
    const activity = await timed(log, 'activity', () =>
      withIndexesRebuilt(tx, 'activity_log', () => insertActivity(tx, activityPer, staff, `${tag}_admin`)),
    );
    const diagnostics = await timed(log, 'diagnostic runs', () => insertDiagnostics(tx));
    // Statistics for the app's own queries that make the snapshots (one organization at a time).
    await tx.execute(sql.raw(`analyze ${SEEDED_TABLES.join(', ')}`));
    const affirmed = await timed(log, 'affirmed cycles', () => affirmCycles(tx));
    await timed(log, 'open cycles', () => openFirstCycles(tx));
    return { implementations, reviews, findings, evidence, activity, diagnostics, affirmed, staff };
  });
  // Statistics for the planner, and the visibility map that lets counts and late pages read the
  // indexes alone (autovacuum would get there, later).
  await timed(log, 'vacuum and analyze', async () => {
    await db.execute(sql.raw(`vacuum (analyze) ${SEEDED_TABLES.join(', ')}`));
  });
  return {
    tag,
    organizations,
    implementations: summary.implementations,
    evidence: summary.evidence,
    activity: summary.activity,
    reviews: summary.reviews,
    findings: summary.findings,
    diagnostics: summary.diagnostics,
    affirmed: summary.affirmed,
    staff: {
      admin: `${tag}_admin`,
      auditors: Array.from({ length: AUDITORS }, (_, i) => `${tag}_auditor_${i + 1}`),
    },
    password,
  };
}

async function writePlaceholders(storage: ObjectStorage, log: (line: string) => void): Promise<void> {
  for (const [type, { contentType, bytes }] of Object.entries(PLACEHOLDERS)) {
    await storage.putStream(placeholderKey(type as DemoFileType), Readable.from([bytes]), {
      maxBytes: bytes.length,
      size: bytes.length,
      contentType,
    });
  }
  log('  placeholder evidence objects written');
}

/** Organization numbers are zero-padded to five digits, or to the width of the largest. */
const numberWidth = (count: number) => Math.max(5, String(count).length);

/** The owner of organization 1, the first of the clients' accounts. */
export const firstOrganizationUsername = (tag: string, count: number) =>
  `${tag}_org_${'1'.padStart(numberWidth(count), '0')}`;

/** Keys are ours and carry no dot (local storage refuses one). */
const placeholderKey = (type: DemoFileType) => `demo/placeholder-${type}`;

interface Staff {
  adminId: string;
  auditorIds: string[];
  auditorNames: string[];
}

async function insertStaff(tx: Tx, tag: string, hash: string): Promise<Staff> {
  const people = [
    { username: `${tag}_admin`, role: 'admin', first: 'Dana', last: 'Whitfield' },
    ...Array.from({ length: AUDITORS }, (_, i) => ({
      username: `${tag}_auditor_${i + 1}`,
      role: 'auditor',
      first: FIRST_NAMES[(i * 3 + 4) % FIRST_NAMES.length]!,
      last: LAST_NAMES[(i * 5 + 2) % LAST_NAMES.length]!,
    })),
  ];
  const rows = (
    await tx.execute(sql`
      insert into users (username, password, email, email_confirmed_at, role, first_name, last_name)
      select u, ${hash}, u || '@agency.example', now(), r, f, l
      from unnest(${list(
        people.map((p) => p.username),
        'text',
      )}, ${list(
        people.map((p) => p.role),
        'text',
      )}, ${list(
        people.map((p) => p.first),
        'text',
      )}, ${list(
        people.map((p) => p.last),
        'text',
      )})
        as s(u, r, f, l)
      returning id, role, first_name || ' ' || last_name as name, username`)
  ).rows as { id: string; role: string; name: string; username: string }[];
  rows.sort((a, b) => a.username.localeCompare(b.username));
  const auditors = rows.filter((row) => row.role === 'auditor');
  return {
    adminId: rows.find((row) => row.role === 'admin')!.id,
    auditorIds: auditors.map((row) => row.id),
    auditorNames: auditors.map((row) => row.name),
  };
}

/**
 * Organizations numbered 1..N. Every tenth is the "model" one that will be affirmed: registered
 * 400 to 760 days ago; the others at any time in the last two years.
 */
async function insertOrganizations(tx: Tx, tag: string, hash: string, count: number): Promise<number> {
  const clientIndustries = INDUSTRIES.filter((industry) => industry !== 'Other');
  const result = await tx.execute(sql`
    insert into users (username, password, email, email_confirmed_at, role, first_name, last_name, created_at, updated_at)
    -- The demo's addresses count as confirmed (D34): their owners affirm, which needs one.
    select ${tag} || '_org_' || lpad(n::text, ${numberWidth(count)}::int, '0'), ${hash},
           'owner.' || n || '@' || ${tag} || '-org-' || n || '.example', t,
           'client',
           (${list(FIRST_NAMES, 'text')})[1 + n % ${FIRST_NAMES.length}],
           (${list(LAST_NAMES, 'text')})[1 + (n * 7) % ${LAST_NAMES.length}],
           t, t
    from generate_series(1, ${count}::int) n,
         lateral (select now() - make_interval(
           days => case when n % 10 = 0 then 400 + n % 360 else n % 730 end,
           secs => (n * 7919) % 86400) as t) c`);
  // Each owner founds its organization, with the owner's id, as registration does (D27).
  await tx.execute(sql`
    insert into organizations (id, business_name, business_number, industry, created_at, updated_at)
    select u.id,
           (${list(NAME_PREFIXES, 'text')})[1 + n % ${NAME_PREFIXES.length}] || ' ' ||
             (${list(NAME_CORES, 'text')})[1 + (n / ${NAME_PREFIXES.length}) % ${NAME_CORES.length}] || ' ' ||
             (${list(NAME_SUFFIXES, 'text')})[1 + (n / ${NAME_PREFIXES.length * NAME_CORES.length}) % ${NAME_SUFFIXES.length}],
           lpad((10 + n % 90)::text, 2, '0') || '-' || lpad(n::text, 7, '0'),
           (${list(clientIndustries, 'text')})[1 + n % ${clientIndustries.length}],
           u.created_at, u.created_at
    from users u,
         lateral (select substring(u.username from '_org_([0-9]+)$')::int as n) x
    where u.username like ${`${tag.replaceAll('_', '\\_')}\\_org\\_%`}`);
  await tx.execute(sql`
    insert into memberships (organization_id, user_id, role, can_affirm, created_at)
    select o.id, o.id, 'owner', true, o.created_at
    from organizations o join users u on u.id = o.id
    where u.username like ${`${tag.replaceAll('_', '\\_')}\\_org\\_%`}`);
  await tx.execute(sql`
    update users set current_organization_id = id
    where username like ${`${tag.replaceAll('_', '\\_')}\\_org\\_%`}`);
  return rowCount(result);
}

/** Level 1's controls in catalog order, numbered from 1: the demo organizations work at Level 1. */
const numberedControls = sql`(select id, row_number() over (order by sort_order)::int as i from controls where level = 1)`;

/**
 * 17 per organization: 40% completed, 30% in progress, 30% not started (model organizations:
 * all completed, their verdicts approvals); a quarter of the completed ones carry a verdict.
 */
async function insertImplementations(tx: Tx, auditorIds: string[]): Promise<number> {
  const result = await tx.execute(sql`
    insert into control_implementations (organization_id, control_id, status, notes, auditor_status,
      auditor_notes, auditor_user_id, audited_at, completed_at, created_at, updated_at)
    select o.id, c.id, s.status,
           case when h % 3 = 0 then 'Documented in the ' || c.id || ' policy binder; owner reviewed it.' end,
           -- The model organizations' verdicts are approvals: an open one would block their affirmation (D28).
           case when reviewed then case when o.n % 10 = 0 then 'approved'
             else (array['approved','approved','rejected','needs_clarification'])[1 + o.n % 4] end end,
           case when reviewed then 'Checked the evidence on file.' end,
           case when reviewed then (${list(auditorIds, 'text')})[1 + o.n % ${auditorIds.length}]::uuid end,
           case when reviewed then least(changed + interval '1 day', now()) end,
           case when s.status = 'completed' then changed end,
           o.created_at, changed
    from demo_orgs o cross join ${numberedControls} c,
         lateral (select (o.n * 31 + c.i * 17) % 100 as h) hh,
         lateral (select case when o.n % 10 = 0 or h < 40 then 'completed'
                              when h < 70 then 'in_progress' else 'not_started' end as status) s,
         -- Untouched controls keep the registration time; the others changed at any time since.
         lateral (select s.status = 'completed' and h % 4 = 0 as reviewed,
                         case when s.status = 'not_started' then o.created_at
                              else o.created_at + (now() - o.created_at)
                                     * ((1 + (o.n * 13 + c.i * 29) % 100) / 102.0) end as changed) r`);
  return rowCount(result);
}

/** The review history behind each verdict (D19). */
async function insertReviews(tx: Tx): Promise<number> {
  const result = await tx.execute(sql`
    insert into reviews (implementation_id, reviewer_user_id, status, notes, created_at)
    select ci.id, ci.auditor_user_id, ci.auditor_status, ci.auditor_notes, ci.audited_at
    from control_implementations ci join demo_orgs o on o.id = ci.organization_id
    where ci.auditor_status is not null`);
  return rowCount(result);
}

/**
 * Objective findings (D22): every objective MET for the model organizations (made a day after
 * they registered, inside their first cycle); for two in ten others (every other one with 'all'),
 * completed controls MET, in-progress ones MET on [a] and NOT MET on the rest, and controls not
 * started NOT MET.
 */
async function insertFindings(tx: Tx, whose: 'some' | 'all'): Promise<number> {
  const result = await tx.execute(sql`
    insert into objective_findings (organization_id, control_id, objective_id, finding, methods, created_at, updated_at)
    select ci.organization_id, ci.control_id, ci.control_id || '[' || (obj->>'letter') || ']',
           case when ci.status = 'completed' or (ci.status = 'in_progress' and obj->>'letter' = 'a')
                then 'met' else 'not_met' end,
           array['examine'],
           o.created_at + interval '1 day', o.created_at + interval '1 day'
    from control_implementations ci
      join demo_orgs o on o.id = ci.organization_id
      join controls c on c.id = ci.control_id,
      jsonb_array_elements(c.objectives) obj
    where ${whose === 'all'} or (o.n % 10 = 0) or (o.n % 10 in (1, 2) and ci.status <> 'not_started')`);
  return rowCount(result);
}

async function insertEvidence(tx: Tx, perOrganization: number): Promise<number> {
  const files = (Object.entries(EVIDENCE_NAMES) as [DemoFileType, string[]][]).flatMap(([type, names]) =>
    names.map((name) => ({ name, type })),
  );
  const result = await tx.execute(sql`
    insert into evidence_files (organization_id, control_id, file_name, file_type, file_size, object_path, sha256, uploaded_at)
    select o.id, c.id,
           (${list(
             files.map((f) => f.name),
             'text',
           )})[f] || ' v' || (1 + k % 4) || '.' ||
             (${list(
               files.map((f) => f.type),
               'text',
             )})[f],
           (${list(
             files.map((f) => PLACEHOLDERS[f.type].contentType),
             'text',
           )})[f],
           (${list(
             files.map((f) => PLACEHOLDERS[f.type].bytes.length),
             'int',
           )})[f],
           (${list(
             files.map((f) => placeholderKey(f.type)),
             'text',
           )})[f],
           -- The placeholder's bytes are known: its hash too, so no backfill has to read a million
           -- copies of the same object (issue 28).
           (${list(
             files.map((f) => crypto.createHash('sha256').update(PLACEHOLDERS[f.type].bytes).digest('hex')),
             'text',
           )})[f],
           o.created_at + (now() - o.created_at) * (k::numeric / ${perOrganization + 1})
    from demo_orgs o cross join generate_series(1, ${perOrganization}::int) k
      join ${numberedControls} c on c.i = 1 + (o.n + k * 5) % 17,
      lateral (select 1 + (o.n * 3 + k) % ${files.length} as f) ff`);
  return rowCount(result);
}

async function insertEvidenceLinks(tx: Tx): Promise<number> {
  const result = await tx.execute(sql`
    insert into evidence_control_links (evidence_id, control_id)
    select e.id, e.control_id from evidence_files e join demo_orgs o on o.id = e.organization_id`);
  return rowCount(result);
}

/**
 * The history of each organization: its registration, then entries drawn from ACTIVITY_MIX
 * spread over the time since it registered; reviews name an auditor, and a few entries were made
 * by the demo admin inside the organization's platform (D11).
 */
async function insertActivity(tx: Tx, perOrganization: number, staff: Staff, adminUsername: string) {
  const buckets = ACTIVITY_MIX.flatMap(([weight], index) => Array<number>(weight).fill(index + 1));
  const result = await tx.execute(sql`
    insert into activity_log (organization_id, user_id, actor_user_id, action, description, created_at)
    select o.id, o.id,
           case t.actor when 'auditor' then (${list(staff.auditorIds, 'text')})[1 + o.n % ${staff.auditorIds.length}]::uuid
                        when 'admin' then ${staff.adminId}::uuid end,
           case when k = 1 then 'registration' else t.action end,
           case when k = 1 then 'Registered ' || o.business_name
                else replace(replace(replace(replace(t.description,
                  '{control}', c.id),
                  '{file}', 'Access Control Policy v' || (1 + k % 4) || '.pdf'),
                  '{admin}', ${adminUsername}),
                  '{auditor}', (${list(staff.auditorNames, 'text')})[1 + o.n % ${staff.auditorNames.length}]) end,
           o.created_at + (now() - o.created_at) * ((k - 1)::numeric / ${perOrganization})
    from demo_orgs o cross join generate_series(1, ${perOrganization}::int) k
      join ${numberedControls} c on c.i = 1 + (o.n * 7 + k * 3) % 17,
      lateral (select (${list(buckets, 'int')})[1 + (o.n * 7 + k * 37) % ${buckets.length}] as b) bb,
      lateral (select (${list(
        ACTIVITY_MIX.map(([, action]) => action),
        'text',
      )})[b] as action,
                      (${list(
                        ACTIVITY_MIX.map(([, , description]) => description),
                        'text',
                      )})[b] as description,
                      (${list(
                        ACTIVITY_MIX.map(([, , , actor]) => actor),
                        'text',
                      )})[b] as actor) t`);
  return rowCount(result);
}

/** A readiness diagnostic for every third organization, from its implementation counts. */
async function insertDiagnostics(tx: Tx): Promise<number> {
  const result = await tx.execute(sql`
    insert into diagnostic_reports (organization_id, overall_score, total_controls, completed_controls,
      in_progress_controls, not_started_controls, readiness_level, estimated_time_to_completion, created_at)
    select o.id, round(100.0 * x.done / 17, 1), 17, x.done, x.doing, 17 - x.done - x.doing,
           case when 100.0 * x.done / 17 >= 50 then 'partially_ready' else 'not_ready' end,
           (17 - x.done) * 5, greatest(o.created_at, now() - make_interval(days => o.n % 60))
    from demo_orgs o,
      lateral (select count(*) filter (where status = 'completed')::int as done,
                      count(*) filter (where status = 'in_progress')::int as doing
               from control_implementations where organization_id = o.id) x
    where o.n % 3 = 0`);
  return rowCount(result);
}

/**
 * Every other organization's first cycle, open, as founding an organization opens it
 * (organizations/steps.ts): at Level 1, started when it registered.
 */
async function openFirstCycles(tx: Tx): Promise<number> {
  const result = await tx.execute(sql`
    insert into assessment_cycles (organization_id, number, level, started_at)
    select o.id, 1, 1, o.created_at from demo_orgs o where o.n % 10 <> 0`);
  return rowCount(result);
}

/**
 * The model organizations (every tenth) affirmed their first cycle (D23): opened when they
 * registered, scope written, affirmed between 10 days and two years ago, so that some are due
 * soon and some overdue. Each is affirmed by the app's own affirmation (D28 gate, snapshot, kept
 * evidence, activity entry), as its official would, confirming the evidence kept outside the tool.
 */
async function affirmCycles(tx: Tx): Promise<number> {
  await tx.execute(sql`
    insert into assessment_cycles (organization_id, number, started_at, fci_description, systems, people,
      facilities, service_providers, specialized_assets, cage_codes, holds_cui)
    select o.id, 1, o.created_at,
           'Drawings and purchase orders for DoD subcontracts, received by e-mail from the prime.',
           jsonb_build_array(
             jsonb_build_object('id', gen_random_uuid(), 'name', 'Microsoft 365', 'kind', 'cloud_service',
               'description', 'E-mail and SharePoint.', 'category', 'in_scope'),
             jsonb_build_object('id', gen_random_uuid(), 'name', 'File servers', 'kind', 'servers',
               'description', 'Two shared file servers in the office.', 'category', 'in_scope'),
             jsonb_build_object('id', gen_random_uuid(), 'name', 'Laptops', 'kind', 'endpoints',
               'description', '15 company laptops.', 'category', 'in_scope')),
           'The owner, the office manager and 12 shop staff.',
           'One office and shop building with a badge-controlled entrance.',
           'Managed IT provider (remote support).',
           'CNC machines on an isolated shop network.',
           array[upper(substr(md5(o.id::text), 1, 5))], false
    from demo_orgs o where o.n % 10 = 0`);
  const models = (await tx.execute(sql`select o.id, o.n from demo_orgs o where o.n % 10 = 0 order by o.n`))
    .rows as { id: string; n: number }[];
  const day = 24 * 3600 * 1000;
  for (const model of models) {
    // One after the other: a transaction is one connection.
    const [user] = await tx.select().from(users).where(eq(users.id, model.id));
    const [organization] = await tx.select().from(organizations).where(eq(organizations.id, model.id));
    const owner: Actor = {
      user: user!,
      organization: organization!,
      membership: { role: 'owner', canAffirm: true },
      session: 'platform',
      sessionId: null,
      impersonatorId: null,
    };
    const ageDays = Math.floor((Date.now() - user!.createdAt.getTime()) / day);
    const affirmedAt = new Date(Date.now() - (10 + ((model.n * 7) % (ageDays - 30))) * day);
    const input: AffirmInput = {
      officialTitle: 'President',
      officialPhone: `(555) 010-${String(model.n % 10000).padStart(4, '0')}`,
      statementAccepted: true,
      acknowledgeMissingEvidence: true,
    };
    await affirmCycle(tx, owner, input, affirmedAt);
  }
  return models.length;
}
