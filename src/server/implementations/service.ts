import { and, desc, eq, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { isoOrNull } from '../../contract/format';
import { reviewerDisplayName } from '../../contract/display';
import { ACTIVITY_ACTIONS } from '../../contract/activity';
import {
  implementationSchema,
  statusLabel,
  type Implementation,
  type ReviewRecord,
  type SaveImplementationInput,
} from '../../contract/implementations';
import { recordActivity } from '../activity/record-activity';
import { catalogControl, catalogControlJson, catalogOrder } from '../catalog/catalog';
import type { Control } from '../../contract/catalog';
import type { Db } from '../db/client';
import { preparedRead } from '../db/prepared';
import { controlImplementations, evidenceControlLinks, evidenceFiles, reviews, users } from '../db/schema';
import { actingUserId, type Actor } from '../access/actor';
import { authorize } from '../access/authorize';
import { notFound } from '../http/errors';
import { lapseVerdict } from './lapse';
import { readTogether } from '../db/read-together';
import { spliceJson } from '../http/splice-json';

type ImplementationRow = typeof controlImplementations.$inferSelect;
type EvidenceRow = typeof evidenceFiles.$inferSelect;

function toImplementation(
  row: ImplementationRow,
  control: Implementation['control'],
  evidence: EvidenceRow[],
  history: ReviewRecord[],
): Implementation {
  return {
    id: row.id,
    userId: row.userId,
    controlId: row.controlId,
    status: row.status,
    notes: row.notes,
    completedAt: isoOrNull(row.completedAt),
    auditorStatus: row.auditorStatus,
    auditorNotes: row.auditorNotes,
    auditedAt: isoOrNull(row.auditedAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    control,
    evidenceFiles: evidence.map((file) => ({
      id: file.id,
      fileName: file.fileName,
      fileType: file.fileType,
      fileSize: file.fileSize,
      uploadedAt: file.uploadedAt.toISOString(),
    })),
    reviews: history,
  };
}

/** `$controlIds` null keeps every control; an array keeps those named. */
const ofControls = (column: AnyPgColumn) =>
  sql`(${sql.placeholder('controlIds')}::text[] is null or ${column} = any(${sql.placeholder('controlIds')}::text[]))`;

const ownImplementations = preparedRead((db) =>
  db
    .select()
    .from(controlImplementations)
    .where(
      and(
        eq(controlImplementations.userId, sql.placeholder('userId')),
        ofControls(controlImplementations.controlId),
      ),
    )
    .prepare('own_implementations'),
);

/** Every file serving a control: uploaded for it or linked to it (D22); newest first. */
const ownEvidenceByControl = preparedRead((db) =>
  db
    .select({ file: evidenceFiles, controlId: evidenceControlLinks.controlId })
    .from(evidenceFiles)
    .innerJoin(evidenceControlLinks, eq(evidenceControlLinks.evidenceId, evidenceFiles.id))
    .where(
      and(eq(evidenceFiles.userId, sql.placeholder('userId')), ofControls(evidenceControlLinks.controlId)),
    )
    .orderBy(desc(evidenceFiles.uploadedAt), desc(evidenceFiles.id))
    .prepare('own_evidence_by_control'),
);

/** The review history of the implementations, newest first. */
/** The auditor an admin was impersonating when the admin reviewed (D33). */
const impersonatedUser = alias(users, 'impersonated');

const ownReviews = preparedRead((db) =>
  db
    .select({
      implementationId: reviews.implementationId,
      status: reviews.status,
      notes: reviews.notes,
      createdAt: reviews.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
      // Flat, not a nested object: drizzle makes a left-joined object null when its first column is.
      impersonatedFirstName: impersonatedUser.firstName,
      impersonatedLastName: impersonatedUser.lastName,
      impersonatedUsername: impersonatedUser.username,
    })
    .from(reviews)
    .innerJoin(controlImplementations, eq(controlImplementations.id, reviews.implementationId))
    .leftJoin(users, eq(users.id, reviews.reviewerUserId))
    .leftJoin(impersonatedUser, eq(impersonatedUser.id, reviews.impersonatedUserId))
    .where(
      and(
        eq(controlImplementations.userId, sql.placeholder('userId')),
        ofControls(controlImplementations.controlId),
      ),
    )
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .prepare('own_reviews'),
);

/**
 * An organization's implementation records, in catalog order, each with its control and
 * evidence; only those of `controlIds` when given.
 */
export async function implementationsOf(
  db: Db,
  userId: string,
  controlIds?: string[],
): Promise<Implementation[]> {
  const values = { userId, controlIds: controlIds ?? null };
  const [found, evidence, history] = await readTogether(
    db,
    () => ownImplementations(db).execute(values),
    () => ownEvidenceByControl(db).execute(values),
    () => ownReviews(db).execute(values),
  );
  const rows = found
    .map((implementation) => ({ implementation, control: catalogControl(implementation.controlId) }))
    .filter(
      (row): row is { implementation: ImplementationRow; control: Control } => row.control !== undefined,
    )
    .sort((a, b) => catalogOrder(a.control.id) - catalogOrder(b.control.id));
  const historyOf = reviewHistories(history);
  return rows.map(({ implementation, control }) =>
    toImplementation(
      implementation,
      control,
      evidence.filter((link) => link.controlId === implementation.controlId).map((link) => link.file),
      historyOf.get(implementation.id) ?? [],
    ),
  );
}

const ownFieldsSchema = implementationSchema.omit({ control: true });

/** A record's JSON: its own fields checked against the schema, its control's JSON the catalog's, made once. */
function implementationJson({ control, ...own }: Implementation): string {
  const controlJson = catalogControlJson(control.id);
  if (controlJson === undefined) throw new Error(`Catalog: no control ${control.id}`);
  return spliceJson(ownFieldsSchema, own, 'control', controlJson);
}

function reviewHistories(
  rows: Awaited<ReturnType<ReturnType<typeof ownReviews>['execute']>>,
): Map<string, ReviewRecord[]> {
  const byImplementation = new Map<string, ReviewRecord[]>();
  for (const row of rows) {
    const list = byImplementation.get(row.implementationId) ?? [];
    list.push({
      status: row.status,
      notes: row.notes,
      reviewerName:
        row.username === null
          ? null
          : reviewerDisplayName(
              { firstName: row.firstName, lastName: row.lastName, username: row.username },
              row.impersonatedUsername === null
                ? null
                : {
                    firstName: row.impersonatedFirstName,
                    lastName: row.impersonatedLastName,
                    username: row.impersonatedUsername,
                  },
            ),
      createdAt: row.createdAt.toISOString(),
    });
    byImplementation.set(row.implementationId, list);
  }
  return byImplementation;
}

/**
 * Creates or updates the one record of a user for a control. `completedAt` is set when the
 * control becomes completed and cleared when it is reopened; each real change is logged (D13).
 */
export async function saveImplementation(
  db: Db,
  actor: Actor | null,
  input: SaveImplementationInput,
): Promise<Implementation> {
  authorize(actor, 'implementation:write:own');
  const userId = actor.user.id;
  return db.transaction(async (tx) => {
    const control = catalogControl(input.controlId);
    if (!control) throw notFound('Control not found');
    const [existing] = await tx
      .select()
      .from(controlImplementations)
      .where(and(eq(controlImplementations.userId, userId), eq(controlImplementations.controlId, control.id)))
      .for('update');
    const previousStatus = existing?.status ?? 'not_started';
    const previousNotes = existing?.notes ?? '';
    const notes = input.notes === undefined ? (existing?.notes ?? null) : input.notes;
    const now = new Date();
    const completedAt =
      input.status === 'completed'
        ? previousStatus === 'completed'
          ? (existing?.completedAt ?? now)
          : now
        : null;
    await tx
      .insert(controlImplementations)
      .values({ userId, controlId: control.id, status: input.status, notes, completedAt })
      .onConflictDoUpdate({
        target: [controlImplementations.userId, controlImplementations.controlId],
        set: { status: input.status, notes, completedAt },
      });

    const statusChanged = previousStatus !== input.status;
    const notesChanged = (notes ?? '') !== previousNotes;
    const name = `${control.controlNumber} ${control.title}`;
    const base = { userId, actorUserId: actingUserId(actor, userId) };
    if (statusChanged) {
      await recordActivity(tx, {
        ...base,
        action: ACTIVITY_ACTIONS.statusChange,
        description: `Marked ${name} as ${statusLabel(input.status)}`,
        metadata: { controlId: control.id, from: previousStatus, to: input.status, notesChanged },
      });
    } else if (notesChanged) {
      await recordActivity(tx, {
        ...base,
        action: ACTIVITY_ACTIONS.notesUpdate,
        description: `Updated implementation notes for ${name}`,
        metadata: { controlId: control.id },
      });
    }
    if (statusChanged || notesChanged) {
      await lapseVerdict(tx, {
        userId,
        controlId: control.id,
        actor,
        reason: statusChanged ? 'status_change' : 'notes_update',
      });
    }
    const [saved] = await implementationsOf(tx, userId, [control.id]);
    return saved!;
  });
}

/** The signed-in business's own records. */
/** The signed-in organization's implementations, as the JSON `GET /api/implementations` sends. */
export async function listImplementations(db: Db, actor: Actor | null): Promise<string> {
  authorize(actor, 'workspace:read:own');
  const list = await implementationsOf(db, actor.user.id);
  return `[${list.map(implementationJson).join(',')}]`;
}
