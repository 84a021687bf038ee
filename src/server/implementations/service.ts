import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { ACTIVITY_ACTIONS } from '../../contract/activity';
import {
  statusLabel,
  type Implementation,
  type SaveImplementationInput,
} from '../../contract/implementations';
import { recordActivity } from '../activity/record-activity';
import { toControl } from '../controls/service';
import type { Db } from '../db/client';
import { controlDomains, controlImplementations, controls, evidenceFiles } from '../db/schema';
import type { Actor } from '../http/actor';
import { notFound } from '../http/errors';

type ImplementationRow = typeof controlImplementations.$inferSelect;
type EvidenceRow = typeof evidenceFiles.$inferSelect;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function toImplementation(
  row: ImplementationRow,
  control: Implementation['control'],
  evidence: EvidenceRow[],
): Implementation {
  return {
    id: row.id,
    userId: row.userId,
    controlId: row.controlId,
    status: row.status,
    notes: row.notes,
    completedAt: iso(row.completedAt),
    auditorStatus: row.auditorStatus,
    auditorNotes: row.auditorNotes,
    auditedAt: iso(row.auditedAt),
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
  };
}

/** A user's implementation records, in catalog order, each with its control and evidence. */
export async function listImplementations(
  db: Db,
  userId: string,
  controlIds?: string[],
): Promise<Implementation[]> {
  const rows = await db
    .select({ implementation: controlImplementations, control: controls, domain: controlDomains })
    .from(controlImplementations)
    .innerJoin(controls, eq(controls.id, controlImplementations.controlId))
    .innerJoin(controlDomains, eq(controlDomains.id, controls.domainId))
    .where(
      and(
        eq(controlImplementations.userId, userId),
        controlIds ? inArray(controlImplementations.controlId, controlIds) : undefined,
      ),
    )
    .orderBy(asc(controls.sortOrder));
  const evidence = await db
    .select()
    .from(evidenceFiles)
    .where(eq(evidenceFiles.userId, userId))
    .orderBy(desc(evidenceFiles.uploadedAt));
  return rows.map(({ implementation, control, domain }) =>
    toImplementation(
      implementation,
      toControl(control, domain),
      evidence.filter((file) => file.controlId === implementation.controlId),
    ),
  );
}

/**
 * Creates or updates the one record of a user for a control. `completedAt` is set when the
 * control becomes completed and cleared when it is reopened; each real change is logged (D13).
 */
export async function saveImplementation(
  db: Db,
  actor: Actor,
  input: SaveImplementationInput,
): Promise<Implementation> {
  const userId = actor.user.id;
  await db.transaction(async (tx) => {
    const [control] = await tx.select().from(controls).where(eq(controls.id, input.controlId)).limit(1);
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
        set: { status: input.status, notes, completedAt, updatedAt: now },
      });

    const statusChanged = previousStatus !== input.status;
    const notesChanged = (notes ?? '') !== previousNotes;
    const name = `${control.controlNumber} ${control.title}`;
    const base = { userId, actorUserId: actor.impersonatorId };
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
  });
  const [saved] = await listImplementations(db, userId, [input.controlId]);
  return saved!;
}
