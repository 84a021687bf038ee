import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ScopeSystem } from '../../contract/ssp';
import { latestCycle } from '../cycles/queries';
import type { Db } from '../db/client';
import { catalogControl } from '../catalog/catalog';
import { controlImplementations, serviceProviders } from '../db/schema';

/**
 * What other capabilities run of the providers inside their own transaction (D36). The callers
 * hold the organization's lock (`lockOrganization`), which every write of the providers takes too,
 * so that a scope's save and a provider's delete take turns: an asset never names a provider that
 * is gone.
 */

/** Which of `ids` are providers of the organization. */
export async function knownProviderIds(
  tx: Db,
  organizationId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .select({ id: serviceProviders.id })
    .from(serviceProviders)
    .where(and(eq(serviceProviders.organizationId, organizationId), inArray(serviceProviders.id, [...ids])));
  return new Set(rows.map((row) => row.id));
}

/**
 * What names a provider, in words a refusal lists: the assets of the latest cycle's scope that it
 * hosts (the scope the next cycle carries over), and the requirements that inherit from it, of
 * either level (a record of the level the organization left keeps its inheritance, as it keeps its
 * statement, so it is named too, with its level). Earlier cycles keep the providers they were
 * affirmed with in their snapshots.
 */
export async function providerReferences(
  tx: Db,
  organizationId: string,
  providerId: string,
): Promise<string[]> {
  const cycle = await latestCycle(tx, organizationId);
  const assets = cycle.systems
    .filter((asset) => asset.hostingProviderId === providerId)
    .map((asset) => `the asset "${asset.name}"`);
  const requirements = await tx
    .select({ controlId: controlImplementations.controlId })
    .from(controlImplementations)
    .where(
      and(
        eq(controlImplementations.organizationId, organizationId),
        eq(controlImplementations.inheritedProviderId, providerId),
      ),
    )
    .orderBy(controlImplementations.controlId);
  return [
    ...assets,
    ...requirements.map(({ controlId }) => {
      const control = catalogControl(controlId);
      return control
        ? `the requirement ${control.controlNumber} (Level ${control.level})`
        : `the requirement ${controlId}`;
    }),
  ];
}

/**
 * A scope carried over from a cycle frozen before migration 0035: its cloud services that still
 * state a FedRAMP standing of their own name, as their host, the provider the migration made of
 * them (same name, case-insensitive), and no longer carry the standing (D36).
 */
export async function linkLegacyCloudServices(
  tx: Db,
  organizationId: string,
  systems: readonly ScopeSystem[],
): Promise<ScopeSystem[]> {
  const legacy = systems.filter(
    (system) => system.fedrampStatus !== null && system.hostingProviderId === null,
  );
  if (legacy.length === 0) return [...systems];
  const names = legacy.map((system) => system.name.trim().toLowerCase());
  const rows = await tx
    .select({ id: serviceProviders.id, name: sql<string>`lower(${serviceProviders.name})` })
    .from(serviceProviders)
    .where(
      and(
        eq(serviceProviders.organizationId, organizationId),
        inArray(sql`lower(${serviceProviders.name})`, names),
      ),
    );
  const byName = new Map(rows.map((row) => [row.name, row.id]));
  return systems.map((system) => {
    if (system.fedrampStatus === null || system.hostingProviderId !== null) return system;
    const host = byName.get(system.name.trim().toLowerCase());
    return host ? { ...system, hostingProviderId: host, fedrampStatus: null } : system;
  });
}
