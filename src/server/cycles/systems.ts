import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { assetProblems } from '../../contract/assets';
import type { Level } from '../../contract/level2';
import type { ScopeSystem, ScopeSystemInput } from '../../contract/ssp';
import { scopeSystemInputSchema } from '../../contract/ssp';
import type { Db } from '../db/client';
import { controlImplementations } from '../db/schema';
import { badRequest } from '../http/errors';
import { knownProviderIds } from './queries';

/**
 * The scope's assets as sent (D32, D36): an id keeps an asset the scope has (and the
 * implementations that name it); a new asset gets its id here. An id the scope does not have is
 * refused, so a stale page cannot bring back an asset someone removed. Each asset is checked
 * against the cycle's level (`assetProblems`: the category is one of the level's, with the fields
 * it requires) and its host against the organization's providers, under the organization's lock
 * that a provider's delete takes too; every problem is a field error (`systems.2.policy`).
 */
export async function systemsWithIds(
  tx: Db,
  organizationId: string,
  level: Level,
  current: readonly ScopeSystem[],
  sent: readonly ScopeSystemInput[],
): Promise<ScopeSystem[]> {
  const known = new Map(current.map((system) => [system.id, system]));
  const unknown = sent.flatMap((system) => (system.id && !known.has(system.id) ? [system.id] : []));
  if (unknown.length > 0) {
    const message = `These systems are no longer in the scope: ${unknown.join(', ')}. Reload the page.`;
    throw badRequest(message, { systems: message });
  }
  const assets = sent.map((input) => scopeSystemInputSchema.parse(input));
  const hosts = await knownProviderIds(
    tx,
    organizationId,
    assets.flatMap((asset) => (asset.hostingProviderId ? [asset.hostingProviderId] : [])),
  );
  const errors: Record<string, string> = {};
  assets.forEach((asset, index) => {
    for (const [field, message] of Object.entries(assetProblems(asset, level)))
      errors[`systems.${index}.${field}`] = message;
    if (asset.hostingProviderId && !hosts.has(asset.hostingProviderId))
      errors[`systems.${index}.hostingProviderId`] =
        'Choose one of your providers: this one is not in the list (reload the page to see it as it is now)';
  });
  const first = Object.values(errors)[0];
  if (first) throw badRequest(first, errors);
  return assets.map((asset) => {
    const stored = asset.id ? known.get(asset.id) : undefined;
    const category = asset.category;
    return {
      id: asset.id ?? randomUUID(),
      name: asset.name,
      kind: asset.kind,
      description: asset.description,
      category,
      // What the category does not use is not kept; an asset with no category yet keeps it all.
      specializedKind: category === 'specialized' ? asset.specializedKind : null,
      count: asset.count,
      location: asset.location,
      owner: asset.owner,
      hostingProviderId: asset.hostingProviderId,
      policy:
        category === null || category === 'contractor_risk_managed' || category === 'specialized'
          ? asset.policy
          : '',
      outOfScopeReason: category === null || category === 'out_of_scope' ? asset.outOfScopeReason : '',
      // The category a switch of level cleared stays beside the asset until one is chosen.
      categoryBefore: category === null ? (stored?.categoryBefore ?? null) : null,
      // The standing lives on the provider now (migration 0035): an asset keeps one stated before
      // only while it names no host.
      fedrampStatus: asset.hostingProviderId ? null : (stored?.fedrampStatus ?? null),
    };
  });
}

/**
 * A system removed from the scope no longer applies to any requirement: its id leaves the
 * implementations in the scope's own transaction (the implementations' table is written here,
 * not through that capability, because the implementations capability reads the cycles').
 */
export async function dropRemovedSystems(
  db: Db,
  organizationId: string,
  kept: readonly ScopeSystem[],
): Promise<void> {
  // One text parameter: a JS array in a sql template would become a list of parameters.
  const keptIds = sql`string_to_array(${kept.map((system) => system.id).join(',')}, ',')::uuid[]`;
  await db
    .update(controlImplementations)
    .set({
      systemIds: sql`array(select id from unnest(${controlImplementations.systemIds}) as id where id = any(${keptIds}))`,
    })
    .where(
      and(
        eq(controlImplementations.organizationId, organizationId),
        sql`not (${controlImplementations.systemIds} <@ ${keptIds})`,
      ),
    );
}
