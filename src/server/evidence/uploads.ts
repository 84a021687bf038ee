import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import { ACTIVITY_ACTIONS } from '../../contract/activity';
import {
  cleanFileName,
  EVIDENCE_CONTENT_TYPES,
  extensionOf,
  isAllowedExtension,
  registerEvidenceSchema,
  type EvidenceFile,
  type RegisterEvidenceInput,
} from '../../contract/evidence';
import { organizationActivityBy, type Actor } from '../access/actor';
import { authorize, organizationOf } from '../access/authorize';
import { recordActivity } from '../activity/steps';
import { evidenceControlLinks, evidenceFiles } from '../db/schema';
import { badRequest, HttpError, notFound } from '../http/errors';
import { workChanged } from '../implementations/steps';
import { LOCAL_UPLOAD_ROUTE } from '../storage/create-storage';
import { hashStoredObject } from '../storage/hash-stream';
import { LocalStorage } from '../storage/local';
import { NoSuchUploadError, ObjectTooLargeError, type UploadedPart } from '../storage/storage';
import type { EvidenceDeps } from './deps';
import { matchesExtension, SIGNATURE_BYTES } from './file-signature';
import { assertWithinQuota } from './quota';
import { lockOrganizationUploads } from './steps';
import {
  claimGrantForRegistration,
  claimUpload,
  closeGrant,
  createGrant,
  grantIdFromUrl,
  isExpired,
  multipartGrant,
  openGrant,
  recordGrantHash,
  releaseUpload,
  setMultipartId,
  type UploadGrant,
} from './grants';
import { toEvidenceFile, type ControlRow } from './queries';
import { assertAllowedName, requireControl, tooLarge, typeNotAllowed } from './service';

/**
 * The evidence upload flow, in one place (D6, D7, D9): upload links are issued (grants), the bytes
 * arrive (through storage's presigned URLs, or our own routes with local storage), and the staged
 * object is checked and registered as evidence. Plain functions: routes only unpack and call.
 */

/** Storage and multipart limits both surface as one 413 with our message. */
function asUploadError(error: unknown, maxBytes: number): unknown {
  const code = (error as { code?: string }).code;
  if (error instanceof ObjectTooLargeError || code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(maxBytes);
  // A part after its upload was completed or aborted: that upload is gone.
  if (error instanceof NoSuchUploadError) return notFound('Upload not found');
  return error;
}

/** POST /api/evidence/upload: a single-use PUT link; the name and size, when told, are checked first. */
export async function issueUploadLink(
  deps: EvidenceDeps,
  actor: Actor | null,
  request: { fileName?: string | undefined; fileSize?: number | undefined } = {},
): Promise<{ uploadURL: string }> {
  authorize(actor, 'evidence:upload:own');
  const extension = request.fileName ? extensionOf(request.fileName) : '';
  if (request.fileName) assertAllowedName(request.fileName);
  if (request.fileSize !== undefined && request.fileSize > deps.maxBytes) throw tooLarge(deps.maxBytes);
  const grant = await createGrant(deps.db, organizationOf(actor), deps.linkLifetimeSeconds, (tx) =>
    assertWithinQuota(tx, organizationOf(actor), deps.quota, { bytes: Math.max(1, request.fileSize ?? 1) }),
  );
  const uploadURL = await deps.storage.presignPut(grant.stagingKey, {
    size: request.fileSize,
    contentType: isAllowedExtension(extension) ? EVIDENCE_CONTENT_TYPES[extension] : undefined,
    expiresInSeconds: deps.linkLifetimeSeconds,
    token: grant.id,
  });
  return { uploadURL };
}

/** The uploader's s3/params: a form upload (POST) to storage, bounded to the size limit. */
export async function issueUploadForm(
  deps: EvidenceDeps,
  actor: Actor | null,
  request: { filename: string; origin: string },
): Promise<{ method: 'POST'; url: string; fields: Record<string, string> }> {
  authorize(actor, 'evidence:upload:own');
  assertAllowedName(cleanFileName(request.filename));
  const grant = await createGrant(deps.db, organizationOf(actor), deps.linkLifetimeSeconds, (tx) =>
    assertWithinQuota(tx, organizationOf(actor), deps.quota, { bytes: 1 }),
  );
  const post = await deps.storage.presignPost(grant.stagingKey, {
    maxBytes: deps.maxBytes,
    expiresInSeconds: deps.linkLifetimeSeconds,
    token: grant.id,
    origin: request.origin,
  });
  return { method: 'POST', ...post };
}

/** The uploader's s3/multipart: opens a multipart upload into a new grant's staging object. */
export async function startMultipartUpload(
  deps: EvidenceDeps,
  actor: Actor | null,
  request: { filename: string; size: number },
): Promise<{ key: string; uploadId: string }> {
  authorize(actor, 'evidence:upload:own');
  assertAllowedName(cleanFileName(request.filename));
  if (request.size > deps.maxBytes) throw tooLarge(deps.maxBytes);
  const grant = await createGrant(deps.db, organizationOf(actor), deps.linkLifetimeSeconds, (tx) =>
    assertWithinQuota(tx, organizationOf(actor), deps.quota, { bytes: Math.max(1, request.size) }),
  );
  const { uploadId } = await deps.storage.createMultipartUpload(grant.stagingKey, 'application/octet-stream');
  await setMultipartId(deps.db, grant, uploadId);
  return { key: grant.stagingKey, uploadId };
}

/** The actor's own open multipart grant; anyone else's is simply not found. */
async function ownMultipart(deps: EvidenceDeps, actor: Actor | null, key: string, uploadId: string) {
  authorize(actor, 'evidence:upload:own');
  return multipartGrant(deps.db, organizationOf(actor), key, uploadId);
}

export async function listUploadedParts(
  deps: EvidenceDeps,
  actor: Actor | null,
  upload: { key: string; uploadId: string },
): Promise<UploadedPart[]> {
  await ownMultipart(deps, actor, upload.key, upload.uploadId);
  return deps.storage.listParts(upload.key, upload.uploadId);
}

/** S3's smallest part, but for the last one: the uploader cuts files into parts of at least this. */
const MIN_PART_BYTES = 5 * 1024 * 1024;

export async function signUploadPart(
  deps: EvidenceDeps,
  actor: Actor | null,
  upload: { key: string; uploadId: string; partNumber: number },
): Promise<{ url: string; expires: number }> {
  const grant = await ownMultipart(deps, actor, upload.key, upload.uploadId);
  // A file within the limit needs no more parts than this: no links for thousands of parts.
  if (upload.partNumber > Math.floor(deps.maxBytes / MIN_PART_BYTES) + 1) throw tooLarge(deps.maxBytes);
  const url = await deps.storage.presignUploadPart(grant.stagingKey, upload.uploadId, upload.partNumber, {
    expiresInSeconds: deps.linkLifetimeSeconds,
    token: grant.id,
  });
  return { url, expires: deps.linkLifetimeSeconds };
}

/** Joins the parts; `location` names the grant, for POST /api/evidence. */
export async function completeUpload(
  deps: EvidenceDeps,
  actor: Actor | null,
  upload: { key: string; uploadId: string; parts: UploadedPart[]; origin: string },
): Promise<{ location: string; key: string }> {
  const grant = await ownMultipart(deps, actor, upload.key, upload.uploadId);
  // Each part is bounded on its own (or not at all, on S3): the whole must fit too, before S3
  // joins it. Too large: the upload is aborted and its link closed.
  const sizes = new Map(
    (await deps.storage.listParts(grant.stagingKey, upload.uploadId)).map((part) => [
      part.PartNumber,
      part.Size ?? 0,
    ]),
  );
  const total = upload.parts.reduce((sum, part) => sum + (sizes.get(part.PartNumber) ?? 0), 0);
  if (total > deps.maxBytes) {
    await deps.storage.abortMultipartUpload(grant.stagingKey, upload.uploadId);
    await closeGrant(deps.db, grant);
    throw tooLarge(deps.maxBytes);
  }
  let joined: { sha256: string | null };
  try {
    joined = await deps.storage.completeMultipartUpload(grant.stagingKey, upload.uploadId, upload.parts);
  } catch {
    throw badRequest('The uploaded parts do not match. Please upload the file again.');
  }
  // Local storage joined the parts itself and hashed the whole on the way (D25); S3 did not.
  await recordGrantHash(deps.db, grant, joined.sha256);
  return { location: `${upload.origin}${LOCAL_UPLOAD_ROUTE}/${grant.id}`, key: grant.stagingKey };
}

export async function abortUpload(
  deps: EvidenceDeps,
  actor: Actor | null,
  upload: { key: string; uploadId: string },
): Promise<void> {
  const grant = await ownMultipart(deps, actor, upload.key, upload.uploadId);
  await deps.storage.abortMultipartUpload(grant.stagingKey, upload.uploadId);
}

/** Streams a body into the grant's staging object, once: a link cannot be used twice. */
async function receiveIntoGrant(deps: EvidenceDeps, grant: UploadGrant, body: Readable, size?: number) {
  if (!(await claimUpload(deps.db, grant)))
    throw new HttpError(410, 'This upload link has already been used or has expired.');
  let written: { sha256: string };
  try {
    written = await deps.storage.putStream(grant.stagingKey, body, {
      maxBytes: deps.maxBytes,
      size,
      contentType: 'application/octet-stream',
    });
  } catch (error) {
    await deps.storage.delete(grant.stagingKey);
    await releaseUpload(deps.db, grant);
    throw asUploadError(error, deps.maxBytes);
  }
  // Hashed as it came in (D25); registration, a later request, takes it from the grant.
  await recordGrantHash(deps.db, grant, written.sha256);
}

async function ownGrant(deps: EvidenceDeps, actor: Actor | null, grantId: string): Promise<UploadGrant> {
  authorize(actor, 'evidence:upload:own');
  return openGrant(deps.db, organizationOf(actor), grantId);
}

/** Local storage: the single-use PUT of an upload link. */
export async function receiveUpload(
  deps: EvidenceDeps,
  actor: Actor | null,
  upload: { grantId: string; body: Readable; declaredSize: number | undefined },
): Promise<void> {
  const grant = await ownGrant(deps, actor, upload.grantId);
  if (upload.declaredSize !== undefined && upload.declaredSize > deps.maxBytes) throw tooLarge(deps.maxBytes);
  await receiveIntoGrant(deps, grant, upload.body);
}

/** Local storage: the form POST of the uploader's s3/params, with exactly one file. */
export async function receiveUploadForm(
  deps: EvidenceDeps,
  actor: Actor | null,
  upload: { grantId: string; parts: AsyncIterableIterator<Multipart> },
): Promise<void> {
  const grant = await ownGrant(deps, actor, upload.grantId);
  let received = false;
  for await (const part of upload.parts) {
    if (part.type === 'field') {
      if (part.fieldname === 'key' && part.value !== grant.stagingKey)
        throw badRequest('The form does not match this upload link');
      continue;
    }
    if (received || part.fieldname !== 'file') throw badRequest('Send exactly one file, in the field "file"');
    received = true;
    await receiveIntoGrant(deps, grant, part.file);
  }
  if (!received) throw badRequest('No file in the form');
}

/** Local storage: one part of a multipart upload. */
export async function receiveUploadPart(
  deps: EvidenceDeps,
  actor: Actor | null,
  upload: { grantId: string; partNumber: number; body: Readable },
): Promise<{ etag: string }> {
  const grant = await ownGrant(deps, actor, upload.grantId);
  const { storage } = deps;
  if (!(storage instanceof LocalStorage) || !grant.uploadId || isExpired(grant))
    throw notFound('Upload not found');
  try {
    return await storage.writePart(
      grant.stagingKey,
      grant.uploadId,
      upload.partNumber,
      upload.body,
      deps.maxBytes,
    );
  } catch (error) {
    throw asUploadError(error, deps.maxBytes);
  }
}

/**
 * Turns a staged upload into evidence: checks that it exists, fits the size limit and that its
 * bytes match its type; then moves it to its final key and records it with its activity entry in
 * one transaction. A refused object is deleted. Object keys are ours; the user's file name is
 * only ever displayed.
 *
 * `sha256` is the hash taken while the bytes came through this server (D25). Bytes that went
 * from the browser straight to S3 (a presigned PUT, form POST or multipart upload) never passed
 * through it: those are read back once from storage and hashed here, after the move to the final
 * key, which no upload link points at, so that the hash is of the bytes kept.
 */
async function finalizeStagedObject(
  deps: EvidenceDeps,
  actor: Actor,
  staged: { stagingKey: string; control: ControlRow; fileName: string; sha256: string | null },
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
  const organizationId = organizationOf(actor);
  const objectKey = `evidence/${organizationId}/${id}`;
  await storage.move(staged.stagingKey, objectKey);
  try {
    const sha256 = staged.sha256 ?? (await hashKeptObject(deps, objectKey, info.size));
    return await deps.db.transaction(async (tx) => {
      // D26: counted under the organization's upload lock, so parallel registrations add up.
      await lockOrganizationUploads(tx, organizationId);
      await assertWithinQuota(tx, organizationId, deps.quota, { bytes: info.size });
      const [row] = await tx
        .insert(evidenceFiles)
        .values({
          id,
          organizationId: organizationId,
          controlId: staged.control.id,
          fileName: staged.fileName,
          fileType: EVIDENCE_CONTENT_TYPES[extension],
          fileSize: info.size,
          objectPath: objectKey,
          sha256,
        })
        .returning();
      await tx.insert(evidenceControlLinks).values({ evidenceId: id, controlId: staged.control.id });
      await recordActivity(tx, {
        organizationId,
        ...organizationActivityBy(actor),
        action: ACTIVITY_ACTIONS.evidenceUpload,
        description: `Uploaded "${staged.fileName}" for ${staged.control.controlNumber}`,
        metadata: { evidenceId: id, controlId: staged.control.id, fileSize: info.size },
      });
      await workChanged(tx, {
        organizationId: organizationId,
        controlIds: [staged.control.id],
        actor,
        reason: 'evidence_upload',
      });
      return toEvidenceFile(row!, staged.control);
    });
  } catch (error) {
    await storage.delete(objectKey);
    throw error;
  }
}

/** Reads a kept object back once to hash it; refused when it is not the object just checked. */
async function hashKeptObject(deps: EvidenceDeps, objectKey: string, size: number): Promise<string> {
  const read = await hashStoredObject(deps.storage, objectKey);
  if (read.size !== size)
    throw new HttpError(400, 'The file changed while it was saved. Please upload it again.');
  return read.sha256;
}

/** POST /api/evidence (D6): the object behind `uploadURL` must be this user's, arrived, and fit. */
export async function registerUpload(
  deps: EvidenceDeps,
  actor: Actor | null,
  input: ReturnType<typeof registerEvidenceSchema.parse>,
): Promise<EvidenceFile> {
  authorize(actor, 'evidence:upload:own');
  const control = await requireControl(deps.db, input.controlId);
  // Registration follows the upload; allow one more link lifetime for a slow connection. Only the
  // request that claimed the link touches its object: a second registration of it is a 404.
  const { grant, expired } = await claimGrantForRegistration(
    deps.db,
    organizationOf(actor),
    grantIdFromUrl(input.uploadURL),
    deps.linkLifetimeSeconds,
  );
  if (expired) {
    await deps.storage.delete(grant.stagingKey);
    throw new HttpError(400, 'The upload link has expired. Please upload the file again.');
  }
  return finalizeStagedObject(deps, actor, {
    stagingKey: grant.stagingKey,
    control,
    fileName: input.fileName,
    sha256: grant.sha256,
  });
}

/**
 * POST /api/evidence/upload-direct: a multipart form with controlId, fileName, fileType, fileSize
 * and the file. The file streams into a staging object as it arrives, then becomes evidence.
 */
export async function uploadDirect(
  deps: EvidenceDeps,
  actor: Actor | null,
  parts: AsyncIterableIterator<Multipart>,
): Promise<EvidenceFile> {
  authorize(actor, 'evidence:upload:own');
  const fields: Record<string, string> = {};
  const stagingKey = `staging/${organizationOf(actor)}/${crypto.randomUUID()}`;
  let received: MultipartFile | undefined;
  let sha256: string | null = null;
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
      // Hashed as the bytes stream through to storage (D25).
      ({ sha256 } = await deps.storage.putStream(stagingKey, part.file, {
        maxBytes: deps.maxBytes,
        size,
        contentType: part.mimetype,
      }));
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
  return finalizeStagedObject(deps, actor, { stagingKey, control, fileName: parsed.data.fileName, sha256 });
}
