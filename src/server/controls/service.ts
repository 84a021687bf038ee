import { asc, eq } from 'drizzle-orm';
import { objectiveId } from '../../contract/assessment';
import type { Control, Domain } from '../../contract/catalog';
import type { Actor } from '../access/actor';
import { authorize } from '../access/authorize';
import type { Db } from '../db/client';
import { controlDomains, controls } from '../db/schema';

/** The catalog's domains, in order. */
export async function catalogDomains(db: Db): Promise<Domain[]> {
  return db
    .select({
      id: controlDomains.id,
      name: controlDomains.name,
      shortName: controlDomains.shortName,
      description: controlDomains.description,
    })
    .from(controlDomains)
    .orderBy(asc(controlDomains.sortOrder));
}

/** The catalog's controls in order, with their domain's names. */
export async function catalogControls(db: Db, filter: { domainId?: string | undefined }): Promise<Control[]> {
  const rows = await db
    .select({ control: controls, domain: { name: controlDomains.name, shortName: controlDomains.shortName } })
    .from(controls)
    .innerJoin(controlDomains, eq(controlDomains.id, controls.domainId))
    .where(filter.domainId ? eq(controls.domainId, filter.domainId) : undefined)
    .orderBy(asc(controls.sortOrder));
  return rows.map(({ control, domain }) => toControl(control, domain));
}

/** The API shape of a control row with its domain's names. */
export function toControl(
  control: typeof controls.$inferSelect,
  domain: { name: string; shortName: string },
): Control {
  return {
    id: control.id,
    domainId: control.domainId,
    controlNumber: control.controlNumber,
    identifier2024: control.identifier2024,
    farReference: control.farReference,
    nistReference: control.nistReference,
    title: control.title,
    description: control.description,
    implementationGuidance: control.implementationGuidance,
    requiredEvidence: control.requiredEvidence,
    objectives: control.objectives.map((objective) => ({
      id: objectiveId(control.id, objective.letter),
      ...objective,
    })),
    assessmentMethods: control.assessmentMethods,
    domain,
  };
}

export async function listDomains(db: Db, actor: Actor | null): Promise<Domain[]> {
  authorize(actor, 'catalog:read');
  return catalogDomains(db);
}

export async function listControls(
  db: Db,
  actor: Actor | null,
  filter: { domainId?: string | undefined } = {},
): Promise<Control[]> {
  authorize(actor, 'catalog:read');
  return catalogControls(db, filter);
}
