import { eq } from 'drizzle-orm';
import { ACTIVITY_ACTIONS } from '../../contract/activity';
import { EVIDENCE_EXTENSIONS } from '../../contract/constants';
import {
  extensionOf,
  formatSizeLimit,
  isAllowedExtension,
  keptEvidenceMessage,
  type EvidenceFile,
} from '../../contract/evidence';
import { organizationActivityBy, type Actor } from '../access/actor';
import { authorize, authorizeScope, organizationOf } from '../access/authorize';
import { recordActivity } from '../activity/steps';
import type { Db } from '../db/client';
import { isUuid } from '../db/query-input';
import { controls, evidenceControlLinks, evidenceFiles } from '../db/schema';
import { conflict, HttpError, notFound } from '../http/errors';
import type { OpenedFile } from '../http/send-file';
import type { OrganizationRead } from '../http/read-model';
import { answerJson } from '../http/send-json';
import { evidenceRoutes } from '../../contract/routes/evidence';
import { workChanged } from '../implementations/steps';
import type { EvidenceDeps } from './deps';
import { lockOrganizationUploads } from './steps';
import { evidenceOf, type ControlRow, type EvidenceRow } from './queries';

const ALLOWED_LIST = EVIDENCE_EXTENSIONS.map((extension) => extension.toUpperCase()).join(', ');

export const tooLarge = (maxBytes: number) =>
  new HttpError(413, `File Too Large: files must be ${formatSizeLimit(maxBytes)} or smaller.`);
export const typeNotAllowed = () =>
  new HttpError(415, `This file type is not accepted. Allowed types: ${ALLOWED_LIST}.`);

/** Refuses a file name whose extension is not on the allow-list (D7), before any byte is read. */
export function assertAllowedName(fileName: string): void {
  if (!isAllowedExtension(extensionOf(fileName))) throw typeNotAllowed();
}

export async function requireControl(db: Db, controlId: string): Promise<ControlRow> {
  const [control] = await db.select().from(controls).where(eq(controls.id, controlId)).limit(1);
  if (!control) throw notFound('Control not found');
  return control;
}

/** The signed-in business's own evidence library, served from the read model (issue 28). */
export function evidenceRead(db: Db, actor: Actor | null): OrganizationRead {
  authorize(actor, 'evidence:read:own');
  const organizationId = organizationOf(actor);
  return {
    organizationId,
    name: 'evidence',
    json: async () => answerJson(evidenceRoutes.evidence.answers[200], await evidenceOf(db, organizationId)),
  };
}

export async function listControlEvidence(
  db: Db,
  actor: Actor | null,
  controlId: string,
): Promise<EvidenceFile[]> {
  authorize(actor, 'evidence:read:own');
  await requireControl(db, controlId);
  return evidenceOf(db, organizationOf(actor), controlId);
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
  const mayRead = file && (scope === 'any' || file.organizationId === reader.organization?.id);
  if (!file || !mayRead) throw notFound('Evidence file not found');
  const body = await deps.storage.getStream(file.objectPath).catch(() => {
    throw notFound('The stored file is missing');
  });
  return { fileName: file.fileName, fileType: file.fileType, fileSize: file.fileSize, body };
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
  if (!file || file.organizationId !== organizationOf(actor)) throw notFound('Evidence file not found');
  await deps.db.transaction(async (tx) => {
    // Under the organization's upload lock, which the affirmation takes too (D33): a file is
    // either deleted before an affirmation reads the evidence, or kept by it and refused here.
    await lockOrganizationUploads(tx, file.organizationId);
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
      organizationId: file.organizationId,
      ...organizationActivityBy(actor),
      action: ACTIVITY_ACTIONS.evidenceDelete,
      description: `Deleted "${file.fileName}" from ${control?.controlNumber ?? file.controlId}`,
      metadata: { evidenceId: file.id, controlId: file.controlId },
    });
    const controlIds = new Set([file.controlId, ...served.map((link) => link.controlId)]);
    await workChanged(tx, {
      organizationId: file.organizationId,
      controlIds,
      actor,
      reason: 'evidence_delete',
    });
  });
  await deps.storage.delete(file.objectPath);
}
