import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { EvidenceFile } from '../../contract/evidence';
import { catalogControl, catalogOrder } from '../catalog/catalog';
import type { Db } from '../db/client';
import { preparedRead } from '../db/prepared';
import { controls, evidenceControlLinks, evidenceFiles, evidenceObjectiveLinks } from '../db/schema';

/**
 * What other capabilities and reports read of the evidence (issue 24): plain readers that take an
 * organization id and check no permission; the guarded functions are in service.ts.
 */

export type EvidenceRow = typeof evidenceFiles.$inferSelect;
export type ControlRow = typeof controls.$inferSelect;

export function toEvidenceFile(
  row: EvidenceRow,
  control: Pick<ControlRow, 'controlNumber' | 'title'>,
  links: { controlIds: string[]; objectiveIds: string[] } = { controlIds: [row.controlId], objectiveIds: [] },
): EvidenceFile {
  return {
    id: row.id,
    userId: row.organizationId,
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
    .where(and(eq(evidenceFiles.organizationId, sql.placeholder('userId')), servesControl, namedIn))
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
    .where(eq(evidenceFiles.organizationId, userId))
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
