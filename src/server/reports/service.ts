import { reportFileName } from '../../contract/report';
import type { Actor } from '../access/actor';
import { authorize, organizationOf } from '../access/authorize';
import { findClient } from '../access/client';
import type { Db } from '../db/client';
import { renderComplianceReport } from './compliance-pdf';
import type { ExportFile } from './exports';

async function compliancePdf(db: Db, organizationId: string): Promise<ExportFile> {
  const now = new Date();
  return {
    fileName: reportFileName(now, 'pdf'),
    contentType: 'application/pdf',
    body: await renderComplianceReport(db, organizationId, now),
  };
}

/** GET /api/reports/compliance.pdf: the signed-in organization's own report (D25). */
export async function ownCompliancePdf(db: Db, actor: Actor | null): Promise<ExportFile> {
  authorize(actor, 'report:export:own');
  return compliancePdf(db, organizationOf(actor));
}

/**
 * A client's report for auditors and admins (platform or console session, D25); an id that is
 * not a client organization is a 404.
 */
export async function clientCompliancePdf(
  db: Db,
  actor: Actor | null,
  clientId: string,
): Promise<ExportFile> {
  authorize(actor, 'report:export:any');
  const client = await findClient(db, clientId);
  return compliancePdf(db, client.id);
}
