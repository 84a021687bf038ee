import { z } from 'zod';
import { objectiveId } from '../../contract/assessment';
import { controlSchema, domainSchema, type Control, type Domain } from '../../contract/catalog';
import { CONTROLS, DOMAINS, REQUIREMENTS } from './data';
import type { RequirementSeed } from './types';

/*
 * The catalog is code: every process writes it to the database at start (catalog/seed.ts),
 * where its rows serve the foreign keys and the SQL that joins them. Reads take it from here,
 * built and serialized once per process, instead of asking the database for the same rows.
 */

const DOMAIN_LIST: readonly Domain[] = DOMAINS.map(({ id, name, shortName, description }) => ({
  id,
  name,
  shortName,
  description,
}));

const CONTROL_LIST: readonly Control[] = CONTROLS.map((control) => {
  const domain = DOMAINS.find((candidate) => candidate.id === control.domainId);
  if (!domain) throw new Error(`Catalog: control ${control.controlNumber} names no known domain`);
  const id = control.controlNumber;
  return {
    id,
    domainId: control.domainId,
    controlNumber: control.controlNumber,
    identifier2024: control.identifier2024,
    farReference: control.farReference,
    nistReference: control.nistReference,
    title: control.title,
    description: control.description,
    implementationGuidance: control.implementationGuidance,
    requiredEvidence: control.requiredEvidence,
    objectives: control.objectives.map((objective) => ({
      id: objectiveId(id, objective.letter),
      ...objective,
    })),
    assessmentMethods: control.assessmentMethods,
    domain: { name: domain.name, shortName: domain.shortName },
  };
});

const CONTROLS_BY_ID = new Map(CONTROL_LIST.map((control) => [control.id, control]));
const POSITIONS = new Map(CONTROL_LIST.map((control, index) => [control.id, index]));

/** The catalog's domains, in order. */
export function catalogDomains(): Domain[] {
  return [...DOMAIN_LIST];
}

/** The catalog's controls in order, with their domain's names; of one domain when asked. */
export function catalogControls(filter: { domainId?: string | undefined } = {}): Control[] {
  return CONTROL_LIST.filter((control) => !filter.domainId || control.domainId === filter.domainId);
}

/** A requirement of the 2024 rule (`PE.L1-b.1.ix`) with its FAR 52.204-21(b)(1) text. */
export function catalogRequirement(id: string): RequirementSeed | undefined {
  return REQUIREMENTS.find((requirement) => requirement.id === id);
}

/** One control of the catalog. */
export function catalogControl(id: string): Control | undefined {
  return CONTROLS_BY_ID.get(id);
}

/** Position of a control in catalog order (unknown ids last). */
export function catalogOrder(id: string): number {
  return POSITIONS.get(id) ?? CONTROL_LIST.length;
}

/** The JSON of an answer, checked against its schema once and kept: what `sendJson` sends. */
const serialized = (schema: z.ZodType, value: unknown) => JSON.stringify(schema.parse(value));
const DOMAINS_JSON = serialized(z.array(domainSchema), DOMAIN_LIST);
const CONTROLS_JSON = new Map<string, string>([
  ['', serialized(z.array(controlSchema), CONTROL_LIST)],
  ...DOMAIN_LIST.map(
    (domain) =>
      [domain.id, serialized(z.array(controlSchema), catalogControls({ domainId: domain.id }))] as const,
  ),
]);
const NO_CONTROLS_JSON = '[]';
const CONTROL_JSON = new Map(CONTROL_LIST.map((control) => [control.id, serialized(controlSchema, control)]));

/** One control's JSON, checked and serialized once, for answers that embed it (`spliceJson`). */
export function catalogControlJson(id: string): string | undefined {
  return CONTROL_JSON.get(id);
}

/** Every domain's JSON, checked and serialized once (GET /api/domains). */
export function catalogDomainsJson(): string {
  return DOMAINS_JSON;
}

/** The controls' JSON, of one domain when asked (an unknown domain has none), serialized once. */
export function catalogControlsJson(filter: { domainId?: string | undefined } = {}): string {
  return CONTROLS_JSON.get(filter.domainId ?? '') ?? NO_CONTROLS_JSON;
}
