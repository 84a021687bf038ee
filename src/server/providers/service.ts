import { and, count, eq, ne, sql } from 'drizzle-orm';
import { ACTIVITY_ACTIONS } from '../../contract/activity';
import {
  PROVIDER_KIND_LABELS,
  PROVIDERS_MAX,
  serviceProviderInputSchema,
  type ServiceProvider,
  type ServiceProviderInput,
} from '../../contract/providers';
import { organizationActivityBy, type Actor } from '../access/actor';
import { authorize, organizationOf } from '../access/authorize';
import { getClient } from '../access/client';
import { recordActivity } from '../activity/steps';
import type { Db } from '../db/client';
import { lockOrganization } from '../db/organization-lock';
import { isUuid } from '../db/query-input';
import { evidenceFiles, serviceProviders } from '../db/schema';
import { badRequest, conflict, notFound } from '../http/errors';
import { providerById, providersOf } from './queries';
import { providerReferences } from './steps';

/**
 * The organization's external service providers (D36): members read them (workspace:read:own),
 * owners and editors write them as they write the scope (implementation:write:own), staff read a
 * client's as they read its cycles and scope (client:read:any). Every write takes the
 * organization's lock first, as the scope's save does (cycles/service.ts), so that an asset never
 * names a provider deleted meanwhile, and two writes of one name take turns; each write is one
 * transaction with its activity entry (the scope's action: the providers are part of the scope,
 * 32 CFR 170.19(c)(2)).
 */

const NOT_FOUND = 'Provider not found';

/** GET /api/assessment/providers */
export async function listProviders(db: Db, actor: Actor | null): Promise<ServiceProvider[]> {
  authorize(actor, 'workspace:read:own');
  return providersOf(db, organizationOf(actor));
}

/** GET /api/auditor/clients/:clientId/providers */
export async function listClientProviders(
  db: Db,
  actor: Actor | null,
  clientId: string,
): Promise<ServiceProvider[]> {
  const client = await getClient(db, actor, clientId);
  return providersOf(db, client.id);
}

type Parsed = ReturnType<typeof serviceProviderInputSchema.parse>;

/**
 * An evidence file the provider names: the organization's own, held (FOR KEY SHARE) until the
 * transaction ends, so that a deletion waits for it and then clears the reference (ON DELETE SET
 * NULL); another organization's file, or none, is a 400 on the field.
 */
async function ownEvidence(tx: Db, organizationId: string, evidenceId: string, field: string): Promise<void> {
  const [file] = await tx
    .select({ id: evidenceFiles.id })
    .from(evidenceFiles)
    .where(and(eq(evidenceFiles.id, evidenceId), eq(evidenceFiles.organizationId, organizationId)))
    .for('key share');
  if (!file) {
    const message = 'Choose a file of your evidence: this one is not in your Evidence Library';
    throw badRequest(message, { [field]: message });
  }
}

/** The row's columns from the input, the evidence it names checked; the date of a matrix is no later than today. */
async function columnsOf(tx: Db, organizationId: string, input: Parsed) {
  // A body of evidence belongs to a FedRAMP equivalency only.
  const fedrampEvidenceId = input.fedrampStatus === 'equivalent' ? input.fedrampEvidenceId : null;
  if (fedrampEvidenceId) await ownEvidence(tx, organizationId, fedrampEvidenceId, 'fedrampEvidenceId');
  if (input.crm) {
    await ownEvidence(tx, organizationId, input.crm.evidenceId, 'crm.evidenceId');
    if (input.crm.date > new Date().toISOString().slice(0, 10)) {
      const message = 'The date of that version cannot be in the future';
      throw badRequest(message, { 'crm.date': message });
    }
  }
  return {
    name: input.name,
    kind: input.kind,
    services: input.services,
    handlesCui: input.handlesCui,
    fedrampStatus: input.fedrampStatus,
    fedrampEvidenceId,
    crmEvidenceId: input.crm?.evidenceId ?? null,
    crmVersion: input.crm?.version ?? null,
    crmDate: input.crm?.date ?? null,
    contacts: input.contacts,
  };
}

/** Refuses a name another provider of the organization has (case-insensitive): 409 on the field. */
async function refuseTakenName(tx: Db, organizationId: string, name: string, exceptId?: string) {
  const [taken] = await tx
    .select({ name: serviceProviders.name })
    .from(serviceProviders)
    .where(
      and(
        eq(serviceProviders.organizationId, organizationId),
        eq(sql`lower(${serviceProviders.name})`, name.toLowerCase()),
        ...(exceptId ? [ne(serviceProviders.id, exceptId)] : []),
      ),
    );
  if (taken) {
    const message = `You already have a provider named "${taken.name}"`;
    throw conflict(message, { name: message });
  }
}

/** POST /api/assessment/providers */
export async function createProvider(
  db: Db,
  actor: Actor | null,
  body: ServiceProviderInput,
): Promise<ServiceProvider> {
  authorize(actor, 'implementation:write:own');
  const organizationId = organizationOf(actor);
  const input = serviceProviderInputSchema.parse(body);
  return db.transaction(async (tx) => {
    await lockOrganization(tx, organizationId);
    const [{ total } = { total: 0 }] = await tx
      .select({ total: count() })
      .from(serviceProviders)
      .where(eq(serviceProviders.organizationId, organizationId));
    if (total >= PROVIDERS_MAX) throw conflict(`At most ${PROVIDERS_MAX} providers: remove one first.`);
    await refuseTakenName(tx, organizationId, input.name);
    const [row] = await tx
      .insert(serviceProviders)
      .values({ organizationId, ...(await columnsOf(tx, organizationId, input)) })
      .returning({ id: serviceProviders.id });
    await recordActivity(tx, {
      organizationId,
      ...organizationActivityBy(actor),
      action: ACTIVITY_ACTIONS.scopeUpdate,
      description: `Added the external service provider "${input.name}" (${PROVIDER_KIND_LABELS[input.kind]})`,
      metadata: { providerId: row!.id },
    });
    return (await providerById(tx, row!.id))!;
  });
}

/** PUT /api/assessment/providers/:providerId: the whole provider, replaced. */
export async function updateProvider(
  db: Db,
  actor: Actor | null,
  providerId: string,
  body: ServiceProviderInput,
): Promise<ServiceProvider> {
  authorize(actor, 'implementation:write:own');
  const organizationId = organizationOf(actor);
  const input = serviceProviderInputSchema.parse(body);
  if (!isUuid(providerId)) throw notFound(NOT_FOUND);
  return db.transaction(async (tx) => {
    await lockOrganization(tx, organizationId);
    const mine = and(
      eq(serviceProviders.id, providerId),
      eq(serviceProviders.organizationId, organizationId),
    );
    const [found] = await tx.select({ id: serviceProviders.id }).from(serviceProviders).where(mine);
    if (!found) throw notFound(NOT_FOUND);
    await refuseTakenName(tx, organizationId, input.name, providerId);
    await tx
      .update(serviceProviders)
      .set(await columnsOf(tx, organizationId, input))
      .where(mine);
    await recordActivity(tx, {
      organizationId,
      ...organizationActivityBy(actor),
      action: ACTIVITY_ACTIONS.scopeUpdate,
      description: `Changed the external service provider "${input.name}"`,
      metadata: { providerId },
    });
    return (await providerById(tx, providerId))!;
  });
}

/**
 * DELETE /api/assessment/providers/:providerId: refused (409) while anything names it, with the
 * list of what does (`providerReferences`): the owner removes it from those first. A refusal, not
 * a silent clearing, so that what names a provider (an asset's host now, a requirement's inherited
 * responsibility later) never loses it without the owner seeing it.
 */
export async function deleteProvider(db: Db, actor: Actor | null, providerId: string): Promise<void> {
  authorize(actor, 'implementation:write:own');
  const organizationId = organizationOf(actor);
  if (!isUuid(providerId)) throw notFound(NOT_FOUND);
  await db.transaction(async (tx) => {
    await lockOrganization(tx, organizationId);
    const [provider] = await tx
      .select({ name: serviceProviders.name })
      .from(serviceProviders)
      .where(and(eq(serviceProviders.id, providerId), eq(serviceProviders.organizationId, organizationId)));
    if (!provider) throw notFound(NOT_FOUND);
    const references = await providerReferences(tx, organizationId, providerId);
    if (references.length > 0) {
      const error = conflict(
        `${provider.name} is still named by ${references.join(', ')}: remove it from ${
          references.length === 1 ? 'it' : 'them'
        } first${references.some((reference) => reference.startsWith('the asset')) ? ', and save the scope' : ''}.`,
      );
      error.code = 'provider_in_use';
      throw error;
    }
    await tx.delete(serviceProviders).where(eq(serviceProviders.id, providerId));
    await recordActivity(tx, {
      organizationId,
      ...organizationActivityBy(actor),
      action: ACTIVITY_ACTIONS.scopeUpdate,
      description: `Removed the external service provider "${provider.name}"`,
      metadata: { providerId },
    });
  });
}
