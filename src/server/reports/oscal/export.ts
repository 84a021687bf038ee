import { Readable } from 'node:stream';
import {
  OSCAL_POAM_REFUSALS,
  oscalFileName,
  type OscalDocument,
  type OscalPoamRefusal,
} from '../../../contract/oscal';
import type { Actor } from '../../access/actor';
import type { Db } from '../../db/client';
import { conflict } from '../../http/errors';
import { membersOf } from '../../organizations/queries';
import { complianceReportData } from '../compliance-data';
import { exportOwner, type ExportFile } from '../exports';
import { buildAssessmentResults } from './assessment-results';
import { buildPoam } from './poam';
import { buildSsp } from './ssp';
import { approvedRevisionsOf } from '../../ssp-revisions/queries';

/**
 * The OSCAL exports of D32 under the three route families of D25: the organization's own, and any
 * client's for staff. Each reads what the compliance report reads (complianceReportData), builds
 * the document (its UUID and its objects' are stable, see uuid.ts and `documentUuid`; its
 * metadata version and last-modified are the export's) and sends it as a JSON attachment.
 */

function jsonFile(document: OscalDocument, body: unknown, exportedAt: Date): ExportFile {
  return {
    fileName: oscalFileName(document, exportedAt),
    contentType: 'application/json',
    body: Readable.from([`${JSON.stringify(body, null, 2)}\n`]),
  };
}

function poamRefusal(code: OscalPoamRefusal) {
  const error = conflict(OSCAL_POAM_REFUSALS[code]);
  error.code = code;
  return error;
}

/**
 * What every document is made from, read once: the compliance report's data, the members and the
 * plan's revisions; and the SSP built from them, which the other documents embed (`import-ssp`,
 * the assessment plan of `import-ap`).
 */
async function sourcesOf(db: Db, ownerId: string) {
  const data = await complianceReportData(db, ownerId);
  const [members, revisions] = await Promise.all([
    membersOf(db, ownerId),
    approvedRevisionsOf(db, ownerId, 'oldest'),
  ]);
  return { data, members, ssp: buildSsp(data, members, revisions) };
}

/** GET .../reports/oscal/assessment-results.json: the current cycle's findings (Level 1 or 2). */
export async function exportOscalAssessmentResults(
  db: Db,
  actor: Actor | null,
  clientId?: string,
): Promise<ExportFile> {
  const ownerId = await exportOwner(db, actor, clientId);
  const { data, ssp } = await sourcesOf(db, ownerId);
  return jsonFile('assessment-results', buildAssessmentResults(data, ssp), data.generatedAt);
}

/**
 * GET .../reports/oscal/poam.json: the Level 2 POA&M. Level 1 never allows a POA&M (32 CFR
 * 170.21(a)(1)): 409 `level_1`, as the SPRS score answers; a POA&M with no item cannot be an OSCAL
 * document (its schema requires a `poam-item`): 409 `no_poam_items`.
 */
export async function exportOscalPoam(db: Db, actor: Actor | null, clientId?: string): Promise<ExportFile> {
  const ownerId = await exportOwner(db, actor, clientId);
  const { data, members, ssp } = await sourcesOf(db, ownerId);
  if (data.cycle.level === 1 || !data.level2) throw poamRefusal('level_1');
  if (data.level2.items.length === 0) throw poamRefusal('no_poam_items');
  return jsonFile('poam', buildPoam(data, members, ssp), data.generatedAt);
}

/** GET .../reports/oscal/ssp.json: the system security plan from the scope and the records (Level 1 or 2). */
export async function exportOscalSsp(db: Db, actor: Actor | null, clientId?: string): Promise<ExportFile> {
  const ownerId = await exportOwner(db, actor, clientId);
  const { data, ssp } = await sourcesOf(db, ownerId);
  return jsonFile('ssp', ssp, data.generatedAt);
}
