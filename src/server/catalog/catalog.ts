import { z } from 'zod';
import { objectiveId } from '../../contract/assessment';
import { controlSchema, domainSchema, type Control, type Domain } from '../../contract/catalog';
import { levelOfId, type Level } from '../../contract/level2';
import { CONTROLS, DOMAINS, REQUIREMENTS } from './data';
import { LEVEL2_CONTROLS, LEVEL2_DOMAINS } from './level2/catalog';
import type { ControlSeed, DomainSeed, RequirementSeed } from './types';

/*
 * The catalog is code: every process writes it to the database at start (catalog/seed.ts),
 * where its rows serve the foreign keys and the SQL that joins them. Reads take it from here,
 * built and serialized once per process, instead of asking the database for the same rows.
 * There is one catalog per level (D29): Level 1's 17 practices and Level 2's 110 requirements,
 * with their own ids (`AC.L1-3.1.1`, `AC.L2-3.1.1`).
 */

interface LevelCatalog {
  domains: readonly Domain[];
  controls: readonly Control[];
  domainsJson: Buffer;
  /** The controls' JSON by domain id ('' for all). */
  controlsJson: Map<string, Buffer>;
}

const serialized = (schema: z.ZodType, value: unknown) => JSON.stringify(schema.parse(value));
/** A whole answer's JSON as the UTF-8 bytes sent: a string would be encoded again on each send. */
const answerBytes = (schema: z.ZodType, value: unknown) => Buffer.from(serialized(schema, value), 'utf8');

function toControl(
  seed: ControlSeed & { level: Level; points: number | null; level1: boolean },
  domains: readonly DomainSeed[],
): Control {
  const domain = domains.find((candidate) => candidate.id === seed.domainId);
  if (!domain) throw new Error(`Catalog: control ${seed.controlNumber} names no known domain`);
  const id = seed.controlNumber;
  return {
    id,
    domainId: seed.domainId,
    controlNumber: seed.controlNumber,
    level: seed.level,
    identifier2024: seed.identifier2024,
    farReference: seed.farReference,
    points: seed.points,
    level1: seed.level1,
    nistReference: seed.nistReference,
    title: seed.title,
    description: seed.description,
    implementationGuidance: seed.implementationGuidance,
    requiredEvidence: seed.requiredEvidence,
    objectives: seed.objectives.map((objective) => ({ id: objectiveId(id, objective.letter), ...objective })),
    assessmentMethods: seed.assessmentMethods,
    domain: { name: domain.name, shortName: domain.shortName },
  };
}

function buildLevel(domainSeeds: readonly DomainSeed[], controls: readonly Control[]): LevelCatalog {
  const domains = domainSeeds.map(({ id, name, shortName, description }) => ({
    id,
    name,
    shortName,
    description,
  }));
  return {
    domains,
    controls,
    domainsJson: answerBytes(z.array(domainSchema), domains),
    controlsJson: new Map([
      ['', answerBytes(z.array(controlSchema), controls)],
      ...domains.map(
        (domain) =>
          [
            domain.id,
            answerBytes(
              z.array(controlSchema),
              controls.filter((control) => control.domainId === domain.id),
            ),
          ] as const,
      ),
    ]),
  };
}

const LEVEL1_CONTROLS = CONTROLS.map((seed) =>
  toControl({ ...seed, level: 1, points: null, level1: true }, DOMAINS),
);

const CATALOGS: Record<Level, LevelCatalog> = {
  1: buildLevel(DOMAINS, LEVEL1_CONTROLS),
  2: buildLevel(
    LEVEL2_DOMAINS,
    LEVEL2_CONTROLS.map((seed) => toControl(seed, LEVEL2_DOMAINS)),
  ),
};

const ALL_CONTROLS = [...CATALOGS[1].controls, ...CATALOGS[2].controls];
const CONTROLS_BY_ID = new Map(ALL_CONTROLS.map((control) => [control.id, control]));
const POSITIONS = new Map(
  [CATALOGS[1], CATALOGS[2]].flatMap((catalog) =>
    catalog.controls.map((control, index) => [control.id, index] as const),
  ),
);
const CONTROL_JSON = new Map(ALL_CONTROLS.map((control) => [control.id, serialized(controlSchema, control)]));
const NO_CONTROLS_JSON = Buffer.from('[]', 'utf8');

/** A level's domains (families), in order. */
export function catalogDomains(level: Level): Domain[] {
  return [...CATALOGS[level].domains];
}

/** A level's controls in order, with their domain's names; of one domain when asked. */
export function catalogControls(level: Level, filter: { domainId?: string | undefined } = {}): Control[] {
  return CATALOGS[level].controls.filter(
    (control) => !filter.domainId || control.domainId === filter.domainId,
  );
}

/** A requirement of the 2024 rule (`PE.L1-b.1.ix`) with its FAR 52.204-21(b)(1) text (Level 1). */
export function catalogRequirement(id: string): RequirementSeed | undefined {
  return REQUIREMENTS.find((requirement) => requirement.id === id);
}

/** One control of either catalog, by its id (ids are per level). */
export function catalogControl(id: string): Control | undefined {
  return CONTROLS_BY_ID.get(id);
}

/** The level of a control or objective id the catalogs know; null for anything else. */
export function catalogLevelOf(id: string): Level | null {
  const level = levelOfId(id);
  return level && CONTROLS_BY_ID.has(id.replace(/\[[a-z]\]$/, '')) ? level : null;
}

/** Position of a control in its level's order (unknown ids last). */
export function catalogOrder(id: string): number {
  return POSITIONS.get(id) ?? ALL_CONTROLS.length;
}

/** One control's JSON, checked and serialized once, for answers that embed it (`spliceJson`). */
export function catalogControlJson(id: string): string | undefined {
  return CONTROL_JSON.get(id);
}

/** A level's domains' JSON, checked and serialized once (GET /api/domains). */
export function catalogDomainsJson(level: Level): Buffer {
  return CATALOGS[level].domainsJson;
}

/** A level's controls' JSON, of one domain when asked (an unknown domain has none), serialized once. */
export function catalogControlsJson(level: Level, filter: { domainId?: string | undefined } = {}): Buffer {
  return CATALOGS[level].controlsJson.get(filter.domainId ?? '') ?? NO_CONTROLS_JSON;
}

/** Every domain and control seed of both levels, for the seed that writes them to the database. */
export const SEED_DOMAINS: readonly DomainSeed[] = [
  ...LEVEL2_DOMAINS,
  ...DOMAINS.filter((domain) => !LEVEL2_DOMAINS.some((family) => family.id === domain.id)),
];

/** Both levels' controls (Level 1 first), of one domain when asked: the console's lists span every organization. */
export function everyCatalogControl(filter: { domainId?: string | undefined } = {}): Control[] {
  return ALL_CONTROLS.filter((control) => !filter.domainId || control.domainId === filter.domainId);
}
