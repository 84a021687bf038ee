import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { ScopeSystem, ScopeSystemInput } from '../../contract/ssp';
import { scopeSystemInputSchema } from '../../contract/ssp';
import type { Db } from '../db/client';
import { controlImplementations } from '../db/schema';
import { badRequest } from '../http/errors';

/**
 * The scope's systems as sent (D32): an id keeps a system the scope has (and the implementations
 * that name it); a new system gets its id here. An id the scope does not have is refused, so a
 * stale page cannot bring back a system someone removed.
 */
export function systemsWithIds(
  current: readonly ScopeSystem[],
  sent: readonly ScopeSystemInput[],
): ScopeSystem[] {
  const known = new Set(current.map((system) => system.id));
  const unknown = sent.flatMap((system) => (system.id && !known.has(system.id) ? [system.id] : []));
  if (unknown.length > 0) {
    const message = `These systems are no longer in the scope: ${unknown.join(', ')}. Reload the page.`;
    throw badRequest(message, { systems: message });
  }
  return sent.map((input) => {
    const system = scopeSystemInputSchema.parse(input);
    return {
      id: system.id ?? randomUUID(),
      name: system.name,
      kind: system.kind,
      description: system.description,
      // A FedRAMP status describes a cloud service only.
      fedrampStatus: system.kind === 'cloud_service' ? (system.fedrampStatus ?? null) : null,
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
