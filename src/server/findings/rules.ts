import type { Control } from '../../contract/catalog';
import {
  BASIS_DESCRIPTION_REQUIRED,
  FINDING_LABELS,
  JUSTIFICATION_REQUIRED,
  type AssessmentMethod,
  type ObjectiveFinding,
  type SaveFindingInput,
} from '../../contract/assessment';
import {
  capabilityPolicyRequired,
  NOT_PERMITTED_CAPABILITIES,
  partialFor,
  type FindingBasis,
  type Partial,
} from '../../contract/sprs';
import type { objectiveFindings } from '../db/schema';

/**
 * The rules of a finding's save (D22, D23, D30), shared by a user's save (service.ts) and the
 * OSCAL import (oscal-import.ts): what a save makes of the stored finding, what stops it, and
 * whether it changes anything.
 */

export type StoredFinding = typeof objectiveFindings.$inferSelect;

/** What a finding holds besides its evidence. */
export interface FindingState {
  finding: ObjectiveFinding['finding'];
  methods: AssessmentMethod[];
  note: string | null;
  justification: string | null;
  partial: Partial | null;
  basis: FindingBasis | null;
  basisDescription: string | null;
  /** A temporary deficiency's POA&M item, when it arose, and that it was implemented before (D35). */
  poamItemId: string | null;
  deficiencyArisenOn: string | null;
  implementedBefore: boolean;
  capabilityOff: boolean;
}

export type FindingInput = SaveFindingInput & { finding: ObjectiveFinding['finding'] };

/** A field of a finding and the message that refuses it, as the 400 names it. */
export type FindingProblem = [field: string, message: string];

/**
 * The Level 2 fields of a finding where they may go (D30): `partial` only on an objective of 3.5.3
 * (`remote_and_privileged_only`) or 3.13.11 (`not_fips_validated`), `basis` only at Level 2, the
 * capability policy only on remote access, wireless and mobile devices.
 */
export function level2FieldProblems(control: Control, input: FindingInput): FindingProblem[] {
  const problems: FindingProblem[] = [];
  if (input.partial && partialFor(control.level === 2 ? control.nistReference : '') !== input.partial) {
    problems.push([
      'partial',
      `Partial credit applies only to 3.5.3 (remote_and_privileged_only) and 3.13.11 (not_fips_validated) at Level 2; ${control.id} takes none`,
    ]);
  }
  if (input.basis && control.level !== 2) {
    problems.push(['basis', 'An enduring exception or a temporary deficiency is recorded at Level 2 only']);
  }
  if (input.capabilityOff && !(control.level === 2 && control.nistReference in NOT_PERMITTED_CAPABILITIES)) {
    problems.push([
      'capabilityOff',
      'The capability policy applies only to remote access (3.1.12, 3.1.13), wireless (3.1.16, 3.1.17) and mobile devices (3.1.18) at Level 2',
    ]);
  }
  return problems;
}

/**
 * What a temporary deficiency names (D35), kept only while the finding is NOT MET on that basis:
 * the fields left out keep their stored value.
 */
function deficiencyState(
  input: FindingInput,
  before: StoredFinding | undefined,
  notMet: boolean,
): Pick<FindingState, 'poamItemId' | 'deficiencyArisenOn' | 'implementedBefore'> {
  const basis = input.basis !== undefined ? input.basis : (before?.basis ?? null);
  if (!notMet || basis !== 'temporary_deficiency')
    return { poamItemId: null, deficiencyArisenOn: null, implementedBefore: false };
  return {
    poamItemId:
      input.planOfActionItemId !== undefined ? input.planOfActionItemId : (before?.poamItemId ?? null),
    deficiencyArisenOn: input.arisenOn !== undefined ? input.arisenOn : (before?.deficiencyArisenOn ?? null),
    implementedBefore: input.implementedBefore ?? before?.implementedBefore ?? false,
  };
}

/** The finding a save leaves: fields left out keep their stored value (D22). */
export function nextFindingState(input: FindingInput, before: StoredFinding | undefined): FindingState {
  const kept = <K extends keyof FindingInput>(key: K, stored: unknown) =>
    input[key] !== undefined ? input[key] || null : (stored ?? null);
  const notMet = input.finding === 'not_met';
  return {
    finding: input.finding,
    methods: input.methods ?? ((before?.methods ?? []) as AssessmentMethod[]),
    note: kept('note', before?.note) as string | null,
    justification: kept('justification', before?.justification) as string | null,
    // A partial case and a basis belong to a NOT MET finding only (D30); the policy to an N/A.
    partial: notMet ? (kept('partial', before?.partial) as Partial | null) : null,
    basis: notMet ? (kept('basis', before?.basis) as FindingBasis | null) : null,
    basisDescription: notMet ? (kept('basisDescription', before?.basisDescription) as string | null) : null,
    ...deficiencyState(input, before, notMet),
    capabilityOff:
      input.finding === 'not_applicable' ? (input.capabilityOff ?? before?.capabilityOff ?? false) : false,
  };
}

/**
 * What stops the finding a save leaves: an N/A without its justification (D22), a basis without its
 * description, and at Level 2 an N/A of remote access, wireless or mobile devices without the
 * policy that keeps the capability off (D30; DoD Assessment Methodology 5(i)(i)).
 */
export function findingStateProblems(control: Control, next: FindingState): FindingProblem[] {
  const problems: FindingProblem[] = [];
  if (next.finding === 'not_applicable' && !next.justification) {
    problems.push(['justification', JUSTIFICATION_REQUIRED]);
  }
  if (next.basis && !next.basisDescription) problems.push(['basisDescription', BASIS_DESCRIPTION_REQUIRED]);
  if (
    control.level === 2 &&
    next.finding === 'not_applicable' &&
    control.nistReference in NOT_PERMITTED_CAPABILITIES &&
    !next.capabilityOff
  ) {
    problems.push(['capabilityOff', capabilityPolicyRequired(control.nistReference)]);
  }
  return problems;
}

export const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');

/** Whether a finding made in an earlier cycle than the one started at `cycleStart` (D23). */
export const fromEarlierCycle = (before: StoredFinding | undefined, cycleStart: Date) =>
  before !== undefined && before.updatedAt < cycleStart;

/** Whether the save changes the stored finding; saving one of an earlier cycle confirms it (D23). */
export function findingChanged(
  before: StoredFinding | undefined,
  next: FindingState,
  cycleStart: Date,
): boolean {
  return (
    fromEarlierCycle(before, cycleStart) ||
    (before?.finding ?? null) !== next.finding ||
    !sameList(before?.methods ?? [], next.methods) ||
    (before?.note ?? null) !== next.note ||
    (before?.justification ?? null) !== next.justification ||
    (before?.partial ?? null) !== next.partial ||
    (before?.basis ?? null) !== next.basis ||
    (before?.basisDescription ?? null) !== next.basisDescription ||
    (before?.poamItemId ?? null) !== next.poamItemId ||
    (before?.deficiencyArisenOn ?? null) !== next.deficiencyArisenOn ||
    (before?.implementedBefore ?? false) !== next.implementedBefore ||
    (before?.capabilityOff ?? false) !== next.capabilityOff
  );
}

/** Describes a finding for the activity log: `Assessed AC.L1-3.1.1[a]: MET`. */
export const findingDescription = (id: string, finding: ObjectiveFinding['finding']) =>
  finding ? `Assessed ${id}: ${FINDING_LABELS[finding]}` : `Cleared the finding on ${id}`;

/** The stored state of a finding, as the import's answer shows it. */
export function storedState(row: StoredFinding): FindingState {
  return {
    finding: row.finding ?? null,
    methods: (row.methods ?? []) as AssessmentMethod[],
    note: row.note ?? null,
    justification: row.justification ?? null,
    partial: row.partial ?? null,
    basis: row.basis ?? null,
    basisDescription: row.basisDescription ?? null,
    poamItemId: row.poamItemId ?? null,
    deficiencyArisenOn: row.deficiencyArisenOn ?? null,
    implementedBefore: row.implementedBefore,
    capabilityOff: row.capabilityOff,
  };
}
