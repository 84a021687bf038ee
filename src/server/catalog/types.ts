import type { AssessmentMethods, StoredObjective } from '../../contract/catalog';

/** A domain as the seed writes it; `id` is the domain's short name and never changes. */
export interface DomainSeed {
  id: string;
  name: string;
  shortName: string;
  description: string;
}

/** A control as the seed writes it; `id` equals `controlNumber` and never changes. */
export interface ControlSeed {
  controlNumber: string;
  domainId: string;
  /** Level 1 only: the requirement of the 2024 rule and its FAR paragraph (null at Level 2). */
  identifier2024: string | null;
  farReference: string | null;
  nistReference: string;
  title: string;
  description: string;
  implementationGuidance: string;
  requiredEvidence: string[];
  objectives: StoredObjective[];
  assessmentMethods: AssessmentMethods;
}

/** A requirement of the 2024 rule (`AC.L1-b.1.i`) with its FAR 52.204-21(b)(1) paragraph and text. */
export interface RequirementSeed {
  id: string;
  farReference: string;
  text: string;
}

/**
 * A NIST SP 800-171 Rev 2 requirement with its NIST SP 800-171A objectives and assessment
 * methods, as level2/nist-sp-800-171r2.json holds it (built by scripts/catalog/build-level2.ts).
 */
export interface Level2Requirement {
  nist: string;
  family: string;
  statement: string;
  objectives: StoredObjective[];
  assessmentMethods: AssessmentMethods;
}

/** Our small-business guidance for a Level 2 practice (D29). */
export interface Level2Guidance {
  title: string;
  implementationGuidance: string;
  requiredEvidence: string[];
}
