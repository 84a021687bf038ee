import type { Level } from '../../../contract/level2';
import { oscalControlId } from '../../../contract/oscal';
import type { ComplianceReportData } from '../compliance-data';
import type { Member } from '../../../contract/organizations';
import {
  assessedObjectives,
  compact,
  evidenceResource,
  findingOf,
  findingUuid,
  markup,
  markupLine,
  metadata,
  observationOf,
  observationUuid,
  oneLine,
  organizationParty,
  prop,
  publicationResources,
  referencedEvidence,
  some,
  type Json,
  type OscalProp,
} from './common';
import { stableUuid } from './uuid';

/**
 * An organization's Level 2 POA&M as an OSCAL `plan-of-action-and-milestones` document (D32, D31),
 * valid against NIST's OSCAL 1.1.3 schema (vendor/oscal/):
 *
 * - one `poam-item` per POA&M item of the current cycle, open or closed out, naming its
 *   requirement, the planned completion date and the close-by date of 32 CFR 170.21(b) (180 days
 *   after the Conditional status date, once recorded) in properties of ours, its milestones in
 *   the remarks, and the member responsible as a party;
 * - the findings and observations on the requirement's assessed objectives, with the same UUIDs
 *   as in the assessment results export, which each item names as related.
 *
 * The caller checks the level and that there are items: NIST's schema requires at least one
 * `poam-item`. Pure: the document's UUID and the time of the export are given.
 */
export function buildPoam(data: ComplianceReportData, members: Member[], documentUuid: string): Json {
  const { organization, cycle, generatedAt } = data;
  const level = cycle.level as Level;
  const items = data.level2?.items ?? [];
  const closeBy = data.level2?.answer.poamCloseBy ?? null;
  const evidence = new Map(data.evidence.map((file) => [file.id, file]));
  const context = { organization, cycleId: cycle.id, evidence };
  const onPoam = new Set(items.map((item) => item.requirementId));
  const assessed = assessedObjectives(data.assessment.objectives, data.controls).filter((one) =>
    onPoam.has(one.control.id),
  );
  const controls = new Map(data.controls.map((control) => [control.id, control]));
  const memberById = new Map(members.map((member) => [member.userId, member]));
  const memberParty = (userId: string) => stableUuid(organization.id, 'member', userId);
  const responsible = [
    ...new Set(items.flatMap((item) => (item.responsibleUserId ? [item.responsibleUserId] : []))),
  ].filter((userId) => memberById.has(userId));

  const poamItems = items.map((item) => {
    const control = controls.get(item.requirementId);
    const objectives = assessed.filter((one) => one.control.id === item.requirementId);
    const props: OscalProp[] = [
      prop('requirement', item.requirementId),
      prop('planned-completion', item.plannedCompletion),
      prop('points', String(item.points)),
      // Every NOT MET requirement has its item (32 CFR 170.24(c)(2)(i)(B)(6)); only some support a
      // Conditional status (170.21(a)(2), D35).
      prop('conditional-eligible', String(item.conditionalEligible)),
    ];
    if (control) props.push(prop('control-id', oscalControlId(control.nistReference)));
    if (closeBy) props.push(prop('close-by', closeBy));
    if (item.closedAt) props.push(prop('closed-at', item.closedAt));
    if (item.responsibleUserId && memberById.has(item.responsibleUserId))
      props.push(prop('responsible-party', memberParty(item.responsibleUserId)));
    const milestones = item.milestones.map(
      (milestone) => `- ${milestone.due}: ${markupLine(milestone.text)}`,
    );
    return compact({
      uuid: stableUuid(organization.id, 'poam-item', item.id),
      title: control ? `${item.requirementId}: ${control.title}` : item.requirementId,
      description: markup(item.weakness.trim()) || `${item.requirementId} is NOT MET.`,
      props,
      'related-findings': some(
        objectives.map((one) => ({
          'finding-uuid': findingUuid(organization.id, cycle.id, one.objective.objectiveId),
        })),
      ),
      'related-observations': some(
        objectives.map((one) => ({
          'observation-uuid': observationUuid(organization.id, cycle.id, one.objective.objectiveId),
        })),
      ),
      remarks:
        [
          `Planned completion: ${item.plannedCompletion}.`,
          closeBy ? `To be closed out by ${closeBy} (32 CFR 170.21(b)).` : '',
          item.closedAt ? `Closed out on ${item.closedAt}.` : '',
          item.ineligibleReason ? `Does not support a Conditional status: ${item.ineligibleReason}` : '',
          milestones.length > 0 ? `Milestones:\n${milestones.join('\n')}` : '',
        ]
          .filter(Boolean)
          .join('\n\n') || undefined,
    });
  });

  return {
    'plan-of-action-and-milestones': compact({
      uuid: documentUuid,
      metadata: metadata({
        title: `${markupLine(organization.businessName, 'Organization')}: CMMC Level ${level} plan of action and milestones`,
        exportedAt: generatedAt,
        version: `cycle ${cycle.number}`,
        parties: [
          organizationParty(organization),
          ...responsible.map((userId) => ({
            uuid: memberParty(userId),
            type: 'person',
            name: oneLine(memberById.get(userId)!.name, 'Member'),
          })),
        ],
      }),
      'system-id': {
        'identifier-type': 'https://ietf.org/rfc/rfc4122',
        id: stableUuid(organization.id, 'system', organization.id),
      },
      observations: some(assessed.map((one) => observationOf(context, one))),
      findings: some(assessed.map((one) => findingOf(context, one))),
      'poam-items': poamItems,
      'back-matter': {
        resources: [
          ...publicationResources(organization.id, level),
          ...referencedEvidence(assessed, evidence).map((file) => evidenceResource(organization.id, file)),
        ],
      },
    }),
  };
}
