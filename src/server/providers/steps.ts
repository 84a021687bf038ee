import { and, eq } from 'drizzle-orm';
import { latestCycle } from '../cycles/queries';
import type { Db } from '../db/client';
import { catalogControl } from '../catalog/catalog';
import { controlImplementations } from '../db/schema';

/**
 * What other capabilities run of the providers inside their own transaction (D36). The callers
 * hold the organization's lock (`lockOrganization`), which every write of the providers takes too,
 * so that a scope's save and a provider's delete take turns: an asset never names a provider that
 * is gone.
 */

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
