import { z } from 'zod';
import { hasNoNul, NUL_MESSAGE } from './text';

/** One assessment objective of a control: `[a] authorized users are identified;` */
export const objectiveSchema = z.object({
  /** Stable: the control and the letter, `AC.L1-3.1.1[a]` (D22). */
  id: z.string(),
  letter: z.string(),
  text: z.string(),
});

/** The three assessment methods of NIST SP 800-171A, each a list of objects to select from. */
export const assessmentMethodsSchema = z.object({
  examine: z.array(z.string()),
  interview: z.array(z.string()),
  test: z.array(z.string()),
});

export const domainSchema = z.object({
  id: z.string(),
  name: z.string(),
  shortName: z.string(),
  description: z.string(),
});

export const controlSchema = z.object({
  id: z.string(),
  domainId: z.string(),
  controlNumber: z.string(),
  /** The catalog the control belongs to (D29): ids are per level. */
  level: z.union([z.literal(1), z.literal(2)]),
  /** Level 1: the requirement of the 2024 final rule (32 CFR 170), e.g. `AC.L1-b.1.i`; null at Level 2. */
  identifier2024: z.string().nullable(),
  /** Level 1: the paragraph of FAR 52.204-21, e.g. `52.204-21(b)(1)(i)`; null at Level 2. */
  farReference: z.string().nullable(),
  /** Level 2: the requirement's value in the SPRS score (5, 3, 1, or 0 for 3.12.4, D30); null at Level 1. */
  points: z.number().int().nullable(),
  /** Whether the practice is one of the 17 of Level 1. */
  level1: z.boolean(),
  /** NIST SP 800-171 Rev 2 requirement number, e.g. `3.1.1`. */
  nistReference: z.string(),
  title: z.string(),
  description: z.string(),
  implementationGuidance: z.string(),
  requiredEvidence: z.array(z.string()),
  objectives: z.array(objectiveSchema),
  assessmentMethods: assessmentMethodsSchema,
  domain: domainSchema.pick({ name: true, shortName: true }),
});

/**
 * Shown above every evidence list, under the label 'Required Evidence' that the documents fix
 * (document 1 section 2): Level 1 prescribes no list of evidence, so the lists are examples (D2).
 */
export const EVIDENCE_EXAMPLES_NOTE =
  'These are examples, not a fixed list: Level 1 does not prescribe specific evidence. Keep enough to show that each objective of this practice is met, in final form (not drafts).';

/**
 * The same note at Level 2 (D29): NIST SP 800-171A lists kinds of things to examine, interview and
 * test, not documents to hand in.
 */
export const EVIDENCE_EXAMPLES_NOTE_LEVEL2 =
  'These are examples, not a fixed list: NIST SP 800-171A names kinds of things to examine, not specific documents. Keep enough to show that each objective of this requirement is met, in final form (not drafts).';

export const controlsQuerySchema = z.object({
  domainId: z.string().min(1).max(16).refine(hasNoNul, NUL_MESSAGE).optional(),
  /** A level's catalog; without it, the organization's target level (D29). */
  level: z.enum(['1', '2'], 'Choose level 1 or 2').transform(Number).optional(),
});

/** The query of GET /api/domains: a level's families; without it, the organization's target level. */
export const domainsQuerySchema = controlsQuerySchema.pick({ level: true });

export type Objective = z.infer<typeof objectiveSchema>;
/** An objective as the catalog stores it; the id is derived from the control and the letter. */
export type StoredObjective = Omit<Objective, 'id'>;
export type AssessmentMethods = z.infer<typeof assessmentMethodsSchema>;
export type Domain = z.infer<typeof domainSchema>;
export type Control = z.infer<typeof controlSchema>;
