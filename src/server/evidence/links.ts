import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { ACTIVITY_ACTIONS } from '../../contract/activity';
import { parseObjectiveId } from '../../contract/assessment';
import type { EvidenceFile, EvidenceLinksInput } from '../../contract/evidence';
import { organizationActivityBy, type Actor } from '../access/actor';
import { authorize, organizationOf, targetLevelOf } from '../access/authorize';
import { recordActivity } from '../activity/steps';
import type { Db } from '../db/client';
import { isUuid } from '../db/query-input';
import { catalogControls } from '../catalog/catalog';
import { levelOfId, type Level } from '../../contract/level2';
import { evidenceControlLinks, evidenceFiles, evidenceObjectiveLinks } from '../db/schema';
import { badRequest, notFound } from '../http/errors';
import { lockOrganizationAtLevel } from '../organizations/steps';
import { workChanged } from '../implementations/steps';
import { evidenceOf } from './queries';

/** Each level's controls in catalog order, and its objectives by id (the catalog is in memory). */
const indexOf = (level: Level) => ({
  controlIds: catalogControls(level).map((control) => control.id),
  objectives: new Set(
    catalogControls(level).flatMap((control) => control.objectives.map((objective) => objective.id)),
  ),
});
const CATALOG_INDEX: Record<Level, ReturnType<typeof indexOf>> = { 1: indexOf(1), 2: indexOf(2) };

/**
 * Sets the controls and objectives one file serves (D22), replacing the old set. A file serves
 * at least one control, and the control of every objective it supports. The controls that gain
 * or lose the file have their verdicts lapse (D19). Only the owner changes them. A file kept for an
 * affirmed cycle (D33) may lose every link: unlinked from the current work, still stored.
 */
export async function setEvidenceLinks(
  db: Db,
  actor: Actor | null,
  id: string,
  links: Required<EvidenceLinksInput>,
): Promise<EvidenceFile> {
  authorize(actor, 'evidence:upload:own');
  const organizationId = organizationOf(actor);
  const [file] = isUuid(id)
    ? await db
        .select()
        .from(evidenceFiles)
        .where(and(eq(evidenceFiles.id, id), eq(evidenceFiles.organizationId, organizationId)))
        .limit(1)
    : [];
  if (!file) throw notFound('Evidence file not found');
  // The links are set for the organization's level; those to the other level's catalog stay (D29).
  const level = targetLevelOf(actor);
  const catalog = CATALOG_INDEX[level];
  const unknownControl = links.controlIds.find((controlId) => !catalog.controlIds.includes(controlId));
  if (unknownControl)
    throw badRequest(`Unknown control ${unknownControl}`, { controlIds: 'Choose controls of the catalog' });
  const unknownObjective = links.objectiveIds.find((objectiveId) => !catalog.objectives.has(objectiveId));
  if (unknownObjective) {
    throw badRequest(`Unknown objective ${unknownObjective}`, {
      objectiveIds: 'Choose objectives of the catalog',
    });
  }
  const objectiveIds = [...new Set(links.objectiveIds)];
  const wanted = new Set([...links.controlIds, ...objectiveIds.map((o) => parseObjectiveId(o)!.controlId)]);
  // A file serves at least one control; one kept for an affirmed cycle may be unlinked from the
  // current work altogether, and stays stored (D33).
  const [otherLevelLink] = await db
    .select({ controlId: evidenceControlLinks.controlId })
    .from(evidenceControlLinks)
    .where(
      and(
        eq(evidenceControlLinks.evidenceId, file.id),
        notInArray(evidenceControlLinks.controlId, catalog.controlIds),
      ),
    )
    .limit(1);
  if (wanted.size === 0 && file.keptForCycle == null && !otherLevelLink) {
    throw badRequest('Link the file to at least one control', { controlIds: 'Choose at least one control' });
  }
  const controlIds = catalog.controlIds.filter((controlId) => wanted.has(controlId));
  const thisLevel = (table: typeof evidenceControlLinks | typeof evidenceObjectiveLinks) =>
    and(eq(table.evidenceId, file.id), inArray(table.controlId, catalog.controlIds));
  return db.transaction(async (tx) => {
    // The links are replaced at the level read above: a switch of level that came first is 409
    // (issue 38).
    await lockOrganizationAtLevel(tx, organizationId, level);
    const before = await tx
      .select({ controlId: evidenceControlLinks.controlId })
      .from(evidenceControlLinks)
      .where(thisLevel(evidenceControlLinks));
    const beforeObjectives = await tx
      .select({
        objectiveId: evidenceObjectiveLinks.objectiveId,
        controlId: evidenceObjectiveLinks.controlId,
      })
      .from(evidenceObjectiveLinks)
      .where(thisLevel(evidenceObjectiveLinks));
    await tx.delete(evidenceControlLinks).where(thisLevel(evidenceControlLinks));
    await tx.delete(evidenceObjectiveLinks).where(thisLevel(evidenceObjectiveLinks));
    if (controlIds.length) {
      await tx
        .insert(evidenceControlLinks)
        .values(controlIds.map((controlId) => ({ evidenceId: file.id, controlId })));
    }
    if (objectiveIds.length) {
      await tx.insert(evidenceObjectiveLinks).values(
        objectiveIds.map((objectiveId) => ({
          evidenceId: file.id,
          objectiveId,
          controlId: parseObjectiveId(objectiveId)!.controlId,
        })),
      );
    }
    // The file is listed under a control it still serves (document 2's evidence has one controlId).
    if (controlIds.length && levelOfId(file.controlId) === level && !wanted.has(file.controlId)) {
      await tx.update(evidenceFiles).set({ controlId: controlIds[0]! }).where(eq(evidenceFiles.id, file.id));
    }
    const oldControls = new Set(before.map((link) => link.controlId));
    const oldObjectives = new Set(beforeObjectives.map((link) => link.objectiveId));
    const changed = new Set([
      ...controlIds.filter((controlId) => !oldControls.has(controlId)),
      ...[...oldControls].filter((controlId) => !wanted.has(controlId)),
      ...objectiveIds.filter((o) => !oldObjectives.has(o)).map((o) => parseObjectiveId(o)!.controlId),
      ...beforeObjectives
        .filter((link) => !objectiveIds.includes(link.objectiveId))
        .map((link) => link.controlId),
    ]);
    if (changed.size > 0) {
      await recordActivity(tx, {
        organizationId,
        ...organizationActivityBy(actor),
        action: ACTIVITY_ACTIONS.evidenceLinksChanged,
        description: controlIds.length
          ? `Linked "${file.fileName}" to ${controlIds.join(', ')}`
          : `Unlinked "${file.fileName}" from the current work (kept for affirmed cycle ${file.keptForCycle})`,
        metadata: { evidenceId: file.id, controlIds, objectiveIds },
      });
      await workChanged(tx, { organizationId, controlIds: changed, actor, reason: 'evidence_links' });
    }
    const [saved] = await evidenceOf(tx, organizationId, undefined, [file.id]);
    return saved!;
  });
}
