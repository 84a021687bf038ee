import { z } from 'zod';
import { errorResponses } from '../errors';
import { EVIDENCE_PACKAGE_LIMIT } from '../exports';
import { defineRoute } from '../route';

const refusals = errorResponses(401, 403, 404);
/** An export that may be refused for what the organization holds (the OSCAL POA&M at Level 1). */
const refusalsOrConflict = errorResponses(401, 403, 404, 409);
/** An export a member may ask for only so often (the evidence package, issue 38). */
const refusalsOrTooMany = errorResponses(401, 403, 404, 429);
const clientParams = z.object({ clientId: z.string().max(64) });

/**
 * One export of D25 at the same path under its three route families: a client's own under
 * `/api/...`; any client's for staff under `/api/auditor/clients/{clientId}/...` (platform
 * session) and `/api/admin/organizations/{clientId}/...` (admin console session).
 */
function exportFamily<const P extends string, E extends typeof refusals = typeof refusals>(
  path: P,
  describe: string,
  errors: E = refusals as E,
) {
  const file = z.any().describe(describe);
  const answers = { 200: file, ...errors };
  return {
    own: defineRoute({
      method: 'GET',
      path: `/api${path}` as const,
      tag: 'reports',
      answers,
      access: 'report:export:own',
      answersFile: true,
    }),
    client: defineRoute({
      method: 'GET',
      path: `/api/auditor/clients/:clientId${path}` as const,
      tag: 'reports',
      params: clientParams,
      answers,
      access: 'report:export:any',
      answersFile: true,
    }),
    admin: defineRoute({
      method: 'GET',
      path: `/api/admin/organizations/:clientId${path}` as const,
      tag: 'reports',
      params: clientParams,
      answers,
      access: 'report:export:any',
      session: 'console',
      answersFile: true,
    }),
  };
}

/** The exports of D25, each under its three route families; the server serves each family alike. */
export const exportFamilies = {
  compliancePdf: exportFamily('/reports/compliance.pdf', 'The compliance report (PDF, tagged, streamed)'),
  implementationsCsv: exportFamily(
    '/reports/implementations.csv',
    'One row per control: status, notes, evidence count and the standing verdict (CSV)',
  ),
  findingsCsv: exportFamily(
    '/reports/findings.csv',
    'One row per assessment objective: finding, methods, note, justification (CSV)',
  ),
  evidencePackage: exportFamily(
    '/evidence/package.zip',
    `Every evidence file in a folder per control, with index.csv (ZIP, streamed); built once per version of the evidence set and kept, with a weak ETag of that version (304 on If-None-Match); 429 with Retry-After past ${EVIDENCE_PACKAGE_LIMIT.requests} requests a minute per member and organization`,
    refusalsOrTooMany,
  ),
  // D32, D36: a download is a view of the records and writes nothing; an owner approves revisions
  // (POST /api/assessment/ssp/revisions), and the plan shows the latest.
  sspDocx: exportFamily(
    '/reports/ssp.docx',
    'The system security plan generated from the records (DOCX), with its latest approved revision; a download records nothing (D36)',
  ),
  sspPdf: exportFamily(
    '/reports/ssp.pdf',
    'The system security plan generated from the records (PDF, tagged), with its latest approved revision; a download records nothing (D36)',
  ),
  // D32: NIST OSCAL 1.1.3 JSON, valid against NIST's schema (vendor/oscal/).
  oscalAssessmentResults: exportFamily(
    '/reports/oscal/assessment-results.json',
    "The current cycle's self-assessment as an OSCAL assessment-results document: one finding per assessed objective (JSON)",
  ),
  oscalPoam: exportFamily(
    '/reports/oscal/poam.json',
    'The Level 2 POA&M as an OSCAL plan-of-action-and-milestones document (JSON); 409 `level_1` at Level 1, 409 `no_poam_items` without items',
    refusalsOrConflict,
  ),
  oscalSsp: exportFamily(
    '/reports/oscal/ssp.json',
    'The system security plan as an OSCAL system-security-plan document: one implemented requirement per requirement of the level (JSON)',
  ),
};

const {
  compliancePdf,
  implementationsCsv,
  findingsCsv,
  evidencePackage,
  sspDocx,
  sspPdf,
  oscalAssessmentResults,
  oscalPoam,
  oscalSsp,
} = exportFamilies;

export const reportRoutes = {
  compliancePdf: compliancePdf.own,
  clientCompliancePdf: compliancePdf.client,
  adminCompliancePdf: compliancePdf.admin,
  implementationsCsv: implementationsCsv.own,
  clientImplementationsCsv: implementationsCsv.client,
  adminImplementationsCsv: implementationsCsv.admin,
  findingsCsv: findingsCsv.own,
  clientFindingsCsv: findingsCsv.client,
  adminFindingsCsv: findingsCsv.admin,
  evidencePackage: evidencePackage.own,
  clientEvidencePackage: evidencePackage.client,
  adminEvidencePackage: evidencePackage.admin,
  sspDocx: sspDocx.own,
  clientSspDocx: sspDocx.client,
  adminSspDocx: sspDocx.admin,
  sspPdf: sspPdf.own,
  clientSspPdf: sspPdf.client,
  adminSspPdf: sspPdf.admin,
  oscalAssessmentResults: oscalAssessmentResults.own,
  clientOscalAssessmentResults: oscalAssessmentResults.client,
  adminOscalAssessmentResults: oscalAssessmentResults.admin,
  oscalPoam: oscalPoam.own,
  clientOscalPoam: oscalPoam.client,
  adminOscalPoam: oscalPoam.admin,
  oscalSsp: oscalSsp.own,
  clientOscalSsp: oscalSsp.client,
  adminOscalSsp: oscalSsp.admin,
};
