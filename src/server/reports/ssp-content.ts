import { enduringExceptionsText, sspObjective } from '../../contract/ssp-gate';
import {
  FINDING_LABELS,
  level1Label,
  METHOD_LABELS,
  PRACTICE_RESULT_LABELS,
  type ObjectiveFinding,
} from '../../contract/assessment';
import type { Control } from '../../contract/catalog';
import { formatFileSize } from '../../contract/evidence';
import { counted, formatDate, formatDay } from '../../contract/format';
import { STATUS_LABELS } from '../../contract/implementations';
import type { PoamItem } from '../../contract/level2-api';
import { MEMBER_ROLE_LABELS } from '../../contract/organizations';
import { CMMC_STATUS_LABELS } from '../../contract/poam';
import { FINDING_BASIS_LABELS, NO_SSP_REASON, PARTIAL_LABELS, SPRS_MAX } from '../../contract/sprs';
import { ASSET_CATEGORIES_AT, ASSET_CATEGORY_LABELS, SPECIALIZED_KIND_LABELS } from '../../contract/assets';
import { PROVIDER_KIND_LABELS, type ServiceProvider } from '../../contract/providers';
import { inheritanceFacts, providerRequirements } from './ssp-inheritance-content';
import {
  FEDRAMP_STATUS_LABELS,
  SSP_LEVEL_LABELS,
  SSP_PART_LETTERS,
  sspReviewState,
  SYSTEM_KIND_LABELS,
  type ScopeSystem,
  type SspPartName,
} from '../../contract/ssp';
import { catalogRequirement } from '../catalog/catalog';
import type { EvidenceIndexRow } from './compliance-data';
import type { SspRevision } from '../../contract/ssp-revisions';
import type { SspData, SspDiagramImage, SspIssue } from './ssp-data';
import {
  diagramBlocks,
  identificationPeople,
  interconnectionBlocks,
  inventoryBlocks,
  personName,
  requirementPlanFacts,
} from './ssp-people-content';

/**
 * The system security plan's content (D32), once, for both formats: a tree of headings,
 * paragraphs, fact tables, tables and the approval form, which ssp-pdf.ts and ssp-docx.ts draw.
 * Every sentence states what the records hold, or that they hold nothing yet; nothing here is
 * placeholder text, and nothing claims more than the organization recorded. Sources: NIST SP
 * 800-171 Rev 2 3.12.4 and NIST SP 800-171A 3.12.4[a]-[h] (what a plan describes), 32 CFR 170
 * (levels, scope, POA&M, findings), the DoD Assessment Methodology v1.2.1 (the score), the CMMC
 * Assessment Guide Level 1 v2.13 (no plan required at Level 1).
 */

export type TextStyle = 'body' | 'lead' | 'note' | 'notice' | 'label' | 'quote';

export interface ContentColumn {
  header: string;
  /** Share of the page's width; a table's shares add up to 1. */
  share: number;
  /** Fixed-width text (hashes). */
  mono?: boolean;
}

export type Block =
  | { kind: 'heading'; level: 1 | 2 | 3 | 4; text: string }
  | { kind: 'paragraph'; text: string; style?: TextStyle }
  /** Label and value rows: the label is each row's header; no header row. */
  | { kind: 'facts'; rows: [string, string][] }
  | { kind: 'table'; columns: ContentColumn[]; rows: string[][]; rowHeaders?: boolean }
  /** Fields left blank for the organization to fill in by hand (the approval). */
  | { kind: 'form'; fields: string[] }
  | { kind: 'section'; title: string; blocks: Block[] }
  | { kind: 'pageBreak' }
  /** A picture scaled to the page's width (the network diagram), with its text alternative. */
  | { kind: 'image'; image: SspDiagramImage; alt: string };

export interface SspDocument {
  /** The document's title (PDF and DOCX properties). */
  title: string;
  subject: string;
  /** The left part of every page's footer. */
  footer: string;
  blocks: Block[];
}

const h = (level: 1 | 2 | 3 | 4, text: string): Block => ({ kind: 'heading', level, text });
const p = (text: string, style: TextStyle = 'body'): Block => ({ kind: 'paragraph', text, style });
const section = (title: string, blocks: Block[]): Block => ({ kind: 'section', title, blocks });

/** A text the organization has not written yet: said as a fact, in the plan's own words. */
const orNot = (text: string, missing: string) => text.trim() || missing;
const NOT_DESCRIBED = 'Not described in the records yet.';
/** A part's NIST SP 800-171A 3.12.4 objective letter as the plan's prose cites it: `[b]`. */
const letter = (part: SspPartName) => `[${SSP_PART_LETTERS[part]}]`;

const levelOf = (data: SspData): 1 | 2 => (data.level2 ? 2 : 1);

/**
 * The plan's latest revision approved at the level it covers (D36), or null: a revision approved of
 * the plan at the other level approved another plan.
 */
function latestApproved(data: SspData): SspRevision | null {
  return data.revisions.filter((revision) => revision.level === levelOf(data)).at(-1) ?? null;
}

/** The cover's "Version" row: the latest approved revision, or that there is none yet. */
function versionText(data: SspData): string {
  const latest = latestApproved(data);
  return latest
    ? `${latest.version}, approved ${formatDate(latest.approvedAt)} by ${latest.approvedByName}`
    : 'Draft: no revision of this plan has been approved yet';
}

/** Who made this copy: a member by name and role, staff with their place at the agency. */
function maker(issue: SspIssue): string {
  switch (issue.kind) {
    case 'member':
      return `${issue.byName} (${MEMBER_ROLE_LABELS[issue.role].toLowerCase()})`;
    case 'staff':
      return `${issue.byName} (${issue.role === 'admin' ? 'administrator' : 'auditor'} at the agency)`;
    case 'impersonation':
      return `${issue.byName} (administrator at the agency, viewing the organization as ${issue.asName})`;
  }
}

/** What the cover says of a copy made by the agency; nothing for a member's. */
function copyNotice(data: SspData): string | null {
  const { issue } = data;
  if (issue.kind === 'member') return null;
  return (
    `Copy made for review by the agency. ${maker(issue)} made this copy on ${formatDate(data.generatedAt)}, ` +
    'from the records as they stood then.'
  );
}

const GENERATED_FROM =
  'This plan is generated from the records the organization keeps in CMMC Readiness: the scope of the ' +
  "assessment, each requirement's implementation statement, responsible member and systems, the findings on " +
  'the assessment objectives, the evidence files and, at Level 2, the POA&M, as they stood when it was ' +
  'generated. The organization must review it and correct or complete it where the records fall short; an ' +
  'owner of the organization then approves it as a revision, with its version and what changed, before it ' +
  'is used as the system security plan. Generating or downloading it approves nothing.';

const LEVEL_NOTE: Record<1 | 2, string> = {
  1:
    'At Level 1 a system security plan is not required: the CMMC Assessment Guide Level 1 (v2.13, footnote 4) ' +
    'recommends one as a best practice. This document describes how the organization meets the 15 ' +
    'requirements of FAR 52.204-21(b)(1).',
  2:
    'NIST SP 800-171 Rev 2 requirement 3.12.4 asks for a system security plan that describes the system ' +
    'boundary, the environment of operation, how each requirement is implemented and the connections to other ' +
    'systems, and that is updated periodically. Without a plan no SPRS score can be given (DoD Assessment ' +
    'Methodology v1.2.1, Annex A).',
};

function cover(data: SspData): Block {
  const { organization, cycle } = data;
  const scope = cycle.scope;
  const notice = copyNotice(data);
  const affirmed = cycle.affirmation ? `affirmed ${formatDate(cycle.affirmation.affirmedAt)}` : 'open';
  return section('Cover', [
    h(1, 'System Security Plan'),
    p(organization.businessName || 'Organization', 'lead'),
    {
      kind: 'facts',
      rows: [
        ['Organization', organization.businessName || 'Not recorded'],
        ['System', orNot(scope.systemName, 'Not named yet')],
        ['CMMC level', SSP_LEVEL_LABELS[levelOf(data)]],
        ['Version', versionText(data)],
        ['Generated', formatDate(data.generatedAt)],
        [data.issue.kind === 'member' ? 'Generated by' : 'Copy made by', maker(data.issue)],
        ['CAGE codes', scope.cageCodes.join(', ') || 'None recorded'],
        ['Assessment cycle', `Cycle ${cycle.number}, started ${formatDate(cycle.startedAt)} (${affirmed})`],
      ],
    },
    ...(notice ? [p(notice, 'notice')] : []),
    p(GENERATED_FROM),
    p(LEVEL_NOTE[levelOf(data)], 'note'),
    ...approval(data),
  ]);
}

/**
 * The approval block (D36): the latest revision an owner approved in the tool, or that this is a
 * draft. An approval is of the plan as it stood at that moment: the records shown here may have
 * changed since, and the next revision approves them.
 */
function approval(data: SspData): Block[] {
  const latest = latestApproved(data);
  if (!latest)
    return [
      h(2, 'Approval'),
      p(
        'No revision of this plan has been approved yet: this document is a draft. An owner of the ' +
          'organization approves a revision in CMMC Readiness (Reports, System security plan), with its version ' +
          'and what changed; the approval is recorded with the owner’s name and the date.',
        'notice',
      ),
    ];
  return [
    h(2, 'Approval'),
    p(`The latest revision approved by an owner of the organization (revision ${latest.number}):`),
    {
      kind: 'facts',
      rows: [
        ['Version', latest.version],
        ['Approved on', formatDate(latest.approvedAt)],
        ['Approved by', latest.approvedByName],
        ['What changed', latest.summary],
        ['Assessment cycle', `Cycle ${latest.cycleNumber}, Level ${latest.level}`],
      ],
    },
    p(
      `This document was generated on ${formatDate(data.generatedAt)} from the records as they stood then. ` +
        'A change to the records after the approval is part of the plan once an owner approves the next revision.',
      'note',
    ),
  ];
}

const POAM_COLUMNS: ContentColumn[] = [
  { header: 'Requirement', share: 0.17 },
  { header: 'Weakness', share: 0.45 },
  { header: 'Planned completion', share: 0.18 },
  { header: 'Status', share: 0.2 },
];

const poamStatus = (item: PoamItem) =>
  item.closedAt ? `Closed ${formatDay(item.closedAt.slice(0, 10))}` : 'Open';

const SELF_ASSESSMENT =
  'The result is what the findings recorded here give: a self-assessment, not a DoD or C3PAO assessment. ' +
  "The organization's affirming official makes the binding affirmation in SPRS, the official record " +
  '(32 CFR 170.22(b)).';

function summary(data: SspData): Block {
  const result = data.assessment.overall;
  if (!data.level2) {
    const holdsCui = data.cycle.scope.holdsCui === true;
    return section('Self-assessment summary', [
      h(2, PART.summary),
      p(`Level 1 result: ${level1Label(result)}`, 'label'),
      {
        kind: 'facts',
        rows: [
          ['Requirements MET', `${result.requirementsMet} of ${result.requirementsTotal}`],
          ['Practices MET', `${result.practicesMet} of ${result.practicesTotal}`],
          ['Objectives assessed', `${result.objectivesAssessed} of ${result.objectivesTotal}`],
        ],
      },
      ...(holdsCui
        ? [
            p(
              'The scope records that the business holds CUI. Level 1 covers Federal Contract Information only ' +
                '(32 CFR 170.14(c)(2)): contracts that give the business CUI require CMMC Level 2.',
              'notice',
            ),
          ]
        : []),
      p(
        'Level 1 is MET only when all 15 requirements of FAR 52.204-21(b)(1) are MET (32 CFR 170.24). ' +
          SELF_ASSESSMENT,
        'note',
      ),
    ]);
  }
  const { answer, items } = data.level2;
  const lost = answer.deductions.reduce((sum, deduction) => sum + deduction.points, 0);
  // The app's reason ("no system security plan") would read oddly inside the plan itself: say
  // what the records lack, requirement 3.12.4 found MET.
  const scoreLine =
    answer.score !== null
      ? `Self-assessed SPRS score: ${answer.score} of ${SPRS_MAX}`
      : answer.unscorableReason === NO_SSP_REASON
        ? 'Self-assessed SPRS score: none yet. Requirement 3.12.4 (the system security plan) is not found MET in ' +
          'the records, and without it no score can be given (DoD Assessment Methodology v1.2.1, Annex A).'
        : `Self-assessed SPRS score: none yet. ${answer.unscorableReason ?? ''}`.trim();
  const closeBy =
    answer.poamCloseBy && answer.status === 'conditional'
      ? `, POA&M to close out by ${formatDay(answer.poamCloseBy)} (32 CFR 170.21(b))`
      : '';
  const open = items.filter((item) => !item.closedAt).length;
  // A status is held once affirmed and entered in SPRS (32 CFR 170.4, 170.22): say where it stands.
  const { cycle } = data;
  const recorded =
    answer.status === 'none'
      ? ''
      : !cycle.affirmation
        ? '; not affirmed yet'
        : cycle.sprsEntry
          ? `; affirmed, entered in SPRS on ${formatDay(cycle.sprsEntry.submittedAt)}`
          : '; affirmed, the SPRS entry is not recorded yet';
  return section('Self-assessment summary', [
    h(2, PART.summary),
    p(scoreLine, 'label'),
    {
      kind: 'facts',
      rows: [
        // D35: what the findings would support if affirmed now, beside the status affirmed and recorded.
        [
          'CMMC status the findings support',
          `${CMMC_STATUS_LABELS[answer.wouldBe]}${answer.status === 'none' && answer.wouldBe !== 'none' ? ' (not affirmed)' : ''}`,
        ],
        ['CMMC status affirmed', `${CMMC_STATUS_LABELS[answer.status]}${closeBy}${recorded}`],
        ['Requirements MET', `${result.requirementsMet} of ${result.requirementsTotal}`],
        ['Objectives assessed', `${result.objectivesAssessed} of ${result.objectivesTotal}`],
        [
          'Points deducted',
          `${lost} (${counted(answer.deductions.length, 'requirement')} NOT MET or not yet assessed)`,
        ],
        ['POA&M items', items.length ? `${items.length} (${open} open)` : 'None'],
      ],
    },
    p(
      'The score starts at 110 and loses the value of each requirement NOT MET (5, 3 or 1 point; DoD Assessment ' +
        'Methodology v1.2.1, 32 CFR 170.24(c)(2)); items on the POA&M still count against it. ' +
        SELF_ASSESSMENT,
      'note',
    ),
    ...(items.length
      ? [
          h(3, 'Plan of action and milestones (POA&M)'),
          {
            kind: 'table' as const,
            columns: POAM_COLUMNS,
            rows: items.map((item) => [
              item.requirementId,
              item.weakness,
              formatDay(item.plannedCompletion),
              poamStatus(item),
            ]),
            rowHeaders: true,
          },
        ]
      : []),
  ]);
}

const REVISION_COLUMNS: ContentColumn[] = [
  { header: 'Version', share: 0.13 },
  { header: 'Approved on', share: 0.15 },
  { header: 'Approved by', share: 0.2 },
  { header: 'Level', share: 0.1 },
  { header: 'What changed', share: 0.42 },
];

/**
 * The review frequency (3.12.4[g]) and whether the plan was updated with it (3.12.4[h]), from the
 * revisions approved at the plan's level only (D36): downloads are no revisions.
 */
function reviewParagraphs(data: SspData): Block[] {
  const months = data.cycle.scope.sspReviewMonths;
  if (months === null) {
    const asks =
      levelOf(data) === 2
        ? `NIST SP 800-171A ${sspObjective(SSP_PART_LETTERS.frequency)} asks that the organization define how often the plan is updated`
        : `A plan states how often it is reviewed (at Level 2, NIST SP 800-171A ${sspObjective(SSP_PART_LETTERS.frequency)} asks for it)`;
    return [
      p(
        `Review frequency: not stated. ${asks}: state it in the scope of the assessment (from every month to ` +
          'every 36 months).',
        'notice',
      ),
    ];
  }
  const today = data.generatedAt.toISOString().slice(0, 10);
  const approved = data.revisions.filter((revision) => revision.level === levelOf(data));
  const state = sspReviewState(
    approved.map((revision) => revision.approvedAt),
    months,
    today,
  );
  const every = `Reviewed every ${counted(months, 'month')} (the frequency the organization defined, NIST SP 800-171A ${sspObjective(SSP_PART_LETTERS.frequency)}).`;
  if (state.nextDueOn === null)
    return [
      p(
        `${every} No revision of the Level ${levelOf(data)} plan has been approved yet, so the plan is not shown ` +
          `to be updated with that frequency (${sspObjective(SSP_PART_LETTERS.updated)}).`,
      ),
    ];
  const gaps = approved.length - 1;
  const kept =
    gaps === 0
      ? `One revision has been approved, on ${formatDate(approved[0]!.approvedAt)}.`
      : state.lateGaps === 0
        ? `${gaps === 1 ? 'The second approved revision' : `Each of the ${gaps} approved revisions after the first`} followed the one before within ${counted(months, 'month')}.`
        : `${state.lateGaps} of the ${counted(gaps, 'interval')} between approved revisions ${state.lateGaps === 1 ? 'was' : 'were'} longer than ${counted(months, 'month')} (${sspObjective(SSP_PART_LETTERS.updated)}).`;
  const due = state.late
    ? `The next approval was due by ${formatDay(state.nextDueOn)} and is overdue (${sspObjective(SSP_PART_LETTERS.updated)}).`
    : `The next approval is due by ${formatDay(state.nextDueOn)}.`;
  return [p(`${every} ${kept} ${due}`)];
}

function revisionHistory(data: SspData): Block {
  const rows = [...data.revisions]
    .reverse()
    .map((revision) => [
      revision.version,
      formatDate(revision.approvedAt),
      revision.approvedByName,
      `Level ${revision.level}`,
      revision.summary,
    ]);
  return section('Record of changes', [
    h(2, PART.changes),
    ...(rows.length
      ? [{ kind: 'table' as const, columns: REVISION_COLUMNS, rows, rowHeaders: true }]
      : [p('No revision has been approved yet.')]),
    ...reviewParagraphs(data),
    p(
      'A revision is recorded when an owner of the organization approves the plan, with its version and what ' +
        'changed; the newest is listed first. Generating or downloading the plan records nothing: the review is ' +
        "the organization's reading of the plan, the corrections it makes to its records, and an owner's approval.",
      'note',
    ),
  ]);
}

/** One titled text of the plan: a heading and the organization's words, or what is missing. */
const described = (title: string, text: string, missing = NOT_DESCRIBED): Block[] => [
  h(3, title),
  p(orNot(text, missing)),
];

/**
 * The plan's numbered parts, in the order of NIST's SP 800-171 system security plan template
 * (CUI SSP template, SP 800-171 supplemental material): 1 system identification, 2 system
 * environment (with the assets, providers, interconnections and roles this plan lists apart),
 * 3 the requirements, 4 the record of changes (D36, issue 40 item 6).
 */
const PART = {
  identification: '1. System identification',
  environment: '2. System environment',
  assets: '3. Assets by category (32 CFR 170.19)',
  providers: '4. External service providers',
  interconnections: `5. Interconnections (${sspObjective(SSP_PART_LETTERS.connections)})`,
  roles: '6. Roles and responsibilities',
  requirements: '7. Requirements and their implementation',
  summary: '8. Self-assessment summary',
  changes: '9. Record of changes',
} as const;

/** Part 1 (template section 1): the system's name, purpose, owner, contacts, users and its information. */
function identification(data: SspData): Block {
  const scope = data.cycle.scope;
  const level = levelOf(data);
  const holdsCui =
    scope.holdsCui === null
      ? 'Not answered yet.'
      : scope.holdsCui
        ? 'The business holds CUI (controlled unclassified information).'
        : 'Federal Contract Information only, no CUI.';
  return section('System identification', [
    h(2, PART.identification),
    {
      kind: 'facts',
      rows: [
        ['System name', orNot(scope.systemName, 'Not named yet')],
        ['Organization', data.organization.businessName || 'Not recorded'],
        ['CAGE codes', scope.cageCodes.join(', ') || 'None recorded'],
        ['CMMC level', SSP_LEVEL_LABELS[level]],
        ...identificationPeople(data),
      ],
    },
    ...described('Purpose', scope.systemPurpose),
    ...described(
      level === 1
        ? 'Information handled: Federal Contract Information'
        : 'Information handled: CUI and where it goes',
      scope.fciDescription,
    ),
    ...(level === 1 ? [p(`FCI-or-CUI check: ${holdsCui}`)] : []),
  ]);
}

/** Part 2 (template section 2): the boundary, the environment, the diagram, the hardware and software. */
function environment(data: SspData): Block {
  const scope = data.cycle.scope;
  return section('System environment', [
    h(2, PART.environment),
    p(
      'As recorded in the scope of the assessment. NIST SP 800-171A 3.12.4 checks that a plan describes ' +
        `${letter('boundary')} the system boundary, ${letter('environment')} the environment of operation, ` +
        `${letter('connections')} the relationship with or connection to other systems (part 5), ` +
        `${letter('implementation')} how each requirement is implemented and ${letter('notApplicable')} the ` +
        'requirements found not applicable (part 7).',
      'note',
    ),
    ...described(`System boundary (${sspObjective(SSP_PART_LETTERS.boundary)})`, scope.boundary),
    ...described(
      `Environment of operation (${sspObjective(SSP_PART_LETTERS.environment)})`,
      scope.environment,
    ),
    ...described('Facilities', scope.facilities),
    ...diagramBlocks(data),
    ...inventoryBlocks(data),
  ]);
}

const ASSET_COLUMNS: ContentColumn[] = [
  { header: 'Asset', share: 0.19 },
  { header: 'Kind', share: 0.11 },
  { header: 'Count', share: 0.06 },
  { header: 'Location', share: 0.12 },
  { header: 'Owner', share: 0.12 },
  { header: 'Host', share: 0.19 },
  { header: 'Policy or reason', share: 0.21 },
];

/**
 * The provider that hosts an asset, with its FedRAMP standing for a cloud service provider; a
 * standing stated on the system before D36 (a frozen scope) as it was.
 */
function hostText(data: SspData, system: ScopeSystem): string {
  const host = system.hostingProviderId
    ? data.providers.find((provider) => provider.id === system.hostingProviderId)
    : undefined;
  if (host)
    return `${host.name}${host.kind === 'csp' ? ` (${host.fedrampStatus ? FEDRAMP_STATUS_LABELS[host.fedrampStatus] : 'FedRAMP standing not stated'})` : ''}`;
  return system.fedrampStatus ? FEDRAMP_STATUS_LABELS[system.fedrampStatus] : '—';
}

function assetRow(data: SspData, system: ScopeSystem): string[] {
  const kind =
    system.category === 'specialized' && system.specializedKind
      ? SPECIALIZED_KIND_LABELS[system.specializedKind]
      : SYSTEM_KIND_LABELS[system.kind];
  return [
    system.description.trim() ? `${system.name}\n${system.description.trim()}` : system.name,
    kind,
    system.count === null ? '—' : system.count.toLocaleString('en-US'),
    system.location.trim() || '—',
    system.owner.trim() || '—',
    hostText(data, system),
    [system.policy.trim(), system.outOfScopeReason.trim()].filter(Boolean).join('\n') || '—',
  ];
}

/** Part 3: one table per 32 CFR 170.19 category of the plan's level, then the assets not categorized yet. */
function assetsByCategory(data: SspData): Block {
  const systems = data.cycle.scope.systems;
  const level = levelOf(data);
  const categories = ASSET_CATEGORIES_AT[level];
  const uncategorized = systems.filter((system) => !system.category || !categories.includes(system.category));
  const group = (title: string, members: ScopeSystem[]): Block[] => [
    h(3, title),
    members.length
      ? {
          kind: 'table',
          columns: ASSET_COLUMNS,
          rows: members.map((one) => assetRow(data, one)),
          rowHeaders: true,
        }
      : p('None recorded.'),
  ];
  const specialized =
    level === 2
      ? "Specialized assets are part of the Level 2 scope: 32 CFR 170.19(c)(1), Table 3 asks that they be listed in the asset inventory and that the plan show they are managed under the organization's own risk-based security policies, procedures and practices; they are not assessed against the other requirements."
      : 'Specialized assets are not part of the Level 1 assessment scope and are not assessed against the requirements (32 CFR 170.19(b)(2)(ii)); they are listed here as the scope records them.';
  const legacyNote = data.cycle.scope.specializedAssets.trim();
  return section('Assets by category', [
    h(2, PART.assets),
    p(
      'The assets of the scope, grouped by their category under 32 CFR 170.19 at the plan’s level. The last ' +
        'column holds the policies, procedures and practices that keep CUI off a Contractor Risk Managed Asset ' +
        'or manage a Specialized Asset, and why an Out-of-Scope Asset cannot hold the information.',
      'note',
    ),
    ...(systems.length === 0
      ? [p('No assets are named in the scope yet.')]
      : categories.flatMap((category) =>
          group(
            ASSET_CATEGORY_LABELS[category],
            systems.filter((system) => system.category === category),
          ),
        )),
    ...(uncategorized.length ? group('Not categorized yet', uncategorized) : []),
    ...(legacyNote ? [p(`Specialized assets, as described before: ${legacyNote}`)] : []),
    p(specialized, 'note'),
  ]);
}

/** Part 4: each provider with what it is, what it does, its FedRAMP standing and its matrix. */
function providersPart(data: SspData): Block {
  const scope = data.cycle.scope;
  const level = levelOf(data);
  return section('External service providers', [
    h(2, PART.providers),
    p(
      level === 2
        ? 'For each provider the plan should say what the provider is responsible for and what stays with the ' +
            "organization, from the provider's customer responsibility matrix (DoD CMMC Scoping Guide, Level 2)."
        : 'For each provider the plan should say what the provider does for the organization and what stays with it.',
      'note',
    ),
    ...(data.providers.length === 0 && !scope.serviceProviders.trim() ? [p('None recorded.')] : []),
    ...data.providers.flatMap((provider) => providerEntry(data, provider)),
    ...(scope.serviceProviders.trim()
      ? [h(3, 'Providers described in the scope'), p(scope.serviceProviders.trim())]
      : []),
  ]);
}

/** Part 5: the connections narrative and each recorded interconnection. */
function interconnectionsPart(data: SspData): Block {
  return section('Interconnections', [
    h(2, PART.interconnections),
    p(orNot(data.cycle.scope.connections, NOT_DESCRIBED)),
    ...interconnectionBlocks(data),
  ]);
}

const ROLE_COLUMNS: ContentColumn[] = [
  { header: 'Responsible role', share: 0.3 },
  { header: 'Requirements', share: 0.7 },
];

/** The latest affirmation on record: a later Level 2 one, this cycle's, or an earlier cycle's. */
function lastAffirmation(data: SspData) {
  const { cycle, previousAffirmation } = data;
  const later = cycle.laterAffirmations.at(-1)?.affirmation;
  if (later) return { affirmation: later, cycle: cycle.number };
  if (cycle.affirmation) return { affirmation: cycle.affirmation, cycle: cycle.number };
  if (previousAffirmation?.affirmation)
    return { affirmation: previousAffirmation.affirmation, cycle: previousAffirmation.number };
  return null;
}

/**
 * Part 6: the security roles (system owner, security contact, affirming official) and each
 * requirement's responsible role; the platform's member roles only in the line on who keeps the plan.
 */
function roles(data: SspData): Block {
  const scope = data.cycle.scope;
  const byRole = new Map<string, string[]>();
  for (const control of data.controls) {
    const role = data.implementations.get(control.id)?.responsibleRole?.trim();
    if (role) byRole.set(role, [...(byRole.get(role) ?? []), control.id]);
  }
  const unassigned = data.controls.filter(
    (control) => !data.implementations.get(control.id)?.responsibleRole?.trim(),
  ).length;
  const last = lastAffirmation(data);
  const keepers = data.members
    .filter((member) => member.role !== 'viewer')
    .map((member) => `${member.name} (${MEMBER_ROLE_LABELS[member.role].toLowerCase()})`);
  return section('Roles and responsibilities', [
    h(2, PART.roles),
    {
      kind: 'facts',
      rows: [
        ['System owner', personName(data, scope.systemOwnerUserId)],
        ['Security contact', personName(data, scope.securityContactUserId)],
        ['Affirming official (32 CFR 170.22)', personName(data, scope.affirmingOfficialUserId)],
        [
          'Last affirmation',
          last
            ? `${last.affirmation.officialName} (${last.affirmation.officialTitle}) affirmed assessment cycle ${last.cycle} on ${formatDate(last.affirmation.affirmedAt)}`
            : 'None recorded yet',
        ],
      ],
    },
    h(3, 'Responsible role of each requirement'),
    ...(byRole.size
      ? [
          {
            kind: 'table' as const,
            columns: ROLE_COLUMNS,
            rows: [...byRole].map(([role, ids]) => [role, ids.join(', ')]),
            rowHeaders: true,
          },
        ]
      : []),
    p(
      unassigned === 0
        ? 'Every requirement names its responsible role.'
        : `${counted(unassigned, 'requirement')} of ${data.controls.length} name no responsible role yet.`,
      byRole.size ? 'note' : 'body',
    ),
    ...described('People in scope', scope.people, 'None recorded.'),
    p(
      `Who keeps this plan in CMMC Readiness: ${keepers.join(', ') || 'no member'}. Owners approve its revisions; ` +
        'editors record the implementation, findings and evidence.',
    ),
  ]);
}

/**
 * One provider in the plan (D36): what it is and does, whether it handles CUI, its FedRAMP
 * standing and customer responsibility matrix, the assets it hosts, and the FedRAMP flag
 * (contract/providers.ts) under it.
 */
function providerEntry(data: SspData, provider: ServiceProvider): Block[] {
  const crm = provider.crm
    ? `Version ${provider.crm.version} of ${formatDay(provider.crm.date)}${provider.crm.fileName ? ` (${provider.crm.fileName})` : ' (its file is no longer in the evidence)'}`
    : 'None on file';
  const hosted = data.cycle.scope.systems
    .filter((system) => system.hostingProviderId === provider.id)
    .map((system) => system.name);
  return [
    h(3, provider.name),
    {
      kind: 'facts',
      rows: [
        ['Kind', PROVIDER_KIND_LABELS[provider.kind]],
        ['Services', provider.services.trim() || 'Not described'],
        [
          'CUI',
          provider.handlesCui
            ? 'Stores, processes or transmits CUI'
            : 'Does not store, process or transmit CUI',
        ],
        [
          'FedRAMP',
          `${provider.fedrampStatus ? FEDRAMP_STATUS_LABELS[provider.fedrampStatus] : 'Not stated'}${provider.fedrampEvidence?.fileName ? ` (body of evidence: ${provider.fedrampEvidence.fileName})` : ''}`,
        ],
        ['Customer responsibility matrix', crm],
        ['Hosts', hosted.join(', ') || 'No asset of the scope'],
        ...(provider.contacts.trim() ? [['Contacts', provider.contacts.trim()] as [string, string]] : []),
      ],
    },
    ...(provider.fedrampWarning ? [p(`Flag: ${provider.fedrampWarning}`, 'notice')] : []),
    ...providerRequirements(data, provider),
  ];
}

const EXCEPTION_COLUMNS: ContentColumn[] = [
  { header: 'Objective', share: 0.2 },
  { header: 'Description', share: 0.8 },
];

function basisRows(data: SspData, basis: 'enduring_exception' | 'temporary_deficiency'): string[][] {
  return data.assessment.objectives
    .filter((objective) => objective.finding === 'not_met' && objective.basis === basis)
    .map((objective) => [objective.objectiveId, objective.basisDescription ?? '']);
}

/** The enduring exceptions the scope describes and, at Level 2, the findings recorded as such. */
function exceptions(data: SspData): Block[] {
  const scope = data.cycle.scope;
  const level = levelOf(data);
  const enduring = level === 2 ? basisRows(data, 'enduring_exception') : [];
  const temporary = level === 2 ? basisRows(data, 'temporary_deficiency') : [];
  return [
    h(3, 'Enduring exceptions'),
    p(orNot(enduringExceptionsText(scope), 'None recorded in the scope.')),
    ...(level === 2
      ? [
          p(
            'An objective NOT MET because of an enduring exception described, with any mitigations, in the system ' +
              'security plan is assessed as MET (32 CFR 170.24(b)(1)(i)).' +
              (enduring.length ? ' The findings recorded as such:' : ' No finding is recorded as one.'),
            'note',
          ),
          ...(enduring.length
            ? [{ kind: 'table' as const, columns: EXCEPTION_COLUMNS, rows: enduring, rowHeaders: true }]
            : []),
          ...(temporary.length
            ? [
                h(3, 'Temporary deficiencies'),
                p(
                  'Objectives NOT MET that are addressed in an operational plan of action, assessed as MET ' +
                    '(32 CFR 170.24(b)(1)(ii)):',
                  'note',
                ),
                { kind: 'table' as const, columns: EXCEPTION_COLUMNS, rows: temporary, rowHeaders: true },
              ]
            : []),
        ]
      : []),
  ];
}

const FACT_NONE = 'None named yet';

function findingText(objective: ObjectiveFinding): string {
  if (objective.finding) return FINDING_LABELS[objective.finding];
  if (!objective.previousFinding) return 'Not assessed';
  const where = objective.prefilledFrom === 'level_1' ? 'Level 1' : 'last cycle';
  return `Not assessed (${where}: ${FINDING_LABELS[objective.previousFinding]}, to confirm)`;
}

function objectiveNotes(objective: ObjectiveFinding, fileNames: Map<string, string>): string {
  const parts = [
    objective.note ?? '',
    objective.justification ? `Justification: ${objective.justification}` : '',
    objective.partial ? `Partial credit: ${PARTIAL_LABELS[objective.partial]}` : '',
    objective.basis
      ? `Counts as MET: ${FINDING_BASIS_LABELS[objective.basis]}: ${objective.basisDescription ?? ''}`
      : '',
    objective.capabilityOff ? 'A policy and procedure keep the capability off' : '',
    objective.evidenceIds.length
      ? `Evidence: ${objective.evidenceIds.map((id) => fileNames.get(id) ?? 'a file no longer in the library').join(', ')}`
      : '',
  ];
  return parts.filter(Boolean).join('\n') || '—';
}

const OBJECTIVE_COLUMNS: ContentColumn[] = [
  { header: 'Objective', share: 0.36 },
  { header: 'Finding', share: 0.12 },
  { header: 'Methods', share: 0.14 },
  { header: 'Note and justification', share: 0.38 },
];

const EVIDENCE_COLUMNS: ContentColumn[] = [
  { header: 'File', share: 0.34 },
  { header: 'Uploaded', share: 0.14 },
  { header: 'Size', share: 0.1 },
  { header: 'SHA-256', share: 0.42, mono: true },
];

/** The files serving a control: linked to it, or to one of its objectives. */
function evidenceOf(data: SspData, control: Control): EvidenceIndexRow[] {
  const objectiveIds = new Set(control.objectives.map((objective) => objective.id));
  return data.evidence.filter(
    (file) => file.controlIds.includes(control.id) || file.objectiveIds.some((id) => objectiveIds.has(id)),
  );
}

function poamFacts(data: SspData, item: PoamItem): [string, string][] {
  const responsible = item.responsibleUserId
    ? (data.members.find((member) => member.userId === item.responsibleUserId)?.name ?? 'A former member')
    : 'No one named';
  return [
    ['Weakness', item.weakness],
    ['Planned completion', formatDay(item.plannedCompletion)],
    [
      'Milestones',
      item.milestones.map((milestone) => `${formatDay(milestone.due)}: ${milestone.text}`).join('\n') ||
        'None',
    ],
    ['Responsible', responsible],
    ['Status', poamStatus(item)],
  ];
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** The result of a control with what makes it count as MET, if a rule does. */
function resultText(data: SspData, control: Control): string {
  const practice = data.assessment.practices.find((item) => item.controlId === control.id);
  const result = practice ? PRACTICE_RESULT_LABELS[practice.result] : PRACTICE_RESULT_LABELS.not_assessed;
  const objectives = data.assessment.objectives.filter((objective) => objective.controlId === control.id);
  const basis = objectives.find((objective) => objective.finding === 'not_met' && objective.basis)?.basis;
  const partial = objectives.find((objective) => objective.partial)?.partial;
  return (
    result +
    (basis
      ? ` (a NOT MET objective counts as MET by rule: ${lowerFirst(FINDING_BASIS_LABELS[basis])}, 32 CFR 170.24(b)(1))`
      : '') +
    (partial && practice?.result === 'not_met' ? ` (partial credit: ${PARTIAL_LABELS[partial]})` : '')
  );
}

/** One control's entry: its statement, status, implementation, findings, evidence and POA&M. */
function controlEntry(data: SspData, control: Control, headingLevel: 3 | 4, statement: string | null): Block {
  const implementation = data.implementations.get(control.id);
  const memberName = (id: string | null | undefined) =>
    id ? (data.members.find((member) => member.userId === id)?.name ?? 'A former member') : FACT_NONE;
  const systemNames = (implementation?.systemIds ?? [])
    .map((id) => data.cycle.scope.systems.find((system) => system.id === id)?.name)
    .filter((name): name is string => Boolean(name));
  const item = data.level2?.items.find((one) => one.requirementId === control.id);
  const practice = data.assessment.practices.find((one) => one.controlId === control.id);
  const hasFindings = practice ? practice.met + practice.notMet + practice.notApplicable > 0 : false;
  const facts: [string, string][] = [
    ['Result', resultText(data, control)],
    // The checklist's status mark only until the objectives have findings, which are then the
    // status (as the compliance report, D28): "Not Started" beside "MET" would contradict it.
    ...(hasFindings
      ? []
      : [
          ['Implementation status', STATUS_LABELS[implementation?.status ?? 'not_started']] as [
            string,
            string,
          ],
        ]),
    ...(control.points !== null
      ? [
          [
            'Value in the SPRS score',
            control.points === 0
              ? 'No value (without it no score is given)'
              : counted(control.points, 'point'),
          ] as [string, string],
        ]
      : []),
    ...requirementPlanFacts(practice, implementation),
    ['Responsible', memberName(implementation?.responsibleUserId)],
    ...inheritanceFacts(implementation, data.providers),
    ['Systems', systemNames.join(', ') || FACT_NONE],
    ...(data.level2
      ? [
          [
            'POA&M',
            item
              ? `${poamStatus(item)}, planned completion ${formatDay(item.plannedCompletion)}`
              : 'Not on the POA&M',
          ] as [string, string],
        ]
      : []),
  ];
  const fileNames = new Map(data.evidence.map((file) => [file.id, file.fileName]));
  const textOf = new Map(control.objectives.map((objective) => [objective.letter, objective.text]));
  const objectiveRows = data.assessment.objectives
    .filter((objective) => objective.controlId === control.id)
    .map((objective) => [
      `[${objective.letter}] ${textOf.get(objective.letter) ?? ''}`,
      findingText(objective),
      objective.methods.map((method) => METHOD_LABELS[method]).join(', ') || '—',
      objectiveNotes(objective, fileNames),
    ]);
  const files = evidenceOf(data, control);
  return section(control.id, [
    h(headingLevel, `${control.id} ${control.title}`),
    ...(statement ? [p(statement, 'quote')] : []),
    { kind: 'facts', rows: facts },
    p('Implementation statement', 'label'),
    p(implementation?.implementationStatement?.trim() || 'No implementation statement yet.'),
    p('Assessment objectives (NIST SP 800-171A)', 'label'),
    { kind: 'table', columns: OBJECTIVE_COLUMNS, rows: objectiveRows },
    p('Evidence', 'label'),
    ...(files.length
      ? [
          {
            kind: 'table' as const,
            columns: EVIDENCE_COLUMNS,
            rows: files.map((file) => [
              file.fileName,
              formatDate(file.uploadedAt),
              formatFileSize(file.fileSize),
              file.sha256 ?? 'Not recorded',
            ]),
          },
        ]
      : [p('No evidence file is linked.')]),
    ...(item ? [p('POA&M item', 'label'), { kind: 'facts' as const, rows: poamFacts(data, item) }] : []),
  ]);
}

const REQUIREMENTS_INTRO: Record<1 | 2, string> = {
  1:
    'The 15 requirements of FAR 52.204-21(b)(1), each with its practices (NIST SP 800-171 Rev 2 numbering). ' +
    "For each practice: its status, the organization's implementation statement, the member responsible, the " +
    'systems it applies to, the finding on each assessment objective with the methods used, and the evidence ' +
    'files with their SHA-256 hash.',
  2:
    `The 110 requirements of NIST SP 800-171 Rev 2 (NIST SP 800-171A ${sspObjective(SSP_PART_LETTERS.implementation)}). For each: its statement, ` +
    "its result and value in the SPRS score, the organization's implementation statement, the member " +
    'responsible, the systems it applies to, the finding on each assessment objective with the methods used, ' +
    'the evidence files with their SHA-256 hash, and its POA&M item where there is one.',
};

function requirements(data: SspData): Block {
  const level = levelOf(data);
  const blocks: Block[] = [h(2, PART.requirements), p(REQUIREMENTS_INTRO[level], 'note')];
  if (level === 2) {
    const domains = [...new Set(data.controls.map((control) => control.domainId))];
    for (const domainId of domains) {
      const controls = data.controls.filter((control) => control.domainId === domainId);
      const name = `${controls[0]!.domain.name} (${domainId})`;
      blocks.push(
        section(name, [
          h(3, name),
          ...controls.map((control) =>
            controlEntry(
              data,
              control,
              4,
              `NIST SP 800-171 Rev 2, ${control.nistReference}: "${control.description}"`,
            ),
          ),
        ]),
      );
    }
  } else {
    const controlOf = new Map(data.controls.map((control) => [control.id, control]));
    for (const requirement of data.assessment.requirements) {
      const far = catalogRequirement(requirement.id);
      const controls = requirement.controlIds.map((id) => controlOf.get(id)).filter((c) => c !== undefined);
      const title = `Requirement ${requirement.id}${far ? ` (FAR ${far.farReference})` : ''}: ${PRACTICE_RESULT_LABELS[requirement.result]}`;
      blocks.push(
        section(requirement.id, [
          h(3, title),
          ...(far ? [p(`FAR 52.204-21(b)(1) text: "${far.text}"`, 'quote')] : []),
          ...controls.map((control) =>
            controlEntry(
              data,
              control,
              4,
              far && control.description.trim() === far.text.trim()
                ? null
                : `Practice ${control.id} (NIST SP 800-171 Rev 2, ${control.nistReference}): "${control.description}"`,
            ),
          ),
        ]),
      );
    }
  }
  blocks.push(...exceptions(data));
  return section('Requirements', blocks);
}

/** The plan of one organization, from its records (D32). */
export function sspDocument(data: SspData): SspDocument {
  const name = data.organization.businessName || 'Organization';
  const latest = latestApproved(data);
  const version = latest ? `Version ${latest.version}` : 'Draft, no approved revision';
  return {
    title: `System Security Plan: ${name}`,
    subject: `System security plan, CMMC ${SSP_LEVEL_LABELS[levelOf(data)].split(':')[0]}`,
    footer: `System Security Plan · ${name} · ${version}`,
    blocks: [
      cover(data),
      { kind: 'pageBreak' },
      identification(data),
      environment(data),
      assetsByCategory(data),
      providersPart(data),
      interconnectionsPart(data),
      roles(data),
      requirements(data),
      summary(data),
      revisionHistory(data),
    ],
  };
}
