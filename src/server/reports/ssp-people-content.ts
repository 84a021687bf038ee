import type { PracticeStanding } from '../../contract/assessment';
import { formatDate } from '../../contract/format';
import type { Implementation } from '../../contract/implementations';
import { SSP_PART_LETTERS } from '../../contract/ssp';
import { sspObjective } from '../../contract/ssp-gate';
import { INTERCONNECTION_LABELS, type Interconnection } from '../../contract/ssp-people';
import { SSP_REQUIREMENT_STATUS_LABELS, sspRequirementStatus } from '../../contract/ssp-status';
import type { Block, ContentColumn } from './ssp-content';
import type { SspData } from './ssp-data';

/**
 * The plan's people and system (D36, issue 40 item 4) and the plan facts each requirement's entry
 * adds (item 3): the status derived from the findings, the security role, and who approved a
 * requirement found not applicable and when (NIST SP 800-171A 3.12.4[d]). Kept apart from
 * ssp-content.ts, whose order a later change of issue 40 rewrites after NIST's SSP template.
 */

const NOT_NAMED = 'Not named yet';

/** The plan's facts of one requirement's entry, beside its result. */
export function requirementPlanFacts(
  practice: PracticeStanding | undefined,
  implementation: Implementation | undefined,
): [string, string][] {
  const status = practice ? sspRequirementStatus(practice) : null;
  const approval = implementation?.notApplicableApproval;
  return [
    ...(status ? [['Status in the plan', SSP_REQUIREMENT_STATUS_LABELS[status]] as [string, string]] : []),
    ...(status === 'not_applicable'
      ? [
          [
            `Approved as not applicable (${sspObjective(SSP_PART_LETTERS.notApplicable)})`,
            approval
              ? `${approval.approvedByName}, ${formatDate(approval.approvedAt)}`
              : 'Not yet approved by an owner',
          ] as [string, string],
        ]
      : []),
    ['Responsible role', implementation?.responsibleRole?.trim() || 'None named yet'],
  ];
}

const INTERCONNECTION_COLUMNS: ContentColumn[] = [
  { header: INTERCONNECTION_LABELS.system, share: 0.2 },
  { header: INTERCONNECTION_LABELS.otherParty, share: 0.18 },
  { header: INTERCONNECTION_LABELS.kind, share: 0.16 },
  { header: INTERCONNECTION_LABELS.agreement, share: 0.18 },
  { header: INTERCONNECTION_LABELS.data, share: 0.28 },
];

const interconnectionRow = (one: Interconnection): string[] => [
  one.system,
  one.otherParty,
  one.kind,
  one.agreement || 'None',
  one.data,
];

/** The system owner, security contact, affirming official, counts, inventories, diagram and interconnections. */
export function peopleAndSystem(data: SspData): Block {
  const scope = data.cycle.scope;
  const person = (userId: string | null) =>
    userId === null
      ? NOT_NAMED
      : (data.members.find((member) => member.userId === userId)?.name ?? 'A former member');
  const file = (evidenceId: string | null) =>
    evidenceId === null
      ? null
      : (data.evidence.find((one) => one.id === evidenceId)?.fileName ??
        'a file no longer in the evidence library');
  const count = (value: number | null) => (value === null ? 'Not stated' : value.toLocaleString('en-US'));
  const inventory = (title: string, text: string, evidenceId: string | null): Block[] => {
    const named = file(evidenceId);
    return [
      { kind: 'heading', level: 3, text: title },
      {
        kind: 'paragraph',
        text: text.trim() || (named ? 'Listed in the inventory file below.' : 'Not listed yet.'),
      },
      ...(named
        ? [{ kind: 'paragraph' as const, text: `Inventory file: ${named}`, style: 'note' as const }]
        : []),
    ];
  };
  const diagram = file(scope.diagramEvidenceId);
  return {
    kind: 'section',
    title: 'People and system',
    blocks: [
      { kind: 'heading', level: 2, text: 'People and system' },
      {
        kind: 'paragraph',
        style: 'note',
        text:
          "Who is responsible for the system and what it is made of, as NIST's SP 800-171 system security plan " +
          'template asks: the system owner, the security contact, the users and privileged users, the hardware and ' +
          'software, the network diagram and the interconnections with other systems.',
      },
      {
        kind: 'facts',
        rows: [
          ['System owner', person(scope.systemOwnerUserId)],
          ['Security contact', person(scope.securityContactUserId)],
          ['Affirming official (32 CFR 170.22)', person(scope.affirmingOfficialUserId)],
          ['Users', count(scope.userCount)],
          ['Privileged users', count(scope.privilegedUserCount)],
        ],
      },
      ...inventory('Hardware', scope.hardwareList, scope.hardwareEvidenceId),
      ...inventory('Software', scope.softwareList, scope.softwareEvidenceId),
      { kind: 'heading', level: 3, text: 'Network and data-flow diagram' },
      {
        kind: 'paragraph',
        text: diagram ? `The diagram is the evidence file ${diagram}.` : 'No diagram is named yet.',
      },
      {
        kind: 'heading',
        level: 3,
        text: `Interconnections (${sspObjective(SSP_PART_LETTERS.connections)})`,
      },
      scope.interconnections.length
        ? {
            kind: 'table',
            columns: INTERCONNECTION_COLUMNS,
            rows: scope.interconnections.map(interconnectionRow),
            rowHeaders: true,
          }
        : { kind: 'paragraph', text: 'None recorded.' },
    ],
  };
}
