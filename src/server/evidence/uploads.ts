import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import type { MultipartFile, Multipart } from '@fastify/multipart';
import type { EvidenceFile, RegisterEvidenceInput } from '../../contract/evidence';
import { cleanFileName, registerEvidenceSchema } from '../../contract/evidence';
import type { Actor } from '../http/actor';
import { badRequest, HttpError } from '../http/errors';
import { ObjectTooLargeError } from '../storage/storage';
import {
  claimUpload,
  closeGrant,
  grantIdFromUrl,
  isExpired,
  openGrant,
  releaseUpload,
  type UploadGrant,
} from './grants';
import {
  assertAllowedName,
  finalizeStagedObject,
  requireControl,
  tooLarge,
  type EvidenceDeps,
} from './service';

/** Storage and multipart limits both surface as one 413 with our message. */
export function asUploadError(error: unknown, maxBytes: number): unknown {
  const code = (error as { code?: string }).code;
  if (error instanceof ObjectTooLargeError || code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(maxBytes);
  return error;
}

/** POST /api/evidence (D6): the object behind `uploadURL` must be this user's, arrived, and fit. */
export async function registerUploadedEvidence(
  deps: EvidenceDeps,
  actor: Actor,
  input: ReturnType<typeof registerEvidenceSchema.parse>,
  linkLifetimeSeconds: number,
): Promise<EvidenceFile> {
  const control = await requireControl(deps.db, input.controlId);
  const grant = await openGrant(deps.db, actor.user.id, grantIdFromUrl(input.uploadURL));
  // Registration follows the upload; allow one more link lifetime for a slow connection.
  if (isExpired(grant, linkLifetimeSeconds) || !(await closeGrant(deps.db, grant))) {
    await deps.storage.delete(grant.stagingKey);
    throw new HttpError(400, 'The upload link has expired. Please upload the file again.');
  }
  return finalizeStagedObject(deps, actor, {
    stagingKey: grant.stagingKey,
    control,
    fileName: input.fileName,
  });
}

/** Streams a body into the grant's staging object, once: a link cannot be used twice. */
export async function receiveIntoGrant(
  deps: EvidenceDeps,
  grant: UploadGrant,
  body: Readable,
  size?: number,
) {
  if (!(await claimUpload(deps.db, grant)))
    throw new HttpError(410, 'This upload link has already been used or has expired.');
  try {
    await deps.storage.putStream(grant.stagingKey, body, {
      maxBytes: deps.maxBytes,
      size,
      contentType: 'application/octet-stream',
    });
  } catch (error) {
    await deps.storage.delete(grant.stagingKey);
    await releaseUpload(deps.db, grant);
    throw asUploadError(error, deps.maxBytes);
  }
}

/**
 * POST /api/evidence/upload-direct: a multipart form with controlId, fileName, fileType, fileSize
 * and the file. The file streams into a staging object as it arrives, then becomes evidence.
 */
export async function uploadDirect(
  deps: EvidenceDeps,
  actor: Actor,
  parts: AsyncIterableIterator<Multipart>,
) {
  const fields: Record<string, string> = {};
  const stagingKey = `staging/${actor.user.id}/${crypto.randomUUID()}`;
  let received: MultipartFile | undefined;
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== 'file' || received)
        throw badRequest('Send exactly one file, in the field "file"');
      received = part;
      const name = cleanFileName(fields.fileName || part.filename);
      assertAllowedName(name);
      fields.fileName = name;
      const size = fields.fileSize ? Number(fields.fileSize) : undefined;
      if (size !== undefined && size > deps.maxBytes) throw tooLarge(deps.maxBytes);
      await deps.storage.putStream(stagingKey, part.file, {
        maxBytes: deps.maxBytes,
        size,
        contentType: part.mimetype,
      });
    }
  } catch (error) {
    await deps.storage.delete(stagingKey);
    throw asUploadError(error, deps.maxBytes);
  }
  if (!received) throw badRequest('Please select both a file and a control.', { file: 'Choose a file' });
  const parsed = registerEvidenceSchema
    .omit({ uploadURL: true })
    .safeParse(fields satisfies Partial<RegisterEvidenceInput>);
  if (!parsed.success) {
    await deps.storage.delete(stagingKey);
    const issue = parsed.error.issues[0]!;
    throw issue.message === 'File type not allowed'
      ? new HttpError(415, issue.message)
      : badRequest(issue.message);
  }
  const control = await requireControl(deps.db, parsed.data.controlId).catch(async (error: unknown) => {
    await deps.storage.delete(stagingKey);
    throw error;
  });
  return finalizeStagedObject(deps, actor, { stagingKey, control, fileName: parsed.data.fileName });
}
