import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  boolean,
  smallint,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { ACTIVITY_ACTION_CODES } from '../../contract/activity';
import { INHERITANCE_KINDS, PROVIDER_PART_MAX } from '../../contract/inheritance';
import type { AssessmentMethods, StoredObjective } from '../../contract/catalog';
import {
  ASSESSMENT_METHODS,
  BUSINESS_NAME_MAX_LENGTH,
  DEFAULT_IMPLEMENTATION_STATUS,
  DEFAULT_ROLE,
  EMAIL_MAX_LENGTH,
  EVIDENCE_FILE_NAME_MAX_LENGTH,
  FINDINGS,
  IMPLEMENTATION_STATUSES,
  MEMBER_ROLES,
  READINESS_LEVELS,
  REVIEW_STATUSES,
  ROLES,
  USERNAME_MAX_LENGTH,
} from '../../contract/constants';
import {
  EMPLOYEE_COUNT_MAX,
  SCOPE_TEXT_MAX,
  type CycleSnapshot,
  type LaterAffirmation,
} from '../../contract/cycles';
import type { EnduringException, ExternalSsp } from '../../contract/ssp-gate';
import { SSP_REVISION_SUMMARY_MAX, SSP_REVISION_VERSION_MAX } from '../../contract/ssp-revisions';
import {
  FEDRAMP_STATUSES,
  SSP_REVIEW_MONTHS_MAX,
  SSP_REVIEW_MONTHS_MIN,
  type StoredAsset,
} from '../../contract/ssp';
import type { DiagnosticLink } from '../../contract/diagnostic';
import { NOTES_MAX_LENGTH, RESPONSIBLE_ROLE_MAX } from '../../contract/implementations';
import { INVENTORY_TEXT_MAX, USER_COUNT_MAX, type Interconnection } from '../../contract/ssp-people';
import { FINDING_BASES, PARTIALS } from '../../contract/sprs';
import { LEVEL2_TOTALS } from '../../contract/level2';
import { PROVIDER_KINDS, PROVIDER_NAME_MAX, PROVIDER_TEXT_MAX } from '../../contract/providers';

/*
 * The database guards its own data (issue 7, section 6). Closed lists (roles, statuses, verdicts,
 * readiness levels, activity codes) are CHECK constraints written from the lists in src/contract,
 * not PostgreSQL enums: the columns stay text, changing a list is a plain DROP/ADD CONSTRAINT
 * that drizzle-kit generates and that runs inside the migration transaction (ALTER TYPE ... ADD
 * VALUE cannot be used in the transaction that adds it, and enum values cannot be removed), and
 * the constraint's text lives in the drizzle snapshot, so a list changed without a migration
 * shows up as drift (`npm run db:check`).
 *
 * `updated_at` is kept by the trigger function set_updated_at() (migration 0002), BEFORE UPDATE on
 * every table that has the column: whatever a query sets, the row gets the database's now().
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** Maintained by the set_updated_at() trigger; a new table with this column needs the trigger too. */
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** A string list as SQL literals, for constraints (drizzle-kit writes them verbatim, no parameters). */
const literals = (values: readonly string[]): SQL =>
  sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', '));

/** `column IN (...)` from a contract list; NULL passes (a nullable column stays nullable). */
const oneOf = (name: string, column: AnyPgColumn, values: readonly string[]) =>
  check(name, sql`${column} IN (${literals(values)})`);

/** At most `max` characters (code points, never more than the UTF-16 length zod counts). */
const maxLength = (name: string, column: AnyPgColumn, max: number) =>
  check(name, sql`char_length(${column}) <= ${sql.raw(String(max))}`);

/** A CMMC level: 1 or 2 (D29). */
const levelColumn = (name: string) => smallint(name).notNull().default(1);
const isLevel = (name: string, column: AnyPgColumn) => check(name, sql`${column} IN (1, 2)`);

/** A SHA-256 digest as we store it (D25): 64 lower-case hex digits, or null while unknown. */
const sha256Format = (name: string, column: AnyPgColumn) => check(name, sql`${column} ~ '^[0-9a-f]{64}$'`);

/** The largest evidence file the database accepts: the ceiling of EVIDENCE_MAX_BYTES in config.ts. */
const EVIDENCE_FILE_SIZE_CEILING = 1024 * 1024 * 1024;

/**
 * "First Last" as the console's user search matches it ("Pat Lee"); its trigram index is on this
 * very expression, which the planner needs written the same way to use it.
 */
export const fullNameOf = (t: { firstName: AnyPgColumn; lastName: AnyPgColumn }): SQL =>
  sql`(coalesce(${t.firstName}, '') || ' ' || coalesce(${t.lastName}, ''))`;

/**
 * A business (D27): what it holds (implementations, findings, evidence, cycles, diagnostic reports)
 * belongs to it, not to a login. Its members are in `memberships`. An organization made from a
 * client account by migration 0017, or at registration, has that account's id, so that every id
 * and link made before organizations existed keeps working.
 */
export const organizations = pgTable(
  'organizations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessName: text('business_name').notNull(),
    businessNumber: text('business_number'),
    industry: text('industry').notNull(),
    /** The CMMC level the organization assesses itself against (D29); its open cycle's level. */
    targetLevel: levelColumn('target_level'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    isLevel('organizations_target_level_check', t.targetLevel),
    // Searches with ILIKE '%text%' on the name (admin console, auditor clients).
    index('organizations_business_name_trgm_idx').using('gin', t.businessName.op('gin_trgm_ops')),
    index('organizations_created_at_idx').on(t.createdAt, t.id),
    maxLength('organizations_business_name_length_check', t.businessName, BUSINESS_NAME_MAX_LENGTH),
  ],
);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    password: text('password').notNull(),
    email: text('email').notNull(),
    /** The organization the account works in: the last one chosen, where a new session starts (D27). */
    currentOrganizationId: uuid('current_organization_id').references(() => organizations.id, {
      onDelete: 'set null',
    }),
    role: text('role', { enum: ROLES }).notNull().default(DEFAULT_ROLE),
    firstName: text('first_name'),
    lastName: text('last_name'),
    profileImageUrl: text('profile_image_url'),
    /** Set while an admin has disabled the account: it cannot sign in and has no sessions (D20). */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** The TOTP secret (RFC 6238) in use; null while two-step sign-in is off (D20). */
    totpSecret: text('totp_secret'),
    /** A secret shown for enrolment and not yet confirmed with a code from it. */
    totpPendingSecret: text('totp_pending_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /**
     * The generation of the account's device cookies (D33): a cookie names the generation it was
     * issued in, and a password change or reset moves it on, so that every earlier cookie stops
     * skipping the per-account sign-in wait.
     */
    deviceEpoch: integer('device_epoch').notNull().default(0),
    /**
     * The last TOTP time step (Unix time / 30 s) whose code this account used, at enrolment or
     * sign-in: a code is accepted only for a later step, so each code works once (D33).
     */
    totpLastStep: integer('totp_last_step'),
    /**
     * When `email` was confirmed by a link mailed to it being opened (D34); null while it is not:
     * an address registered on a server that sends mail, until its link is opened. Only a
     * confirmed address is matched by an invitation. Accounts that existed before migration 0030,
     * and accounts registered without mail, count as confirmed (docs/decisions.md, issue 38).
     */
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    /** A new address the account asked for (D34): it replaces `email` only once its link is opened. */
    pendingEmail: text('pending_email'),
    /** The SHA-256 of the confirmation link's token for the address awaiting confirmation. */
    emailTokenHash: text('email_token_hash'),
    /** When that link was mailed: it works for EMAIL_CONFIRMATION_LINK_HOURS from then. */
    emailTokenSentAt: timestamp('email_token_sent_at', { withTimezone: true }),
    /**
     * Set by an administrator's password reset (console, or a link an admin made): the account's
     * own sessions may only choose a new password, then it clears (issue 38 item 8).
     */
    passwordChangeRequired: boolean('password_change_required').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Usernames and emails are unique regardless of case (D17); an e-mail only once confirmed: an
    // address nobody confirmed never keeps its owner from registering it (D34).
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_key')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.emailConfirmedAt} is not null`),
    index('users_role_idx').on(t.role),
    // The admin console's user list, newest first (D16, D21). Sort-key indexes are ascending and
    // read backwards for ORDER BY ... DESC: drizzle's .desc() writes DESC NULLS LAST, which an
    // ORDER BY x DESC (nulls first) cannot use.
    index('users_created_at_idx').on(t.createdAt, t.id),
    // Searches with ILIKE '%text%' on name, username and e-mail (admin console, auditor clients).
    index('users_username_trgm_idx').using('gin', t.username.op('gin_trgm_ops')),
    index('users_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    index('users_full_name_trgm_idx').using('gin', sql`${fullNameOf(t)} gin_trgm_ops`),
    // The console's user search by business name (D21) finds the accounts working in the matching
    // organizations through this index, beside the trigram ones in one BitmapOr: without it, a
    // parallel scan of every account (215 ms on 100,000, against 13.5 ms; issue 28).
    index('users_current_organization_id_idx').on(t.currentOrganizationId),
    oneOf('users_role_check', t.role, ROLES),
    maxLength('users_username_length_check', t.username, USERNAME_MAX_LENGTH),
    maxLength('users_email_length_check', t.email, EMAIL_MAX_LENGTH),
  ],
);

/** Who works in an organization, with which role, and who may affirm for it (D27, 32 CFR 170.22). */
export const memberships = pgTable(
  'memberships',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: MEMBER_ROLES }).notNull(),
    canAffirm: boolean('can_affirm').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.userId] }),
    index('memberships_user_id_idx').on(t.userId),
    oneOf('memberships_role_check', t.role, MEMBER_ROLES),
    // A viewer reads only: it cannot be the official who affirms (D27).
    check('memberships_viewer_cannot_affirm_check', sql`${t.role} <> 'viewer' OR NOT ${t.canAffirm}`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    sid: text('sid').primaryKey(),
    sess: jsonb('sess').notNull(),
    expire: timestamp('expire', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('sessions_expire_idx').on(t.expire),
    // Ending every session of one user (password reset) looks sessions up by the user in `sess`.
    index('sessions_user_id_idx').on(sql`(${t.sess}->>'userId')`),
  ],
);

export const controlDomains = pgTable('control_domains', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  shortName: text('short_name').notNull(),
  description: text('description').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
});

export const controls = pgTable(
  'controls',
  {
    id: text('id').primaryKey(),
    domainId: text('domain_id')
      .notNull()
      .references(() => controlDomains.id),
    controlNumber: text('control_number').notNull().unique(),
    /** The level whose catalog holds the control (D29): `AC.L1-3.1.1` is 1, `AC.L2-3.1.1` is 2. */
    level: levelColumn('level'),
    /** Level 1 only: the requirement of the 2024 rule and its FAR 52.204-21 paragraph. */
    identifier2024: text('identifier_2024'),
    farReference: text('far_reference'),
    nistReference: text('nist_reference').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    implementationGuidance: text('implementation_guidance').notNull(),
    requiredEvidence: text('required_evidence')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    objectives: jsonb('objectives').$type<StoredObjective[]>().notNull().default([]),
    assessmentMethods: jsonb('assessment_methods')
      .$type<AssessmentMethods>()
      .notNull()
      .default({ examine: [], interview: [], test: [] }),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('controls_domain_id_idx').on(t.domainId), isLevel('controls_level_check', t.level)],
);

export const controlImplementations = pgTable(
  'control_implementations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    controlId: text('control_id')
      .notNull()
      .references(() => controls.id),
    status: text('status', { enum: IMPLEMENTATION_STATUSES })
      .notNull()
      .default(DEFAULT_IMPLEMENTATION_STATUS),
    notes: text('notes'),
    auditorNotes: text('auditor_notes'),
    auditorStatus: text('auditor_status', { enum: REVIEW_STATUSES }),
    auditorUserId: uuid('auditor_user_id').references(() => users.id, { onDelete: 'set null' }),
    auditedAt: timestamp('audited_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** How the organization meets the requirement, in its words: the SSP's statement (D32). */
    implementationStatement: text('implementation_statement'),
    /** The member responsible for it; cleared when they leave the organization. */
    responsibleUserId: uuid('responsible_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The security role responsible (D36), e.g. "IT administrator"; not a platform role. */
    responsibleRole: text('responsible_role'),
    /**
     * An owner's approval of the requirement as not applicable (D36, NIST SP 800-171A 3.12.4[d]):
     * the owner, their name as it was (kept after the account is gone) and when. Cleared in the
     * transaction of a finding of the requirement that leaves N/A.
     */
    notApplicableApprovedBy: uuid('not_applicable_approved_by').references(() => users.id, {
      onDelete: 'set null',
    }),
    notApplicableApprovedByName: text('not_applicable_approved_by_name'),
    notApplicableApprovedAt: timestamp('not_applicable_approved_at', { withTimezone: true }),
    /**
     * Who is responsible for the requirement (D36): the organization alone (`none`), partly or
     * fully an external service provider of the organization, with the provider's part. A
     * provider named here is not deleted (the delete is refused, `provider_in_use`; the key is
     * the guard behind it).
     */
    inheritance: text('inheritance', { enum: INHERITANCE_KINDS }).notNull().default('none'),
    inheritedProviderId: uuid('inherited_provider_id').references((): AnyPgColumn => serviceProviders.id),
    providerPart: text('provider_part'),
    /** The ids of the scope's systems it applies to (the `systems` of the organization's cycle). */
    systemIds: uuid('system_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /**
     * The version of the work an auditor judges (issue 38): raised in the transaction of every
     * change that lapses a verdict (status, notes, statement, findings, evidence; steps.ts). A
     * review names the version it was made on and is refused when the work changed since.
     */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('control_implementations_responsible_user_id_idx').on(t.responsibleUserId),
    maxLength(
      'control_implementations_responsible_role_length_check',
      t.responsibleRole,
      RESPONSIBLE_ROLE_MAX,
    ),
    index('control_implementations_not_applicable_approved_by_idx').on(t.notApplicableApprovedBy),
    index('control_implementations_inherited_provider_id_idx').on(t.inheritedProviderId),
    // A provider and its part with partial or full inheritance, neither with none.
    check(
      'control_implementations_inheritance_check',
      sql`${t.inheritance} IN ('none', 'partial', 'full') AND (${t.inheritance} = 'none') = (${t.inheritedProviderId} IS NULL) AND (${t.inheritance} = 'none') = (${t.providerPart} IS NULL)`,
    ),
    maxLength('control_implementations_provider_part_length_check', t.providerPart, PROVIDER_PART_MAX),
    // An approval has a name and a date, or neither; its approver only with them.
    check(
      'control_implementations_not_applicable_approval_check',
      sql`(${t.notApplicableApprovedAt} IS NULL) = (${t.notApplicableApprovedByName} IS NULL) AND (${t.notApplicableApprovedBy} IS NULL OR ${t.notApplicableApprovedAt} IS NOT NULL)`,
    ),
    maxLength(
      'control_implementations_implementation_statement_length_check',
      t.implementationStatement,
      NOTES_MAX_LENGTH,
    ),
    uniqueIndex('control_implementations_organization_control_key').on(t.organizationId, t.controlId),
    index('control_implementations_control_id_idx').on(t.controlId),
    index('control_implementations_auditor_user_id_idx').on(t.auditorUserId),
    // The admin console's implementation list, most recently changed first.
    index('control_implementations_updated_at_idx').on(t.updatedAt, t.id),
    oneOf('control_implementations_status_check', t.status, IMPLEMENTATION_STATUSES),
    oneOf('control_implementations_auditor_status_check', t.auditorStatus, REVIEW_STATUSES),
    maxLength('control_implementations_notes_length_check', t.notes, NOTES_MAX_LENGTH),
    maxLength('control_implementations_auditor_notes_length_check', t.auditorNotes, NOTES_MAX_LENGTH),
  ],
);

/**
 * Every auditor review of an implementation, kept after its verdict lapses (document 2: the
 * implementation's auditor fields hold the current verdict, this table the history). Written in
 * the transaction that sets those fields.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    implementationId: uuid('implementation_id')
      .notNull()
      .references(() => controlImplementations.id, { onDelete: 'cascade' }),
    reviewerUserId: uuid('reviewer_user_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The auditor account an admin was impersonating when the admin made this review (D11, D33):
     * the admin is the reviewer of record, shown "Admin as Auditor". Null for a review made by
     * the auditor's own sign-in.
     */
    impersonatedUserId: uuid('impersonated_user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: REVIEW_STATUSES }).notNull(),
    notes: text('notes'),
    /** The implementation's version the reviewer read and judged (issue 38); null for reviews made before. */
    basedOn: integer('based_on'),
    createdAt: createdAt(),
  },
  (t) => [
    index('reviews_implementation_id_created_at_idx').on(t.implementationId, t.createdAt),
    index('reviews_reviewer_user_id_idx').on(t.reviewerUserId),
    oneOf('reviews_status_check', t.status, REVIEW_STATUSES),
    maxLength('reviews_notes_length_check', t.notes, NOTES_MAX_LENGTH),
  ],
);

export const evidenceFiles = pgTable(
  'evidence_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    controlId: text('control_id')
      .notNull()
      .references(() => controls.id),
    fileName: text('file_name').notNull(),
    fileType: text('file_type').notNull(),
    fileSize: integer('file_size').notNull(),
    objectPath: text('object_path').notNull(),
    /**
     * SHA-256 of the stored bytes, hashed while they were received (D25). Null only for a file
     * stored before hashes were recorded, until the backfill has read it (`evidence/hash-backfill.ts`).
     */
    sha256: text('sha256'),
    /**
     * The number of the latest affirmed cycle whose snapshot lists this file, set by the
     * affirmation (D33). A kept file cannot be deleted while the organization exists, only
     * unlinked from the current work: the affirmation must stay supportable. Null: not kept.
     */
    keptForCycle: integer('kept_for_cycle'),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('evidence_files_organization_id_idx').on(t.organizationId, t.uploadedAt),
    index('evidence_files_control_id_idx').on(t.controlId),
    // The admin console's evidence list, newest first.
    index('evidence_files_uploaded_at_idx').on(t.uploadedAt, t.id),
    // The console's evidence search by file name, ILIKE '%text%' (D21).
    index('evidence_files_file_name_trgm_idx').using('gin', t.fileName.op('gin_trgm_ops')),
    check(
      'evidence_files_file_size_check',
      sql`${t.fileSize} > 0 AND ${t.fileSize} <= ${sql.raw(String(EVIDENCE_FILE_SIZE_CEILING))}`,
    ),
    maxLength('evidence_files_file_name_length_check', t.fileName, EVIDENCE_FILE_NAME_MAX_LENGTH),
    sha256Format('evidence_files_sha256_check', t.sha256),
    // The hash backfill finds what it has left to do without reading the whole table.
    index('evidence_files_sha256_missing_idx')
      .on(t.id)
      .where(sql`${t.sha256} is null`),
  ],
);

export const activityLog = pgTable(
  'activity_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * The organization whose data the entry is about (D27), whose members read it; null for an
     * entry about an account alone (its password, its two-step sign-in, a staff account's work).
     */
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    /**
     * The account the entry is about: in an organization's entry, the member who acted (the one an
     * admin was viewing as, in an impersonation); null when only staff acted (an auditor's review).
     */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Who performed the action when it was not the user themself (an admin, an auditor). */
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action', { enum: ACTIVITY_ACTION_CODES }).notNull(),
    description: text('description').notNull(),
    metadata: jsonb('metadata'),
    createdAt: createdAt(),
  },
  (t) => [
    // Newest first with the id as tie-breaker, as every activity list orders: the index gives the
    // order itself, so a page deep in a million entries walks the index instead of sorting.
    index('activity_log_user_id_created_at_idx').on(t.userId, t.createdAt, t.id),
    // An organization's feed, newest first, read from the index as the account's is (D27).
    index('activity_log_organization_id_created_at_idx').on(t.organizationId, t.createdAt, t.id),
    index('activity_log_actor_user_id_idx').on(t.actorUserId),
    index('activity_log_created_at_idx').on(t.createdAt, t.id),
    // The console's activity filter by action, newest first (D21).
    index('activity_log_action_created_at_idx').on(t.action, t.createdAt),
    oneOf('activity_log_action_check', t.action, ACTIVITY_ACTION_CODES),
  ],
);

export const diagnosticReports = pgTable(
  'diagnostic_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** 0.0 to 100.0; read and written as the string the API shows ("10.3"). */
    overallScore: numeric('overall_score', { precision: 4, scale: 1 }).notNull(),
    totalControls: integer('total_controls').notNull(),
    completedControls: integer('completed_controls').notNull(),
    inProgressControls: integer('in_progress_controls').notNull(),
    notStartedControls: integer('not_started_controls').notNull(),
    criticalGaps: text('critical_gaps')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    recommendations: text('recommendations')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    domainScores: jsonb('domain_scores').$type<Record<string, number>>().notNull().default({}),
    readinessLevel: text('readiness_level', { enum: READINESS_LEVELS }).notNull(),
    estimatedTimeToCompletion: integer('estimated_time_to_completion'),
    /** The gaps and recommendations with the control each is about (D15). */
    gapLinks: jsonb('gap_links').$type<DiagnosticLink[]>().notNull().default([]),
    recommendationLinks: jsonb('recommendation_links').$type<DiagnosticLink[]>().notNull().default([]),
    /** The Level 1 result of the run (D22); null on runs made before objective findings. */
    requirementsMet: integer('requirements_met'),
    requirementsTotal: integer('requirements_total'),
    createdAt: createdAt(),
  },
  (t) => [
    index('diagnostic_reports_organization_id_created_at_idx').on(t.organizationId, t.createdAt),
    // The admin console's report list, newest first.
    index('diagnostic_reports_created_at_idx').on(t.createdAt),
    check('diagnostic_reports_overall_score_check', sql`${t.overallScore} BETWEEN 0 AND 100`),
    // Each count lies in 0..110 (the larger catalog, Level 2's), and the three status counts add up to the total.
    ...[t.totalControls, t.completedControls, t.inProgressControls, t.notStartedControls].map((column) =>
      check(
        `diagnostic_reports_${column.name}_check`,
        sql`${column} BETWEEN 0 AND ${sql.raw(String(LEVEL2_TOTALS.requirements))}`,
      ),
    ),
    check(
      'diagnostic_reports_counts_sum_check',
      sql`${t.completedControls} + ${t.inProgressControls} + ${t.notStartedControls} = ${t.totalControls}`,
    ),
    check(
      'diagnostic_reports_estimated_time_check',
      sql`${t.estimatedTimeToCompletion} IS NULL OR ${t.estimatedTimeToCompletion} >= 0`,
    ),
    oneOf('diagnostic_reports_readiness_level_check', t.readinessLevel, READINESS_LEVELS),
  ],
);

/**
 * Attempt counters of D26, kept in the database so that every app process sees the same count:
 * sign-ins per username (`account:`) and per address (`address:`), registrations per address
 * (`register:`). Each attempt is counted by one atomic upsert before any password is checked.
 */
export const signInThrottle = pgTable(
  'sign_in_throttle',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull().default(0),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the last counted attempt was made; the next one waits from here. */
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A random id of the last counted attempt: tells an upsert whether it was the one counted. */
    attemptId: text('attempt_id'),
  },
  (t) => [check('sign_in_throttle_failures_check', sql`${t.failures} >= 0`)],
);

/**
 * Upload links handed to a user (D9): each names a staging object of ours, expires, and can be
 * registered as evidence once.
 */
export const uploadGrants = pgTable(
  'upload_grants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    stagingKey: text('staging_key').notNull().unique(),
    /** Set for multipart uploads. */
    uploadId: text('upload_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When the bytes arrived through our own upload route (local storage); a link is used once. */
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }),
    /** When the object became evidence (or was refused); a grant is registered once. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /**
     * SHA-256 of the staged bytes when they came through our own upload route (local storage),
     * hashed on the way in (D25); registration copies it to the evidence row. Null when the bytes
     * went straight to S3: registration then reads the object back once to hash it.
     */
    sha256: text('sha256'),
    createdAt: createdAt(),
  },
  (t) => [
    index('upload_grants_organization_id_idx').on(t.organizationId),
    index('upload_grants_expires_at_idx').on(t.expiresAt),
    sha256Format('upload_grants_sha256_check', t.sha256),
  ],
);

/**
 * An organization's finding on one assessment objective (D22); one row per objective assessed.
 * The objective id is the control and the letter (`AC.L1-3.1.1[a]`), checked against the catalog
 * by the capability that writes it.
 */
export const objectiveFindings = pgTable(
  'objective_findings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    controlId: text('control_id')
      .notNull()
      .references(() => controls.id),
    objectiveId: text('objective_id').notNull(),
    finding: text('finding', { enum: FINDINGS }),
    methods: text('methods')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    note: text('note'),
    justification: text('justification'),
    /** Level 2, 3.5.3 or 3.13.11 NOT MET: the partial case the user says applies (D30). */
    partial: text('partial', { enum: PARTIALS }),
    /** Level 2, NOT MET: counts as MET by 170.24(b)(1) when recorded as one of these (D30). */
    basis: text('basis', { enum: FINDING_BASES }),
    basisDescription: text('basis_description'),
    /**
     * A temporary deficiency's plan of action (D35, 32 CFR 170.24(b)(1)(ii)): the POA&M item that
     * addresses it, when it arose, and the owner's word that the requirement was implemented
     * before (DoD Assessment Methodology 7(b)). The score reads the item again: deleted, the link
     * is cleared and the objective is NOT MET again.
     */
    poamItemId: uuid('poam_item_id').references((): AnyPgColumn => poamItems.id, { onDelete: 'set null' }),
    deficiencyArisenOn: date('deficiency_arisen_on', { mode: 'string' }),
    implementedBefore: boolean('implemented_before').notNull().default(false),
    /** Level 2 N/A of remote access, wireless or mobile: a policy keeps the capability off (D30). */
    capabilityOff: boolean('capability_off').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    oneOf('objective_findings_partial_check', t.partial, PARTIALS),
    oneOf('objective_findings_basis_check', t.basis, FINDING_BASES),
    check(
      'objective_findings_not_met_only_check',
      sql`(${t.partial} IS NULL AND ${t.basis} IS NULL) OR ${t.finding} = 'not_met'`,
    ),
    check(
      'objective_findings_basis_description_check',
      sql`${t.basis} IS NULL OR char_length(btrim(${t.basisDescription})) > 0`,
    ),
    maxLength('objective_findings_basis_description_length_check', t.basisDescription, NOTES_MAX_LENGTH),
    uniqueIndex('objective_findings_organization_objective_key').on(t.organizationId, t.objectiveId),
    index('objective_findings_control_id_idx').on(t.controlId),
    oneOf('objective_findings_finding_check', t.finding, FINDINGS),
    check(
      'objective_findings_methods_check',
      sql`${t.methods} <@ ARRAY[${literals(ASSESSMENT_METHODS)}]::text[]`,
    ),
    check(
      'objective_findings_justification_check',
      sql`${t.finding} IS DISTINCT FROM 'not_applicable' OR char_length(btrim(${t.justification})) > 0`,
    ),
    maxLength('objective_findings_note_length_check', t.note, NOTES_MAX_LENGTH),
    maxLength('objective_findings_justification_length_check', t.justification, NOTES_MAX_LENGTH),
  ],
);

/**
 * The controls an evidence file serves (D22: one policy serves several practices, stored once).
 * Always holds the control the file was uploaded for and the control of every objective it is
 * linked to.
 */
export const evidenceControlLinks = pgTable(
  'evidence_control_links',
  {
    evidenceId: uuid('evidence_id')
      .notNull()
      .references(() => evidenceFiles.id, { onDelete: 'cascade' }),
    controlId: text('control_id')
      .notNull()
      .references(() => controls.id),
  },
  (t) => [
    primaryKey({ columns: [t.evidenceId, t.controlId] }),
    index('evidence_control_links_control_id_idx').on(t.controlId),
  ],
);

/** The objectives an evidence file supports: the evidence a finding rests on (D22). */
export const evidenceObjectiveLinks = pgTable(
  'evidence_objective_links',
  {
    evidenceId: uuid('evidence_id')
      .notNull()
      .references(() => evidenceFiles.id, { onDelete: 'cascade' }),
    objectiveId: text('objective_id').notNull(),
    controlId: text('control_id')
      .notNull()
      .references(() => controls.id),
  },
  (t) => [
    primaryKey({ columns: [t.evidenceId, t.objectiveId] }),
    index('evidence_objective_links_objective_id_idx').on(t.objectiveId),
  ],
);

/**
 * An organization's yearly assessment cycles (D23). The open cycle holds the scope being written;
 * findings count for it when made after it started. Affirming freezes the cycle: the snapshot
 * keeps the scope, the findings, the evidence index and the affirmation, and no route changes an
 * affirmed cycle. One open cycle at most per organization.
 */
export const assessmentCycles = pgTable(
  'assessment_cycles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    /** The level assessed in this cycle (D29); the open cycle follows the organization's target. */
    level: levelColumn('level'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    fciDescription: text('fci_description').notNull().default(''),
    /** The named systems of the scope (D32); the SSP's inventory and the implementations' systems. */
    systems: jsonb('systems').$type<StoredAsset[]>().notNull().default([]),
    people: text('people').notNull().default(''),
    facilities: text('facilities').notNull().default(''),
    serviceProviders: text('service_providers').notNull().default(''),
    specializedAssets: text('specialized_assets').notNull().default(''),
    cageCodes: text('cage_codes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    holdsCui: boolean('holds_cui'),
    /** What a system security plan describes (NIST SP 800-171 r2 3.12.4, 800-171A 3.12.4[a]-[h]; D32). */
    systemName: text('system_name').notNull().default(''),
    systemPurpose: text('system_purpose').notNull().default(''),
    boundary: text('boundary').notNull().default(''),
    environment: text('environment').notNull().default(''),
    connections: text('connections').notNull().default(''),
    /**
     * The enduring exceptions as one text, as written before D35: kept as a note the owner is asked
     * to split into the list below, shown until they clear it.
     */
    enduringExceptionsNote: text('enduring_exceptions').notNull().default(''),
    /** The plan's enduring exceptions, one per requirement with its mitigations (170.24(b)(1)(i); D35). */
    enduringExceptionList: jsonb('enduring_exception_list')
      .$type<EnduringException[]>()
      .notNull()
      .default([]),
    /** An SSP kept outside the tool: an evidence file linked to 3.12.4, its version and date (D35). */
    externalSsp: jsonb('external_ssp').$type<ExternalSsp>(),
    /** How often the plan is updated, in months (800-171A 3.12.4[g], its frequency); null until stated. */
    sspReviewMonths: integer('ssp_review_months'),
    /** How many people the organization employs, which SPRS asks with a Level 2 result (D35); null until stated. */
    employeeCount: integer('employee_count'),
    /*
     * The plan's people and system (D36). The members and files are named by id without a foreign
     * key, as the external plan's file is: an affirmed cycle is frozen (refuse_frozen_cycle), so
     * ON DELETE SET NULL could not clear it, and the id of a former member or a deleted file reads
     * as none. A member removed from the organization is cleared from the open cycle in the
     * removal's transaction (organizations/service.ts).
     */
    systemOwnerUserId: uuid('system_owner_user_id'),
    securityContactUserId: uuid('security_contact_user_id'),
    affirmingOfficialUserId: uuid('affirming_official_user_id'),
    userCount: integer('user_count'),
    privilegedUserCount: integer('privileged_user_count'),
    hardwareList: text('hardware_list').notNull().default(''),
    softwareList: text('software_list').notNull().default(''),
    hardwareEvidenceId: uuid('hardware_evidence_id'),
    softwareEvidenceId: uuid('software_evidence_id'),
    diagramEvidenceId: uuid('diagram_evidence_id'),
    interconnections: jsonb('interconnections').$type<Interconnection[]>().notNull().default([]),
    officialName: text('official_name'),
    officialTitle: text('official_title'),
    officialEmail: text('official_email'),
    officialPhone: text('official_phone'),
    statement: text('statement'),
    affirmedAt: timestamp('affirmed_at', { withTimezone: true }),
    nextDueAt: timestamp('next_due_at', { withTimezone: true }),
    snapshot: jsonb('snapshot').$type<CycleSnapshot>(),
    /**
     * What SPRS gave back for the affirmed cycle (D28): the CMMC unique identifier and the date the
     * result was submitted, which is the CMMC status date (32 CFR 170.4). The only columns, with
     * next_due_at, that the frozen-cycle trigger lets change after affirming.
     */
    cmmcUid: text('cmmc_uid'),
    sprsSubmittedAt: date('sprs_submitted_at', { mode: 'string' }),
    sprsRecordedAt: timestamp('sprs_recorded_at', { withTimezone: true }),
    /** Level 2: the date the POA&M closeout was confirmed (170.21(b)); the status date stays (170.4). */
    poamClosedOutAt: date('poam_closed_out_at', { mode: 'string' }),
    /** Level 2: the date the closeout's results were entered in SPRS (170.16(a)(1)(ii)(B), D35). */
    poamCloseoutSprsEnteredAt: date('poam_closeout_sprs_entered_at', { mode: 'string' }),
    /**
     * Level 2: the affirmations after the first (after the POA&M closeout, then yearly; 170.22,
     * D31), appended, never changed; the frozen-cycle trigger lets this column grow.
     */
    laterAffirmations: jsonb('later_affirmations').$type<LaterAffirmation[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('assessment_cycles_organization_number_key').on(t.organizationId, t.number),
    uniqueIndex('assessment_cycles_one_open_key')
      .on(t.organizationId)
      .where(sql`${t.affirmedAt} IS NULL`),
    index('assessment_cycles_next_due_at_idx').on(t.nextDueAt),
    // Each organization's affirmed cycles and their due dates, read alone (index-only): the
    // console's affirmation filters group them by organization (admin/users-list.ts).
    index('assessment_cycles_affirmed_due_idx')
      .on(t.organizationId, t.nextDueAt)
      .where(sql`${t.affirmedAt} IS NOT NULL`),
    check(
      'assessment_cycles_affirmed_check',
      sql`${t.affirmedAt} IS NULL OR (${t.snapshot} IS NOT NULL AND ${t.nextDueAt} IS NOT NULL AND ${t.officialName} IS NOT NULL)`,
    ),
    check(
      'assessment_cycles_cage_codes_check',
      sql`array_to_string(${t.cageCodes}, ',') ~ '^([A-Z0-9]{5}(,|$))*$'`,
    ),
    ...[
      t.fciDescription,
      t.people,
      t.facilities,
      t.serviceProviders,
      t.specializedAssets,
      t.systemName,
      t.systemPurpose,
      t.boundary,
      t.environment,
      t.connections,
      t.enduringExceptionsNote,
    ].map((column) => maxLength(`assessment_cycles_${column.name}_length_check`, column, SCOPE_TEXT_MAX)),
    check(
      'assessment_cycles_sprs_entry_check',
      sql`(${t.cmmcUid} IS NULL) = (${t.sprsSubmittedAt} IS NULL) AND (${t.cmmcUid} IS NULL OR ${t.affirmedAt} IS NOT NULL)`,
    ),
    maxLength('assessment_cycles_cmmc_uid_length_check', t.cmmcUid, 40),
    isLevel('assessment_cycles_level_check', t.level),
    check('assessment_cycles_systems_check', sql`jsonb_typeof(${t.systems}) = 'array'`),
    check(
      'assessment_cycles_enduring_exception_list_check',
      sql`jsonb_typeof(${t.enduringExceptionList}) = 'array'`,
    ),
    check(
      'assessment_cycles_ssp_review_months_check',
      sql`${t.sspReviewMonths} IS NULL OR ${t.sspReviewMonths} BETWEEN ${sql.raw(String(SSP_REVIEW_MONTHS_MIN))} AND ${sql.raw(String(SSP_REVIEW_MONTHS_MAX))}`,
    ),
    check(
      'assessment_cycles_employee_count_check',
      sql`${t.employeeCount} IS NULL OR ${t.employeeCount} BETWEEN 1 AND ${sql.raw(String(EMPLOYEE_COUNT_MAX))}`,
    ),
    check(
      'assessment_cycles_user_counts_check',
      sql`(${t.userCount} IS NULL OR ${t.userCount} BETWEEN 0 AND ${sql.raw(String(USER_COUNT_MAX))}) AND (${t.privilegedUserCount} IS NULL OR ${t.privilegedUserCount} BETWEEN 0 AND ${sql.raw(String(USER_COUNT_MAX))}) AND (${t.userCount} IS NULL OR ${t.privilegedUserCount} IS NULL OR ${t.privilegedUserCount} <= ${t.userCount})`,
    ),
    maxLength('assessment_cycles_hardware_list_length_check', t.hardwareList, INVENTORY_TEXT_MAX),
    maxLength('assessment_cycles_software_list_length_check', t.softwareList, INVENTORY_TEXT_MAX),
    check('assessment_cycles_interconnections_check', sql`jsonb_typeof(${t.interconnections}) = 'array'`),
  ],
);

/**
 * The organization's external service providers (D36): one row per provider, named once per
 * organization (case-insensitive). The scope's assets name their host by id (`hostingProviderId`
 * in assessment_cycles.systems), checked under the organization's lock by the scope's save and
 * the provider's delete. The customer responsibility matrix and the body of evidence of a FedRAMP
 * equivalency are evidence files of the organization: a file deleted from the evidence leaves
 * the provider without it (ON DELETE SET NULL), its version and date kept.
 */
export const serviceProviders = pgTable(
  'service_providers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    services: text('services').notNull().default(''),
    /** Stores, processes or transmits CUI for the organization. */
    handlesCui: boolean('handles_cui').notNull().default(false),
    /** FEDRAMP_STATUSES; null where not stated. */
    fedrampStatus: text('fedramp_status'),
    fedrampEvidenceId: uuid('fedramp_evidence_id').references(() => evidenceFiles.id, {
      onDelete: 'set null',
    }),
    crmEvidenceId: uuid('crm_evidence_id').references(() => evidenceFiles.id, { onDelete: 'set null' }),
    crmVersion: text('crm_version'),
    crmDate: date('crm_date', { mode: 'string' }),
    contacts: text('contacts').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('service_providers_organization_name_key').on(t.organizationId, sql`lower(${t.name})`),
    index('service_providers_fedramp_evidence_id_idx').on(t.fedrampEvidenceId),
    index('service_providers_crm_evidence_id_idx').on(t.crmEvidenceId),
    oneOf('service_providers_kind_check', t.kind, PROVIDER_KINDS),
    oneOf('service_providers_fedramp_status_check', t.fedrampStatus, FEDRAMP_STATUSES),
    check(
      'service_providers_name_check',
      sql`char_length(btrim(${t.name})) BETWEEN 1 AND ${sql.raw(String(PROVIDER_NAME_MAX))}`,
    ),
    maxLength('service_providers_services_length_check', t.services, PROVIDER_TEXT_MAX),
    maxLength('service_providers_contacts_length_check', t.contacts, PROVIDER_TEXT_MAX),
    maxLength('service_providers_crm_version_length_check', t.crmVersion, 100),
    // The matrix's version and date go together, and a matrix file comes with them.
    check(
      'service_providers_crm_check',
      sql`(${t.crmVersion} IS NULL) = (${t.crmDate} IS NULL) AND (${t.crmEvidenceId} IS NULL OR ${t.crmVersion} IS NOT NULL)`,
    ),
    // A body of evidence belongs to an equivalency.
    check(
      'service_providers_fedramp_evidence_check',
      sql`${t.fedrampEvidenceId} IS NULL OR ${t.fedrampStatus} = 'equivalent'`,
    ),
  ],
);

/**
 * The approved revisions of the system security plan (D36): an owner's approval of the plan as it
 * stands, with a version, what changed, the approver and the time. NIST SP 800-171A 3.12.4[h], "the
 * system security plan is updated with the defined frequency", counts these and nothing else; a
 * download of the plan writes nothing (migration 0034 dropped `ssp_revisions`, whose rows were
 * downloads). Rows are only ever added.
 */
export const sspApprovedRevisions = pgTable(
  'ssp_approved_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** 1, 2, 3... per organization, in the order of approval. */
    number: integer('number').notNull(),
    /** The organization's name for the revision ("1.0"); unique per organization, whatever its case. */
    version: text('version').notNull(),
    /** What changed in the plan. */
    summary: text('summary').notNull(),
    /** The cycle and the level the plan was at when approved. */
    cycleId: uuid('cycle_id')
      .notNull()
      .references(() => assessmentCycles.id, { onDelete: 'cascade' }),
    level: smallint('level').notNull(),
    approvedByUserId: uuid('approved_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The owner's name as it was, kept after their account is gone. */
    approvedByName: text('approved_by_name').notNull(),
    approvedAt: timestamp('approved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ssp_approved_revisions_organization_number_key').on(t.organizationId, t.number),
    uniqueIndex('ssp_approved_revisions_organization_version_key').on(
      t.organizationId,
      sql`lower(${t.version})`,
    ),
    index('ssp_approved_revisions_cycle_id_idx').on(t.cycleId),
    index('ssp_approved_revisions_approved_by_user_id_idx').on(t.approvedByUserId),
    check('ssp_approved_revisions_number_check', sql`${t.number} >= 1`),
    check(
      'ssp_approved_revisions_version_check',
      sql`char_length(${t.version}) BETWEEN 1 AND ${sql.raw(String(SSP_REVISION_VERSION_MAX))}`,
    ),
    check(
      'ssp_approved_revisions_summary_check',
      sql`char_length(${t.summary}) BETWEEN 1 AND ${sql.raw(String(SSP_REVISION_SUMMARY_MAX))}`,
    ),
    isLevel('ssp_approved_revisions_level_check', t.level),
  ],
);

/**
 * A Level 2 plan of action and milestones item (D31): one requirement NOT MET that 32 CFR
 * 170.21(a)(2) allows to be closed later. Belongs to the cycle it was written in.
 */
export const poamItems = pgTable(
  'poam_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    cycleId: uuid('cycle_id')
      .notNull()
      .references(() => assessmentCycles.id, { onDelete: 'cascade' }),
    controlId: text('control_id')
      .notNull()
      .references(() => controls.id),
    weakness: text('weakness').notNull(),
    plannedCompletion: date('planned_completion', { mode: 'string' }).notNull(),
    milestones: jsonb('milestones').$type<{ text: string; due: string }[]>().notNull().default([]),
    responsibleUserId: uuid('responsible_user_id').references(() => users.id, { onDelete: 'set null' }),
    closedAt: date('closed_at', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('poam_items_cycle_control_key').on(t.cycleId, t.controlId),
    index('poam_items_organization_idx').on(t.organizationId),
    maxLength('poam_items_weakness_length_check', t.weakness, NOTES_MAX_LENGTH),
  ],
);

/**
 * A requirement the business found no longer met after affirming a cycle (D28): the affirmed
 * result no longer holds until a later cycle is affirmed. Kept apart from the frozen cycle row.
 */
export const requirementChanges = pgTable(
  'requirement_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cycleId: uuid('cycle_id')
      .notNull()
      .references(() => assessmentCycles.id, { onDelete: 'cascade' }),
    requirementId: text('requirement_id').notNull(),
    note: text('note').notNull(),
    reportedBy: uuid('reported_by').references(() => users.id, { onDelete: 'set null' }),
    reportedAt: timestamp('reported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('requirement_changes_cycle_idx').on(t.cycleId, t.reportedAt),
    maxLength('requirement_changes_note_length_check', t.note, SCOPE_TEXT_MAX),
  ],
);

/**
 * "Forgot password?" links (D20): only the SHA-256 of the token is kept, so a copy of the table
 * opens no account; each link is used once and lapses after 30 minutes.
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** The admin who made the link in the console (issue 23); null for "Forgot password?". */
    madeBy: uuid('made_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('password_reset_tokens_user_id_idx').on(t.userId),
    index('password_reset_tokens_expires_at_idx').on(t.expiresAt),
  ],
);

/**
 * The single-use links through which a staff account turns on two-step sign-in before its first
 * sign-in (D33), hashed like the reset links: a copy of the table enrols nobody.
 */
export const totpEnrolmentTokens = pgTable(
  'totp_enrolment_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('totp_enrolment_tokens_user_id_idx').on(t.userId)],
);

/**
 * Invitations to join an organization (D27): only the SHA-256 of the link's token is kept, as for
 * the reset links; a link works once, for the address invited, within seven days. Revoked and
 * accepted ones stay, so that the hourly limit counts every invitation sent.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: MEMBER_ROLES }).notNull(),
    canAffirm: boolean('can_affirm').notNull().default(false),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('invitations_organization_id_created_at_idx').on(t.organizationId, t.createdAt),
    oneOf('invitations_role_check', t.role, MEMBER_ROLES),
    maxLength('invitations_email_length_check', t.email, EMAIL_MAX_LENGTH),
    check('invitations_viewer_cannot_affirm_check', sql`${t.role} <> 'viewer' OR NOT ${t.canAffirm}`),
  ],
);

/** The ten single-use recovery codes of a user's two-step sign-in (D20), hashed. */
export const totpRecoveryCodes = pgTable(
  'totp_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('totp_recovery_codes_user_code_key').on(t.userId, t.codeHash)],
);

/**
 * How many rows each day (UTC) holds in the tables the admin console lists whole, by the time they
 * are listed by (the activity log's created_at, an implementation's updated_at, a file's
 * uploaded_at): kept by the statement triggers of migration 0023 as deltas, one per day a statement
 * touches, and folded by each app process every minute (db/list-days.ts). Their sum is a list's
 * total: counting a million activity entries took 60-90 ms, summing these rows well under one. A
 * deep page skips the whole days newer than its first row and walks at most one day's rows: the
 * middle page of ten million entries walked five million (issue 28).
 */
export const listDays = pgTable(
  'list_days',
  {
    tableName: text('table_name').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    entries: bigint('entries', { mode: 'number' }).notNull(),
  },
  (t) => [index('list_days_table_name_day_idx').on(t.tableName, t.day)],
);

/**
 * Each organization's read version (issue 28): a number the deferred triggers of migrations 0021
 * and 0026 raise at the commit of each transaction in which a row the kept reads show changes
 * (findings, implementations, reviews, evidence and its links, cycles, POA&M items, the
 * organization, a reviewer's name).
 * A process serves a kept answer only while the version it was made at is still the current one
 * (http/read-model.ts). No row yet: nothing has changed since the organization was made.
 */
export const organizationReadVersions = pgTable('organization_read_versions', {
  organizationId: uuid('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull(),
});
