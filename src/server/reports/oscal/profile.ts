import type { Control } from '../../../contract/catalog';
import type { Level } from '../../../contract/level2';
import { CONTROL_ID_CATALOG, oscalControlId } from '../../../contract/oscal';
import {
  controlIdCatalogUuid,
  documentUuid,
  markupLine,
  metadata,
  organizationParty,
  publicationResources,
  type Json,
  type OscalOrganization,
} from './common';

/**
 * The baseline of a CMMC level as an OSCAL `profile` (issue 40 item 7), which the SSP's
 * `import-profile` resolves to (embedded in its back-matter): it imports the OSCAL catalog whose
 * ids the documents use (CONTROL_ID_CATALOG, pinned with its SHA-256) and selects the level's
 * requirements: the 110 of NIST SP 800-171 Rev 2 at Level 2 (32 CFR 170.16), the 17 practices of
 * FAR 52.204-21(b)(1) at Level 1 (32 CFR 170.15), which are SP 800-171 Rev 2 requirements too.
 * No profile of either level is published by NIST or the DoD: this one is ours, and says so.
 * Valid against NIST's OSCAL 1.1.3 profile schema. Pure.
 */

export const PROFILE_FILE_NAME = 'cmmc-oscal-profile.json';

export const PROFILE_TITLES: Record<Level, string> = {
  1: 'CMMC Level 1 baseline: the 15 requirements of FAR 52.204-21(b)(1), as the 17 practices of 32 CFR 170.15, selected from NIST SP 800-171 Rev 2',
  2: 'CMMC Level 2 baseline: the 110 security requirements of NIST SP 800-171 Rev 2 (32 CFR 170.16)',
};

export function buildProfile(options: {
  organization: OscalOrganization;
  level: Level;
  controls: readonly Control[];
  cycleNumber: number;
  exportedAt: Date;
}): Json {
  const { organization, level, controls } = options;
  const ids = [...new Set(controls.map((control) => oscalControlId(control.nistReference)))];
  return {
    profile: {
      uuid: documentUuid(organization.id, 'profile'),
      metadata: metadata({
        title: `${markupLine(organization.businessName, 'Organization')}: ${PROFILE_TITLES[level]}`,
        exportedAt: options.exportedAt,
        cycleNumber: options.cycleNumber,
        parties: [organizationParty(organization)],
        remarks: `Written by CMMC Readiness for this organization's plan: neither NIST nor the DoD publishes an OSCAL profile of a CMMC level. ${CONTROL_ID_CATALOG.remarks}`,
      }),
      imports: [
        {
          href: `#${controlIdCatalogUuid(organization.id)}`,
          'include-controls': [{ 'with-ids': ids }],
        },
      ],
      merge: { 'as-is': true },
      'back-matter': { resources: publicationResources(organization.id, level) },
    },
  };
}
