import {
  implementationSchema,
  type Implementation,
  type SaveImplementationInput,
} from '../../contract/implementations';
import { catalogControl, catalogControlJson } from '../catalog/catalog';
import type { Db } from '../db/client';
import type { Actor } from '../access/actor';
import { authorize, organizationOf, targetLevelOf } from '../access/authorize';
import { notFound } from '../http/errors';

import { implementationsOf } from './queries';
import { writeImplementation } from './steps';
import { spliceJson } from '../http/splice-json';
import type { OrganizationRead } from '../http/read-model';
import { lockOrganizationAtLevel } from '../db/organization-lock';

const ownFieldsSchema = implementationSchema.omit({ control: true });

/** A record's JSON: its own fields checked against the schema, its control's JSON the catalog's, made once. */
function implementationJson({ control, ...own }: Implementation): string {
  const controlJson = catalogControlJson(control.id);
  if (controlJson === undefined) throw new Error(`Catalog: no control ${control.id}`);
  return spliceJson(ownFieldsSchema, own, 'control', controlJson);
}

/**
 * PUT /api/implementations: creates or updates the organization's record of a control, its
 * status, notes and plan fields, through the one write of the record (steps.ts,
 * `writeImplementation`), which the plan entry's own route uses too (D36).
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
    const { controlId: _controlId, ...write } = input;
    await writeImplementation(tx, actor, organizationId, control, write);
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
