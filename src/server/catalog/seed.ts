import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { controlDomains, controls } from '../db/schema';
import { CONTROLS, DOMAINS } from './data';

/**
 * Writes the catalog: inserts missing domains and controls and refreshes the texts of existing
 * ones. Keys never change, so users' implementations and evidence stay attached.
 */
export async function seedCatalog(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(controlDomains)
      .values(DOMAINS.map((domain, index) => ({ ...domain, sortOrder: index })))
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
      .values(CONTROLS.map((control, index) => ({ ...control, id: control.controlNumber, sortOrder: index })))
      .onConflictDoUpdate({
        target: controls.id,
        set: {
          domainId: sql`excluded.domain_id`,
          controlNumber: sql`excluded.control_number`,
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
