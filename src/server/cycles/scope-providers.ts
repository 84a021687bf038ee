import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ScopeSystem } from '../../contract/ssp';
import type { Db } from '../db/client';
import { serviceProviders } from '../db/schema';

/**
 * A scope carried over from a cycle frozen before migration 0035: its cloud services that still
 * state a FedRAMP standing of their own name, as their host, the provider the migration made of
 * them (same name, case-insensitive), and no longer carry the standing (D36). Kept with the
 * cycles, which carry scopes over: it reads the providers' table, not their capability (as
 * `knownProviderIds` in queries.ts does, for the scope's and the plan entries' checks).
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
