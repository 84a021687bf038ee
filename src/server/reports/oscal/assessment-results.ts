import type { Level } from '../../../contract/level2';
import { CONTROL_ID_CATALOG, OSCAL_ASSESSMENT_BASIS, oscalControlId } from '../../../contract/oscal';
import { CMMC_STATUS_LABELS } from '../../../contract/poam';
import type { ComplianceReportData } from '../compliance-data';
import {
  assessedObjectives,
  catalogResourceUuid,
  compact,
  documentUuid,
  evidenceResource,
  findingOf,
  markupLine,
  metadata,
  observationOf,
  organizationParty,
  prop,
  publicationResources,
  referencedEvidence,
  some,
  type Json,
  type OscalProp,
} from './common';
import { assessmentPlanResource } from './assessment-plan';
import { stableUuid } from './uuid';

/**
 * The assessment results of an organization's current cycle as an OSCAL `assessment-results`
 * document (D32), valid against NIST's OSCAL 1.1.3 schema (vendor/oscal/):
 *
 * - one result, the current cycle's self-assessment, reviewing every requirement of the level;
 * - one finding per assessed objective (an objective with no finding in this cycle is not
 *   assessed and has none), targeting the objective (`objective-id`), `satisfied` or
 *   `not-satisfied`, with the observation that records the methods, the note and the evidence;
 * - `import-ap`, which OSCAL requires, names a back-matter resource embedding the assessment plan
 *   (assessment-plan.ts): the published objectives and methods of the level (NIST SP 800-171A; the
 *   CMMC Level 1 Assessment Guide) applied to the organization's SSP, which it embeds in turn;
 * - the evidence files in the back-matter, each with its SHA-256 in its rlink's hashes.
 *
 * The document's UUID is the organization's (`documentUuid`), the same in every export; `ssp` is the
 * SSP exported with it (export.ts). Pure: the time of the export is the data's.
 */
export function buildAssessmentResults(data: ComplianceReportData, ssp: Json): Json {
  const { organization, cycle, generatedAt } = data;
  const level = cycle.level as Level;
  const evidence = new Map(data.evidence.map((file) => [file.id, file]));
  const assessed = assessedObjectives(data.assessment.objectives, data.controls);
  const context = { organization, cycleId: cycle.id, evidence };
  const plan = assessmentPlanResource(data, ssp);

  const resultProps: OscalProp[] = [
    prop('cmmc-level', String(level)),
    prop('cycle', String(cycle.number)),
    prop('objectives-total', String(data.assessment.objectives.length)),
    prop('objectives-assessed', String(assessed.length)),
  ];
  if (level === 1) resultProps.push(prop('level-1-result', data.assessment.overall.result));
  if (data.level2) {
    const { answer } = data.level2;
    if (answer.score !== null) resultProps.push(prop('sprs-score', String(answer.score)));
    resultProps.push(prop('cmmc-status', CMMC_STATUS_LABELS[answer.status]));
  }
  if (cycle.affirmation) resultProps.push(prop('affirmed-at', cycle.affirmation.affirmedAt));

  const result = compact({
    uuid: stableUuid(organization.id, 'result', cycle.id),
    title: `CMMC Level ${level} self-assessment, cycle ${cycle.number}`,
    description: OSCAL_ASSESSMENT_BASIS[level],
    start: new Date(cycle.startedAt).toISOString(),
    end: cycle.affirmation ? new Date(cycle.affirmation.affirmedAt).toISOString() : undefined,
    props: resultProps,
    links: [{ href: `#${catalogResourceUuid(organization.id, level)}`, rel: 'reference' }],
    'reviewed-controls': {
      'control-selections': [
        {
          'include-controls': data.controls.map((control) => ({
            'control-id': oscalControlId(control.nistReference),
          })),
        },
      ],
    },
    observations: some(assessed.map((one) => observationOf(context, one))),
    findings: some(assessed.map((one) => findingOf(context, one))),
    remarks: cycle.affirmation
      ? `Affirmed by ${markupLine(cycle.affirmation.officialName)}, ${markupLine(cycle.affirmation.officialTitle)}.`
      : 'This cycle is not affirmed: the findings may still change.',
  });

  return {
    'assessment-results': {
      uuid: documentUuid(organization.id, 'assessment-results'),
      metadata: metadata({
        title: `${markupLine(organization.businessName, 'Organization')}: CMMC Level ${level} self-assessment results`,
        exportedAt: generatedAt,
        cycleNumber: cycle.number,
        parties: [organizationParty(organization)],
        remarks: CONTROL_ID_CATALOG.remarks,
      }),
      'import-ap': {
        href: `#${plan.uuid as string}`,
        remarks:
          'The back-matter resource this points to embeds the assessment plan: the published objectives and methods of the level, applied to the system of the embedded system security plan.',
      },
      results: [result],
      'back-matter': {
        resources: [
          plan,
          ...publicationResources(organization.id, level),
          ...referencedEvidence(assessed, evidence).map((file) => evidenceResource(organization.id, file)),
        ],
      },
    },
  };
}
