import type { Readable } from 'node:stream';
import { reportFileName } from '../../contract/report';
import type { Actor } from '../access/actor';
import { authorize } from '../access/authorize';
import { findClient } from '../auditor/service';
import type { Db } from '../db/client';
import { renderComplianceReport } from './compliance-pdf';

/** A report ready to stream: its file name and its bytes. */
export interface ReportFile {
  fileName: string;
  contentType: string;
  body: Readable;
}

async function compliancePdf(db: Db, userId: string): Promise<ReportFile> {
  const now = new Date();
  return {
    fileName: reportFileName(now, 'pdf'),
    contentType: 'application/pdf',
    body: await renderComplianceReport(db, userId, now),
  };
}

/** GET /api/reports/compliance.pdf: the signed-in organization's own report (D25). */
export async function ownCompliancePdf(db: Db, actor: Actor | null): Promise<ReportFile> {
  authorize(actor, 'workspace:read:own');
  return compliancePdf(db, actor.user.id);
}

/**
 * A client's report for auditors and admins (platform or console session, D25); an id that is
 * not a client organization is a 404.
 */
export async function clientCompliancePdf(
  db: Db,
  actor: Actor | null,
  clientId: string,
): Promise<ReportFile> {
  authorize(actor, 'report:read:any');
  const client = await findClient(db, clientId);
  return compliancePdf(db, client.id);
}
