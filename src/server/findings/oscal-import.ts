import { and, eq, inArray, sql } from 'drizzle-orm';
import { ACTIVITY_ACTIONS } from '../../contract/activity';
import { saveFindingSchema } from '../../contract/assessment';
import type { Control } from '../../contract/catalog';
import {
  listed,
  LISTED_AT_MOST,
  readAssessmentResults,
  readSystemSecurityPlan,
  resolveTarget,
  type ImportChange,
  type ImportedInput,
  type OscalAssessmentResults,
  type OscalFindingsDocument,
  type OscalImportSummary,
  type OscalSystemSecurityPlan,
  type SkippedEntry,
} from '../../contract/oscal-import';
import { organizationActivityBy, type Actor } from '../access/actor';
import { authorize, organizationOf, targetLevelOf } from '../access/authorize';
import { recordActivities } from '../activity/steps';
import { catalogControls } from '../catalog/catalog';
import { latestCycle, FROZEN_MESSAGE } from '../cycles/queries';
import { controlsOpenForFindings, lockLatestCycle } from '../cycles/steps';
import type { Db } from '../db/client';
import { objectiveFindings } from '../db/schema';
import { badRequest, conflict } from '../http/errors';
import { reviewedControlsOf } from '../implementations/queries';

import { notApplicableApprovalsLapsed, workChanged } from '../implementations/steps';
import { leavesNotApplicable } from '../../contract/ssp-requirements';
import {
  findingChanged,
  findingDescription,
  findingStateProblems,
  fromEarlierCycle,
  level2FieldProblems,
  nextFindingState,
  storedState,
  type FindingInput,
  type FindingProblem,
  type FindingState,
} from './rules';
import { lockOrganizationAtLevel } from '../db/organization-lock';

/**
 * POST /api/assessment/import/oscal (D32, issue 27): the findings, methods and notes of an OSCAL
 * assessment-results document, recorded in the organization's open cycle by the rules of a user's
 * save (rules.ts): the same permission, the same per-field checks, the cycle lock (D33), the
 * affirmed cycle refused (D23) except, at Level 2, the requirements a Conditional POA&M re-assesses
 * (D31), one `objective_assessed` entry per finding changed as a save logs it, and the verdicts of
 * the controls changed lapsed (D19). All of it in one transaction: a document is recorded whole
 * or not at all. How the document is read is in src/contract/oscal-import.ts.
 */

interface Planned {
  objectiveId: string;
  control: Control;
  targetId: string;
  input: FindingInput;
}

/** An entry of the document that names an objective of the catalog, with what it records. */
interface Found {
  objectiveId: string;
  control: Control;
  targetId: string;
  rank: number;
  input: ImportedInput;
}

const REQUIREMENT_AS_A_WHOLE = (name: string) =>
  `names ${name} as a whole: findings are recorded per objective (NIST SP 800-171A), so this one is not imported`;

/**
 * The findings of an assessment-results document on objectives of the catalog, and what is
 * skipped: ids the catalog does not know (listed with why, the rest imported: issue 40) and
 * findings on a requirement as a whole. A document that cannot be read is refused (400).
 */
function foundInResults(document: OscalAssessmentResults, controls: readonly Control[], level: 1 | 2) {
  const { findings, problems } = readAssessmentResults(document);
  if (problems.length > 0) {
    throw badRequest(`The document cannot be imported: ${listed(problems)}`);
  }
  const controlOf = new Map(controls.map((control) => [control.id, control]));
  const found: Found[] = [];
  const skipped: SkippedEntry[] = [];
  for (const finding of findings) {
    const target = resolveTarget(finding.targetId, finding.targetType, level, controls);
    if (target.kind === 'unknown') {
      skipped.push({ targetId: finding.targetId, kind: 'unknown', reason: target.reason });
    } else if (target.kind === 'requirement') {
      skipped.push({
        targetId: finding.targetId,
        kind: 'requirement',
        reason: REQUIREMENT_AS_A_WHOLE(target.name),
      });
    } else {
      found.push({
        objectiveId: target.objectiveId,
        control: controlOf.get(target.controlId)!,
        targetId: finding.targetId,
        rank: finding.rank,
        input: finding.input,
      });
    }
  }
  return { found, skipped };
}

/**
 * The requirements a system security plan states not applicable, as N/A on each of their
 * objectives (issue 40, `readSystemSecurityPlan`); the others are skipped: a plan's status is not
 * a finding.
 */
function foundInPlan(document: OscalSystemSecurityPlan, controls: readonly Control[], level: 1 | 2) {
  const controlOf = new Map(controls.map((control) => [control.id, control]));
  const found: Found[] = [];
  const skipped: SkippedEntry[] = [];
  for (const requirement of readSystemSecurityPlan(document)) {
    const { targetId } = requirement;
    const target = resolveTarget(targetId, 'objective-id', level, controls);
    if (target.kind === 'unknown') {
      skipped.push({ targetId, kind: 'unknown', reason: target.reason });
      continue;
    }
    if (!requirement.notApplicable) {
      skipped.push({
        targetId,
        kind: 'not_a_finding',
        reason:
          requirement.states.length > 0
            ? `states implementation-status "${requirement.states.join('", "')}": a plan's status is not a finding, and only not-applicable is imported (as N/A on each objective)`
            : 'states no implementation-status: nothing to import',
      });
      continue;
    }
    const input: ImportedInput = {
      finding: 'not_applicable',
      ...(requirement.justification ? { justification: requirement.justification } : {}),
    };
    const objectives =
      target.kind === 'objective'
        ? [{ objectiveId: target.objectiveId, control: controlOf.get(target.controlId)! }]
        : target.controlIds.flatMap((controlId) => {
            const control = controlOf.get(controlId)!;
            return control.objectives.map((objective) => ({ objectiveId: objective.id, control }));
          });
    for (const { objectiveId, control } of objectives)
      found.push({ objectiveId, control, targetId, rank: 0, input });
  }
  return { found, skipped };
}

/** One entry per objective: the latest result's finding; two findings in that result are refused. */
function plannedFindings(document: OscalFindingsDocument, controls: readonly Control[], level: 1 | 2) {
  const { found, skipped } = document['system-security-plan']
    ? foundInPlan(document as OscalSystemSecurityPlan, controls, level)
    : foundInResults(document as OscalAssessmentResults, controls, level);
  const best = new Map<
    string,
    { rank: number; count: number; targetId: string; input: ImportedInput; control: Control }
  >();
  for (const entry of found) {
    const held = best.get(entry.objectiveId);
    if (held && held.rank > entry.rank) continue;
    const count = held && held.rank === entry.rank ? held.count + 1 : 1;
    best.set(entry.objectiveId, {
      rank: entry.rank,
      count,
      targetId: entry.targetId,
      input: entry.input,
      control: entry.control,
    });
  }
  const twice = [...best].filter(([, entry]) => entry.count > 1).map(([id]) => id);
  if (twice.length > 0) {
    throw badRequest(
      `An objective has more than one finding in the same result: ${listed(twice)}`,
      Object.fromEntries(
        twice.slice(0, LISTED_AT_MOST).map((id) => [id, 'Found more than once in the same result']),
      ),
    );
  }
  // The same checks as a user's save (D22, D30): the body's schema, then the Level 2 fields' places.
  const planned: Planned[] = [];
  const refused: [string, string][] = [];
  for (const [objectiveId, entry] of best) {
    const parsed = saveFindingSchema.safeParse(entry.input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        refused.push([objectiveId, `${issue.path.join('.') || 'finding'}: ${issue.message}`]);
      continue;
    }
    const input = parsed.data as FindingInput;
    for (const [field, message] of level2FieldProblems(entry.control, input))
      refused.push([objectiveId, `${field}: ${message}`]);
    planned.push({ objectiveId, control: entry.control, targetId: entry.targetId, input });
  }
  refuseFindings(refused);
  return { planned, skipped };
}

/** A 400 naming each objective whose finding a save would refuse, with why. */
function refuseFindings(refused: [objectiveId: string, message: string][]) {
  if (refused.length === 0) return;
  const objectives = [...new Set(refused.map(([id]) => id))];
  throw badRequest(
    `${objectives.length === 1 ? 'A finding' : `${objectives.length} findings`} cannot be saved as the document states ${objectives.length === 1 ? 'it' : 'them'}: ${listed(refused.map(([id, message]) => `${id}: ${message}`))}`,
    Object.fromEntries(
      objectives.slice(0, LISTED_AT_MOST).map((id) => [
        id,
        refused
          .filter(([one]) => one === id)
          .map(([, message]) => message)
          .join('; '),
      ]),
    ),
  );
}

const problemsOf = (objectiveId: string, problems: FindingProblem[]): [string, string][] =>
  problems.map(([field, message]) => [objectiveId, `${field}: ${message}`]);

/** The findings of an OSCAL assessment-results document, recorded (or, with `preview`, only compared). */
export async function importOscalAssessmentResults(
  db: Db,
  actor: Actor | null,
  document: OscalFindingsDocument,
  { preview }: { preview: boolean },
): Promise<OscalImportSummary> {
  authorize(actor, 'implementation:write:own');
  const organizationId = organizationOf(actor);
  const level = targetLevelOf(actor);
  const controls = catalogControls(level);
  const { planned, skipped } = plannedFindings(document, controls, level);
  const position = new Map(
    controls
      .flatMap((control) => control.objectives.map((objective) => objective.id))
      .map((id, index) => [id, index]),
  );
  planned.sort((a, b) => position.get(a.objectiveId)! - position.get(b.objectiveId)!);

  return db.transaction(async (tx) => {
    // The per-organization locks of every findings write, the organization's at the level the
    // document was read for (issue 38), then the cycle's (D33); a preview writes nothing and takes
    // none.
    if (!preview) await lockOrganizationAtLevel(tx, organizationId, level);
    const cycle = preview ? await latestCycle(tx, organizationId) : await lockLatestCycle(tx, organizationId);
    const open = await controlsOpenForFindings(tx, cycle);
    if (open !== 'all' && open.size === 0) throw conflict(FROZEN_MESSAGE);
    const ids = planned.map((one) => one.objectiveId);
    const stored =
      ids.length === 0
        ? []
        : await (() => {
            const read = tx
              .select()
              .from(objectiveFindings)
              .where(
                and(
                  eq(objectiveFindings.organizationId, organizationId),
                  inArray(objectiveFindings.objectiveId, ids),
                ),
              );
            return preview ? read : read.for('update');
          })();
    const before = new Map(stored.map((row) => [row.objectiveId, row]));

    const refused: [string, string][] = [];
    const objectives: OscalImportSummary['objectives'] = [];
    const writes: (Planned & { next: FindingState })[] = [];
    for (const one of planned) {
      const row = before.get(one.objectiveId);
      const next = nextFindingState(one.input, row);
      refused.push(...problemsOf(one.objectiveId, findingStateProblems(one.control, next)));
      const current = row && !fromEarlierCycle(row, cycle.startedAt) ? storedState(row) : null;
      const changed = findingChanged(row, next, cycle.startedAt);
      const change: ImportChange = current?.finding == null ? 'new' : changed ? 'changed' : 'unchanged';
      objectives.push({
        objectiveId: one.objectiveId,
        targetId: one.targetId,
        change,
        current,
        imported: next,
      });
      if (changed) writes.push({ ...one, next });
    }
    refuseFindings(refused);
    if (open !== 'all') {
      // A cycle affirmed on a Conditional status: only the requirements of its open POA&M items are
      // re-assessed before the closeout (32 CFR 170.21(b), D31).
      const frozen = writes.filter((one) => !open.has(one.control.id)).map((one) => one.objectiveId);
      if (frozen.length > 0) {
        throw conflict(
          `This assessment cycle is affirmed on a Conditional status: only the requirements with an open POA&M item can be re-assessed before the closeout. The document changes ${listed(frozen)}`,
        );
      }
    }
    const changedControls = [...new Set(writes.map((one) => one.control.id))];
    let lapsedVerdicts: string[];
    if (preview) {
      lapsedVerdicts = await reviewedControlsOf(tx, organizationId, changedControls);
    } else {
      lapsedVerdicts = await record(tx, actor, organizationId, writes, changedControls);
      // Objectives that leave N/A take their requirement's approval as not applicable (D36).
      await notApplicableApprovalsLapsed(tx, {
        organizationId,
        controlIds: writes
          .filter((one) =>
            leavesNotApplicable(one.control.nistReference, before.get(one.objectiveId), one.next),
          )
          .map((one) => one.control.id),
        actor,
      });
    }
    const count = (change: ImportChange) => objectives.filter((one) => one.change === change).length;
    return {
      preview,
      document: document['system-security-plan'] ? 'system-security-plan' : 'assessment-results',
      level,
      counts: {
        new: count('new'),
        changed: count('changed'),
        unchanged: count('unchanged'),
        skipped: skipped.length,
      },
      objectives,
      skipped,
      lapsedVerdicts: controls.map((control) => control.id).filter((id) => lapsedVerdicts.includes(id)),
    };
  });
}

const excluded = (column: string) => sql.raw(`excluded.${column}`);

/** Writes the changed findings, one activity entry each as a save makes, and lapses their controls' verdicts. */
async function record(
  tx: Db,
  actor: Actor,
  organizationId: string,
  writes: (Planned & { next: FindingState })[],
  changedControls: string[],
): Promise<string[]> {
  if (writes.length === 0) return [];
  await tx
    .insert(objectiveFindings)
    .values(
      writes.map((one) => ({
        organizationId,
        controlId: one.control.id,
        objectiveId: one.objectiveId,
        ...one.next,
      })),
    )
    .onConflictDoUpdate({
      target: [objectiveFindings.organizationId, objectiveFindings.objectiveId],
      set: {
        finding: excluded('finding'),
        methods: excluded('methods'),
        note: excluded('note'),
        justification: excluded('justification'),
        partial: excluded('partial'),
        basis: excluded('basis'),
        basisDescription: excluded('basis_description'),
        capabilityOff: excluded('capability_off'),
      },
    });
  await recordActivities(
    tx,
    writes.map((one) => ({
      organizationId,
      ...organizationActivityBy(actor),
      action: ACTIVITY_ACTIONS.objectiveAssessed,
      description: `${findingDescription(one.objectiveId, one.next.finding)} (imported from OSCAL assessment results)`,
      metadata: {
        objectiveId: one.objectiveId,
        controlId: one.control.id,
        finding: one.next.finding,
        source: 'oscal_import',
      },
    })),
  );
  return workChanged(tx, { organizationId, controlIds: changedControls, actor, reason: 'objective_finding' });
}
