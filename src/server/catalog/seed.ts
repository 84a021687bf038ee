import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { controlDomains, controls } from '../db/schema';
import { everyCatalogControl, SEED_DOMAINS } from './catalog';

/**
 * Writes the catalog: inserts missing domains and controls and refreshes the texts of existing
 * ones. Keys never change, so users' implementations and evidence stay attached.
 */
export async function seedCatalog(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(controlDomains)
      .values(
        SEED_DOMAINS.map(({ id, name, shortName, description }, index) => ({
          id,
          name,
          shortName,
          description,
          sortOrder: index,
        })),
      )
      .onConflictDoUpdate({
        target: controlDomains.id,
        set: {
          name: sql`excluded.name`,
          shortName: sql`excluded.short_name`,
          description: sql`excluded.description`,
          sortOrder: sql`excluded.sort_order`,
        },
      });
    await tx
      .insert(controls)
      .values(
        everyCatalogControl().map((control, index) => ({
          id: control.id,
          domainId: control.domainId,
          controlNumber: control.controlNumber,
          level: control.level,
          identifier2024: control.identifier2024,
          farReference: control.farReference,
          nistReference: control.nistReference,
          title: control.title,
          description: control.description,
          implementationGuidance: control.implementationGuidance,
          requiredEvidence: control.requiredEvidence,
          objectives: control.objectives.map(({ letter, text }) => ({ letter, text })),
          assessmentMethods: control.assessmentMethods,
          sortOrder: index,
        })),
      )
      .onConflictDoUpdate({
        target: controls.id,
        set: {
          domainId: sql`excluded.domain_id`,
          controlNumber: sql`excluded.control_number`,
          level: sql`excluded.level`,
          identifier2024: sql`excluded.identifier_2024`,
          farReference: sql`excluded.far_reference`,
          nistReference: sql`excluded.nist_reference`,
          title: sql`excluded.title`,
          description: sql`excluded.description`,
          implementationGuidance: sql`excluded.implementation_guidance`,
          requiredEvidence: sql`excluded.required_evidence`,
          objectives: sql`excluded.objectives`,
          assessmentMethods: sql`excluded.assessment_methods`,
          sortOrder: sql`excluded.sort_order`,
        },
      });
  });
}
