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
  identifier2024: string;
  farReference: string;
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
