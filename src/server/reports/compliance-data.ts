import type { AffirmedStanding } from '../../contract/affirmed-standing';
import { affirmedStandingOf } from '../cycles/queries';
import type { Level } from '../../contract/level2';
import type { PoamItem, SprsScoreAnswer } from '../../contract/level2-api';
import { level2StandingOf } from '../poam/queries';
import { eq } from 'drizzle-orm';
import type { ServiceProvider } from '../../contract/providers';
import { providersOf } from '../providers/queries';
import type { Assessment } from '../../contract/assessment';
import type { Control } from '../../contract/catalog';
import type { Cycle } from '../../contract/cycles';
import type { EvidenceFile } from '../../contract/evidence';
import type { Implementation } from '../../contract/implementations';
import type { DomainProgress, OverallProgress } from '../../contract/progress';
import { assessmentOf } from '../findings/queries';
import { catalogControls } from '../catalog/catalog';
import { lastAffirmed, latestCycle, toCycle } from '../cycles/queries';
import type { Db } from '../db/client';
import { organizations } from '../db/schema';
import { evidenceOf } from '../evidence/queries';
import { notFound } from '../http/errors';
import { implementationsOf } from '../implementations/queries';
import { domainProgressOf, overallProgressOf } from '../progress/queries';
import { readTogether } from '../db/read-together';

/** One row of the report's evidence index (D25). */
export interface EvidenceIndexRow {
  id: string;
  fileName: string;
  fileSize: number;
  uploadedAt: string;
  controlIds: string[];
  objectiveIds: string[];
  /** Hex SHA-256 of the stored bytes; null for a file that has none recorded. */
  sha256: string | null;
}

/** Everything the compliance report prints, read once (D25). */
export interface ComplianceReportData {
  generatedAt: Date;
  organization: { id: string; businessName: string; businessNumber: string | null; industry: string };
  /** The organization's current (latest) cycle: its scope, and its affirmation once affirmed. */
  cycle: Cycle;
  /** The last affirmed cycle when it is an earlier one (the current cycle is open again). */
  previousAffirmation: Cycle | null;
  overall: OverallProgress;
  domains: DomainProgress[];
  assessment: Assessment;
  controls: Control[];
  /** The organization's implementation records by control id (controls never touched have none). */
  implementations: Map<string, Implementation>;
  evidence: EvidenceIndexRow[];
  /** Level 2 only: the self-assessed score, the status and the POA&M (D30, D31). */
  level2: { answer: SprsScoreAnswer; items: PoamItem[] } | null;
  /**
   * What the last affirmation stands for today (issue 39 item 8): after a reported change the
   * report leads with NOT MET since the affirmation, as every screen does; null when never affirmed.
   */
  affirmedStanding: AffirmedStanding | null;
  /** The organization's external service providers (D36), by name. */
  providers: ServiceProvider[];
}

/**
 * The one place that reads a file's SHA-256 (D25). The hash column is added on another branch of
 * issue 13; until the evidence record carries it, every file prints "—".
 */
export function sha256Of(file: EvidenceFile & { sha256?: string | null }): string | null {
  return file.sha256 ?? null;
}

/**
 * Gathers the report of one organization with the same functions the screens use (progress,
 * assessment roll-ups, implementations with their review history, the evidence library), so
 * that the numbers match the dashboard and the Reports page. A fixed number of queries, however
 * much the organization holds. No authorization here: the capability functions decide.
 */
export async function complianceReportData(
  db: Db,
  userId: string,
  generatedAt = new Date(),
): Promise<ComplianceReportData> {
  const [organization] = await db
    .select({
      id: organizations.id,
      businessName: organizations.businessName,
      businessNumber: organizations.businessNumber,
      industry: organizations.industry,
    })
    .from(organizations)
    .where(eq(organizations.id, userId));
  if (!organization) throw notFound('Client not found');
  // The cycle first: on an organization's first visit it opens cycle 1, which the rest reads.
  const current = await latestCycle(db, userId);
  const controls = catalogControls(current.level as Level);
  const [
    affirmed,
    overall,
    domains,
    assessment,
    implementations,
    evidence,
    standing,
    affirmedStanding,
    providers,
  ] = await readTogether(
    db,
    () => lastAffirmed(db, userId),
    () => overallProgressOf(db, userId),
    () => domainProgressOf(db, userId),
    () => assessmentOf(db, userId),
    () => implementationsOf(db, userId),
    () => evidenceOf(db, userId),
    async () => (current.level === 2 ? level2StandingOf(db, userId) : null),
    () => affirmedStandingOf(db, userId, generatedAt),
    () => providersOf(db, userId),
  );
  return {
    generatedAt,
    organization,
    cycle: toCycle(current),
    previousAffirmation: affirmed && affirmed.id !== current.id ? toCycle(affirmed) : null,
    overall,
    domains,
    assessment,
    controls,
    implementations: new Map(implementations.map((item) => [item.controlId, item])),
    evidence: evidence.map((file) => ({
      id: file.id,
      fileName: file.fileName,
      fileSize: file.fileSize,
      uploadedAt: file.uploadedAt,
      controlIds: file.controlIds,
      objectiveIds: file.objectiveIds,
      sha256: sha256Of(file),
    })),
    level2: standing ? { answer: standing.answer, items: standing.items } : null,
    affirmedStanding,
    providers,
  };
}
