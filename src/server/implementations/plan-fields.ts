import { and, eq } from 'drizzle-orm';
import type { SaveImplementationInput } from '../../contract/implementations';
import type { Inheritance } from '../../contract/inheritance';
import { latestCycle } from '../cycles/queries';
import type { Db } from '../db/client';
import type { controlImplementations } from '../db/schema';
import { memberships } from '../db/schema';
import { badRequest } from '../http/errors';
import { knownProviderIds } from '../cycles/queries';

type ImplementationRow = typeof controlImplementations.$inferSelect;
type ColumnField = 'implementationStatement' | 'responsibleRole' | 'responsibleUserId' | 'systemIds';
type InheritanceColumn = 'inheritance' | 'inheritedProviderId' | 'providerPart';
type PlanField = ColumnField | 'inheritance';
/**
 * The plan's fields of a save: of PUT /api/implementations, and of the plan entry's own PUT (D36),
 * which also carries the inheritance (parsed: none with neither provider nor part).
 */
export type PlanFieldsInput = Pick<SaveImplementationInput, ColumnField> & { inheritance?: Inheritance };

/** How the activity entry names each field of the plan that changed. */
export const PLAN_FIELD_NAMES: Record<PlanField, string> = {
  implementationStatement: 'implementation statement',
  responsibleRole: 'responsible role',
  responsibleUserId: 'responsible member',
  systemIds: 'systems',
  inheritance: 'inheritance',
};

/**
 * The SSP fields of a save (D32, D36), checked against the organization: the responsible member
 * must be one of its members, the systems must be its scope's; the responsible role is text. A
 * field left out keeps what is stored; an empty statement or role is none.
 */
export async function planFieldsOf(
  db: Db,
  organizationId: string,
  input: PlanFieldsInput,
  existing: ImplementationRow | undefined,
): Promise<{
  fields: Partial<Pick<ImplementationRow, ColumnField | InheritanceColumn>>;
  changed: PlanField[];
}> {
  const fields: Partial<Pick<ImplementationRow, ColumnField | InheritanceColumn>> = {};
  if (input.implementationStatement !== undefined)
    fields.implementationStatement = input.implementationStatement?.trim() || null;
  if (input.responsibleRole !== undefined) fields.responsibleRole = input.responsibleRole?.trim() || null;
  if (input.responsibleUserId !== undefined) {
    if (input.responsibleUserId !== null) await requireMember(db, organizationId, input.responsibleUserId);
    fields.responsibleUserId = input.responsibleUserId;
  }
  if (input.systemIds !== undefined) {
    await requireScopeSystems(db, organizationId, input.systemIds);
    fields.systemIds = input.systemIds;
  }
  const before = {
    implementationStatement: existing?.implementationStatement ?? null,
    responsibleRole: existing?.responsibleRole ?? null,
    responsibleUserId: existing?.responsibleUserId ?? null,
    systemIds: existing?.systemIds ?? [],
  };
  const changed: PlanField[] = (Object.keys(fields) as ColumnField[]).filter(
    (field) => JSON.stringify(fields[field]) !== JSON.stringify(before[field]),
  );
  if (input.inheritance !== undefined) {
    const { kind, providerId, providerPart } = input.inheritance;
    if (providerId !== null) await requireProvider(db, organizationId, providerId);
    fields.inheritance = kind;
    fields.inheritedProviderId = providerId;
    fields.providerPart = providerPart;
    const was = [
      existing?.inheritance ?? 'none',
      existing?.inheritedProviderId ?? null,
      existing?.providerPart ?? null,
    ];
    if (JSON.stringify(was) !== JSON.stringify([kind, providerId, providerPart])) changed.push('inheritance');
  }
  return { fields, changed };
}

async function requireMember(db: Db, organizationId: string, userId: string): Promise<void> {
  const [member] = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId)));
  const message = 'The responsible person must be a member of your organization';
  if (!member) throw badRequest(message, { responsibleUserId: message });
}

/**
 * A provider of the organization (D36). The caller holds the organization's lock, which a
 * provider's delete takes too: a delete that came first makes this a 400, one after sees the
 * requirement naming the provider and is refused (`provider_in_use`).
 */
async function requireProvider(db: Db, organizationId: string, providerId: string): Promise<void> {
  const known = await knownProviderIds(db, organizationId, [providerId]);
  if (known.has(providerId)) return;
  const message = 'Choose one of your providers: this one is not among your external service providers';
  throw badRequest(message, { 'inheritance.providerId': message });
}

async function requireScopeSystems(db: Db, organizationId: string, systemIds: string[]): Promise<void> {
  if (systemIds.length === 0) return;
  const cycle = await latestCycle(db, organizationId);
  const known = new Set(cycle.systems.map((system) => system.id));
  const unknown = systemIds.filter((id) => !known.has(id));
  if (unknown.length === 0) return;
  const message = `These systems are not in your scope: ${unknown.join(', ')}. Add them to the scope first.`;
  throw badRequest(message, { systemIds: message });
}
