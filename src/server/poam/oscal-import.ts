import type { Control } from '../../contract/catalog';
import { createPoamItemSchema, type PoamItem } from '../../contract/level2-api';
import { resolveTarget } from '../../contract/oscal-import';
import {
  readPoam,
  type OscalPoam,
  type OscalPoamImportSummary,
  type PoamImportChange,
  type PoamPlan,
  type ReadPoamItem,
} from '../../contract/oscal-poam-import';
import type { Actor } from '../access/actor';
import { authorize, organizationOf, targetLevelOf } from '../access/authorize';
import { catalogControls } from '../catalog/catalog';
import { FROZEN_MESSAGE, latestCycle } from '../cycles/queries';
import type { Db } from '../db/client';
import { level2StandingOf } from './queries';
import {
  changePoamItem,
  creationRefusal,
  defaultWeakness,
  insertPoamItem,
  level1PoamRefusal,
  lockedItem,
  lockedLevel2Cycle,
} from './steps';

/**
 * POST /api/assessment/poam/import/oscal (issue 40 item 7): the items of an OSCAL POA&M recorded
 * in the open cycle's POA&M, each as the POA&M's own create or edit records it (steps.ts): the same
 * permission, the same checks (a new item needs its requirement NOT MET, 32 CFR
 * 170.24(c)(2)(i)(B)(6); an affirmed cycle takes no new item, D23, but its items' plans stay
 * writable, D33), the same locks (the organization's at Level 2, issue 38, then the cycle's) and
 * one activity entry per item written. What the rules refuse is skipped and listed with why; the
 * rest is written in one transaction. `?preview=true` answers the same and writes nothing. How the
 * document is read: src/contract/oscal-poam-import.ts.
 */

const VIA = 'imported from an OSCAL POA&M';

type Skipped = OscalPoamImportSummary['skipped'][number];
type Entry = OscalPoamImportSummary['items'][number] & { control: Control };

/** The one requirement an item names, or why it names none (or several). */
function requirementOf(
  item: ReadPoamItem,
  controls: readonly Control[],
): { control: Control } | { reason: string; requirementId: string | null } {
  const byId = new Map(controls.map((control) => [control.id, control]));
  const named = new Set<string>();
  for (const targetId of item.targetIds) {
    const target = resolveTarget(targetId, 'objective-id', 2, controls);
    if (target.kind === 'objective') named.add(target.controlId);
    if (target.kind === 'requirement') for (const id of target.controlIds) named.add(id);
  }
  if (named.size === 1) return { control: byId.get([...named][0]!)! };
  if (named.size > 1)
    return {
      requirementId: null,
      reason: `names several requirements (${[...named].join(', ')}): a POA&M item is the plan of one requirement`,
    };
  return {
    requirementId: null,
    reason:
      item.targetIds.length > 0
        ? `names no requirement of the Level 2 catalog (NIST SP 800-171 Rev 2): ${item.targetIds.join(', ')}`
        : 'names no requirement: give it a prop "control-id" or relate it to a finding on an objective',
  };
}

/** Milestones compared by their fields, whatever order their keys are stored in (jsonb sorts them). */
const sameMilestones = (a: PoamPlan['milestones'], b: PoamPlan['milestones']) =>
  a.length === b.length && a.every((one, index) => one.text === b[index]!.text && one.due === b[index]!.due);

const samePlan = (a: PoamPlan, b: PoamPlan) =>
  a.weakness === b.weakness &&
  a.plannedCompletion === b.plannedCompletion &&
  sameMilestones(a.milestones, b.milestones);

/**
 * What the import does with each item against the standing read under the locks (or, in a
 * preview, without them): create, update or leave it, or skip it with the rule's reason.
 */
function planOf(
  read: ReadPoamItem[],
  controls: readonly Control[],
  standing: Awaited<ReturnType<typeof level2StandingOf>>,
  affirmed: boolean,
): { entries: Entry[]; skipped: Skipped[] } {
  const entries: Entry[] = [];
  const skipped: Skipped[] = [];
  const seen = new Set<string>();
  for (const item of read) {
    const skip = (requirementId: string | null, reason: string) =>
      skipped.push({ source: item.source, requirementId, reason });
    if (item.problems.length > 0) {
      skip(null, `cannot be read: ${item.problems.join('; ')}`);
      continue;
    }
    const resolved = requirementOf(item, controls);
    if (!('control' in resolved)) {
      skip(resolved.requirementId, resolved.reason);
      continue;
    }
    const { control } = resolved;
    if (seen.has(control.id)) {
      skip(control.id, `names ${control.id} again: the first item naming it is imported`);
      continue;
    }
    seen.add(control.id);
    if (item.closed) {
      skip(
        control.id,
        'is closed in the document: an item is closed out by the POA&M closeout (32 CFR 170.21(b)), not by an import',
      );
      continue;
    }
    const existing: PoamItem | undefined = standing.items.find((one) => one.requirementId === control.id);
    if (existing?.closedAt) {
      skip(control.id, `is closed out here (${existing.closedAt}): a closed item is not changed`);
      continue;
    }
    // The same checks as the item's own create or edit (the body's schema first).
    const parsed = createPoamItemSchema.safeParse({
      requirementId: control.id,
      ...(item.weakness !== undefined ? { weakness: item.weakness } : {}),
      plannedCompletion: item.plannedCompletion,
      milestones: item.milestones,
    });
    if (!parsed.success) {
      const problems = parsed.error.issues.map(
        (issue) =>
          `${issue.path.join('.') || 'item'}: ${issue.path[0] === 'plannedCompletion' && item.plannedCompletion === undefined ? 'no planned completion date (a planned-completion prop, a risk deadline or a milestone date)' : issue.message}`,
      );
      skip(control.id, `cannot be saved as the document states it: ${problems.join('; ')}`);
      continue;
    }
    const input = parsed.data;
    if (existing) {
      const current: PoamPlan = {
        weakness: existing.weakness,
        plannedCompletion: existing.plannedCompletion,
        milestones: existing.milestones,
      };
      const imported: PoamPlan = {
        weakness: input.weakness ?? existing.weakness,
        plannedCompletion: input.plannedCompletion,
        milestones: input.milestones ?? [],
      };
      const change: PoamImportChange = samePlan(current, imported) ? 'unchanged' : 'update';
      entries.push({ requirementId: control.id, source: item.source, change, current, imported, control });
      continue;
    }
    if (affirmed) {
      skip(
        control.id,
        `is not on the POA&M, and ${FROZEN_MESSAGE[0]!.toLowerCase()}${FROZEN_MESSAGE.slice(1)}`,
      );
      continue;
    }
    const refused = creationRefusal(standing, control);
    if (refused) {
      skip(control.id, refused.message);
      continue;
    }
    entries.push({
      requirementId: control.id,
      source: item.source,
      change: 'create',
      current: null,
      imported: {
        weakness: input.weakness ?? defaultWeakness(standing, control),
        plannedCompletion: input.plannedCompletion,
        milestones: input.milestones ?? [],
      },
      control,
    });
  }
  const position = new Map(controls.map((control, index) => [control.id, index]));
  entries.sort((a, b) => position.get(a.requirementId)! - position.get(b.requirementId)!);
  return { entries, skipped };
}

/** The items of an OSCAL POA&M, recorded in the open cycle (or, with `preview`, only compared). */
export async function importOscalPoam(
  db: Db,
  actor: Actor | null,
  document: OscalPoam,
  { preview }: { preview: boolean },
): Promise<OscalPoamImportSummary> {
  authorize(actor, 'implementation:write:own');
  const organizationId = organizationOf(actor);
  if (targetLevelOf(actor) === 1) throw level1PoamRefusal();
  const controls = catalogControls(2);
  const read = readPoam(document);
  return db.transaction(async (tx) => {
    // A preview takes no lock and writes nothing; the import takes the locks every POA&M write
    // takes, allowing an affirmed cycle (whose items' plans stay writable) and refusing new items
    // to it item by item.
    const cycle = preview
      ? await latestCycle(tx, organizationId)
      : await lockedLevel2Cycle(tx, targetLevelOf(actor), organizationId, true);
    const standing = await level2StandingOf(tx, organizationId);
    const { entries, skipped } = planOf(read, controls, standing, cycle.affirmedAt !== null);
    if (!preview) {
      for (const entry of entries) {
        if (entry.change === 'create') {
          await insertPoamItem(tx, actor, {
            organizationId,
            cycleId: cycle.id,
            control: entry.control,
            standing,
            input: {
              weakness: entry.imported.weakness,
              plannedCompletion: entry.imported.plannedCompletion,
              milestones: entry.imported.milestones,
            },
            via: VIA,
          });
        } else if (entry.change === 'update') {
          const id = standing.items.find((one) => one.requirementId === entry.requirementId)!.id;
          const row = await lockedItem(tx, organizationId, id);
          const changes = {
            weakness:
              entry.imported.weakness !== entry.current!.weakness ? entry.imported.weakness : undefined,
            plannedCompletion:
              entry.imported.plannedCompletion !== entry.current!.plannedCompletion
                ? entry.imported.plannedCompletion
                : undefined,
            milestones: sameMilestones(entry.imported.milestones, entry.current!.milestones)
              ? undefined
              : entry.imported.milestones,
          };
          await changePoamItem(tx, actor, { organizationId, row, changes, via: VIA });
        }
      }
    }
    const count = (change: PoamImportChange) => entries.filter((one) => one.change === change).length;
    return {
      preview,
      counts: {
        create: count('create'),
        update: count('update'),
        unchanged: count('unchanged'),
        skipped: skipped.length,
      },
      items: entries.map(({ control: _control, ...entry }) => entry),
      skipped,
    };
  });
}
