import { LEVEL1_PRACTICES_IN_LEVEL2 } from '../../../contract/level2';
import { sprsValue } from '../../../contract/sprs';
import type { ControlSeed, Level2Guidance, Level2Requirement } from '../types';
import { LEVEL2_DOMAINS } from './families';
import { LEVEL2_GUIDANCE } from './guidance/index';
import source from './nist-sp-800-171r2.json' with { type: 'json' };

export { LEVEL2_DOMAINS };

/**
 * The Level 2 catalog (D29): NIST SP 800-171 Rev 2's 110 requirements with NIST SP 800-171A's
 * 320 objectives and assessment methods (nist-sp-800-171r2.json, public domain, built from the
 * sources named in its header), our guidance for a small business (guidance/), and each
 * requirement's value in the SPRS score (src/contract/sprs.ts).
 */

export const LEVEL2_REQUIREMENTS: readonly Level2Requirement[] = source.requirements;

function guidanceOf(nist: string): Level2Guidance {
  const guidance = LEVEL2_GUIDANCE[nist];
  if (!guidance) throw new Error(`Catalog: Level 2 requirement ${nist} has no guidance`);
  return guidance;
}

export const LEVEL2_CONTROLS: (ControlSeed & { level: 2; points: number; level1: boolean })[] =
  LEVEL2_REQUIREMENTS.map((requirement) => {
    const guidance = guidanceOf(requirement.nist);
    return {
      controlNumber: `${requirement.family}.L2-${requirement.nist}`,
      domainId: requirement.family,
      level: 2,
      identifier2024: null,
      farReference: null,
      points: sprsValue(requirement.nist),
      level1: LEVEL1_PRACTICES_IN_LEVEL2.includes(requirement.nist),
      nistReference: requirement.nist,
      title: guidance.title,
      description: requirement.statement,
      implementationGuidance: guidance.implementationGuidance,
      requiredEvidence: guidance.requiredEvidence,
      objectives: requirement.objectives,
      assessmentMethods: requirement.assessmentMethods,
    };
  });
