import { BASIS_DESCRIPTION_REQUIRED, JUSTIFICATION_REQUIRED, parseObjectiveId } from './assessment';
import type { SaveFindingInput } from './assessment';
import { counted } from './format';
import { parseControlId } from './level2';
import {
  MFA_PARTIAL_OBJECTIVE,
  MFA_REQUIREMENT,
  capabilityPolicyRequired,
  NOT_PERMITTED_CAPABILITIES,
  PARTIAL_POINTS,
  partialFor,
  sprsValue,
  SSP_REQUIREMENT,
  type Partial as PartialCase,
} from './sprs';

/**
 * What a Level 2 objective's finding carries beyond a Level 1 one (D30), as the control dialog
 * offers it and checks it before sending: the partial case of 3.5.3 and 3.13.11, the basis that
 * makes a NOT MET count as MET (32 CFR 170.24(b)(1)), and the policy that keeps a capability that is
 * not permitted from being enabled (DoD Assessment Methodology 5(i)(i)). The server applies the
 * same rules (src/server/findings/service.ts) and answers 400 with the same field messages.
 */

export interface Level2Objective {
  /** The requirement's NIST SP 800-171 Rev 2 number, `3.5.3`. */
  nist: string;
  /** The partial case the requirement allows on a NOT MET finding, if any. */
  partial: PartialCase | null;
  /** The capability whose N/A needs the policy (`remote access`), if any. */
  capability: string | null;
}

/** The Level 2 fields open to an objective (`IA.L2-3.5.3[d]`); null at Level 1 or for anything else. */
export function level2Objective(objectiveId: string): Level2Objective | null {
  const parsed = parseObjectiveId(objectiveId);
  const control = parsed ? parseControlId(parsed.controlId) : null;
  if (!control || control.level !== 2) return null;
  return {
    nist: control.nist,
    // 3.5.3's partial case goes on [d] only (D35): on [a]-[c] a NOT MET is the full 5 points.
    partial:
      control.nist === MFA_REQUIREMENT && parsed?.letter !== MFA_PARTIAL_OBJECTIVE ? null : partialFor(control.nist),
    capability: NOT_PERMITTED_CAPABILITIES[control.nist] ?? null,
  };
}

/** The other case of the two partial-credit requirements: the full value is lost. */
export const PARTIAL_FULL_LABELS: Record<PartialCase, string> = {
  remote_and_privileged_only: 'MFA is not yet in place for all privileged and remote access',
  not_fips_validated: 'No cryptography protects CUI',
};

/** The checkbox of an N/A on remote access, wireless or mobile devices (D30). */
export const capabilityPolicyLabel = (nist: string): string =>
  `A policy and procedure keep ${NOT_PERMITTED_CAPABILITIES[nist] ?? 'this capability'} from being enabled`;

/**
 * A requirement's value in the self-assessed SPRS score as the screens write it: "5 points",
 * "1 point", "5 points, or 3 in its partial case", and for the SSP, which has none, why it matters.
 */
export function sprsValueLabel(nist: string): string {
  if (nist === SSP_REQUIREMENT) return '0 points, but no score at all without it';
  const value = counted(sprsValue(nist), 'point');
  return partialFor(nist) ? `${value}, or ${PARTIAL_POINTS} in its partial case` : value;
}

/** The fields of a finding that can be missing, named as the server's 400 names them. */
export type FindingField = 'justification' | 'basisDescription' | 'capabilityOff';

/**
 * What stops a finding from being saved, by field: an N/A without its justification (D22), a
 * NOT MET recorded as an enduring exception or a temporary deficiency without its description,
 * and at Level 2 an N/A of remote access, wireless or mobile devices without the policy (D30).
 * Empty when the finding can be sent.
 */
export function findingProblems(
  objectiveId: string,
  input: Pick<SaveFindingInput, 'finding' | 'justification' | 'basis' | 'basisDescription' | 'capabilityOff'>,
): Partial<Record<FindingField, string>> {
  const problems: Partial<Record<FindingField, string>> = {};
  const level2 = level2Objective(objectiveId);
  if (input.finding === 'not_applicable') {
    if (!input.justification?.trim()) problems.justification = JUSTIFICATION_REQUIRED;
    if (level2?.capability && !input.capabilityOff)
      problems.capabilityOff = capabilityPolicyRequired(level2.nist);
  }
  if (input.finding === 'not_met' && input.basis && !input.basisDescription?.trim())
    problems.basisDescription = BASIS_DESCRIPTION_REQUIRED;
  return problems;
}

/**
 * Whether a Level 2 objective's words name CUI: where the Level 1 objective it is pre-filled from
 * reads FCI (32 CFR 170.15(c)(1)(i)), the finding may not carry over.
 */
export const namesCui = (objectiveText: string): boolean => /\bCUI\b/.test(objectiveText);
