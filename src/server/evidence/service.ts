import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { and, desc, eq } from 'drizzle-orm';
import { ACTIVITY_ACTIONS } from '../../contract/activity';
import { EVIDENCE_EXTENSIONS } from '../../contract/constants';
import {
  EVIDENCE_CONTENT_TYPES,
  extensionOf,
  isAllowedExtension,
  type EvidenceFile,
} from '../../contract/evidence';
import { recordActivity } from '../activity/record-activity';
import type { UserRow } from '../auth/users';
import type { Db } from '../db/client';
import { isUuid } from '../db/query-input';
import { controls, evidenceFiles } from '../db/schema';
import type { Actor } from '../http/actor';
import { HttpError, notFound } from '../http/errors';
import type { ObjectStorage } from '../storage/storage';
import { matchesExtension, SIGNATURE_BYTES } from './file-signature';

export interface EvidenceDeps {
  db: Db;
  storage: ObjectStorage;
  maxBytes: number;
}

type EvidenceRow = typeof evidenceFiles.$inferSelect;
type ControlRow = typeof controls.$inferSelect;

const ALLOWED_LIST = EVIDENCE_EXTENSIONS.map((extension) => extension.toUpperCase()).join(', ');

export const tooLarge = (maxBytes: number) =>
  new HttpError(413, `File Too Large: files must be ${Math.round(maxBytes / 1024 / 1024)} MB or smaller.`);
export const typeNotAllowed = () =>
  new HttpError(415, `This file type is not accepted. Allowed types: ${ALLOWED_LIST}.`);

function toEvidenceFile(
  row: EvidenceRow,
  control: Pick<ControlRow, 'controlNumber' | 'title'>,
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
  };
}

export async function requireControl(db: Db, controlId: string): Promise<ControlRow> {
  const [control] = await db.select().from(controls).where(eq(controls.id, controlId)).limit(1);
  if (!control) throw notFound('Control not found');
  return control;
}

/** Refuses a file name whose extension is not on the allow-list (D7), before any byte is read. */
export function assertAllowedName(fileName: string): void {
  if (!isAllowedExtension(extensionOf(fileName))) throw typeNotAllowed();
}

/**
 * Turns a staged upload into evidence: checks that it exists, fits the size limit and that its
 * bytes match its type; then moves it to its final key and records it. A refused object is
 * deleted. Object keys are ours; the user's file name is only ever displayed.
 */
export async function finalizeStagedObject(
  deps: EvidenceDeps,
  actor: Actor,
  staged: { stagingKey: string; control: ControlRow; fileName: string },
): Promise<EvidenceFile> {
  const { storage } = deps;
  const refuse = async (error: HttpError): Promise<never> => {
    await storage.delete(staged.stagingKey);
    throw error;
  };
  const extension = extensionOf(staged.fileName);
  if (!isAllowedExtension(extension)) return refuse(typeNotAllowed());
  const info = await storage.head(staged.stagingKey);
  if (!info) throw new HttpError(400, 'The file did not arrive. Please upload it again.');
  if (info.size > deps.maxBytes) return refuse(tooLarge(deps.maxBytes));
  if (info.size === 0) return refuse(new HttpError(400, 'The file is empty.'));
  const firstBytes = await storage.readStart(staged.stagingKey, SIGNATURE_BYTES);
  if (!matchesExtension(extension, firstBytes)) {
    return refuse(new HttpError(415, `The file's content does not match its .${extension} type.`));
  }

  const id = crypto.randomUUID();
  const objectKey = `evidence/${actor.user.id}/${id}`;
  await storage.move(staged.stagingKey, objectKey);
  try {
    const [row] = await deps.db
      .insert(evidenceFiles)
      .values({
        id,
        userId: actor.user.id,
        controlId: staged.control.id,
        fileName: staged.fileName,
        fileType: EVIDENCE_CONTENT_TYPES[extension],
        fileSize: info.size,
        objectPath: objectKey,
      })
      .returning();
    await recordActivity(deps.db, {
      userId: actor.user.id,
      actorUserId: actor.impersonatorId,
      action: ACTIVITY_ACTIONS.evidenceUpload,
      description: `Uploaded "${staged.fileName}" for ${staged.control.controlNumber}`,
      metadata: { evidenceId: id, controlId: staged.control.id, fileSize: info.size },
    });
    return toEvidenceFile(row!, staged.control);
  } catch (error) {
    await storage.delete(objectKey);
    throw error;
  }
}

/** A user's evidence, newest first, optionally for one control. */
export async function listEvidence(db: Db, userId: string, controlId?: string): Promise<EvidenceFile[]> {
  const rows = await db
    .select({
      file: evidenceFiles,
      control: { controlNumber: controls.controlNumber, title: controls.title },
    })
    .from(evidenceFiles)
    .innerJoin(controls, eq(controls.id, evidenceFiles.controlId))
    .where(
      and(eq(evidenceFiles.userId, userId), controlId ? eq(evidenceFiles.controlId, controlId) : undefined),
    )
    .orderBy(desc(evidenceFiles.uploadedAt), desc(evidenceFiles.id));
  return rows.map(({ file, control }) => toEvidenceFile(file, control));
}

async function findEvidence(db: Db, id: string): Promise<EvidenceRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(evidenceFiles).where(eq(evidenceFiles.id, id)).limit(1);
  return row;
}

/** Streams an opened evidence file with the headers of D8. */
export function sendEvidence(
  reply: FastifyReply,
  { file, body }: { file: EvidenceRow; body: Readable },
  download: boolean,
): FastifyReply {
  return reply
    .header('Content-Type', file.fileType)
    .header('Content-Length', String(file.fileSize))
    .header('Content-Disposition', contentDisposition(file.fileName, file.fileType, download))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-store')
    .send(body);
}

/** D8: the owner, auditors and admins may read; anyone else is told it does not exist. */
export async function openEvidence(
  deps: EvidenceDeps,
  reader: UserRow,
  id: string,
): Promise<{ file: EvidenceRow; body: Readable }> {
  const file = await findEvidence(deps.db, id);
  if (!file || (reader.role === 'client' && file.userId !== reader.id))
    throw notFound('Evidence file not found');
  const body = await deps.storage.getStream(file.objectPath).catch(() => {
    throw notFound('The stored file is missing');
  });
  return { file, body };
}

/** D8: only the owner or an admin may delete; the stored bytes go with the record. */
export async function deleteEvidence(deps: EvidenceDeps, actor: Actor, id: string): Promise<void> {
  const file = await findEvidence(deps.db, id);
  const mayDelete = file && (file.userId === actor.user.id || actor.user.role === 'admin');
  if (!file || !mayDelete) throw notFound('Evidence file not found');
  const [control] = await deps.db.select().from(controls).where(eq(controls.id, file.controlId));
  await deps.db.delete(evidenceFiles).where(eq(evidenceFiles.id, file.id));
  await deps.storage.delete(file.objectPath);
  await recordActivity(deps.db, {
    userId: file.userId,
    actorUserId: actor.impersonatorId ?? (actor.user.id === file.userId ? null : actor.user.id),
    action: ACTIVITY_ACTIONS.evidenceDelete,
    description: `Deleted "${file.fileName}" from ${control?.controlNumber ?? file.controlId}`,
    metadata: { evidenceId: file.id, controlId: file.controlId },
  });
}

/** `inline` for what a browser shows safely (text, PDF, images), `attachment` otherwise (D8). */
export function contentDisposition(fileName: string, contentType: string, download: boolean): string {
  const inline =
    !download && /^(text\/plain|text\/csv|application\/pdf|image\/png|image\/jpeg)$/.test(contentType);
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
