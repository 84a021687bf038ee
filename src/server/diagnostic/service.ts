import type { Level } from '../../contract/level2';
import { and, asc, desc, eq } from 'drizzle-orm';
import { ACTIVITY_ACTIONS } from '../../contract/activity';
import type { Level1Result } from '../../contract/assessment';
import {
  readinessLabel,
  runDiagnostic,
  type ControlStanding,
  type DiagnosticReport,
} from '../../contract/diagnostic';
import { recordActivity } from '../activity/steps';
import { lastAffirmed } from '../cycles/queries';
import type { Db } from '../db/client';
import { controlImplementations, controls, diagnosticReports } from '../db/schema';
import { assessmentOf } from '../findings/queries';
import { organizationActivityBy, type Actor } from '../access/actor';
import { authorize, organizationOf, targetLevelOf } from '../access/authorize';
import { readTogether } from '../db/read-together';
import { lockOrganizationAtLevel } from '../organizations/steps';

type ReportRow = typeof diagnosticReports.$inferSelect;

const HISTORY_LIMIT = 20;

function toReport(row: ReportRow): DiagnosticReport {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    overallScore: row.overallScore,
    totalControls: row.totalControls,
    completedControls: row.completedControls,
    inProgressControls: row.inProgressControls,
    notStartedControls: row.notStartedControls,
    domainScores: row.domainScores,
    readinessLevel: row.readinessLevel,
    criticalGaps: row.criticalGaps,
    recommendations: row.recommendations,
    estimatedTimeToCompletion: row.estimatedTimeToCompletion,
    gapLinks: row.gapLinks,
    recommendationLinks: row.recommendationLinks,
    requirementsMet: row.requirementsMet,
    requirementsTotal: row.requirementsTotal,
  };
}

/** Each catalog control with this user's status, verdict and practice standing, in catalog order. */
async function standings(
  db: Db,
  organizationId: string,
  level: Level,
): Promise<{ controls: ControlStanding[]; level1: Level1Result }> {
  const [rows, assessment] = await readTogether(
    db,
    () =>
      db
        .select({
          id: controls.id,
          controlNumber: controls.controlNumber,
          title: controls.title,
          domainId: controls.domainId,
          status: controlImplementations.status,
          auditorStatus: controlImplementations.auditorStatus,
        })
        .from(controls)
        .leftJoin(
          controlImplementations,
          and(
            eq(controlImplementations.controlId, controls.id),
            eq(controlImplementations.organizationId, organizationId),
          ),
        )
        .where(eq(controls.level, level))
        .orderBy(asc(controls.sortOrder)),
    () => assessmentOf(db, organizationId),
  );
  const practiceOf = new Map(assessment.practices.map((practice) => [practice.controlId, practice]));
  return {
    controls: rows.map((row) => ({
      ...row,
      status: row.status ?? 'not_started',
      practice: practiceOf.get(row.id)!,
    })),
    level1: assessment.overall,
  };
}

/** Runs the diagnostic now and keeps it (D15: every run is kept). */
export async function generateDiagnostic(db: Db, actor: Actor | null): Promise<DiagnosticReport> {
  authorize(actor, 'diagnostic:run:own');
  const organizationId = organizationOf(actor);
  const level = targetLevelOf(actor);
  return db.transaction(async (tx) => {
    // The catalog and the findings read at one level: a switch that came first is 409 (issue 38).
    await lockOrganizationAtLevel(tx, organizationId, level);
    const [standing, affirmed] = await readTogether(
      tx,
      () => standings(tx, organizationId, level),
      () => lastAffirmed(tx, organizationId),
    );
    // D28: practices the official confirmed at the last affirmation as evidenced outside the tool
    // count as evidenced.
    const confirmed = new Set(affirmed?.snapshot?.affirmation.evidenceOutsideTool ?? []);
    const result = runDiagnostic(standing.controls, standing.level1, confirmed, level);
    const [row] = await tx
      .insert(diagnosticReports)
      .values({ organizationId: organizationId, ...result })
      .returning();
    await recordActivity(tx, {
      organizationId,
      ...organizationActivityBy(actor),
      action: ACTIVITY_ACTIONS.diagnosticRun,
      description: `Ran the readiness diagnostic: score ${result.overallScore}%, ${readinessLabel(result.readinessLevel)}`,
      metadata: { reportId: row!.id },
    });
    return toReport(row!);
  });
}

/** The signed-in business's runs, newest first. */
export async function diagnosticHistory(
  db: Db,
  actor: Actor | null,
  limit = HISTORY_LIMIT,
): Promise<DiagnosticReport[]> {
  authorize(actor, 'workspace:read:own');
  const organizationId = organizationOf(actor);
  const rows = await db
    .select()
    .from(diagnosticReports)
    .where(eq(diagnosticReports.organizationId, organizationId))
    .orderBy(desc(diagnosticReports.createdAt), desc(diagnosticReports.id))
    .limit(limit);
  return rows.map(toReport);
}
