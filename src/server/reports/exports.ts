import { FINDING_BASIS_LABELS, PARTIAL_LABELS } from '../../contract/sprs';
import { latestCycle } from '../cycles/queries';
import type { Level } from '../../contract/level2';
import type { Readable } from 'node:stream';
import { FINDING_LABELS, METHOD_LABELS, type ObjectiveFinding } from '../../contract/assessment';
import type { Control } from '../../contract/catalog';
import { exportFileName } from '../../contract/exports';
import { reportFileName } from '../../contract/report';
import { STATUS_LABELS, type Implementation } from '../../contract/implementations';
import { currentReview, REVIEW_STATE_LABELS, reviewState } from '../../contract/reviews';
import type { Actor } from '../access/actor';
import { authorize, organizationOf } from '../access/authorize';
import { assessmentOf } from '../findings/queries';
import { findClient } from '../access/client';
import { catalogControls } from '../catalog/catalog';
import type { Db } from '../db/client';
import { evidenceOf, storedEvidenceOf } from '../evidence/queries';
import { implementationsOf } from '../implementations/queries';
import type { ObjectStorage } from '../storage/storage';
import { renderComplianceReport } from './compliance-pdf';
import { csvStream, type CsvColumn } from '../http/csv';
import { evidencePackage, type PackageEntry } from './evidence-package';
import { readTogether } from '../db/read-together';
import { countPackageRequest } from '../auth/steps';

/** A file made for download: its name, type and bytes, streamed. */
export interface ExportFile {
  fileName: string;
  contentType: string;
  body: Readable;
}

/**
 * Whose data an export reads (D25): the signed-in client's own organization (`report:export:own`),
 * or the client organization staff name by id (`report:export:any`: auditors and admins on the
 * platform, admins in the console). An id that is no client's is not found (D5).
 */
export async function exportOwner(
  db: Db,
  actor: Actor | null,
  clientId: string | undefined,
): Promise<string> {
  if (clientId === undefined) {
    authorize(actor, 'report:export:own');
    return organizationOf(actor);
  }
  authorize(actor, 'report:export:any');
  return (await findClient(db, clientId)).id;
}

interface ImplementationLine {
  control: Control;
  record: Implementation | undefined;
  evidenceCount: number;
}

const IMPLEMENTATION_COLUMNS: CsvColumn<ImplementationLine>[] = [
  { header: 'Control ID', value: (line) => line.control.controlNumber },
  { header: 'Title', value: (line) => line.control.title },
  { header: 'Domain', value: (line) => line.control.domain.name },
  { header: 'Status', value: (line) => STATUS_LABELS[line.record?.status ?? 'not_started'] },
  { header: 'Notes', value: (line) => line.record?.notes },
  { header: 'Completed at', value: (line) => line.record?.completedAt },
  { header: 'Evidence files', value: (line) => line.evidenceCount },
  {
    header: 'Review',
    value: (line) => {
      const state = reviewState(line.record);
      return state ? REVIEW_STATE_LABELS[state] : '';
    },
  },
  { header: 'Reviewer', value: (line) => (line.record ? currentReview(line.record)?.reviewerName : null) },
  { header: 'Reviewed at', value: (line) => (line.record?.auditorStatus ? line.record.auditedAt : null) },
  { header: 'Review notes', value: (line) => (line.record?.auditorStatus ? line.record.auditorNotes : null) },
];

/**
 * GET .../reports/implementations.csv: one row per control of the catalog (17), the client's
 * status and notes, the files serving the control (D22), and the standing verdict (D19).
 */
export async function exportImplementationsCsv(
  db: Db,
  actor: Actor | null,
  clientId?: string,
): Promise<ExportFile> {
  const ownerId = await exportOwner(db, actor, clientId);
  const [records, evidence, cycle] = await readTogether(
    db,
    () => implementationsOf(db, ownerId),
    () => evidenceOf(db, ownerId),
    () => latestCycle(db, ownerId),
  );
  const catalog = catalogControls(cycle.level as Level);
  const byControl = new Map(records.map((record) => [record.controlId, record]));
  const lines = catalog.map((control): ImplementationLine => ({
    control,
    record: byControl.get(control.id),
    evidenceCount: evidence.filter((file) => file.controlIds.includes(control.id)).length,
  }));
  return {
    fileName: exportFileName('implementations', new Date()),
    contentType: 'text/csv; charset=utf-8',
    body: csvStream(IMPLEMENTATION_COLUMNS, lines),
  };
}

interface FindingLine {
  objective: ObjectiveFinding;
  text: string;
}

const FINDING_COLUMNS: CsvColumn<FindingLine>[] = [
  { header: 'Objective ID', value: (line) => line.objective.objectiveId },
  { header: 'Practice', value: (line) => line.objective.controlId },
  { header: 'Objective', value: (line) => line.text },
  {
    header: 'Finding',
    value: (line) => (line.objective.finding ? FINDING_LABELS[line.objective.finding] : 'Not assessed'),
  },
  {
    header: 'Last cycle finding (to confirm)',
    value: (line) => (line.objective.previousFinding ? FINDING_LABELS[line.objective.previousFinding] : ''),
  },
  {
    header: 'Methods',
    value: (line) => line.objective.methods.map((method) => METHOD_LABELS[method]).join('; '),
  },
  { header: 'Note', value: (line) => line.objective.note },
  { header: 'Justification', value: (line) => line.objective.justification },
  { header: 'Linked evidence', value: (line) => line.objective.evidenceIds.length },
  { header: 'Updated at', value: (line) => line.objective.updatedAt },
  // Level 2 (D30): the partial case, what makes a NOT MET count as MET, the capability policy.
  {
    header: 'Partial credit (Level 2)',
    value: (line) => (line.objective.partial ? PARTIAL_LABELS[line.objective.partial] : ''),
  },
  {
    header: 'Counts as MET by rule (Level 2)',
    value: (line) =>
      line.objective.basis
        ? `${FINDING_BASIS_LABELS[line.objective.basis]}: ${line.objective.basisDescription ?? ''}`
        : '',
  },
  {
    header: 'Capability kept off by policy (Level 2)',
    value: (line) => (line.objective.capabilityOff ? 'Yes' : ''),
  },
];

/**
 * GET .../reports/findings.csv: one row per assessment objective (59 at Level 1, 320 at Level 2), its finding in the current
 * cycle (D22, D23), methods, note, justification and the evidence it rests on.
 */
export async function exportFindingsCsv(db: Db, actor: Actor | null, clientId?: string): Promise<ExportFile> {
  const ownerId = await exportOwner(db, actor, clientId);
  const assessment = await assessmentOf(db, ownerId);
  const catalog = catalogControls(assessment.level);
  const texts = new Map(catalog.flatMap((control) => control.objectives.map((o) => [o.id, o.text])));
  const lines = assessment.objectives.map((objective): FindingLine => ({
    objective,
    text: texts.get(objective.objectiveId) ?? '',
  }));
  return {
    fileName: exportFileName('findings', new Date()),
    contentType: 'text/csv; charset=utf-8',
    body: csvStream(FINDING_COLUMNS, lines),
  };
}

/**
 * The files the evidence package carries at its top level after `index.csv`, for the organization
 * `ownerId`, each streamed when its turn comes. The compliance PDF of D25 is added here.
 */
function packageExtras(db: Db, ownerId: string, now: Date): PackageEntry[] {
  return [{ name: reportFileName(now, 'pdf'), stream: () => renderComplianceReport(db, ownerId, now) }];
}

/**
 * An organization's evidence package as the caller may have it, already authorized and counted:
 * whose it is, and how to make it afresh (KeptPackages keeps what it makes).
 */
export interface PackageRead {
  organizationId: string;
  /** The package made from the database as it is now, dated `now`, streamed as it is made (D25). */
  build: (now: Date) => Promise<Readable>;
}

/**
 * GET .../evidence/package.zip: every evidence file of the organization with its index, and the
 * `packageExtras` (D25). A member may ask for it EVIDENCE_PACKAGE_LIMIT times a minute per
 * organization (issue 38): beyond, 429 with Retry-After, counted only once the caller may read it.
 */
export async function evidencePackageRead(
  deps: { db: Db; storage: ObjectStorage },
  actor: Actor | null,
  clientId?: string,
): Promise<PackageRead> {
  const ownerId = await exportOwner(deps.db, actor, clientId);
  await countPackageRequest(deps.db, actor!.user.id, ownerId);
  return {
    organizationId: ownerId,
    build: async (now) =>
      evidencePackage(
        deps.storage,
        await storedEvidenceOf(deps.db, ownerId),
        packageExtras(deps.db, ownerId, now),
        now,
      ),
  };
}
