import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AssessmentMethods, Objective } from '../../contract/catalog';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    password: text('password').notNull(),
    email: text('email').notNull(),
    businessName: text('business_name').notNull(),
    businessNumber: text('business_number'),
    industry: text('industry').notNull(),
    role: text('role', { enum: ['client', 'auditor', 'admin'] })
      .notNull()
      .default('client'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    profileImageUrl: text('profile_image_url'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Usernames and emails are unique regardless of case (D17).
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    index('users_role_idx').on(t.role),
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
    identifier2024: text('identifier_2024').notNull(),
    farReference: text('far_reference').notNull(),
    nistReference: text('nist_reference').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    implementationGuidance: text('implementation_guidance').notNull(),
    requiredEvidence: text('required_evidence')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    objectives: jsonb('objectives').$type<Objective[]>().notNull().default([]),
    assessmentMethods: jsonb('assessment_methods')
      .$type<AssessmentMethods>()
      .notNull()
      .default({ examine: [], interview: [], test: [] }),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('controls_domain_id_idx').on(t.domainId)],
);

export const controlImplementations = pgTable(
  'control_implementations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    controlId: text('control_id')
      .notNull()
      .references(() => controls.id),
    status: text('status', { enum: ['not_started', 'in_progress', 'completed'] })
      .notNull()
      .default('not_started'),
    notes: text('notes'),
    auditorNotes: text('auditor_notes'),
    auditorStatus: text('auditor_status', {
      enum: ['approved', 'rejected', 'needs_clarification'],
    }),
    auditorUserId: uuid('auditor_user_id').references(() => users.id, { onDelete: 'set null' }),
    auditedAt: timestamp('audited_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('control_implementations_user_control_key').on(t.userId, t.controlId),
    index('control_implementations_control_id_idx').on(t.controlId),
    index('control_implementations_auditor_user_id_idx').on(t.auditorUserId),
  ],
);

export const evidenceFiles = pgTable(
  'evidence_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    controlId: text('control_id')
      .notNull()
      .references(() => controls.id),
    fileName: text('file_name').notNull(),
    fileType: text('file_type').notNull(),
    fileSize: integer('file_size').notNull(),
    objectPath: text('object_path').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('evidence_files_user_id_idx').on(t.userId, t.uploadedAt),
    index('evidence_files_control_id_idx').on(t.controlId),
  ],
);

export const activityLog = pgTable(
  'activity_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Who performed the action when it was not the user themself (an admin, an auditor). */
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    description: text('description').notNull(),
    metadata: jsonb('metadata'),
    createdAt: createdAt(),
  },
  (t) => [
    index('activity_log_user_id_created_at_idx').on(t.userId, t.createdAt),
    index('activity_log_actor_user_id_idx').on(t.actorUserId),
    index('activity_log_created_at_idx').on(t.createdAt),
  ],
);

export const diagnosticReports = pgTable(
  'diagnostic_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    overallScore: text('overall_score').notNull(),
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
    readinessLevel: text('readiness_level', {
      enum: ['audit_ready', 'partially_ready', 'not_ready'],
    }).notNull(),
    estimatedTimeToCompletion: integer('estimated_time_to_completion'),
    createdAt: createdAt(),
  },
  (t) => [index('diagnostic_reports_user_id_created_at_idx').on(t.userId, t.createdAt)],
);

/** Failed sign-in counters, kept in the database so that every app process sees the same count. */
export const signInThrottle = pgTable('sign_in_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Upload links handed to a user (D9): each names a staging object of ours, expires, and can be
 * registered as evidence once.
 */
export const uploadGrants = pgTable(
  'upload_grants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stagingKey: text('staging_key').notNull().unique(),
    /** Set for multipart uploads. */
    uploadId: text('upload_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When the bytes arrived through our own upload route (local storage); a link is used once. */
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }),
    /** When the object became evidence (or was refused); a grant is registered once. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('upload_grants_user_id_idx').on(t.userId),
    index('upload_grants_expires_at_idx').on(t.expiresAt),
  ],
);
