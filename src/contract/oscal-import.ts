import { z } from 'zod';
import type { Control } from './catalog';
import { ASSESSMENT_METHODS, FINDINGS, type AssessmentMethod, type Finding } from './assessment';
import { basisDescriptionOf, NO_METHOD_REMARK, OSCAL_NS } from './oscal';
import { plainTextOfMarkup } from './oscal-markup';
import { FINDING_BASES, PARTIALS, type FindingBasis } from './sprs';

/**
 * Importing an OSCAL assessment-results document (D32, issue 27): the findings, methods and notes
 * another tool (or our own export) recorded against the NIST SP 800-171 Rev 2 / SP 800-171A
 * catalog, read into the inputs of a finding's save. Pure, so the rules here are unit-tested and
 * the server only resolves ids against its catalog and writes.
 *
 * The document's shape is NIST OSCAL 1.1.x assessment-results
 * (https://pages.nist.gov/OSCAL-Reference/models/v1.1.3/assessment-results/json-reference/):
 * `assessment-results.results[].findings[].target` names an objective (`type: "objective-id"`)
 * and its `status.state` (`satisfied` | `not-satisfied`); `related-observations` point at
 * `observations[]`, which carry the `methods` (EXAMINE, INTERVIEW, TEST: NIST SP 800-171A
 * section 2.1) and the text of what was done. Evidence (`relevant-evidence`, back-matter) is not
 * imported: files are uploaded and linked by the organization itself (D22).
 *
 * A system security plan (NIST OSCAL 1.1.x `system-security-plan`) is read too, for one thing
 * only: the requirements whose `implementation-status` is `not-applicable` (issue 40), recorded as
 * N/A on each of their objectives (`readSystemSecurityPlan`). What a plan says of the others is
 * its claim, not a finding, and is skipped.
 *
 * Ids the catalog of the organization's level does not know are skipped and listed with why, and
 * the rest imported (issue 40); a document none of whose findings can be recorded imports nothing.
 */

/** The largest document accepted, in bytes: a full Level 2 document with long notes fits (413 beyond). */
export const OSCAL_IMPORT_MAX_BYTES = 8 * 1024 * 1024;

/** How many unknown or refused objectives an error lists by name. */
export const LISTED_AT_MOST = 20;

// ---- the document, as far as it is read -----------------------------------------------------

const SHAPE_MESSAGE =
  'Send an OSCAL assessment-results document: {"assessment-results": {"results": [...]}}, or a system security plan: {"system-security-plan": {"control-implementation": {...}}}';

/** A property; `ns` is any namespace or none. */
const propSchema = z.looseObject({
  name: z.string('A prop has a name'),
  ns: z.string().optional(),
  value: z.string('A prop has a value (a string)'),
});

const observationSchema = z.looseObject({
  uuid: z.string('An observation has a uuid').max(100),
  methods: z
    .array(z.string('An observation method is a string: EXAMINE, INTERVIEW or TEST'))
    .max(10)
    .optional(),
  description: z.string('An observation has a description').optional(),
  remarks: z.string().optional(),
  props: z.array(propSchema).max(200).optional(),
});

const findingSchema = z.looseObject({
  uuid: z.string().max(100).optional(),
  target: z.looseObject(
    {
      type: z.enum(
        ['objective-id', 'statement-id'],
        'A finding\'s target.type is "objective-id" or "statement-id"',
      ),
      'target-id': z.string("A finding's target has a target-id").min(1).max(200),
      status: z.looseObject(
        {
          state: z.enum(
            ['satisfied', 'not-satisfied'],
            'A finding\'s target.status.state is "satisfied" or "not-satisfied"',
          ),
          reason: z.string().max(200).optional(),
          remarks: z.string().optional(),
        },
        'A finding\'s target has a status: {"state": "satisfied" | "not-satisfied"}',
      ),
    },
    'A finding has a target: {"type": "objective-id", "target-id": ..., "status": {"state": ...}}',
  ),
  'related-observations': z
    .array(z.looseObject({ 'observation-uuid': z.string('A related observation has an observation-uuid') }))
    .max(1000)
    .optional(),
  description: z.string().optional(),
  remarks: z.string().optional(),
  props: z.array(propSchema).max(200).optional(),
});

const resultSchema = z.looseObject({
  start: z.string().optional(),
  observations: z.array(observationSchema).max(20_000).optional(),
  findings: z.array(findingSchema).max(10_000).optional(),
});

const assessmentResultsSchema = z.looseObject(
  {
    results: z
      .array(resultSchema, 'An assessment-results document has results: [...]')
      .min(1, 'An assessment-results document has at least one result')
      .max(1000),
  },
  SHAPE_MESSAGE,
);

/** An implementation status as an SSP states it (`implementation-status`), any state (OSCAL's list is open). */
const implementationStatusSchema = z.looseObject(
  {
    state: z.string('An implementation-status has a state').max(200),
    remarks: z.string().optional(),
  },
  'An implementation-status is {"state": ...}',
);
const byComponentSchema = z.looseObject({
  description: z.string().optional(),
  'implementation-status': implementationStatusSchema.optional(),
});
const implementedRequirementSchema = z.looseObject(
  {
    'control-id': z.string('An implemented requirement has a control-id').min(1).max(200),
    props: z.array(propSchema).max(200).optional(),
    'by-components': z.array(byComponentSchema).max(1000).optional(),
    statements: z
      .array(z.looseObject({ 'by-components': z.array(byComponentSchema).max(1000).optional() }))
      .max(1000)
      .optional(),
    remarks: z.string().optional(),
  },
  'An implemented requirement is {"control-id": ..., "by-components": [...]}',
);
const systemSecurityPlanSchema = z.looseObject(
  {
    'control-implementation': z.looseObject(
      {
        'implemented-requirements': z
          .array(implementedRequirementSchema, 'A control-implementation has implemented-requirements: [...]')
          .max(5000),
      },
      'A system security plan has a control-implementation: {"implemented-requirements": [...]}',
    ),
  },
  SHAPE_MESSAGE,
);

/**
 * The body of POST /api/assessment/import/oscal: an assessment-results document or a system
 * security plan, only what is read; anything else is ignored.
 */
export const oscalAssessmentResultsSchema = z
  .looseObject(
    {
      'assessment-results': assessmentResultsSchema.optional(),
      'system-security-plan': systemSecurityPlanSchema.optional(),
    },
    SHAPE_MESSAGE,
  )
  .refine(
    (document) =>
      (document['assessment-results'] === undefined) !== (document['system-security-plan'] === undefined),
    SHAPE_MESSAGE,
  );
export type OscalFindingsDocument = z.infer<typeof oscalAssessmentResultsSchema>;
/** An assessment-results document, as the import reads it. */
export type OscalAssessmentResults = {
  'assessment-results': z.infer<typeof assessmentResultsSchema>;
};
/** A system security plan, as the import reads it. */
export type OscalSystemSecurityPlan = { 'system-security-plan': z.infer<typeof systemSecurityPlanSchema> };

export const oscalImportQuerySchema = z.object({
  /** `true`: answer what would change, write nothing. */
  preview: z.enum(['true', 'false'], 'preview is true or false').optional(),
});

// ---- the answer -------------------------------------------------------------------------------

const findingStateSchema = z.object({
  finding: z.enum(FINDINGS).nullable(),
  methods: z.array(z.enum(ASSESSMENT_METHODS)),
  note: z.string().nullable(),
  justification: z.string().nullable(),
  partial: z.enum(PARTIALS).nullable(),
  basis: z.enum(FINDING_BASES).nullable(),
  basisDescription: z.string().nullable(),
  capabilityOff: z.boolean(),
});
export type FindingState = z.infer<typeof findingStateSchema>;

export const IMPORT_CHANGES = ['new', 'changed', 'unchanged'] as const;
export type ImportChange = (typeof IMPORT_CHANGES)[number];

/**
 * Why an entry of the document is not imported: its id is not in the catalog of the level
 * (`unknown`), it names a requirement as a whole (`requirement`: findings are per objective), or
 * it is not a finding (`not_a_finding`: an SSP's status other than not-applicable).
 */
export const SKIP_KINDS = ['unknown', 'requirement', 'not_a_finding'] as const;
export type SkipKind = (typeof SKIP_KINDS)[number];

export const skippedEntrySchema = z.object({
  targetId: z.string(),
  kind: z.enum(SKIP_KINDS),
  reason: z.string(),
});
export type SkippedEntry = z.infer<typeof skippedEntrySchema>;

export const oscalImportSummarySchema = z.object({
  /** True when nothing was written (`?preview=true`). */
  preview: z.boolean(),
  /** What the document is: assessment results (findings) or a system security plan (N/A only). */
  document: z.enum(['assessment-results', 'system-security-plan']),
  /** The level whose catalog the ids were resolved in: the organization's (D29). */
  level: z.union([z.literal(1), z.literal(2)]),
  counts: z.object({
    new: z.number().int(),
    changed: z.number().int(),
    unchanged: z.number().int(),
    skipped: z.number().int(),
  }),
  /** Each objective the document finds, in catalog order. */
  objectives: z.array(
    z.object({
      objectiveId: z.string(),
      /** The target-id as the document wrote it. */
      targetId: z.string(),
      /**
       * `new`: no finding counts for the objective in the open cycle (none, one cleared, or one of
       * an earlier cycle, which the import confirms: D23); `changed`: the import changes it;
       * `unchanged`: the document says what is recorded already (nothing is written).
       */
      change: z.enum(IMPORT_CHANGES),
      /** What the open cycle holds now; null when the objective has no finding made in it. */
      current: findingStateSchema.nullable(),
      /** What the objective holds after the import. */
      imported: findingStateSchema,
    }),
  ),
  /**
   * What is not imported, with why (`SKIP_KINDS`): ids the catalog does not know, findings on a
   * requirement as a whole, an SSP's statuses other than not-applicable. The rest is imported.
   */
  skipped: z.array(skippedEntrySchema),
  /** Controls whose auditor's verdict lapses (D19) with the import (would lapse, in a preview). */
  lapsedVerdicts: z.array(z.string()),
});
export type OscalImportSummary = z.infer<typeof oscalImportSummarySchema>;

// ---- target ids ---------------------------------------------------------------------------------

/**
 * A target-id read without the catalog. Accepted forms (`[a]` may also be written `_obj.a` or `.a`,
 * letters in either case):
 * - `AC.L2-3.1.1[a]`, `AC.L1-3.1.1[a]`: ours, the CMMC model's ids (32 CFR 170.14(c)(1));
 * - `3.1.1[a]`: NIST SP 800-171A's determination statements, at the organization's level;
 * - `3.1.1_obj.a`: the OSCAL part id convention of NIST's catalogs (`ac-2_obj.a` in SP 800-53);
 * - `_03.01.01_obj.a`: the objective part ids of khanssen/oscal-nist-800-171r2 (its controls are
 *   `_03.01.01`). Zero-padded numbers are read only with that leading underscore: `03.01.01` is how
 *   SP 800-171 Rev 3 numbers its (different) requirements, which must not land on Rev 2's;
 * - `AC.L1-b.1.i[a]`: the Level 1 requirements of 32 CFR 170.15(c)(1) / the CMMC Assessment Guide
 *   Level 1 v2.13, whose PE.L1-b.1.ix [a]-[f] are 3.10.3 [a]-[b], 3.10.4 [a] and 3.10.5 [a]-[c].
 * Without a letter (`3.1.1`, `3.1.1_obj`, `3.1.1_smt`, `AC.L2-3.1.1`, `AC.L1-b.1.i`) the id names the
 * requirement as a whole.
 */
export type ParsedTarget =
  | { kind: 'nist'; level: 1 | 2 | null; family: string | null; nist: string; letter: string | null }
  | { kind: 'far'; requirement: string; letter: string | null };

const LETTER = String.raw`(?:\[([a-z])\]|_obj\.([a-z])|\.([a-z])|_obj|_smt)?`;
const NIST_TARGET = new RegExp(
  String.raw`^(?:([A-Z]{2})\.L([12])-)?(?:3\.([1-9]|1[0-4])\.([1-9]\d?)|_03\.(0[1-9]|1[0-4])\.(\d\d))${LETTER}$`,
  'i',
);
const FAR_TARGET = new RegExp(String.raw`^([A-Z]{2})\.L1-b\.1\.([ivx]+)${LETTER}$`, 'i');

const letterOf = (match: RegExpExecArray, from: number) =>
  (match[from] ?? match[from + 1] ?? match[from + 2])?.toLowerCase() ?? null;

export function parseTargetId(targetId: string): ParsedTarget | null {
  const id = targetId.trim();
  const far = FAR_TARGET.exec(id);
  if (far) {
    return {
      kind: 'far',
      requirement: `${far[1]!.toUpperCase()}.L1-b.1.${far[2]!.toLowerCase()}`,
      letter: letterOf(far, 3),
    };
  }
  const nist = NIST_TARGET.exec(id);
  if (!nist) return null;
  // `3.1.1`, or khanssen's `_03.01.01` without its padding.
  const family = nist[3] ?? String(Number(nist[5]));
  const requirement = nist[4] ?? String(Number(nist[6]));
  return {
    kind: 'nist',
    family: nist[1]?.toUpperCase() ?? null,
    level: nist[2] ? (Number(nist[2]) as 1 | 2) : null,
    nist: `3.${family}.${requirement}`,
    letter: letterOf(nist, 7),
  };
}

export type ResolvedTarget =
  | { kind: 'objective'; objectiveId: string; controlId: string }
  /** A requirement as a whole: its practices (several for PE.L1-b.1.ix, one otherwise). */
  | { kind: 'requirement'; name: string; controlIds: string[] }
  | { kind: 'unknown'; reason: string };

/**
 * A target in the catalog of the organization's level (`controls`, in catalog order): the objective,
 * the requirement it names as a whole, or why the catalog does not know it.
 */
export function resolveTarget(
  targetId: string,
  type: 'objective-id' | 'statement-id',
  level: 1 | 2,
  controls: readonly Pick<Control, 'id' | 'nistReference' | 'identifier2024' | 'objectives'>[],
): ResolvedTarget {
  const parsed = parseTargetId(targetId);
  const notInCatalog: ResolvedTarget = {
    kind: 'unknown',
    reason: `not an objective of the Level ${level} catalog (NIST SP 800-171 Rev 2 / SP 800-171A)`,
  };
  if (!parsed) return notInCatalog;
  let objectives: { id: string; controlId: string }[];
  let name: string;
  if (parsed.kind === 'far') {
    if (level !== 1) {
      return { kind: 'unknown', reason: `a Level 1 requirement; this organization assesses Level ${level}` };
    }
    const practices = controls.filter((control) => control.identifier2024 === parsed.requirement);
    if (practices.length === 0) return notInCatalog;
    name = parsed.requirement;
    // The Assessment Guide letters a requirement's objectives across its practices in order.
    objectives = practices.flatMap((control) =>
      control.objectives.map((objective) => ({ id: objective.id, controlId: control.id })),
    );
    if (parsed.letter === null || type === 'statement-id')
      return { kind: 'requirement', name, controlIds: practices.map((control) => control.id) };
    const index = parsed.letter.charCodeAt(0) - 'a'.charCodeAt(0);
    const objective = objectives[index];
    return objective
      ? { kind: 'objective', objectiveId: objective.id, controlId: objective.controlId }
      : notInCatalog;
  }
  if (parsed.level !== null && parsed.level !== level) {
    return {
      kind: 'unknown',
      reason: `a Level ${parsed.level} id; this organization assesses Level ${level}`,
    };
  }
  const control = controls.find((one) => one.nistReference === parsed.nist);
  if (!control || (parsed.family !== null && !control.id.startsWith(`${parsed.family}.`)))
    return notInCatalog;
  if (parsed.letter === null || type === 'statement-id')
    return { kind: 'requirement', name: control.id, controlIds: [control.id] };
  const objective = control.objectives.find((one) => one.letter === parsed.letter);
  return objective ? { kind: 'objective', objectiveId: objective.id, controlId: control.id } : notInCatalog;
}

// ---- findings -------------------------------------------------------------------------------------

/** A finding's save as the document states it; fields it does not state are left out (kept). */
export interface ImportedInput {
  finding: Finding;
  methods?: AssessmentMethod[];
  note?: string;
  justification?: string;
  partial?: string;
  basis?: string;
  basisDescription?: string;
  capabilityOff?: boolean;
}

export interface ImportedFinding {
  targetId: string;
  targetType: 'objective-id' | 'statement-id';
  /** The result's rank by its start (later results rank higher): the latest finding counts. */
  rank: number;
  input: ImportedInput;
}

const METHOD_OF: Record<string, AssessmentMethod> = {
  EXAMINE: 'examine',
  INTERVIEW: 'interview',
  TEST: 'test',
};

/** A prop by any of its names, whatever its namespace: its trimmed value, or undefined. */
const propValue = (props: { name: string; value: string }[] | undefined, ...names: string[]) =>
  props?.find((prop) => names.includes(prop.name))?.value.trim();

/**
 * An observation or finding carrying our prop `objective` (namespace `OSCAL_NS`) came from our own
 * export (src/server/reports/oscal/common.ts), whose observation `description` is made from the
 * catalog's objective text and whose finding `remarks` restate the N/A, partial case and basis:
 * neither is a note the organization wrote. Its observation remarks are the note, without the
 * paragraph saying no method was recorded; its basis description is the remarks' basis paragraph.
 */
/** Our export's observation remarks without the paragraph it adds when no method was recorded. */
function withoutNoMethodRemark(remarks: string | undefined): string | undefined {
  if (remarks === undefined || remarks.trim() === NO_METHOD_REMARK) return undefined;
  return remarks.endsWith(`\n\n${NO_METHOD_REMARK}`)
    ? remarks.slice(0, -NO_METHOD_REMARK.length - 2)
    : remarks;
}

const fromOurExport = (props: { name: string; ns?: string | undefined }[] | undefined) =>
  props?.some((prop) => prop.name === 'objective' && prop.ns === OSCAL_NS) ?? false;

/** A markup field (`description`, `remarks`) read as the text it shows (issue 38). */
const plain = (markup: string | undefined) => (markup === undefined ? undefined : plainTextOfMarkup(markup));

const texts = (values: (string | undefined)[]) => {
  const kept: string[] = [];
  for (const value of values) {
    const text = value?.trim();
    if (text && !kept.includes(text)) kept.push(text);
  }
  return kept;
};

/**
 * Each finding of the document as a save's input, and what makes the document unreadable (a
 * finding relating to an observation it does not hold, an N/A that is not satisfied). The rules:
 * - `satisfied` is MET, `not-satisfied` NOT MET; `satisfied` with the prop `not-applicable` =
 *   `true` (any namespace) is N/A (32 CFR 170.24(b)(3)), its justification the finding's `remarks`
 *   (else `target.status.remarks`). A finding in either state that carries the N/A reason
 *   convention (`notApplicableByConvention`: a text starting "N/A:", or the status reason
 *   `not-applicable`) is N/A too, its justification the convention's reason.
 * - The methods are those of the related observations (EXAMINE, INTERVIEW, TEST; others, such as
 *   OSCAL's UNKNOWN, are not methods of SP 800-171A and are left out). A finding that relates to no
 *   observation states no methods: the stored ones are kept, as a save that leaves them out.
 * - The note is what was examined, asked or tested: the related observations' `description` and
 *   `remarks`, then (except for an N/A, where they are the justification) the finding's `remarks`,
 *   each text once, separated by a blank line. The finding's own `description` is the tool's
 *   conclusion text (OSCAL requires one) and is not imported. From our own export (`fromOurExport`)
 *   only the observations' `remarks` are the note. With none of these the note is kept.
 * - Level 2 (D30), read when present (any namespace): `partial-credit` or `partial`,
 *   `counts-as-met-by` or `basis`, `basis-description`, `capability-kept-off-by-policy` or
 *   `capability-off` (`true`).
 * - With several results, the one with the latest `start` counts for an objective (the document's
 *   order breaks ties).
 */
export function readAssessmentResults(document: OscalAssessmentResults): {
  findings: ImportedFinding[];
  problems: string[];
} {
  const results = document['assessment-results'].results;
  const observations = new Map(
    results.flatMap((result) => (result.observations ?? []).map((one) => [one.uuid, one] as const)),
  );
  const startOf = (start: string | undefined) => {
    const time = start ? Date.parse(start) : NaN;
    return Number.isNaN(time) ? -Infinity : time;
  };
  const order = results
    .map((result, index) => ({ index, start: startOf(result.start) }))
    .sort((a, b) => a.start - b.start || a.index - b.index);
  const rankOf = new Map(order.map((entry, rank) => [entry.index, rank]));
  const findings: ImportedFinding[] = [];
  const problems: string[] = [];
  results.forEach((result, resultIndex) => {
    (result.findings ?? []).forEach((finding, findingIndex) => {
      const where = `results[${resultIndex}].findings[${findingIndex}] (${finding.target['target-id']})`;
      const related = (finding['related-observations'] ?? []).map((link) => {
        const observation = observations.get(link['observation-uuid']);
        if (!observation)
          problems.push(
            `${where} relates to observation ${link['observation-uuid']}, which the document does not hold`,
          );
        return observation;
      });
      const byProp = propValue(finding.props, 'not-applicable')?.toLowerCase() === 'true';
      const satisfied = finding.target.status.state === 'satisfied';
      if (byProp && !satisfied) {
        problems.push(`${where} is not-satisfied and not-applicable at once`);
        return;
      }
      const convention = notApplicableByConvention(finding);
      const notApplicable = byProp || convention !== null;
      const found: Finding = notApplicable ? 'not_applicable' : satisfied ? 'met' : 'not_met';
      const input: ImportedInput = { finding: found };
      const observed = related.filter((one) => one !== undefined);
      if (observed.length > 0) {
        const stated = new Set(
          observed.flatMap((one) =>
            (one.methods ?? []).map((method) => METHOD_OF[method.trim().toUpperCase()]),
          ),
        );
        input.methods = ASSESSMENT_METHODS.filter((method) => stated.has(method));
      }
      const justification =
        convention?.justification ||
        plain(finding.remarks)?.trim() ||
        plain(finding.target.status.remarks)?.trim();
      const ours = fromOurExport(finding.props);
      const note = texts([
        ...observed.flatMap((one) =>
          fromOurExport(one.props)
            ? [withoutNoMethodRemark(plain(one.remarks))]
            : [plain(one.description), plain(one.remarks)],
        ),
        ...(notApplicable || ours ? [] : [plain(finding.remarks)]),
      ]);
      if (note.length > 0) input.note = note.join('\n\n');
      if (notApplicable && justification) input.justification = justification;
      // Our export's names first-named, the short ones also accepted.
      const partial = propValue(finding.props, 'partial-credit', 'partial');
      const basis = propValue(finding.props, 'counts-as-met-by', 'basis');
      const basisDescription =
        propValue(finding.props, 'basis-description') ??
        (ours && (FINDING_BASES as readonly string[]).includes(basis ?? '')
          ? basisDescriptionOf(basis as FindingBasis, plain(finding.remarks))
          : undefined);
      const capabilityOff = propValue(finding.props, 'capability-kept-off-by-policy', 'capability-off');
      if (partial) input.partial = partial;
      if (basis) input.basis = basis;
      if (basisDescription) input.basisDescription = basisDescription;
      if (capabilityOff !== undefined) input.capabilityOff = capabilityOff.toLowerCase() === 'true';
      findings.push({
        targetId: finding.target['target-id'],
        targetType: finding.target.type,
        rank: rankOf.get(resultIndex)!,
        input,
      });
    });
  });
  return { findings, problems };
}

/**
 * The N/A reason convention (issue 40; the eMASS workbook's finding texts start "MET:", "NOT MET:" or
 * "N/A:"): a text that starts `N/A:` or `Not applicable:` (any case), the reason after it.
 */
const NOT_APPLICABLE_PREFIX = /^\s*(?:N\/A|Not applicable)\s*:\s*/i;

/** The reason a text gives for an N/A by the convention, or null when it does not start so. */
export function notApplicableReason(text: string | undefined): string | null {
  if (text === undefined) return null;
  const plainText = plainTextOfMarkup(text);
  const match = NOT_APPLICABLE_PREFIX.exec(plainText);
  return match ? plainText.slice(match[0].length).trim() : null;
}

/**
 * An N/A another tool wrote without our prop (issue 40), in either state (OSCAL has no third
 * one; a tool that counts N/A as not satisfied writes `not-satisfied`):
 * - its target's `status.remarks`, its `remarks` or its `description` (the objective's text as the
 *   tool states it) starts with the N/A reason convention (`notApplicableReason`), the reason
 *   being the rest of that text; or
 * - its target's `status.reason` is the token `not-applicable` (OSCAL lists pass, fail and other,
 *   and allows any token), the reason being the finding's remarks or the status's.
 * Null when neither holds.
 */
function notApplicableByConvention(finding: {
  target: { status: { reason?: string | undefined; remarks?: string | undefined } };
  remarks?: string | undefined;
  description?: string | undefined;
}): { justification: string } | null {
  for (const text of [finding.target.status.remarks, finding.remarks, finding.description]) {
    const reason = notApplicableReason(text);
    if (reason !== null) return { justification: reason };
  }
  if (finding.target.status.reason?.trim().toLowerCase() === 'not-applicable') return { justification: '' };
  return null;
}

// ---- a system security plan ---------------------------------------------------------------------

/** One implemented requirement of a plan, as the import reads it. */
export interface PlannedRequirement {
  /** The control-id as the plan wrote it. */
  targetId: string;
  /** The implementation-status states it holds, each once (by-components, statements, prop). */
  states: string[];
  /** Every state is `not-applicable`: its objectives are recorded N/A. */
  notApplicable: boolean;
  /** Why it does not apply, when it is N/A and the plan says. */
  justification?: string;
}

/**
 * The requirements of an OSCAL system security plan and what each states (issue 40):
 * - the states are those of the `implementation-status` of its `by-components` (and of its
 *   statements' by-components), and the value of a prop `implementation-status` (any namespace,
 *   as FedRAMP's templates write it);
 * - it is N/A when it states at least one and every one is `not-applicable` (OSCAL's state, "the
 *   control does not apply to the system"): each of its objectives is recorded N/A (32 CFR
 *   170.24(b)(1) counts an N/A objective as MET);
 * - the justification is the not-applicable status's `remarks` (each text once), else the
 *   by-components' descriptions, else the requirement's remarks.
 */
export function readSystemSecurityPlan(document: OscalSystemSecurityPlan): PlannedRequirement[] {
  return document['system-security-plan']['control-implementation']['implemented-requirements'].map(
    (requirement) => {
      const components = [
        ...(requirement['by-components'] ?? []),
        ...(requirement.statements ?? []).flatMap((statement) => statement['by-components'] ?? []),
      ];
      const statuses = components.flatMap((one) =>
        one['implementation-status'] ? [one['implementation-status']] : [],
      );
      const propState = propValue(requirement.props, 'implementation-status');
      const states = [
        ...new Set([...statuses.map((status) => status.state.trim()), ...(propState ? [propState] : [])]),
      ].filter(Boolean);
      const notApplicable = states.length > 0 && states.every((state) => state === 'not-applicable');
      const planned: PlannedRequirement = { targetId: requirement['control-id'], states, notApplicable };
      if (notApplicable) {
        const reasons = [
          texts(statuses.map((status) => plain(status.remarks))),
          texts(components.map((one) => plain(one.description))),
          texts([plain(requirement.remarks)]),
        ].find((found) => found.length > 0);
        if (reasons) planned.justification = reasons.join('\n\n');
      }
      return planned;
    },
  );
}

/** `n things: a, b, c` listing at most LISTED_AT_MOST, then how many more. */
export function listed(items: readonly string[]): string {
  const shown = items.slice(0, LISTED_AT_MOST).join('; ');
  return items.length > LISTED_AT_MOST ? `${shown}; and ${items.length - LISTED_AT_MOST} more` : shown;
}
