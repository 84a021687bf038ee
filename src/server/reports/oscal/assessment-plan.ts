import type { Level } from '../../../contract/level2';
import { CONTROL_ID_CATALOG, OSCAL_ASSESSMENT_BASIS, oscalControlId } from '../../../contract/oscal';
import type { ComplianceReportData } from '../compliance-data';
import {
  documentUuid,
  embeddedDocument,
  markupLine,
  metadata,
  organizationParty,
  publicationResources,
  type Json,
} from './common';
import { stableUuid } from './uuid';

/**
 * The plan a self-assessment follows as an OSCAL `assessment-plan` (issue 40 item 7), which the
 * assessment results' `import-ap` resolves to (embedded in their back-matter). A self-assessment
 * has no plan of its own making: its plan is the published objectives and methods of the level
 * (NIST SP 800-171A section 2.1: examine, interview, test; the CMMC Level 1 Assessment Guide),
 * applied to the system of the organization's plan, which this document imports (`import-ssp`,
 * the SSP we export, embedded in its own back-matter so that it resolves without the product).
 * Valid against NIST's OSCAL 1.1.3 assessment-plan schema. Pure.
 */

export const ASSESSMENT_PLAN_FILE_NAME = 'cmmc-oscal-assessment-plan.json';
export const SSP_FILE_NAME = 'cmmc-oscal-ssp.json';

/** The back-matter resource embedding the organization's SSP, which `import-ssp` names. */
export function sspResource(organizationId: string, ssp: Json, level: Level): Json {
  return embeddedDocument({
    uuid: stableUuid(organizationId, 'resource', 'ssp'),
    title: `System security plan (CMMC Level ${level})`,
    description:
      "The organization's system security plan as CMMC Readiness exports it (an OSCAL system-security-plan), made from the same records at the same time as this document.",
    fileName: SSP_FILE_NAME,
    document: ssp,
  });
}

export function buildAssessmentPlan(data: ComplianceReportData, ssp: Json): Json {
  const { organization, cycle, generatedAt } = data;
  const level = cycle.level as Level;
  const embeddedSsp = sspResource(organization.id, ssp, level);
  return {
    'assessment-plan': {
      uuid: documentUuid(organization.id, 'assessment-plan'),
      metadata: metadata({
        title: `${markupLine(organization.businessName, 'Organization')}: CMMC Level ${level} self-assessment plan`,
        exportedAt: generatedAt,
        cycleNumber: cycle.number,
        parties: [organizationParty(organization)],
        remarks: CONTROL_ID_CATALOG.remarks,
      }),
      'import-ssp': { href: `#${embeddedSsp.uuid as string}` },
      'reviewed-controls': {
        description: OSCAL_ASSESSMENT_BASIS[level],
        'control-selections': [
          {
            'include-controls': [
              ...new Set(data.controls.map((control) => oscalControlId(control.nistReference))),
            ].map((id) => ({ 'control-id': id })),
          },
        ],
        'control-objective-selections': [{ 'include-all': {} }],
      },
      'assessment-subjects': [
        {
          type: 'component',
          description: 'Every component of the system the plan describes, within its authorization boundary.',
          'include-all': {},
        },
      ],
      'terms-and-conditions': {
        parts: [
          {
            name: 'method',
            title: 'Methods',
            prose:
              level === 1
                ? 'Each practice is assessed by the objectives of the CMMC Assessment Guide, Level 1, with the methods examine, interview and test (NIST SP 800-171A section 2.1); a practice is MET when each of its objectives is MET or not applicable (32 CFR 170.24(b)(1)).'
                : 'Each security requirement is assessed by the objectives of NIST SP 800-171A, with the methods examine, interview and test (section 2.1); a requirement is MET when each of its objectives is MET or not applicable, and scored by the DoD Assessment Methodology (32 CFR 170.24).',
          },
        ],
      },
      'back-matter': { resources: [embeddedSsp, ...publicationResources(organization.id, level)] },
    },
  };
}

/** The back-matter resource embedding the assessment plan, which the results' `import-ap` names. */
export function assessmentPlanResource(data: ComplianceReportData, ssp: Json): Json {
  const level = data.cycle.level as Level;
  return embeddedDocument({
    uuid: stableUuid(data.organization.id, 'resource', 'assessment-plan'),
    title: `Assessment plan: CMMC Level ${level} self-assessment`,
    description: OSCAL_ASSESSMENT_BASIS[level],
    fileName: ASSESSMENT_PLAN_FILE_NAME,
    document: buildAssessmentPlan(data, ssp),
  });
}
