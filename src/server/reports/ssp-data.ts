import { and, eq } from 'drizzle-orm';
import { userDisplayName } from '../../contract/display';
import type { MemberRole } from '../../contract/constants';
import type { Member } from '../../contract/organizations';
import type { SspFormat } from '../../contract/ssp';
import type { SspRevision } from '../../contract/ssp-revisions';
import type { Db } from '../db/client';
import { evidenceFiles, users } from '../db/schema';
import type { ObjectStorage } from '../storage/storage';
import { openStored } from './evidence-package';
import { membersOf } from '../organizations/queries';
import { approvedRevisionsOf } from '../ssp-revisions/queries';

import { complianceReportData, type ComplianceReportData } from './compliance-data';

/**
 * What the system security plan prints (D32): everything the compliance report reads (scope,
 * findings, implementations with their statements, evidence with its SHA-256, the Level 2 score
 * and POA&M), the organization's members, and the revisions its owners approved (D36). Reading it
 * writes nothing: a download is a view of the records, never a revision.
 */

/**
 * Who made this copy of the plan: a member of the organization, staff of the agency (auditors and
 * administrators), or an administrator viewing the organization as one of its members (D11).
 */
export type SspIssue =
  | { kind: 'member'; byName: string; role: MemberRole }
  | { kind: 'staff'; byName: string; role: 'auditor' | 'admin' }
  | { kind: 'impersonation'; byName: string; asName: string };

/** The network diagram's picture, when its evidence file is a PNG or JPEG storage still holds. */
export interface SspDiagramImage {
  type: 'png' | 'jpg';
  bytes: Buffer;
  /** Its size in pixels, read from the file's header. */
  width: number;
  height: number;
}

export interface SspData extends ComplianceReportData {
  members: Member[];
  /** The diagram drawn into the plan (D36, issue 40 item 6); null: the plan names the file only. */
  diagramImage: SspDiagramImage | null;
  /** The approved revisions, oldest first (D36). */
  revisions: SspRevision[];
  issue: SspIssue;
  format: SspFormat;
}

/** An account's name as the plan prints it; a removed account reads as such. */
export async function accountName(db: Db, userId: string): Promise<string> {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, username: users.username })
    .from(users)
    .where(eq(users.id, userId));
  return row ? userDisplayName(row) : 'an administrator';
}

/**
 * Reads the plan of one organization: the compliance report's data, the members and the approved
 * revisions. `issue` says whose copy it is. No authorization here: the service decides who gets it.
 */
export async function sspData(
  db: Db,
  organizationId: string,
  options: { format: SspFormat; at: Date; issue: SspIssue; storage?: ObjectStorage },
): Promise<SspData> {
  const report = await complianceReportData(db, organizationId, options.at);
  const diagramId = report.cycle.scope.diagramEvidenceId;
  const [members, revisions, diagramImage] = await Promise.all([
    membersOf(db, organizationId),
    approvedRevisionsOf(db, organizationId, 'oldest'),
    diagramId && options.storage ? readDiagram(db, options.storage, organizationId, diagramId) : null,
  ]);
  return { ...report, members, revisions, diagramImage, issue: options.issue, format: options.format };
}

/** A diagram larger than this is named, not drawn: the plan stays a document, not an image archive. */
export const DIAGRAM_IMAGE_MAX_BYTES = 10 * 1024 * 1024;

/** The width and height of a PNG (its IHDR chunk) or a baseline/progressive JPEG (its SOF marker). */
export function imageSize(bytes: Buffer): { type: 'png' | 'jpg'; width: number; height: number } | null {
  if (
    bytes.length > 24 &&
    bytes.readUInt32BE(0) === 0x89504e47 &&
    bytes.toString('latin1', 12, 16) === 'IHDR'
  )
    return { type: 'png', width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  if (bytes.length > 4 && bytes[0] === 0xff && bytes[1] === 0xd8) {
    let at = 2;
    while (at + 9 < bytes.length) {
      if (bytes[at] !== 0xff) return null;
      const marker = bytes[at + 1]!;
      const length = bytes.readUInt16BE(at + 2);
      // SOF0-SOF15 except DHT (C4), JPG (C8) and DAC (CC) carry the frame's size.
      if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker))
        return { type: 'jpg', height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
      at += 2 + length;
    }
  }
  return null;
}

/**
 * The diagram's bytes, read from storage when its evidence file (of this organization) is a PNG or
 * JPEG of at most DIAGRAM_IMAGE_MAX_BYTES whose header gives a size; null otherwise (another type,
 * a file storage no longer holds), and the plan then names the file. A storage failure other than
 * a missing object fails the download, as the evidence package does.
 */
async function readDiagram(
  db: Db,
  storage: ObjectStorage,
  organizationId: string,
  evidenceId: string,
): Promise<SspDiagramImage | null> {
  const [file] = await db
    .select({
      fileName: evidenceFiles.fileName,
      fileSize: evidenceFiles.fileSize,
      objectPath: evidenceFiles.objectPath,
    })
    .from(evidenceFiles)
    .where(and(eq(evidenceFiles.id, evidenceId), eq(evidenceFiles.organizationId, organizationId)));
  if (!file || !/\.(png|jpe?g)$/i.test(file.fileName) || file.fileSize > DIAGRAM_IMAGE_MAX_BYTES) return null;
  const stream = await openStored(storage, file.objectPath);
  if (!stream) return null;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > DIAGRAM_IMAGE_MAX_BYTES) {
      stream.destroy();
      return null;
    }
    chunks.push(chunk as Buffer);
  }
  const bytes = Buffer.concat(chunks);
  const found = imageSize(bytes);
  return found && found.width > 0 && found.height > 0 ? { ...found, bytes } : null;
}
