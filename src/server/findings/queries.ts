import { eq, sql } from 'drizzle-orm';
import {
  objectiveId,
  rollUp,
  type Assessment,
  type AssessmentMethod,
  type ObjectiveFinding,
  type PracticeStanding,
} from '../../contract/assessment';
import { catalogControls } from '../catalog/catalog';
import type { GatedRequirement } from '../../contract/ssp-gate';
import type { Control } from '../../contract/catalog';
import { controlIdAtLevel, type Level } from '../../contract/level2';
import type { Db } from '../db/client';
import { preparedRead } from '../db/prepared';
import { readTogether } from '../db/read-together';
import { evidenceControlLinks, evidenceFiles, evidenceObjectiveLinks, objectiveFindings } from '../db/schema';
import { latestCycle } from '../cycles/queries';

/**
 * What other capabilities and reports read of the findings (issue 24): plain readers that take an
 * organization id and check no permission. A caller has authorized its actor already; the guarded
 * functions that do so are in service.ts.
 */
export { clientStandingsOf, practiceKey, practiceResultsOf } from './standings';

/** What an answer shows of a stored finding. */
const findingColumns = {
  objectiveId: objectiveFindings.objectiveId,
  finding: objectiveFindings.finding,
  methods: objectiveFindings.methods,
  note: objectiveFindings.note,
  justification: objectiveFindings.justification,
  partial: objectiveFindings.partial,
  basis: objectiveFindings.basis,
  basisDescription: objectiveFindings.basisDescription,
  poamItemId: objectiveFindings.poamItemId,
  deficiencyArisenOn: objectiveFindings.deficiencyArisenOn,
  implementedBefore: objectiveFindings.implementedBefore,
  capabilityOff: objectiveFindings.capabilityOff,
  updatedAt: objectiveFindings.updatedAt,
};
type FindingRow = Awaited<ReturnType<ReturnType<typeof ownFindings>['execute']>>[number];

const ownControlLinks = preparedRead((db) =>
  db
    .select({ evidenceId: evidenceControlLinks.evidenceId, controlId: evidenceControlLinks.controlId })
    .from(evidenceControlLinks)
    .innerJoin(evidenceFiles, eq(evidenceFiles.id, evidenceControlLinks.evidenceId))
    .where(eq(evidenceFiles.organizationId, sql.placeholder('userId')))
    .prepare('own_control_links'),
);

const ownObjectiveLinks = preparedRead((db) =>
  db
    .select({
      evidenceId: evidenceObjectiveLinks.evidenceId,
      objectiveId: evidenceObjectiveLinks.objectiveId,
    })
    .from(evidenceObjectiveLinks)
    .innerJoin(evidenceFiles, eq(evidenceFiles.id, evidenceObjectiveLinks.evidenceId))
    .where(eq(evidenceFiles.organizationId, sql.placeholder('userId')))
    .prepare('own_objective_links'),
);

const ownFindings = preparedRead((db) =>
  db
    .select(findingColumns)
    .from(objectiveFindings)
    .where(eq(objectiveFindings.organizationId, sql.placeholder('userId')))
    .prepare('own_findings'),
);

/** Every control link and objective link of an organization's evidence files. */
export async function evidenceLinksOf(db: Db, userId: string) {
  const [controlLinks, objectiveLinks] = await readTogether(
    db,
    () => ownControlLinks(db).execute({ userId }),
    () => ownObjectiveLinks(db).execute({ userId }),
  );
  return { controlLinks, objectiveLinks };
}

/**
 * A finding counts for the cycle it was made (or confirmed) in; older ones wait to be confirmed
 * (D23). At Level 2, an objective never assessed there shows its Level 1 finding, also to be
 * confirmed (D29): the scopes differ and five objectives name CUI where Level 1 reads FCI.
 */
export function toFinding(
  controlId: string,
  letter: string,
  row: FindingRow | undefined,
  evidenceIds: string[],
  cycleStart: Date,
  level1Row?: FindingRow,
): ObjectiveFinding {
  const current = row !== undefined && row.updatedAt >= cycleStart;
  const prefill = row === undefined ? level1Row : undefined;
  const shown = row ?? prefill;
  return {
    objectiveId: objectiveId(controlId, letter),
    controlId,
    letter,
    finding: current ? (row.finding ?? null) : null,
    previousFinding: shown && !current ? (shown.finding ?? null) : null,
    prefilledFrom: prefill ? 'level_1' : null,
    methods: (shown?.methods ?? []) as AssessmentMethod[],
    note: shown?.note ?? null,
    justification: shown?.justification ?? null,
    partial: row?.partial ?? null,
    basis: row?.basis ?? null,
    basisDescription: row?.basisDescription ?? null,
    planOfActionItemId: row?.poamItemId ?? null,
    arisenOn: row?.deficiencyArisenOn ?? null,
    implementedBefore: row?.implementedBefore ?? false,
    capabilityOff: row?.capabilityOff ?? false,
    evidenceIds,
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
}

/** Each objective of the level's catalog with its finding as it counts in a cycle started at `cycleStart` (D23). */
function objectivesOf(
  level: Level,
  rows: FindingRow[],
  filesOf: Map<string, string[]>,
  cycleStart: Date,
): ObjectiveFinding[] {
  const byObjective = new Map(rows.map((row) => [row.objectiveId, row]));
  return catalogControls(level).flatMap((practice) =>
    practice.objectives.map((objective) => {
      const id = objectiveId(practice.id, objective.letter);
      const level1 =
        level === 2
          ? byObjective.get(objectiveId(controlIdAtLevel(practice.id, 1), objective.letter))
          : undefined;
      return toFinding(
        practice.id,
        objective.letter,
        byObjective.get(id),
        filesOf.get(id) ?? [],
        cycleStart,
        level1,
      );
    }),
  );
}

/** An organization's findings on all 59 objectives with the roll-ups (D22). */
export async function assessmentOf(db: Db, userId: string): Promise<Assessment> {
  const [rows, links, cycle] = await readTogether(
    db,
    () => ownFindings(db).execute({ userId }),
    () => evidenceLinksOf(db, userId),
    () => latestCycle(db, userId),
  );
  const filesOf = new Map<string, string[]>();
  for (const link of links.objectiveLinks) {
    filesOf.set(link.objectiveId, [...(filesOf.get(link.objectiveId) ?? []), link.evidenceId]);
  }
  const level = cycle.level as Level;
  const objectives = objectivesOf(level, rows, filesOf, cycle.startedAt);
  return { level, objectives, ...rollUp(catalogControls(level), objectives, links.controlLinks) };
}

/**
 * The practices' standing from the findings of the current cycle, as `assessmentOf` rolls them
 * up, without reading the evidence links (which only decide `supported`): what the progress
 * figures count (D28), in two statements instead of four.
 */
export async function practiceFindingsOf(
  db: Db,
  userId: string,
): Promise<Omit<PracticeStanding, 'supported' | 'evidenceCount'>[]> {
  const [rows, cycle] = await readTogether(
    db,
    () => ownFindings(db).execute({ userId }),
    () => latestCycle(db, userId),
  );
  const level = cycle.level as Level;
  return rollUp(catalogControls(level), objectivesOf(level, rows, new Map(), cycle.startedAt), []).practices;
}

/** What the score and the plan's gate read of an objective's finding (contract/ssp-gate.ts). */
function pickScoredFields(objective: Assessment['objectives'][number]): GatedRequirement['objectives'][number] {
  const { letter, finding, partial, basis, capabilityOff, planOfActionItemId, arisenOn, implementedBefore } =
    objective;
  return { letter, finding, partial, basis, capabilityOff, planOfActionItemId, arisenOn, implementedBefore };
}

/** The assessment's requirements as the score reads them, in catalog order. */
export function scoredRequirements(assessment: Assessment): GatedRequirement[] {
  return catalogControls(2).map((control: Control) => ({
    requirementId: control.id,
    nist: control.nistReference,
    objectives: assessment.objectives
      .filter((objective) => objective.controlId === control.id)
      .map((objective) => pickScoredFields(objective)),
  }));
}
