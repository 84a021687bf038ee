import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { catalogControl, catalogOrder } from '../catalog/catalog';
import { preparedRead } from '../db/prepared';
import { ACTIVITY_ACTIONS } from '../../contract/activity';
import { EVIDENCE_EXTENSIONS } from '../../contract/constants';
import {
  extensionOf,
  formatSizeLimit,
  isAllowedExtension,
  keptEvidenceMessage,
  type EvidenceFile,
} from '../../contract/evidence';
import { actingUserId, type Actor } from '../access/actor';
import { authorize, authorizeScope } from '../access/authorize';
import { recordActivity } from '../activity/record-activity';
import type { Db } from '../db/client';
import { isUuid } from '../db/query-input';
import { controls, evidenceControlLinks, evidenceFiles, evidenceObjectiveLinks } from '../db/schema';
import { conflict, HttpError, notFound } from '../http/errors';
import type { OpenedFile } from '../http/send-file';
import { lapseVerdict } from '../implementations/lapse';
import type { EvidenceDeps } from './deps';
import { lockOrganizationUploads } from './quota';

export type EvidenceRow = typeof evidenceFiles.$inferSelect;
export type ControlRow = typeof controls.$inferSelect;

const ALLOWED_LIST = EVIDENCE_EXTENSIONS.map((extension) => extension.toUpperCase()).join(', ');

export const tooLarge = (maxBytes: number) =>
  new HttpError(413, `File Too Large: files must be ${formatSizeLimit(maxBytes)} or smaller.`);
export const typeNotAllowed = () =>
  new HttpError(415, `This file type is not accepted. Allowed types: ${ALLOWED_LIST}.`);

/** Refuses a file name whose extension is not on the allow-list (D7), before any byte is read. */
export function assertAllowedName(fileName: string): void {
  if (!isAllowedExtension(extensionOf(fileName))) throw typeNotAllowed();
}

export function toEvidenceFile(
  row: EvidenceRow,
  control: Pick<ControlRow, 'controlNumber' | 'title'>,
  links: { controlIds: string[]; objectiveIds: string[] } = { controlIds: [row.controlId], objectiveIds: [] },
): EvidenceFile {
  return {
    id: row.id,
    userId: row.userId,
    controlId: row.controlId,
    fileName: row.fileName,
    fileType: row.fileType,
    fileSize: row.fileSize,
    uploadedAt: row.uploadedAt.toISOString(),
    objectPath: `/api/evidence/${row.id}/content`,
    control: { controlNumber: control.controlNumber, title: control.title },
    controlIds: links.controlIds,
    objectiveIds: links.objectiveIds,
    sha256: row.sha256,
    keptForCycle: row.keptForCycle,
  };
}

export async function requireControl(db: Db, controlId: string): Promise<ControlRow> {
  const [control] = await db.select().from(controls).where(eq(controls.id, controlId)).limit(1);
  if (!control) throw notFound('Control not found');
  return control;
}

/** The controls a file serves and the objectives it supports, as SQL arrays. */
const controlIdsOf = sql<string[]>`coalesce((
  select array_agg(${evidenceControlLinks.controlId})
  from ${evidenceControlLinks}
  where ${evidenceControlLinks.evidenceId} = ${evidenceFiles.id}), '{}')`;
const objectiveIdsOf = sql<string[]>`coalesce((
  select array_agg(${evidenceObjectiveLinks.objectiveId} order by ${evidenceObjectiveLinks.objectiveId})
  from ${evidenceObjectiveLinks}
  where ${evidenceObjectiveLinks.evidenceId} = ${evidenceFiles.id}), '{}')`;

/** `$controlId` null keeps every file; a control id keeps those serving it (uploaded for it or linked, D22). */
const servesControl = sql`(${sql.placeholder('controlId')}::text is null or exists (
  select 1 from ${evidenceControlLinks}
  where ${evidenceControlLinks.evidenceId} = ${evidenceFiles.id}
    and ${evidenceControlLinks.controlId} = ${sql.placeholder('controlId')}::text))`;
/** `$ids` null keeps every file; an array keeps those named. */
const namedIn = sql`(${sql.placeholder('ids')}::uuid[] is null or ${evidenceFiles.id} = any(${sql.placeholder('ids')}::uuid[]))`;

const ownEvidence = preparedRead((db) =>
  db
    .select({ file: evidenceFiles, controlIds: controlIdsOf, objectiveIds: objectiveIdsOf })
    .from(evidenceFiles)
    .where(and(eq(evidenceFiles.userId, sql.placeholder('userId')), servesControl, namedIn))
    .orderBy(desc(evidenceFiles.uploadedAt), desc(evidenceFiles.id))
    .prepare('own_evidence'),
);

/**
 * An organization's evidence, newest first: every file, or those serving one control (uploaded
 * for it or linked to it, D22), or only the files named. The controls come from the catalog.
 */
export async function evidenceOf(
  db: Db,
  userId: string,
  controlId?: string,
  ids?: string[],
): Promise<EvidenceFile[]> {
  const rows = await ownEvidence(db).execute({ userId, controlId: controlId ?? null, ids: ids ?? null });
  return rows.flatMap(({ file, controlIds, objectiveIds }) => {
    const control = catalogControl(file.controlId);
    if (!control) return [];
    const inCatalogOrder = [...controlIds].sort((a, b) => catalogOrder(a) - catalogOrder(b));
    return [toEvidenceFile(file, control, { controlIds: inCatalogOrder, objectiveIds })];
  });
}

/** A stored evidence file with its links, as the evidence package reads it (D25). */
export interface StoredEvidence {
  id: string;
  fileName: string;
  fileType: string;
  fileSize: number;
  uploadedAt: Date;
  objectPath: string;
  sha256: string | null;
  /** The control it was uploaded for, where the package keeps it (D22: `controlId`). */
  primaryControlId: string;
  controlIds: string[];
  objectiveIds: string[];
}

/** Every evidence file of an organization, by its primary control (catalog order), then upload. */
export async function storedEvidenceOf(db: Db, userId: string): Promise<StoredEvidence[]> {
  const rows = await db
    .select({ file: evidenceFiles, controlIds: controlIdsOf, objectiveIds: objectiveIdsOf })
    .from(evidenceFiles)
    .innerJoin(controls, eq(controls.id, evidenceFiles.controlId))
    .where(eq(evidenceFiles.userId, userId))
    .orderBy(asc(controls.sortOrder), asc(evidenceFiles.uploadedAt), asc(evidenceFiles.id));
  return rows.map(({ file, controlIds, objectiveIds }) => ({
    id: file.id,
    fileName: file.fileName,
    fileType: file.fileType,
    fileSize: file.fileSize,
    uploadedAt: file.uploadedAt,
    objectPath: file.objectPath,
    sha256: file.sha256,
    primaryControlId: file.controlId,
    controlIds,
    objectiveIds,
  }));
}

/** The signed-in business's own evidence library. */
export async function listEvidence(db: Db, actor: Actor | null): Promise<EvidenceFile[]> {
  authorize(actor, 'evidence:read:own');
  return evidenceOf(db, actor.user.id);
}

export async function listControlEvidence(
  db: Db,
  actor: Actor | null,
  controlId: string,
): Promise<EvidenceFile[]> {
  authorize(actor, 'evidence:read:own');
  await requireControl(db, controlId);
  return evidenceOf(db, actor.user.id, controlId);
}

async function findEvidence(db: Db, id: string): Promise<EvidenceRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(evidenceFiles).where(eq(evidenceFiles.id, id)).limit(1);
  return row;
}

/** D8: the owner, auditors and admins may read; anyone else is told it does not exist. */
export async function openEvidence(
  deps: Pick<EvidenceDeps, 'db' | 'storage'>,
  actor: Actor | null,
  id: string,
): Promise<OpenedFile> {
  const { actor: reader, scope } = authorizeScope(actor, 'evidence:read:any', 'evidence:read:own');
  const file = await findEvidence(deps.db, id);
  const mayRead = file && (scope === 'any' || file.userId === reader.user.id);
  if (!file || !mayRead) throw notFound('Evidence file not found');
  const body = await deps.storage.getStream(file.objectPath).catch(() => {
    throw notFound('The stored file is missing');
  });
  return { fileName: file.fileName, fileType: file.fileType, fileSize: file.fileSize, body };
}

/**
 * Marks the files an affirmation's snapshot lists as kept for that cycle (D33), in the
 * affirmation's transaction, which holds the organization's upload lock.
 */
export async function keepForAffirmation(
  tx: Db,
  userId: string,
  cycleNumber: number,
  ids: string[],
): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(evidenceFiles)
    .set({ keptForCycle: cycleNumber })
    .where(and(eq(evidenceFiles.userId, userId), inArray(evidenceFiles.id, ids)));
}

/**
 * D8: only the owner deletes, or an admin acting as the owner through impersonation (D11); an
 * admin's own platform session or the console cannot. A file an affirmation lists is kept (D33):
 * 409. The row and its activity entry go in one transaction; the stored bytes go once that has
 * committed.
 */
export async function deleteEvidence(deps: EvidenceDeps, actor: Actor | null, id: string): Promise<void> {
  authorize(actor, 'evidence:delete:own');
  const file = await findEvidence(deps.db, id);
  if (!file || file.userId !== actor.user.id) throw notFound('Evidence file not found');
  await deps.db.transaction(async (tx) => {
    // Under the organization's upload lock, which the affirmation takes too (D33): a file is
    // either deleted before an affirmation reads the evidence, or kept by it and refused here.
    await lockOrganizationUploads(tx, file.userId);
    const [kept] = await tx
      .select({ cycle: evidenceFiles.keptForCycle })
      .from(evidenceFiles)
      .where(eq(evidenceFiles.id, file.id));
    if (kept?.cycle != null) throw conflict(keptEvidenceMessage(file.fileName, kept.cycle));
    const [control] = await tx.select().from(controls).where(eq(controls.id, file.controlId));
    // Every control the file served loses it: each one's verdict lapses (D19, D22).
    const served = await tx
      .select({ controlId: evidenceControlLinks.controlId })
      .from(evidenceControlLinks)
      .where(eq(evidenceControlLinks.evidenceId, file.id));
    const deleted = await tx
      .delete(evidenceFiles)
      .where(eq(evidenceFiles.id, file.id))
      .returning({ id: evidenceFiles.id });
    if (deleted.length === 0) throw notFound('Evidence file not found');
    await recordActivity(tx, {
      userId: file.userId,
      actorUserId: actingUserId(actor, file.userId),
      action: ACTIVITY_ACTIONS.evidenceDelete,
      description: `Deleted "${file.fileName}" from ${control?.controlNumber ?? file.controlId}`,
      metadata: { evidenceId: file.id, controlId: file.controlId },
    });
    const controlIds = new Set([file.controlId, ...served.map((link) => link.controlId)]);
    for (const controlId of controlIds) {
      await lapseVerdict(tx, { userId: file.userId, controlId, actor, reason: 'evidence_delete' });
    }
  });
  await deps.storage.delete(file.objectPath);
}
