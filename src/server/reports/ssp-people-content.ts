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
 * requirement found not applicable and when (NIST SP 800-171A 3.12.4[d]). ssp-content.ts places
 * these pieces in the order of NIST's SP 800-171 SSP template (item 6).
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

/** A member's name as the plan prints it; "Not named yet" when none is chosen. */
export function personName(data: SspData, userId: string | null): string {
  return userId === null
    ? NOT_NAMED
    : (data.members.find((member) => member.userId === userId)?.name ?? 'A former member');
}

/** An evidence file's name; null when none is named. */
function fileName(data: SspData, evidenceId: string | null): string | null {
  return evidenceId === null
    ? null
    : (data.evidence.find((one) => one.id === evidenceId)?.fileName ??
        'a file no longer in the evidence library');
}

const count = (value: number | null) => (value === null ? 'Not stated' : value.toLocaleString('en-US'));

/**
 * The security roles and the counts of users for the plan's system identification (NIST's
 * SP 800-171 SSP template, section 1: system owner, security contact, users and privileged users).
 */
export function identificationPeople(data: SspData): [string, string][] {
  const scope = data.cycle.scope;
  return [
    ['System owner', personName(data, scope.systemOwnerUserId)],
    ['Security contact', personName(data, scope.securityContactUserId)],
    ['Affirming official (32 CFR 170.22)', personName(data, scope.affirmingOfficialUserId)],
    ['Users', count(scope.userCount)],
    ['Privileged users', count(scope.privilegedUserCount)],
  ];
}

/** The network and data-flow diagram: drawn when it is a PNG or JPEG storage holds, else named. */
export function diagramBlocks(data: SspData): Block[] {
  const named = fileName(data, data.cycle.scope.diagramEvidenceId);
  return [
    { kind: 'heading', level: 3, text: 'Network and data-flow diagram' },
    ...(named && data.diagramImage
      ? [
          {
            kind: 'image' as const,
            image: data.diagramImage,
            alt: `The network and data-flow diagram of the system (evidence file ${named}).`,
          },
          { kind: 'paragraph' as const, style: 'note' as const, text: `The evidence file ${named}.` },
        ]
      : [
          {
            kind: 'paragraph' as const,
            text: named ? `The diagram is the evidence file ${named}.` : 'No diagram is named yet.',
          },
        ]),
  ];
}

/** The hardware and software lists (template section 2), each with its inventory file. */
export function inventoryBlocks(data: SspData): Block[] {
  const scope = data.cycle.scope;
  const inventory = (title: string, text: string, evidenceId: string | null): Block[] => {
    const named = fileName(data, evidenceId);
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
  return [
    ...inventory('Hardware', scope.hardwareList, scope.hardwareEvidenceId),
    ...inventory('Software', scope.softwareList, scope.softwareEvidenceId),
  ];
}

/** The interconnections with other systems, as a table (template section 2, "interconnections"). */
export function interconnectionBlocks(data: SspData): Block[] {
  const { interconnections } = data.cycle.scope;
  return interconnections.length
    ? [
        {
          kind: 'table',
          columns: INTERCONNECTION_COLUMNS,
          rows: interconnections.map(interconnectionRow),
          rowHeaders: true,
        },
      ]
    : [{ kind: 'paragraph', text: 'No interconnection is recorded.' }];
}
