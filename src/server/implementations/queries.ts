import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { isoOrNull } from '../../contract/format';
import { reviewerDisplayName } from '../../contract/display';
import type { Implementation, NotApplicableApproval, ReviewRecord } from '../../contract/implementations';
import type { Control } from '../../contract/catalog';
import { catalogControl, catalogOrder } from '../catalog/catalog';
import type { Db } from '../db/client';
import { preparedRead } from '../db/prepared';
import { readTogether } from '../db/read-together';
import { controlImplementations, evidenceControlLinks, evidenceFiles, reviews, users } from '../db/schema';

/**
 * What other capabilities and reports read of the implementation records (issue 24): plain
 * readers that take an organization id and check no permission; the guarded functions that
 * authorize an actor first are in service.ts.
 */

type ImplementationRow = typeof controlImplementations.$inferSelect;
type EvidenceRow = typeof evidenceFiles.$inferSelect;

function toImplementation(
  row: ImplementationRow,
  control: Implementation['control'],
  evidence: EvidenceRow[],
  history: ReviewRecord[],
): Implementation {
  return {
    id: row.id,
    userId: row.organizationId,
    controlId: row.controlId,
    status: row.status,
    notes: row.notes,
    completedAt: isoOrNull(row.completedAt),
    implementationStatement: row.implementationStatement,
    responsibleUserId: row.responsibleUserId,
    responsibleRole: row.responsibleRole,
    systemIds: row.systemIds,
    inheritance: row.inheritance,
    inheritedProviderId: row.inheritedProviderId,
    providerPart: row.providerPart,
    notApplicableApproval: notApplicableApprovalOf(row),
    auditorStatus: row.auditorStatus,
    auditorNotes: row.auditorNotes,
    auditedAt: isoOrNull(row.auditedAt),
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    control,
    evidenceFiles: evidence.map((file) => ({
      id: file.id,
      fileName: file.fileName,
      fileType: file.fileType,
      fileSize: file.fileSize,
      uploadedAt: file.uploadedAt.toISOString(),
    })),
    reviews: history,
  };
}

/** The owner's approval of the requirement as not applicable (D36), or null. */
export function notApplicableApprovalOf(
  row: Pick<
    ImplementationRow,
    'notApplicableApprovedBy' | 'notApplicableApprovedByName' | 'notApplicableApprovedAt'
  >,
): NotApplicableApproval | null {
  if (!row.notApplicableApprovedAt || row.notApplicableApprovedByName === null) return null;
  return {
    approvedByUserId: row.notApplicableApprovedBy,
    approvedByName: row.notApplicableApprovedByName,
    approvedAt: row.notApplicableApprovedAt.toISOString(),
  };
}

/** `$controlIds` null keeps every control; an array keeps those named. */
const ofControls = (column: AnyPgColumn) =>
  sql`(${sql.placeholder('controlIds')}::text[] is null or ${column} = any(${sql.placeholder('controlIds')}::text[]))`;

const ownImplementations = preparedRead((db) =>
  db
    .select()
    .from(controlImplementations)
    .where(
      and(
        eq(controlImplementations.organizationId, sql.placeholder('userId')),
        ofControls(controlImplementations.controlId),
      ),
    )
    .prepare('own_implementations'),
);

/** Every file serving a control: uploaded for it or linked to it (D22); newest first. */
const ownEvidenceByControl = preparedRead((db) =>
  db
    .select({ file: evidenceFiles, controlId: evidenceControlLinks.controlId })
    .from(evidenceFiles)
    .innerJoin(evidenceControlLinks, eq(evidenceControlLinks.evidenceId, evidenceFiles.id))
    .where(
      and(
        eq(evidenceFiles.organizationId, sql.placeholder('userId')),
        ofControls(evidenceControlLinks.controlId),
      ),
    )
    .orderBy(desc(evidenceFiles.uploadedAt), desc(evidenceFiles.id))
    .prepare('own_evidence_by_control'),
);

/** The review history of the implementations, newest first. */
/** The auditor an admin was impersonating when the admin reviewed (D33). */
const impersonatedUser = alias(users, 'impersonated');

const ownReviews = preparedRead((db) =>
  db
    .select({
      implementationId: reviews.implementationId,
      status: reviews.status,
      notes: reviews.notes,
      basedOn: reviews.basedOn,
      createdAt: reviews.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
      // Flat, not a nested object: drizzle makes a left-joined object null when its first column is.
      impersonatedFirstName: impersonatedUser.firstName,
      impersonatedLastName: impersonatedUser.lastName,
      impersonatedUsername: impersonatedUser.username,
    })
    .from(reviews)
    .innerJoin(controlImplementations, eq(controlImplementations.id, reviews.implementationId))
    .leftJoin(users, eq(users.id, reviews.reviewerUserId))
    .leftJoin(impersonatedUser, eq(impersonatedUser.id, reviews.impersonatedUserId))
    .where(
      and(
        eq(controlImplementations.organizationId, sql.placeholder('userId')),
        ofControls(controlImplementations.controlId),
      ),
    )
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .prepare('own_reviews'),
);

/**
 * An organization's implementation records, in catalog order, each with its control and
 * evidence; only those of `controlIds` when given.
 */
export async function implementationsOf(
  db: Db,
  userId: string,
  controlIds?: string[],
): Promise<Implementation[]> {
  const values = { userId, controlIds: controlIds ?? null };
  const [found, evidence, history] = await readTogether(
    db,
    () => ownImplementations(db).execute(values),
    () => ownEvidenceByControl(db).execute(values),
    () => ownReviews(db).execute(values),
  );
  const rows = found
    .map((implementation) => ({ implementation, control: catalogControl(implementation.controlId) }))
    .filter(
      (row): row is { implementation: ImplementationRow; control: Control } => row.control !== undefined,
    )
    .sort((a, b) => catalogOrder(a.control.id) - catalogOrder(b.control.id));
  const historyOf = reviewHistories(history);
  return rows.map(({ implementation, control }) =>
    toImplementation(
      implementation,
      control,
      evidence.filter((link) => link.controlId === implementation.controlId).map((link) => link.file),
      historyOf.get(implementation.id) ?? [],
    ),
  );
}

function reviewHistories(
  rows: Awaited<ReturnType<ReturnType<typeof ownReviews>['execute']>>,
): Map<string, ReviewRecord[]> {
  const byImplementation = new Map<string, ReviewRecord[]>();
  for (const row of rows) {
    const list = byImplementation.get(row.implementationId) ?? [];
    list.push({
      status: row.status,
      notes: row.notes,
      reviewerName:
        row.username === null
          ? null
          : reviewerDisplayName(
              { firstName: row.firstName, lastName: row.lastName, username: row.username },
              row.impersonatedUsername === null
                ? null
                : {
                    firstName: row.impersonatedFirstName,
                    lastName: row.impersonatedLastName,
                    username: row.impersonatedUsername,
                  },
            ),
      basedOn: row.basedOn,
      createdAt: row.createdAt.toISOString(),
    });
    byImplementation.set(row.implementationId, list);
  }
  return byImplementation;
}

/**
 * Of these controls, those whose implementation holds an auditor's verdict: the verdicts a change
 * to their findings would lapse (D19), as a preview of an import tells before anything is written.
 */
export async function reviewedControlsOf(
  db: Db,
  organizationId: string,
  controlIds: string[],
): Promise<string[]> {
  if (controlIds.length === 0) return [];
  const rows = await db
    .select({ controlId: controlImplementations.controlId })
    .from(controlImplementations)
    .where(
      and(
        eq(controlImplementations.organizationId, organizationId),
        inArray(controlImplementations.controlId, controlIds),
        isNotNull(controlImplementations.auditorStatus),
      ),
    );
  return rows.map((row) => row.controlId);
}
