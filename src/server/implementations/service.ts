import { and, eq } from 'drizzle-orm';
import { ACTIVITY_ACTIONS } from '../../contract/activity';
import {
  implementationSchema,
  statusLabel,
  type Implementation,
  type SaveImplementationInput,
} from '../../contract/implementations';
import { recordActivity } from '../activity/steps';
import { catalogControl, catalogControlJson } from '../catalog/catalog';
import type { Db } from '../db/client';
import { controlImplementations } from '../db/schema';
import { organizationActivityBy, type Actor } from '../access/actor';
import { authorize, organizationOf, targetLevelOf } from '../access/authorize';
import { notFound } from '../http/errors';
import { lockOrganizationAtLevel } from '../organizations/steps';
import { implementationsOf } from './queries';
import { workChanged } from './steps';
import { planFieldsOf, PLAN_FIELD_NAMES } from './plan-fields';
import { spliceJson } from '../http/splice-json';
import type { OrganizationRead } from '../http/read-model';

const ownFieldsSchema = implementationSchema.omit({ control: true });

/** A record's JSON: its own fields checked against the schema, its control's JSON the catalog's, made once. */
function implementationJson({ control, ...own }: Implementation): string {
  const controlJson = catalogControlJson(control.id);
  if (controlJson === undefined) throw new Error(`Catalog: no control ${control.id}`);
  return spliceJson(ownFieldsSchema, own, 'control', controlJson);
}

/**
 * Creates or updates the one record of a user for a control. `completedAt` is set when the
 * control becomes completed and cleared when it is reopened; each real change is logged (D13).
 */
export async function saveImplementation(
  db: Db,
  actor: Actor | null,
  input: SaveImplementationInput,
): Promise<Implementation> {
  authorize(actor, 'implementation:write:own');
  const organizationId = organizationOf(actor);
  const control = catalogControl(input.controlId);
  // Ids are per level (D29): a control of the other level's catalog is not one of this work's, and
  // its record would reach the auditors' queue (issue 38), as the findings route refuses it.
  if (!control || control.level !== targetLevelOf(actor)) throw notFound('Control not found');
  return db.transaction(async (tx) => {
    // A switch of level that came first refuses the save (409, issue 38).
    await lockOrganizationAtLevel(tx, organizationId, control.level);
    const [existing] = await tx
      .select()
      .from(controlImplementations)
      .where(
        and(
          eq(controlImplementations.organizationId, organizationId),
          eq(controlImplementations.controlId, control.id),
        ),
      )
      .for('update');
    const previousStatus = existing?.status ?? 'not_started';
    const previousNotes = existing?.notes ?? '';
    const notes = input.notes === undefined ? (existing?.notes ?? null) : input.notes;
    const plan = await planFieldsOf(tx, organizationId, input, existing);
    const now = new Date();
    const completedAt =
      input.status === 'completed'
        ? previousStatus === 'completed'
          ? (existing?.completedAt ?? now)
          : now
        : null;
    await tx
      .insert(controlImplementations)
      .values({
        organizationId: organizationId,
        controlId: control.id,
        status: input.status,
        notes,
        completedAt,
        ...plan.fields,
      })
      .onConflictDoUpdate({
        target: [controlImplementations.organizationId, controlImplementations.controlId],
        set: { status: input.status, notes, completedAt, ...plan.fields },
      });

    const statusChanged = previousStatus !== input.status;
    const notesChanged = (notes ?? '') !== previousNotes;
    const name = `${control.controlNumber} ${control.title}`;
    const base = { organizationId, ...organizationActivityBy(actor) };
    if (statusChanged) {
      await recordActivity(tx, {
        ...base,
        action: ACTIVITY_ACTIONS.statusChange,
        description: `Marked ${name} as ${statusLabel(input.status)}`,
        metadata: { controlId: control.id, from: previousStatus, to: input.status, notesChanged },
      });
    } else if (notesChanged) {
      await recordActivity(tx, {
        ...base,
        action: ACTIVITY_ACTIONS.notesUpdate,
        description: `Updated implementation notes for ${name}`,
        metadata: { controlId: control.id },
      });
    } else if (plan.changed.length > 0) {
      await recordActivity(tx, {
        ...base,
        action: ACTIVITY_ACTIONS.sspEntryUpdate,
        description: `Updated the ${plan.changed.map((field) => PLAN_FIELD_NAMES[field]).join(', ')} of ${name}`,
        metadata: { controlId: control.id, fields: plan.changed },
      });
    }
    // The reviewer judged the record as written: a new status, notes or statement lapses the
    // verdict and raises the version a review names; naming the responsible member or the
    // systems does not change what was judged.
    const statementChanged = plan.changed.includes('implementationStatement');
    if (statusChanged || notesChanged || statementChanged) {
      await workChanged(tx, {
        organizationId,
        controlIds: [control.id],
        actor,
        reason: statusChanged ? 'status_change' : 'notes_update',
      });
    }
    const [saved] = await implementationsOf(tx, organizationId, [control.id]);
    return saved!;
  });
}

/**
 * The signed-in organization's implementations, as the JSON `GET /api/implementations` sends,
 * served from the read model (issue 28).
 */
export function implementationsRead(db: Db, actor: Actor | null): OrganizationRead {
  authorize(actor, 'workspace:read:own');
  const organizationId = organizationOf(actor);
  return {
    organizationId,
    name: 'implementations',
    json: async () => `[${(await implementationsOf(db, organizationId)).map(implementationJson).join(',')}]`,
  };
}
