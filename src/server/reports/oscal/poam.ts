import type { Level } from '../../../contract/level2';
import type { PoamItem } from '../../../contract/level2-api';
import { CONTROL_ID_CATALOG, OSCAL_NS, oscalControlId, oscalEndOfDay } from '../../../contract/oscal';
import type { Member } from '../../../contract/organizations';
import type { ComplianceReportData } from '../compliance-data';
import { sspResource } from './assessment-plan';
import {
  assessedObjectives,
  compact,
  documentUuid,
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
  organizationPartyUuid,
  prop,
  publicationResources,
  referencedEvidence,
  some,
  type AssessedObjective,
  type Json,
  type OscalProp,
} from './common';
import { stableUuid } from './uuid';

/**
 * An organization's Level 2 POA&M as an OSCAL `plan-of-action-and-milestones` document (D32, D31,
 * issue 40 item 7), valid against NIST's OSCAL 1.1.3 schema (vendor/oscal/), in the model NIST's
 * own example follows (usnistgov/oscal-content examples/poam/json/ifa_plan-of-action-and-milestones.json):
 *
 * - one `risk` per POA&M item: the weakness, what it costs (the requirement counts as NOT MET in
 *   the score), `status` `open` or `closed` (a closed item's risk log says when), its `deadline`
 *   (the date the weakness must be resolved by: the planned completion, or the close-by date of
 *   32 CFR 170.21(b) when that comes first), the points it loses as a characterization, and one
 *   `remediation` (lifecycle `planned`, `completed` once closed) whose `tasks` are the milestones,
 *   each a `milestone` with its due date as `timing`;
 * - one `poam-item` per POA&M item, open or closed out, naming its risk (`related-risks`), the
 *   findings and observations of the requirement's assessed objectives (with the UUIDs of the
 *   assessment results export), its requirement and dates in properties of ours;
 * - `import-ssp`: the organization's SSP, embedded in the back-matter.
 *
 * The caller checks the level and that there are items: NIST's schema requires at least one
 * `poam-item`. The document's UUID is the organization's POA&M (`documentUuid`). Pure: the time of
 * the export is the data's; `ssp` is the SSP exported with it.
 */

/** The date a weakness must be resolved by: the plan's, or the rule's when that comes first. */
export function resolveBy(plannedCompletion: string, closeBy: string | null): string {
  return closeBy !== null && closeBy < plannedCompletion ? closeBy : plannedCompletion;
}

interface ItemContext {
  organizationId: string;
  cycleId: string;
  closeBy: string | null;
  partyUuid: string;
}

function riskOf(context: ItemContext, item: PoamItem, title: string, objectives: AssessedObjective[]): Json {
  const { organizationId } = context;
  const closed = item.closedAt !== null;
  const remediationUuid = stableUuid(organizationId, 'remediation', item.id);
  const tasks = item.milestones.map((milestone, index) => ({
    uuid: stableUuid(organizationId, 'task', item.id, String(index)),
    type: 'milestone',
    title: markupLine(milestone.text, 'Milestone'),
    timing: { 'on-date': { date: oscalEndOfDay(milestone.due) } },
  }));
  return compact({
    uuid: stableUuid(organizationId, 'risk', item.id),
    title,
    description: markup(item.weakness.trim()) || `${item.requirementId} is NOT MET.`,
    statement: [
      `${item.requirementId} is NOT MET: it counts as NOT MET in the self-assessed SPRS score (${item.points} ${item.points === 1 ? 'point' : 'points'}, DoD Assessment Methodology, 32 CFR 170.24) until it is MET.`,
      item.conditionalEligible
        ? 'It may be on a POA&M for a Conditional status (32 CFR 170.21(a)(2)).'
        : `It does not support a Conditional status: ${item.ineligibleReason ?? '32 CFR 170.21(a)(2).'}`,
    ].join(' '),
    props: [prop('requirement', item.requirementId)],
    status: closed ? 'closed' : 'open',
    characterizations: [
      {
        origin: { actors: [{ type: 'party', 'actor-uuid': context.partyUuid }] },
        facets: [{ name: 'sprs-points', system: OSCAL_NS, value: String(item.points) }],
      },
    ],
    deadline: oscalEndOfDay(resolveBy(item.plannedCompletion, context.closeBy)),
    remediations: [
      compact({
        uuid: remediationUuid,
        lifecycle: closed ? 'completed' : 'planned',
        title: `Plan of action for ${item.requirementId}`,
        description: `Implement ${item.requirementId} so that each of its objectives is MET, by ${item.plannedCompletion}.`,
        props: [prop('planned-completion', item.plannedCompletion)],
        tasks: some(tasks),
      }),
    ],
    'risk-log': closed
      ? {
          entries: [
            {
              uuid: stableUuid(organizationId, 'risk-log', item.id, 'closed'),
              title: 'Closed out',
              description: `The POA&M item was closed out on ${item.closedAt} (32 CFR 170.21(b)).`,
              start: oscalEndOfDay(item.closedAt!),
              'status-change': 'closed',
              'related-responses': [{ 'response-uuid': remediationUuid }],
            },
          ],
        }
      : undefined,
    'related-observations': some(
      objectives.map((one) => ({
        'observation-uuid': observationUuid(organizationId, context.cycleId, one.objective.objectiveId),
      })),
    ),
  });
}

export function buildPoam(data: ComplianceReportData, members: Member[], ssp: Json): Json {
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
  const itemContext: ItemContext = {
    organizationId: organization.id,
    cycleId: cycle.id,
    closeBy,
    partyUuid: organizationPartyUuid(organization),
  };
  const embeddedSsp = sspResource(organization.id, ssp, level);

  const risks: Json[] = [];
  const poamItems = items.map((item) => {
    const control = controls.get(item.requirementId);
    const objectives = assessed.filter((one) => one.control.id === item.requirementId);
    const title = control ? `${item.requirementId}: ${control.title}` : item.requirementId;
    const risk = riskOf(itemContext, item, title, objectives);
    risks.push(risk);
    const props: OscalProp[] = [
      prop('requirement', item.requirementId),
      prop('planned-completion', item.plannedCompletion),
      prop('points', String(item.points)),
      // Every NOT MET requirement has its item (32 CFR 170.24(c)(2)(i)(B)(6)); only some support a
      // Conditional status (170.21(a)(2), D35).
      prop('conditional-eligible', String(item.conditionalEligible)),
      prop('status', item.closedAt ? 'closed' : 'open'),
    ];
    if (control) props.push(prop('control-id', oscalControlId(control.nistReference)));
    if (closeBy) props.push(prop('close-by', closeBy));
    if (item.closedAt) props.push(prop('closed-at', item.closedAt));
    if (item.responsibleUserId && memberById.has(item.responsibleUserId))
      props.push(prop('responsible-party', memberParty(item.responsibleUserId)));
    return compact({
      uuid: stableUuid(organization.id, 'poam-item', item.id),
      title,
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
      'related-risks': [{ 'risk-uuid': risk.uuid as string }],
      remarks:
        [
          item.closedAt
            ? `Closed out on ${item.closedAt}.`
            : `Open: planned completion ${item.plannedCompletion}.`,
          closeBy ? `To be closed out by ${closeBy} (32 CFR 170.21(b)).` : '',
          item.ineligibleReason ? `Does not support a Conditional status: ${item.ineligibleReason}` : '',
          item.milestones.length > 0
            ? 'Its milestones are the tasks of the remediation of its risk, each with its due date.'
            : '',
        ]
          .filter(Boolean)
          .join('\n\n') || undefined,
    });
  });

  return {
    'plan-of-action-and-milestones': compact({
      uuid: documentUuid(organization.id, 'poam'),
      metadata: metadata({
        title: `${markupLine(organization.businessName, 'Organization')}: CMMC Level ${level} plan of action and milestones`,
        exportedAt: generatedAt,
        cycleNumber: cycle.number,
        parties: [
          organizationParty(organization),
          ...responsible.map((userId) => ({
            uuid: memberParty(userId),
            type: 'person',
            name: oneLine(memberById.get(userId)!.name, 'Member'),
          })),
        ],
        remarks: CONTROL_ID_CATALOG.remarks,
      }),
      'import-ssp': {
        href: `#${embeddedSsp.uuid as string}`,
        remarks: "The back-matter resource this points to embeds the organization's system security plan.",
      },
      'system-id': {
        'identifier-type': 'https://ietf.org/rfc/rfc4122',
        id: stableUuid(organization.id, 'system', organization.id),
      },
      observations: some(assessed.map((one) => observationOf(context, one))),
      risks,
      findings: some(assessed.map((one) => findingOf(context, one))),
      'poam-items': poamItems,
      'back-matter': {
        resources: [
          embeddedSsp,
          ...publicationResources(organization.id, level),
          ...referencedEvidence(assessed, evidence).map((file) => evidenceResource(organization.id, file)),
        ],
      },
    }),
  };
}
