import type { PracticeStanding } from '../../../contract/assessment';
import type { MemberRole } from '../../../contract/constants';
import { enduringExceptionsText } from '../../../contract/ssp-gate';
import { STATUS_LABELS } from '../../../contract/implementations';
import type { Level } from '../../../contract/level2';
import {
  CONTROL_ID_CATALOG,
  OSCAL_COMPONENT_TYPES,
  OSCAL_INFORMATION_TYPES,
  OSCAL_SENSITIVITY_LEVELS,
  oscalControlId,
} from '../../../contract/oscal';
import {
  SSP_REQUIREMENT_OSCAL_STATES,
  SSP_REQUIREMENT_STATUS_LABELS,
  sspRequirementStatus,
  type SspRequirementStatus,
} from '../../../contract/ssp-status';
import { FEDRAMP_STATUS_LABELS, SYSTEM_KIND_LABELS } from '../../../contract/ssp';
import type { SspRevision } from '../../../contract/ssp-revisions';
import { OSCAL_VERSION } from '../../../contract/oscal';
import type { Member } from '../../../contract/organizations';
import type { ComplianceReportData } from '../compliance-data';
import {
  compact,
  documentUuid,
  embeddedDocument,
  markup,
  markupLine,
  metadata,
  oneLine,
  organizationParty,
  organizationPartyUuid,
  prop,
  publicationResources,
  some,
  type Json,
  type OscalProp,
} from './common';
import { buildProfile, PROFILE_FILE_NAME, PROFILE_TITLES } from './profile';
import { leveragedAuthorizations, providerComponents, providerParties, withInheritance } from './inheritance';
import { stableUuid } from './uuid';

/**
 * An organization's system security plan as an OSCAL `system-security-plan` document (D32), valid
 * against NIST's OSCAL 1.1.3 schema (vendor/oscal/), made from the records the plan of NIST SP
 * 800-171 r2 3.12.4 is made from:
 *
 * - metadata: the organization and its members as parties, their member roles as roles;
 * - `import-profile`: a back-matter resource embedding the level's OSCAL profile (profile.ts; no
 *   profile of CMMC Level 1 or 2 is published), which imports the OSCAL catalog whose ids the plan
 *   uses: a third party's catalog of SP 800-171 Rev 2 (`3.1.1` -> `_03.01.01`, CONTROL_ID_CATALOG);
 * - system-characteristics from the scope: the system's name and purpose, the sensitivity level
 *   (moderate for CUI at Level 2, low for FCI at Level 1), the information it holds, the boundary,
 *   the environment and connections (remarks), status operational;
 * - system-implementation: a user per member role, `this-system` and a component per named system;
 * - control-implementation: one implemented-requirement per requirement of the level, with the
 *   implementation statement, the responsible member and the systems it applies to, and its
 *   `implementation-status` derived from the findings (D36, `sspRequirementStatus`), never from
 *   the progress buttons, which a property of ours names as what they are (`work-progress`).
 *
 * The document's UUID is the organization's SSP (`documentUuid`), the same in every export.
 * Pure: the time of the export is the data's.
 */

const NOT_STATED = 'Not stated in the scope.';

const ROLE_TITLES: Record<MemberRole, string> = {
  owner: 'Owner (member of the organization who manages it)',
  editor: 'Editor (member who records the assessment)',
  viewer: 'Viewer (member who reads it)',
};
/** What the `work-progress` property is, so that no reader takes it for the plan's status. */
const WORK_PROGRESS_REMARKS =
  "The organization's own tracking of its work on the requirement (not started, in progress, completed). The requirement's status in this plan is the implementation-status of its components, derived from the findings of the self-assessment.";

/** Why a requirement has the status it has: its objectives' findings, counted. */
function statusBasis(standing: PracticeStanding | undefined): string {
  if (!standing) return 'no objective is assessed.';
  const counted = [
    `${standing.met} MET`,
    `${standing.notMet} NOT MET`,
    `${standing.notApplicable} N/A`,
    `${standing.openLetters.length} not assessed`,
  ];
  return `of its ${standing.objectives} objectives, ${counted.join(', ')} (NIST SP 800-171A; an objective found N/A counts as MET, 32 CFR 170.24(b)(1)).`;
}

/** The role of the member named responsible for a requirement. */
const RESPONSIBLE_ROLE = 'responsible-member';

/**
 * The plan's approved revisions as OSCAL metadata revisions, oldest first (D36): each revision an
 * owner approved, with its version, the time of the approval (published and last-modified) and
 * what changed (remarks); what the plan shows of being updated with its frequency, NIST SP
 * 800-171A 3.12.4[h] (the frequency, 3.12.4[g], is the scope's review months). Downloads are none.
 */
function revisionsOf(revisions: readonly SspRevision[]): Json[] {
  return revisions.map((revision) => ({
    title: `Revision ${revision.number}, approved by ${markupLine(revision.approvedByName, 'an owner')}`,
    published: revision.approvedAt,
    'last-modified': revision.approvedAt,
    version: revision.version,
    'oscal-version': OSCAL_VERSION,
    remarks: markup(revision.summary),
  }));
}

/**
 * The justifications of a requirement's N/A objectives, each once: what the plan's
 * `not-applicable` status says (3.12.4[d]), and what the import reads back as the N/A's reason.
 */
function notApplicableReasons(data: ComplianceReportData, controlId: string): string | undefined {
  const reasons = [
    ...new Set(
      data.assessment.objectives
        .filter((one) => one.controlId === controlId && one.finding === 'not_applicable')
        .map((one) => one.justification?.trim() ?? '')
        .filter(Boolean),
    ),
  ];
  return reasons.length > 0 ? reasons.map(markup).join('\n\n') : undefined;
}

export function buildSsp(
  data: ComplianceReportData,
  members: Member[],
  revisions: readonly SspRevision[] = [],
): Json {
  const { organization, cycle, generatedAt } = data;
  const level = cycle.level as Level;
  const scope = cycle.scope;
  const organizationId = organization.id;
  const memberParty = (userId: string) => stableUuid(organizationId, 'member', userId);
  const memberIds = new Set(members.map((member) => member.userId));
  const roles = (['owner', 'editor', 'viewer'] as const).filter((role) =>
    members.some((member) => member.role === role),
  );
  const thisSystem = stableUuid(organizationId, 'component', 'this-system');
  const systems = new Map(scope.systems.map((system) => [system.id, system]));
  const systemComponent = (systemId: string) => stableUuid(organizationId, 'component', systemId);
  const profileUuid = stableUuid(organizationId, 'resource', 'profile');
  const standings = new Map(data.assessment.practices.map((practice) => [practice.controlId, practice]));
  const information = OSCAL_INFORMATION_TYPES[level];
  const systemName = oneLine(scope.systemName, '') || oneLine(organization.businessName, 'Organization');
  /** What the scope says, or that it says nothing. */
  const stated = (text: string) => markup(text.trim()) || NOT_STATED;

  const characteristicsRemarks = [
    ['Environment of operation', scope.environment],
    ['Connections to other systems', scope.connections],
    ['People', scope.people],
    ['Facilities', scope.facilities],
    ['External service providers', scope.serviceProviders],
    ['Specialized assets', scope.specializedAssets],
    ['Enduring exceptions', enduringExceptionsText(scope)],
  ]
    .filter(([, text]) => text!.trim())
    .map(([label, text]) => `${label}: ${markup(text!.trim())}`);
  const characteristicsProps: OscalProp[] = [prop('cmmc-level', String(level))];
  if (scope.sspReviewMonths !== null)
    characteristicsProps.push(prop('plan-review-months', String(scope.sspReviewMonths)));
  for (const code of scope.cageCodes) characteristicsProps.push(prop('cage-code', code));

  const implementedRequirements = data.controls.map((control) => {
    const record = data.implementations.get(control.id);
    const status = record?.status ?? 'not_started';
    const statement = record?.implementationStatement?.trim() || null;
    const responsible =
      record?.responsibleUserId && memberIds.has(record.responsibleUserId) ? record.responsibleUserId : null;
    const named = (record?.systemIds ?? []).filter((id) => systems.has(id));
    const standing = standings.get(control.id);
    const planStatus: SspRequirementStatus = standing ? sspRequirementStatus(standing) : 'planned';
    const props: OscalProp[] = [
      prop('requirement', control.id),
      // The progress buttons of the implementation record: the organization's own tracking of its
      // work, not the plan's status (which the findings give, below).
      { ...prop('work-progress', STATUS_LABELS[status]), remarks: WORK_PROGRESS_REMARKS },
    ];
    return compact({
      uuid: stableUuid(organizationId, 'implemented-requirement', control.id),
      'control-id': oscalControlId(control.nistReference),
      props,
      'responsible-roles': responsible
        ? [{ 'role-id': RESPONSIBLE_ROLE, 'party-uuids': [memberParty(responsible)] }]
        : undefined,
      'by-components': withInheritance(organizationId, control.id, record, [
        {
          'component-uuid': thisSystem,
          uuid: stableUuid(organizationId, 'by-component', control.id, 'this-system'),
          description: statement
            ? markup(statement)
            : 'No implementation statement is recorded for this requirement.',
          'implementation-status': compact({
            state: SSP_REQUIREMENT_OSCAL_STATES[planStatus],
            remarks:
              planStatus === 'not_applicable'
                ? notApplicableReasons(data, control.id)
                : `${SSP_REQUIREMENT_STATUS_LABELS[planStatus]}: ${statusBasis(standing)}`,
          }),
        },
        ...named.map((systemId) => ({
          'component-uuid': systemComponent(systemId),
          uuid: stableUuid(organizationId, 'by-component', control.id, systemId),
          description: `${control.id} applies to ${markupLine(systems.get(systemId)!.name)}.`,
        })),
      ]),
      remarks: markup(record?.notes?.trim() ?? '') || undefined,
    });
  });

  const parties = [
    organizationParty(organization),
    ...members.map((member) => ({
      uuid: memberParty(member.userId),
      type: 'person',
      name: oneLine(member.name, 'Member'),
      'member-of-organizations': [organizationPartyUuid(organization)],
    })),
    ...providerParties(organizationId, data.providers),
  ];

  return {
    'system-security-plan': {
      uuid: documentUuid(organizationId, 'ssp'),
      metadata: metadata({
        title: `${markupLine(organization.businessName, 'Organization')}: system security plan (CMMC Level ${level})`,
        exportedAt: generatedAt,
        cycleNumber: cycle.number,
        revisions: revisionsOf(revisions),
        remarks: CONTROL_ID_CATALOG.remarks,
        roles: [
          ...roles.map((role) => ({ id: role, title: ROLE_TITLES[role] })),
          { id: RESPONSIBLE_ROLE, title: 'Member responsible for a requirement' },
        ],
        parties,
        responsibleParties: roles.map((role) => ({
          'role-id': role,
          'party-uuids': members.filter((member) => member.role === role).map((m) => memberParty(m.userId)),
        })),
      }),
      'import-profile': {
        href: `#${profileUuid}`,
        remarks:
          'No OSCAL profile of a CMMC level is published: the back-matter resource this points to embeds the profile CMMC Readiness writes for the level, which imports the catalog whose ids the plan uses.',
      },
      'system-characteristics': compact({
        'system-ids': [
          {
            'identifier-type': 'https://ietf.org/rfc/rfc4122',
            id: stableUuid(organizationId, 'system', organizationId),
          },
        ],
        'system-name': systemName,
        description: stated(scope.systemPurpose),
        props: characteristicsProps,
        'security-sensitivity-level': OSCAL_SENSITIVITY_LEVELS[level],
        'system-information': {
          'information-types': [
            {
              uuid: stableUuid(organizationId, 'information-type', information.key),
              title: information.title,
              description: stated(scope.fciDescription),
            },
          ],
        },
        status: { state: 'operational' },
        'authorization-boundary': { description: stated(scope.boundary) },
        remarks: some(characteristicsRemarks)?.join('\n\n'),
      }),
      'system-implementation': {
        ...compact({ 'leveraged-authorizations': leveragedAuthorizations(organizationId, data.providers) }),
        users:
          roles.length > 0
            ? roles.map((role) => ({
                uuid: stableUuid(organizationId, 'user', role),
                title: ROLE_TITLES[role],
                'role-ids': [role],
              }))
            : [{ uuid: stableUuid(organizationId, 'user', 'members'), title: 'Members of the organization' }],
        components: [
          {
            uuid: thisSystem,
            type: 'this-system',
            title: markupLine(systemName),
            description: stated(scope.systemPurpose),
            status: { state: 'operational' },
          },
          ...scope.systems.map((system) =>
            compact({
              uuid: systemComponent(system.id),
              type: OSCAL_COMPONENT_TYPES[system.kind],
              title: markupLine(system.name),
              description: markup(system.description.trim()) || SYSTEM_KIND_LABELS[system.kind],
              props: [
                prop('system-kind', SYSTEM_KIND_LABELS[system.kind]),
                ...(system.fedrampStatus
                  ? [prop('fedramp-status', FEDRAMP_STATUS_LABELS[system.fedrampStatus])]
                  : []),
              ],
              status: { state: 'operational' },
            }),
          ),
          ...providerComponents(organizationId, data.providers),
        ],
      },
      'control-implementation': {
        description: `How ${markupLine(organization.businessName, 'the organization')} implements each requirement of CMMC Level ${level}, in its own words, with the member responsible and the systems each applies to.`,
        'implemented-requirements': implementedRequirements,
      },
      'back-matter': {
        resources: [
          embeddedDocument({
            uuid: profileUuid,
            title: `Profile: ${PROFILE_TITLES[level]}`,
            description: CONTROL_ID_CATALOG.remarks,
            fileName: PROFILE_FILE_NAME,
            document: buildProfile({
              organization,
              level,
              controls: data.controls,
              cycleNumber: cycle.number,
              exportedAt: generatedAt,
            }),
          }),
          ...publicationResources(organizationId, level),
        ],
      },
    },
  };
}
