import type { ObjectiveFinding } from '../../../contract/assessment';
import type { Control } from '../../../contract/catalog';
import type { Level } from '../../../contract/level2';
import {
  basisRemark,
  CONTROL_ID_CATALOG,
  NO_METHOD_REMARK,
  OSCAL_MEDIA_TYPE,
  OSCAL_FINDING_STATES,
  OSCAL_METHODS,
  OSCAL_NS,
  OSCAL_UNKNOWN_METHOD,
  OSCAL_VERSION,
  oscalDocumentVersion,
  oscalObjectiveId,
  type OscalDocumentKind,
} from '../../../contract/oscal';
import { markupText } from '../../../contract/oscal-markup';
import { PARTIAL_LABELS } from '../../../contract/sprs';
import { withoutHiddenControls } from '../../../contract/text';
import type { EvidenceIndexRow } from '../compliance-data';
import { stableUuid } from './uuid';

/**
 * The parts the OSCAL documents of D32 share: metadata, properties in our namespace, the
 * back-matter resources naming the catalog and the evidence files, and the findings and
 * observations of the self-assessment (the assessment results hold them all; the POA&M those of
 * its requirements, with the same UUIDs).
 */

export type Json = Record<string, unknown>;

export interface OscalProp {
  name: string;
  ns?: string;
  value: string;
  remarks?: string;
}

/**
 * OSCAL's string type refuses leading or trailing whitespace and line breaks (`^\S(.*\S)?$`): a
 * value of ours goes on one line, trimmed, without hidden controls (issue 38, for text stored
 * before free text was cleaned on the way in); an empty one becomes `fallback`.
 */
export function oneLine(text: string, fallback = '-'): string {
  return withoutHiddenControls(text).replace(/\s+/g, ' ').trim() || fallback;
}

/**
 * What a person typed, in a markup-multiline field (`description`, `remarks`): escaped so that a
 * viewer shows the text, never HTML or Markdown (issue 38, src/contract/oscal-markup.ts).
 */
export const markup = (text: string): string => markupText(text);

/** What a person typed, in a markup-line field (`title`): on one line, then escaped as `markup`. */
export const markupLine = (text: string, fallback?: string): string => markupText(oneLine(text, fallback));

/** A property of ours (D32): its meaning is ours, so it names our namespace. */
export const prop = (name: string, value: string): OscalProp => ({
  name,
  ns: OSCAL_NS,
  value: oneLine(value),
});

/** OSCAL arrays hold at least one item when present: an empty one is left out. */
export function some<T>(items: T[]): T[] | undefined {
  return items.length > 0 ? items : undefined;
}

/** Drops the keys whose value is undefined, so that JSON.stringify and the schema see no gaps. */
export function compact<T extends Json>(object: T): T {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined)) as T;
}

export interface OscalOrganization {
  id: string;
  businessName: string;
}

/** The organization as an OSCAL party: the one that assessed itself (a self-assessment). */
export const organizationPartyUuid = (organization: OscalOrganization) =>
  stableUuid(organization.id, 'organization');

export function organizationParty(organization: OscalOrganization): Json {
  return {
    uuid: organizationPartyUuid(organization),
    type: 'organization',
    name: oneLine(organization.businessName, 'Organization'),
  };
}

/**
 * A document's UUID: one per organization and kind of document (issue 40 item 7), so that a
 * consuming tool sees each export as a new revision of the same document (its `metadata.version`
 * and `last-modified` change, see `metadata`).
 */
export const documentUuid = (organizationId: string, kind: OscalDocumentKind) =>
  stableUuid(organizationId, 'document', kind);

/**
 * The metadata every document carries: last-modified is the time of the export, and the version
 * names the cycle and that time (`oscalDocumentVersion`), so that each export is a revision.
 */
export function metadata(options: {
  title: string;
  exportedAt: Date;
  cycleNumber: number;
  parties: Json[];
  roles?: Json[];
  responsibleParties?: Json[];
  props?: OscalProp[];
  remarks?: string;
  /** The document's earlier versions (the SSP's revision history, D32). */
  revisions?: Json[];
}): Json {
  return compact({
    title: options.title,
    'last-modified': options.exportedAt.toISOString(),
    version: oscalDocumentVersion(options.cycleNumber, options.exportedAt),
    'oscal-version': OSCAL_VERSION,
    revisions: some(options.revisions ?? []),
    props: some(options.props ?? []),
    roles: some(options.roles ?? []),
    parties: some(options.parties),
    'responsible-parties': some(options.responsibleParties ?? []),
    remarks: options.remarks,
  });
}

/**
 * A back-matter resource holding a whole OSCAL document we generate, base64-encoded with its file
 * name and media type (OSCAL back-matter `base64`), so that an `import-profile`, `import-ap` or
 * `import-ssp` pointing to it (`#uuid`) resolves inside the file, with nothing to sign in to.
 */
export function embeddedDocument(options: {
  uuid: string;
  title: string;
  description: string;
  fileName: string;
  document: Json;
}): Json {
  return {
    uuid: options.uuid,
    title: options.title,
    description: options.description,
    base64: {
      filename: options.fileName,
      'media-type': OSCAL_MEDIA_TYPE,
      value: Buffer.from(JSON.stringify(options.document), 'utf8').toString('base64'),
    },
    remarks: `The document is embedded: decode the base64 value (${options.fileName}, ${OSCAL_MEDIA_TYPE}).`,
  };
}

/** Back-matter resources: the publications the assessment follows, by level. */
interface Publication {
  key: string;
  title: string;
  citation: string;
  doi?: string;
  href?: string;
}

const SP_800_171 = {
  key: 'nist-sp-800-171r2',
  title:
    'NIST SP 800-171 Rev. 2, Protecting Controlled Unclassified Information in Nonfederal Systems and Organizations',
  citation:
    'Ross, R., Pillitteri, V., Dempsey, K., Riddle, M., Guissanie, G. NIST Special Publication 800-171 Revision 2 (February 2020).',
  doi: '10.6028/NIST.SP.800-171r2',
} satisfies Publication;

const SP_800_171A = {
  key: 'nist-sp-800-171a',
  title: 'NIST SP 800-171A, Assessing Security Requirements for Controlled Unclassified Information',
  citation: 'Ross, R., Dempsey, K., Pillitteri, V. NIST Special Publication 800-171A (June 2018).',
  doi: '10.6028/NIST.SP.800-171A',
} satisfies Publication;

const CFR_170 = {
  key: '32-cfr-170',
  title: '32 CFR Part 170, Cybersecurity Maturity Model Certification (CMMC) Program',
  citation: 'Code of Federal Regulations, Title 32, Part 170.',
  href: 'https://www.ecfr.gov/current/title-32/part-170',
} satisfies Publication;

const FAR_52_204_21 = {
  key: 'far-52-204-21',
  title: 'FAR 52.204-21, Basic Safeguarding of Covered Contractor Information Systems',
  citation: 'Federal Acquisition Regulation 52.204-21(b)(1).',
  href: 'https://www.acquisition.gov/far/52.204-21',
} satisfies Publication;

const CMMC_L1_GUIDE = {
  key: 'cmmc-l1-assessment-guide',
  title: 'CMMC Assessment Guide, Level 1',
  citation: 'Department of Defense, CMMC Assessment Guide Level 1 (the objectives of each Level 1 practice).',
} satisfies Publication;

const PUBLICATIONS: Record<Level, Publication[]> = {
  1: [FAR_52_204_21, CFR_170, CMMC_L1_GUIDE, SP_800_171A],
  2: [SP_800_171, SP_800_171A, CFR_170],
};

/** The catalog's resource: the publication whose ids the documents use (SP 800-171 Rev 2's numbering). */
export const catalogResourceUuid = (organizationId: string, level: Level) =>
  stableUuid(organizationId, 'resource', level === 1 ? FAR_52_204_21.key : SP_800_171.key);

/**
 * The OSCAL catalog whose ids the documents use (CONTROL_ID_CATALOG: a third party's catalog of SP
 * 800-171 Rev 2, not NIST's), at its pinned commit with its SHA-256: the profile imports it.
 */
export const controlIdCatalogUuid = (organizationId: string) =>
  stableUuid(organizationId, 'resource', 'control-id-catalog');

export function controlIdCatalogResource(organizationId: string): Json {
  return {
    uuid: controlIdCatalogUuid(organizationId),
    title: CONTROL_ID_CATALOG.title,
    rlinks: [
      {
        href: CONTROL_ID_CATALOG.href,
        'media-type': OSCAL_MEDIA_TYPE,
        hashes: [{ algorithm: 'SHA-256', value: CONTROL_ID_CATALOG.sha256 }],
      },
    ],
    remarks: CONTROL_ID_CATALOG.remarks,
  };
}

/** The publications of the level, then the catalog whose ids the document uses. */
export function publicationResources(organizationId: string, level: Level): Json[] {
  return [...publicationsOf(organizationId, level), controlIdCatalogResource(organizationId)];
}

function publicationsOf(organizationId: string, level: Level): Json[] {
  return PUBLICATIONS[level].map((publication) =>
    compact({
      uuid: stableUuid(organizationId, 'resource', publication.key),
      title: publication.title,
      'document-ids': publication.doi
        ? [{ scheme: 'http://www.doi.org/', identifier: publication.doi }]
        : undefined,
      citation: { text: publication.citation },
      rlinks: publication.doi
        ? [{ href: `https://doi.org/${publication.doi}` }]
        : publication.href
          ? [{ href: publication.href }]
          : undefined,
    }),
  );
}

/** An evidence file as a back-matter resource, its SHA-256 in the rlink's hashes (D25). */
export const evidenceResourceUuid = (organizationId: string, evidenceId: string) =>
  stableUuid(organizationId, 'evidence', evidenceId);

export function evidenceResource(organizationId: string, file: EvidenceIndexRow): Json {
  return compact({
    uuid: evidenceResourceUuid(organizationId, file.id),
    title: markupLine(file.fileName, 'Evidence file'),
    props: [
      prop('evidence-id', file.id),
      prop('file-size', String(file.fileSize)),
      prop('uploaded-at', file.uploadedAt),
    ],
    rlinks: [
      compact({
        href: `/api/evidence/${file.id}/content`,
        hashes: file.sha256 ? [{ algorithm: 'SHA-256', value: file.sha256 }] : undefined,
      }),
    ],
    remarks: file.sha256
      ? 'The file as uploaded to CMMC Readiness: a member of the organization downloads it at this path, and the evidence package (ZIP) carries it too. Its SHA-256 was computed while it was received.'
      : 'The file as uploaded to CMMC Readiness: a member of the organization downloads it at this path, and the evidence package (ZIP) carries it too. No SHA-256 was recorded when it was received.',
  });
}

/** What the findings and observations are made from: one assessed objective of the current cycle. */
export interface AssessedObjective {
  objective: ObjectiveFinding & { finding: NonNullable<ObjectiveFinding['finding']> };
  control: Control;
  text: string;
}

/** The objectives of the assessment that have a finding in the current cycle, in catalog order. */
export function assessedObjectives(objectives: ObjectiveFinding[], controls: Control[]): AssessedObjective[] {
  const byId = new Map(controls.map((control) => [control.id, control]));
  return objectives.flatMap((objective) => {
    const control = byId.get(objective.controlId);
    if (!objective.finding || !control) return [];
    const text = control.objectives.find((one) => one.id === objective.objectiveId)?.text ?? '';
    return [{ objective: { ...objective, finding: objective.finding }, control, text }];
  });
}

export const findingUuid = (organizationId: string, cycleId: string, objectiveId: string) =>
  stableUuid(organizationId, 'finding', cycleId, objectiveId);
export const observationUuid = (organizationId: string, cycleId: string, objectiveId: string) =>
  stableUuid(organizationId, 'observation', cycleId, objectiveId);

interface FindingContext {
  organization: OscalOrganization;
  cycleId: string;
  /** The organization's evidence files by id: those an objective rests on become relevant evidence. */
  evidence: Map<string, EvidenceIndexRow>;
}

/** The files one finding rests on that the organization still holds, in the order it lists them. */
export function evidenceOfObjective(objective: ObjectiveFinding, evidence: Map<string, EvidenceIndexRow>) {
  return objective.evidenceIds.flatMap((id) => {
    const file = evidence.get(id);
    return file ? [file] : [];
  });
}

/**
 * The observation behind one finding: how the organization assessed the objective (the methods of
 * NIST SP 800-171A it recorded), its note, and the evidence files the finding rests on.
 */
export function observationOf(context: FindingContext, assessed: AssessedObjective): Json {
  const { objective, text } = assessed;
  const organizationId = context.organization.id;
  const methods = objective.methods.map((method) => OSCAL_METHODS[method]);
  const remarks = [markup(objective.note ?? ''), methods.length === 0 ? NO_METHOD_REMARK : ''].filter(
    (part) => part.trim(),
  );
  const files = evidenceOfObjective(objective, context.evidence);
  return compact({
    uuid: observationUuid(organizationId, context.cycleId, objective.objectiveId),
    title: `Self-assessment of ${objective.objectiveId}`,
    description: `The organization assessed objective ${objective.objectiveId}: ${text}`,
    props: [prop('objective', objective.objectiveId)],
    methods: methods.length > 0 ? methods : [OSCAL_UNKNOWN_METHOD],
    types: ['control-objective'],
    origins: [{ actors: [{ type: 'party', 'actor-uuid': organizationPartyUuid(context.organization) }] }],
    'relevant-evidence': some(
      files.map((file) =>
        compact({
          href: `#${evidenceResourceUuid(organizationId, file.id)}`,
          description: `Evidence file "${markupLine(file.fileName)}"`,
          props: file.sha256 ? [prop('sha-256', file.sha256)] : undefined,
        }),
      ),
    ),
    collected: new Date(objective.updatedAt ?? Date.now()).toISOString(),
    remarks: some(remarks)?.join('\n\n'),
  });
}

/**
 * The finding on one objective: its target is the objective (SP 800-171A's id, OSCAL's
 * `objective-id`), satisfied or not; N/A is satisfied with a property saying so and the
 * justification in the remarks; Level 2's partial case, basis and capability policy (D30) are
 * properties of ours.
 */
export function findingOf(context: FindingContext, assessed: AssessedObjective): Json {
  const { objective, control, text } = assessed;
  const organizationId = context.organization.id;
  const props: OscalProp[] = [prop('objective', objective.objectiveId), prop('finding', objective.finding)];
  const remarks: string[] = [];
  if (objective.finding === 'not_applicable') {
    props.push(prop('not-applicable', 'true'));
    if (objective.justification) remarks.push(objective.justification);
    if (objective.capabilityOff) props.push(prop('capability-kept-off-by-policy', 'true'));
  }
  if (objective.partial) {
    props.push(prop('partial-credit', objective.partial));
    remarks.push(`Partial credit: ${PARTIAL_LABELS[objective.partial]}.`);
  }
  if (objective.basis) {
    props.push(prop('counts-as-met-by', objective.basis));
    remarks.push(basisRemark(objective.basis, objective.basisDescription));
  }
  return compact({
    uuid: findingUuid(organizationId, context.cycleId, objective.objectiveId),
    title: `${objective.objectiveId} ${objective.finding === 'met' ? 'MET' : objective.finding === 'not_met' ? 'NOT MET' : 'N/A'}`,
    description: text || objective.objectiveId,
    props,
    target: {
      type: 'objective-id',
      'target-id': oscalObjectiveId(control.nistReference, objective.letter),
      status: { state: OSCAL_FINDING_STATES[objective.finding] },
    },
    'related-observations': [
      { 'observation-uuid': observationUuid(organizationId, context.cycleId, objective.objectiveId) },
    ],
    remarks: some(remarks.map(markup))?.join('\n\n'),
  });
}

/** The evidence files the observations refer to, each once, in the order first referred to. */
export function referencedEvidence(
  objectives: AssessedObjective[],
  evidence: Map<string, EvidenceIndexRow>,
): EvidenceIndexRow[] {
  const seen = new Map<string, EvidenceIndexRow>();
  for (const { objective } of objectives)
    for (const file of evidenceOfObjective(objective, evidence)) seen.set(file.id, file);
  return [...seen.values()];
}
